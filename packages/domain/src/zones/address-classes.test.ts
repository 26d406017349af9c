import { describe, expect, it } from 'vitest';
import { addressClasses, overlappingZones } from './address-classes';
import { ZoneLocator } from './zone-locator';

const locator = new ZoneLocator(
  [
    { id: 1, country: 'EE', postcode_from: '10', postcode_to: '19' },
    { id: 2, country: 'EE', postcode_from: '0', postcode_to: '9' },
    { id: 3, country: 'GB', postcode_from: 'SW1A', postcode_to: 'SW1Z' },
  ],
  [
    { id: 11, name: 'Tallinn', areas: [1] },
    { id: 12, name: 'Estonia', areas: [2] },
    { id: 13, name: 'Westminster', areas: [3] },
    { id: 14, name: 'Empty', areas: [] },
  ],
);

describe('addressClasses', () => {
  it('cuts each country at area starts and just past area ends, in digits where the bounds are digits', () => {
    const classes = addressClasses(locator).map((c) => [c.country, c.postcode, c.matches.map((m) => locator.zoneNames[m.zone]).sort()]);
    expect(classes).toEqual([
      ['EE', '00', ['Estonia']],
      ['EE', '10', ['Estonia', 'Tallinn']],
      ['EE', '20', ['Estonia']],
      ['GB', 'SW1A', ['Westminster']],
    ]);
  });

  it('is remembered per locator', () => {
    expect(addressClasses(locator)).toBe(addressClasses(locator));
  });
});

describe('overlappingZones', () => {
  it('pairs zones sharing a postcode, both ways, and each zone with areas with itself', () => {
    const n = locator.zoneCount;
    const pairs = overlappingZones(locator);
    expect(pairs.has(0 * n + 1) && pairs.has(1 * n + 0) && pairs.has(2 * n + 2)).toBe(true);
    expect(pairs.has(0 * n + 2) || pairs.has(3 * n + 3)).toBe(false);
  });
});
