import { describe, expect, it } from 'vitest';
import { buildLookups, emptyRow, fieldText, FROZEN, groupFromRecord } from './grid-state';
import { cellPath, errorTarget, rowCellError } from './grid-validation';

const lookups = buildLookups(
  [
    { id: 1, name: 'Tallinn' },
    { id: 2, name: 'Riga' },
  ],
  [{ id: 9, name: '2 days' }],
);

describe('the zone row columns of the grid (the domain ZONE_ROW_COLUMNS)', () => {
  it('reads a record into cells in the column order: zones and transit by name, amounts as text', () => {
    const group = groupFromRecord({
      quantities: [{ quantity: 100, unit: 'per_shipment' }],
      zones: [
        {
          zone_from: 1,
          zone_from_name: 'Tallinn',
          zone_to: 2,
          zone_to_name: 'Riga',
          transit: 9,
          transit_name: '2 days',
          minimum_amount: 12.5,
          maximum_amount: null,
          prices: [30],
        },
      ],
    });
    const row = group.rows[0]!;
    expect([0, 1, 2, 3, 4].map((c) => fieldText(row, c, lookups))).toEqual(['Tallinn', 'Riga', '2 days', '12.5', '']);
    expect(FROZEN).toBe(5);
  });

  it('names a cell’s error path by the schema’s field, and points an error path back at its cell', () => {
    expect(cellPath(2, 3)).toBe('zones.2.minimum_amount');
    expect(cellPath(0, 2)).toBe('zones.0.transit');
    expect(cellPath(1, FROZEN + 1)).toBe('zones.1.prices.1');
    expect(errorTarget('fare_groups.1.zones.4.maximum_amount')).toEqual({ group: 1, r: 4, c: 4 });
    expect(errorTarget('fare_groups.0.zones.0.zone_to')).toEqual({ group: 0, r: 0, c: 1 });
  });

  it('tells an unknown zone or transit and an amount that is no number by the column’s kind', () => {
    const row = { ...emptyRow(), zone_to: { id: null, text: 'Oslo' }, transit: { id: null, text: 'slow' }, maximum_amount: 'abc' };
    expect(rowCellError(row, 1, '')).toBe('Unknown zone: Oslo');
    expect(rowCellError(row, 2, '')).toBe('Unknown transit: slow');
    expect(rowCellError(row, 4, '')).toBe('Must be a number');
    expect(rowCellError(row, 3, '')).toBeUndefined();
  });
});
