/**
 * The daily fetch of the ECB's reference rates (EXCHANGE_RATES_URL): a pg-boss schedule on the
 * job queue's tables, so one process of many runs it each day, at 16:30 in Frankfurt (the ECB
 * publishes around 16:00 CET), and once at start when the current rate set is older than today
 * (or empty).
 * A run fetches the document through the guarded outbound client (public addresses unless
 * WEBHOOK_ALLOWED_NETWORKS allows the network, http(s) only, no redirect, 1 MB, 20 s), reads it as
 * an upload is read and saves a new rate set only when it differs from the current one and is not
 * older. A failed try is tried again an hour later, three tries a run in all (16:30, 17:30, 18:30):
 * a delayed job on the same queue carrying the try's number. Every try's result is logged and kept
 * in server_settings with the run's failures and the next try, where the admin's page reads them.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { displayDay, ECB_FILE_MAX_BYTES, formatDay, localTime, type RatesFetchResult } from '@freight/domain';
import { trackedExecutor } from '../../db/job-queue';
import type { Seams } from '../../seams';
import { AppError, english } from '../../errors';
import { readCurrentRateSet } from './exchange-rates.repository';
import { applyEcbRates, keepFetchResult, readEcbDocument, shownUrl } from './exchange-rates.service';
import type { HeavySeam } from '../../workers/heavy-work';

/** The pg-boss queue (and schedule) of the fetch. */
export const RATES_FETCH_QUEUE = 'exchange-rates-fetch';
/** Every day at 16:30 in the ECB's time zone. */
export const RATES_FETCH_CRON = '30 16 * * *';
export const RATES_FETCH_TIME_ZONE = 'Europe/Berlin';
const TIMEOUT_MS = 20_000;

/** The retries of a failed run. */
export interface RatesFetchSettings {
  /** Tries of one run in all, the first included. */
  tries: number;
  /** The wait before the next try of a failed run. */
  retryAfterSeconds: number;
  /** How often the queue is looked at for a due try (pg-boss polling). */
  pollSeconds: number;
}

export const DEFAULT_RATES_FETCH_SETTINGS: RatesFetchSettings = { tries: 3, retryAfterSeconds: 3600, pollSeconds: 30 };

type RatesFetchDeps = Pick<Seams, 'db' | 'changePricing' | 'config' | 'executeSql' | 'outbound'> & HeavySeam;

/**
 * One fetch of `url`: fetched, read and applied (not older, only when changed). Never throws: the
 * result says what happened, and is logged.
 */
export async function fetchExchangeRates(deps: RatesFetchDeps, url: string, logger: FastifyBaseLogger): Promise<RatesFetchResult> {
  const at = new Date().toISOString();
  let result: RatesFetchResult;
  try {
    const bytes = await deps.outbound.get(url, {
      timeoutMs: TIMEOUT_MS,
      maxBytes: ECB_FILE_MAX_BYTES,
      accept: 'application/xml, text/xml',
    });
    const answer = await applyEcbRates(deps, await readEcbDocument(deps, bytes), { dryRun: false, onlyNewer: true });
    // Kept in English from the catalogs: the admin's page says it in its reader's language (localizeReason).
    const day = displayDay(answer.date);
    const message = answer.saved
      ? english('errors.exchangeRates.fetch.saved', { day })
      : answer.older
        ? english('errors.exchangeRates.fetch.older', { day, current: displayDay(answer.current_date!) })
        : english('errors.exchangeRates.fetch.current', { day });
    result = { at, ok: true, message, date: answer.date, saved: answer.saved };
    logger.info({ url: shownUrl(url), date: answer.date, saved: answer.saved, version: answer.version }, 'exchange rates fetched');
  } catch (error) {
    const reason = error instanceof AppError || error instanceof Error ? error.message : String(error);
    result = {
      at,
      ok: false,
      message: english('errors.exchangeRates.fetch.failed', { url: shownUrl(url), reason }),
      date: null,
      saved: false,
    };
    logger.error({ err: error, url: shownUrl(url) }, 'exchange rates fetch failed');
  }
  return result;
}

/** A job of the queue: which try of its run it is (absent: the first, as the schedule sends it). */
interface RatesFetchJob {
  attempt?: number;
}

/** The schedule of one process: started by createApp when EXCHANGE_RATES_URL is set, stopped on close. */
export class DailyRatesFetch {
  private readonly executor: ReturnType<typeof trackedExecutor>;
  private readonly boss: PgBoss;
  private workId: string | null = null;

  constructor(
    private readonly deps: RatesFetchDeps,
    private readonly url: string,
    private readonly logger: FastifyBaseLogger,
    private readonly settings: RatesFetchSettings = DEFAULT_RATES_FETCH_SETTINGS,
  ) {
    this.executor = trackedExecutor(deps.executeSql);
    // A second client of the calculation jobs' pg-boss tables: it keeps the schedule (a cron
    // monitor that one process at a time acts on) and leaves maintenance to that one.
    this.boss = new PgBoss({ db: { executeSql: this.executor.executeSql }, schedule: true, supervise: false, migrate: false });
    this.boss.on('error', (error: Error) => this.logger.error({ err: error }, 'exchange rates schedule error'));
  }

  /** Schedules the daily run and works the queue; queues one run now when the current set is older than today. */
  async start(): Promise<void> {
    await this.boss.start();
    // Stately: one queued and one running at most, however many processes start at once.
    await this.boss.createQueue(RATES_FETCH_QUEUE, { name: RATES_FETCH_QUEUE, policy: 'stately', retryLimit: 0, expireInSeconds: 120 });
    await this.boss.schedule(RATES_FETCH_QUEUE, RATES_FETCH_CRON, {}, { tz: RATES_FETCH_TIME_ZONE });
    const polling = { pollingIntervalSeconds: this.settings.pollSeconds, batchSize: 1 };
    this.workId = await this.boss.work<RatesFetchJob>(RATES_FETCH_QUEUE, polling, async ([job]) => {
      const attempt = job?.data?.attempt;
      await this.runNow(typeof attempt === 'number' && Number.isInteger(attempt) && attempt > 0 ? attempt : 1);
    });
    const current = await readCurrentRateSet(this.deps.db);
    const today = formatDay(localTime(new Date(), RATES_FETCH_TIME_ZONE).day);
    if (!current || Object.keys(current.rates).length === 0 || current.date < today) {
      await this.boss.send(RATES_FETCH_QUEUE, {});
      this.boss.notifyWorker(this.workId);
    }
  }

  /**
   * One try now, in this process (the queue's handler; tests call it): `attempt` 1 for a run's
   * first, 2 and 3 for its retries. A failed try before the last queues the next, an hour later;
   * the result, the run's failures and the next try are kept for the admin's page.
   */
  async runNow(attempt = 1): Promise<RatesFetchResult> {
    const result = await fetchExchangeRates(this.deps, this.url, this.logger);
    let nextTryAt: Date | null = null;
    if (!result.ok && attempt < this.settings.tries) {
      const at = new Date(Date.now() + this.settings.retryAfterSeconds * 1000);
      try {
        // Null when a run is queued already (the queue is stately): that one is the next try.
        const queued = await this.boss.send(RATES_FETCH_QUEUE, { attempt: attempt + 1 } satisfies RatesFetchJob, { startAfter: at });
        if (queued) nextTryAt = at;
      } catch (error) {
        this.logger.error({ err: error }, 'the next try of the exchange rates fetch could not be queued');
      }
    }
    if (!result.ok) this.logger.warn({ attempt, next_try_at: nextTryAt }, 'exchange rates fetch: try failed');
    try {
      await keepFetchResult(this.deps.db, result, { attempt, nextTryAt });
    } catch (error) {
      this.logger.error({ err: error }, 'could not keep the result of the exchange rates fetch');
    }
    return result;
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 1000 });
    await this.executor.close();
  }
}
