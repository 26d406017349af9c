/**
 * How far a lane is by road (docs/emissions.md "Distance", docs/decisions/0022-distance-and-emissions.md):
 * the carrier's distance table when it has the lane, else the great-circle distance times the
 * carrier's road factor, else no distance and why. Distances are integers in tenths of a km once
 * read, so the same inputs give the same km on every run (quotes reprice identically).
 */
import { PricingDataError } from '../data-error';
import { mulDiv } from '../money/arithmetic';
import { parseScaled } from '../money/decimal';
import { greatCircleMetres, pointProblem, type GeoPoint, type PointProblem } from './geo';

/**
 * The road factor when the carrier sets none: road km = great-circle km x 1.25. An approximation,
 * not a route: roads in flat, well-connected country (the Baltics, Finland's south) run some 20-30 %
 * longer than the straight line; sea crossings, lakes and mountains make a lane longer still, which
 * is what the distance table is for.
 */
export const DEFAULT_ROAD_FACTOR = 1.25;
/** A road factor's bounds and digits: a road is never shorter than the great circle; 3 is a detour. */
export const MIN_ROAD_FACTOR = 1;
export const MAX_ROAD_FACTOR = 3;
export const ROAD_FACTOR_DIGITS = 3;
/** Distances are kept to a tenth of a km (100 m): finer than any road figure, coarse enough to read. */
export const KM_DIGITS = 1;
/** The longest lane a distance table takes, km (no road lane is half the Earth's circumference). */
export const MAX_LANE_KM = 20_000;

/** One lane of a carrier's distance table as stored: zone pair (zone ids) and km. */
export interface DistanceTableEntry {
  zone_from: number;
  zone_to: number;
  /** Road km, a decimal (number or numeric string); rounded to 0.1 km. */
  km: number | string;
}

/** A carrier's distance table compiled for lookups: zone_from -> zone_to -> tenths of a km. Immutable. */
export interface DistanceTable {
  readonly lanes: ReadonlyMap<number, ReadonlyMap<number, number>>;
  readonly size: number;
}

/**
 * Compiles a carrier's distance table. A lane is directional (A -> B); the lookup falls back to
 * B -> A only when A -> B is missing (roadDistance). Throws PricingDataError for a lane given twice,
 * a km that is not a decimal above 0 and up to MAX_LANE_KM, or a zone id that is not an integer:
 * the save-time schema keeps such rows out.
 */
export function compileDistanceTable(entries: readonly DistanceTableEntry[]): DistanceTable {
  const lanes = new Map<number, Map<number, number>>();
  for (const entry of entries) {
    const lane = `Distance table lane ${String(entry.zone_from)} -> ${String(entry.zone_to)}`;
    if (!Number.isSafeInteger(entry.zone_from) || !Number.isSafeInteger(entry.zone_to)) {
      throw new PricingDataError(`${lane}: zone ids must be integers`);
    }
    const tenths = readLaneKm(entry.km, lane);
    let byTo = lanes.get(entry.zone_from);
    if (!byTo) lanes.set(entry.zone_from, (byTo = new Map()));
    if (byTo.has(entry.zone_to)) throw new PricingDataError(`${lane}: given twice`);
    byTo.set(entry.zone_to, tenths);
  }
  return { lanes, size: entries.length };
}

function readLaneKm(km: number | string, lane: string): number {
  let tenths: number;
  try {
    tenths = parseScaled(km, KM_DIGITS);
  } catch {
    throw new PricingDataError(`${lane}: km is not a number: ${String(km)}`);
  }
  if (tenths <= 0 || tenths > MAX_LANE_KM * 10) throw new PricingDataError(`${lane}: km must be above 0 and at most ${MAX_LANE_KM}`);
  return tenths;
}

/**
 * The carrier's road factor as thousandths (1.25 -> 1250): the default when none is set. Throws
 * PricingDataError for one that is not a decimal from MIN_ROAD_FACTOR to MAX_ROAD_FACTOR.
 */
export function readRoadFactor(factor: number | string | null | undefined): number {
  if (factor === null || factor === undefined || factor === '') return DEFAULT_ROAD_FACTOR * 10 ** ROAD_FACTOR_DIGITS;
  let milli: number;
  try {
    milli = parseScaled(factor, ROAD_FACTOR_DIGITS);
  } catch {
    throw new PricingDataError(`Road factor is not a number: ${String(factor)}`);
  }
  if (milli < MIN_ROAD_FACTOR * 1000 || milli > MAX_ROAD_FACTOR * 1000) {
    throw new PricingDataError(`Road factor must be from ${MIN_ROAD_FACTOR} to ${MAX_ROAD_FACTOR}: ${String(factor)}`);
  }
  return milli;
}

/** One end of a lane: the zones holding the address (most specific first) and its point, if any. */
export interface LaneEnd {
  /** Zone ids holding the address, in the order the caller prefers them (the priced zone row's first). */
  zones?: readonly number[];
  /** The address's point (postcodePoint), or null when it has none. */
  point: GeoPoint | null;
}

/** What is wrong with one end's point: none at all, or one that is not a point. */
export type EndProblem = 'missing' | PointProblem;

/** A lane's road distance, or why it has none. */
export type RoadDistance =
  | {
      /** Road km, 1 decimal: the table's. */
      km: number;
      source: 'table';
      /** The table lane used; `reversed`: the lane was found only the other way round (B -> A for A -> B). */
      lane: { zone_from: number; zone_to: number; reversed: boolean };
    }
  | {
      /** Road km, 1 decimal: greatCircleKm x roadFactor, rounded half up to 0.1 km. */
      km: number;
      source: 'great_circle';
      /** The great-circle distance, km with 3 decimals (whole metres). */
      greatCircleKm: number;
      /** The road factor applied (the carrier's, or DEFAULT_ROAD_FACTOR). */
      roadFactor: number;
    }
  | {
      km: null;
      reason: 'no_point';
      /** What is wrong at the collection end, null when its point is fine. */
      from: EndProblem | null;
      /** What is wrong at the delivery end, null when its point is fine. */
      to: EndProblem | null;
    };

/** Options of roadDistance. */
export interface RoadDistanceInput {
  from: LaneEnd;
  to: LaneEnd;
  /** The carrier's road factor (decimal, 1 to 3); null or absent: DEFAULT_ROAD_FACTOR. */
  roadFactor?: number | string | null;
  /** The carrier's compiled distance table; null or absent: none. */
  table?: DistanceTable | null;
}

/**
 * The road distance of a lane (docs/emissions.md "Distance"):
 * 1. the distance table's lane in its own direction, trying the zone pairs in order (each
 *    collection zone in turn, with each delivery zone in turn);
 * 2. failing that, the lane the other way round (a table that has Tallinn -> Riga prices
 *    Riga -> Tallinn by the same km rather than by the straight line), tried in the same order;
 * 3. failing that, the great-circle distance between the two points times the road factor;
 * 4. failing that, no distance, naming the end (or ends) without a usable point.
 * km to 0.1 km: table km as written (rounded half up), the estimate rounded half up once.
 */
export function roadDistance(input: RoadDistanceInput): RoadDistance {
  const milli = readRoadFactor(input.roadFactor);
  const fromZones = input.from.zones ?? [];
  const toZones = input.to.zones ?? [];
  const table = input.table;
  if (table && table.size > 0) {
    const direct = findLane(table, fromZones, toZones, false);
    if (direct) return direct;
    const reversed = findLane(table, fromZones, toZones, true);
    if (reversed) return reversed;
  }
  const fromProblem = endProblem(input.from.point);
  const toProblem = endProblem(input.to.point);
  if (fromProblem !== null || toProblem !== null) return { km: null, reason: 'no_point', from: fromProblem, to: toProblem };
  const metres = greatCircleMetres(input.from.point!, input.to.point!);
  // tenths of a km = metres / 100 x factor (thousandths) / 1000, rounded once.
  const tenths = mulDiv(metres, milli, 1, 100 * 1000, 'half_away');
  return { km: tenths / 10, source: 'great_circle', greatCircleKm: metres / 1000, roadFactor: milli / 1000 };
}

function findLane(table: DistanceTable, fromZones: readonly number[], toZones: readonly number[], reversed: boolean): RoadDistance | null {
  for (const from of fromZones) {
    for (const to of toZones) {
      const tenths = reversed ? table.lanes.get(to)?.get(from) : table.lanes.get(from)?.get(to);
      if (tenths !== undefined) {
        const lane = reversed ? { zone_from: to, zone_to: from, reversed } : { zone_from: from, zone_to: to, reversed };
        return { km: tenths / 10, source: 'table', lane };
      }
    }
  }
  return null;
}

function endProblem(point: GeoPoint | null): EndProblem | null {
  return point === null ? 'missing' : pointProblem(point);
}
