/**
 * The seams a module may take, each named here once: the database and its helpers, the mailer, the
 * settings, the pricing write and the shared clients. A module declares the part it uses
 * (`Pick<Seams, 'db' | 'changePricing'>`, plus the seams other modules own, such as `PricingSeam`),
 * and the composition root (deps.ts) builds one object that satisfies them all. Nothing here imports
 * a module, so no module's import leads back to the root.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/carrier-scope';
import type { Database } from './db/client';
import type { Metrics } from './lib/metrics';
import type { OutboundClient, ResolveHost } from './lib/outbound-client';
import type { Mailer } from './mail/mailer';

export type { Db };

/**
 * Every write to what pricing reads goes through this: `work` runs in one transaction that also
 * moves the pricing version of the carrier ('all': the exchange rates every carrier uses), and
 * after the commit `pricingChanged` is announced and the partners' notifications the write made are
 * queued. Areas, zones, transits, conditions, services, partners, pricelists, surcharges, a
 * carrier's time zone and the exchange rates use it.
 */
export type ChangePricing = <T>(
  carrier: number | 'all',
  work: (tx: Db) => Promise<T>,
  options?: { serveWhileCompiling?: boolean },
) => Promise<T>;

/** The server's own settings, as main reads them from the environment (or a test gives them). */
export interface ServerConfig {
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
  /** False: no first-use costs paid ahead on a sign-in (warm-up.ts; tests make many apps, each would start threads). */
  warmUp?: boolean;
  /**
   * EXCHANGE_RATES_URL: where the ECB's daily reference rates are fetched from once a day (and at
   * start when the current set is older than today); unset, rates are only uploaded or typed.
   */
  exchangeRatesUrl?: string | undefined;
  /**
   * WEBHOOK_ALLOWED_NETWORKS: networks (CIDRs, or single addresses) that outbound calls (webhooks and
   * the ECB fetch) may reach although they are not public, e.g. a self-hosted carrier's own 10.0.0.0/8.
   */
  webhookAllowedNetworks?: readonly string[] | undefined;
  /** METRICS_TOKEN: GET /metrics asks for it as a Bearer token; unset, /metrics is off (404). */
  metricsToken?: string | undefined;
  /**
   * A worker of WEB_CONCURRENCY > 1: GET /metrics answers every worker's series added up by the
   * cluster's primary (lib/cluster-metrics.ts), not this process's alone.
   */
  clusterMetrics?: boolean;
}

/** What main (or a test) gives the app: the database and its helpers, the mailer, the settings. */
export interface InputSeams {
  db: Db;
  mailer: Mailer;
  config: ServerConfig;
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

/** The input plus the shared pieces the composition root builds once. */
export interface Seams extends InputSeams {
  changePricing: ChangePricing;
  /**
   * Drops the compiled data in this process and tells the other processes on the same PostgreSQL
   * (NOTIFY); called by changePricing after its commit. Reads never call it.
   */
  pricingChanged: (carrier: number | 'all') => Promise<void>;
  /** The Prometheus series of this app (GET /metrics). */
  metrics: Metrics;
  /** The one guarded client every outbound call goes through (webhooks, the ECB fetch): public addresses only, bounded. */
  outbound: OutboundClient;
  /**
   * First-use costs paid ahead in the background (warm-up.ts) when a carrier's person signs in or
   * opens a pricelist: the worker threads started, the carrier's pricing compiled.
   */
  warmUp: (carrierId: number | null, log: FastifyBaseLogger) => void;
}
