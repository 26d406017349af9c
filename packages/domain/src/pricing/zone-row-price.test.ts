import { describe, expect, it } from 'vitest';
import { carrier, fareGroup, NOW, pricelist, request, surcharge } from '../test-support/fixtures';
import { compileCarrier, priceRequest, type CarrierRecords } from './carrier';
import type { ShipmentRowInput } from '../shipment/shipment';
import {
  palletShipment,
  pricePalletTable,
  priceZoneRow,
  trailerPalletCount,
  type ExportPalletUnit,
  type ZoneRowPriceOptions,
} from './zone-row-price';

const RATES = { base: 'EUR', rates: { USD: 1.25 } };

/** A payable-weight pricelist with three routes and every kind of surcharge. */
function records(): CarrierRecords {
  return carrier({
    conditions: [
      { id: 41, type: 'pallets', presence: true },
      { id: 42, type: 'adr', presence: true },
      { id: 43, type: 'ldm', applied_after: null, applied_until: '6' },
    ],
    surcharges: [
      // Zone conditions: Tallinn -> Riga is more specific than Estonia -> any.
      surcharge({
        id: 1,
        name: 'Toll',
        amount: '9.00',
        zone_conditions: [
          { zone_from: 12, zone_to: null, amount: '7.00' },
          { zone_from: 11, zone_to: 13, amount: '5.00' },
        ],
      }),
      surcharge({ id: 2, name: 'Fuel', type: 'percentage', amount: '12.5', dependencies: [1], minimum_amount: '4.00' }),
      surcharge({ id: 3, name: 'Pallet fee', amount: '3.10', currency: 'USD', blocks: [41] }),
      surcharge({ id: 4, name: 'ADR', amount: '50.00', blocks: [42] }),
      surcharge({ id: 5, name: 'Handling', amount: '2.00', hidden: true }),
      surcharge({
        id: 6,
        name: 'Long goods',
        type: 'pricelist',
        pricelist: { unit: 'eur_pallet', fare_groups: [fareGroup([[10, 'per_unit']], ['1.50'])] },
      }),
      surcharge({ id: 7, name: 'Small load', amount: '6.00', blocks: [43] }),
    ],
    pricelists: [
      pricelist({
        min_max_rule: 'min',
        surcharges: [1, 2, 3, 4, 5, 6, 7],
        fare_groups: [
          {
            quantities: [
              { quantity: 1000, unit: 'per_shipment' },
              { quantity: 5000, unit: 'per_100kg' },
              { quantity: 20000, unit: 'per_100kg' },
            ],
            zones: [
              { zone_from: 11, zone_to: 13, transit: 31, minimum_amount: '60', maximum_amount: null, prices: ['80', '7.5', '6.2'] },
              { zone_from: 15, zone_to: 16, transit: null, minimum_amount: null, maximum_amount: '900', prices: ['120', '11', null] },
              { zone_from: 17, zone_to: 14, transit: null, minimum_amount: null, maximum_amount: null, prices: [null, '9.99', '8.01'] },
            ],
          },
        ],
      }),
    ],
  });
}

/** Addresses that lie only in each row's zones (or whose most specific row is that row). */
const ROUTES = [
  { collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'LV', postcode: '1050' } },
  { collection: { country: 'GB', postcode: 'SW1A 1AA' }, delivery: { country: 'NL', postcode: '1012' } },
  { collection: { country: 'PL', postcode: '00-950' }, delivery: { country: 'LV', postcode: '5000' } },
];

function viaApi(records: CarrierRecords, route: number, shipments: ShipmentRowInput[]): number | null {
  const [result] = priceRequest(compileCarrier(records), request(shipments, ROUTES[route]), { now: NOW, rates: RATES });
  return result!.total;
}

describe('priceZoneRow', () => {
  it('prices every pallet count on every row exactly as priceRequest does on a route landing on that row', () => {
    const data = records();
    const compiled = compileCarrier(data);
    const pl = compiled.pricelists.get(1)!;
    const rows = pl.grid.zoneRows[0]!;
    let priced = 0;
    for (const unit of ['eur_pallet', 'fin_pallet', 'half_pallet'] as ExportPalletUnit[]) {
      for (let n = 1; n <= trailerPalletCount(unit); n++) {
        rows.forEach((row, r) => {
          const cell = priceZoneRow(pl, row, palletShipment(unit, n), { surcharges: true, rates: RATES });
          const api = viaApi(data, r, [{ quantity: n, type: unit, weight: 0 }]);
          expect(cell.ok ? cell.total : null, `${n} ${unit} on row ${r}`).toBe(api);
          if (api !== null) priced++;
        });
      }
    }
    expect(priced).toBeGreaterThan(150);
  });

  it('gives the freight alone without surcharges: the Freight line of a pricelist without surcharges', () => {
    const data = records();
    const bare: CarrierRecords = { ...data, pricelists: [{ ...data.pricelists[0]!, surcharges: [] }] };
    const pl = compileCarrier(data).pricelists.get(1)!;
    for (let n = 1; n <= 34; n++) {
      const cell = priceZoneRow(pl, pl.grid.zoneRows[0]![0]!, palletShipment('eur_pallet', n), { surcharges: false });
      expect(cell.ok ? cell.total : null).toBe(viaApi(bare, 0, [{ quantity: n, type: 'eur_pallet', weight: 0 }]));
    }
  });

  it('adds the surcharges in dependency order, converted: 2 EUR pallets Tallinn -> Riga', () => {
    const pl = compileCarrier(records()).pricelists.get(1)!;
    const cell = priceZoneRow(pl, pl.grid.zoneRows[0]![0]!, palletShipment('eur_pallet', 2), { surcharges: true, rates: RATES });
    // 0.8 LDM x 1850 = 1480 kg -> row 5000 per 100 kg 7.50 = 111.00; next row at 5000 kg is dearer.
    // Toll 5.00 (Tallinn -> Riga zone condition); Fuel 12.5 % of (111 + 5) = 14.50; Pallet fee
    // 3.10 USD / 1.25 = 2.48; Handling 2.00 hidden in Freight; Long goods 2 x 1.50; Small load 6.00.
    expect(cell).toEqual({
      ok: true,
      freight: 111,
      total: 111 + 2 + 5 + 14.5 + 2.48 + 3 + 6,
      charges: [
        { charge: 'Freight', amount: 113 },
        { charge: 'Toll', amount: 5 },
        { charge: 'Fuel', amount: 14.5 },
        { charge: 'Pallet fee', amount: 2.48 },
        { charge: 'Long goods', amount: 3 },
        { charge: 'Small load', amount: 6 },
      ],
    });
  });

  it('has no price past the grid, in an empty cell, or when a surcharge rate is missing', () => {
    const pl = compileCarrier(records()).pricelists.get(1)!;
    const [, westminster, warsaw] = pl.grid.zoneRows[0]!;
    const options: ZoneRowPriceOptions = { surcharges: true, rates: RATES };
    // 34 EUR pallets: 13.6 LDM x 1850 = 25160 kg > 20000.
    expect(priceZoneRow(pl, westminster!, palletShipment('eur_pallet', 34), options)).toMatchObject({ ok: false, reason: 'exceeds' });
    // 1 pallet: 740 kg in the first row, empty on Warsaw -> Latvia.
    expect(priceZoneRow(pl, warsaw!, palletShipment('eur_pallet', 1), options)).toMatchObject({ ok: false, reason: 'no_price' });
    expect(priceZoneRow(pl, warsaw!, palletShipment('eur_pallet', 2), { surcharges: true })).toMatchObject({
      ok: false,
      reason: 'no_rate',
    });
    expect(priceZoneRow(pl, warsaw!, palletShipment('eur_pallet', 2), { surcharges: false })).toMatchObject({ ok: true });
  });
});

describe('trailerPalletCount', () => {
  it('fills 13.6 m: 34 EUR, 27 FIN, 68 half pallets', () => {
    expect([trailerPalletCount('eur_pallet'), trailerPalletCount('fin_pallet'), trailerPalletCount('half_pallet')]).toEqual([34, 27, 68]);
  });
});

describe('pricePalletTable', () => {
  it('stops at the first count no row prices (here past 20000 kg) and leaves unpriceable cells empty', () => {
    const pl = compileCarrier(records()).pricelists.get(1)!;
    const table = pricePalletTable(pl, 0, 'eur_pallet', { surcharges: false });
    // 27 pallets: 10.8 LDM -> 19980 kg; 28: 20720 kg exceeds every row.
    expect(table.counts).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(table.rows).toHaveLength(3);
    expect(table.rows[2]![0]).toBeNull();
    // 1 pallet: 740 kg in the 1000 row (80.00), the next break at 1000 kg is cheaper: 10 x 7.50.
    expect(table.rows[0]![0]).toBe(75);
    // Westminster -> Amsterdam: 6 pallets 4440 kg x 11.00 per 100 kg; its 20000 column is empty.
    expect(table.rows[1]![5]).toBe(488.4);
    expect(table.rows[1]![26]).toBeNull();
    // Why they stop: 28 pallets, with the engine's reason.
    expect(table.stop).toEqual({ reason: 'unpriced', count: 28, errors: ['Shipment exceeds the largest quantity of the pricelist'] });
  });

  it('has no columns when the pricelist cannot count pallets (a carton pricelist)', () => {
    const data = records();
    const cartons: CarrierRecords = { ...data, pricelists: [{ ...data.pricelists[0]!, unit: 'carton' }] };
    const pl = compileCarrier(cartons).pricelists.get(1)!;
    expect(pricePalletTable(pl, 0, 'fin_pallet', { surcharges: true, rates: RATES }).counts).toEqual([]);
  });
});
