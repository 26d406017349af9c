/**
 * Surcharges (docs/pricing.md §8): compiled once per carrier, ordered per pricelist by their
 * dependencies, and evaluated after the freight.
 */
import { allHold, anyHolds, type CompiledCondition } from '../conditions/conditions';
import { SURCHARGE_TYPES, type SurchargeType } from '../constants/pricing';
import { PricingDataError } from '../data-error';
import { compareProducts, mulDiv } from '../money/arithmetic';
import { conversionRatio, convertExact, type ExchangeRates } from '../money/currency';
import { MONEY_DIGITS, parseScaledOrNull, scaledToNumber } from '../money/decimal';
import type { ShipmentFacts } from '../shipment/shipment';
import type { ZoneMatch } from '../zones/zone-locator';
import { compileGrid, priceGrid, resolveConditions, zoneTrace, type CompiledGrid, type GridContext } from './grid';
import { fuelPickText, monthOfDay, pickFuelPercent, type CompiledFuelIndex, type FuelPick } from './fuel-index';
import { refId, type SurchargeRecord } from './records';
import type { FuelTrace, SurchargeTrace } from './trace';
import { translate } from '../i18n/translate';

/** A zone condition with dense zone indices (-1: any). Amounts in money units. */
export interface CompiledZoneCondition {
  readonly zoneFrom: number;
  readonly zoneTo: number;
  readonly amount: number;
  readonly minimum: number | null;
  readonly maximum: number | null;
}

export interface CompiledSurcharge {
  readonly id: number;
  readonly name: string;
  readonly type: SurchargeType;
  /** percentage: 'fuel_index' takes the percent from `fuelIndex` by the collection month; else 'fixed'. */
  readonly amountSource: 'fixed' | 'fuel_index';
  /** The carrier's fuel index (amountSource fuel_index); null: none kept, so it cannot be priced. */
  readonly fuelIndex: CompiledFuelIndex | null;
  /** null: the pricelist's currency. */
  readonly currency: string | null;
  readonly hidden: boolean;
  /** constant: money units; percentage: percent in units of 1e-4. */
  readonly amount: number;
  readonly minimum: number | null;
  readonly maximum: number | null;
  readonly allConditionsNeeded: boolean;
  readonly conditions: readonly CompiledCondition[];
  /** Surcharge ids, as stored. */
  readonly dependencyIds: readonly number[];
  readonly zoneConditions: readonly CompiledZoneCondition[];
  /** Positions in zoneConditions by collection zone; open-sided ones apart. */
  readonly zoneConditionsByFrom: ReadonlyMap<number, readonly number[]>;
  readonly zoneConditionsAnyFrom: readonly number[];
  readonly grid: CompiledGrid | null;
}

function money(value: number | string | null | undefined, field: string, owner: string): number | null {
  try {
    return parseScaledOrNull(value, MONEY_DIGITS);
  } catch {
    throw new PricingDataError(`${owner}: ${field} is not a number: ${String(value)}`);
  }
}

/** Compiles a surcharge; throws PricingDataError naming it on bad data. */
export function compileSurcharge(
  record: SurchargeRecord,
  ctx: Omit<GridContext, 'owner'> & { fuelIndex?: CompiledFuelIndex | null },
): CompiledSurcharge {
  const owner = `Surcharge ${record.id}`;
  if (!(SURCHARGE_TYPES as readonly string[]).includes(record.type)) throw new PricingDataError(`${owner}: unknown type ${record.type}`);
  const type = record.type as SurchargeType;
  const source = record.amount_source ?? 'fixed';
  if (source !== 'fixed' && source !== 'fuel_index') throw new PricingDataError(`${owner}: unknown amount_source ${source}`);
  const amountSource: 'fixed' | 'fuel_index' = type === 'percentage' && source === 'fuel_index' ? 'fuel_index' : 'fixed';
  const { fuelIndex = null, ...gridCtx } = ctx;
  const gctx: GridContext = { ...gridCtx, owner };
  const zoneIndex = (id: number | null | undefined): number => {
    if (id === null || id === undefined) return -1;
    const index = ctx.locator.indexOf(id);
    if (index < 0) throw new PricingDataError(`${owner}: unknown zone ${id}`);
    return index;
  };
  // A pricelist-type surcharge has its own grid and a fuel-indexed one one percent for every route.
  const zoneConditions =
    type === 'pricelist' || amountSource === 'fuel_index'
      ? []
      : (record.zone_conditions ?? []).map((z) =>
          Object.freeze({
            zoneFrom: zoneIndex(z.zone_from),
            zoneTo: zoneIndex(z.zone_to),
            amount: money(z.amount, 'zone condition amount', owner) ?? 0,
            minimum: money(z.minimum_amount, 'zone condition minimum_amount', owner),
            maximum: money(z.maximum_amount, 'zone condition maximum_amount', owner),
          }),
        );
  const byFrom = new Map<number, number[]>();
  const anyFrom: number[] = [];
  zoneConditions.forEach((zc, i) => {
    if (zc.zoneFrom < 0) anyFrom.push(i);
    else {
      const list = byFrom.get(zc.zoneFrom);
      if (list) list.push(i);
      else byFrom.set(zc.zoneFrom, [i]);
    }
  });
  let grid: CompiledGrid | null = null;
  if (type === 'pricelist') {
    if (!record.pricelist) throw new PricingDataError(`${owner}: a pricelist surcharge needs its pricelist`);
    grid = compileGrid(record.pricelist, record.ldm_blocks, gctx);
  }
  return Object.freeze({
    id: record.id,
    name: record.name,
    type,
    amountSource,
    fuelIndex: amountSource === 'fuel_index' ? fuelIndex : null,
    currency: record.currency || null,
    hidden: record.hidden === true,
    amount: money(record.amount, 'amount', owner) ?? 0,
    minimum: type === 'percentage' ? money(record.minimum_amount, 'minimum_amount', owner) : null,
    maximum: type === 'percentage' ? money(record.maximum_amount, 'maximum_amount', owner) : null,
    allConditionsNeeded: record.all_conditions_needed === true,
    conditions: Object.freeze(resolveConditions(record.blocks, gctx)),
    dependencyIds: Object.freeze((record.dependencies ?? []).map(refId)),
    zoneConditions: Object.freeze(zoneConditions),
    zoneConditionsByFrom: byFrom,
    zoneConditionsAnyFrom: Object.freeze(anyFrom),
    grid,
  });
}

/** A surcharge's name and dependencies, enough to check for cycles. */
export interface SurchargeNode {
  id: number;
  name: string;
  dependencies?: ReadonlyArray<number | { id: number }> | null;
}

/** A dependency cycle: the surcharges around it, the first repeated at the end. */
export interface SurchargeCycle {
  ids: number[];
  names: string[];
  /** `Surcharge dependencies form a cycle: A -> B -> A` */
  message: string;
}

/**
 * The first dependency cycle among the surcharges, or null. Call it before saving a surcharge
 * with the carrier's surcharges (the edited one in its new form). Unknown ids are ignored.
 */
export function findSurchargeCycle(surcharges: readonly SurchargeNode[]): SurchargeCycle | null {
  const byId = new Map<number, SurchargeNode>();
  for (const s of surcharges) byId.set(s.id, s);
  const state = new Map<number, 1 | 2>(); // 1: on the current path, 2: done
  const path: number[] = [];
  const visit = (id: number): number[] | null => {
    state.set(id, 1);
    path.push(id);
    for (const ref of byId.get(id)!.dependencies ?? []) {
      const dep = refId(ref);
      if (!byId.has(dep)) continue;
      const s = state.get(dep);
      if (s === 1) return [...path.slice(path.indexOf(dep)), dep];
      if (s === undefined) {
        const found = visit(dep);
        if (found) return found;
      }
    }
    path.pop();
    state.set(id, 2);
    return null;
  };
  for (const s of surcharges) {
    if (state.has(s.id)) continue;
    const ids = visit(s.id);
    if (ids) {
      const names = ids.map((id) => byId.get(id)!.name);
      return { ids, names, message: translate('en', 'errors.surcharges.cycle', { cycle: names.join(' -> ') }) };
    }
  }
  return null;
}

/**
 * Evaluation order of a pricelist's surcharges (positions in its list): every dependency first,
 * otherwise the listed order. Dependencies on surcharges the pricelist does not list are ignored
 * (they never apply to it). Null when the dependencies form a cycle.
 */
export function orderSurcharges(list: readonly CompiledSurcharge[]): { order: number[]; dependencies: number[][] } | null {
  const position = new Map<number, number>();
  list.forEach((s, i) => position.set(s.id, i));
  const dependencies = list.map((s) => {
    const deps: number[] = [];
    for (const id of s.dependencyIds) {
      const p = position.get(id);
      if (p !== undefined && !deps.includes(p)) deps.push(p);
    }
    return deps;
  });
  const done = new Array<boolean>(list.length).fill(false);
  const order: number[] = [];
  // Repeatedly take the first listed surcharge whose dependencies are all done (stable Kahn).
  while (order.length < list.length) {
    let progressed = false;
    for (let i = 0; i < list.length; i++) {
      if (done[i] || !dependencies[i]!.every((d) => done[d])) continue;
      done[i] = true;
      order.push(i);
      progressed = true;
      break;
    }
    if (!progressed) return null;
  }
  return { order, dependencies };
}

/** What evaluating one surcharge needs. */
export interface SurchargeContext {
  readonly facts: ShipmentFacts;
  readonly from: readonly ZoneMatch[];
  readonly to: readonly ZoneMatch[];
  readonly currency: string;
  readonly rates: ExchangeRates | null | undefined;
  /** The Freight line before hidden surcharges, cents. */
  readonly freight: number;
  /** false: no trace is built (the outcome's trace is null); default true. */
  readonly explain?: boolean;
  /** The collection day (day number), whose month picks a fuel-indexed percent; absent: such a surcharge cannot be priced. */
  readonly collectionDay?: number | null;
  /** The lane's road distance, tenths of a km, for a pricelist-type surcharge's per_km rows; absent: none. */
  readonly kmTenths?: number | null;
}

/** The amount in cents (pricelist currency), or null when it does not apply; error when a rate is missing. */
export interface SurchargeOutcome {
  readonly amount: number | null;
  readonly missingRate: string | null;
  /** Why the shipment cannot be priced besides a missing rate (a fuel-indexed percent not found). */
  readonly error?: string;
  /** null when ctx.explain is false. */
  readonly trace: SurchargeTrace | null;
}

const NO_DEPENDENCIES: readonly number[] = Object.freeze([]);

function baseTrace(s: CompiledSurcharge, currency: string): SurchargeTrace {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    applied: false,
    reason: 'conditions_not_met',
    hidden: s.hidden,
    currency,
    zone_condition: null,
    rate: null,
    base: null,
    dependencies: NO_DEPENDENCIES,
    minimum_applied: false,
    maximum_applied: false,
    grid: null,
    fuel: null,
    amount: null,
  };
}

/**
 * The zone condition matching the route: the most specific (sum of the matched areas' bound
 * lengths, then spans; an open side counts as the least specific), then the first listed.
 * Returns its position, or -1.
 */
function findZoneCondition(s: CompiledSurcharge, from: readonly ZoneMatch[], to: readonly ZoneMatch[]): number {
  const best = { index: -1, length: -1, span: 0 };
  for (let x = 0; x < from.length; x++) {
    const f = from[x]!;
    const list = s.zoneConditionsByFrom.get(f.zone);
    if (list !== undefined) for (let k = 0; k < list.length; k++) considerZoneCondition(s, list[k]!, f, to, best);
  }
  const open = s.zoneConditionsAnyFrom;
  for (let k = 0; k < open.length; k++) considerZoneCondition(s, open[k]!, null, to, best);
  return best.index;
}

const OPEN_SPAN = Number.MAX_SAFE_INTEGER;

function considerZoneCondition(
  s: CompiledSurcharge,
  index: number,
  f: ZoneMatch | null,
  to: readonly ZoneMatch[],
  best: { index: number; length: number; span: number },
): void {
  const zoneTo = s.zoneConditions[index]!.zoneTo;
  let t: ZoneMatch | null = null;
  if (zoneTo >= 0) {
    for (let y = 0; y < to.length && t === null; y++) if (to[y]!.zone === zoneTo) t = to[y]!;
    if (t === null) return;
  }
  const length = (f ? f.area.boundLength : 0) + (t ? t.area.boundLength : 0);
  const span = (f ? f.area.span : OPEN_SPAN) + (t ? t.area.span : OPEN_SPAN);
  const better =
    best.index < 0 || length > best.length || (length === best.length && (span < best.span || (span === best.span && index < best.index)));
  if (better) {
    best.index = index;
    best.length = length;
    best.span = span;
  }
}

/** Converts money units in `from` into cents of `to`, rounding once; null when a rate is missing. */
function toPricelistCents(units: number, from: string, to: string, rates: ExchangeRates | null | undefined): number | null {
  if (from === to) return mulDiv(units, 1, 1, 100, 'half_away');
  const ratio = conversionRatio(rates, from, to);
  return ratio ? convertExact(units, 1, 1, ratio, 100) : null;
}

/**
 * Evaluates one surcharge of a pricelist's list. `amounts` holds the cents of the surcharges
 * evaluated so far (null: not applied), `dependencies` the positions of this one's dependencies.
 */
export function evaluateSurcharge(
  s: CompiledSurcharge,
  ctx: SurchargeContext,
  list: readonly CompiledSurcharge[],
  amounts: readonly (number | null)[],
  dependencies: readonly number[],
): SurchargeOutcome {
  const currency = s.currency ?? ctx.currency;
  const trace = ctx.explain === false ? null : baseTrace(s, currency);
  const holds = s.allConditionsNeeded ? allHold(s.conditions, ctx.facts) : anyHolds(s.conditions, ctx.facts);
  if (!holds) return { amount: null, missingRate: null, trace };
  if (s.grid) return gridSurcharge(s.grid, ctx, currency, trace);

  let amount = s.amount;
  let minimum = s.minimum;
  let maximum = s.maximum;
  if (s.amountSource === 'fuel_index') {
    const pick = fuelPick(s, ctx.collectionDay);
    if (trace) trace.fuel = fuelTrace(pick);
    if (pick === null || !pick.ok) {
      // Unpriceable like a missing exchange rate: a price without its fuel surcharge would be wrong.
      if (trace) trace.reason = 'no_fuel_index';
      return { amount: null, missingRate: null, error: pick === null ? NO_DATE : fuelPickText(pick), trace };
    }
    amount = pick.scaledPercent;
  } else if (s.zoneConditions.length > 0) {
    const i = findZoneCondition(s, ctx.from, ctx.to);
    if (i < 0) {
      if (trace) trace.reason = 'no_zone_condition';
      return { amount: null, missingRate: null, trace };
    }
    const zc = s.zoneConditions[i]!;
    if (trace) trace.zone_condition = i;
    amount = zc.amount;
    minimum = zc.minimum;
    maximum = zc.maximum;
  }
  if (trace) trace.rate = scaledToNumber(amount, MONEY_DIGITS);

  if (s.type === 'constant') return finish(trace, toPricelistCents(amount, currency, ctx.currency, ctx.rates), currency);
  const base = percentageBase(ctx.freight, list, amounts, dependencies, trace);
  return percentageOf(base, amount, minimum, maximum, currency, ctx, trace);
}

/** A pricelist-type surcharge: its own grid priced for the shipment, converted into the pricelist's currency. */
function gridSurcharge(grid: CompiledGrid, ctx: SurchargeContext, currency: string, trace: SurchargeTrace | null): SurchargeOutcome {
  const outcome = priceGrid(grid, ctx.facts, ctx.from, ctx.to, ctx.kmTenths ?? null);
  if (trace)
    trace.grid = {
      weight: outcome.weight,
      zone: outcome.route ? zoneTrace(grid, outcome.route) : null,
      measure: outcome.ok ? outcome.measure : null,
      quantity: outcome.ok ? outcome.quantity : null,
      rule: outcome.ok ? outcome.rule : null,
    };
  if (!outcome.ok) {
    if (trace) trace.reason = outcome.reason;
    return { amount: null, missingRate: null, trace };
  }
  let cents: number | null;
  if (currency === ctx.currency) cents = outcome.cents;
  else {
    const ratio = conversionRatio(ctx.rates, currency, ctx.currency);
    cents = ratio ? convertExact(outcome.amount.a, outcome.amount.b, outcome.amount.d, ratio, 100) : null;
  }
  return finish(trace, cents, currency);
}

/** A percentage's base in cents: the freight and the dependencies applied so far (`amounts`: null, not applied). */
function percentageBase(
  freight: number,
  list: readonly CompiledSurcharge[],
  amounts: readonly (number | null)[],
  dependencies: readonly number[],
  trace: SurchargeTrace | null,
): number {
  let base = freight;
  if (dependencies.length > 0) {
    const applied: number[] | null = trace ? [] : null;
    for (let k = 0; k < dependencies.length; k++) {
      const cents = amounts[dependencies[k]!];
      if (cents === null || cents === undefined) continue;
      base += cents;
      applied?.push(list[dependencies[k]!]!.id);
    }
    if (trace) trace.dependencies = applied!;
  }
  if (trace) trace.base = base / 100;
  return base;
}

/** A percentage surcharge: `base` cents x `amount` / 100, then its minimum and maximum (in `currency`, converted). */
function percentageOf(
  base: number,
  amount: number,
  minimum: number | null,
  maximum: number | null,
  currency: string,
  ctx: SurchargeContext,
  trace: SurchargeTrace | null,
): SurchargeOutcome {
  // base cents x percent (1e-4 units) / 100 -> cents x 1e6.
  let a = base;
  let b = amount;
  let d = 1_000_000;
  if (minimum !== null) {
    const min = toPricelistCents(minimum, currency, ctx.currency, ctx.rates);
    if (min === null) return finish(trace, null, currency);
    if (compareProducts(a, b, 1, min, d, 1) < 0) {
      a = min;
      b = 1;
      d = 1;
      if (trace) trace.minimum_applied = true;
    }
  }
  if (maximum !== null) {
    const max = toPricelistCents(maximum, currency, ctx.currency, ctx.rates);
    if (max === null) return finish(trace, null, currency);
    if (compareProducts(a, b, 1, max, d, 1) > 0) {
      a = max;
      b = 1;
      d = 1;
      if (trace) trace.maximum_applied = true;
    }
  }
  return finish(trace, mulDiv(a, b, 1, d, 'half_away'), currency);
}

function finish(trace: SurchargeTrace | null, cents: number | null, currency: string): SurchargeOutcome {
  if (cents === null) {
    if (trace) trace.reason = 'no_rate';
    return { amount: null, missingRate: currency, trace };
  }
  if (trace) {
    trace.applied = true;
    trace.reason = 'applied';
    trace.amount = cents / 100;
  }
  return { amount: cents, missingRate: null, trace };
}

/** The fuel-indexed percent of the collection month; no index kept counts as no value; null: no collection date. */
function fuelPick(s: CompiledSurcharge, collectionDay: number | null | undefined): FuelPick | null {
  if (collectionDay === null || collectionDay === undefined) return null;
  const month = monthOfDay(collectionDay);
  if (!s.fuelIndex) return { ok: false, reason: 'no_value', month };
  return pickFuelPercent(s.fuelIndex, month);
}

function fuelTrace(pick: FuelPick | null): FuelTrace {
  if (pick === null) return { month: null, value_month: null, price: null, band: null, percent: null, text: NO_DATE };
  const month = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  return {
    month: month(pick.month),
    value_month: pick.ok || pick.reason === 'no_band' ? month(pick.valueMonth) : null,
    price: pick.ok || pick.reason === 'no_band' ? pick.price : null,
    band: pick.ok ? pick.band : null,
    percent: pick.ok ? pick.percent : null,
    text: fuelPickText(pick),
  };
}

const NO_DATE = 'No collection date to read the fuel index by';
