import { translate, type Language } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { MAX_ITEM_ROWS, setupDiffRows, type SetupNames } from './setup-diff';

const NAMES: SetupNames = { areas: { 1: 'Tallinn', 2: 'Harju county', 7: 'Pärnu' }, zones: { 1: 'Tallinn', 4: 'Riga' } };

function ctx(language: Language = 'en') {
  return {
    language,
    t: (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(language, key, values),
  };
}

/** The rows as [what, before, after]. */
function cells(...args: Parameters<typeof setupDiffRows>) {
  return setupDiffRows(...args).map((row) => [row.what, row.before, row.after]);
}

describe('setupDiffRows', () => {
  it("names a transit time's fields in the reader's language, yes and no for a day", () => {
    const fields = [
      { field: 'saturday', from: false, to: true },
      { field: 'cutoff_time', from: '12:00', to: '10:00' },
    ];
    expect(cells('transit', fields, NAMES, ctx())).toEqual([
      ['Saturday', 'No', 'Yes'],
      ['Cutoff time', '12:00', '10:00'],
    ]);
    expect(cells('transit', fields, NAMES, ctx('et'))[0]).toEqual(['Laupäev', 'Ei', 'Jah']);
  });

  it("shows a zone's areas taken out and put in by name, one row each", () => {
    expect(cells('zone', [{ field: 'areas', from: [1, 2], to: [1, 7, 99] }], NAMES, ctx())).toEqual([
      ['Areas', 'Harju county', '—'],
      ['Areas', '—', 'Pärnu'],
      ['Areas', '—', '#99'],
    ]);
  });

  it('shows a deleted record by every field, to nothing', () => {
    const fields = [
      { field: 'type', from: 'adr', to: null },
      { field: 'presence', from: true, to: null },
      { field: 'applied_after', from: 0.4, to: null },
    ];
    expect(cells('condition', fields, NAMES, ctx())).toEqual([
      ['Type', 'ADR', '—'],
      ['Presence', 'Yes', '—'],
      ['Applied after', '0,4', '—'],
    ]);
  });

  it("shows the fuel index's months and bands that differ, never the lists whole", () => {
    const fields = [
      {
        field: 'bands',
        from: [
          { from: 1.4, to: 1.55, percent: 10 },
          { from: 1.55, to: 1.65, percent: 12 },
        ],
        to: [{ from: 1.4, to: 1.55, percent: 10.5 }],
      },
      {
        field: 'values',
        from: [
          { month: '2026-09', price: 1.58 },
          { month: '2026-10', price: 1.63 },
        ],
        to: [
          { month: '2026-09', price: 1.58 },
          { month: '2026-10', price: 1.65 },
          { month: '2026-11', price: 1.7 },
        ],
      },
    ];
    expect(cells('fuel_index', fields, NAMES, ctx())).toEqual([
      ['Band 1,4–1,55 €/l (%)', '10', '10,5'],
      ['Band 1,55–1,65 €/l (%)', '12', '—'],
      ['Diesel price 2026-10 (€/l)', '1,63', '1,65'],
      ['Diesel price 2026-11 (€/l)', '—', '1,7'],
    ]);
  });

  it("shows the distance table's lanes by their zones' names, the proposed ones named from the carrier's zones", () => {
    const fields = [
      {
        field: 'lanes',
        from: [
          { zone_from: 1, zone_from_name: 'Tallinn', zone_to: 4, zone_to_name: 'Riga', km: 311 },
          { zone_from: 1, zone_from_name: 'Tallinn', zone_to: 6, zone_to_name: 'Vilnius', km: 603 },
        ],
        to: [{ zone_from: 1, zone_to: 4, km: 315 }],
      },
    ];
    expect(cells('distance_table', fields, NAMES, ctx('fi'))).toEqual([
      ['Etäisyys Tallinn → Riga (km)', '311', '315'],
      ['Etäisyys Tallinn → Vilnius (km)', '603', '—'],
    ]);
  });

  it('shows an upload of many areas one row each, counting the rows past the most', () => {
    const areas = Array.from({ length: MAX_ITEM_ROWS + 2 }, (_, i) => ({
      country: 'EE',
      postcode_from: String(80000 + i),
      postcode_to: String(80000 + i),
      name: i === 0 ? 'Pärnu' : null,
      ...(i === 1 ? { zone_name: 'West' } : {}),
    }));
    const rows = cells('area', [{ field: 'areas', from: null, to: areas }], NAMES, ctx());
    expect(rows).toHaveLength(MAX_ITEM_ROWS + 1);
    expect(rows[0]).toEqual(['Areas', '—', 'Pärnu (EE 80000–80000)']);
    expect(rows[1]).toEqual(['Areas', '—', 'EE 80001–80001 → West']);
    expect(rows[MAX_ITEM_ROWS]).toEqual(['2 more rows', '', '']);
  });
});
