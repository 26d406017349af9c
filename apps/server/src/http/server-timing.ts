import type { FastifyInstance } from 'fastify';

/**
 * `Server-Timing: app;dur=<ms>` on every response: the server's own handling time up to the
 * headers, which the browser's DevTools and bench/ui-latency.ts show beside the time waited. A
 * streamed body (a workbook) is counted to its headers only.
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });
}
