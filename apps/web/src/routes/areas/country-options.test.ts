import { describe, expect, it } from 'vitest';
import { areaCountryOptions } from '.';

const COUNTRIES = [
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finland' },
];

describe("the areas' and zones' country filter", () => {
  it('names the countries as before in English', () => {
    expect(areaCountryOptions(COUNTRIES, 'en')).toEqual([
      { value: 'EE', label: 'Estonia' },
      { value: 'FI', label: 'Finland' },
    ]);
  });

  it("names them in the reader's language", () => {
    expect(areaCountryOptions(COUNTRIES, 'et').map((o) => o.label)).toEqual(['Eesti', 'Soome']);
    expect(areaCountryOptions(COUNTRIES, 'fi').map((o) => o.label)).toEqual(['Viro', 'Suomi']);
  });
});
