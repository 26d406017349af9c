/**
 * Security events are kept SECURITY_EVENT_RETENTION_DAYS (400: a year and the weeks an audit takes),
 * then deleted in batches by a daily job (03:15 UTC, and once at start).
 */
import type { FastifyBaseLogger } from 'fastify';
import { SECURITY_EVENT_RETENTION_DAYS } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import type { SqlExecutor } from '../../db/client';
import { DailyJob } from '../../db/daily-job';
import { deleteSecurityEventsBefore } from './security-events.repository';

export const SECURITY_EVENTS_RETENTION_QUEUE = 'security-events-retention';
const BATCH = 10_000;

/** Deletes every event older than the retention before `now`, batch by batch; answers how many. */
export async function pruneSecurityEvents(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SECURITY_EVENT_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await deleteSecurityEventsBefore(db, cutoff, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** The daily clean-up of one process (started by createApp after the job queue, stopped on close). */
export function securityEventsRetention(deps: { db: Db; executeSql: SqlExecutor }, logger: FastifyBaseLogger): DailyJob {
  return new DailyJob(
    deps.executeSql,
    {
      queue: SECURITY_EVENTS_RETENTION_QUEUE,
      cron: '15 3 * * *',
      timeZone: 'UTC',
      runAtStart: true,
      run: async () => {
        const deleted = await pruneSecurityEvents(deps.db);
        if (deleted > 0) logger.info({ deleted, days: SECURITY_EVENT_RETENTION_DAYS }, 'old security events deleted');
      },
    },
    logger,
  );
}
