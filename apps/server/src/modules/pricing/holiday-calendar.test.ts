import { parseDay } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { createHolidayCalendar, publicHolidays } from './holiday-calendar';

/** The date-holidays package itself: its data ships inside it, so this runs offline. */
describe('createHolidayCalendar', () => {
  const calendar = createHolidayCalendar();
  const on = (country: string, date: string) => calendar(country, parseDay(date)!);

  it('knows Christmas in Estonia, Christmas Eve included, and the Friday before as a working day', () => {
    expect(on('EE', '2025-12-19')).toBeNull();
    expect([on('EE', '2025-12-24'), on('EE', '2025-12-25'), on('EE', '2025-12-26')]).toEqual([
      'Christmas Eve',
      'Christmas Day',
      'Boxing Day',
    ]);
  });

  it('knows Midsummer in Latvia (both days) and Finland (the Saturday; Midsummer Eve is only a bank holiday there)', () => {
    expect([on('LV', '2025-06-23'), on('LV', '2025-06-24')]).toEqual(['Midsummer Eve', 'Midsummer']);
    expect(on('FI', '2025-06-21')).toBe('Midsummer Day');
    expect(on('FI', '2025-06-20')).toBeNull();
  });

  it('answers no holidays for a country it does not know', () => {
    expect(on('XX', '2025-12-25')).toBeNull();
    expect(publicHolidays('ee', 2025).size).toBe(0);
  });

  it("keeps to public holidays: observances such as Mother's Day are working days", () => {
    expect(on('EE', '2025-05-11')).toBeNull();
    expect([...publicHolidays('EE', 2025).values()]).toContain('Midsummer Day');
  });
});
