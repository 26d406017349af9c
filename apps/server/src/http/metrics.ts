/**
 * GET /metrics, the Prometheus exposition of lib/metrics.ts, and the timing of every answer. Not a
 * route of the contract (it is neither /fe nor /api and answers text for a scraper): it is off (404)
 * unless METRICS_TOKEN is set, and then asks for `Authorization: Bearer <METRICS_TOKEN>`. With
 * WEB_CONCURRENCY > 1 it answers the whole cluster's series, whichever worker takes the scrape.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, english } from '../errors';
import { shareClusterMetrics } from '../lib/cluster-metrics';
import type { Metrics } from '../lib/metrics';

export const METRICS_PATH = '/metrics';

/** Times every answer into `metrics` and, with a token, serves them at /metrics. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined, clustered = false): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (token === undefined) return;
  // Compared as digests: equal lengths for timingSafeEqual, and no timing that tells the token's length.
  const expected = digest(token);
  // A cluster's worker: the scrape is answered with every worker's series, added up by the primary.
  const exposition = clustered ? shareClusterMetrics(metrics.registries()) : () => metrics.text();
  app.get(METRICS_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !timingSafeEqual(digest(given), expected)) {
      throw AppError.unauthorized(english('errors.metrics.tokenNeeded', { header: 'Authorization: Bearer <METRICS_TOKEN>' }));
    }
    return reply.type(metrics.contentType).send(await exposition());
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();
