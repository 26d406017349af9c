/**
 * The quotes' daily job (decision 20), on both databases: quotes live in monthly
 * partitions (migration 0033). Each run makes the partitions of this month and the next three (and
 * of any month whose rows wait in the default partition), moving such rows into them; drops whole
 * months older than every carrier's retention (`quote_retention_months`, a carrier setting, default
 * 36) with their roll-ups; and deletes, in batches, the quotes and roll-ups of a carrier with a
 * shorter retention older than its own. Kept: months after the month a quote was priced in, so every
 * cutoff is a UTC month's first instant (a partition's bound, a roll-up day's start). Last, it moves
 * the reference search's pending index entries into the indexes (the embedded database has no
 * autovacuum to do it).
 * Pricelist and surcharge versions are kept: they are small and a kept quote may name any of them.
 */
import type { FastifyBaseLogger } from 'fastify';
import { QUOTE_RETENTION_MONTHS_DEFAULT } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import type { SqlExecutor } from '../../db/client';
import { DailyJob } from '../../db/daily-job';
import { quoteRetentions } from '../carrier-settings';
import {
  carrierPricelistIds,
  defaultPartitionMonths,
  deleteDailyCellsBefore,
  deleteDefaultPartitionBefore,
  deleteCarrierDailyCellsBefore,
  deleteCarrierQuotesBefore,
  dropQuotePartition,
  ensureQuotePartition,
  flushQuoteSearchEntries,
  quotePartitions,
} from './quotes.repository';

export const QUOTE_PARTITIONS_QUEUE = 'quote-partitions';
/** Months made ahead of the current one: a month of missed runs still finds its partition. */
export const MONTHS_AHEAD = 3;
const BATCH = 10_000;

/** The first instant (UTC) of the month `offset` months from `now`'s. */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** What one run did. */
export interface QuoteMaintenance {
  /** Partitions made, by their month's first day ('2027-02-01'). */
  made: string[];
  /** Partitions dropped (quotes_pYYYYMM). */
  dropped: string[];
  /** Quotes deleted row by row (shorter retentions, old rows of the default partition). */
  deleted: number;
}

/** One run of the daily job at `now`. */
export async function maintainQuotes(db: Db, now = new Date()): Promise<QuoteMaintenance> {
  const made: string[] = [];
  const waiting = await defaultPartitionMonths(db);
  const horizon = monthStart(now, MONTHS_AHEAD);
  const months = [...Array.from({ length: MONTHS_AHEAD + 1 }, (_, k) => monthStart(now, k)), ...waiting.filter((m) => m <= horizon)];
  for (const month of months) if (await ensureQuotePartition(db, month)) made.push(month.toISOString().slice(0, 10));

  const retentions = await quoteRetentions(db, QUOTE_RETENTION_MONTHS_DEFAULT);
  const longest = Math.max(QUOTE_RETENTION_MONTHS_DEFAULT, ...retentions.map((r) => r.months));
  // A month is dropped when it ends at or before the earliest instant any carrier keeps.
  const keptFrom = monthStart(now, -longest);
  const dropped: string[] = [];
  for (const partition of await quotePartitions(db)) {
    if (monthStart(partition.month, 1) > keptFrom) continue;
    await dropQuotePartition(db, partition);
    dropped.push(partition.name);
  }

  let deleted = 0;
  // Carriers keeping fewer months than the longest: their quotes between the two cutoffs, row by row.
  for (const { carrier_id: carrierId, months: kept } of retentions) {
    if (kept >= longest) continue;
    const cutoff = monthStart(now, -kept);
    const pricelistIds = await carrierPricelistIds(db, carrierId);
    for (;;) {
      const n = await deleteCarrierQuotesBefore(db, carrierId, pricelistIds, cutoff, BATCH);
      deleted += n;
      if (n < BATCH) break;
    }
    await deleteCarrierDailyCellsBefore(db, carrierId, cutoff);
  }
  // Rows older than every retention that came after their month was dropped wait in the default partition.
  for (;;) {
    const n = await deleteDefaultPartitionBefore(db, keptFrom, BATCH);
    deleted += n;
    if (n < BATCH) break;
  }
  await deleteDailyCellsBefore(db, keptFrom);
  await flushQuoteSearchEntries(db);
  return { made, dropped, deleted };
}

/** The daily job of one process (started by createApp after the job queue, stopped on close): 02:45 UTC, and once at start. */
export function quotePartitionsJob(deps: { db: Db; executeSql: SqlExecutor }, logger: FastifyBaseLogger): DailyJob {
  return new DailyJob(
    deps.executeSql,
    {
      queue: QUOTE_PARTITIONS_QUEUE,
      cron: '45 2 * * *',
      timeZone: 'UTC',
      runAtStart: true,
      run: async () => {
        const done = await maintainQuotes(deps.db);
        if (done.made.length || done.dropped.length || done.deleted) logger.info(done, 'quote partitions and retention');
      },
    },
    logger,
  );
}
