/**
 * The distance and emissions of a price request (docs/emissions.md, decision 22): the carrier's
 * distance inputs compiled with its other records, the lane's road km found once per request (the
 * points the caller looked up, the areas' centroids, the distance table, the road factor), and each
 * result's emissions from its service's vehicle. Pure: the caller passes the postcode points.
 */
import { MAX_INTENSITY_G_PER_TKM, emissions as roadEmissions, type RoadFuel, type RoadVehicle } from '../distance/emissions';
import { isValidPoint, type GeoPoint } from '../distance/geo';
import { compileDistanceTable, readRoadFactor, roadDistance, type DistanceTable, type DistanceTableEntry } from '../distance/road-distance';
import { PricingDataError } from '../data-error';
import { MEASURE_DIGITS, scaledToNumber } from '../money/decimal';
import type { ShipmentFacts } from '../shipment/shipment';
import type { IndexedArea } from '../zones/area-index';
import type { AddressInput, ZoneLocator, ZoneMatch } from '../zones/zone-locator';
import type { AreaRecord, Decimal, ServiceRecord } from './records';
import type { DistanceTrace, EmissionsTrace, PointTrace } from './trace';

/** A carrier's distance inputs, compiled once with its other records. */
export interface CompiledDistances {
  readonly table: DistanceTable;
  /** As stored (validated); null: DEFAULT_ROAD_FACTOR. */
  readonly roadFactor: Decimal | null;
  /** Areas' centroids by area id (only valid ones). */
  readonly centroids: ReadonlyMap<number, GeoPoint>;
}

/** What compileDistances reads. */
export interface DistanceRecords {
  areas: readonly AreaRecord[];
  /** The carrier's road factor (1 to 3); null or absent: the default. */
  road_factor?: Decimal | null;
  /** The carrier's distance table. */
  distances?: readonly DistanceTableEntry[] | null;
}

/** Compiles the distance table, checks the road factor and keeps the areas' centroids. Throws PricingDataError on bad data. */
export function compileDistances(records: DistanceRecords): CompiledDistances {
  const roadFactor = records.road_factor ?? null;
  readRoadFactor(roadFactor);
  const centroids = new Map<number, GeoPoint>();
  for (const a of records.areas) {
    const point = centroidOf(a);
    if (point) centroids.set(a.id, point);
  }
  return Object.freeze({ table: compileDistanceTable(records.distances ?? []), roadFactor, centroids });
}

function centroidOf(area: AreaRecord): GeoPoint | null {
  const { latitude, longitude } = area;
  if (latitude === null || latitude === undefined || latitude === '' || longitude === null || longitude === undefined || longitude === '')
    return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  if (!isValidPoint(point)) throw new PricingDataError(`Area ${area.id}: the centroid is not a point`);
  return point;
}

/** The postcode points of a request's two addresses, as the caller found them in the platform's table. */
export interface OwnPoints {
  collection: GeoPoint | null;
  delivery: GeoPoint | null;
}

/** A lane's distance as a quote recorded it, priced again as it was. */
export type RecordedDistance = DistanceTrace;

/**
 * The lane's road distance for a request (decision 22): the table's lane between the zones holding
 * the addresses (most specific zone first), else the great circle between the points x the road
 * factor, else none, each end's point named. `recorded`: the quote's own distance, which wins.
 */
export function laneDistance(
  locator: ZoneLocator,
  distances: CompiledDistances,
  addresses: { collection: AddressInput; delivery: AddressInput },
  matches: { from: readonly ZoneMatch[]; to: readonly ZoneMatch[] },
  own: OwnPoints | null | undefined,
  recorded?: RecordedDistance | null,
): DistanceTrace {
  if (recorded) return { ...recorded, source: recorded.km === null ? null : 'recorded' };
  const collection = pointOf(locator, distances, addresses.collection, own?.collection ?? null);
  const delivery = pointOf(locator, distances, addresses.delivery, own?.delivery ?? null);
  const result = roadDistance({
    from: { zones: zoneIds(locator, matches.from), point: collection.point },
    to: { zones: zoneIds(locator, matches.to), point: delivery.point },
    roadFactor: distances.roadFactor,
    table: distances.table,
  });
  const base = { collection: collection.trace, delivery: delivery.trace };
  if (result.km === null) return { km: null, source: null, lane: null, great_circle_km: null, road_factor: null, ...base };
  if (result.source === 'table') {
    const zoneRef = (id: number) => locator.zoneRefs[locator.indexOf(id)] ?? { id, name: '' };
    const lane = { zone_from: zoneRef(result.lane.zone_from), zone_to: zoneRef(result.lane.zone_to), reversed: result.lane.reversed };
    return { km: result.km, source: 'table', lane, great_circle_km: null, road_factor: null, ...base };
  }
  return {
    km: result.km,
    source: 'great_circle',
    lane: null,
    great_circle_km: result.greatCircleKm,
    road_factor: result.roadFactor,
    ...base,
  };
}

/** By specificity, as the zone row search weighs areas: the longer bounds, then the smaller span. */
function bySpecificity(a: IndexedArea, b: IndexedArea): number {
  return b.boundLength - a.boundLength || a.span - b.span;
}

function zoneIds(locator: ZoneLocator, matches: readonly ZoneMatch[]): number[] {
  return [...matches].sort((a, b) => bySpecificity(a.area, b.area)).map((m) => locator.zoneIds[m.zone]!);
}

/** An address's point: its own, else the centroid of the most specific area holding it that has one, else none. */
function pointOf(
  locator: ZoneLocator,
  distances: CompiledDistances,
  address: AddressInput,
  own: GeoPoint | null,
): { point: GeoPoint | null; trace: PointTrace } {
  if (own && isValidPoint(own)) return { point: own, trace: { source: 'postcode', area: null, ...own } };
  const areas = locator.index.find(address.country, address.postcode).sort(bySpecificity);
  for (const area of areas) {
    const centroid = distances.centroids.get(area.id);
    if (centroid) return { point: centroid, trace: { source: 'area_centroid', area: { id: area.id, name: area.name }, ...centroid } };
  }
  const area = areas[0];
  return { point: null, trace: { source: null, area: area ? { id: area.id, name: area.name } : null, latitude: null, longitude: null } };
}

/** The answer's emissions (docs/api.md): null without a figure. */
export interface EmissionsAnswer {
  co2e_kg: number;
  tkm: number;
  factor_g_per_tkm: number;
  vehicle: string;
  fuel: string;
  method: 'glec_v3_default' | 'carrier_measured';
  source: string;
}

/** A service's vehicle as pricing reads it. */
export interface ServiceVehicle {
  readonly vehicle: string | null;
  readonly fuel: string;
  readonly emissionFactor: Decimal | null;
}

/** The vehicle fields of a service record. Throws PricingDataError for a measured intensity out of range. */
export function serviceVehicle(s: ServiceRecord): ServiceVehicle {
  const factor = s.emission_factor === '' || s.emission_factor === undefined ? null : s.emission_factor;
  if (factor !== null && !(Number(factor) > 0 && Number(factor) <= MAX_INTENSITY_G_PER_TKM))
    throw new PricingDataError(`Service ${s.id}: the emission factor is not above 0 and at most ${MAX_INTENSITY_G_PER_TKM}`);
  return Object.freeze({ vehicle: s.vehicle || null, fuel: s.fuel || 'diesel', emissionFactor: factor });
}

/** True when every row of the shipment is a full trailer (its emissions count the payable weight). */
export function isFullLoad(facts: ShipmentFacts): boolean {
  return facts.rows.length > 0 && facts.rows.every((r) => r.type === 'full_load');
}

/**
 * A result's emissions (docs/emissions.md "Emissions"): the load (a full trailer's payable weight,
 * else the shipment's weight) x the lane's km x the service's intensity; none when the result is
 * not priced, the lane has no distance, the service names no vehicle or no intensity is known.
 */
export function resultEmissions(
  service: ServiceVehicle,
  distance: DistanceTrace,
  facts: ShipmentFacts,
  payableWeight: number | null,
  priced: boolean,
): { answer: EmissionsAnswer | null; trace: EmissionsTrace } {
  const ftl = isFullLoad(facts) && payableWeight !== null;
  const loadKg = ftl ? payableWeight : scaledToNumber(facts.weight, MEASURE_DIGITS);
  const none = (reason: EmissionsTrace['reason']): { answer: null; trace: EmissionsTrace } => ({
    answer: null,
    trace: {
      co2e_kg: null,
      reason,
      vehicle: service.vehicle,
      fuel: service.vehicle ? service.fuel : null,
      load: null,
      load_kg: null,
      tkm: null,
      factor_g_per_tkm: null,
      method: null,
      source: null,
    },
  });
  if (!priced) return none('not_priced');
  if (distance.km === null) return none('no_distance');
  if (service.vehicle === null) return none('no_vehicle');
  const figure = roadEmissions({
    weightKg: loadKg,
    km: distance.km,
    vehicle: service.vehicle as RoadVehicle,
    fuel: service.fuel as RoadFuel,
    measuredFactor: service.emissionFactor,
  });
  if (figure.co2e_kg === null) return none(figure.reason);
  const answer: EmissionsAnswer = {
    co2e_kg: figure.co2e_kg,
    tkm: figure.tkm,
    factor_g_per_tkm: figure.factor_g_per_tkm,
    vehicle: figure.vehicle,
    fuel: figure.fuel,
    method: figure.method,
    source: figure.source,
  };
  return {
    answer,
    trace: { ...answer, reason: null, load: ftl ? 'payable_weight' : 'weight', load_kg: loadKg },
  };
}
