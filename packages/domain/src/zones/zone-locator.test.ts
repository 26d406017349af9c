import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PricingDataError } from '../data-error';
import { scanAreas } from './area-index';
import { ZoneLocator, isMoreSpecificArea } from './zone-locator';

const areas = [
  { id: 1, country: 'EE', postcode_from: '10', postcode_to: '19' },
  { id: 2, country: 'EE', postcode_from: '10115', postcode_to: '10999' },
  { id: 3, country: 'EE', postcode_from: '0', postcode_to: '9' },
];

describe('ZoneLocator.locate', () => {
  const locator = new ZoneLocator(areas, [
    { id: 100, name: 'Tallinn', areas: [1, 2] },
    { id: 200, name: 'Estonia', areas: [{ id: 3 }] },
    { id: 300, name: 'Empty', areas: [] },
  ]);

  it('lists each zone holding the address once, through its most specific area', () => {
    const matches = locator.locate({ country: 'EE', postcode: '10115' });
    const byZone = Object.fromEntries(matches.map((m) => [locator.zoneIds[m.zone], m.area.id]));
    expect(byZone).toEqual({ 100: 2, 200: 3 });
  });

  it('falls back to the zone’s broader area outside the narrow range', () => {
    const matches = locator.locate({ country: 'EE', postcode: '12000' });
    expect(matches.map((m) => [locator.zoneIds[m.zone], m.area.id])).toContainEqual([100, 1]);
  });

  it('finds no zone in a country without areas', () => {
    expect(locator.locate({ country: 'LV', postcode: '1050' })).toEqual([]);
  });

  it('gives zones dense indices', () => {
    expect(locator.indexOf(200)).toBe(1);
    expect(locator.indexOf(999)).toBe(-1);
  });
});

describe('ZoneLocator construction', () => {
  it('refuses a zone naming an unknown area', () => {
    expect(() => new ZoneLocator(areas, [{ id: 1, areas: [42] }])).toThrow(new PricingDataError('Zone 1: unknown area 42'));
  });
});

describe('ZoneLocator.locate equals a brute-force scan', () => {
  /** Every zone with an area holding the postcode, through its most specific such area. */
  function bruteForce(locator: ZoneLocator, zones: { id: number; areas: number[] }[], country: string, postcode: string): string[] {
    const holding = scanAreas(locator.index.areas, country, postcode);
    const answer: string[] = [];
    for (const zone of zones) {
      const mine = holding.filter((a) => zone.areas.includes(a.id));
      if (mine.length === 0) continue;
      const best = mine.reduce((b, a) => (isMoreSpecificArea(a, b) ? a : b));
      answer.push(`${zone.id}:${best.id}`);
    }
    return answer.sort();
  }

  const fast = (locator: ZoneLocator, country: string, postcode: string) =>
    locator
      .locate({ country, postcode })
      .map((m) => `${locator.zoneIds[m.zone]}:${m.area.id}`)
      .sort();

  // 1.7 s on a loaded 2-core machine (load average 20, two busy loops beside it): 3x that.
  it('for random nested, overlapping and alphanumeric areas in overlapping zones (tables and walks)', { timeout: 6_000 }, () => {
    const alphabet = fc.constantFrom('0', '1', '3', '5', '9', 'A', 'K', 'Z', '-', 'Ö');
    const code = fc.array(alphabet, { minLength: 1, maxLength: 4 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(
        fc.array(fc.record({ country: fc.constantFrom('EE', 'GB'), from: code, to: code }), { minLength: 1, maxLength: 80 }),
        fc.array(fc.array(fc.nat(79), { maxLength: 6 }), { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.tuple(
            fc.constantFrom('EE', 'GB', 'LV'),
            fc.array(alphabet, { minLength: 1, maxLength: 6 }).map((cs) => cs.join('')),
          ),
          { maxLength: 25 },
        ),
        (rawAreas, rawZones, probes) => {
          const areas = rawAreas
            .map((a, i) => ({ id: i + 1, country: a.country, postcode_from: a.from, postcode_to: a.to }))
            .filter((a) => a.postcode_from.replace(/-/g, '') !== '' && a.postcode_to.replace(/-/g, '') !== '');
          const ids = areas.map((a) => a.id);
          const zones = rawZones.map((refs, i) => ({
            id: 100 + i,
            areas: [...new Set(refs.map((r) => ids[r % Math.max(ids.length, 1)]!).filter(Boolean))],
          }));
          const locator = new ZoneLocator(areas, zones);
          for (const [country, postcode] of probes)
            expect(fast(locator, country, postcode)).toEqual(bruteForce(locator, zones, country, postcode));
        },
      ),
      { numRuns: 300 },
    );
  });

  // over 6.3 s on a loaded 2-core machine (load average 20, two busy loops beside it): 3x that.
  it('for thousands of nested 5-digit ranges, past the table budget and within it', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.array(fc.integer({ min: 0, max: 99_999 }), { minLength: 1, maxLength: 40 }),
        (nesting, probes) => {
          // `nesting` ranges centred on 50000, each wider than the last, plus 200 disjoint ones.
          const pad = (n: number) => String(Math.max(0, Math.min(99_999, n))).padStart(5, '0');
          const areas = [
            ...Array.from({ length: nesting }, (_, i) => ({
              id: i + 1,
              country: 'EE',
              postcode_from: pad(50_000 - (i + 1) * 7),
              postcode_to: pad(50_000 + (i + 1) * 5),
            })),
            ...Array.from({ length: 200 }, (_, i) => ({
              id: 10_000 + i,
              country: 'EE',
              postcode_from: pad(i * 500),
              postcode_to: pad(i * 500 + 499),
            })),
          ];
          const zones = [
            { id: 1, areas: areas.filter((_, i) => i % 3 === 0).map((a) => a.id) },
            { id: 2, areas: areas.filter((_, i) => i % 5 === 0).map((a) => a.id) },
            { id: 3, areas: areas.map((a) => a.id) },
          ];
          const locator = new ZoneLocator(areas, zones);
          for (const p of probes) expect(fast(locator, 'EE', pad(p))).toEqual(bruteForce(locator, zones, 'EE', pad(p)));
        },
      ),
      { numRuns: 30 },
    );
  });
});
