import { describe, expect, it } from 'vitest';
import { group, lookups } from '../../test/grid-fixtures';
import { planPaste } from './grid-paste';
import { blockText, cellText, FROZEN, type CellRect } from './grid-state';

const one = (r: number, c: number): CellRect => ({ r0: r, r1: r, c0: c, c1: c });

describe('planPaste', () => {
  it("reads Excel's text: tabs between cells, CRLF between lines, the last line break dropped", () => {
    const plan = planPaste(group(), { r: 0, c: FROZEN }, one(0, FROZEN), '10,5\t20\r\n30\t40\r\n', lookups());
    expect(plan?.result.group.prices).toEqual(['10.5', '20', '30', '40']);
    expect(plan?.notice).toBeNull();
  });

  it('selects the pasted block: the anchor at its far corner, the active cell where it landed', () => {
    const plan = planPaste(group(), { r: 0, c: 3 }, one(0, 3), '1\t2\t3\n4\t5\t6', lookups());
    expect(plan?.selection).toEqual({ anchor: { r: 1, c: FROZEN }, active: { r: 0, c: 3 } });
  });

  it('fills a selected block with one value, as spreadsheets do', () => {
    const rect = { r0: 0, r1: 1, c0: FROZEN, c1: FROZEN + 1 };
    const plan = planPaste(group(), { r: 0, c: FROZEN }, rect, '7,5\n', lookups());
    expect(plan?.result.group.prices).toEqual(['7.5', '7.5', '7.5', '7.5']);
  });

  it('unquotes a cell Excel quoted because it holds a line break', () => {
    const plan = planPaste(group(), { r: 0, c: 1 }, one(0, 1), '"Tar\ntu"\t1', lookups());
    expect(plan?.result.group.rows[0]!.zone_to).toEqual({ id: null, text: 'Tar\ntu' });
  });

  it('reads a header line as the quantities and fills the zone fields by their titles', () => {
    const text = ['From\tTo\t100 kg\t300 kg', 'Tartu\tTallinn\t12,5\t30', 'Pärnu\tTallinn\t14\t'].join('\n');
    const plan = planPaste(group(), { r: 0, c: 0 }, one(0, 0), text, lookups());
    const g = plan!.result.group;
    expect(g.quantities.map((q) => q.quantity)).toEqual(['100', '300']);
    expect(g.rows.map((row) => [row.zone_from.id, row.zone_to.id])).toEqual([
      [2, 1],
      [3, 1],
    ]);
    expect(g.prices).toEqual(['12.5', '30', '14', '']);
    // The transit column the sheet lacks is left as it was.
    expect(g.rows[0]!.transit.id).toBe(7);
    expect(plan?.notice).toBe('The first line was read as the header: 2 quantities, 2 zone rows');
    expect(plan?.selection).toEqual({ anchor: { r: 0, c: 0 }, active: { r: 1, c: FROZEN + 1 } });
  });

  it('does nothing with empty text', () => {
    expect(planPaste(group(), { r: 0, c: 0 }, one(0, 0), '', lookups())).toBeNull();
  });

  it('round-trips a copied block: pasting it back elsewhere gives the same cells', () => {
    const l = lookups();
    const source = group();
    const rect = { r0: 0, r1: 1, c0: 0, c1: FROZEN + 1 };
    const copied = blockText(source, rect, l);
    const plan = planPaste(source, { r: 2, c: 0 }, one(2, 0), copied, l);
    const g = plan!.result.group;
    for (let r = 0; r <= 1; r++)
      for (let c = 0; c <= FROZEN + 1; c++) expect(cellText(g, r + 2, c, l), `row ${r}, column ${c}`).toBe(cellText(source, r, c, l));
  });
});
