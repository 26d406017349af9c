/**
 * The composition root: what main (or a test) gives createApp, and the dependencies createApp builds
 * from it once (the pricing cache, the quote writer, the job queue, the worker threads). Modules
 * import their types from here; nothing here is imported by `http/`, which is handed what it needs.
 */
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { Metrics } from './lib/metrics';
import { OutboundClient, type ResolveHost } from './lib/outbound-client';
import type { DB } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { ThrottlePolicy } from './modules/auth/throttle';
import { loadAuth } from './modules/auth/auth.service';
import { CalculationJobs, DEFAULT_JOB_SETTINGS, type JobSettings } from './modules/bulk/jobs.service';
import { partnerByToken } from './modules/partners/partners.service';
import { announcePartnerChanges, PartnerTokenCache } from './modules/partners/token-cache';
import { createHolidayCalendar } from './modules/pricing/holiday-calendar';
import type { PricingDeps } from './modules/pricing/price.service';
import { announcePricingChanges, PricingCache, pricingWriter } from './modules/pricing/pricing-cache';
import { QuoteWriter } from './modules/quotes/quote-writer';
import { rateIncreaseWork } from './modules/rate-increases/rate-increases.service';
import { wroteDeliveries } from './modules/notifications/events';
import type { RatesFetchSettings } from './modules/exchange-rates/rates-fetch.job';
import { DEFAULT_NOTIFICATION_SETTINGS, NotificationDelivery, type NotificationSettings } from './modules/notifications/delivery';
import type { ApiRateLimitSettings } from './http/rate-limit';
import type { SessionResolvers } from './http/session.plugin';
import { DEFAULT_HEAVY_WORK_SETTINGS, HeavyWork, type HeavyWorkSettings } from './workers/heavy-work';

/** What main (or a test) gives createApp: the database, the mailer and the settings. */
export interface AppInput {
  db: Kysely<DB>;
  mailer: Mailer;
  config: AppConfig;
  /**
   * Cross-process change notices (PostgreSQL LISTEN/NOTIFY; no-ops on the embedded database).
   * `onReconnect` runs each time the listening connection is back after a loss (notices may have
   * been missed meanwhile).
   */
  listen?: (channel: string, handler: (payload: string) => void, onReconnect?: () => void) => Promise<void>;
  notify?: (channel: string, payload: string) => Promise<void>;
  /**
   * Runs work an answer must not wait for (the lookup and mail of forgot_password) after the
   * answer. The task never rejects: its errors are logged by the caller. Default: the next turn
   * of the event loop. Tests pass a runner they can wait for.
   */
  background?: (task: () => Promise<void>) => void;
  /** Raw SQL for the job queue (pg-boss): `Database.executeSql`. */
  executeSql: Database['executeSql'];
  /** Bulk rows by COPY (the quote writer): `Database.copyRows`. */
  copyRows: Database['copyRows'];
  /** 'pglite': one process owns the database, so a job found running at start was abandoned. */
  databaseKind: Database['kind'];
  /** The database pool's connections now (GET /metrics): `Database.poolUse`. */
  poolUse: Database['poolUse'];
  /**
   * Resolves host names for outbound calls (default: the system's resolver). Tests give a name one
   * address at a webhook's save and another at its delivery.
   */
  resolveHost?: ResolveHost;
}

/** What every module gets from createApp: its input plus the seams createApp builds once. */
export interface AppDeps extends AppInput {
  /**
   * Every write to what pricing reads goes through this: `work` runs in one transaction that also
   * moves the pricing version of the carrier ('all': the exchange rates every carrier uses), and
   * after the commit `pricingChanged` is announced. Areas, zones, transits, conditions, services,
   * partners, pricelists, surcharges, a carrier's time zone and the exchange rates use it.
   */
  changePricing: <T>(
    carrier: number | 'all',
    work: (tx: Kysely<DB>) => Promise<T>,
    options?: { serveWhileCompiling?: boolean },
  ) => Promise<T>;
  /**
   * Drops the compiled data in this process and tells the other processes on the same PostgreSQL
   * (NOTIFY); called by changePricing after its commit. Reads never call it.
   */
  pricingChanged: (carrier: number | 'all') => Promise<void>;
  /**
   * The partner tokens this process remembers (found by the price API's Bearer lookup), and
   * `changed`, which a partner write calls after its commit with the carrier's new partners version:
   * it forgets the carrier's older tokens here
   * and tells the other processes (NOTIFY). Pricing changes keep them.
   */
  partners: { tokens: PartnerTokenCache; changed: (carrierId: number, version: number) => Promise<void> };
  /** The compiled-carrier cache and the quote writer of this process. */
  pricing: PricingDeps;
  /** The calculation job queue of this process (mailed mass and tender calculations). */
  jobs: CalculationJobs;
  /** The worker threads of heavy work (budgets, tenders, backtests, workbooks) and the per-carrier limits. */
  heavy: HeavyWork;
  /** Partners' change notifications: their deliveries on the job queue, dispatched after each pricing write. */
  notifications: NotificationDelivery;
  /** The Prometheus series of this app (GET /metrics). */
  metrics: Metrics;
  /** The one guarded client every outbound call goes through (webhooks, the ECB fetch): public addresses only, bounded. */
  outbound: OutboundClient;
}

export interface AppConfig {
  /** Origin used in mailed links and the only one accepted as same-origin, e.g. http://localhost:3000 */
  publicUrl: string;
  /**
   * Which proxies' X-Forwarded-For/-Host/-Proto are believed (Fastify's trustProxy): false (none,
   * the client's own address counts), a hop count, or addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  sessionIdleMinutes: number;
  sessionMaxDays: number;
  supportEmail: string;
  /** Server secret (32+ bytes) from which partner API tokens are derived; never in the database. */
  secretKey: Buffer;
  /** Folder of the built web app; served at / when it exists. */
  webDist?: string | undefined;
  logLevel?: string;
  /** NODE_ENV is 'production': the web app's API document (GET /fe/openapi.json) is not served. */
  production?: boolean;
  /** Limits of sign-in, two-factor, forgot_password, registration attempts and mailed calculations; DEFAULT_THROTTLES for those unset. */
  throttles?: Partial<ThrottlePolicy> | undefined;
  /** The calculation jobs' worker and timings; defaults in DEFAULT_JOB_SETTINGS. */
  jobs?: Partial<JobSettings>;
  /** Worker threads and per-carrier limits of heavy work (HEAVY_WORK_*); defaults in DEFAULT_HEAVY_WORK_SETTINGS. */
  heavyWork?: Partial<HeavyWorkSettings>;
  /** False: no first-use costs paid ahead on a sign-in (warm-up.ts; tests make many apps, each would start threads). */
  warmUp?: boolean;
  /**
   * EXCHANGE_RATES_URL: where the ECB's daily reference rates are fetched from once a day (and at
   * start when the current set is older than today); unset, rates are only uploaded or typed.
   */
  exchangeRatesUrl?: string | undefined;
  /** The daily fetch's retries (a failed run tried again after an hour, 3 tries); defaults in DEFAULT_RATES_FETCH_SETTINGS. */
  exchangeRatesFetch?: Partial<RatesFetchSettings>;
  /**
   * WEBHOOK_ALLOWED_NETWORKS: networks (CIDRs, or single addresses) that outbound calls (webhooks and
   * the ECB fetch) may reach although they are not public, e.g. a self-hosted carrier's own 10.0.0.0/8.
   */
  webhookAllowedNetworks?: readonly string[] | undefined;
  /** Partners' change notifications: retries (NOTIFICATION_RETRY_SECONDS), timeouts; defaults in DEFAULT_NOTIFICATION_SETTINGS. */
  notifications?: Partial<NotificationSettings>;
  /** METRICS_TOKEN: GET /metrics asks for it as a Bearer token; unset, /metrics is off (404). */
  metricsToken?: string | undefined;
  /**
   * A worker of WEB_CONCURRENCY > 1: GET /metrics answers every worker's series added up by the
   * cluster's primary (lib/cluster-metrics.ts), not this process's alone.
   */
  clusterMetrics?: boolean;
  /**
   * The partner API's rate limit: API_RATE_LIMIT calls a second per partner (`perSecond`, 0: off),
   * shared among WEB_CONCURRENCY processes (`processes`), refusals held `holdMs`; defaults in
   * DEFAULT_API_RATE_LIMIT (200 a second, one process).
   */
  apiRateLimit?: Partial<ApiRateLimitSettings>;
}

/**
 * Builds the dependencies of one app: the seams every module shares, the session plugin's lookups,
 * and `stop` (the cross-process listener), which createApp calls on close.
 */
export function buildDeps(
  input: AppInput,
  log: FastifyBaseLogger,
): { deps: AppDeps; sessions: SessionResolvers; stop: () => Promise<void> } {
  const metrics = new Metrics({ poolUse: input.poolUse });
  const cache = new PricingCache(input.db, log, metrics.pricingCompileSeconds);
  const changes = announcePricingChanges(cache, input, log);
  // Other processes share the database only on PostgreSQL; their quotes are flushed on request.
  const { listen, notify } = input;
  const notices = input.databaseKind === 'postgres' && listen && notify ? { listen, notify } : undefined;
  const tokens = new PartnerTokenCache(input.db);
  const tokenChanges = announcePartnerChanges(tokens, input, log);
  // A pricing write may have written notification deliveries (a pricelist save): queued after its commit.
  let afterPricingWrite = () => {};
  const writer = pricingWriter(input.db, changes, cache);
  const base = {
    ...input,
    pricing: { cache, quotes: new QuoteWriter(input.copyRows, log, notices, metrics.quotesWritten), holidays: createHolidayCalendar() },
    pricingChanged: changes.announce,
    partners: { tokens, changed: tokenChanges.announce },
    changePricing: async <T>(
      carrier: number | 'all',
      work: (tx: Kysely<DB>) => Promise<T>,
      options?: { serveWhileCompiling?: boolean },
    ): Promise<T> => {
      let told = false;
      const result = await writer(
        carrier,
        async (tx) => {
          const done = await work(tx);
          told = wroteDeliveries(tx);
          return done;
        },
        options,
      );
      if (told) afterPricingWrite();
      return result;
    },
    heavy: new HeavyWork({ ...DEFAULT_HEAVY_WORK_SETTINGS, ...input.config.heavyWork }),
    metrics,
    outbound: new OutboundClient({ allowedNetworks: input.config.webhookAllowedNetworks, resolve: input.resolveHost }),
  };
  const jobs = new CalculationJobs(base, log, { ...DEFAULT_JOB_SETTINGS, ...input.config.jobs });
  metrics.readQueueSizesWith(() => jobs.queueSizes());
  const deps = { ...base, jobs } as AppDeps;
  deps.notifications = new NotificationDelivery(deps, log, { ...DEFAULT_NOTIFICATION_SETTINGS, ...input.config.notifications });
  afterPricingWrite = () => deps.notifications.dispatchSoon();
  jobs.addWork(rateIncreaseWork(deps, log));
  jobs.addWork(deps.notifications);
  const sessions: SessionResolvers = {
    publicUrl: input.config.publicUrl,
    loadAuth: (token) => loadAuth(deps, token),
    partnerByToken: (token) => partnerByToken(deps, token),
  };
  return {
    deps,
    sessions,
    stop: async () => {
      changes.stop();
      tokenChanges.stop();
    },
  };
}
