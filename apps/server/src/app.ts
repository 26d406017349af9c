import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyContextConfig, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { handleError } from './errors';
import { buildDeps, type AppConfig, type AppDeps, type AppInput } from './deps';
import { DEFAULT_BODY_LIMIT, registerBodyLimits } from './http/body-limits';
import { healthRoutes } from './http/health';
import { METRICS_PATH, registerMetrics } from './http/metrics';
import { ApiRateLimiter, DEFAULT_API_RATE_LIMIT, registerApiRateLimit } from './http/rate-limit';
import { registerServerTiming } from './http/server-timing';
import { registerPageHeaders, registerSecurityHeaders } from './http/security-headers';
import { registerSession } from './http/session.plugin';
import { registrationRoutes } from './modules/registrations/registrations.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { userRoutes } from './modules/users/users.routes';
import { securityEventsRetention } from './modules/security-events';
import { securityEventRoutes } from './modules/security-events/security-events.routes';
import { areaRoutes } from './modules/areas/areas.routes';
import { conditionRoutes } from './modules/conditions/conditions.routes';
import { partnerRoutes } from './modules/partners/partners.routes';
import { partnerUserRoutes } from './modules/partner-users/partner-users.routes';
import { portalRoutes } from './modules/portal/portal.routes';
import { serviceRoutes } from './modules/services/services.routes';
import { transitRoutes } from './modules/transits/transits.routes';
import { zoneRoutes } from './modules/zones/zones.routes';
import { pricelistRoutes } from './modules/pricelists/pricelists.routes';
import { changeRoutes } from './modules/changes/changes.routes';
import { pricelistFileRoutes } from './modules/pricelist-files/pricelist-files.routes';
import { surchargeRoutes } from './modules/surcharges/surcharges.routes';
import { fuelIndexRoutes } from './modules/fuel-index/fuel-index.routes';
import { postcodePointRoutes } from './modules/postcode-points/postcode-points.routes';
import { distanceRoutes } from './modules/distances/distances.routes';
import { carrierSettingsRoutes } from './modules/carrier-settings/carrier-settings.routes';
import { rateCardRoutes } from './modules/rate-cards/rate-cards.routes';
import { recordVersionRoutes } from './modules/versions/versions.routes';
import { rateIncreaseRoutes } from './modules/rate-increases/rate-increases.routes';
import { DailyRatesFetch, DEFAULT_RATES_FETCH_SETTINGS } from './modules/exchange-rates/rates-fetch.job';
import { exchangeRateRoutes } from './modules/exchange-rates/exchange-rates.routes';
import { apiDocsRoutes } from './modules/price-api';
import { priceRoutes } from './modules/price-api/price.routes';
import { quotePartitionsJob } from './modules/quotes';
import { quoteRoutes } from './modules/quotes/quotes.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { type CalculationJobs } from './modules/bulk';
import { bulkRoutes } from './modules/bulk/bulk.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';

const SLOW_REQUEST_MS = 1000;

/** Builds the server: plugins, the session guard, then the routes. It does not listen (tests inject). */
export async function createApp(input: AppInput, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = createServer(input, options);
  const { deps, sessions, stop } = buildDeps(input, app.log);
  app.addHook('onClose', stop);
  // Tests and benchmarks look at this process's pricing state (a read must keep it), tokens and heavy work.
  app.decorate('pricing', deps.pricing);
  app.decorate('quotes', deps.quotes);
  app.decorate('heavy', deps.heavy);
  app.decorate('partnerTokens', deps.partners.tokens);
  // ...and at its job queue (a mail step run by hand) and its notifications (the effective check run by hand).
  app.decorate('jobs', deps.jobs);
  app.decorate('notifications', deps.notifications);
  await app.register(cookie);
  await app.register(formbody);
  registerSession(app, sessions);
  // After the guard, which resolves the partner of a token or of a portal user's session.
  const rateLimit = registerApiRateLimit(app, { ...DEFAULT_API_RATE_LIMIT, ...input.config.apiRateLimit }, () =>
    deps.metrics.rateLimitedRequests.inc(),
  );
  app.decorate('apiRateLimit', rateLimit);

  registerMetrics(app, deps.metrics, input.config.metricsToken, input.config.clusterMetrics);
  healthRoutes(app, input.executeSql);
  await registerModuleRoutes(app, deps);
  await startBackgroundWork(app, deps);
  await serveWebApp(app, deps.config);
  return app;
}

/** Fastify with what comes before the deps: the request log, timing and security headers, the error handler, the route table, body limits. */
function createServer(input: AppInput, options: FastifyServerOptions): FastifyInstance {
  const app = Fastify({
    // Forwarded headers only from the proxies the settings name (TRUST_PROXY), never from anyone.
    trustProxy: trustProxyOption(input.config.trustProxy),
    // Grids and imports fit in a few MB; the mass and tender calls raise it on their own routes,
    // the public ones lower it (http/body-limits.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
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
  registerServerTiming(app);
  registerSecurityHeaders(app, input.config.publicUrl);
  app.setErrorHandler(handleError);
  // Every route as registered, so tests sweep the server's own table (a new route is covered by itself).
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, config: route.config ?? {} });
  });
  app.decorate('routeTable', routeTable);
  registerBodyLimits(app);
  return app;
}

/** Every module's routes, in the order the route table lists them. */
async function registerModuleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  authRoutes(app, deps);
  userRoutes(app, deps);
  securityEventRoutes(app, deps);
  roleRoutes(app, deps);
  adminRoutes(app, deps);
  await postcodePointRoutes(app, deps);
  registrationRoutes(app, deps);
  areaRoutes(app, deps);
  zoneRoutes(app, deps);
  transitRoutes(app, deps);
  conditionRoutes(app, deps);
  serviceRoutes(app, deps);
  partnerRoutes(app, deps);
  partnerUserRoutes(app, deps);
  portalRoutes(app, deps);
  pricelistRoutes(app, deps);
  await pricelistFileRoutes(app, deps);
  surchargeRoutes(app, deps);
  await fuelIndexRoutes(app, deps);
  await distanceRoutes(app, deps);
  await carrierSettingsRoutes(app, deps);
  rateCardRoutes(app, deps);
  recordVersionRoutes(app, deps);
  changeRoutes(app, deps);
  rateIncreaseRoutes(app, deps);
  notificationRoutes(app, deps);
  await exchangeRateRoutes(app, deps);
  priceRoutes(app, deps);
  quoteRoutes(app, deps);
  dashboardRoutes(app, deps);
  await apiDocsRoutes(app, deps);
  statisticsRoutes(app, deps);
  await bulkRoutes(app, deps);
}

/**
 * The work beside the requests, each stopped when the app closes: the quote writer, then the job
 * queue and the daily jobs on its tables, and last the heavy-work threads.
 */
async function startBackgroundWork(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { jobs } = deps;
  await deps.quotes.start();
  app.addHook('onClose', () => deps.quotes.close());
  // Started last. Stopped on close, before the caller closes the database: a job in progress goes
  // back to the queue while it can still be written.
  await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  // The daily pricelist.effective check, on the job queue's tables (started after them).
  deps.notifications.start();
  app.addHook('onClose', () => deps.notifications.stop());
  // The daily clean-up of old security events, on the job queue's tables (started after them).
  const retention = securityEventsRetention(deps, app.log);
  await retention.start();
  app.addHook('onClose', () => retention.stop());
  // The daily quote partitions and retention (each carrier's quote_retention_months), likewise.
  const quoteJob = quotePartitionsJob(deps, app.log);
  await quoteJob.start();
  app.addHook('onClose', () => quoteJob.stop());
  // The daily fetch of the ECB's rates, on the job queue's tables (started after them).
  const ratesUrl = deps.config.exchangeRatesUrl;
  const ratesFetch = ratesUrl
    ? new DailyRatesFetch(deps, ratesUrl, app.log, { ...DEFAULT_RATES_FETCH_SETTINGS, ...deps.config.exchangeRatesFetch })
    : null;
  app.decorate('ratesFetch', ratesFetch);
  if (ratesFetch) {
    await ratesFetch.start();
    app.addHook('onClose', () => ratesFetch.stop());
  }
  // After the jobs have handed theirs back: no thread outlives the app (tests make many apps).
  app.addHook('onClose', () => deps.heavy.destroy());
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "believe the nearest N hops" (what Fastify does with a number). */
function trustProxyOption(setting: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * The built web app at /, with every other GET outside the API answered by index.html (client
 * routing), under the pages' Content-Security-Policy; anything else unknown is a JSON 404.
 */
async function serveWebApp(app: FastifyInstance, config: Pick<AppConfig, 'webDist' | 'publicUrl'>) {
  const { webDist } = config;
  const hasBuild = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  // /metrics too: switched off (no METRICS_TOKEN) it is a 404, not the web app's page for a scraper.
  const isApi = (url: string) => url.startsWith('/fe/') || url.startsWith('/api/') || url.split('?')[0] === METRICS_PATH;
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: isApi(request.url) || hasBuild ? 'Not found' : 'The web app is not built: run npm run build' }),
  );
  if (!hasBuild) return;
  await app.register(async (pages) => {
    await registerPageHeaders(pages, config.publicUrl);
    await pages.register(fastifyStatic, { root: webDist, wildcard: false });
    pages.get('/*', (request, reply) => (isApi(request.url) || isFile(request.url) ? reply.callNotFound() : reply.sendFile('index.html')));
  });
}

/**
 * A file the build would have made, not a page of the client's routing: anything under /assets/
 * (the build's hashed scripts and styles) or a name with a file's extension (favicon.ico,
 * robots.txt). One that is not there is a 404: the app's HTML in its place breaks a stale tab's
 * script load with a MIME error and hides the miss from the proxy's log.
 */
const FILE_EXTENSION = /\.(?:js|mjs|cjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|eot|wasm|pdf)$/i;
function isFile(url: string): boolean {
  const path = url.split('?')[0]!;
  return path.startsWith('/assets/') || FILE_EXTENSION.test(path);
}

/** A route of the app: its method, its path pattern ('/fe/areas/:id') and its declared config (access...). */
export interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    pricing: AppDeps['pricing'];
    quotes: AppDeps['quotes'];
    heavy: AppDeps['heavy'];
    /** The partner tokens this process remembers (tests: which changes forget them). */
    partnerTokens: AppDeps['partners']['tokens'];
    jobs: CalculationJobs;
    notifications: AppDeps['notifications'];
    /** The partner API's rate limit of this process: the bench switches it between runs. */
    apiRateLimit: ApiRateLimiter;
    /** The daily fetch of EXCHANGE_RATES_URL (null when unset): tests run it by hand. */
    ratesFetch: DailyRatesFetch | null;
    /** Every route registered, in order (HEAD twins of GETs included). */
    routeTable: readonly RouteEntry[];
  }
}
