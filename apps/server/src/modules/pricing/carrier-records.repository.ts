import type { AreaRecord, CarrierRecords } from '@freight/domain';
import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { groupBy } from '../../lib/group-by';
import { latestFuelIndex } from '../fuel-index';
import { loadManyGrids } from '../grids';

/** The version of each record compiled: a record's row holds its version and its grid together. */
export interface RecordVersions {
  pricelists: ReadonlyMap<number, number>;
  surcharges: ReadonlyMap<number, number>;
  /** The fuel index version compiled; null: the carrier keeps none. */
  fuelIndex: number | null;
}

/**
 * Everything of a carrier that pricing reads, in the engine's record shapes, in a handful of
 * queries (one per table, grids all at once). Archived pricelists are left out; an archived surcharge
 * stays a record but no pricelist links it, so it charges nothing.
 */
export async function loadCarrierRecords(
  db: Db,
  carrierId: number,
  /**
   * `{pricelists: false}`: none of its pricelists (nor their grids, most of a large carrier's rows):
   * for pricing one pricelist's version alone (a quote priced again), which brings its own.
   */
  options: { pricelists?: boolean } = {},
): Promise<CarrierRecords & { timezone: string; versions: RecordVersions }> {
  // Every query at once: the reference data's, the surcharges', the pricelists', the fuel index's.
  const [reference, surchargeRows, pricelistRows, fuelIndex, distances] = await Promise.all([
    referenceRows(db, carrierId),
    surchargeTables(db, carrierId),
    pricelistTables(db, carrierId, options.pricelists ?? true),
    latestFuelIndex(db, carrierId),
    distanceRows(db, carrierId),
  ]);
  const { surcharges } = surchargeRows;
  const { pricelists } = pricelistRows;
  const grids = await loadManyGrids(db, carrierId, [
    ...pricelists.map((p) => p.grid_id),
    ...surcharges.flatMap((s) => (s.grid_id ? [s.grid_id] : [])),
  ]);
  const areasOfZone = new Map(reference.zoneAreas.map((z) => [z.zone_id, JSON.parse(z.json) as number[]]));
  const blocksOfService = groupBy(reference.serviceBlocks, (b) => b.service_id);

  return {
    timezone: reference.carrier.timezone,
    versions: {
      pricelists: new Map(pricelists.map((p) => [p.id, p.version])),
      surcharges: new Map(surcharges.map((s) => [s.id, s.version])),
      fuelIndex: fuelIndex?.version ?? null,
    },
    fuel_index: fuelIndex?.content ?? null,
    areas: areasOf(reference.areas.json),
    zones: reference.zones.map((z) => ({ ...z, areas: areasOfZone.get(z.id) ?? [] })),
    transits: reference.transits,
    conditions: reference.conditions,
    services: reference.services.map((s) => ({ ...s, blocks: (blocksOfService.get(s.id) ?? []).map((b) => b.condition_id) })),
    surcharges: surchargeRecords(surchargeRows, grids),
    pricelists: pricelistRecords(pricelistRows, grids),
    road_factor: distances.roadFactor,
    distances: distances.lanes,
  };
}

/** The carrier's road factor and its distance table's lanes (zone ids, km as text). */
async function distanceRows(db: Db, carrierId: number) {
  const [settings, lanes] = await Promise.all([
    db.selectFrom('carrier_settings').select('road_factor').where('carrier_id', '=', carrierId).executeTakeFirst(),
    db.selectFrom('distance_lanes').select(['zone_from', 'zone_to', 'km']).where(ownedBy(carrierId, 'distance_lanes')).execute(),
  ]);
  return { roadFactor: settings?.road_factor ?? null, lanes };
}

type Grids = Awaited<ReturnType<typeof loadManyGrids>>;

/** The carrier's time zone and its reference data: areas, zones and their areas, transits, conditions, services and their blocks. */
async function referenceRows(db: Db, carrierId: number) {
  const [carrier, areas, zones, zoneAreas, transits, conditions, services, serviceBlocks] = await Promise.all([
    db.selectFrom('carriers').select('timezone').where('id', '=', carrierId).executeTakeFirstOrThrow(),
    // Areas and zone areas (50,000 of each at a real carrier's size) as one JSON text each: read as rows,
    // each field cost the driver a parse (on PGlite a buffer copy, then a copy to this thread).
    db
      .selectFrom('areas')
      .select(
        sql<string | null>`json_agg(json_build_array(id, name, country, postcode_from, postcode_to, latitude, longitude))::text`.as('json'),
      )
      .where(ownedBy(carrierId, 'areas'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('zones').select(['id', 'name']).where(ownedBy(carrierId, 'zones')).execute(),
    db
      .selectFrom('zone_areas')
      .innerJoin('zones', 'zones.id', 'zone_areas.zone_id')
      .select(['zone_areas.zone_id', sql<string>`json_agg(zone_areas.area_id)::text`.as('json')])
      .where(ownedBy(carrierId, 'zones'))
      .groupBy('zone_areas.zone_id')
      .execute(),
    db.selectFrom('transits').selectAll().where(ownedBy(carrierId, 'transits')).execute(),
    db
      .selectFrom('conditions')
      .select(['id', 'type', 'presence', 'applied_after', 'applied_until'])
      .where(ownedBy(carrierId, 'conditions'))
      .execute(),
    db
      .selectFrom('services')
      .select(['id', 'name', 'code', 'vehicle', 'fuel', 'emission_factor'])
      .where(ownedBy(carrierId, 'services'))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('service_blocks')
      .innerJoin('services', 'services.id', 'service_blocks.service_id')
      .select(['service_blocks.service_id', 'service_blocks.condition_id'])
      .where(ownedBy(carrierId, 'services'))
      .execute(),
  ]);
  return { carrier, areas, zones, zoneAreas, transits, conditions, services, serviceBlocks };
}

/** The surcharges (archived ones too), their conditions, dependencies and zone conditions. */
async function surchargeTables(db: Db, carrierId: number) {
  const [surcharges, conditions, dependencies, zoneConditions] = await Promise.all([
    db.selectFrom('surcharges').selectAll().where(ownedBy(carrierId, 'surcharges')).execute(),
    db
      .selectFrom('surcharge_conditions')
      .innerJoin('surcharges', 'surcharges.id', 'surcharge_conditions.surcharge_id')
      .select(['surcharge_conditions.surcharge_id', 'surcharge_conditions.condition_id', 'surcharge_conditions.kind'])
      .where(ownedBy(carrierId, 'surcharges'))
      .execute(),
    db
      .selectFrom('surcharge_dependencies')
      .innerJoin('surcharges', 'surcharges.id', 'surcharge_dependencies.surcharge_id')
      .select(['surcharge_dependencies.surcharge_id', 'surcharge_dependencies.depends_on_id'])
      .where(ownedBy(carrierId, 'surcharges'))
      .execute(),
    db
      .selectFrom('surcharge_zone_conditions as zc')
      .innerJoin('surcharges', 'surcharges.id', 'zc.surcharge_id')
      .select(['zc.surcharge_id', 'zc.zone_from', 'zc.zone_to', 'zc.amount', 'zc.minimum_amount', 'zc.maximum_amount'])
      .where(ownedBy(carrierId, 'surcharges'))
      .orderBy('zc.position')
      .execute(),
  ]);
  return { surcharges, conditions, dependencies, zoneConditions };
}

/** The live pricelists (none when `withPricelists` is false), their conditions and their surcharges not archived, in order. */
async function pricelistTables(db: Db, carrierId: number, withPricelists: boolean) {
  const [pricelists, conditions, surcharges] = await Promise.all([
    withPricelists
      ? db.selectFrom('pricelists').selectAll().where(ownedBy(carrierId, 'pricelists')).where('archived_at', 'is', null).execute()
      : [],
    db
      .selectFrom('pricelist_conditions')
      .innerJoin('pricelists', 'pricelists.id', 'pricelist_conditions.pricelist_id')
      .select(['pricelist_conditions.pricelist_id', 'pricelist_conditions.condition_id', 'pricelist_conditions.kind'])
      .where(ownedBy(carrierId, 'pricelists'))
      .execute(),
    db
      .selectFrom('pricelist_surcharges')
      .innerJoin('pricelists', 'pricelists.id', 'pricelist_surcharges.pricelist_id')
      // An archived surcharge charges nothing: no pricelist links it (it stays a record, for its health check).
      .innerJoin('surcharges', 'surcharges.id', 'pricelist_surcharges.surcharge_id')
      .select(['pricelist_surcharges.pricelist_id', 'pricelist_surcharges.surcharge_id'])
      .where(ownedBy(carrierId, 'pricelists'))
      .where('surcharges.archived_at', 'is', null)
      .orderBy('pricelist_surcharges.position')
      .execute(),
  ]);
  return { pricelists, conditions, surcharges };
}

/** The condition ids of one kind ('block', 'ldm_block') among a record's condition rows. */
function ofKind(rows: { condition_id: number; kind: string }[] | undefined, kind: string): number[] {
  return (rows ?? []).filter((r) => r.kind === kind).map((r) => r.condition_id);
}

/** The surcharges as the engine's records, a grid surcharge with its grid. */
function surchargeRecords(rows: Awaited<ReturnType<typeof surchargeTables>>, grids: Grids): CarrierRecords['surcharges'] {
  const conditionsOfSurcharge = groupBy(rows.conditions, (c) => c.surcharge_id);
  const dependenciesOf = groupBy(rows.dependencies, (d) => d.surcharge_id);
  const zoneConditionsOf = groupBy(rows.zoneConditions, (z) => z.surcharge_id);
  return rows.surcharges.map((s) => ({
    id: s.id,
    name: s.name,
    type: s.type,
    currency: s.currency,
    hidden: s.hidden,
    amount_source: s.amount_source,
    amount: s.amount,
    minimum_amount: s.minimum_amount,
    maximum_amount: s.maximum_amount,
    all_conditions_needed: s.all_conditions_needed,
    blocks: ofKind(conditionsOfSurcharge.get(s.id), 'block'),
    ldm_blocks: ofKind(conditionsOfSurcharge.get(s.id), 'ldm_block'),
    dependencies: (dependenciesOf.get(s.id) ?? []).map((d) => d.depends_on_id),
    zone_conditions: (zoneConditionsOf.get(s.id) ?? []).map(({ surcharge_id: _, ...zc }) => zc),
    pricelist: s.grid_id ? (grids.get(s.grid_id) ?? null) : null,
  }));
}

/** The pricelists as the engine's records: each its grid with its own fields, surcharges and conditions. */
function pricelistRecords(rows: Awaited<ReturnType<typeof pricelistTables>>, grids: Grids): CarrierRecords['pricelists'] {
  const conditionsOfPricelist = groupBy(rows.conditions, (c) => c.pricelist_id);
  const surchargesOfPricelist = groupBy(rows.surcharges, (s) => s.pricelist_id);
  return rows.pricelists.map((p) => ({
    ...grids.get(p.grid_id)!,
    id: p.id,
    name: p.name,
    service_id: p.service_id,
    customer_id: p.customer_id,
    currency: p.currency,
    active: p.active,
    archived: false,
    valid_from: p.valid_from,
    valid_to: p.valid_to,
    surcharges: (surchargesOfPricelist.get(p.id) ?? []).map((s) => s.surcharge_id),
    blocks: ofKind(conditionsOfPricelist.get(p.id), 'block'),
    ldm_blocks: ofKind(conditionsOfPricelist.get(p.id), 'ldm_block'),
  }));
}

/** The areas of loadCarrierRecords's JSON text (null: the carrier has none); a centroid only where one is set. */
function areasOf(json: string | null): AreaRecord[] {
  if (json === null) return [];
  type Row = [number, string, string, string, string, number | null, number | null];
  return (JSON.parse(json) as Row[]).map(([id, name, country, postcode_from, postcode_to, latitude, longitude]) =>
    latitude === null || longitude === null
      ? { id, name, country, postcode_from, postcode_to }
      : { id, name, country, postcode_from, postcode_to, latitude, longitude },
  );
}
