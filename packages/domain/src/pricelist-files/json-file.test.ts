import { describe, expect, it } from 'vitest';
import {
  buildPricelistFile,
  importedAreaName,
  importedZoneName,
  matchImportedZone,
  parsePricelistFileText,
  readPricelistFile,
  resolvePricelistFile,
} from './json-file';

const good = () => ({
  pricelist: {
    name: 'Baltics',
    service: 'GRP',
    customer: 'Acme',
    price_definitions: [
      {
        quantity: [
          { quantity: 100, unit: 'per_shipment' },
          { quantity: 500, unit: 'per_100kg' },
        ],
        prices: [
          { zone_from: 'Tallinn', zone_to: 'Riga', transit: '2 days', minimum_amount: null, maximum_amount: '', prices: [25, '20,5'] },
        ],
      },
      { prices: [{ zone_from: 'Riga', zone_to: 'Tallinn', prices: [30, null] }] },
    ],
  },
  zones_to_create: [{ name: 'Riga', areas: [{ country: 'lv', postcode_from: '10 00', postcode_to: '1099' }] }],
});

describe('readPricelistFile', () => {
  it('gives each reason, in the order of the product documents', () => {
    const reasons = [
      [{}, 'No pricelist found in imported data'],
      [{ pricelist: { name: 'x' } }, 'No price definitions found in pricelist'],
      [{ pricelist: { price_definitions: [] } }, 'Pricelist contains no price definitions'],
      [{ pricelist: { price_definitions: [{ quantity: [{ quantity: 1 }] }] } }, 'Pricelist contains no price definitions'],
      [{ pricelist: { price_definitions: [{ prices: [] }] } }, 'Invalid quantity structure in price definitions'],
      [
        { pricelist: { price_definitions: [{ quantity: [{ quantity: 'many' }], prices: [] }] } },
        'Invalid quantity structure in price definitions',
      ],
      [
        { pricelist: { price_definitions: [{ quantity: [{ quantity: 1 }], prices: [{ zone_from: 'A', zone_to: 'B', prices: [1, 2] }] }] } },
        'Invalid prices for zone A - B',
      ],
      [
        { pricelist: { price_definitions: [{ quantity: [{ quantity: 1 }], prices: [{ zone_from: 'A', zone_to: 'B', prices: ['x'] }] }] } },
        'Invalid prices for zone A - B',
      ],
    ] as const;
    for (const [json, reason] of reasons)
      expect(readPricelistFile(json)).toEqual({ ok: false, message: `Failed to process pricelist: ${reason}` });
  });

  it('says Invalid JSON file for text that is not JSON', () => {
    expect(parsePricelistFileText('{"pricelist": ')).toEqual({ ok: false, message: 'Invalid JSON file' });
  });

  it('reads a good file; a later definition without quantity rows takes the previous ones', () => {
    const read = readPricelistFile(good());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.file.pricelist.price_definitions[1]!.quantity).toEqual(good().pricelist.price_definitions[0]!.quantity);
    expect(read.file.pricelist.price_definitions[0]!.prices[0]!.maximum_amount).toBeNull();
  });
});

describe('matchImportedZone', () => {
  const zone = { name: 'Riga', areas: [{ country: 'LV', postcode_from: '1000', postcode_to: '1099' }] };
  const riga = { id: 3, name: 'Riga', areas: [{ country: 'LV', postcode_from: '1000', postcode_to: '1099' }] };
  const baltics = { id: 2, name: 'Baltics', areas: [...riga.areas, { country: 'EE', postcode_from: '0', postcode_to: '9' }] };

  it('accepts exactly one zone with as many areas', () => {
    expect(matchImportedZone(zone, [baltics, riga])).toEqual({ match: { id: 3, name: 'Riga' }, first: { id: 2, name: 'Baltics' } });
  });

  it('accepts none when two zones have as many areas, and keeps the first for Skip', () => {
    expect(matchImportedZone(zone, [riga, { ...riga, id: 9, name: 'Riga 2' }])).toEqual({ match: null, first: { id: 3, name: 'Riga' } });
    expect(matchImportedZone(zone, [])).toEqual({ match: null, first: null });
  });
});

describe('imported names', () => {
  it('end in _AI_ and the day as yymmdd', () => {
    expect(importedZoneName('Riga ', '2026-03-01')).toBe('Riga_AI_260301');
    expect(importedAreaName({ country: 'lv', postcode_from: '1000', postcode_to: '1099' }, '2026-11-23')).toBe('LV100-109_AI_261123');
  });
});

describe('resolvePricelistFile', () => {
  it('resolves names to ids and lists what names nothing', () => {
    const read = readPricelistFile(good());
    if (!read.ok) throw new Error(read.message);
    const { pricelist, problems } = resolvePricelistFile(read.file, {
      services: [{ id: 1, name: 'Groupage', code: 'GRP' }],
      partners: [{ id: 5, name: 'Acme' }],
      transits: [{ id: 7, name: '2 days' }],
      zones: [
        { id: 11, name: 'Tallinn' },
        { id: 12, name: 'Riga' },
      ],
      fileZones: new Map([['Riga', { id: 40, name: 'Riga_AI_260301' }]]),
    });
    expect(problems).toEqual([]);
    expect(pricelist).toMatchObject({ service_id: 1, customer_id: 5, status: 'prepared', active: true });
    expect(pricelist.fare_groups[0]!.zones[0]).toEqual({
      zone_from: 11,
      zone_from_name: 'Tallinn',
      zone_to: 40,
      zone_to_name: 'Riga_AI_260301',
      transit: 7,
      transit_name: '2 days',
      minimum_amount: null,
      maximum_amount: null,
      prices: [25, 20.5],
    });
    const missing = resolvePricelistFile(read.file, {
      services: [],
      partners: [],
      transits: [],
      zones: [],
      fileZones: new Map([['Riga', null]]),
    });
    expect(missing.problems.map((p) => p.path)).toEqual([
      'service_id',
      'customer_id',
      'fare_groups.0.zones.0.zone_from',
      'fare_groups.0.zones.0.zone_to',
      'fare_groups.0.zones.0.transit',
      'fare_groups.1.zones.0.zone_from',
      'fare_groups.1.zones.0.zone_to',
    ]);
    expect(missing.problems.slice(0, 5).map((p) => p.message)).toEqual([
      'No service with the code GRP',
      'No partner named Acme',
      'No zone for Tallinn',
      'No zone for Riga',
      'No transit named 2 days',
    ]);
    const finnish = resolvePricelistFile(read.file, { services: [], partners: [], transits: [], zones: [], fileZones: new Map() }, 'fi');
    expect(finnish.problems.slice(0, 3).map((p) => p.message)).toEqual([
      'Koodilla GRP ei ole palvelua',
      'Kumppania nimeltä Acme ei ole',
      'Tallinn: sopivaa vyöhykettä ei ole',
    ]);
  });
});

describe("the file's checks in the reader's language", () => {
  it('say why a file cannot be read in Estonian and Finnish', () => {
    expect(parsePricelistFileText('{"pricelist": ', 'et')).toEqual({ ok: false, message: 'Vigane JSON-fail' });
    expect(readPricelistFile({}, 'fi')).toEqual({
      ok: false,
      message: 'Hinnaston käsittely epäonnistui: Tuoduista tiedoista ei löytynyt hinnastoa',
    });
    const badPrices = {
      pricelist: { price_definitions: [{ quantity: [{ quantity: 1 }], prices: [{ zone_from: 'A', zone_to: 'B', prices: [1, 2] }] }] },
    };
    expect(readPricelistFile(badPrices, 'et')).toEqual({
      ok: false,
      message: 'Hinnakirja töötlemine ebaõnnestus: Tsooni A - B hinnad on vigased',
    });
  });
});

describe('buildPricelistFile', () => {
  it('lists every zone the grid uses once, in order of first use, with its areas', () => {
    const file = buildPricelistFile(
      {
        name: 'X',
        service_code: 'GRP',
        customer_name: null,
        unit: 'payable_weight',
        currency: 'EUR',
        ldm_multiplier: 1850,
        cbm_multiplier: 333,
        min_max_rule: 'min',
        payweight_rounding: 'ones',
        ldm_rounding: 'tenths',
        valid_from: '2026-01-01',
        valid_to: '2026-12-31',
        comment: '',
        fare_groups: [
          {
            quantities: [{ quantity: 100, unit: 'per_shipment' }],
            zones: [
              {
                zone_from: 2,
                zone_from_name: 'B',
                zone_to: 1,
                zone_to_name: 'A',
                transit: null,
                transit_name: null,
                minimum_amount: null,
                maximum_amount: 9,
                prices: [1],
              },
              {
                zone_from: 1,
                zone_from_name: 'A',
                zone_to: 2,
                zone_to_name: 'B',
                transit: 7,
                transit_name: 'T',
                minimum_amount: null,
                maximum_amount: null,
                prices: [2],
              },
            ],
          },
        ],
      },
      (id) => [{ country: 'EE', postcode_from: String(id), postcode_to: String(id) }],
    );
    expect(file.zones_to_create).toEqual([
      { name: 'B', areas: [{ country: 'EE', postcode_from: '2', postcode_to: '2' }] },
      { name: 'A', areas: [{ country: 'EE', postcode_from: '1', postcode_to: '1' }] },
    ]);
    expect(readPricelistFile(JSON.parse(JSON.stringify(file)))).toEqual({ ok: true, file });
  });
});
