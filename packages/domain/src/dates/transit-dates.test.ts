import { describe, expect, it } from 'vitest';
import { PricingDataError } from '../data-error';
import { formatDay, parseDay } from './calendar';
import { collectionDay, compileTransit, deliveryDay, parseTimeOfDay, type TransitRecord } from './transit-dates';

const transit = (over: Partial<TransitRecord> = {}) => compileTransit({ id: 1, name: 'T', transit_time: 2, cutoff_time: '12:00', ...over });
const at = (date: string, hhmm: string) => ({ day: parseDay(date)!, minutes: parseTimeOfDay(hhmm)! });
const collect = (t: ReturnType<typeof transit>, now: ReturnType<typeof at>, requested: string | null = null) =>
  formatDay(collectionDay(t, requested === null ? null : parseDay(requested), now).day);

// 2026-03-10 is a Tuesday; 2026-03-13 a Friday.
describe('collectionDay', () => {
  it('collects today before the cutoff (Tuesday 11:59)', () => {
    expect(collect(transit(), at('2026-03-10', '11:59'))).toBe('2026-03-10');
  });

  it('collects today at the cutoff minute itself (12:00 is not past 12:00)', () => {
    expect(collect(transit(), at('2026-03-10', '12:00'))).toBe('2026-03-10');
  });

  it('collects tomorrow once past the cutoff (Tuesday 12:01)', () => {
    expect(collect(transit(), at('2026-03-10', '12:01'))).toBe('2026-03-11');
  });

  it('moves a Friday after the cutoff to Monday (no weekend departures)', () => {
    expect(collect(transit(), at('2026-03-13', '15:00'))).toBe('2026-03-16');
  });

  it('moves a Saturday request to Monday', () => {
    expect(collect(transit(), at('2026-03-10', '09:00'), '2026-03-14')).toBe('2026-03-16');
  });

  it('departs on Saturday when the transit does', () => {
    expect(collect(transit({ saturday: true }), at('2026-03-10', '09:00'), '2026-03-14')).toBe('2026-03-14');
  });

  it('ignores the cutoff for a future requested date', () => {
    expect(collect(transit(), at('2026-03-10', '18:00'), '2026-03-12')).toBe('2026-03-12');
  });

  it('treats a past requested date as today', () => {
    expect(collect(transit(), at('2026-03-10', '09:00'), '2026-03-01')).toBe('2026-03-10');
  });

  it('waits for the only departure day (Wednesday)', () => {
    const wed = transit({ monday: false, tuesday: false, thursday: false, friday: false, wednesday: true });
    expect(collect(wed, at('2026-03-12', '09:00'))).toBe('2026-03-18');
  });

  it('honours a later cutoff from a PostgreSQL time: 16:30:00', () => {
    expect(collect(transit({ cutoff_time: '16:30:00' }), at('2026-03-10', '16:00'))).toBe('2026-03-10');
  });

  it('keeps the day when the transit never departs', () => {
    const never = transit({ monday: false, tuesday: false, wednesday: false, thursday: false, friday: false });
    expect(collect(never, at('2026-03-10', '09:00'))).toBe('2026-03-10');
  });
});

describe('deliveryDay', () => {
  const deliver = (t: ReturnType<typeof transit>, from: string) => formatDay(deliveryDay(t, parseDay(from)!));

  it('delivers 2 working days after Tuesday on Thursday', () => {
    expect(deliver(transit(), '2026-03-10')).toBe('2026-03-12');
  });

  it('skips the weekend: 2 days from Thursday is Monday', () => {
    expect(deliver(transit(), '2026-03-12')).toBe('2026-03-16');
  });

  it('counts Saturday when allow_saturday_delivery: 2 days from Thursday is Saturday', () => {
    expect(deliver(transit({ allow_saturday_delivery: true }), '2026-03-12')).toBe('2026-03-14');
  });

  it('counts Sunday when allow_sunday_delivery: 2 days from Friday is Monday without, Sunday with', () => {
    expect(deliver(transit(), '2026-03-13')).toBe('2026-03-17');
    expect(deliver(transit({ allow_sunday_delivery: true }), '2026-03-13')).toBe('2026-03-16');
    expect(deliver(transit({ allow_sunday_delivery: true, allow_saturday_delivery: true }), '2026-03-13')).toBe('2026-03-15');
  });

  it('delivers on the collection day with transit_time 0', () => {
    expect(deliver(transit({ transit_time: 0 }), '2026-03-14')).toBe('2026-03-14');
  });
});

describe('compileTransit', () => {
  it('defaults to Monday..Friday departures and a 12:00 cutoff', () => {
    const t = compileTransit({ id: 1, transit_time: 1 });
    expect(t.departs).toEqual([true, true, true, true, true, false, false]);
    expect(t.cutoffText).toBe('12:00');
  });

  it('refuses a malformed cutoff or a negative transit time', () => {
    expect(() => compileTransit({ id: 3, transit_time: 1, cutoff_time: '25:00' })).toThrow(PricingDataError);
    expect(() => compileTransit({ id: 3, transit_time: -1 })).toThrow(PricingDataError);
  });
});
