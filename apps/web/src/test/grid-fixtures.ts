// A small fare group and its lookups, shared by the price grid's tests.
import type { FareGroupAnswer } from '@freight/domain';
import { buildLookups, groupFromRecord, type FareGroupState, type GridLookups } from '../components/price-grid/grid-state';

/** Zones 1-3 and one transit, as the form's option lists give them. */
export const ZONES = [
  { id: 1, name: 'Tallinn' },
  { id: 2, name: 'Tartu' },
  { id: 3, name: 'Pärnu' },
];
export const TRANSITS = [{ id: 7, name: '1-2 days' }];

/** Two zone rows (Tallinn -> Tartu, Tallinn -> Pärnu) priced at 100 and 500 kg. */
export const RECORD: FareGroupAnswer = {
  quantities: [
    { quantity: 100, unit: 'per_shipment' },
    { quantity: 500, unit: 'per_100kg' },
  ],
  zones: [
    {
      zone_from: 1,
      zone_from_name: 'Tallinn',
      zone_to: 2,
      zone_to_name: 'Tartu',
      transit: 7,
      transit_name: '1-2 days',
      minimum_amount: 15,
      maximum_amount: null,
      prices: [19.5, 1234.5],
    },
    {
      zone_from: 1,
      zone_from_name: 'Tallinn',
      zone_to: 3,
      zone_to_name: 'Pärnu',
      transit: null,
      transit_name: null,
      minimum_amount: null,
      maximum_amount: 900,
      prices: [21, null],
    },
  ],
};

export function lookups(): GridLookups {
  return buildLookups(ZONES, TRANSITS, [RECORD]);
}

/** A fresh editing state of RECORD. */
export function group(): FareGroupState {
  return groupFromRecord(RECORD);
}
