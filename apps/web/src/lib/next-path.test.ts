import { describe, expect, it } from 'vitest';
import { loginPath, nextPathIn, safeNextPath } from './next-path';

describe('the page to return to after signing in', () => {
  it('keeps a path of our own, with its query', () => {
    expect(safeNextPath('/pricelists/3?tab=versions')).toBe('/pricelists/3?tab=versions');
  });

  it('refuses another site, a protocol-relative path and the login page itself', () => {
    expect(safeNextPath('https://evil.example/')).toBeNull();
    expect(safeNextPath('//evil.example/')).toBeNull();
    expect(nextPathIn(`?next=${encodeURIComponent('//evil.example')}`)).toBeNull();
  });

  it('round-trips through the login link', () => {
    const link = loginPath('/surcharges/5');
    expect(nextPathIn(link.slice(link.indexOf('?')))).toBe('/surcharges/5');
  });
});
