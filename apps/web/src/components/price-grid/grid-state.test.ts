import { describe, expect, it } from 'vitest';
import { group, lookups, RECORD } from '../../test/grid-fixtures';
import { blockText, buildLookups, cellText, emptyGroup, FROZEN, groupFromRecord } from './grid-state';

describe('groupFromRecord', () => {
  it('keeps prices as canonical decimal texts in one row-major array, empty cells as ""', () => {
    const g = group();
    expect(g.quantities).toEqual([
      { quantity: '100', unit: 'per_shipment' },
      { quantity: '500', unit: 'per_100kg' },
    ]);
    expect(g.prices).toEqual(['19.5', '1234.5', '21', '']);
    expect(g.rows[0]).toEqual({
      zone_from: { id: 1, text: '' },
      zone_to: { id: 2, text: '' },
      transit: { id: 7, text: '' },
      minimum_amount: '15',
      maximum_amount: '',
    });
    expect(g.rows[1]!.transit).toEqual({ id: null, text: '' });
  });

  it('gives every group its own React key', () => {
    expect(groupFromRecord(RECORD).key).not.toBe(groupFromRecord(RECORD).key);
    expect(emptyGroup().key).not.toBe(emptyGroup().key);
  });

  it('starts a new group with one empty quantity and one empty row, ready for a paste', () => {
    const g = emptyGroup();
    expect(g.quantities).toEqual([{ quantity: '', unit: 'per_shipment' }]);
    expect(g.rows).toHaveLength(1);
    expect(g.prices).toEqual(['']);
  });
});

describe('buildLookups', () => {
  it('names a zone the options lack from the record, and the options win over the record', () => {
    const l = buildLookups([{ id: 2, name: 'Tartu (renamed)' }], [], [RECORD]);
    expect(l.zoneName.get(1)).toBe('Tallinn');
    expect(l.zoneName.get(2)).toBe('Tartu (renamed)');
    expect(l.zoneByName.get('Tartu (renamed)')).toBe(2);
    expect(l.zones.map((z) => z.name)).toEqual(['Pärnu', 'Tallinn', 'Tartu (renamed)']);
  });

  it('matches the first of two zones with one name', () => {
    const l = buildLookups(
      [
        { id: 4, name: 'Riga' },
        { id: 5, name: 'Riga' },
      ],
      [],
    );
    expect(l.zoneByName.get('Riga')).toBe(4);
  });
});

describe('cellText', () => {
  const g = group();
  const l = lookups();

  it('reads zone and transit cells as names, number cells as their text', () => {
    expect([0, 1, 2, 3, 4, FROZEN, FROZEN + 1].map((c) => cellText(g, 0, c, l))).toEqual([
      'Tallinn',
      'Tartu',
      '1-2 days',
      '15',
      '',
      '19.5',
      '1234.5',
    ]);
  });

  it('reads the header row (-1) as the quantities, and nothing outside the grid', () => {
    expect(cellText(g, -1, FROZEN + 1, l)).toBe('500');
    expect(cellText(g, -1, 0, l)).toBe('');
    expect(cellText(g, 5, 0, l)).toBe('');
  });

  it('shows an unknown id by number and an unresolved name as typed', () => {
    const odd = { ...g, rows: [{ ...g.rows[0]!, zone_from: { id: 99, text: '' }, zone_to: { id: null, text: 'Narva' } }] };
    expect(cellText(odd, 0, 0, l)).toBe('#99');
    expect(cellText(odd, 0, 1, l)).toBe('Narva');
  });
});

describe('blockText (copy)', () => {
  it('writes a block as tab-separated lines with decimal commas and no thousands separators', () => {
    const text = blockText(group(), { r0: 0, r1: 1, c0: 0, c1: FROZEN + 1 }, lookups());
    expect(text).toBe(['Tallinn\tTartu\t1-2 days\t15\t\t19,5\t1234,5', 'Tallinn\tPärnu\t\t\t900\t21\t'].join('\n'));
  });

  it('leaves a text that is not a number as it is', () => {
    const g = group();
    const typo = { ...g, prices: ['12.5.1', ...g.prices.slice(1)] };
    expect(blockText(typo, { r0: 0, r1: 0, c0: FROZEN, c1: FROZEN }, lookups())).toBe('12.5.1');
  });
});
