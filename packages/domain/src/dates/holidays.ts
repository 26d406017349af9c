/**
 * Public holidays as the engine sees them: a function the caller passes in (the server builds it
 * from the date-holidays package; docs/decisions/0006-holidays.md says why the package stays out
 * of the domain). It must be pure, synchronous and fast: it is asked once per date step.
 */
import { parseDay } from './calendar';

/** The name of the public holiday on `day` (days since 1970-01-01) in `country` (ISO code), or null. */
export type HolidayCalendar = (country: string, day: number) => string | null;

/** A holiday a date step skipped, for the trace. */
export interface SkippedHoliday {
  /** Days since 1970-01-01. */
  readonly day: number;
  readonly name: string;
  /** The country whose holiday it is. */
  readonly country: string;
  /** no_collection: not a departure day; not_a_transit_day: not counted towards transit_time. */
  readonly effect: 'no_collection' | 'not_a_transit_day';
}

/** No holidays anywhere: what the engine uses when the caller gives no calendar. */
export const NO_HOLIDAYS: HolidayCalendar = () => null;

/** A calendar from a fixed table ('yyyy-mm-dd' -> name, per country), for tests and small callers. */
export function holidayTable(table: Readonly<Record<string, Readonly<Record<string, string>>>>): HolidayCalendar {
  const byCountry = new Map<string, Map<number, string>>();
  for (const [country, days] of Object.entries(table)) {
    const map = new Map<number, string>();
    for (const [text, name] of Object.entries(days)) {
      const day = parseDay(text);
      if (day === null) throw new RangeError(`Invalid date: ${text}`);
      map.set(day, name);
    }
    byCountry.set(country.toUpperCase(), map);
  }
  return (country, day) => byCountry.get(country)?.get(day) ?? null;
}
