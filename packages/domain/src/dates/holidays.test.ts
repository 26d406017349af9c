import { describe, expect, it } from 'vitest';
import { carrier, cartons, pricelist, quote, request } from '../test-support/fixtures';
import { formatDay, parseDay } from './calendar';
import { holidayTable, NO_HOLIDAYS, type SkippedHoliday } from './holidays';
import { collectionDay, compileTransit, deliveryDay, parseTimeOfDay, type TransitRecord } from './transit-dates';

/**
 * The public holidays these tests need, as date-holidays names them (type public; the server's
 * calendar is checked against the package in apps/server). Finland's Midsummer Eve is a bank
 * holiday there, not a public one.
 */
const HOLIDAYS = holidayTable({
  EE: {
    '2025-06-23': 'Victory Day',
    '2025-06-24': 'Midsummer Day',
    '2025-12-24': 'Christmas Eve',
    '2025-12-25': 'Christmas Day',
    '2025-12-26': 'Boxing Day',
  },
  FI: { '2025-06-21': 'Midsummer Day', '2025-12-25': 'Christmas Day', '2025-12-26': "St. Stephen's Day" },
  LV: {
    '2025-06-23': 'Midsummer Eve',
    '2025-06-24': 'Midsummer Day',
    '2025-12-24': 'Christmas Eve',
    '2025-12-25': 'Christmas Day',
    '2025-12-26': 'Second Day of Christmas',
    '2025-12-31': "New Year's Eve",
    '2026-01-01': "New Year's Day",
  },
});

const transit = (over: Partial<TransitRecord> = {}) =>
  compileTransit({ id: 1, name: 'T', transit_time: 3, cutoff_time: '12:00', skip_holidays: true, ...over });
const at = (date: string) => ({ day: parseDay(date)!, minutes: parseTimeOfDay('09:00')! });

function collect(t: ReturnType<typeof transit>, country: string, requested: string, skipped: SkippedHoliday[] = []) {
  return formatDay(collectionDay(t, parseDay(requested), at('2025-06-01'), { calendar: HOLIDAYS, country, skipped }).day);
}

function deliver(t: ReturnType<typeof transit>, country: string, from: string, skipped: SkippedHoliday[] = []) {
  return formatDay(deliveryDay(t, parseDay(from)!, { calendar: HOLIDAYS, country, skipped }));
}

describe('collectionDay with public holidays', () => {
  it('moves a collection asked for Christmas Eve in EE past Christmas and the weekend, to Monday 29.12', () => {
    const skipped: SkippedHoliday[] = [];
    expect(collect(transit(), 'EE', '2025-12-24', skipped)).toBe('2025-12-29');
    expect(skipped.map((h) => [formatDay(h.day), h.name, h.effect])).toEqual([
      ['2025-12-24', 'Christmas Eve', 'no_collection'],
      ['2025-12-25', 'Christmas Day', 'no_collection'],
      ['2025-12-26', 'Boxing Day', 'no_collection'],
    ]);
  });

  it('departs on Latvian Midsummer only when the holidays are off', () => {
    expect(collect(transit(), 'LV', '2025-06-23')).toBe('2025-06-25');
    expect(collect(transit({ skip_holidays: false }), 'LV', '2025-06-23')).toBe('2025-06-23');
  });

  it('skips Finnish Midsummer Day for a transit departing on Saturdays (Midsummer Eve is not a public holiday)', () => {
    const saturdays = transit({ saturday: true });
    expect(collect(saturdays, 'FI', '2025-06-20')).toBe('2025-06-20');
    expect(collect(saturdays, 'FI', '2025-06-21')).toBe('2025-06-23');
  });

  it('counts a holiday that is no departure day anyway as no skip (a Sunday for a weekday transit)', () => {
    const skipped: SkippedHoliday[] = [];
    expect(collect(transit(), 'FI', '2025-06-21', skipped)).toBe('2025-06-23');
    expect(skipped).toEqual([]);
  });

  it('uses the collection country only', () => {
    expect(collect(transit(), 'FI', '2025-12-24')).toBe('2025-12-24');
  });
});

describe('deliveryDay with public holidays', () => {
  it('delivers a 3-day shipment collected the Friday before Christmas in EE on Monday 29.12, not Wednesday 24.12', () => {
    const skipped: SkippedHoliday[] = [];
    expect(deliver(transit(), 'EE', '2025-12-19', skipped)).toBe('2025-12-29');
    expect(skipped.map((h) => [formatDay(h.day), h.effect])).toEqual([
      ['2025-12-24', 'not_a_transit_day'],
      ['2025-12-25', 'not_a_transit_day'],
      ['2025-12-26', 'not_a_transit_day'],
    ]);
  });

  it("delivers on Christmas Eve when the transit keeps holidays off (today's behaviour)", () => {
    expect(deliver(transit({ skip_holidays: false }), 'EE', '2025-12-19')).toBe('2025-12-24');
  });

  it('does not count Latvian Midsummer: 2 days from Friday 20.06 are Wednesday and Thursday', () => {
    expect(deliver(transit({ transit_time: 2 }), 'LV', '2025-06-20')).toBe('2025-06-26');
  });

  it('does not count Finnish Midsummer Day when Saturday deliveries are allowed', () => {
    const t = transit({ transit_time: 1, allow_saturday_delivery: true });
    expect(deliver(t, 'FI', '2025-06-20')).toBe('2025-06-23');
    expect(deliver(t, 'FI', '2025-06-13')).toBe('2025-06-14');
  });

  it('stops skipping after 60 holidays in a row (a broken calendar)', () => {
    const t = compileTransit({ id: 1, transit_time: 1, skip_holidays: true });
    const day = deliveryDay(t, parseDay('2025-01-01')!, { calendar: () => 'Always', country: 'EE' });
    expect(day - parseDay('2025-01-01')!).toBeGreaterThan(60);
  });
});

describe('priceRequest with public holidays', () => {
  const christmas = carrier({
    transits: [{ id: 31, name: 'Baltic 3d', transit_time: 3, cutoff_time: '12:00', skip_holidays: true }],
    pricelists: [pricelist({ valid_from: '2025-01-01', valid_to: '2026-12-31' })],
  });
  const now = Date.parse('2025-12-19T07:00:00Z'); // Friday 09:00 in Tallinn

  it('names the skipped holidays in the trace, collection and delivery country apart', () => {
    const r = quote(christmas, request(cartons(50), { date: '2025-12-24', delivery: { country: 'LV', postcode: '1050' } }), {
      now,
      holidays: HOLIDAYS,
    });
    expect(r.errors).toBe('');
    expect(r.collection_date).toBe('2025-12-29');
    expect(r.trace.dates?.holidays).toEqual([
      { date: '2025-12-24', name: 'Christmas Eve', country: 'EE', effect: 'no_collection' },
      { date: '2025-12-25', name: 'Christmas Day', country: 'EE', effect: 'no_collection' },
      { date: '2025-12-26', name: 'Boxing Day', country: 'EE', effect: 'no_collection' },
      { date: '2025-12-31', name: "New Year's Eve", country: 'LV', effect: 'not_a_transit_day' },
      { date: '2026-01-01', name: "New Year's Day", country: 'LV', effect: 'not_a_transit_day' },
    ]);
    // Counted in Latvia: 30.12, 2.1, 5.1.
    expect(r.delivery_date).toBe('2026-01-05');
  });

  it('keeps the dates without a calendar', () => {
    const r = quote(christmas, request(cartons(50)), { now, holidays: NO_HOLIDAYS });
    expect([r.collection_date, r.delivery_date]).toEqual(['2025-12-19', '2025-12-24']);
    expect(r.trace.dates?.holidays).toEqual([]);
  });
});
