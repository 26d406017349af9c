import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { handleError } from './errors';
import type { AppDeps } from './http/context';
import { registerSession } from './http/session.plugin';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { userRoutes } from './modules/users/users.routes';
import { areaRoutes } from './modules/areas/areas.routes';
import { conditionRoutes } from './modules/conditions/conditions.routes';
import { partnerRoutes } from './modules/partners/partners.routes';
import { serviceRoutes } from './modules/services/services.routes';
import { transitRoutes } from './modules/transits/transits.routes';
import { zoneRoutes } from './modules/zones/zones.routes';
import { pricelistRoutes } from './modules/pricelists/pricelists.routes';
import { surchargeRoutes } from './modules/surcharges/surcharges.routes';
import { apiDocsRoutes } from './modules/pricing/api-docs';
import { priceRoutes } from './modules/pricing/price.routes';
import { PRICING_CHANNEL, PricingCache } from './modules/pricing/pricing-cache';
import { QuoteWriter } from './modules/pricing/quote-writer';
import { statisticsRoutes } from './modules/pricing/statistics.routes';

const SLOW_REQUEST_MS = 1000;

/** Builds the server: plugins, the session guard, then the routes. It does not listen (tests inject). */
export async function createApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: true,
    bodyLimit: 20 * 1024 * 1024,
    logger: options.logger ?? false,
    genReqId: () => Math.random().toString(36).slice(2, 10),
    // Two log lines per request would cost the price API a good share of its throughput:
    // requests are logged when they fail or are slow (below), errors by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    ...options,
  });
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 400 || ms > SLOW_REQUEST_MS) {
      request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) }, 'request');
    }
  });
  app.setErrorHandler(handleError);
  await app.register(cookie);
  await app.register(formbody);
  registerSession(app, deps);

  app.get('/fe/health', { config: { access: 'public' } }, async () => ({ ok: true }));
  authRoutes(app, deps);
  userRoutes(app, deps);
  roleRoutes(app, deps);
  adminRoutes(app, deps);
  areaRoutes(app, deps);
  zoneRoutes(app, deps);
  transitRoutes(app, deps);
  conditionRoutes(app, deps);
  serviceRoutes(app, deps);
  partnerRoutes(app, deps);
  pricelistRoutes(app, deps);
  surchargeRoutes(app, deps);

  const pricing = { cache: new PricingCache(deps.db, app.log), quotes: new QuoteWriter(deps.db, app.log) };
  invalidateOnChange(app, deps, pricing.cache);
  priceRoutes(app, deps, pricing);
  await apiDocsRoutes(app);
  statisticsRoutes(app, deps, pricing);
  app.addHook('onClose', () => pricing.quotes.flush());

  serveWebApp(app, deps.config.webDist);
  return app;
}

// Writes under these paths change what pricing reads; admin ones may touch any carrier.
const PRICING_PATHS = /^\/fe\/(areas|zones|transits|conditions|services|customers|pricelists|surcharges|admin\/(carriers|exchange_rates))\b/;

/**
 * Drops compiled pricing data after every successful write that can change it: at once in this
 * process (before the answer leaves), and by NOTIFY in the others sharing the database.
 */
function invalidateOnChange(app: FastifyInstance, deps: AppDeps, cache: PricingCache) {
  void deps.listen?.(PRICING_CHANNEL, (payload) => cache.invalidate(payload === '*' ? '*' : Number(payload)));
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400 || !PRICING_PATHS.test(request.url)) return;
    const carrier = request.url.startsWith('/fe/admin/') ? '*' : request.auth?.carrierId;
    if (carrier === null || carrier === undefined) return;
    cache.invalidate(carrier);
    await deps.notify?.(PRICING_CHANNEL, String(carrier));
  });
}

/** The built web app at /, with every unknown non-API GET answered by index.html (client routing). */
function serveWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasBuild = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasBuild) void app.register(fastifyStatic, { root: webDist, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/fe/') || request.url.startsWith('/api/');
    if (isApi || request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({ message: isApi || hasBuild ? 'Not found' : 'The web app is not built: run npm run build' });
    }
    return reply.sendFile('index.html');
  });
}
