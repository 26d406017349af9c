import { describe, expect, it } from 'vitest';
import type { StoredFareGroup } from '../schemas/fare-groups.schema';
import { diffWorkbook } from './excel-grid';
import { resolvePricelistFile } from './json-file';
import { nameKey, nameMatcher } from './name-match';

describe('nameMatcher', () => {
  const records = [
    { id: 3, name: 'Pärnu' },
    { id: 4, name: 'Riga' },
    { id: 5, name: 'RIGA' },
    { id: 6, name: 'Straße' },
  ];
  const match = nameMatcher(records);

  it('matches another Unicode form and another case', () => {
    // A decomposed "ä" (a + combining diaeresis), as some programs write it.
    expect(match('Pa\u0308rnu')).toEqual({ record: records[0] });
    expect(match('PÄRNU ')).toEqual({ record: records[0] });
    // Full-width letters fold to plain ones (NFKC); ß folds to ss.
    expect(match('\uff30\uff41\uff52\uff4e\uff55'.replace('\uff41', 'ä'))).toEqual({ record: records[0] });
    expect(match('STRASSE')).toEqual({ record: records[3] });
    expect(nameKey(' Ｒiga ')).toBe('riga');
  });

  it('takes an exact name first, and calls a name two records fold to ambiguous', () => {
    expect(match('RIGA')).toEqual({ record: records[2] });
    expect(match('riga')).toEqual({ ambiguous: [records[1], records[2]] });
    expect(match('Tartu')).toBeNull();
  });
});

describe('imports match names by nameMatcher', () => {
  const stored: StoredFareGroup[] = [
    {
      quantities: [{ quantity: 100, unit: 'per_shipment' }],
      zones: [
        {
          zone_from: 1,
          zone_from_name: 'Pärnu',
          zone_to: 2,
          zone_to_name: 'Riga',
          transit: null,
          transit_name: null,
          minimum_amount: null,
          maximum_amount: null,
          prices: [10],
        },
      ],
    },
  ];
  const lookups = {
    zones: [
      { id: 1, name: 'Pärnu' },
      { id: 2, name: 'Riga' },
      { id: 3, name: 'RIGA' },
    ],
    transits: [{ id: 7, name: '2 days' }],
  };
  const sheet = (values: (string | number | null)[]) => ({
    name: 'Fare group 1',
    quantities: [100],
    units: ['per_shipment'],
    rows: [{ row: 12, values }],
  });

  it('the as_is workbook: another form is the same zone; an ambiguous one names the cell and both', () => {
    const same = diffWorkbook(stored, [sheet(['PA\u0308RNU', 'Riga', '2 DAYS', null, null, '1.250,50'])], lookups);
    expect(same.diff.errors).toEqual([]);
    expect(same.fareGroups![0]!.zones[0]).toMatchObject({ zone_from: 1, zone_to: 2, transit: 7, prices: [1250.5] });
    const ambiguous = diffWorkbook(stored, [sheet(['Pärnu', 'riga', null, null, null, '12,50 €'])], lookups);
    expect(ambiguous.diff.errors).toEqual([
      { sheet: 'Fare group 1', cell: 'B12', message: 'Zone riga matches both Riga (id 2) and RIGA (id 3)' },
    ]);
  });

  it('the JSON file: the same rule, the problem at its path', () => {
    const file = {
      pricelist: {
        name: 'P',
        service: 'GRP',
        price_definitions: [
          {
            quantity: [{ quantity: 100, unit: 'per_shipment' }],
            prices: [{ zone_from: 'pärnu', zone_to: 'riga', transit: '2 Days', prices: ['1 250,50'] }],
          },
        ],
      },
    } as unknown as Parameters<typeof resolvePricelistFile>[0];
    const { pricelist, problems } = resolvePricelistFile(file, {
      services: [{ id: 1, name: 'Groupage', code: 'GRP' }],
      partners: [],
      ...lookups,
      fileZones: new Map(),
    } as unknown as Parameters<typeof resolvePricelistFile>[1]);
    expect(problems).toEqual([{ path: 'fare_groups.0.zones.0.zone_to', message: 'Zone riga matches both Riga (id 2) and RIGA (id 3)' }]);
    expect(pricelist.fare_groups[0]!.zones[0]).toMatchObject({ zone_from: 1, transit: 7, prices: [1250.5] });
  });
});
