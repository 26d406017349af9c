import { describe, expect, it } from 'vitest';
import { pricelistLabel, quoted, usedByText } from './in-use';

describe('usedByText', () => {
  it('is empty when nothing uses the record', () => {
    expect(usedByText([{ kind: 'pricelist', names: [] }])).toBe('');
  });

  it('counts and names each kind, the last joined by "and"', () => {
    expect(
      usedByText([
        { kind: 'service', names: [quoted('Express')] },
        { kind: 'pricelist', names: [quoted('P1'), quoted('P2')] },
        { kind: 'quote', names: [], count: 3 },
      ]),
    ).toBe('Used by 1 service ("Express"), 2 pricelists ("P1", "P2") and 3 quotes, so it cannot be deleted');
  });

  it('names five of a kind and counts the rest', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(quoted);
    expect(usedByText([{ kind: 'surcharge', names }])).toBe(
      'Used by 7 surcharges ("A", "B", "C", "D", "E" and 2 more), so it cannot be deleted',
    );
  });
});

describe('pricelistLabel', () => {
  it('names a pricelist by its name, an unnamed one by its validity, an archived one so', () => {
    expect(pricelistLabel({ name: 'Baltic', valid_from: '2026-01-01', valid_to: '2026-12-31', archived_at: null })).toBe('"Baltic"');
    expect(pricelistLabel({ name: '', valid_from: '2026-01-01', valid_to: '2026-12-31', archived_at: new Date() })).toBe(
      'the general pricelist valid 01.01.2026–31.12.2026 (archived)',
    );
  });
});
