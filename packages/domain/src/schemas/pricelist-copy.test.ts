import { describe, expect, it } from 'vitest';
import { pricelistCopy, PRICELIST_NAME_MAX } from './pricelist.schema';

describe('pricelistCopy', () => {
  it('names the copy "Copy of {name}", Disabled and prepared, keeping everything else', () => {
    const base = { name: 'General 2026', active: true, status: 'completed' as const, valid_from: '2026-01-01', comment: 'x' };
    expect(pricelistCopy(base)).toEqual({
      name: 'Copy of General 2026',
      active: false,
      status: 'prepared',
      valid_from: '2026-01-01',
      comment: 'x',
    });
  });

  it('a blank name is General; a long one is cut to what the schema takes', () => {
    expect(pricelistCopy({ name: '  ' }).name).toBe('Copy of General');
    expect(pricelistCopy({ name: null }).name).toBe('Copy of General');
    const long = pricelistCopy({ name: 'x'.repeat(PRICELIST_NAME_MAX) }).name;
    expect(long).toHaveLength(PRICELIST_NAME_MAX);
  });
});
