/**
 * Quotes are kept for QUOTE_RETENTION_DAYS (default 400: a year of statistics and backtests, and
 * the weeks a dispute takes), then deleted in small batches, hourly, by whichever process runs
 * first (decision 7). Pricelist and surcharge versions are kept: they are small and a kept quote
 * may name any of them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/carrier-scope';
import { deleteQuotesBefore } from './quotes.repository';

export const DEFAULT_QUOTE_RETENTION_DAYS = 400;
const EVERY_MS = 60 * 60 * 1000;
const FIRST_AFTER_MS = 60 * 1000;
const BATCH = 10_000;

/** Deletes every quote older than `days` before `now`, batch by batch; answers how many. */
export async function pruneQuotes(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await deleteQuotesBefore(db, cutoff, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Prunes a minute after start, then hourly; the answer stops it. */
export function startQuoteRetention(db: Db, days: number, logger?: FastifyBaseLogger): () => void {
  const run = () =>
    void pruneQuotes(db, days).then(
      (n) => n > 0 && logger?.info({ deleted: n, days }, 'old quotes deleted'),
      (error: unknown) => logger?.error({ err: error }, 'quote retention failed'),
    );
  const first = setTimeout(run, FIRST_AFTER_MS);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
