import { describe, expect, it } from 'vitest';
import type { StoredFareGroup } from '../schemas/fare-groups.schema';
import {
  AS_IS_VERSION_LABELS,
  asIsMarker,
  columnLetter,
  diffWorkbook,
  fareGroupSheetName,
  fareGroupSheetNames,
  isZoneFromHeader,
  markReverts,
  readAsIsMarker,
  zoneRowHeaders,
  type SheetGrid,
} from './excel-grid';

const stored: StoredFareGroup[] = [
  {
    quantities: [
      { quantity: 100, unit: 'per_shipment' },
      { quantity: 500, unit: 'per_100kg' },
    ],
    zones: [
      {
        zone_from: 1,
        zone_from_name: 'A',
        zone_to: 2,
        zone_to_name: 'B',
        transit: null,
        transit_name: null,
        minimum_amount: null,
        maximum_amount: null,
        prices: [10, 2.5],
      },
      {
        zone_from: 2,
        zone_from_name: 'B',
        zone_to: 1,
        zone_to_name: 'A',
        transit: 7,
        transit_name: 'T',
        minimum_amount: 5,
        maximum_amount: null,
        prices: [11, null],
      },
    ],
  },
];
const lookups = {
  zones: [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
    { id: 3, name: 'C' },
  ],
  transits: [{ id: 7, name: 'T' }],
};
const sheet = (rows: SheetGrid['rows']): SheetGrid => ({
  name: 'Fare group 1',
  quantities: [100, 500],
  units: ['per_shipment', 'per_100kg'],
  rows,
});

describe('columnLetter', () => {
  it('counts like Excel', () => expect([1, 6, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'F', 'Z', 'AA', 'AZ', 'AAA']));
});

describe('asIsMarker', () => {
  it('names the pricelist and reads back', () => expect(readAsIsMarker(asIsMarker(12))).toBe(12));
  it('names no key a clerk would read', () => expect(asIsMarker(12)).not.toMatch(/as_is/));
  it('reads the marker of workbooks exported before', () => expect(readAsIsMarker('As stored (export as_is of pricelist 7)')).toBe(7));
  it('reads no other text', () => expect(readAsIsMarker('Total for 1, 2, ... EUR pallets')).toBeNull());
});

describe('diffWorkbook', () => {
  it('finds nothing in an unchanged sheet', () => {
    const result = diffWorkbook(
      stored,
      [
        sheet([
          { row: 12, values: ['A', 'B', null, null, null, 10, 2.5] },
          { row: 13, values: ['B', 'A', 'T', 5, null, 11, null] },
        ]),
      ],
      lookups,
    );
    expect(result.diff).toEqual({ changes: [], added_rows: [], removed_rows: [], errors: [] });
    expect(result.fareGroups![0]!.zones).toHaveLength(2);
  });

  it('shows a lane deleted in the spreadsheet (row removed, or its cells cleared) as removed, and keeps the rest', () => {
    const removedLane = { fare_group: 0, sheet: 'Fare group 1', row: null, zone_from: 'A', zone_to: 'B', transit: null, prices: [10, 2.5] };
    for (const rows of [
      [{ row: 12, values: ['B', 'A', 'T', 5, null, 11, null] }],
      [
        { row: 12, values: [null, null, '', null, null, null, null] },
        { row: 13, values: ['B', 'A', 'T', 5, null, 11, null] },
      ],
    ]) {
      const result = diffWorkbook(stored, [sheet(rows)], lookups);
      expect(result.diff.changes).toEqual([]);
      expect(result.diff.added_rows).toEqual([]);
      expect(result.diff.errors).toEqual([]);
      expect(result.diff.removed_rows).toMatchObject([removedLane]);
      expect(result.fareGroups![0]!.zones).toMatchObject([{ zone_from: 2, zone_to: 1, prices: [11, null] }]);
    }
  });

  it('lists exactly the edited cells, added and removed rows, in the workbook order', () => {
    const result = diffWorkbook(
      stored,
      [
        sheet([
          { row: 12, values: ['A', 'B', 'T', null, null, 10, '2,75'] },
          { row: 13, values: [] },
          { row: 14, values: ['C', 'A', null, null, null, 1, 2] },
        ]),
      ],
      lookups,
    );
    expect(result.diff.changes).toEqual([
      {
        fare_group: 0,
        sheet: 'Fare group 1',
        zone_from: 'A',
        zone_to: 'B',
        field: 'transit',
        quantity: null,
        cell: 'C12',
        before: null,
        after: 'T',
      },
      {
        fare_group: 0,
        sheet: 'Fare group 1',
        zone_from: 'A',
        zone_to: 'B',
        field: 'price',
        quantity: 500,
        cell: 'G12',
        before: 2.5,
        after: 2.75,
      },
    ]);
    expect(result.diff.added_rows).toMatchObject([{ zone_from: 'C', zone_to: 'A', row: 14, prices: [1, 2] }]);
    expect(result.diff.removed_rows).toMatchObject([{ zone_from: 'B', zone_to: 'A', row: null, prices: [11, null] }]);
    expect(result.fareGroups![0]!.zones.map((z) => [z.zone_from, z.zone_to])).toEqual([
      [1, 2],
      [3, 1],
    ]);
  });

  it('names every bad cell and gives no grid', () => {
    const result = diffWorkbook(
      stored,
      [
        {
          ...sheet([
            { row: 12, values: ['A', 'Nowhere', 'Slow', 'x', null, 1.23456, 2, 9] },
            { row: 13, values: ['B', 'A', null, 9, 3, 1, 1] },
            { row: 14, values: ['B', 'A', null, null, null, 1, 1] },
          ]),
          quantities: [100, 600],
        },
      ],
      lookups,
    );
    expect(result.fareGroups).toBeNull();
    expect(result.diff.errors.map((e) => `${e.cell} ${e.message}`)).toEqual([
      'G10 Quantity columns cannot change here; expected 500',
      'B12 No zone named Nowhere',
      'C12 No transit named Slow',
      'D12 Not a number: x',
      'F12 At most 4 decimals',
      'H12 No quantity column for this cell',
      'E13 The maximum is below the minimum',
      'B14 Duplicate FROM - TO zones',
    ]);
  });

  it('reports a missing fare group sheet', () => {
    expect(diffWorkbook(stored, [null], lookups).diff.errors).toEqual([
      { sheet: 'Fare group 1', cell: 'A1', message: 'The sheet of this fare group is missing' },
    ]);
  });
});

describe('markReverts', () => {
  // The workbook was exported when A -> B's first price was 9 and C -> A existed (B -> A did not);
  // since then (`stored`) that price became 10, C -> A was removed and B -> A added.
  const based: StoredFareGroup[] = [
    {
      quantities: stored[0]!.quantities,
      zones: [
        { ...stored[0]!.zones[0]!, prices: [9, 2.5] },
        { ...stored[0]!.zones[0]!, zone_from: 3, zone_from_name: 'C', zone_to: 1, zone_to_name: 'A', prices: [1, 1] },
      ],
    },
  ];

  it('marks a cell set back to its exported value, a row removed since added back and a row added since removed', () => {
    const { diff } = diffWorkbook(
      stored,
      [
        sheet([
          { row: 12, values: ['A', 'B', null, null, null, 9, 3] },
          { row: 13, values: ['C', 'A', null, null, null, 1, 1] },
        ]),
      ],
      lookups,
    );
    const marked = markReverts(diff, based);
    expect(marked.changes.map((c) => [c.cell, c.after, c.reverts])).toEqual([
      ['F12', 9, true],
      ['G12', 3, false],
    ]);
    expect(marked.added_rows.map((r) => [r.zone_from, r.zone_to, r.reverts])).toEqual([['C', 'A', true]]);
    expect(marked.removed_rows.map((r) => [r.zone_from, r.zone_to, r.reverts])).toEqual([['B', 'A', true]]);
  });
});

describe('a workbook in the reader’s language', () => {
  it('names the sheets, the fixed headers, the marker and the version line in it, and reads each of them back in any', () => {
    expect([fareGroupSheetName(0), fareGroupSheetName(1, 'fi'), fareGroupSheetName(0, 'et')]).toEqual([
      'Fare group 1',
      'Hintataulukko 2',
      'Hinnatabel 1',
    ]);
    expect(fareGroupSheetNames(2)).toEqual(['Fare group 3', 'Hinnatabel 3', 'Hintataulukko 3']);
    expect(zoneRowHeaders('fi')).toEqual(['Lähtövyöhyke', 'Määränpäävyöhyke', 'Kuljetusaika', 'Minimi', 'Maksimi']);
    for (const language of ['en', 'et', 'fi'] as const) {
      expect(readAsIsMarker(asIsMarker(1234, language)), language).toBe(1234);
      expect(isZoneFromHeader(zoneRowHeaders(language)[0]), language).toBe(true);
    }
    expect(asIsMarker(7, 'et')).toBe('Salvestatud kujul, muutmiseks ja uuesti importimiseks (hinnakiri 7)');
    expect([...AS_IS_VERSION_LABELS]).toEqual(['Version', 'Versioon', 'Versio']);
    expect(isZoneFromHeader('Zone to')).toBe(false);
  });
});
