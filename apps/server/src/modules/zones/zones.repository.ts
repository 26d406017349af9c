import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { containsPattern, pageOf } from '../../db/paging';

/** Zones with their countries and area names aggregated, for the list. */
export async function listZones(
  db: Kysely<DB>,
  carrierId: number,
  options: { page: number; name?: string | undefined; countries: string[]; dir: 'asc' | 'desc' },
) {
  let query = db
    .selectFrom('zones')
    .where('zones.carrier_id', '=', carrierId)
    .select(['zones.id', 'zones.name'])
    .select([
      sql<string[]>`coalesce((select array_agg(distinct a.country::text order by a.country::text) from zone_areas za join areas a on a.id = za.area_id where za.zone_id = zones.id), '{}')`.as('countries'),
      sql<string[]>`coalesce((select array_agg(a.name order by za.position) from zone_areas za join areas a on a.id = za.area_id where za.zone_id = zones.id), '{}')`.as('areas'),
    ]);
  if (options.name) query = query.where('zones.name', 'ilike', containsPattern(options.name));
  if (options.countries.length) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('zone_areas')
          .innerJoin('areas', 'areas.id', 'zone_areas.area_id')
          .whereRef('zone_areas.zone_id', '=', 'zones.id')
          .where('areas.country', 'in', options.countries)
          .select(sql`1`.as('x')),
      ),
    );
  }
  return pageOf(query.orderBy(sql`lower(zones.name)`, options.dir).orderBy('zones.id'), options.page);
}

export function zoneOptions(db: Kysely<DB>, carrierId: number) {
  return db.selectFrom('zones').select(['id', 'name']).where('carrier_id', '=', carrierId).orderBy(sql`lower(name)`).orderBy('id').execute();
}

export function findZoneRow(db: Kysely<DB>, carrierId: number, id: number) {
  return db.selectFrom('zones').select(['id', 'name']).where('id', '=', id).where('carrier_id', '=', carrierId).executeTakeFirst();
}

/** The areas of zones, in their order within each zone. */
export function areasOfZones(db: Kysely<DB>, zoneIds: number[]) {
  if (!zoneIds.length) return Promise.resolve([]);
  return db
    .selectFrom('zone_areas')
    .innerJoin('areas', 'areas.id', 'zone_areas.area_id')
    .select(['zone_areas.zone_id', 'areas.id', 'areas.name', 'areas.country', 'areas.postcode_from', 'areas.postcode_to'])
    .where('zone_areas.zone_id', 'in', zoneIds)
    .orderBy('zone_areas.zone_id')
    .orderBy('zone_areas.position')
    .execute();
}

export async function insertZone(db: Kysely<DB>, carrierId: number, name: string, areaIds: number[]) {
  const zone = await db.insertInto('zones').values({ carrier_id: carrierId, name }).returning('id').executeTakeFirstOrThrow();
  await replaceZoneAreas(db, zone.id, areaIds);
  return zone.id;
}

export async function updateZone(db: Kysely<DB>, id: number, name: string, areaIds: number[]) {
  await db.updateTable('zones').set({ name, updated_at: new Date() }).where('id', '=', id).execute();
  await replaceZoneAreas(db, id, areaIds);
}

async function replaceZoneAreas(db: Kysely<DB>, zoneId: number, areaIds: number[]) {
  await db.deleteFrom('zone_areas').where('zone_id', '=', zoneId).execute();
  const links = areaIds.map((areaId, position) => ({ zone_id: zoneId, area_id: areaId, position }));
  for (let i = 0; i < links.length; i += 1000) await db.insertInto('zone_areas').values(links.slice(i, i + 1000)).execute();
}

/**
 * The pricelists and pricelist-type surcharges whose grids price a route from or to the zone:
 * `{price_list_id, name, active, comment}` or `{surcharge_id, surcharge_name}`.
 */
export async function gridsUsingZone(db: Kysely<DB>, carrierId: number, zoneId: number) {
  const gridIds = db
    .selectFrom('zone_rows')
    .innerJoin('fare_groups', 'fare_groups.id', 'zone_rows.fare_group_id')
    .select('fare_groups.grid_id')
    .where((eb) => eb.or([eb('zone_rows.zone_from', '=', zoneId), eb('zone_rows.zone_to', '=', zoneId)]));
  const [pricelists, surcharges] = await Promise.all([
    db
      .selectFrom('pricelists')
      .select(['id as price_list_id', 'name', 'active', 'comment'])
      .where('carrier_id', '=', carrierId)
      .where('archived_at', 'is', null)
      .where('grid_id', 'in', gridIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('surcharges')
      .select(['id as surcharge_id', 'name as surcharge_name'])
      .where('carrier_id', '=', carrierId)
      .where('grid_id', 'in', gridIds)
      .orderBy('id')
      .execute(),
  ]);
  return [...pricelists, ...surcharges];
}

/** Zones holding every one of the given areas (matched by country and bounds). */
export async function zonesHoldingAreas(
  db: Kysely<DB>,
  carrierId: number,
  areas: { country: string; postcode_from: string; postcode_to: string }[],
): Promise<number[]> {
  const wanted = [...new Set(areas.map((a) => `${a.country}|${a.postcode_from}|${a.postcode_to}`))];
  const rows = await db
    .selectFrom('zone_areas')
    .innerJoin('areas', 'areas.id', 'zone_areas.area_id')
    .innerJoin('zones', 'zones.id', 'zone_areas.zone_id')
    .where('zones.carrier_id', '=', carrierId)
    .where(sql<string>`areas.country || '|' || areas.postcode_from || '|' || areas.postcode_to`, 'in', wanted)
    .groupBy('zone_areas.zone_id')
    .having(sql<number>`count(distinct areas.country || '|' || areas.postcode_from || '|' || areas.postcode_to)`, '=', wanted.length)
    .select('zone_areas.zone_id')
    .orderBy('zone_areas.zone_id')
    .execute();
  return rows.map((r) => r.zone_id);
}
