/** Sizes of the price grid, its columns' titles and how its cells show numbers. */
import { ZONE_ROW_FIELDS, type MessageKey, type PricingUnit, type ZoneRowField } from '@freight/domain';
import { formatNumber } from '../../lib/format';

export const ROW_H = 30;
export const HEADER_H = 60;
export const GUTTER_W = 44;
export const FIELD_WIDTHS = [150, 150, 120, 86, 86] as const;
/** Each zone row column's title (English as the Excel sheets have them: the domain's ZONE_ROW_COLUMNS). */
const COLUMN_TITLES: Record<ZoneRowField, MessageKey> = {
  zone_from: 'grid.column.zoneFrom',
  zone_to: 'grid.column.zoneTo',
  transit: 'grid.column.transit',
  minimum_amount: 'grid.column.minimum',
  maximum_amount: 'grid.column.maximum',
};

/** The zone row columns' titles in column order, as message keys. */
export const FIELD_LABELS: readonly MessageKey[] = ZONE_ROW_FIELDS.map((field) => COLUMN_TITLES[field]);

/** The pricing units as the grid's menu names them (message keys). */
export const PRICING_UNIT_KEYS: Record<PricingUnit, MessageKey> = {
  per_shipment: 'grid.unit.perShipment',
  per_unit: 'grid.unit.perUnit',
  per_unit_kg: 'grid.unit.perKg',
  per_100kg: 'grid.unit.per100kg',
  per_ldm: 'grid.unit.perLdm',
  per_km: 'grid.unit.perKm',
};
export const FROZEN_W = GUTTER_W + FIELD_WIDTHS.reduce((a, b) => a + b, 0);
export const PRICE_W = 104;

/**
 * How the zone columns sit: their widths, and how many of them stay frozen while the prices
 * scroll. A wide grid freezes all five; a narrow one (a phone, a half-screen window) freezes only
 * the two zone columns, narrower, so a price cell is always in view.
 */
export interface GridLayout {
  gutter: number;
  fieldWidths: readonly number[];
  /** Zone row fields frozen on the left (the rest scroll with the prices). */
  sticky: number;
  /** Width of the gutter and every zone row field: where the prices start. */
  fieldsW: number;
  /** Width of the frozen part. */
  stickyW: number;
}

function gridLayout(gutter: number, fieldWidths: readonly number[], sticky: number): GridLayout {
  const sum = (widths: readonly number[]) => widths.reduce((a, b) => a + b, 0);
  return { gutter, fieldWidths, sticky, fieldsW: gutter + sum(fieldWidths), stickyW: gutter + sum(fieldWidths.slice(0, sticky)) };
}

export const WIDE_LAYOUT = gridLayout(GUTTER_W, FIELD_WIDTHS, FIELD_WIDTHS.length);
const NARROW_LAYOUT = gridLayout(32, [88, 88, 96, 80, 80], 2);

/** The layout for a grid box this wide: narrow when the frozen columns would leave less than two prices. */
export function layoutForWidth(width: number): GridLayout {
  return width > 0 && width < FROZEN_W + 2 * PRICE_W ? NARROW_LAYOUT : WIDE_LAYOUT;
}
/** The grid box grows with its rows up to this height, then scrolls. */
export const MAX_HEIGHT = 'min(62vh, 640px)';

const CANONICAL = /^-?\d+(\.\d+)?$/;

function cached(maxDecimals: number, minDecimals: number) {
  const cache = new Map<string, string>();
  return (text: string): string => {
    if (text === '') return '';
    let shown = cache.get(text);
    if (shown === undefined) {
      shown = CANONICAL.test(text) ? formatNumber(Number(text), maxDecimals, minDecimals) : text;
      if (cache.size > 20000) cache.clear();
      cache.set(text, shown);
    }
    return shown;
  };
}

/** A money cell as shown (fi-FI, at least 2 decimals): '1234.5' -> '1 234,50'. Cached: a scroll mounts hundreds of cells. */
export const displayMoney = cached(4, 2);
/** A quantity as shown: '1500' -> '1 500', '0.5' -> '0,5'. */
export const displayQuantity = cached(2, 0);
