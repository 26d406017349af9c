/** Collection and delivery dates from a transit (pricing.md §10). */
import { DEFAULT_CUTOFF_TIME } from '../constants/pricing';
import { PricingDataError } from '../data-error';
import { weekdayOf } from './calendar';
import type { LocalTime } from './zoned-clock';

/** A transit as stored (api.md "Transit"). Departure days default to Monday..Friday. */
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
  });
}

/** How the collection day was reached, for the trace. */
export interface CollectionDay {
  readonly day: number;
  /** Today and past the cutoff: moved to the next day. */
  readonly afterCutoff: boolean;
  /** Days skipped to reach a departure day. */
  readonly waitedDays: number;
}

/**
 * The collection day: the requested day (a past day counts as today), or today; today after the
 * cutoff becomes tomorrow; then the first departure day on or after it. A transit without any
 * departure day leaves the day as it is.
 */
export function collectionDay(transit: CompiledTransit, requested: number | null, now: LocalTime): CollectionDay {
  let day = requested === null || requested < now.day ? now.day : requested;
  const afterCutoff = day === now.day && now.minutes > transit.cutoff;
  if (afterCutoff) day += 1;
  if (!transit.departs.includes(true)) return { day, afterCutoff, waitedDays: 0 };
  let waitedDays = 0;
  while (!transit.departs[weekdayOf(day)]) {
    day += 1;
    waitedDays += 1;
  }
  return { day, afterCutoff, waitedDays };
}

/** The delivery day: transit_time counted days after collection; 0 means the collection day. */
export function deliveryDay(transit: CompiledTransit, collection: number): number {
  let day = collection;
  let left = transit.transitTime;
  while (left > 0) {
    day += 1;
    if (transit.delivers[weekdayOf(day)]) left -= 1;
  }
  return day;
}
