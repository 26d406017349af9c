/**
 * Pricing one given zone row of a pricelist, without addresses: what the Excel export puts in its
 * pallet-count columns (docs/api.md "Pricelist Excel export"). It reuses the engine's own steps
 * (limits, `priceRowFreight` for the freight with the min/max rule and the row's minimum and maximum,
 * `evaluateSurcharges` in dependency order with currency conversion, `chargeLines`), so a cell is
 * what the price API charges for the same shipment on a route that lands on that row.
 */
import { failedLimits } from '../conditions/conditions';
import { FOOTPRINTS, LDM_FLOOR_CM2 } from '../constants/units';
import type { ExchangeRates } from '../money/currency';
import { centsToAmount } from '../money/decimal';
import { measureShipment, type ShipmentFacts } from '../shipment/shipment';
import type { IndexedArea } from '../zones/area-index';
import type { ZoneMatch } from '../zones/zone-locator';
import { priceRowFreight, type CompiledZoneRow } from './grid';
import { PRICE_ERRORS } from './messages';
import { chargeLines, evaluateSurcharges, type Charge, type CompiledPricelist } from './pricelist';

/**
 * The area a zone row's zones are matched through when there is no address: no bounds, so zone
 * conditions and the route search rank it by zone alone (a named zone beats an open side).
 */
const NO_AREA: IndexedArea = Object.freeze({
  id: 0,
  name: '',
  country: '',
  from: '',
  to: '',
  boundLength: 0,
  span: 0,
  position: -1,
  ref: Object.freeze({ id: 0, name: '', country: '', postcode_from: '', postcode_to: '' }),
});

/** Options of priceZoneRow. */
export interface ZoneRowPriceOptions {
  /** Add the surcharges that apply (true), or the freight alone (false). */
  surcharges: boolean;
  /** The latest exchange rates, for surcharges in another currency. */
  rates?: ExchangeRates | null;
  /** The collection day (day number) whose month a fuel-indexed surcharge reads; the export passes today. */
  collectionDay?: number | null;
}

/** A zone row's price for a shipment, or why it has none. Amounts with 2 decimals. */
export type ZoneRowPrice =
  | { ok: true; total: number; freight: number; charges: Charge[] }
  | {
      ok: false;
      reason: 'surcharge_cycle' | 'limits' | 'no_route' | 'unit' | 'exceeds' | 'no_price' | 'no_distance' | 'no_rate' | 'out_of_range';
      errors: string[];
    };

/**
 * Prices `facts` on zone row `row` of pricelist `pl` as priceRequest would on a route whose
 * addresses lie only in that row's zones: the pricelist's limits, the freight, then (with
 * `surcharges`) every surcharge whose conditions and zone conditions hold for that shipment and
 * row, in dependency order, converted into the pricelist's currency. Pure.
 */
export function priceZoneRow(
  pl: CompiledPricelist,
  row: CompiledZoneRow,
  facts: ShipmentFacts,
  options: ZoneRowPriceOptions,
): ZoneRowPrice {
  if (options.surcharges && pl.order === null) return { ok: false, reason: 'surcharge_cycle', errors: [PRICE_ERRORS.surchargeCycle] };
  const limitErrors = failedLimits(pl.limits, facts);
  if (limitErrors.length > 0) return { ok: false, reason: 'limits', errors: limitErrors };
  const from: ZoneMatch = { zone: row.zoneFrom, area: NO_AREA };
  const to: ZoneMatch = { zone: row.zoneTo, area: NO_AREA };
  try {
    const grid = priceRowFreight(pl.grid, row, facts);
    if (!grid.ok) return { ok: false, reason: grid.reason, errors: [...grid.errors] };
    const freight = grid.cents;
    let amounts: readonly (number | null)[] = pl.surcharges.map(() => null);
    if (options.surcharges) {
      const evaluated = evaluateSurcharges(pl, {
        facts,
        from: [from],
        to: [to],
        currency: pl.currency,
        rates: options.rates,
        freight,
        collectionDay: options.collectionDay ?? null,
      });
      if (evaluated.missing.length > 0) return { ok: false, reason: 'no_rate', errors: evaluated.missing };
      amounts = evaluated.amounts;
    }
    const lines = chargeLines(pl, freight, amounts);
    return { ok: true, total: centsToAmount(lines.total), freight: centsToAmount(freight), charges: lines.charges };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, reason: 'out_of_range', errors: [PRICE_ERRORS.amountOutOfRange] };
    throw error;
  }
}

/** The pallet types the Excel export can count in (docs/product/domain.md §9; as_is is the stored grid). */
export const EXPORT_PALLET_UNITS = ['eur_pallet', 'fin_pallet', 'half_pallet'] as const;
export type ExportPalletUnit = (typeof EXPORT_PALLET_UNITS)[number];
/** Every export unit, the default first (docs/product/domain.md §9). */
export const EXPORT_UNITS = [...EXPORT_PALLET_UNITS, 'as_is'] as const;
export type ExportUnit = (typeof EXPORT_UNITS)[number];

/** A trailer's loading length, cm (13.6 m). */
export const TRAILER_LENGTH_CM = 1360;

/** How many pallets of the type fill a 13.6 m trailer: floor(13.6 / LDM of one) (34, 27, 68). */
export function trailerPalletCount(unit: ExportPalletUnit): number {
  const [length, width] = FOOTPRINTS[unit]!;
  // 13.6 / (l x w / 24000), in integers: 1360 cm x 24000 cm² per metre over 100 x l x w.
  return Math.floor((TRAILER_LENGTH_CM * LDM_FLOOR_CM2) / (100 * length * width));
}

/** The shipment of an export column: n pallets of the type, no weight, no dimensions, no flags. */
export function palletShipment(unit: ExportPalletUnit, count: number): ShipmentFacts {
  return measureShipment([{ quantity: count, type: unit, weight: 0 }]);
}

/** A fare group priced per pallet count: the counts (columns) and each zone row's totals. */
export interface PalletPriceTable {
  /** 1, 2, ... up to the trailer or the last count any row prices. */
  counts: number[];
  /** Per zone row (stored order), per count: the total, or null where it cannot be priced. */
  rows: (number | null)[][];
  /**
   * Why the columns stop: the trailer is full, or `count` (the next) cannot be priced on any row,
   * with the first row's reasons (the engine's messages).
   */
  stop: { reason: 'trailer'; count: number } | { reason: 'unpriced'; count: number; errors: string[] };
}

/**
 * Prices every zone row of fare group `fareGroup` (stored position) for 1, 2, ... pallets: up to
 * the count that fills a trailer, or up to the first count no row of the group can price,
 * whichever comes first.
 */
export function pricePalletTable(
  pl: CompiledPricelist,
  fareGroup: number,
  unit: ExportPalletUnit,
  options: ZoneRowPriceOptions,
): PalletPriceTable {
  const rows = pl.grid.zoneRows[fareGroup] ?? [];
  const max = trailerPalletCount(unit);
  const table: PalletPriceTable = { counts: [], rows: rows.map(() => []), stop: { reason: 'trailer', count: max } };
  for (let n = 1; n <= max; n++) {
    const facts = palletShipment(unit, n);
    const prices = rows.map((row) => priceZoneRow(pl, row, facts, options));
    const cells = prices.map((price) => (price.ok ? price.total : null));
    if (!cells.some((c) => c !== null)) {
      const first = prices[0];
      table.stop = { reason: 'unpriced', count: n, errors: first && !first.ok ? first.errors : [] };
      break;
    }
    table.counts.push(n);
    cells.forEach((cell, r) => table.rows[r]!.push(cell));
  }
  return table;
}
