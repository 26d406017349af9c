import { describe, expect, it } from 'vitest';
import { diffVersions, type DiffGrid } from './diff';

const row = (from: number, to: number, prices: (number | null)[], extra = {}) => ({
  zone_from: from,
  zone_from_name: `Z${from}`,
  zone_to: to,
  zone_to_name: `Z${to}`,
  prices,
  ...extra,
});
const grid = (quantities: [number, string][], zones: ReturnType<typeof row>[]): DiffGrid => ({
  unit: 'payable_weight',
  fare_groups: [{ quantities: quantities.map(([quantity, unit]) => ({ quantity, unit })), zones }],
});

describe('diffVersions', () => {
  it('matches rows by route and columns by quantity: a moved row or an added column is not every cell after it', () => {
    const a = grid(
      [
        [100, 'per_shipment'],
        [500, 'per_100kg'],
      ],
      [row(1, 2, [10, 20]), row(1, 3, [30, 40]), row(1, 4, [50, 60])],
    );
    const b = grid(
      [
        [100, 'per_shipment'],
        [300, 'per_100kg'],
        [500, 'per_100kg'],
      ],
      [row(1, 3, [30, 35, 44], { minimum_amount: 15 }), row(1, 2, [10, null, 20]), row(2, 1, [1, 2, 3])],
    );
    const diff = diffVersions({ fields: { name: 'A', active: true }, grid: a }, { fields: { name: 'B', active: true }, grid: b });
    expect(diff.fields).toEqual([{ field: 'name', from: 'A', to: 'B' }]);
    expect(diff.removed_rows).toEqual([{ fare_group: 0, zone_from_name: 'Z1', zone_to_name: 'Z4' }]);
    expect(diff.added_rows).toEqual([{ fare_group: 0, zone_from_name: 'Z2', zone_to_name: 'Z1' }]);
    expect(diff.cells.map((c) => [c.zone_to_name, c.column, c.from, c.to])).toEqual([
      ['Z3', 'minimum', null, 15],
      ['Z3', '300 per_100kg', null, 35],
      ['Z3', '500 per_100kg', 40, 44],
    ]);
  });

  it('finds nothing between equal versions, and names changed grid settings', () => {
    const a = grid([[100, 'per_shipment']], [row(1, 2, [10])]);
    expect(diffVersions({ fields: { x: [1, 2] }, grid: a }, { fields: { x: [1, 2] }, grid: a })).toEqual({
      fields: [],
      cells: [],
      added_rows: [],
      removed_rows: [],
    });
    const b = { ...a, unit: 'eur_pallet' };
    expect(diffVersions({ fields: {}, grid: a }, { fields: {}, grid: b }).fields).toEqual([
      { field: 'unit', from: 'payable_weight', to: 'eur_pallet' },
    ]);
  });
});
