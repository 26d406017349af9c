import {
  DEFAULT_TIMEZONE,
  formatDay,
  localTime,
  nextRateSet,
  ratesFetchFailureSchema,
  ratesFetchResultSchema,
  readEcbRates,
  sameRates,
  type EcbDocument,
  type EcbRates,
  type EcbRatesAnswer,
  type ExchangeRatesBody,
  type RatesFetchFailure,
  type RatesFetchResult,
} from '@freight/domain';
import { z } from 'zod';
import type { Db } from '../../db/carrier-scope';
import { readSetting, replaceSetting } from '../../db/server-settings.repository';
import type { Seams } from '../../seams';
import { AppError } from '../../errors';
import { ownBytes } from '../../workers/own-bytes';
import * as repo from './exchange-rates.repository';
import type { HeavySeam } from '../../workers/heavy-work';

/** What these services use of the app's dependencies (deps.ts). */
type ExchangeRatesDeps = Pick<Seams, 'db' | 'changePricing' | 'config'>;

/** A document up to this size is read on the request's thread (the daily file in a millisecond, the 90-day history in tens); a larger one in a worker. */
const READ_HERE_MAX_BYTES = 256 * 1024;

/** Where the daily fetch's last result is kept (server_settings), so every process shows the same. */
export const FETCH_RESULT_SETTING = 'exchange_rates_fetch';

/** The day in the product's default zone: the date of a rate set an admin types. */
const today = (now = new Date()) => formatDay(localTime(now, DEFAULT_TIMEZONE).day);

/** A URL as the admin may see it: without a user name or password. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/**
 * What is kept of the daily fetch: its last result, the failed tries of its latest run and when the
 * next try is due. (Before the retries, the setting held the last result alone: still read.)
 */
const fetchStateSchema = z.strictObject({
  last: ratesFetchResultSchema,
  failures: z.array(ratesFetchFailureSchema),
  next_try_at: z.string().nullable(),
});
type FetchState = z.output<typeof fetchStateSchema>;

/** The rates as the admin screen shows them, with the daily fetch when EXCHANGE_RATES_URL is set. */
export async function getExchangeRates(deps: ExchangeRatesDeps) {
  const url = deps.config.exchangeRatesUrl;
  const [rates, state] = await Promise.all([repo.readExchangeRates(deps.db), url ? readFetchState(deps.db) : null]);
  return {
    ...rates,
    auto_fetch: url
      ? { url: shownUrl(url), last: state?.last ?? null, failures: state?.failures ?? [], next_try_at: state?.next_try_at ?? null }
      : null,
  };
}

async function readFetchState(db: Db): Promise<FetchState | null> {
  const stored = await readSetting(db, FETCH_RESULT_SETTING);
  if (stored === undefined) return null;
  const json: unknown = JSON.parse(stored);
  const state = fetchStateSchema.safeParse(json);
  if (state.success) return state.data;
  const last = ratesFetchResultSchema.safeParse(json);
  return last.success ? { last: last.data, failures: [], next_try_at: null } : null;
}

/**
 * Keeps a try's result for every process's admin page: a success clears the failures; a failure is
 * added to its run's (the first try of a run starts the list again), with the next try's time or null.
 */
export async function keepFetchResult(
  db: Db,
  result: RatesFetchResult,
  options: { attempt: number; nextTryAt: Date | null },
): Promise<void> {
  const earlier = options.attempt > 1 ? ((await readFetchState(db))?.failures ?? []) : [];
  const failure: RatesFetchFailure = { at: result.at, message: result.message };
  const state: FetchState = {
    last: result,
    failures: result.ok ? [] : [...earlier, failure],
    next_try_at: options.nextTryAt?.toISOString() ?? null,
  };
  await replaceSetting(db, FETCH_RESULT_SETTING, JSON.stringify(state));
}

/** Replaces every rate in one transaction, kept as a set dated today; every carrier's prices may change. */
export async function setExchangeRates(deps: ExchangeRatesDeps, body: ExchangeRatesBody) {
  await deps.changePricing('all', (tx) => repo.replaceExchangeRates(tx, body.rates, today()));
  return getExchangeRates(deps);
}

/**
 * Reads an ECB document (a daily file or a history) or throws the 422 naming its fault (field
 * `file`). A large one (a whole history takes seconds) is read in a worker thread.
 */
export async function readEcbDocument(deps: HeavySeam, bytes: Buffer): Promise<EcbDocument> {
  const read =
    bytes.byteLength <= READ_HERE_MAX_BYTES
      ? readEcbRates(bytes)
      : await (async () => {
          const own = ownBytes(bytes);
          return deps.heavy.run({ kind: 'ecb-read', bytes: own }, { transfer: [own.buffer as ArrayBuffer] });
        })();
  if (!read.ok) throw AppError.invalid(read.problem, { file: read.problem });
  return read.value;
}

/** The file's rates over the current set: the next set and the answer's difference. */
async function compareWithCurrent(db: Db, file: EcbRates) {
  const current = await repo.readCurrentRateSet(db);
  const next = nextRateSet(current?.rates ?? {}, file.rates);
  const changed = !current || current.date !== file.date || !sameRates(current.rates, next.rates);
  // An empty set (a new installation's) is no rates of any day: a file is never older than it.
  const hasRates = current !== undefined && Object.keys(current.rates).length > 0;
  const answer: EcbRatesAnswer = {
    date: file.date,
    current_date: current?.date ?? null,
    older: hasRates && file.date < current.date,
    rates: next.changes,
    ignored: file.ignored,
    changed,
    saved: false,
    version: current?.id ?? null,
    days: [],
  };
  return { answer, rates: next.rates, current };
}

export interface ApplyEcbOptions {
  /** Save nothing: answer the difference. */
  dryRun: boolean;
  /** Save only a document not older than the current set (the daily fetch; an admin's upload may go back). */
  onlyNewer?: boolean;
}

/**
 * An ECB document saved (or, on a dry run, compared): a daily file as the current set
 * (`applyEcbDay`), a history as one set per day not yet kept (`applyEcbHistory`).
 */
export function applyEcbRates(deps: ExchangeRatesDeps, file: EcbDocument, options: ApplyEcbOptions): Promise<EcbRatesAnswer> {
  const [only] = file.days;
  return file.days.length === 1 ? applyEcbDay(deps, only!, options) : applyEcbHistory(deps, file.days, options);
}

/** Each day of `days` and whether a set of its date is kept already. */
async function daysOf(db: Db, days: readonly EcbRates[]) {
  const kept = await repo.keptRateDates(db, days[0]!.date, days.at(-1)!.date);
  return days.map((d) => ({ date: d.date, new: !kept.has(d.date) }));
}

/**
 * A daily file as a new rate set dated by it, written through the one rate write (the table
 * and the kept set in one transaction that moves every carrier's pricing version). The same
 * document again saves nothing (`changed: false`): the current set has its date and rates.
 */
async function applyEcbDay(deps: ExchangeRatesDeps, file: EcbRates, options: ApplyEcbOptions): Promise<EcbRatesAnswer> {
  const preview = await compareWithCurrent(deps.db, file);
  if (options.dryRun || !preview.answer.changed || (options.onlyNewer && preview.answer.older))
    return { ...preview.answer, days: await daysOf(deps.db, [file]) };
  return deps.changePricing('all', async (tx) => {
    // Again inside the transaction: the pricing version's row lock orders two saves, so a second
    // one of the same document (another process's fetch) sees the first and saves nothing.
    const days = await daysOf(tx, [file]);
    const { answer, rates } = await compareWithCurrent(tx, file);
    if (!answer.changed || (options.onlyNewer && answer.older)) return { ...answer, days };
    const version = await repo.replaceExchangeRates(tx, rates, file.date);
    return { ...answer, saved: true, version, days };
  });
}

/**
 * A history file (days oldest first): one kept set per day no set of that date is kept for yet, of
 * that day's rates, all in one transaction. Its newest day, when new and newer than the current
 * set (or before any rates), becomes the current set as a daily file would, its rates over the
 * current ones; the others are past days' sets that never become current, so a history never
 * takes the rates back. The same file again saves nothing.
 */
async function applyEcbHistory(deps: ExchangeRatesDeps, history: readonly EcbRates[], options: ApplyEcbOptions): Promise<EcbRatesAnswer> {
  const newest = history.at(-1)!;
  const compare = async (db: Db) => {
    const [preview, days] = await Promise.all([compareWithCurrent(db, newest), daysOf(db, history)]);
    const hasRates = preview.current !== undefined && Object.keys(preview.current.rates).length > 0;
    const newestBecomesCurrent = days.at(-1)!.new && (!hasRates || newest.date > preview.current!.date);
    const answer: EcbRatesAnswer = { ...preview.answer, changed: days.some((d) => d.new), days };
    return { answer, rates: preview.rates, newestBecomesCurrent };
  };
  const preview = await compare(deps.db);
  if (options.dryRun || !preview.answer.changed) return preview.answer;
  return deps.changePricing('all', async (tx) => {
    // Again inside the transaction, which the pricing version's row lock orders: a second save of
    // the same file finds every day kept.
    const { answer, rates, newestBecomesCurrent } = await compare(tx);
    if (!answer.changed) return answer;
    const isNew = new Set(answer.days.filter((d) => d.new).map((d) => d.date));
    const past = history.filter((d) => isNew.has(d.date) && !(newestBecomesCurrent && d === newest));
    await repo.keepPastRateSets(tx, past);
    // Last, so the current set is the newest written.
    const version = newestBecomesCurrent ? await repo.replaceExchangeRates(tx, rates, newest.date) : answer.version;
    return { ...answer, saved: true, version };
  });
}
