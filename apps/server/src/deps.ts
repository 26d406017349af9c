/**
 * The composition root: what main (or a test) gives createApp, and the dependencies createApp builds
 * from it once (the pricing cache, the quote writer, the job queue, the worker threads), in one object
 * that satisfies the seams every module declares (seams.ts). Only app.ts (and tests) import it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Metrics } from './lib/metrics';
import { warmUpFor } from './warm-up';
import { OutboundClient } from './lib/outbound-client';
import type { ChangePricing, InputSeams, Seams, ServerConfig } from './seams';
import { type ThrottlePolicy, loadAuth } from './modules/auth';
import { CalculationJobs, DEFAULT_JOB_SETTINGS, type JobSettings, type JobsSeam } from './modules/bulk';
import { partnerByToken, announcePartnerChanges, PartnerTokenCache, type PartnersSeam } from './modules/partners';
import { createHolidayCalendar, type PricingSeam, announcePricingChanges, PricingCache, pricingWriter } from './modules/pricing';
import { postcodePointsOf, type PostcodePointsSeam } from './modules/postcode-points';
import { QuoteWriter, type QuotesSeam } from './modules/quotes';
import { rateIncreaseWork } from './modules/rate-increases';
import type { RatesFetchSettings } from './modules/exchange-rates/rates-fetch.job';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NotificationDelivery,
  type NotificationSettings,
  type NotificationsSeam,
} from './modules/notifications';
import type { ApiRateLimitSettings } from './http/rate-limit';
import { PRICELIST_VERSIONS } from './modules/pricelists';
import { SURCHARGE_VERSIONS } from './modules/surcharges';
import type { VersionsSeam } from './modules/versions';
import type { SessionResolvers } from './http/session.plugin';
import { DEFAULT_HEAVY_WORK_SETTINGS, HeavyWork, type HeavySeam, type HeavyWorkSettings } from './workers/heavy-work';

/** What main (or a test) gives createApp: the database, the mailer and the settings. */
export interface AppInput extends Omit<InputSeams, 'config'> {
  config: AppConfig;
}

/** What createApp builds once and hands to the modules: every seam they declare, in one object. */
export interface AppDeps
  extends
    Omit<Seams, 'config'>,
    HeavySeam,
    PricingSeam,
    QuotesSeam,
    JobsSeam,
    NotificationsSeam,
    PartnersSeam,
    VersionsSeam,
    PostcodePointsSeam {
  config: AppConfig;
}

export interface AppConfig extends ServerConfig {
  /** Limits of sign-in, two-factor, forgot_password, registration attempts and mailed calculations; DEFAULT_THROTTLES for those unset. */
  throttles?: Partial<ThrottlePolicy> | undefined;
  /** The calculation jobs' worker and timings; defaults in DEFAULT_JOB_SETTINGS. */
  jobs?: Partial<JobSettings>;
  /** Worker threads and per-carrier limits of heavy work (HEAVY_WORK_*); defaults in DEFAULT_HEAVY_WORK_SETTINGS. */
  heavyWork?: Partial<HeavyWorkSettings>;
  /** The daily fetch's retries (a failed run tried again after an hour, 3 tries); defaults in DEFAULT_RATES_FETCH_SETTINGS. */
  exchangeRatesFetch?: Partial<RatesFetchSettings>;
  /** Partners' change notifications: retries (NOTIFICATION_RETRY_SECONDS), timeouts; defaults in DEFAULT_NOTIFICATION_SETTINGS. */
  notifications?: Partial<NotificationSettings>;
  /**
   * The partner API's rate limit: API_RATE_LIMIT calls a second per partner (`perSecond`, 0: off),
   * shared among WEB_CONCURRENCY processes (`processes`), refusals held `holdMs`; defaults in
   * DEFAULT_API_RATE_LIMIT (200 a second, one process).
   */
  apiRateLimit?: Partial<ApiRateLimitSettings>;
  /** POSTCODE_POINTS_MAX_BYTES: the largest GeoNames file the admin may load; POSTCODE_POINT_LIMITS.fileBytes (512 MB) when unset. */
  postcodePointsFileBytes?: number | undefined;
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
  const postcodePoints = postcodePointsOf(input.db, input, log);
  const pricing = { cache, holidays: createHolidayCalendar() };
  const quotes = new QuoteWriter(input.copyRows, log, notices, metrics.quotesWritten);
  const heavy = new HeavyWork({ ...DEFAULT_HEAVY_WORK_SETTINGS, ...input.config.heavyWork });
  const outbound = new OutboundClient({ allowedNetworks: input.config.webhookAllowedNetworks, resolve: input.resolveHost });
  const jobs = new CalculationJobs({ ...input, pricing, heavy, metrics, postcodePoints: postcodePoints.seam }, log, {
    ...DEFAULT_JOB_SETTINGS,
    ...input.config.jobs,
  });
  metrics.readQueueSizesWith(() => jobs.queueSizes());
  const notifications = new NotificationDelivery({ ...input, pricing, jobs, heavy, outbound }, log, {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    ...input.config.notifications,
  });
  const writer = pricingWriter(input.db, changes, cache);
  // A pricing write may have written notification deliveries (a pricelist save, its outbox rows): they are queued after its commit.
  const changePricing: ChangePricing = async (carrier, work, options) => {
    const result = await writer(carrier, work, options);
    notifications.dispatchSoon();
    return result;
  };
  const deps: AppDeps = {
    ...input,
    pricing,
    quotes,
    pricingChanged: changes.announce,
    partners: { tokens, changed: tokenChanges.announce },
    postcodePoints: postcodePoints.seam,
    changePricing,
    heavy,
    metrics,
    outbound,
    jobs,
    notifications,
    // The record kinds with versions register here: the versions module imports none of them.
    versionedKinds: { pricelist: PRICELIST_VERSIONS, surcharge: SURCHARGE_VERSIONS },
    warmUp: (carrierId, log) => warmUpFor({ config: input.config, heavy, pricing }, carrierId, log),
  };
  jobs.addWork(rateIncreaseWork(deps, log));
  jobs.addWork(notifications);
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
      postcodePoints.stop();
    },
  };
}
