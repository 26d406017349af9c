import { describe, expect, it } from 'vitest';
import { group, lookups } from '../../test/grid-fixtures';
import { addQuantity, addRow, adjustBlock, clearBlock, removeQuantities, removeRows, setUnit, writeBlock } from './grid-edits';
import { FROZEN } from './grid-state';

describe('writeBlock', () => {
  it('reads numbers as spreadsheets show them: decimal commas, spaces and dots as thousands separators', () => {
    const { group: g, touched } = writeBlock(
      group(),
      0,
      FROZEN,
      [
        ['1 234,50', '1.234,5'],
        ['€ 7,25', '0,50'],
      ],
      lookups(),
    );
    expect(g.prices).toEqual(['1234.5', '1234.5', '7.25', '0.5']);
    expect(touched).toEqual(['zones.0.prices.0', 'zones.0.prices.1', 'zones.1.prices.0', 'zones.1.prices.1']);
  });

  it('matches zone and transit names exactly; an unknown name stays in its cell as an error', () => {
    const { group: g } = writeBlock(group(), 1, 0, [['Tartu', 'Narva', '1-2 days']], lookups());
    expect(g.rows[1]!.zone_from).toEqual({ id: 2, text: '' });
    expect(g.rows[1]!.zone_to).toEqual({ id: null, text: 'Narva' });
    expect(g.rows[1]!.transit).toEqual({ id: 7, text: '' });
  });

  it('keeps a text that is not a number, trimmed, for the cell to show as an error', () => {
    const { group: g } = writeBlock(group(), 0, FROZEN, [[' 12 kg ']], lookups());
    expect(g.prices[0]).toBe('12 kg');
  });

  it('grows the grid with rows and quantities (the last unit) when a block reaches past it', () => {
    const { group: g } = writeBlock(
      group(),
      1,
      FROZEN + 1,
      [
        ['1', '2'],
        ['3', '4'],
      ],
      lookups(),
    );
    expect(g.rows).toHaveLength(3);
    expect(g.quantities).toHaveLength(3);
    expect(g.quantities[2]).toEqual({ quantity: '', unit: 'per_100kg' });
    // Row-major with 3 columns now; every old cell stays where it was.
    expect(g.prices).toEqual(['19.5', '1234.5', '', '21', '1', '2', '', '3', '4']);
  });

  it('fills the quantities from the header row (-1) and the zone rows below it', () => {
    const { group: g } = writeBlock(
      group(),
      -1,
      FROZEN,
      [
        ['200', '1 000'],
        ['5', '6'],
      ],
      lookups(),
    );
    expect(g.quantities.map((q) => q.quantity)).toEqual(['200', '1000']);
    expect(g.prices.slice(0, 2)).toEqual(['5', '6']);
  });

  it('leaves a null cell as it is', () => {
    const { group: g } = writeBlock(group(), 0, 3, [[null, '99']], lookups());
    expect(g.rows[0]!.minimum_amount).toBe('15');
    expect(g.rows[0]!.maximum_amount).toBe('99');
  });

  it('copies what it changes and shares the rest: the old group is untouched', () => {
    const before = group();
    const snapshot = structuredClone(before);
    const { group: after } = writeBlock(before, 0, 3, [['20']], lookups());
    expect(before).toEqual(snapshot);
    expect(after.rows[0]).not.toBe(before.rows[0]);
    expect(after.rows[1]).toBe(before.rows[1]);
    expect(after.quantities).toBe(before.quantities);
  });
});

describe('clearBlock', () => {
  it('empties every cell of the block and names them as touched', () => {
    const { group: g, touched } = clearBlock(group(), { r0: 0, r1: 1, c0: 1, c1: FROZEN }, lookups());
    expect(g.rows.map((row) => [row.zone_from.id, row.zone_to.id, row.transit.id, row.minimum_amount, row.maximum_amount])).toEqual([
      [1, null, null, '', ''],
      [1, null, null, '', ''],
    ]);
    expect(g.prices).toEqual(['', '1234.5', '', '']);
    expect(touched).toHaveLength(10);
  });
});

describe('adjustBlock', () => {
  it('multiplies the selected prices to 2 decimals, skipping empty cells and zone columns', () => {
    const result = adjustBlock(group(), { r0: 0, r1: 1, c0: 0, c1: FROZEN + 1 }, '+10 %');
    expect(result?.group.prices).toEqual(['21.45', '1357.95', '23.1', '']);
    expect(result?.count).toBe(3);
  });

  it('reads a decimal comma in the percent, and refuses a percent that is not a number', () => {
    expect(adjustBlock(group(), { r0: 0, r1: 0, c0: FROZEN, c1: FROZEN }, '-2,5')?.group.prices[0]).toBe('19.01');
    expect(adjustBlock(group(), { r0: 0, r1: 0, c0: FROZEN, c1: FROZEN }, 'ten')).toBeNull();
  });
});

describe('rows and quantities', () => {
  it('appends an empty zone row with an empty price per quantity', () => {
    const { group: g } = addRow(group());
    expect(g.rows).toHaveLength(3);
    expect(g.prices.slice(4)).toEqual(['', '']);
  });

  it('removes zone rows with their prices, and makes every error stale', () => {
    const { group: g, touched } = removeRows(group(), 0, 0);
    expect(g.rows.map((row) => row.zone_to.id)).toEqual([3]);
    expect(g.prices).toEqual(['21', '']);
    expect(touched).toBe('all');
  });

  it('suggests the next quantity and extends each row linearly from its last two prices', () => {
    const { group: g } = addQuantity(group());
    // 2 x 500 - 100; 1234.5 + (1234.5 - 19.5); row 2 has one price only: no trend.
    expect(g.quantities[2]).toEqual({ quantity: '900', unit: 'per_100kg' });
    expect(g.prices).toEqual(['19.5', '1234.5', '2449.5', '21', '', '']);
  });

  it('removes quantity rows with their price column, but never the last one', () => {
    const { group: g } = removeQuantities(group(), 0, 0);
    expect(g.quantities.map((q) => q.quantity)).toEqual(['500']);
    expect(g.prices).toEqual(['1234.5', '']);
    const all = group();
    expect(removeQuantities(all, 0, 1).group).toBe(all);
  });

  it('changes the pricing unit of one quantity row', () => {
    const { group: g, touched } = setUnit(group(), 0, 'per_ldm');
    expect(g.quantities.map((q) => q.unit)).toEqual(['per_ldm', 'per_100kg']);
    expect(touched).toEqual(['quantities.0.unit']);
  });
});
