import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/carrier-scope';
import { insertQuotes, type QuoteRow } from './quotes.repository';

const FLUSH_EVERY_MS = 200;
const FLUSH_AT_ROWS = 500;

/**
 * Records quotes without slowing the answer: rows are buffered and written in one INSERT every
 * 200 ms (or every 500 rows); the quote id is made here, so the answer carries it at once.
 */
export class QuoteWriter {
  private pending: QuoteRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  /** Buffers a quote; answers its id. `created_at`: the instant it was priced (default now). */
  record(row: Omit<QuoteRow, 'id' | 'created_at'> & { created_at?: Date }): string {
    const id = randomUUID();
    this.pending.push({ ...row, id, created_at: row.created_at ?? new Date() });
    if (this.pending.length >= FLUSH_AT_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
    return id;
  }

  /** Writes everything buffered (and waits for writes already under way). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.writing;
  }

  private async write(batch: QuoteRow[]) {
    try {
      await this.db.transaction().execute((tx) => insertQuotes(tx, batch));
    } catch (error) {
      // Statistics must never break pricing: a lost batch is logged, not thrown.
      this.logger?.error({ err: error, quotes: batch.length }, 'quotes not recorded');
    }
  }
}
