import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { deleteUnlessUsed, pricelistLabel, quoted, usedByText } from './in-use';

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

describe('deleteUnlessUsed', () => {
  it("answers the database's foreign-key refusal (a record put it to use meanwhile) as a 409 in words", async () => {
    const refused = deleteUnlessUsed('transit', () => Promise.reject(Object.assign(new Error('fk'), { code: '23503' })));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Put to use while it was being deleted, so the transit time cannot be deleted. Open it again to see what uses it.',
    });
  });

  it('passes the result through, and any other error as it is', async () => {
    expect(await deleteUnlessUsed('zone', () => Promise.resolve(1))).toBe(1);
    const other = new Error('connection lost');
    await expect(deleteUnlessUsed('zone', () => Promise.reject(other))).rejects.toBe(other);
  });
});
