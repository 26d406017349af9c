/**
 * A pricing snapshot as plain data, so a worker thread prices with exactly what the main thread
 * would: the carrier's records (v8-serialised once per compiled build, sent as bytes), the
 * exchange rates, "now" and the partner. The worker compiles the records itself and keeps a few
 * compiled carriers by build, so repeated budgets on unchanged data do not compile again; it
 * builds its own holiday calendar.
 */
import { deserialize, serialize } from 'node:v8';
import { compileCarrier, type GeoPoint, type HolidayCalendar, type PartnerRecord } from '@freight/domain';
import { createHolidayCalendar } from './holiday-calendar';
import type { PricingSnapshot } from './price.service';
import type { CompiledEntry, VersionedRates } from './pricing-cache';

/** What a worker needs to price as the main thread's snapshot does. */
export interface PricingInput {
  /** The compiled build the records are of (pricing-cache's `build`, unique in the process). */
  build: number;
  /** v8.serialize of the build's records. */
  records: Uint8Array;
  rates: VersionedRates;
  now: Date;
  partner: PartnerRecord | null;
  /** The postcode points of the addresses to price (the snapshot's PointBook as entries). */
  points: [string, GeoPoint][];
}

const serialised = new WeakMap<CompiledEntry, Uint8Array>();

/** Main thread: the snapshot as plain data (the records serialised once per build, then copied as bytes). */
export function pricingInput(snapshot: PricingSnapshot): PricingInput {
  const { entry } = snapshot;
  let records = serialised.get(entry);
  if (!records) serialised.set(entry, (records = serialize(entry.records)));
  const points = snapshot.points ? [...snapshot.points] : [];
  return { build: entry.build, records, rates: snapshot.rates, now: snapshot.now, partner: snapshot.partner, points };
}

/** Compiled carriers a worker keeps (a few carriers' budgets at a time). */
const KEPT = 4;
const compiled = new Map<number, CompiledEntry>();
let holidays: HolidayCalendar | null = null;

/** Worker: the snapshot from its plain data, compiling the records unless this build is kept. */
export function snapshotOf(input: PricingInput): PricingSnapshot {
  const key = input.build;
  let entry = compiled.get(key);
  if (entry) compiled.delete(key);
  else {
    const records = deserialize(input.records) as CompiledEntry['records'];
    entry = { carrier: compileCarrier(records), timezone: records.timezone, versions: records.versions, records, build: input.build };
  }
  // Most recently used last; the oldest goes first.
  compiled.set(key, entry);
  if (compiled.size > KEPT) compiled.delete(compiled.keys().next().value!);
  return {
    entry,
    rates: input.rates,
    now: input.now,
    partner: input.partner,
    holidays: workerHolidays(),
    points: new Map(input.points ?? []),
  };
}

/** Worker: its own public-holiday calendar (each country-year computed once per thread). */
export function workerHolidays(): HolidayCalendar {
  holidays ??= createHolidayCalendar();
  return holidays;
}
