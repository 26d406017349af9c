/**
 * Public holidays for the pricing engine, from the date-holidays package (its data ships inside
 * the package: no network). The engine takes a plain function; this builds it, computing each
 * country's year once and keeping it (docs/decisions/0006-holidays.md).
 */
import type Holidays from 'date-holidays';
import { lazyModule } from '../../lib/lazy-module';
import { parseDay, civilFromDays, type HolidayCalendar } from '@freight/domain';

/** Country-years kept before the cache starts over (a few hundred bytes each). */
const MAX_YEARS = 2000;
const DAY_MS = 86_400_000;
const holidaysPackage = lazyModule<typeof Holidays>('date-holidays');

let countries: ReadonlySet<string> | null = null;

/** The country codes date-holidays has a calendar for. */
function knownCountries(): ReadonlySet<string> {
  countries ??= new Set(Object.keys(new (holidaysPackage())().getCountries()));
  return countries;
}

/** The public holidays of a country in a year: day number -> English name. Unknown country: none. */
export function publicHolidays(country: string, year: number): Map<number, string> {
  const days = new Map<number, string>();
  if (!knownCountries().has(country)) return days;
  // Only the national calendar: regions and states are not part of an address here.
  const hd = new (holidaysPackage())(country, { languages: ['en'], types: ['public'] });
  for (const h of hd.getHolidays(year, 'en')) {
    if (h.type !== 'public') continue;
    const first = parseDay(h.date.slice(0, 10));
    if (first === null) continue;
    // A holiday of several days (rare) covers each of them.
    const length = Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / DAY_MS));
    for (let d = 0; d < length; d++) if (!days.has(first + d)) days.set(first + d, h.name);
  }
  return days;
}

/** A calendar answering from date-holidays, each country-year computed on first use. */
export function createHolidayCalendar(): HolidayCalendar {
  const years = new Map<string, Map<number, string>>();
  return (country, day) => {
    const { year } = civilFromDays(day);
    const key = `${country}:${year}`;
    let days = years.get(key);
    if (!days) {
      if (years.size >= MAX_YEARS) years.clear();
      days = publicHolidays(country, year);
      years.set(key, days);
    }
    return days.get(day) ?? null;
  };
}
