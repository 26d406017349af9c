/** Collection and delivery dates from a transit (docs/pricing.md §10). */
import { DEFAULT_CUTOFF_TIME } from '../constants/pricing';
import { PricingDataError } from '../data-error';
import { weekdayOf } from './calendar';
import type { HolidayCalendar, SkippedHoliday } from './holidays';
import type { LocalTime } from './zoned-clock';

/** A transit as stored (docs/api.md "Transit"). Departure days default to Monday..Friday. */
export interface TransitRecord {
  id: number;
  name?: string | null;
  /** Days on the road, integer >= 0. */
  transit_time: number;
  /** "HH:MM" (a PostgreSQL time "HH:MM:SS" is accepted); default 12:00. */
  cutoff_time?: string | null;
  monday?: boolean | null;
  tuesday?: boolean | null;
  wednesday?: boolean | null;
  thursday?: boolean | null;
  friday?: boolean | null;
  saturday?: boolean | null;
  sunday?: boolean | null;
  allow_saturday_delivery?: boolean | null;
  allow_sunday_delivery?: boolean | null;
  /** Public holidays are neither departure days nor counted transit days; default false (docs/pricing.md). */
  skip_holidays?: boolean | null;
}

export interface CompiledTransit {
  readonly id: number;
  readonly name: string;
  readonly transitTime: number;
  /** Minute of the day of the cutoff, and as "HH:MM". */
  readonly cutoff: number;
  readonly cutoffText: string;
  /** Departure days, Monday first. */
  readonly departs: readonly boolean[];
  /** Days a delivery day may fall on, Monday first. */
  readonly delivers: readonly boolean[];
  /** Public holidays of the collection and delivery country are skipped. */
  readonly skipHolidays: boolean;
}

const TIME = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** Minute of the day of "HH:MM"; null when malformed. */
export function parseTimeOfDay(text: string): number | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 23 && min <= 59 ? h * 60 + min : null;
}

/** Compiles a transit; throws PricingDataError on a malformed cutoff or transit time. */
export function compileTransit(t: TransitRecord): CompiledTransit {
  const cutoff = parseTimeOfDay(t.cutoff_time || DEFAULT_CUTOFF_TIME);
  if (cutoff === null) throw new PricingDataError(`Transit ${t.id}: malformed cutoff_time ${t.cutoff_time}`);
  if (!Number.isInteger(t.transit_time) || t.transit_time < 0) {
    throw new PricingDataError(`Transit ${t.id}: transit_time must be a whole number >= 0`);
  }
  const weekday = (v: boolean | null | undefined) => v ?? true;
  const weekend = (v: boolean | null | undefined) => v ?? false;
  return Object.freeze({
    id: t.id,
    name: t.name ?? '',
    transitTime: t.transit_time,
    cutoff,
    cutoffText: `${String(Math.floor(cutoff / 60)).padStart(2, '0')}:${String(cutoff % 60).padStart(2, '0')}`,
    departs: Object.freeze([
      weekday(t.monday),
      weekday(t.tuesday),
      weekday(t.wednesday),
      weekday(t.thursday),
      weekday(t.friday),
      weekend(t.saturday),
      weekend(t.sunday),
    ]),
    delivers: Object.freeze([true, true, true, true, true, t.allow_saturday_delivery === true, t.allow_sunday_delivery === true]),
    skipHolidays: t.skip_holidays === true,
  });
}

/** How the collection day was reached, for the trace. */
export interface CollectionDay {
  readonly day: number;
  /** Today and past the cutoff: moved to the next day. */
  readonly afterCutoff: boolean;
  /** Days skipped to reach a departure day (holidays included). */
  readonly waitedDays: number;
}

/** The public holidays of one country a date step skips, and where to note them. */
export interface HolidaySkip {
  readonly calendar: HolidayCalendar;
  /** The country whose holidays count (ISO code, upper case). */
  readonly country: string;
  /** Each holiday skipped is added here, in date order. */
  readonly skipped?: SkippedHoliday[];
}

/** More consecutive holidays than any country has means a broken calendar: stop skipping. */
const MAX_HOLIDAY_STEPS = 60;

function holidayOn(skip: HolidaySkip | null | undefined, day: number): string | null {
  return skip ? skip.calendar(skip.country, day) : null;
}

/**
 * The collection day: the requested day (a past day counts as today), or today; today after the
 * cutoff becomes tomorrow; then the first departure day on or after it that is not a public
 * holiday of the collection country (`holidays`, when the transit skips them). A transit without
 * any departure day leaves the day as it is, holidays aside.
 */
export function collectionDay(
  transit: CompiledTransit,
  requested: number | null,
  now: LocalTime,
  holidays?: HolidaySkip | null,
): CollectionDay {
  let day = requested === null || requested < now.day ? now.day : requested;
  const afterCutoff = day === now.day && now.minutes > transit.cutoff;
  if (afterCutoff) day += 1;
  const anyDeparture = transit.departs.includes(true);
  const skip = transit.skipHolidays ? holidays : null;
  let waitedDays = 0;
  let steps = 0;
  for (;;) {
    if (anyDeparture && !transit.departs[weekdayOf(day)]) {
      day += 1;
      waitedDays += 1;
      continue;
    }
    const holiday = steps < MAX_HOLIDAY_STEPS ? holidayOn(skip, day) : null;
    if (holiday === null) break;
    skip!.skipped?.push({ day, name: holiday, country: skip!.country, effect: 'no_collection' });
    day += 1;
    waitedDays += 1;
    steps += 1;
  }
  return { day, afterCutoff, waitedDays };
}

/**
 * The delivery day: transit_time counted days after collection; 0 means the collection day. A
 * counted day is a delivery weekday of the transit that is not a public holiday of the delivery
 * country (`holidays`, when the transit skips them).
 */
export function deliveryDay(transit: CompiledTransit, collection: number, holidays?: HolidaySkip | null): number {
  const skip = transit.skipHolidays ? holidays : null;
  let day = collection;
  let left = transit.transitTime;
  let steps = 0;
  while (left > 0) {
    day += 1;
    if (!transit.delivers[weekdayOf(day)]) continue;
    const holiday = steps < MAX_HOLIDAY_STEPS ? holidayOn(skip, day) : null;
    if (holiday !== null) {
      skip!.skipped?.push({ day, name: holiday, country: skip!.country, effect: 'not_a_transit_day' });
      steps += 1;
      continue;
    }
    left -= 1;
  }
  return day;
}
