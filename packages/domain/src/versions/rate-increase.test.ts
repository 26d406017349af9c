import { describe, expect, it } from 'vitest';
import type { IncreaseSettings } from './rate-increase';
import {
  dayBefore,
  describeIncrease,
  localizeIncrease,
  effectiveDayProblem,
  increaseAmount,
  increaseGrid,
  increaseProblem,
  successorName,
  successorNames,
} from './rate-increase';

describe('increaseAmount', () => {
  it('rounds half up to each step, in exact decimals', () => {
    // 10.005 is 10.00499999... as a double: the exact arithmetic still rounds it up.
    expect(increaseAmount(10.005, 0, 0.01)).toBe(10.01);
    expect(increaseAmount(10.004, 0, 0.01)).toBe(10);
    expect(increaseAmount(100, 4.5, 0.01)).toBe(104.5);
    expect(increaseAmount(33.33, 3, 0.01)).toBe(34.33); // 34.3299
    expect(increaseAmount(10.1, 2.5, 0.05)).toBe(10.35); // 10.3525
    expect(increaseAmount(10, 2.25, 0.05)).toBe(10.25); // 10.225: half up
    expect(increaseAmount(10, 2.24, 0.05)).toBe(10.2); // 10.224
    expect(increaseAmount(19.99, 5, 0.1)).toBe(21); // 20.9895
    expect(increaseAmount(12.3, 1, 0.1)).toBe(12.4); // 12.423
    expect(increaseAmount(10, 2.5, 0.5)).toBe(10.5); // 10.25: half up
    expect(increaseAmount(10, 2.49, 0.5)).toBe(10); // 10.249
    expect(increaseAmount(99, 0.5, 1)).toBe(99); // 99.495
    expect(increaseAmount(99, 0.51, 1)).toBe(100); // 99.5049
    expect(increaseAmount('0.045', 10, 0.01)).toBe(0.05); // 0.0495
  });

  it('takes falls and a string price, and a zero stays zero', () => {
    expect(increaseAmount('25.00', -10, 0.01)).toBe(22.5);
    expect(increaseAmount(0, 50, 1)).toBe(0);
    expect(increaseAmount(1.15, -90, 0.01)).toBe(0.12); // 0.115
  });

  it('never drifts over many prices: each new price is a whole number of steps', () => {
    for (let cents = 1; cents < 5000; cents += 7) {
      const after = increaseAmount(cents / 100, 3.7, 0.05);
      expect(Math.round(after * 100) % 5).toBe(0);
      expect(String(after)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });
});

/** Two rows (1 -> 2, 1 -> 3), quantity rows 100, 500, 1000, minimum 15 on the first. */
const GROUPS = [
  {
    quantities: [
      { quantity: 100, unit: 'per_shipment' },
      { quantity: 500, unit: 'per_100kg' },
      { quantity: 1000, unit: 'per_100kg' },
    ],
    zones: [
      { zone_from: 1, zone_to: 2, transit: 7, minimum_amount: 15, maximum_amount: null, prices: [25, '20.00', null] },
      { zone_from: 1, zone_to: 3, transit: null, minimum_amount: null, maximum_amount: 300, prices: [40, 30, 28] },
    ],
  },
];
const names = (id: number) => `Zone ${id}`;
const settings = (over: Partial<IncreaseSettings>): IncreaseSettings => ({
  change: { percent: 10 },
  rounding: 0.01,
  include_min_max: false,
  ...over,
});

describe('increaseGrid', () => {
  it('raises every price by the percent, keeps empty cells empty and the other fields as they are', () => {
    const out = increaseGrid(GROUPS, settings({}), { customer_id: null }, names);
    expect(out.fare_groups[0]!.zones.map((z) => z.prices)).toEqual([
      [27.5, 22, null],
      [44, 33, 30.8],
    ]);
    expect(out.fare_groups[0]!.zones[0]).toMatchObject({ transit: 7, minimum_amount: 15, maximum_amount: null });
    expect(out.fare_groups[0]!.quantities).toBe(GROUPS[0]!.quantities);
    expect(out.cells_changed).toBe(5);
    expect(out.first[0]).toEqual({ zone_from: 'Zone 1', zone_to: 'Zone 2', quantity: 100, kind: 'price', before: 25, after: 27.5 });
    expect(out.largest.map((c) => c.after - c.before)).toEqual([4, 3, 2.8000000000000007, 2.5, 2].map((d) => expect.closeTo(d, 9)));
    expect(out.largest[0]).toMatchObject({ zone_to: 'Zone 3', quantity: 100, before: 40, after: 44 });
  });

  it('changes minimum and maximum amounts only when asked', () => {
    const on = increaseGrid(GROUPS, settings({ include_min_max: true }), { customer_id: null }, names);
    expect(on.fare_groups[0]!.zones.map((z) => [z.minimum_amount, z.maximum_amount])).toEqual([
      [16.5, null],
      [null, 330],
    ]);
    expect(on.cells_changed).toBe(7);
    expect(on.first[0]).toMatchObject({ kind: 'minimum', quantity: null, before: 15, after: 16.5 });
    const off = increaseGrid(GROUPS, settings({ include_min_max: false }), { customer_id: null }, names);
    expect(off.fare_groups[0]!.zones.map((z) => [z.minimum_amount, z.maximum_amount])).toEqual([
      [15, null],
      [null, 300],
    ]);
  });

  it('applies the first matching rule by zone pair and inclusive quantity range; a cell no rule matches keeps its price', () => {
    const change = {
      rules: [
        { zone_to: 3, quantity_from: 500, quantity_to: 1000, percent: 5 },
        { zone_from: 1, zone_to: 3, percent: 50 },
        { zone_to: 2, quantity_to: 100, percent: 20 },
      ],
    };
    const out = increaseGrid(GROUPS, settings({ change, include_min_max: true }), { customer_id: null }, names);
    expect(out.fare_groups[0]!.zones.map((z) => z.prices)).toEqual([
      [30, 20, null],
      [60, 31.5, 29.4],
    ]);
    // The minimum of 1 -> 2 has only a ranged rule: kept; the maximum of 1 -> 3 takes the unranged 50 %.
    expect(out.fare_groups[0]!.zones.map((z) => [z.minimum_amount, z.maximum_amount])).toEqual([
      [15, null],
      [null, 450],
    ]);
  });

  it("matches a rule's partner against the pricelist's", () => {
    const change = { rules: [{ customer: 9, percent: 10 }] };
    expect(increaseGrid(GROUPS, settings({ change }), { customer_id: 9 }).cells_changed).toBe(5);
    expect(increaseGrid(GROUPS, settings({ change }), { customer_id: null }).cells_changed).toBe(0);
    expect(increaseGrid(GROUPS, settings({ change }), { customer_id: 8 }).fare_groups[0]!.zones[0]!.prices).toEqual([25, 20, null]);
  });

  it('rounds each new price to the step; a price the rounding leaves as it was is not a change', () => {
    const out = increaseGrid(GROUPS, settings({ change: { percent: 1 }, rounding: 1 }), { customer_id: null });
    expect(out.fare_groups[0]!.zones.map((z) => z.prices)).toEqual([
      [25, 20, null],
      [40, 30, 28],
    ]);
    expect(out.cells_changed).toBe(0);
    expect(out.first).toEqual([]);
  });

  it('lists at most ten cells each way and counts prices past the maximum', () => {
    const wide = [
      {
        quantities: GROUPS[0]!.quantities,
        zones: Array.from({ length: 8 }, (_, i) => ({ zone_from: i, zone_to: i, prices: [1 + i, 2, 9_900_000] })),
      },
    ];
    const out = increaseGrid(wide, settings({ change: { percent: 5 } }), { customer_id: null });
    expect(out.cells_changed).toBe(24);
    expect(out.first).toHaveLength(10);
    expect(out.largest).toHaveLength(10);
    expect(out.largest.every((c) => c.before === 9_900_000)).toBe(false);
    expect(out.largest.slice(0, 8).every((c) => c.before === 9_900_000)).toBe(true);
    expect(out.too_high).toBe(8);
  });
});

describe('successorName', () => {
  it('is "{name} {yyyy}" of the year it takes effect, a trailing year replaced', () => {
    expect(successorName('Baltic', '2027-01-01')).toBe('Baltic 2027');
    expect(successorName('Baltic 2026', '2027-01-01')).toBe('Baltic 2027');
    expect(successorName('Route 66', '2027-01-01')).toBe('Route 66 2027');
    expect(successorName('', '2027-03-01')).toBe('General 2027');
    expect(successorName('x'.repeat(200), '2027-03-01')).toHaveLength(200);
  });

  it('never repeats the predecessor’s name: the day is added when the year alone would', () => {
    expect(successorName('Baltic 2027', '2027-03-01')).toBe('Baltic 2027 (from 01.03.2027)');
    expect(successorName('BALTIC 2027 ', '2027-03-01', (n) => n === 'x')).toBe('BALTIC 2027 (from 01.03.2027)');
    // A successor of a successor: its own day in place of the former one, the year alone when it is free.
    expect(successorName('Baltic 2027 (from 01.03.2027)', '2027-07-01')).toBe('Baltic 2027');
    expect(successorName('Baltic 2027 (from 01.03.2027)', '2027-07-01', (n) => n === 'Baltic 2027')).toBe('Baltic 2027 (from 01.07.2027)');
    expect(successorName('', '2027-03-01', (n) => n === 'General 2027')).toBe('General 2027 (from 01.03.2027)');
    const long = successorName('x'.repeat(195) + ' 2027', '2027-03-01');
    expect(long).toHaveLength(200);
    expect(long).toMatch(/x 2027 \(from 01\.03\.2027\)$/);
  });

  it('counts on when the dated name is taken too', () => {
    const taken = new Set(['Baltic 2027 (from 01.03.2027)', 'Baltic 2027 (from 01.03.2027) 2']);
    expect(successorName('Baltic 2027', '2027-03-01', (n) => taken.has(n))).toBe('Baltic 2027 (from 01.03.2027) 3');
  });
});

describe('successorNames', () => {
  const list = (id: number, name: string, over: { service_id?: number; customer_id?: number | null; archived?: boolean } = {}) => ({
    id,
    name,
    service_id: 1,
    customer_id: null,
    ...over,
  });

  it('tells each successor apart from the live pricelists of its service and partner and from the others named', () => {
    const live = [
      list(1, 'Baltic 2026'),
      list(2, 'Baltic 2027'),
      list(3, 'Baltic 2026', { customer_id: 7 }),
      list(4, 'Baltic 2026', { service_id: 2 }),
      list(5, 'Baltic 2027', { service_id: 2, archived: true }),
      list(6, 'Baltic'),
    ];
    const names = successorNames([live[0]!, live[2]!, live[3]!, live[5]!], live, '2027-01-01');
    expect([...names]).toEqual([
      [1, 'Baltic 2027 (from 01.01.2027)'], // "Baltic 2027" is live beside it
      [3, 'Baltic 2027'], // another partner's: its own names
      [4, 'Baltic 2027'], // the archived one of service 2 holds no name
      [6, 'Baltic 2027 (from 01.01.2027) 2'], // after pricelist 1's successor took the dated name
    ]);
  });

  it('lets unnamed general pricelists of one service and partner be told apart too', () => {
    const live = [list(1, ''), list(2, '')];
    expect([...successorNames(live, live, '2027-01-01').values()]).toEqual(['General 2027', 'General 2027 (from 01.01.2027)']);
  });
});

describe('increaseProblem', () => {
  const valid = { valid_from: '2026-01-01', valid_to: '2026-12-31' };
  it('is null when the pricelist is valid before the date and on it', () => {
    expect(increaseProblem(valid, '2026-12-31')).toBeNull();
    expect(increaseProblem(valid, '2026-01-02')).toBeNull();
  });
  it('names a pricelist ending before the date or starting on or after it', () => {
    expect(increaseProblem(valid, '2027-01-01')).toMatch(/ends on 31.12.2026/);
    expect(increaseProblem(valid, '2026-01-01')).toMatch(/starts on 01.01.2026/);
  });
});

describe('dayBefore and describeIncrease', () => {
  it('the day before crosses months and leap days', () => {
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
  });
  it('says the change in one line', () => {
    expect(describeIncrease({ change: { percent: 4.5 }, rounding: 0.05 })).toBe('+4,5 %, rounded to 0,05');
    expect(describeIncrease({ change: { percent: -3 }, rounding: 1 })).toBe('\u22123 %, rounded to 1,00');
    expect(describeIncrease({ change: { rules: [{ percent: 1 }, { percent: 2 }] }, rounding: 0.01 })).toBe('2 rules, rounded to 0,01');
    expect(describeIncrease({ change: { rules: [{ percent: 1 }] }, rounding: 0.01 })).toBe('1 rule, rounded to 0,01');
  });
  it("says it in the reader's language, and again from the English the list carries", () => {
    expect(describeIncrease({ change: { percent: 4.5 }, rounding: 0.05 }, 'fi')).toBe('+4,5 %, pyöristettynä tarkkuuteen 0,05');
    expect(describeIncrease({ change: { rules: [{ percent: 1 }, { percent: 2 }] }, rounding: 0.01 }, 'et')).toBe(
      '2 reeglit, ümardatud täpsusega 0,01',
    );
    const all: Parameters<typeof describeIncrease>[0][] = [
      { change: { percent: 4.5 }, rounding: 0.05 },
      { change: { percent: -1250 }, rounding: 1 },
      { change: { rules: [{ percent: 1 }] }, rounding: 0.1 },
      { change: { rules: [{ percent: 1 }, { percent: 2 }, { percent: 3 }] }, rounding: 0.01 },
    ];
    for (const settings of all) {
      for (const language of ['en', 'et', 'fi'] as const)
        expect(localizeIncrease(language, describeIncrease(settings))).toBe(describeIncrease(settings, language));
    }
    expect(localizeIncrease('fi', 'something else')).toBe('something else');
  });
});

describe('effectiveDayProblem', () => {
  it('takes a day after today and refuses today or earlier, naming today as a clerk reads it', () => {
    expect(effectiveDayProblem('2026-11-27', '2026-11-26')).toBeNull();
    expect(effectiveDayProblem('2026-11-26', '2026-11-26')).toBe('must be after 26.11.2026');
    expect(effectiveDayProblem('2020-01-01', '2026-11-26')).toBe('must be after 26.11.2026');
  });
});
