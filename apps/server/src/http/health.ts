/**
 * The probes: liveness (GET /fe/live: the process answers; restart it when not) and readiness
 * (GET /fe/health: send it traffic; 503 while its database does not answer or holds migrations
 * other than this server's).
 */
import type { FastifyInstance } from 'fastify';
import { HEALTH_ROUTES, OK_ANSWER } from '@freight/domain';
import type { SqlExecutor } from '../db/client';
import { migrationDrift } from '../db/migrate';
import { answerWith, serve } from './serve';

/** How long readiness waits for the database: a probe answers well within a prober's timeout. */
export const READINESS_TIMEOUT_MS = 2000;

export function healthRoutes(app: FastifyInstance, executeSql: SqlExecutor): void {
  serve(app, HEALTH_ROUTES.live, () => OK_ANSWER);
  serve(app, HEALTH_ROUTES.health, async (_input, _request, reply) => {
    const unready = (failed: 'database' | 'migrations', message: string) =>
      answerWith(reply, HEALTH_ROUTES.health, 503, { ok: false, failed, message });
    let drift;
    try {
      drift = await withTimeout(migrationDrift(executeSql), READINESS_TIMEOUT_MS);
    } catch (error) {
      return unready('database', error instanceof TimedOut ? error.message : 'The database cannot be reached');
    }
    // Counts, not names: the probe is public.
    if (drift.pending.length) return unready('migrations', `${drift.pending.length} migration(s) of this server not applied`);
    if (drift.unknown.length)
      return unready('migrations', `${drift.unknown.length} applied migration(s) unknown to this server (a newer one)`);
    return OK_ANSWER;
  });
}

class TimedOut extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`The database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
