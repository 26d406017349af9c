/**
 * The probes: liveness (GET /fe/live: the process answers; restart it when not) and readiness
 * (GET /fe/health: send it traffic; 503 while its database does not answer, lacks a migration of
 * this server, or holds one this server cannot serve beside: decision 17).
 */
import type { FastifyInstance } from 'fastify';
import { HEALTH_ROUTES, OK_ANSWER } from '@freight/domain';
import type { SqlExecutor } from '../db/client';
import { migrationDrift, type MigrationDrift } from '../db/migrate';
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
    const problem = migrationProblem(drift);
    return problem === null ? OK_ANSWER : unready('migrations', problem);
  });
}

/**
 * Why the applied migrations keep this server from serving, or null. A newer server's additive
 * migrations do not (a rolling deploy keeps the older processes in rotation until they are
 * replaced); a breaking one, this server's own not applied, or one of another history do.
 * Counts, not names: the probe is public.
 */
export function migrationProblem(drift: MigrationDrift): string | null {
  if (drift.pending.length) return `${drift.pending.length} migration(s) of this server not applied`;
  if (drift.breaking.length) return `${drift.breaking.length} newer migration(s) marked breaking: this server cannot serve beside them`;
  if (drift.foreign.length) return `${drift.foreign.length} applied migration(s) unknown to this server and older than its newest`;
  return null;
}

class TimedOut extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`The database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
