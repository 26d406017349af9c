/**
 * Test data builders (not exported by the package): a small carrier in Estonia, Latvia, the UK,
 * the Netherlands and Poland, and shorthands for grids and requests.
 */
import type { AreaRecord, FareGroupRecord, PricelistRecord, SurchargeRecord, TransitRecord, ZoneRecord } from '../pricing/records';
import {
  compileCarrier,
  priceRequest,
  type CarrierRecords,
  type PriceOptions,
  type PriceRequest,
  type PriceResult,
} from '../pricing/carrier';
import type { ShipmentRowInput } from '../shipment/shipment';
import type { PricingUnit } from '../constants/units';
import { DEFAULT_CURRENCY } from '../constants/currencies';

export const AREAS: AreaRecord[] = [
  { id: 1, country: 'EE', postcode_from: '10', postcode_to: '19', name: 'Tallinn' },
  { id: 2, country: 'EE', postcode_from: '0', postcode_to: '9', name: 'Estonia' },
  { id: 3, country: 'LV', postcode_from: '1000', postcode_to: '1099', name: 'Riga' },
  { id: 4, country: 'LV', postcode_from: '0', postcode_to: '9', name: 'Latvia' },
  { id: 5, country: 'GB', postcode_from: 'SW1A', postcode_to: 'SW1A', name: 'Westminster' },
  { id: 6, country: 'NL', postcode_from: '1012', postcode_to: '1012', name: 'Amsterdam centre' },
  { id: 7, country: 'PL', postcode_from: '00', postcode_to: '05', name: 'Warsaw' },
];

export const ZONES: ZoneRecord[] = [
  { id: 11, name: 'Tallinn', areas: [1] },
  { id: 12, name: 'Estonia', areas: [2] },
  { id: 13, name: 'Riga', areas: [3] },
  { id: 14, name: 'Latvia', areas: [4] },
  { id: 15, name: 'Westminster', areas: [5] },
  { id: 16, name: 'Amsterdam', areas: [6] },
  { id: 17, name: 'Warsaw', areas: [7] },
];

/** Monday..Friday departures, 2 days, cutoff 12:00. */
export const TRANSITS: TransitRecord[] = [{ id: 31, name: 'Baltic 2d', transit_time: 2, cutoff_time: '12:00' }];

export type Row = [quantity: number, unit: PricingUnit];

/** A fare group with one zone row (Tallinn -> Riga by default). */
export function fareGroup(
  quantities: Row[],
  prices: (number | string | null)[],
  zone: Partial<FareGroupRecord['zones'][number]> = {},
): FareGroupRecord {
  return {
    quantities: quantities.map(([quantity, unit]) => ({ quantity, unit })),
    zones: [{ zone_from: 11, zone_to: 13, transit: 31, minimum_amount: null, maximum_amount: null, prices, ...zone }],
  };
}

/** docs/pricing.md §5's grid: 100 per shipment 25; 500 per 100 kg 20; 1000 per 100 kg 18. */
export const EXAMPLE_ROWS: Row[] = [
  [100, 'per_shipment'],
  [500, 'per_100kg'],
  [1000, 'per_100kg'],
];
export const EXAMPLE_PRICES = ['25.00', '20.00', '18.00'];

export function pricelist(overrides: Partial<PricelistRecord> = {}): PricelistRecord {
  return {
    id: 1,
    name: 'General',
    service_id: 1,
    customer_id: null,
    currency: DEFAULT_CURRENCY,
    active: true,
    archived: false,
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    unit: 'payable_weight',
    min_max_rule: 'min',
    fare_groups: [fareGroup(EXAMPLE_ROWS, EXAMPLE_PRICES)],
    surcharges: [],
    ...overrides,
  };
}

export function carrier(overrides: Partial<CarrierRecords> = {}): CarrierRecords {
  return {
    areas: AREAS,
    zones: ZONES,
    transits: TRANSITS,
    conditions: [],
    surcharges: [],
    services: [{ id: 1, name: 'Groupage', code: 'GRP' }],
    pricelists: [pricelist()],
    ...overrides,
  };
}

export function surcharge(overrides: Partial<SurchargeRecord> & Pick<SurchargeRecord, 'id' | 'name'>): SurchargeRecord {
  return { type: 'constant', currency: DEFAULT_CURRENCY, amount: '10.00', ...overrides };
}

export function cartons(weight: number, extra: Partial<ShipmentRowInput> = {}): ShipmentRowInput[] {
  return [{ quantity: 1, type: 'carton', weight, ...extra }];
}

export function request(shipments: ShipmentRowInput[], overrides: Partial<PriceRequest> = {}): PriceRequest {
  return {
    collection: { country: 'EE', postcode: '10115' },
    delivery: { country: 'LV', postcode: '1050' },
    shipments,
    ...overrides,
  };
}

/** Tuesday 2026-03-10 09:00 in Tallinn (UTC+2). */
export const NOW = Date.parse('2026-03-10T07:00:00Z');

/** Prices a request on a carrier built from records; one result expected unless told. */
export function quote(records: CarrierRecords, req: PriceRequest, options: Partial<PriceOptions> = {}): PriceResult {
  const results = priceRequest(compileCarrier(records), req, { now: NOW, ...options, explain: true });
  if (results.length !== 1) throw new Error(`expected one result, got ${results.length}`);
  return results[0]!;
}
