import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AreaIndex, scanAreas, type AreaRecord } from './area-index';

const areas: AreaRecord[] = [
  { id: 1, country: 'EE', postcode_from: '10', postcode_to: '19' },
  { id: 2, country: 'EE', postcode_from: '10115', postcode_to: '10999' },
  { id: 3, country: 'EE', postcode_from: '0', postcode_to: '9' },
  { id: 4, country: 'GB', postcode_from: 'SW1A', postcode_to: 'SW1A' },
  { id: 5, country: 'GB', postcode_from: 'SW', postcode_to: 'SW' },
  { id: 6, country: 'NL', postcode_from: '1012 AA', postcode_to: '1012 ZZ' },
  { id: 7, country: 'PL', postcode_from: '00-001', postcode_to: '05-999' },
  { id: 8, country: 'ee', postcode_from: '20', postcode_to: '29' },
];
const index = new AreaIndex(areas);
const ids = (country: string, postcode: string) =>
  index
    .find(country, postcode)
    .map((a) => a.id)
    .sort((a, b) => a - b);

describe('AreaIndex.find', () => {
  it('finds prefix and range areas holding 10115 in EE', () => {
    expect(ids('EE', '10115')).toEqual([1, 2, 3]);
  });

  it('finds only the prefix areas for 10114, just below the range', () => {
    expect(ids('EE', '10114')).toEqual([1, 3]);
  });

  it('matches the country upper-cased and nothing in another country', () => {
    expect(ids('ee', '25000')).toEqual([3, 8]);
    expect(ids('LV', '10115')).toEqual([]);
  });

  it('finds UK postcodes by outward code, with or without the space', () => {
    expect(ids('GB', 'SW1A 1AA')).toEqual([4, 5]);
    expect(ids('GB', 'sw1a1aa')).toEqual([4, 5]);
    expect(ids('GB', 'SW1B 1AA')).toEqual([5]);
    expect(ids('GB', 'W1A 0AX')).toEqual([]);
  });

  it('finds NL postcodes with letters: 1012 AB in 1012 AA - 1012 ZZ, 1013 AB not', () => {
    expect(ids('NL', '1012 AB')).toEqual([6]);
    expect(ids('NL', '1013 AB')).toEqual([]);
  });

  it('finds PL postcodes with a hyphen: 00-950 in 00-001 - 05-999, 06-100 not', () => {
    expect(ids('PL', '00-950')).toEqual([7]);
    expect(ids('PL', '05-999')).toEqual([7]);
    expect(ids('PL', '06-100')).toEqual([]);
  });

  it('reports the bound length and span for specificity', () => {
    const range = index.find('EE', '10115').find((a) => a.id === 2)!;
    expect(range.boundLength).toBe(5);
    expect(range.span).toBe(884);
  });
});

describe('AreaIndex equals a brute-force scan', () => {
  const alphabet = fc.constantFrom('0', '1', '2', '5', '9', 'A', 'B', 'Z', '-', ' ', 'Ö', '/');
  const code = (max: number) => fc.array(alphabet, { minLength: 1, maxLength: max }).map((cs) => cs.join(''));
  const area = fc.record({ country: fc.constantFrom('EE', 'LV', 'GB'), from: code(4), to: code(4) });

  it('for random areas (overlapping, nested, alphanumeric, odd characters) and postcodes', () => {
    fc.assert(
      fc.property(
        fc.array(area, { maxLength: 60 }),
        fc.array(fc.tuple(fc.constantFrom('EE', 'LV', 'GB'), code(6)), { minLength: 1, maxLength: 20 }),
        (list, probes) => {
          const records = list
            .map((a, i) => ({ id: i + 1, country: a.country, postcode_from: a.from, postcode_to: a.to }))
            .filter((a) => a.postcode_from.replace(/[\s-]/g, '') !== '' && a.postcode_to.replace(/[\s-]/g, '') !== '');
          const idx = new AreaIndex(records);
          for (const [country, postcode] of probes) {
            const fast = idx
              .find(country, postcode)
              .map((a) => a.id)
              .sort((x, y) => x - y);
            const slow = scanAreas(idx.areas, country, postcode)
              .map((a) => a.id)
              .sort((x, y) => x - y);
            expect(fast).toEqual(slow);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('for 5-digit ranges of a big carrier, disjoint and overlapping', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 2_000 })), { minLength: 1, maxLength: 400 }),
        fc.array(fc.integer({ min: 0, max: 99_999 }), { minLength: 1, maxLength: 50 }),
        fc.boolean(),
        (ranges, probes, disjoint) => {
          const pad = (n: number) => String(Math.min(n, 99_999)).padStart(5, '0');
          const records = disjoint
            ? [...new Set(ranges.map(([from]) => from))]
                .sort((a, b) => a - b)
                .map((from, i, all) => ({
                  id: i + 1,
                  country: 'EE',
                  postcode_from: pad(from),
                  postcode_to: pad(Math.max(from, (all[i + 1] ?? 100_000) - 1)),
                }))
            : ranges.map(([from, width], i) => ({ id: i + 1, country: 'EE', postcode_from: pad(from), postcode_to: pad(from + width) }));
          const idx = new AreaIndex(records);
          for (const p of probes) {
            const fast = idx
              .find('EE', pad(p))
              .map((a) => a.id)
              .sort((x, y) => x - y);
            const slow = scanAreas(idx.areas, 'EE', pad(p))
              .map((a) => a.id)
              .sort((x, y) => x - y);
            expect(fast).toEqual(slow);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('AreaIndex with 50,000 areas', () => {
  // How fast a lookup is, is the benchmark's to say (npm run bench: "50,000 areas"); here, that the
  // index of a big carrier answers what a scan answers.
  // 2.2 s on a loaded 2-core machine (load average 20, two busy loops beside it): 3x that, and more.
  it('answers what a scan of every area answers', { timeout: 10_000 }, () => {
    const many: AreaRecord[] = Array.from({ length: 50_000 }, (_, i) => {
      const from = (i * 7) % 99_000;
      return { id: i + 1, country: 'EE', postcode_from: String(from).padStart(5, '0'), postcode_to: String(from + 50).padStart(5, '0') };
    });
    const idx = new AreaIndex(many);
    let hits = 0;
    for (let i = 0; i < 20; i++) {
      const postcode = String((i * 4937) % 99_100).padStart(5, '0');
      const found = idx.find('EE', postcode).map((a) => a.id);
      const scanned = scanAreas(idx.areas, 'EE', postcode).map((a) => a.id);
      expect(
        found.sort((a, b) => a - b),
        postcode,
      ).toEqual(scanned.sort((a, b) => a - b));
      hits += found.length;
    }
    // About 7 areas hold each postcode: the comparison is not of empty lists.
    expect(hits).toBeGreaterThan(100);
  });
});
