/**
 * "Now" in a time zone: the local day and minute of the day. Intl does the zone arithmetic, once
 * per zone and minute; every quote in the same minute reuses the answer.
 */
import { civilFromDays, daysFromCivil } from './calendar';

/** The local day (days since 1970-01-01) and minute of the day (0..1439). */
export interface LocalTime {
  readonly day: number;
  readonly minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const lastMinute = new Map<string, { minute: number; local: LocalTime }>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the IANA time zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local day and minute of `now` in `timeZone`; throws RangeError for an unknown zone. */
export function localTime(now: Date | number, timeZone: string): LocalTime {
  const ms = typeof now === 'number' ? now : now.getTime();
  const minute = Math.floor(ms / 60000);
  const cached = lastMinute.get(timeZone);
  if (cached && cached.minute === minute) return cached.local;
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let min = 0;
  for (const part of formatterFor(timeZone).formatToParts(minute * 60000)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') min = Number(part.value);
  }
  const local: LocalTime = { day: daysFromCivil(year, month, day), minutes: hour * 60 + min };
  lastMinute.set(timeZone, { minute, local });
  return local;
}

/** `at` as a clerk reads it in `timeZone`: 'dd.mm.yyyy hh:mm' (the change log's format, docs/product/domain.md §2). */
export function formatLocalDateTime(at: Date | number, timeZone: string): string {
  const { day, minutes } = localTime(at, timeZone);
  const { year, month, day: date } = civilFromDays(day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date)}.${pad(month)}.${year} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
