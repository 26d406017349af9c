/**
 * The health of one price grid (a pricelist's or a pricelist-type surcharge's): empty cells and
 * rows, amounts that fall as the shipment grows, quantity rows out of order, pricing units that do
 * not fit the grid's unit, and zone rows that tie, never price or use zones without areas.
 * Everything is computed on the compiled grid with the engine's own functions: the freight of a
 * break is `priceRowFreight`, the row a postcode pair reaches is `findZoneRow`.
 */
import { minMaxRuleLabel, pricingUnitInSentence } from '../constants/unit-words';
import { UNIT_CODES, type PricingUnit } from '../constants/units';
import { displayNumber } from '../glossary/display';
import { capitalise } from '../glossary/glossary';
import type { Language } from '../i18n/languages';
import { translator, type Translate } from '../i18n/translate';
import { MONEY_DIGITS, QUANTITY_DIGITS, QUANTITY_SCALE, scaledToNumber } from '../money/decimal';
import { findZoneRow, priceRowFreight, type CompiledGrid, type CompiledQuantityRow, type CompiledZoneRow } from '../pricing/grid';
import { measureShipment, type ShipmentFacts, type ShipmentRowInput } from '../shipment/shipment';
import { addressClasses, type AddressClass } from '../zones/address-classes';
import type { ZoneMatch } from '../zones/zone-locator';
import type { HealthFinding, HealthKind, HealthSeverity } from './findings';

function finding(
  severity: HealthSeverity,
  kind: HealthKind,
  message: string,
  place: { fare_group?: number | null; zone_row?: number | null; quantity_row?: number | null } = {},
): HealthFinding {
  return Object.freeze({
    severity,
    kind,
    message,
    fare_group: place.fare_group ?? null,
    zone_row: place.zone_row ?? null,
    quantity_row: place.quantity_row ?? null,
  });
}

// ---- words ------------------------------------------------------------------------------------------

/** The words of the findings in English: the API's (the server's), and every function's default here. */
const ENGLISH = translator('en');

/** The short code of the grid's unit ('EUR'), or the unit's own code. */
function unitCode(grid: CompiledGrid): string {
  const code = grid.unit.code;
  return (code && UNIT_CODES[code as keyof typeof UNIT_CODES]) ?? code ?? '';
}

/** "500 kg", "1 250,5 kg", "3 EUR pallet places", "2 CTN pieces": a quantity bound in the grid's measure, in `t`'s language. */
export function quantityText(grid: CompiledGrid, bound: number, t: Translate = ENGLISH): string {
  const count = scaledToNumber(bound, QUANTITY_DIGITS);
  const n = displayNumber(count, QUANTITY_DIGITS);
  switch (grid.unit.kind) {
    case 'payable_weight':
    case 'real_weight':
      return `${n} kg`;
    case 'pallet':
      return t('health.quantity.places', { count, n, code: unitCode(grid) });
    case 'pieces':
      return t('health.quantity.typedPieces', { count, n, code: unitCode(grid) });
    default:
      return t('health.quantity.pieces', { count, n });
  }
}

/** What the grid's quantity rows count, in words ('kg' when `kg` and the grid counts weight). */
function measureWords(grid: CompiledGrid, t: Translate, kg = false): string {
  const kind = grid.unit.kind;
  if (kind === 'payable_weight') return t('health.measure', { kind: kg ? 'kg' : 'payable' });
  if (kind === 'real_weight') return t('health.measure', { kind: kg ? 'kg' : 'real' });
  if (kind === 'pallet' || kind === 'pieces') return t('health.measure', { kind, code: unitCode(grid) });
  return t('health.measure', { kind: 'any' });
}

/** Cents as "69,00" (the product's number format; the amount is in the grid's currency). */
function centsText(cents: number): string {
  return displayNumber(cents / 100, 2, 2);
}

/** "zone row 3 (Tallinn → Riga)", with its fare group when the grid has several: the grid's own words. */
export function rowName(grid: CompiledGrid, row: CompiledZoneRow, t: Translate = ENGLISH): string {
  const names = grid.locator.zoneNames;
  return t('health.row', {
    group: grid.fareGroups.length > 1 ? String(row.fareGroup.index + 1) : 'none',
    row: String(row.index + 1),
    from: names[row.zoneFrom] || '?',
    to: names[row.zoneTo] || '?',
  });
}

/** "Break 2 (500 kg)": a column of the grid by its position and quantity. */
function breakName(grid: CompiledGrid, q: CompiledQuantityRow, t: Translate, position = q.index): string {
  return t('health.break', { n: String(position + 1), quantity: quantityText(grid, q.bound, t) });
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

// ---- pricing units ------------------------------------------------------------------------------

/** Pricing units that make no sense for the grid's unit, and why (docs/pricing.md "Health check"). */
function unitMismatch(grid: CompiledGrid, unit: PricingUnit, t: Translate): string | null {
  const kind = grid.unit.kind;
  if (kind === 'payable_weight' || kind === 'real_weight') {
    return unit === 'per_ldm' ? t('health.unit.why', { follows: 'loading', measure: measureWords(grid, t, true) }) : null;
  }
  if (unit === 'per_ldm') return t('health.unit.why', { follows: 'loading', measure: measureWords(grid, t) });
  if (unit === 'per_unit_kg' || unit === 'per_100kg') return t('health.unit.why', { follows: 'weight', measure: measureWords(grid, t) });
  return null;
}

// ---- the checks -------------------------------------------------------------------------------------

/** Quantity rows in stored order. */
function storedOrder(rows: readonly CompiledQuantityRow[]): CompiledQuantityRow[] {
  return [...rows].sort((a, b) => a.index - b.index);
}

function quantityFindings(grid: CompiledGrid, t: Translate, language: Language, out: HealthFinding[]): void {
  for (const group of grid.fareGroups) {
    const stored = storedOrder(group.rows);
    for (let k = 1; k < stored.length; k++) {
      const q = stored[k]!;
      const before = stored[k - 1]!;
      if (q.bound > before.bound) continue;
      out.push(
        finding(
          'error',
          'quantities_not_ascending',
          t('health.quantitiesNotAscending', { step: breakName(grid, q, t, k), quantity: quantityText(grid, before.bound, t) }),
          { fare_group: group.index, quantity_row: q.index },
        ),
      );
    }
    for (const q of stored) {
      const why = unitMismatch(grid, q.unit, t);
      if (why === null) continue;
      const unit = pricingUnitInSentence(q.unit, language);
      out.push(
        finding(
          'warning',
          'unit_mismatch',
          t('health.unitMismatch', { step: breakName(grid, q, t), unit, measure: measureWords(grid, t), why }),
          { fare_group: group.index, quantity_row: q.index },
        ),
      );
    }
  }
}

/** Zone rows of every fare group, in fare group then row order. */
function allRows(grid: CompiledGrid): CompiledZoneRow[] {
  const rows: CompiledZoneRow[] = [];
  for (const list of grid.routes.lists) rows.push(...list);
  return rows.sort((a, b) => a.fareGroup.index - b.fareGroup.index || a.index - b.index);
}

function emptyFindings(grid: CompiledGrid, rows: readonly CompiledZoneRow[], t: Translate, out: HealthFinding[]): void {
  for (const row of rows) {
    const place = { fare_group: row.fareGroup.index, zone_row: row.index };
    const priced = row.prices.map((p) => p !== null);
    const first = priced.indexOf(true);
    if (first < 0) {
      out.push(finding('error', 'empty_row', t('health.emptyRow', { row: capitalise(rowName(grid, row, t)) }), place));
      continue;
    }
    const last = priced.lastIndexOf(true);
    // Empty cells before the first or after the last price are ranges not offered; inside, a gap.
    for (let p = first + 1; p < last; p++) {
      if (priced[p]) continue;
      const q = row.fareGroup.rows[p]!;
      out.push(
        finding(
          'warning',
          'empty_cell',
          t('health.emptyCell', { row: capitalise(rowName(grid, row, t)), quantity: quantityText(grid, q.bound, t) }),
          { ...place, quantity_row: q.index },
        ),
      );
    }
  }
}

/** A shipment whose measure in this grid is `x` (kg, pallet places or pieces): what the checks price. */
function shipmentOf(grid: CompiledGrid, x: number, cache: Map<number, ShipmentFacts>): ShipmentFacts {
  let facts = cache.get(x);
  if (facts) return facts;
  const unit = grid.unit;
  let row: ShipmentRowInput;
  if (unit.kind === 'payable_weight' || unit.kind === 'real_weight') row = { quantity: 1, type: 'carton', weight: x };
  else if (unit.kind === 'any') row = { quantity: x, type: 'colli', weight: 0 };
  else row = { quantity: x, type: unit.code, weight: 0 };
  facts = measureShipment([row]);
  cache.set(x, facts);
  return facts;
}

/**
 * The measures a quantity row can be charged at: from the lightest above the previous bound to the
 * heaviest within its own. Weights come in steps of the payweight rounding, counts in whole pieces.
 */
function measureRange(grid: CompiledGrid, rows: readonly CompiledQuantityRow[], p: number): { low: number; high: number } | null {
  const isWeight = grid.unit.kind === 'payable_weight' || grid.unit.kind === 'real_weight';
  const step = isWeight ? grid.weight.payweightStep : 1;
  const unitBound = step * QUANTITY_SCALE;
  const previous = p > 0 ? rows[p - 1]!.bound : 0;
  const low = (Math.floor(previous / unitBound) + 1) * step;
  const high = Math.floor(rows[p]!.bound / unitBound) * step;
  return high >= low ? { low, high } : null;
}

function monotonicFindings(grid: CompiledGrid, rows: readonly CompiledZoneRow[], t: Translate, out: HealthFinding[]): void {
  const cache = new Map<number, ShipmentFacts>();
  for (const row of rows) {
    const quantities = row.fareGroup.rows;
    // The heaviest shipment of the last priced quantity so far, and what it costs.
    let top: { p: number; x: number; cents: number } | null = null;
    for (let p = 0; p < quantities.length; p++) {
      if (row.prices[p] === null) continue;
      const range = measureRange(grid, quantities, p);
      if (!range) continue;
      const low = priceRowFreight(grid, row, shipmentOf(grid, range.low, cache));
      const high = priceRowFreight(grid, row, shipmentOf(grid, range.high, cache));
      if (!low.ok || !high.ok) continue;
      if (top !== null && low.cents < top.cents) {
        const lighter = quantities[top.p]!;
        const q = quantities[p]!;
        const words = t('health.nonMonotonic', {
          row: capitalise(rowName(grid, row, t)),
          lighter: quantityText(grid, top.x * QUANTITY_SCALE, t),
          lighterCost: centsText(top.cents),
          lighterBreak: quantityText(grid, lighter.bound, t),
          heavier: quantityText(grid, range.low * QUANTITY_SCALE, t),
          heavierCost: centsText(low.cents),
          heavierBreak: quantityText(grid, q.bound, t),
        });
        out.push(
          finding('warning', 'non_monotonic', words, { fare_group: row.fareGroup.index, zone_row: row.index, quantity_row: q.index }),
        );
      }
      top = { p, x: range.high, cents: high.cents };
    }
  }
}

/** A cell this many times above (or below) the cells of its pattern is taken for a typing error. */
export const OUTLIER_FACTOR = 5;
/** At the end of a row, the two cells before it must agree this closely to make a pattern. */
const EDGE_PATTERN_FACTOR = 2;

/** A price as the grid editor shows it: "124,00", "0,045". */
function priceText(scaled: number): string {
  return displayNumber(scaledToNumber(scaled, MONEY_DIGITS), MONEY_DIGITS, 2);
}

/**
 * The cells a price is judged against: the nearest priced cell of the same pricing unit on each
 * side; at either end of the row, the two nearest on the one side, when they agree within
 * EDGE_PATTERN_FACTOR. Null when the row shows no pattern to judge by.
 */
function patternAround(row: CompiledZoneRow, p: number): number[] | null {
  const unit = row.fareGroup.rows[p]!.unit;
  const same = (k: number) => row.prices[k] !== null && row.prices[k]! > 0 && row.fareGroup.rows[k]!.unit === unit;
  const before: number[] = [];
  const after: number[] = [];
  for (let k = p - 1; k >= 0 && before.length < 2; k--) if (same(k)) before.push(k);
  for (let k = p + 1; k < row.prices.length && after.length < 2; k++) if (same(k)) after.push(k);
  const price = (k: number) => row.prices[k]!;
  if (before.length > 0 && after.length > 0) {
    const pair = [price(before[0]!), price(after[0]!)];
    return Math.max(...pair) < OUTLIER_FACTOR * Math.min(...pair) ? [before[0]!, after[0]!] : null;
  }
  const side = before.length === 2 ? before.reverse() : after.length === 2 ? after : null;
  if (!side) return null;
  const pair = side.map(price);
  return Math.max(...pair) <= EDGE_PATTERN_FACTOR * Math.min(...pair) ? side : null;
}

/**
 * True when the row's other prices of the cell's pricing unit follow on each other without a jump
 * of OUTLIER_FACTOR: the cell alone breaks the pattern (of two cells off together, neither is named).
 */
function isSmoothWithout(row: CompiledZoneRow, p: number): boolean {
  const unit = row.fareGroup.rows[p]!.unit;
  let previous: number | null = null;
  for (let k = 0; k < row.prices.length; k++) {
    const price = row.prices[k];
    if (k === p || price === null || price === undefined || price <= 0 || row.fareGroup.rows[k]!.unit !== unit) continue;
    if (previous !== null && Math.max(price, previous) >= OUTLIER_FACTOR * Math.min(price, previous)) return false;
    previous = price;
  }
  return true;
}

/**
 * Why the prices charged do not show a cell's error, or what they charge: the min/max rule taking
 * the break beside it, or the row's minimum or maximum, on every shipment the cell's break charges.
 */
function outlierEffect(
  grid: CompiledGrid,
  row: CompiledZoneRow,
  p: number,
  cache: Map<number, ShipmentFacts>,
  t: Translate,
  language: Language,
): string {
  const range = measureRange(grid, row.fareGroup.rows, p);
  if (!range) return '';
  const low = priceRowFreight(grid, row, shipmentOf(grid, range.low, cache));
  const high = priceRowFreight(grid, row, shipmentOf(grid, range.high, cache));
  if (!low.ok || !high.ok) return '';
  const from = quantityText(grid, range.low * QUANTITY_SCALE, t);
  const span = range.low === range.high ? from : t('health.range', { from, to: quantityText(grid, range.high * QUANTITY_SCALE, t) });
  const amounts =
    low.cents === high.cents ? centsText(low.cents) : t('health.range', { from: centsText(low.cents), to: centsText(high.cents) });
  const rule = minMaxRuleLabel(grid.rule, language);
  const both = (hidden: (o: typeof low) => boolean) => hidden(low) && hidden(high);
  const hidden = (why: 'next' | 'previous' | 'minimum' | 'maximum') => t('health.outlier.hidden', { why, rule, span, amounts });
  if (both((o) => o.ok && o.rule.outcome === 'next_break')) return hidden('next');
  if (both((o) => o.ok && o.rule.outcome === 'previous_break')) return hidden('previous');
  if (both((o) => o.ok && o.rule.minimum_applied)) return hidden('minimum');
  if (both((o) => o.ok && o.rule.maximum_applied)) return hidden('maximum');
  return t('health.outlier.withIt', { span, amounts });
}

/**
 * Prices an order of magnitude off the cells around them of the same pricing unit (12,40 typed as
 * 124,0 among 13,50 and 12,00): judged on the cells as typed, so a min/max rule or a minimum that
 * keeps the wrong price from being charged (and from the non-monotonic check) does not hide it.
 */
function outlierFindings(
  grid: CompiledGrid,
  rows: readonly CompiledZoneRow[],
  t: Translate,
  language: Language,
  out: HealthFinding[],
): void {
  const cache = new Map<number, ShipmentFacts>();
  for (const row of rows) {
    for (let p = 0; p < row.prices.length; p++) {
      const price = row.prices[p];
      if (price === null || price === undefined || price <= 0) continue;
      const around = patternAround(row, p);
      if (!around) continue;
      const values = around.map((k) => row.prices[k]!);
      const higher = price >= OUTLIER_FACTOR * Math.max(...values);
      const lower = price * OUTLIER_FACTOR <= Math.min(...values);
      if ((!higher && !lower) || !isSmoothWithout(row, p)) continue;
      const q = row.fareGroup.rows[p]!;
      const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
      const times = Math.round(higher ? price / mean : mean / price);
      const neighbours = around
        .map((k) => {
          const at = row.fareGroup.rows[k]!;
          return t('health.outlier.neighbour', {
            price: priceText(row.prices[k]!),
            n: String(at.index + 1),
            quantity: quantityText(grid, at.bound, t),
          });
        })
        .reduce((first, second) => t('health.and', { first, second }));
      const words = t('health.outlier', {
        row: capitalise(rowName(grid, row, t)),
        step: lowerFirst(breakName(grid, q, t)),
        price: priceText(price),
        unit: pricingUnitInSentence(q.unit, language),
        times: displayNumber(times),
        direction: higher ? 'higher' : 'lower',
        neighbours,
        effect: outlierEffect(grid, row, p, cache, t, language),
      });
      out.push(finding('warning', 'price_outlier', words, { fare_group: row.fareGroup.index, zone_row: row.index, quantity_row: q.index }));
    }
  }
}

function zoneFindings(grid: CompiledGrid, rows: readonly CompiledZoneRow[], t: Translate, out: HealthFinding[]): void {
  const counts = grid.locator.zoneAreaCounts;
  const names = grid.locator.zoneNames;
  // One finding per zone and fare group, on its first row, counting the rows it spoils.
  const seen = new Map<string, { row: CompiledZoneRow; count: number; zone: number }>();
  for (const row of rows) {
    for (const zone of new Set([row.zoneFrom, row.zoneTo])) {
      if (counts[zone]! > 0) continue;
      const key = `${row.fareGroup.index}:${zone}`;
      const entry = seen.get(key);
      if (entry) entry.count++;
      else seen.set(key, { row, count: 1, zone });
    }
  }
  for (const { row, count, zone } of seen.values()) {
    const words = t('health.zoneWithoutAreas', { zone: names[zone] || '?', row: rowName(grid, row, t), others: count - 1 });
    out.push(finding('error', 'zone_without_areas', words, { fare_group: row.fareGroup.index, zone_row: row.index }));
  }
}

/** A side's address classes, kept to the zones the grid uses there and merged when alike. */
interface SideClass {
  readonly example: AddressClass;
  readonly matches: readonly ZoneMatch[];
}

function sideClasses(classes: readonly AddressClass[], zones: ReadonlySet<number>): SideClass[] {
  const bySignature = new Map<string, SideClass>();
  for (const c of classes) {
    const matches = c.matches.filter((m) => zones.has(m.zone));
    if (matches.length === 0) continue;
    // What decides a route search: the zones and their areas' specificity.
    const signature = matches
      .map((m) => `${m.zone}:${m.area.boundLength}:${m.area.span}`)
      .sort()
      .join(',');
    if (!bySignature.has(signature)) bySignature.set(signature, { example: c, matches });
  }
  return [...bySignature.values()];
}

/** A postcode pair of two address classes: what a route finding gives as its example. */
type Example = readonly [from: AddressClass, to: AddressClass];

function example([from, to]: Example, t: Translate): string {
  return t('health.example', { fromCountry: from.country, fromPostcode: from.postcode, toCountry: to.country, toPostcode: to.postcode });
}

/**
 * Pairs of postcode stretches searched per grid at most (a few hundred milliseconds). Past it the grid's
 * zones overlap too finely to compare every pair, and the route findings are left out.
 */
export const ROUTE_SEARCH_BUDGET = 100_000;

/**
 * Which rows win some postcode pair, which tie with the winner (equal specificity: order alone
 * decides), and for the rows that never win, one row that beat them. Every pair of address
 * classes with a row is searched with `findZoneRow`, as a price request would be. False (and no
 * findings) when that is more than ROUTE_SEARCH_BUDGET pairs.
 */
function routeFindings(grid: CompiledGrid, rows: readonly CompiledZoneRow[], t: Translate, out: HealthFinding[]): boolean {
  if (rows.length === 0) return true;
  const found = searchRoutes(grid, rows);
  if (!found) return false;
  routeWarnings(grid, rows, found, t, out);
  return true;
}

/** What searching the postcode pairs found: the rows that win some pair, a row that beat each other row, and the ties. */
interface RoutesFound {
  readonly reachable: Set<CompiledZoneRow>;
  readonly lostTo: Map<CompiledZoneRow, { winner: CompiledZoneRow; example: Example }>;
  readonly ties: Map<CompiledZoneRow, Map<CompiledZoneRow, Example>>;
}

/** Searches every pair of address classes a row could serve; null when they are more than ROUTE_SEARCH_BUDGET. */
function searchRoutes(grid: CompiledGrid, rows: readonly CompiledZoneRow[]): RoutesFound | null {
  const classes = addressClasses(grid.locator);
  const fromZones = new Set(rows.map((r) => r.zoneFrom));
  const toZones = new Set(rows.map((r) => r.zoneTo));
  const fromClasses = sideClasses(classes, fromZones);
  const toClasses = sideClasses(classes, toZones);
  const toByZone = classesByZone(toClasses);
  const found: RoutesFound = { reachable: new Set(), lostTo: new Map(), ties: new Map() };
  const mark = new Int32Array(toClasses.length).fill(-1);
  let budget = ROUTE_SEARCH_BUDGET;
  for (let fi = 0; fi < fromClasses.length; fi++) {
    const fc = fromClasses[fi]!;
    const candidates: number[] = [];
    for (const f of fc.matches) {
      for (let e = grid.routes.starts[f.zone]!; e < grid.routes.starts[f.zone + 1]!; e++) {
        for (const ti of toByZone.get(grid.routes.targets[e]!) ?? []) {
          if (mark[ti] === fi) continue;
          mark[ti] = fi;
          candidates.push(ti);
        }
      }
    }
    // Too many postcode stretches to compare in reasonable time: say nothing rather than half.
    budget -= candidates.length;
    if (budget < 0) return null;
    for (const ti of candidates) searchPair(grid, fc, toClasses[ti]!, found);
  }
  return found;
}

/** The positions of the classes that are in each zone. */
function classesByZone(classes: readonly SideClass[]): Map<number, number[]> {
  const byZone = new Map<number, number[]>();
  classes.forEach((c, i) => {
    for (const m of c.matches) {
      const list = byZone.get(m.zone);
      if (list) list.push(i);
      else byZone.set(m.zone, [i]);
    }
  });
  return byZone;
}

/** One pair searched as a price request would be: its winner is reachable; every other row of its routes lost to it, or tied. */
function searchPair(grid: CompiledGrid, fc: SideClass, tc: SideClass, found: RoutesFound): void {
  const route = findZoneRow(grid, fc.matches, tc.matches);
  if (!route) return;
  found.reachable.add(route.row);
  if (route.candidates === 1) return;
  const length = route.from.area.boundLength + route.to.area.boundLength;
  const span = route.from.area.span + route.to.area.span;
  for (const f of fc.matches) {
    for (const t of tc.matches) {
      const list = grid.routes.get(f.zone, t.zone);
      if (!list) continue;
      for (const row of list) {
        if (row === route.row) continue;
        const where: Example = [fc.example, tc.example];
        if (!found.lostTo.has(row)) found.lostTo.set(row, { winner: route.row, example: where });
        if (f.area.boundLength + t.area.boundLength !== length || f.area.span + t.area.span !== span) continue;
        let map = found.ties.get(row);
        if (!map) found.ties.set(row, (map = new Map()));
        if (!map.has(route.row)) map.set(route.row, where);
      }
    }
  }
}

/** Per row: the rows it ties with, and whether it never prices (a zone without areas is told by zoneFindings). */
function routeWarnings(grid: CompiledGrid, rows: readonly CompiledZoneRow[], found: RoutesFound, t: Translate, out: HealthFinding[]): void {
  const counts = grid.locator.zoneAreaCounts;
  for (const row of rows) {
    const place = { fare_group: row.fareGroup.index, zone_row: row.index };
    const name = capitalise(rowName(grid, row, t));
    for (const [winner, where] of found.ties.get(row) ?? []) {
      const words = t('health.ambiguousRoute', { row: name, winner: rowName(grid, winner, t), example: example(where, t) });
      out.push(finding('warning', 'ambiguous_route', words, place));
    }
    if (found.reachable.has(row) || counts[row.zoneFrom] === 0 || counts[row.zoneTo] === 0) continue;
    const lost = found.lostTo.get(row);
    const words = lost
      ? t('health.unreachableRow', { row: name, example: example(lost.example, t), winner: rowName(grid, lost.winner, t) })
      : t('health.unreachableRow.noPostcode', { row: name });
    out.push(finding('warning', 'unreachable_row', words, place));
  }
}

const memo = new WeakMap<CompiledGrid, Partial<Record<Language, readonly HealthFinding[]>>>();

/**
 * The findings of a grid on its own: empty cells and rows, non-monotonic totals, prices an order of
 * magnitude off the cells around them, quantities out of order, pricing units that do not fit, ambiguous and unreachable rows, zones without areas.
 * Said in `language` (English unless asked: the API's). Remembered per compiled grid (it is immutable) and language.
 */
export function checkGridHealth(grid: CompiledGrid, language: Language = 'en'): readonly HealthFinding[] {
  let known = memo.get(grid);
  if (!known) memo.set(grid, (known = {}));
  const remembered = known[language];
  if (remembered) return remembered;
  const t = translator(language);
  const out: HealthFinding[] = [];
  const rows = allRows(grid);
  quantityFindings(grid, t, language, out);
  emptyFindings(grid, rows, t, out);
  monotonicFindings(grid, rows, t, out);
  outlierFindings(grid, rows, t, language, out);
  zoneFindings(grid, rows, t, out);
  routeFindings(grid, rows, t, out);
  const frozen = Object.freeze(out);
  known[language] = frozen;
  return frozen;
}
