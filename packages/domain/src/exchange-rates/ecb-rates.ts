/**
 * The ECB's euro reference rates: the daily file (`eurofxref-daily.xml`) and the history files
 * (`eurofxref-hist-90d.xml`, `eurofxref-hist.xml`), one dated Cube per day, newest first:
 *
 *   <gesmes:Envelope ...><Cube><Cube time="2026-11-25"><Cube currency="USD" rate="1.0812"/>...
 *
 * read strictly into days, each a date and the rates of the currencies the product knows, or
 * refused with the element or attribute that is wrong. Rates are units of a currency for one euro,
 * as ours are.
 */
import { BASE_CURRENCY, CURRENCIES, type Currency } from '../constants/currencies';
import { MAX_YEAR, MIN_YEAR } from '../constants/limits';
import { isValidDay } from '../dates/calendar';
import { translate, type MessageValues } from '../i18n/translate';
import type { MessageKey } from '../i18n/messages';
import { exchangeRateProblem } from '../schemas/admin.schema';
import { localName, readXml, XmlFormatError, type XmlElement } from './strict-xml';

/**
 * The largest ECB document taken: the daily one is about 1.5 KB, the 90-day history about 100 KB,
 * the whole history since 1999 about 8 MB (about 7,000 days of 30 rates at 40 bytes), growing by
 * about 300 KB a year.
 */
export const ECB_FILE_MAX_BYTES = 16 * 1024 * 1024;
/** The most days a document may hold: the whole history since 1999 is about 7,000 business days. */
export const ECB_MAX_DAYS = 12_000;
/** Decimals a rate may have: what the rates table keeps (numeric(18, 8)). */
const RATE_DECIMALS = 8;
const DECIMAL = new RegExp(`^\\d{1,10}(?:\\.\\d{1,${RATE_DECIMALS}})?$`);
const KNOWN: ReadonlySet<string> = new Set(CURRENCIES);

/** A day of a document: its date and the rates of the product's currencies. */
export interface EcbRates {
  /** The `time` of its dated Cube, yyyy-mm-dd. */
  date: string;
  /** The product's currencies (CURRENCIES) the document gives, base excluded. */
  rates: Partial<Record<Currency, number>>;
  /** Currencies the document gives that the product does not price in (and the base, if listed), sorted. */
  ignored: string[];
}

/** A document read: its days, oldest first (one for the daily file). */
export interface EcbDocument {
  days: EcbRates[];
}

export type EcbReadResult = { ok: true; value: EcbDocument } | { ok: false; problem: string };

/** Where an element is, as a problem names it (`line 5: <Cube currency="USD">`): its line and its tag. */
const tag = (e: XmlElement) => {
  const attributes = [...e.attributes].map(([k, v]) => ` ${k}="${v.slice(0, 40)}"`).join('');
  return { line: String(e.line), element: `<${e.name}${attributes}>` };
};

/** A problem in the catalog's English (the server answers it in its caller's language). */
const said = (key: MessageKey, values?: MessageValues) => translate('en', key, values);

const CUBE = '<Cube>';
const ENVELOPE = '<gesmes:Envelope>';
const DATED_CUBE = '<Cube time="...">';

/**
 * Reads an ECB reference-rate document (bytes as uploaded or fetched, or text), at most
 * ECB_FILE_MAX_BYTES and ECB_MAX_DAYS. Never throws: a fault is `{ok: false, problem}`, a
 * sentence naming it, in the catalog's English.
 */
export function readEcbRates(input: Uint8Array | string): EcbReadResult {
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > ECB_FILE_MAX_BYTES)
    return { ok: false, problem: said('errors.exchangeRates.tooLarge', { size: String(ECB_FILE_MAX_BYTES / 1024 / 1024) }) };
  let text: string;
  try {
    text = typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return { ok: false, problem: said('errors.exchangeRates.notUtf8') };
  }
  let root: XmlElement;
  try {
    root = readXml(text);
  } catch (error) {
    if (error instanceof XmlFormatError) return { ok: false, problem: said('errors.exchangeRates.notXml', { detail: error.message }) };
    throw error;
  }
  try {
    return { ok: true, value: { days: daysOf(root) } };
  } catch (error) {
    if (error instanceof XmlFormatError) return { ok: false, problem: said('errors.exchangeRates.notEcb', { detail: error.message }) };
    throw error;
  }
}

const fail = (key: MessageKey, values?: MessageValues): never => {
  throw new XmlFormatError(said(key, values));
};

/** The ECB's layout: Envelope > Cube > Cube[time] (one a day) > Cube[currency, rate]. */
function daysOf(root: XmlElement): EcbRates[] {
  if (localName(root.name) !== 'Envelope') fail('errors.exchangeRates.rootElement', { root: `<${root.name}>`, envelope: ENVELOPE });
  const outer = root.children.filter((e) => e.name === 'Cube');
  if (outer.length === 0) fail('errors.exchangeRates.noCube', { cube: CUBE, envelope: ENVELOPE });
  if (outer.length > 1) fail('errors.exchangeRates.secondCube', { ...tag(outer[1]!), cube: CUBE });
  const dated = outer[0]!.children;
  for (const e of dated) {
    if (e.name !== 'Cube') fail('errors.exchangeRates.onlyDated', { ...tag(e), dated: DATED_CUBE, cube: CUBE });
    if (!e.attributes.has('time')) fail('errors.exchangeRates.noTime', { ...tag(e), cube: CUBE });
  }
  if (dated.length === 0) fail('errors.exchangeRates.noDated', { dated: DATED_CUBE });
  if (dated.length > ECB_MAX_DAYS)
    fail('errors.exchangeRates.tooManyDays', { count: String(dated.length), cube: CUBE, max: ECB_MAX_DAYS.toLocaleString('en') });
  const lineOfDate = new Map<string, number>();
  const days = dated.map((day) => {
    const rates = dayOf(day);
    const first = lineOfDate.get(rates.date);
    if (first !== undefined) fail('errors.exchangeRates.givenTwice', { ...tag(day), what: rates.date, first: String(first) });
    lineOfDate.set(rates.date, day.line);
    return rates;
  });
  return days.sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** One dated Cube: its date and rates. */
function dayOf(day: XmlElement): EcbRates {
  const date = day.attributes.get('time')!.trim();
  const year = Number(date.slice(0, 4));
  if (!isValidDay(date) || year < MIN_YEAR || year > MAX_YEAR) fail('errors.exchangeRates.timeNotDate', tag(day));

  const rates: Partial<Record<Currency, number>> = {};
  const ignored: string[] = [];
  const lineOf = new Map<string, number>();
  for (const e of day.children) {
    if (e.name !== 'Cube')
      fail('errors.exchangeRates.onlyRates', { ...tag(e), rate: '<Cube currency="..." rate="..."/>', parent: `<Cube time="${date}">` });
    const currency = e.attributes.get('currency');
    const rate = e.attributes.get('rate');
    if (currency === undefined) fail('errors.exchangeRates.noCurrency', tag(e));
    if (!/^[A-Z]{3}$/.test(currency!)) fail('errors.exchangeRates.currencyCode', tag(e));
    if (rate === undefined) fail('errors.exchangeRates.noRate', tag(e));
    const first = lineOf.get(currency!);
    if (first !== undefined) fail('errors.exchangeRates.givenTwice', { ...tag(e), what: currency, first: String(first) });
    lineOf.set(currency!, e.line);
    if (!DECIMAL.test(rate!.trim()) || Number(rate) <= 0)
      fail('errors.exchangeRates.rateDecimal', { ...tag(e), decimals: String(RATE_DECIMALS) });
    const value = Number(rate);
    const problem = exchangeRateProblem(value);
    if (problem) fail('errors.exchangeRates.rateProblem', { ...tag(e), problem });
    if (currency === BASE_CURRENCY || !KNOWN.has(currency!)) ignored.push(currency!);
    else rates[currency as Currency] = value;
  }
  if (lineOf.size === 0) fail('errors.exchangeRates.noRates', tag(day));
  if (Object.keys(rates).length === 0)
    fail('errors.exchangeRates.noneUsed', {
      ...tag(day),
      count: String(lineOf.size),
      currencies: CURRENCIES.filter((c) => c !== BASE_CURRENCY).join(', '),
    });
  return { date, rates, ignored: ignored.sort() };
}

/** A currency's line of the difference between the current set and the next. */
export interface RateChange {
  currency: string;
  /** The current rate; null when the currency has none. */
  before: number | null;
  /** The rate of the next set. */
  after: number;
  /** after against before in per cent, 2 decimals; null without a current rate. */
  change_percent: number | null;
  /** false: the document does not give it, so the current rate is kept. */
  in_file: boolean;
}

/**
 * The next rate set from a document: the current set with the document's rates over it (a
 * currency the document does not give keeps its rate: the ECB publishes no BGN since the lev
 * joined the euro, a rate an admin typed stays), and the lines of the difference, in CURRENCIES'
 * order, then any other current currency.
 */
export function nextRateSet(current: Readonly<Record<string, number>>, fromFile: EcbRates['rates']) {
  const next: Record<string, number> = { ...current, ...fromFile };
  const order = [...new Set<string>([...CURRENCIES, ...Object.keys(next).sort()])].filter((c) => c !== BASE_CURRENCY && c in next);
  const changes: RateChange[] = order.map((currency) => {
    const before = current[currency] ?? null;
    const after = next[currency]!;
    return {
      currency,
      before,
      after,
      change_percent: before === null ? null : Math.round((after / before - 1) * 10_000) / 100,
      in_file: currency in fromFile,
    };
  });
  return { rates: next, changes };
}

/** Whether two rate sets give every currency the same rate. */
export function sameRates(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}
