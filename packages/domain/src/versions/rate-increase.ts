/**
 * A general rate increase's arithmetic: a change ({percent} on every price, or the first
 * matching rule's percent) applied to a pricelist's fare groups, each new price rounded half up to
 * the chosen step in integer ten-thousandths (prices keep 4 decimals), so 10.005 is never 10.00499.
 * Pure: the successor's grid, its name, the cells that change and why a pricelist cannot take it.
 */
import { PRICELIST_NAME_MAX } from '../schemas/pricelist.schema';
import type { IncreaseCell, IncreaseChange, IncreaseRounding, IncreaseRule } from '../schemas/rate-increase.schema';
import { MAX_PRICE } from '../constants/limits';
import { formatDay, parseDay } from '../dates/calendar';
import { displayDay, displayNumber } from '../glossary/display';
import type { Language } from '../i18n/languages';
import { translate } from '../i18n/translate';
import { mulDiv } from '../money/arithmetic';
import { MONEY_DIGITS, MONEY_SCALE, parseScaled, parseScaledOrNull, scaledToNumber } from '../money/decimal';
import type { Decimal } from '../pricing/records';

/** How many cells of each pricelist the preview lists: the first and the largest changes. */
export const INCREASE_CELLS_LISTED = 10;

/** What an increase does to each pricelist. */
export interface IncreaseSettings {
  change: IncreaseChange;
  rounding: IncreaseRounding;
  /** The zone rows' minimum and maximum amounts change too. */
  include_min_max: boolean;
}

/** The part of a fare group an increase reads: quantity bounds and zone rows (zone names optional, for the preview). */
export interface IncreaseFareGroup {
  quantities: readonly { quantity: Decimal; unit?: string | null }[];
  zones: readonly IncreaseZoneRow[];
}
export interface IncreaseZoneRow {
  zone_from: number;
  zone_to: number;
  minimum_amount?: Decimal | null;
  maximum_amount?: Decimal | null;
  prices: ReadonlyArray<Decimal | null>;
}

/** The grid with new prices, as numbers, every other field of each group and row kept. */
export type IncreasedFareGroups<G extends IncreaseFareGroup> = (Omit<G, 'zones'> & {
  zones: (Omit<G['zones'][number], 'prices' | 'minimum_amount' | 'maximum_amount'> & {
    minimum_amount: number | null;
    maximum_amount: number | null;
    prices: (number | null)[];
  })[];
})[];

export interface IncreasedGrid<G extends IncreaseFareGroup> {
  fare_groups: IncreasedFareGroups<G>;
  /** Cells whose price moved. */
  cells_changed: number;
  /** The first INCREASE_CELLS_LISTED of them in grid order (per row: minimum, maximum, prices). */
  first: IncreaseCell[];
  /** The INCREASE_CELLS_LISTED with the largest change in money, largest first (grid order among equals). */
  largest: IncreaseCell[];
  /** New prices above MAX_PRICE (the save would refuse them). */
  too_high: number;
}

/** A rule's percent and bounds read once, scaled: percent in hundredths, quantities in hundredths. */
interface ScaledRule {
  rule: IncreaseRule;
  factor: number;
  from: number | null;
  to: number | null;
}

const PERCENT_SCALE = 100; // the percent has 2 decimals
const WHOLE = 100 * PERCENT_SCALE; // 100 % in hundredths of a percent

/** The rounding step in ten-thousandths: 0.05 is 500. */
export function roundingStep(rounding: IncreaseRounding): number {
  return parseScaled(rounding, MONEY_DIGITS);
}

/**
 * `price` (ten-thousandths) times (100 % + `percent`) rounded half up to `step` (ten-thousandths),
 * exactly: one integer division, no float product. Answers ten-thousandths.
 */
export function increasedPrice(price: number, percentHundredths: number, step: number): number {
  return mulDiv(price, WHOLE + percentHundredths, 1, WHOLE * step, 'half_away') * step;
}

/** One price changed by `percent` (a decimal) and rounded to `rounding`: the arithmetic on plain numbers, for tests and the web's hints. */
export function increaseAmount(price: Decimal, percent: Decimal, rounding: IncreaseRounding): number {
  const scaled = increasedPrice(parseScaled(price, MONEY_DIGITS), parseScaled(percent, 2), roundingStep(rounding));
  return scaledToNumber(scaled, MONEY_DIGITS);
}

/**
 * The change applied to one pricelist's fare groups. A rule matches a cell when each side it names
 * matches: `zone_from`/`zone_to` the row's zone ids, `customer` the pricelist's partner, and the
 * inclusive quantity range the price's quantity row bound; a minimum or maximum amount belongs to
 * no quantity row, so only rules without a quantity range change it. The first rule matching
 * applies; a cell no rule matches, and every empty cell, keeps its price as it is.
 */
export function increaseGrid<G extends IncreaseFareGroup>(
  fareGroups: readonly G[],
  settings: IncreaseSettings,
  pricelist: { customer_id?: number | null },
  zoneName: (id: number) => string = String,
): IncreasedGrid<G> {
  const step = roundingStep(settings.rounding);
  const rules = scaledRules(settings.change, pricelist.customer_id ?? null);
  const tally = new IncreaseTally(zoneName);
  const fare_groups = fareGroups.map((group) => {
    const bounds = group.quantities.map((q) => parseScaled(q.quantity, 2));
    const zones = group.zones.map((row) => increaseRow(row, bounds, rules, settings.include_min_max, step, tally));
    return { ...group, zones };
  });
  return {
    fare_groups: fare_groups as IncreasedFareGroups<G>,
    cells_changed: tally.cellsChanged,
    first: tally.first,
    largest: tally.largest.map((l) => l.cell),
    too_high: tally.tooHigh,
  };
}

/** The change's rules read once: one covering everything for a plain percent; rules naming another partner dropped (they never match). */
function scaledRules(change: IncreaseChange, partnerId: number | null): ScaledRule[] {
  if ('percent' in change) return [{ rule: { percent: change.percent }, factor: parseScaled(change.percent, 2), from: null, to: null }];
  return (change as { rules: IncreaseRule[] }).rules
    .filter((r) => r.customer === undefined || r.customer === partnerId)
    .map((rule) => ({
      rule,
      factor: parseScaled(rule.percent, 2),
      from: rule.quantity_from === undefined ? null : parseScaled(rule.quantity_from, 2),
      to: rule.quantity_to === undefined ? null : parseScaled(rule.quantity_to, 2),
    }));
}

/** One zone row with the first matching rule applied to each cell (`bounds`: the fare group's quantity bounds, scaled). */
function increaseRow<R extends IncreaseZoneRow>(
  row: R,
  bounds: readonly number[],
  rules: readonly ScaledRule[],
  includeMinMax: boolean,
  step: number,
  tally: IncreaseTally,
) {
  const rowRules = rules.filter(
    (r) =>
      (r.rule.zone_from === undefined || r.rule.zone_from === row.zone_from) &&
      (r.rule.zone_to === undefined || r.rule.zone_to === row.zone_to),
  );
  const amount = (value: Decimal | null | undefined, kind: 'minimum' | 'maximum'): number | null => {
    const before = parseScaledOrNull(value, MONEY_DIGITS);
    if (before === null) return null;
    const rule = includeMinMax ? rowRules.find((r) => r.from === null && r.to === null) : undefined;
    if (!rule) return scaledToNumber(before, MONEY_DIGITS);
    const after = increasedPrice(before, rule.factor, step);
    if (after !== before) tally.note(row, null, kind, before, after);
    return scaledToNumber(after, MONEY_DIGITS);
  };
  const minimum_amount = amount(row.minimum_amount, 'minimum');
  const maximum_amount = amount(row.maximum_amount, 'maximum');
  const prices = row.prices.map((price, i) => {
    const before = parseScaledOrNull(price, MONEY_DIGITS);
    if (before === null) return null;
    const bound = bounds[i];
    const rule =
      bound === undefined ? undefined : rowRules.find((r) => (r.from === null || r.from <= bound) && (r.to === null || bound <= r.to));
    if (!rule) return scaledToNumber(before, MONEY_DIGITS);
    const after = increasedPrice(before, rule.factor, step);
    if (after !== before) tally.note(row, scaledToNumber(bound!, 2), 'price', before, after);
    return scaledToNumber(after, MONEY_DIGITS);
  });
  return { ...row, minimum_amount, maximum_amount, prices };
}

/** MAX_PRICE in ten-thousandths. */
const MAX_SCALED = MAX_PRICE * MONEY_SCALE;

/** The cells an increase changes: counted, and the first and the largest listed. */
class IncreaseTally {
  cellsChanged = 0;
  tooHigh = 0;
  readonly first: IncreaseCell[] = [];
  /** Kept sorted, largest first; among equals the earlier cell stays ahead. */
  readonly largest: { cell: IncreaseCell; size: number }[] = [];

  constructor(private readonly zoneName: (id: number) => string) {}

  /** Most changed cells are only counted: a cell's object is made only when it is listed. */
  note(row: IncreaseZoneRow, quantity: number | null, kind: IncreaseCell['kind'], before: number, after: number): void {
    const { first, largest } = this;
    this.cellsChanged++;
    if (after > MAX_SCALED) this.tooHigh++;
    const listedFirst = first.length < INCREASE_CELLS_LISTED;
    const size = Math.abs(after - before);
    const last = largest[largest.length - 1];
    const listedLargest = largest.length < INCREASE_CELLS_LISTED || (last !== undefined && last.size < size);
    if (!listedFirst && !listedLargest) return;
    const cell = cellOf(this.zoneName(row.zone_from), this.zoneName(row.zone_to), quantity, kind, before, after);
    if (listedFirst) first.push(cell);
    if (!listedLargest) return;
    let at = largest.length;
    while (at > 0 && largest[at - 1]!.size < size) at--;
    largest.splice(at, 0, { cell, size });
    if (largest.length > INCREASE_CELLS_LISTED) largest.pop();
  }
}

function cellOf(
  zone_from: string,
  zone_to: string,
  quantity: number | null,
  kind: IncreaseCell['kind'],
  before: number,
  after: number,
): IncreaseCell {
  return { zone_from, zone_to, quantity, kind, before: scaledToNumber(before, MONEY_DIGITS), after: scaledToNumber(after, MONEY_DIGITS) };
}

const TRAILING_YEAR = /\s+(19|20|21)\d\d$/;
/** What successorName adds when the year alone would repeat a name: " (from 01.03.2027)". */
const TRAILING_FROM = /\s+\(from \d\d\.\d\d\.\d{4}\)$/;

/** A pricelist as its name is told apart: by service and partner. */
export interface NamedPricelist {
  id: number;
  name?: string | null;
  service_id: number;
  customer_id?: number | null;
}

const nameKey = (p: NamedPricelist, name: string) => `${p.service_id}/${p.customer_id ?? ''}/${name.trim().toLowerCase()}`;

/**
 * The successor's name: "{name} {yyyy}", yyyy the year the increase takes effect. A name already
 * ending in a year takes the new one in its place ("Baltic 2026" -> "Baltic 2027", not "Baltic
 * 2026 2027"); a blank name is General. It is never the predecessor's own name nor one `isTaken`
 * says is in use: then the day is added ("Baltic 2027" from 01.03.2027 -> "Baltic 2027 (from
 * 01.03.2027)"), then a count (" 2", " 3"...). Cut to what the schema takes.
 */
export function successorName(
  name: string | null | undefined,
  effectiveFrom: string,
  isTaken: (candidate: string) => boolean = () => false,
): string {
  const year = effectiveFrom.slice(0, 4);
  const base = (name ?? '').trim().replace(TRAILING_FROM, '').replace(TRAILING_YEAR, '') || 'General';
  const own = (name ?? '').trim().toLowerCase();
  const free = (candidate: string) => candidate.toLowerCase() !== own && !isTaken(candidate);
  const cut = (suffix: string) => base.slice(0, PRICELIST_NAME_MAX - suffix.length).trimEnd() + suffix;
  const plain = cut(` ${year}`);
  if (free(plain)) return plain;
  const dated = ` ${year} (from ${displayDay(effectiveFrom)})`;
  for (let n = 1; ; n++) {
    const candidate = cut(n === 1 ? dated : `${dated} ${n}`);
    if (free(candidate)) return candidate;
  }
}

/**
 * The successors' names of the chosen pricelists (in order), each told apart (successorName) from
 * every live pricelist of the same service and partner in `live` and from the successors named
 * before it: a clerk never sees two pricelists of one service and partner under one name.
 */
export function successorNames(
  chosen: readonly NamedPricelist[],
  live: Iterable<NamedPricelist & { archived?: boolean | null }>,
  effectiveFrom: string,
): Map<number, string> {
  const taken = new Set<string>();
  for (const p of live) if (p.archived !== true && p.name?.trim()) taken.add(nameKey(p, p.name));
  const names = new Map<number, string>();
  for (const p of chosen) {
    const name = successorName(p.name, effectiveFrom, (candidate) => taken.has(nameKey(p, candidate)));
    taken.add(nameKey(p, name));
    names.set(p.id, name);
  }
  return names;
}

/**
 * Why a pricelist cannot take an increase effective `effectiveFrom` (yyyy-mm-dd), or null: its
 * successor starts that day and it ends the day before, so it must be valid before the day and on it.
 */
export function increaseProblem(pricelist: { valid_from: string; valid_to: string }, effectiveFrom: string): string | null {
  const problem = increaseProblemOf(pricelist, effectiveFrom);
  return problem && translate('en', problem.key, { day: problem.day });
}

/**
 * `increaseProblem` as its message key (errors.rateIncreases.endsOn or startsOn) and the day it
 * names (dd.mm.yyyy), for a message that says it with the pricelist's name; null when none.
 */
export function increaseProblemOf(
  pricelist: { valid_from: string; valid_to: string },
  effectiveFrom: string,
): { key: 'errors.rateIncreases.endsOn' | 'errors.rateIncreases.startsOn'; day: string } | null {
  if (pricelist.valid_to < effectiveFrom) return { key: 'errors.rateIncreases.endsOn', day: displayDay(pricelist.valid_to) };
  if (pricelist.valid_from >= effectiveFrom) return { key: 'errors.rateIncreases.startsOn', day: displayDay(pricelist.valid_from) };
  return null;
}

/**
 * Why an increase cannot take effect on `effectiveFrom`, or null: it must start after the carrier's
 * `today` (both yyyy-mm-dd), so a price answered today never changes under it.
 */
export function effectiveDayProblem(effectiveFrom: string, today: string): string | null {
  return effectiveFrom > today ? null : translate('en', 'validation.after', { date: displayDay(today) });
}

/** The day before `day` (yyyy-mm-dd): the predecessor's new valid_to. */
export function dayBefore(day: string): string {
  const n = parseDay(day);
  if (n === null) throw new RangeError(`Invalid date: ${day}`);
  return formatDay(n - 1);
}

/**
 * The change in one line, as the list shows it: "+4,5 %" or "3 rules", with the rounding ("rounded
 * to 0,05"), in `language` (English unless asked: the API's list says it in English).
 */
export function describeIncrease(settings: Pick<IncreaseSettings, 'change' | 'rounding'>, language: Language = 'en'): string {
  const rounding = displayNumber(settings.rounding, 2, 2);
  if ('percent' in settings.change) {
    const percent = `${settings.change.percent > 0 ? '+' : ''}${displayNumber(settings.change.percent)}`;
    return translate(language, 'changes.increase', { kind: 'percent', percent, rounding });
  }
  return translate(language, 'changes.increase', { kind: 'rules', rules: settings.change.rules.length, rounding });
}

/** describeIncrease's English: a percent ("+4,5 %", "−3 %") or a count of rules, then the rounding. */
const DESCRIBED = /^(?:([+\u2212-]?[\d\s\u00a0\u202f]+(?:,\d+)?) %|(\d+) rules?), rounded to ([\d\s\u00a0\u202f]+,\d+)$/;

/**
 * A change the server described in English (describeIncrease, the list's `change`) in `language`;
 * a text it did not write stays as it came.
 */
export function localizeIncrease(language: Language, text: string): string {
  const match = language === 'en' ? null : DESCRIBED.exec(text);
  if (!match) return text;
  const [, percent, rules, rounding] = match;
  if (percent !== undefined) return translate(language, 'changes.increase', { kind: 'percent', percent, rounding });
  return translate(language, 'changes.increase', { kind: 'rules', rules: Number(rules), rounding });
}
