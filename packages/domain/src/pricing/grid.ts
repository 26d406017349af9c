/**
 * A price grid (a pricelist's, or a pricelist-type surcharge's) compiled for repeated pricing, and
 * the pricing of a shipment on it: zone row, payable weight, measure, quantity row, min/max rule
 * and zone minimum/maximum (docs/pricing.md §2-5). Amounts stay exact (a*b/d money units) until the
 * caller rounds the line.
 */
import { allHold, compileCondition, type CompiledCondition } from '../conditions/conditions';
import {
  DEFAULT_CBM_MULTIPLIER,
  DEFAULT_LDM_MULTIPLIER,
  DEFAULT_LDM_ROUNDING,
  DEFAULT_MIN_MAX_RULE,
  DEFAULT_PAYWEIGHT_ROUNDING,
  DEFAULT_PRICING_UNIT,
  LDM_ROUNDINGS,
  MIN_MAX_RULES,
  PAYWEIGHT_ROUNDINGS,
  PRICING_UNITS,
  type LdmRounding,
  type MinMaxRule,
  type PayweightRounding,
  type PricingUnit,
} from '../constants/units';
import { PricingDataError } from '../data-error';
import type { CompiledTransit } from '../dates/transit-dates';
import { compareProducts, mulDiv } from '../money/arithmetic';
import { MEASURE_DIGITS, MONEY_DIGITS, QUANTITY_DIGITS, QUANTITY_SCALE, parseScaled, scaledToNumber } from '../money/decimal';
import { computePayableWeight, roundRealWeight, type PayableWeight, type WeightSettings } from '../shipment/payable-weight';
import { compileMeasureUnit, measureCount, type MeasureUnit } from '../shipment/quantity-measure';
import type { ShipmentFacts } from '../shipment/shipment';
import type { ZoneLocator, ZoneMatch } from '../zones/zone-locator';
import type { ConditionRef, GridRecord, QuantityRecord, ZoneRowRecord } from './records';
import { PRICE_ERRORS } from './messages';
import { RouteTable } from './route-table';
import type { MeasureTrace, QuantityTrace, RuleTrace, WeightTrace, ZoneTrace } from './trace';

// Pricing units as small integers for the hot path.
const PER_SHIPMENT = 0;
const PER_UNIT = 1;
const PER_UNIT_KG = 2;
const PER_100KG = 3;
const PER_LDM = 4;
const PER_KM = 5;
const UNIT_CODE: Readonly<Record<PricingUnit, number>> = {
  per_shipment: PER_SHIPMENT,
  per_unit: PER_UNIT,
  per_unit_kg: PER_UNIT_KG,
  per_100kg: PER_100KG,
  per_ldm: PER_LDM,
  per_km: PER_KM,
};

/** A quantity row, sorted ascending; `index` is its position as stored. */
export interface CompiledQuantityRow {
  readonly index: number;
  /** Inclusive upper bound in hundredths. */
  readonly bound: number;
  readonly unit: PricingUnit;
  readonly unitCode: number;
}

export interface CompiledFareGroup {
  readonly index: number;
  readonly rows: readonly CompiledQuantityRow[];
}

export interface CompiledZoneRow {
  readonly fareGroup: CompiledFareGroup;
  /** Position in its fare group as stored. */
  readonly index: number;
  /** Dense zone indices (ZoneLocator). */
  readonly zoneFrom: number;
  readonly zoneTo: number;
  readonly transit: CompiledTransit | null;
  /** Money units (MONEY_DIGITS). */
  readonly minimum: number | null;
  readonly maximum: number | null;
  /** Money units, aligned with fareGroup.rows (sorted order); null: empty cell. */
  readonly prices: readonly (number | null)[];
}

/** A grid ready for pricing. Immutable. */
export interface CompiledGrid {
  readonly unit: MeasureUnit;
  readonly weight: WeightSettings;
  readonly rule: MinMaxRule;
  readonly ldmBlocks: readonly CompiledCondition[];
  readonly fareGroups: readonly CompiledFareGroup[];
  readonly locator: ZoneLocator;
  /** Zone rows by route (dense zone indices). */
  readonly routes: RouteTable;
  /** Zone rows of each fare group, in stored order. */
  readonly zoneRows: readonly (readonly CompiledZoneRow[])[];
}

/** What compiling a grid needs besides the grid. */
export interface GridContext {
  readonly locator: ZoneLocator;
  readonly transits: ReadonlyMap<number, CompiledTransit>;
  readonly conditions: ReadonlyMap<number, CompiledCondition>;
  /** Names the owner in data errors, e.g. "Pricelist 7". */
  readonly owner: string;
}

function enumValue<T extends string>(
  value: string | null | undefined,
  allowed: readonly T[],
  fallback: T,
  field: string,
  owner: string,
): T {
  if (value === null || value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new PricingDataError(`${owner}: unknown ${field} ${value}`);
  return value as T;
}

/** Resolves condition references (ids or inline records). */
export function resolveConditions(
  refs: readonly ConditionRef[] | null | undefined,
  ctx: Pick<GridContext, 'conditions' | 'owner'>,
): CompiledCondition[] {
  if (!refs) return [];
  return refs.map((ref) => {
    if (typeof ref !== 'number') {
      try {
        return compileCondition(ref);
      } catch {
        throw new PricingDataError(`${ctx.owner}: a condition bound is not a number`);
      }
    }
    const c = ctx.conditions.get(ref);
    if (!c) throw new PricingDataError(`${ctx.owner}: unknown condition ${ref}`);
    return c;
  });
}

function decimal(value: number | string, digits: number, field: string, owner: string): number {
  try {
    return parseScaled(value, digits);
  } catch {
    throw new PricingDataError(`${owner}: ${field} is not a number: ${String(value)}`);
  }
}

function decimalOrNull(value: number | string | null | undefined, digits: number, field: string, owner: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  return decimal(value, digits, field, owner);
}

/** Compiles a grid; throws PricingDataError naming the owner on bad data. */
export function compileGrid(grid: GridRecord, ldmBlocks: readonly ConditionRef[] | null | undefined, ctx: GridContext): CompiledGrid {
  const { owner, locator } = ctx;
  let unit: MeasureUnit;
  try {
    unit = compileMeasureUnit(grid.unit);
  } catch {
    throw new PricingDataError(`${owner}: unknown unit ${grid.unit}`);
  }
  const weight = compileWeightSettings(grid, owner);
  const rule = enumValue(grid.min_max_rule, MIN_MAX_RULES, DEFAULT_MIN_MAX_RULE, 'min_max_rule', owner);

  const zoneCount = locator.zoneCount;
  const byRoute = new Map<number, CompiledZoneRow[]>();
  const zoneRows: (readonly CompiledZoneRow[])[] = [];
  const fareGroups = (grid.fare_groups ?? []).map((fg, fgIndex): CompiledFareGroup => {
    const rows = compileQuantityRows(fg.quantities, owner);
    const group: CompiledFareGroup = Object.freeze({ index: fgIndex, rows: Object.freeze(rows) });
    const groupRows: CompiledZoneRow[] = [];
    zoneRows.push(groupRows);
    fg.zones.forEach((z, index) => {
      const row = compileZoneRow(z, group, index, ctx);
      groupRows.push(row);
      const key = row.zoneFrom * zoneCount + row.zoneTo;
      const list = byRoute.get(key);
      if (list) list.push(row);
      else byRoute.set(key, [row]);
    });
    return group;
  });
  return Object.freeze({
    unit,
    weight,
    rule,
    ldmBlocks: Object.freeze(resolveConditions(ldmBlocks, ctx)),
    fareGroups: Object.freeze(fareGroups),
    locator,
    routes: new RouteTable(zoneCount, byRoute),
    zoneRows: Object.freeze(zoneRows.map((rows) => Object.freeze(rows))),
  });
}

/** The payable weight's settings of a grid: its multipliers (or the defaults) and rounding steps. */
function compileWeightSettings(grid: GridRecord, owner: string): WeightSettings {
  const payweight = enumValue(
    grid.payweight_rounding,
    Object.keys(PAYWEIGHT_ROUNDINGS) as PayweightRounding[],
    DEFAULT_PAYWEIGHT_ROUNDING,
    'payweight_rounding',
    owner,
  );
  const ldmRounding = enumValue(
    grid.ldm_rounding,
    Object.keys(LDM_ROUNDINGS) as LdmRounding[],
    DEFAULT_LDM_ROUNDING,
    'ldm_rounding',
    owner,
  );
  return Object.freeze({
    ldmMultiplier: decimalOrNull(grid.ldm_multiplier, MEASURE_DIGITS, 'ldm_multiplier', owner) ?? DEFAULT_LDM_MULTIPLIER * 1000,
    cbmMultiplier: decimalOrNull(grid.cbm_multiplier, MEASURE_DIGITS, 'cbm_multiplier', owner) ?? DEFAULT_CBM_MULTIPLIER * 1000,
    ldmStep: LDM_ROUNDINGS[ldmRounding],
    payweightStep: PAYWEIGHT_ROUNDINGS[payweight],
  });
}

/** A fare group's quantity rows, ascending by bound. */
function compileQuantityRows(quantities: readonly QuantityRecord[], owner: string): CompiledQuantityRow[] {
  return (
    quantities
      .map((q, index): CompiledQuantityRow => {
        const pricingUnit = enumValue(q.unit, PRICING_UNITS, DEFAULT_PRICING_UNIT, 'pricing unit', owner);
        return Object.freeze({
          index,
          bound: decimal(q.quantity, QUANTITY_DIGITS, 'quantity', owner),
          unit: pricingUnit,
          unitCode: UNIT_CODE[pricingUnit],
        });
      })
      // Rows are stored ascending; sorting (stably) makes a hand-edited order harmless.
      .sort((a, b) => a.bound - b.bound || a.index - b.index)
  );
}

/** A zone row of `group`, its zones and transit resolved, its prices aligned with the group's sorted rows. */
function compileZoneRow(z: ZoneRowRecord, group: CompiledFareGroup, index: number, ctx: GridContext): CompiledZoneRow {
  const { owner, locator } = ctx;
  const zoneFrom = locator.indexOf(z.zone_from);
  const zoneTo = locator.indexOf(z.zone_to);
  if (zoneFrom < 0) throw new PricingDataError(`${owner}: unknown zone ${z.zone_from}`);
  if (zoneTo < 0) throw new PricingDataError(`${owner}: unknown zone ${z.zone_to}`);
  let transit: CompiledTransit | null = null;
  if (z.transit !== null && z.transit !== undefined) {
    transit = ctx.transits.get(z.transit) ?? null;
    if (!transit) throw new PricingDataError(`${owner}: unknown transit ${z.transit}`);
  }
  const prices = group.rows.map((r) => decimalOrNull(z.prices[r.index], MONEY_DIGITS, 'price', owner));
  return Object.freeze({
    fareGroup: group,
    index,
    zoneFrom,
    zoneTo,
    transit,
    minimum: decimalOrNull(z.minimum_amount, MONEY_DIGITS, 'minimum_amount', owner),
    maximum: decimalOrNull(z.maximum_amount, MONEY_DIGITS, 'maximum_amount', owner),
    prices: Object.freeze(prices),
  });
}

/** The route's most specific zone row and the matches it came through. */
export interface RouteMatch {
  readonly row: CompiledZoneRow;
  readonly from: ZoneMatch;
  readonly to: ZoneMatch;
  readonly candidates: number;
  readonly decidedBy: ZoneTrace['decided_by'];
}

/** The best zone row so far and the runner-up's specificity, while searching a route. */
class RouteSearch {
  best: CompiledZoneRow | null = null;
  bestFrom: ZoneMatch | null = null;
  bestTo: ZoneMatch | null = null;
  bestLength = 0;
  bestSpan = 0;
  runnerLength = -1;
  runnerSpan = 0;
  candidates = 0;

  consider(rows: readonly CompiledZoneRow[], f: ZoneMatch, t: ZoneMatch): void {
    const length = f.area.boundLength + t.area.boundLength;
    const span = f.area.span + t.area.span;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      this.candidates++;
      if (this.best === null || beats(length, span, row, this.bestLength, this.bestSpan, this.best)) {
        if (this.best !== null) {
          this.runnerLength = this.bestLength;
          this.runnerSpan = this.bestSpan;
        }
        this.best = row;
        this.bestFrom = f;
        this.bestTo = t;
        this.bestLength = length;
        this.bestSpan = span;
      } else if (this.runnerLength < 0 || length > this.runnerLength || (length === this.runnerLength && span < this.runnerSpan)) {
        this.runnerLength = length;
        this.runnerSpan = span;
      }
    }
  }
}

/**
 * The most specific zone row of the route (docs/pricing.md §4): larger sum of bound lengths, then
 * smaller sum of spans, then earlier fare group and row. Null when no row matches.
 */
export function findZoneRow(grid: CompiledGrid, from: readonly ZoneMatch[], to: readonly ZoneMatch[]): RouteMatch | null {
  const search = new RouteSearch();
  const routes = grid.routes;
  const { starts, targets, lists } = routes;
  routes.markDelivery(to);
  for (let x = 0; x < from.length; x++) {
    const f = from[x]!;
    const start = starts[f.zone]!;
    const end = starts[f.zone + 1]!;
    if (end - start <= 4 * to.length) {
      // A short list: walk it and keep the delivery zones the address is in.
      for (let e = start; e < end; e++) {
        const y = routes.deliveryPosition(targets[e]!);
        if (y >= 0) search.consider(lists[e]!, f, to[y]!);
      }
    } else {
      // A long list (a zone with rows to many zones): look up each delivery zone instead.
      for (let y = 0; y < to.length; y++) {
        const rows = routes.get(f.zone, to[y]!.zone);
        if (rows !== undefined) search.consider(rows, f, to[y]!);
      }
    }
  }
  const { best, candidates, runnerLength, runnerSpan, bestLength, bestSpan } = search;
  if (best === null) return null;
  const decidedBy: ZoneTrace['decided_by'] =
    candidates === 1 ? 'only_match' : runnerLength !== bestLength ? 'bound_length' : runnerSpan !== bestSpan ? 'span' : 'order';
  return { row: best, from: search.bestFrom!, to: search.bestTo!, candidates, decidedBy };
}

function beats(length: number, span: number, row: CompiledZoneRow, bestLength: number, bestSpan: number, best: CompiledZoneRow): boolean {
  if (length !== bestLength) return length > bestLength;
  if (span !== bestSpan) return span < bestSpan;
  if (row.fareGroup.index !== best.fareGroup.index) return row.fareGroup.index < best.fareGroup.index;
  return row.index < best.index;
}

/** An exact amount a * b / d in money units (MONEY_DIGITS). */
export interface ExactAmount {
  readonly a: number;
  readonly b: number;
  readonly d: number;
}

/** Rounds an exact amount to cents, half away from zero. */
export function toCents(x: ExactAmount): number {
  return mulDiv(x.a, x.b, 1, x.d * 100, 'half_away');
}

/** A zone row priced, or why it could not be (docs/pricing.md §2-5). */
export type RowOutcome =
  | {
      readonly ok: true;
      /** Exact, before rounding (a currency conversion rounds only after converting). */
      readonly amount: ExactAmount;
      /** The amount rounded to cents. */
      readonly cents: number;
      readonly weight: WeightTrace;
      readonly measure: MeasureTrace;
      readonly quantity: QuantityTrace;
      readonly rule: RuleTrace;
    }
  | {
      readonly ok: false;
      readonly reason: 'unit' | 'exceeds' | 'no_price' | 'no_distance';
      readonly errors: readonly string[];
      readonly weight: WeightTrace;
    };

/** A priced grid, or why it could not be priced. */
export type GridOutcome =
  | (Extract<RowOutcome, { ok: true }> & { readonly route: RouteMatch })
  | {
      readonly ok: false;
      readonly reason: 'no_route' | 'unit' | 'exceeds' | 'no_price' | 'no_distance';
      readonly errors: readonly string[];
      readonly route: RouteMatch | null;
      readonly weight: WeightTrace | null;
    };

function factorNum(unit: number, xNum: number, pwNum: number, ldmRounded: number, kmTenths: number): number {
  switch (unit) {
    case PER_KM:
      return kmTenths;
    case PER_UNIT:
      return xNum;
    case PER_UNIT_KG:
    case PER_100KG:
      return pwNum;
    case PER_LDM:
      return ldmRounded;
    default:
      return 1;
  }
}

function factorDen(unit: number, xDen: number, pwDen: number): number {
  switch (unit) {
    case PER_UNIT:
      return xDen;
    case PER_UNIT_KG:
      return pwDen;
    case PER_100KG:
      return pwDen * 100;
    case PER_LDM:
      return 100;
    case PER_KM:
      return 10;
    default:
      return 1;
  }
}

/**
 * Prices a shipment on a grid for a route already located (docs/pricing.md §2-5). `kmTenths` is the
 * lane's road distance in tenths of a km (per_km rows multiply by it), null when it has none.
 */
export function priceGrid(
  grid: CompiledGrid,
  facts: ShipmentFacts,
  from: readonly ZoneMatch[],
  to: readonly ZoneMatch[],
  kmTenths: number | null = null,
): GridOutcome {
  const route = findZoneRow(grid, from, to);
  if (!route) return { ok: false, reason: 'no_route', errors: [PRICE_ERRORS.noRoute], route: null, weight: null };
  const outcome = priceRowFreight(grid, route.row, facts, kmTenths);
  return { ...outcome, route };
}

/**
 * The freight of a shipment on one zone row of the grid (docs/pricing.md §2-5): payable weight, measure,
 * quantity row, min/max rule, then the row's minimum and maximum. The one freight formula of the
 * engine: `priceGrid` calls it for the route's row, the Excel export for each row it writes, the
 * health check to compare the amounts at the breaks. A row priced per km (or a per-km neighbour the
 * min/max rule compares) needs the lane's distance, `kmTenths`; without one the row is not priced.
 */
export function priceRowFreight(
  grid: CompiledGrid,
  zoneRow: CompiledZoneRow,
  facts: ShipmentFacts,
  kmTenths: number | null = null,
): RowOutcome {
  const pw = computePayableWeight(facts, grid.weight, allHold(grid.ldmBlocks, facts));
  const weight = weightTrace(facts, pw);

  // The measure m = mNum / mDen.
  const unit = grid.unit;
  let mNum: number;
  let mDen = 1;
  if (unit.kind === 'payable_weight') mNum = pw.payable;
  else if (unit.kind === 'real_weight') mNum = roundRealWeight(facts, grid.weight.payweightStep);
  else {
    const counted = measureCount(unit, facts);
    if ('errors' in counted) return { ok: false, reason: 'unit', errors: counted.errors, weight };
    mNum = counted.num;
    mDen = counted.den;
  }

  const i = quantityRowIndex(zoneRow.fareGroup.rows, mNum, mDen);
  if (i === zoneRow.fareGroup.rows.length) return { ok: false, reason: 'exceeds', errors: [PRICE_ERRORS.exceedsQuantity], weight };
  const price = zoneRow.prices[i] ?? null;
  if (price === null) return { ok: false, reason: 'no_price', errors: [PRICE_ERRORS.noPriceForQuantity], weight };
  if (kmTenths === null && needsDistance(grid, zoneRow, i))
    return { ok: false, reason: 'no_distance', errors: [PRICE_ERRORS.noDistance], weight };
  return ruledFreight(grid, zoneRow, i, price, mNum, mDen, pw, weight, kmTenths ?? 0);
}

/** True when pricing row `i` reads the distance: it is per km, or the neighbour the min/max rule compares is. */
function needsDistance(grid: CompiledGrid, zoneRow: CompiledZoneRow, i: number): boolean {
  const rows = zoneRow.fareGroup.rows;
  if (rows[i]!.unitCode === PER_KM) return true;
  const j = grid.rule === 'min' ? i + 1 : grid.rule === 'max' ? i - 1 : -1;
  return j >= 0 && j < rows.length && zoneRow.prices[j] !== null && rows[j]!.unitCode === PER_KM;
}

/** The first quantity row whose bound (hundredths) holds the measure m = mNum / mDen (bound * mDen >= mNum * 100); rows.length: none. */
function quantityRowIndex(rows: readonly CompiledQuantityRow[], mNum: number, mDen: number): number {
  let lo = 0;
  let hi = rows.length;
  const target = mNum * QUANTITY_SCALE;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareProducts(rows[mid]!.bound, mDen, 1, target, 1, 1) >= 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The freight of quantity row `i` (priced `price`) for the measure m = mNum / mDen: the min/max
 * rule against the neighbour row, then the zone row's minimum and maximum (docs/pricing.md §5).
 * Plain numbers throughout: it runs once per priced row.
 */
function ruledFreight(
  grid: CompiledGrid,
  zoneRow: CompiledZoneRow,
  i: number,
  price: number,
  mNum: number,
  mDen: number,
  pw: PayableWeight,
  weight: WeightTrace,
  kmTenths: number,
): RowOutcome {
  const rows = zoneRow.fareGroup.rows;
  const prices = zoneRow.prices;
  // With a weight measure the bounds also stand in for PW.
  const isWeight = grid.unit.kind === 'payable_weight' || grid.unit.kind === 'real_weight';
  const q = rows[i]!;
  const ldmRounded = pw.ldmRounded;
  let a = price;
  let b = factorNum(q.unitCode, mNum, pw.payable, ldmRounded, kmTenths);
  let d = factorDen(q.unitCode, mDen, 1);
  const rowAmount = mulDiv(a, b, 1, d * 100, 'half_away');

  let outcome: RuleTrace['outcome'] = 'row';
  let comparedRow: CompiledQuantityRow | null = null;
  let comparedAmount: number | null = null;
  const j = grid.rule === 'min' ? i + 1 : grid.rule === 'max' ? i - 1 : -1;
  const other = j >= 0 && j < rows.length ? (prices[j] ?? null) : null;
  if (other !== null) {
    // The neighbour row priced at a bound: x = the bound (hundredths); a weight bound is also PW.
    const boundRow = grid.rule === 'min' ? q : rows[j]!;
    const r = rows[j]!;
    const ob = factorNum(r.unitCode, boundRow.bound, isWeight ? boundRow.bound : pw.payable, ldmRounded, kmTenths);
    const od = factorDen(r.unitCode, QUANTITY_SCALE, isWeight ? QUANTITY_SCALE : 1);
    const cmp = compareProducts(other, ob, d, a, b, od);
    comparedRow = r;
    comparedAmount = mulDiv(other, ob, 1, od * 100, 'half_away');
    if (grid.rule === 'min' ? cmp < 0 : cmp > 0) {
      outcome = grid.rule === 'min' ? 'next_break' : 'previous_break';
      a = other;
      b = ob;
      d = od;
    }
  }

  const minimumApplied = zoneRow.minimum !== null && compareProducts(a, b, 1, zoneRow.minimum, d, 1) < 0;
  if (minimumApplied) {
    a = zoneRow.minimum!;
    b = 1;
    d = 1;
  }
  const maximumApplied = zoneRow.maximum !== null && compareProducts(a, b, 1, zoneRow.maximum, d, 1) > 0;
  if (maximumApplied) {
    a = zoneRow.maximum!;
    b = 1;
    d = 1;
  }
  const amount: ExactAmount = { a, b, d };
  const cents = toCents(amount);
  return {
    ok: true,
    amount,
    cents,
    weight,
    measure: { unit: grid.unit.code, value: mNum / mDen },
    quantity: quantityTrace(q, price),
    rule: ruleTrace(grid.rule, zoneRow, outcome, rowAmount, comparedRow, comparedAmount, minimumApplied, maximumApplied, cents),
  };
}

/** The quantity row's trace: its position as stored, its bound, pricing unit and price. */
function quantityTrace(q: CompiledQuantityRow, price: number): QuantityTrace {
  return {
    row: q.index,
    quantity: scaledToNumber(q.bound, QUANTITY_DIGITS),
    pricing_unit: q.unit,
    price: scaledToNumber(price, MONEY_DIGITS),
  };
}

/** The min/max rule's trace: what decided the amount, the zone row's minimum and maximum and whether they applied (amounts from cents). */
function ruleTrace(
  rule: MinMaxRule,
  zoneRow: CompiledZoneRow,
  outcome: RuleTrace['outcome'],
  rowAmount: number,
  comparedRow: CompiledQuantityRow | null,
  comparedAmount: number | null,
  minimumApplied: boolean,
  maximumApplied: boolean,
  cents: number,
): RuleTrace {
  return {
    rule,
    outcome,
    row_amount: rowAmount / 100,
    compared_row: comparedRow ? comparedRow.index : null,
    compared_amount: comparedAmount === null ? null : comparedAmount / 100,
    minimum: zoneRow.minimum === null ? null : scaledToNumber(zoneRow.minimum, MONEY_DIGITS),
    maximum: zoneRow.maximum === null ? null : scaledToNumber(zoneRow.maximum, MONEY_DIGITS),
    minimum_applied: minimumApplied,
    maximum_applied: maximumApplied,
    amount: cents / 100,
  };
}

function weightTrace(facts: ShipmentFacts, pw: PayableWeight): WeightTrace {
  return {
    basis: pw.basis,
    payable_weight: pw.payable,
    real_weight: scaledToNumber(facts.weight, MEASURE_DIGITS),
    ldm: scaledToNumber(facts.ldm, MEASURE_DIGITS),
    ldm_rounded: pw.ldmRounded / 100,
    ldm_counts: pw.ldmCounts,
    ldm_weight: scaledToNumber(pw.ldmWeight, 6),
    cbm: scaledToNumber(facts.cbm, MEASURE_DIGITS),
    cbm_weight: scaledToNumber(pw.cbmWeight, 6),
  };
}

/** The trace of a matched zone row. */
export function zoneTrace(grid: CompiledGrid, route: RouteMatch): ZoneTrace {
  const zones = grid.locator.zoneRefs;
  return {
    fare_group: route.row.fareGroup.index,
    row: route.row.index,
    zone_from: zones[route.row.zoneFrom]!,
    zone_to: zones[route.row.zoneTo]!,
    collection_area: route.from.area.ref,
    delivery_area: route.to.area.ref,
    bound_length: route.from.area.boundLength + route.to.area.boundLength,
    span: route.from.area.span + route.to.area.span,
    candidates: route.candidates,
    decided_by: route.decidedBy,
  };
}
