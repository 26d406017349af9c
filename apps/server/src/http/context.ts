import type { Kysely } from 'kysely';
import type { PartnerRecord, Permissions, PermissionArea, PermissionLevel } from '@freight/domain';
import type { Database } from '../db/client';
import type { DB, UserRow } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { ThrottlePolicy } from '../modules/auth/throttle';
import type { CalculationJobs, JobSettings } from '../modules/bulk/jobs.service';
import type { PricingDeps } from '../modules/pricing/price.service';
import type { HeavyWork, HeavyWorkSettings } from '../workers/heavy-work';

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
}

/** What every module gets from createApp: its input plus the seams createApp builds once. */
export interface AppDeps extends AppInput {
  /**
   * Every write to what pricing reads goes through this: `work` runs in one transaction that also
   * moves the pricing version of the carrier ('all': the exchange rates every carrier uses), and
   * after the commit `pricingChanged` is announced. Areas, zones, transits, conditions, services,
   * partners, pricelists, surcharges, a carrier's time zone and the exchange rates use it.
   */
  changePricing: <T>(carrier: number | 'all', work: (tx: Kysely<DB>) => Promise<T>) => Promise<T>;
  /**
   * Drops the compiled data in this process and tells the other processes on the same PostgreSQL
   * (NOTIFY); called by changePricing after its commit. Reads never call it.
   */
  pricingChanged: (carrier: number | 'all') => Promise<void>;
  /** The compiled-carrier cache and the quote writer of this process. */
  pricing: PricingDeps;
  /** The calculation job queue of this process (mailed mass and tender calculations). */
  jobs: CalculationJobs;
  /** The worker threads of heavy work (budgets, tenders, backtests, workbooks) and the per-carrier limits. */
  heavy: HeavyWork;
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
  /** Limits of sign-in, two-factor, forgot_password and registration attempts; DEFAULT_THROTTLES when unset. */
  throttles?: ThrottlePolicy | undefined;
  /** Days a quote is kept (QUOTE_RETENTION_DAYS); default DEFAULT_QUOTE_RETENTION_DAYS. */
  quoteRetentionDays?: number | undefined;
  /** The calculation jobs' worker and timings; defaults in DEFAULT_JOB_SETTINGS. */
  jobs?: Partial<JobSettings>;
  /** Worker threads and per-carrier limits of heavy work (HEAVY_WORK_*); defaults in DEFAULT_HEAVY_WORK_SETTINGS. */
  heavyWork?: Partial<HeavyWorkSettings>;
}

/** Who is calling, resolved once per request from the session cookie. */
export interface AuthContext {
  sessionHash: string;
  stage: 'two_factor' | 'active';
  /** The signed-in person (an admin stays the real user while pretending). */
  realUser: UserRow;
  /** The user the request acts as: the pretended user while an admin pretends. */
  user: UserRow;
  isAdmin: boolean;
  pretending: boolean;
  /** The carrier whose records the request sees; null for an admin not pretending. */
  carrierId: number | null;
  permissions: Permissions;
  roleName: string;
  /** The user holds the carrier's Owner role (a platform admin is not one, but may do what an Owner may). */
  isOwner: boolean;
  company: string | null;
  /** The carrier's time zone (IANA), or null for an admin acting as themselves. */
  timezone: string | null;
}

/** Which callers a route admits; checked by the one guard in session.plugin.ts. */
export type Access =
  | 'public'
  /** any signed-in user, also in the middle of the two-factor step */
  | 'pending'
  /** a signed-in user */
  | 'session'
  /** a platform administrator */
  | 'admin'
  /** a user with the calculator flag */
  | 'calculator'
  /**
   * the partner API: a partner's Bearer token (set as `request.apiPartner`), else a signed-in user
   * with the calculator flag calling from our own pages; checked before the body is read
   */
  | 'partner'
  /** a level on an area, or on any one of several (on every one of them with `every`) */
  | {
      area: PermissionArea | readonly PermissionArea[];
      level: Exclude<PermissionLevel, 'none'>;
      /** The level is needed on every area listed, not on one of them (a 403 names those missing). */
      every?: boolean;
      /** Also admit users with the calculator flag (the calculator's option lists). */
      orCalculator?: boolean;
    };

/** The partner a partner-API call's Bearer token names, with its carrier. */
export interface ApiPartner {
  carrierId: number;
  partner: PartnerRecord;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** On 'partner' routes: the partner of the Bearer token; null for the calculator's session. */
    apiPartner: ApiPartner | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A GET that changes state (sign out, act as a carrier, start two-factor set-up): refused when
     * cross-site, like every write (session.plugin assertSameOrigin).
     */
    stateChanging?: boolean;
  }
}
