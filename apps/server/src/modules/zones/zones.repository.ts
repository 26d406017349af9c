import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { containsPattern, pageOf } from '../../db/paging';

/** Zones with their countries and area names aggregated, for the list. */
export async function listZones(
  db: Db,
  carrierId: number,
  options: { page: number; name?: string | undefined; countries: string[]; dir: 'asc' | 'desc' },
) {
  let query = db
    .selectFrom('zones')
    .where(ownedBy(carrierId, 'zones'))
    .select(['zones.id', 'zones.name'])
    .select([
      sql<
        string[]
      >`coalesce((select array_agg(distinct a.country::text order by a.country::text) from zone_areas za join areas a on a.id = za.area_id where za.zone_id = zones.id and ${ownedBy(carrierId, 'a')}), '{}')`.as(
        'countries',
      ),
      sql<
        string[]
      >`coalesce((select array_agg(a.name order by za.position) from zone_areas za join areas a on a.id = za.area_id where za.zone_id = zones.id and ${ownedBy(carrierId, 'a')}), '{}')`.as(
        'areas',
      ),
    ]);
  if (options.name) query = query.where('zones.name', 'ilike', containsPattern(options.name));
  if (options.countries.length) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('zone_areas')
          .innerJoin('areas', 'areas.id', 'zone_areas.area_id')
          .whereRef('zone_areas.zone_id', '=', 'zones.id')
          .where(ownedBy(carrierId, 'areas'))
          .where('areas.country', 'in', options.countries)
          .select(sql`1`.as('x')),
      ),
    );
  }
  return pageOf(query.orderBy(sql`lower(zones.name)`, options.dir).orderBy('zones.id'), options.page);
}

/** Every zone of a carrier by name, for pickers. */
export function zoneOptions(db: Db, carrierId: number) {
  return db
    .selectFrom('zones')
    .select(['id', 'name'])
    .where(ownedBy(carrierId, 'zones'))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** A zone of the carrier (id and name), or undefined. */
export function findZoneRow(db: Db, carrierId: number, id: number) {
  return db.selectFrom('zones').select(['id', 'name']).where(ownedBy(carrierId, 'zones')).where('id', '=', id).executeTakeFirst();
}

/** The carrier's zones whose lower-cased name is one of `lowerNames`. */
export function findZonesByLowerNames(db: Db, carrierId: number, lowerNames: string[]) {
  if (!lowerNames.length) return Promise.resolve([]);
  return db
    .selectFrom('zones')
    .select(['id', 'name'])
    .where(ownedBy(carrierId, 'zones'))
    .where(sql<string>`lower(name)`, 'in', lowerNames)
    .execute();
}

/** The areas of zones, in their order within each zone. */
export function areasOfZones(db: Db, carrierId: number, zoneIds: number[]) {
  if (!zoneIds.length) return Promise.resolve([]);
  return db
    .selectFrom('zone_areas')
    .innerJoin('areas', 'areas.id', 'zone_areas.area_id')
    .select(['zone_areas.zone_id', 'areas.id', 'areas.name', 'areas.country', 'areas.postcode_from', 'areas.postcode_to'])
    .where(ownedBy(carrierId, 'areas'))
    .where('zone_areas.zone_id', 'in', zoneIds)
    .orderBy('zone_areas.zone_id')
    .orderBy('zone_areas.position')
    .execute();
}

/** Inserts a zone with its areas in the given order and answers its id. */
export async function insertZone(db: Db, carrierId: number, name: string, areaIds: number[]): Promise<number> {
  const zone = await db.insertInto('zones').values({ carrier_id: carrierId, name }).returning('id').executeTakeFirstOrThrow();
  await replaceZoneAreas(db, zone.id, areaIds);
  return zone.id;
}

/** Renames a zone of the carrier and replaces its areas. */
export async function updateZone(db: Db, carrierId: number, id: number, name: string, areaIds: number[]) {
  await db.updateTable('zones').set({ name, updated_at: new Date() }).where(ownedBy(carrierId, 'zones')).where('id', '=', id).execute();
  await replaceZoneAreas(db, id, areaIds);
}

/** Marks a zone of the carrier as changed (its areas changed; its own columns did not). */
export async function touchZone(db: Db, carrierId: number, id: number) {
  await db.updateTable('zones').set({ updated_at: new Date() }).where(ownedBy(carrierId, 'zones')).where('id', '=', id).execute();
}

async function replaceZoneAreas(db: Db, zoneId: number, areaIds: number[]) {
  await db.deleteFrom('zone_areas').where('zone_id', '=', zoneId).execute();
  await insertZoneAreas(db, zoneId, areaIds, 0);
}

/** Adds areas after the zone's last one, keeping their order. */
export async function appendZoneAreas(db: Db, zoneId: number, areaIds: number[]) {
  const last = await db
    .selectFrom('zone_areas')
    .select(sql<number>`coalesce(max(position), -1)::int`.as('last'))
    .where('zone_id', '=', zoneId)
    .executeTakeFirstOrThrow();
  await insertZoneAreas(db, zoneId, areaIds, last.last + 1);
}

/** Links areas to a zone from position `start` on, 1,000 rows per statement. */
async function insertZoneAreas(db: Db, zoneId: number, areaIds: number[], start: number) {
  const links = areaIds.map((areaId, i) => ({ zone_id: zoneId, area_id: areaId, position: start + i }));
  for (let i = 0; i < links.length; i += 1000)
    await db
      .insertInto('zone_areas')
      .values(links.slice(i, i + 1000))
      .execute();
}

/**
 * The pricelists and pricelist-type surcharges whose grids price a route from or to the zone:
 * `{price_list_id, name, active, comment}` or `{surcharge_id, surcharge_name}`.
 */
export async function gridsUsingZone(db: Db, carrierId: number, zoneId: number) {
  const gridIds = db
    .selectFrom('zone_rows')
    .innerJoin('fare_groups', 'fare_groups.id', 'zone_rows.fare_group_id')
    .select('fare_groups.grid_id')
    .where((eb) => eb.or([eb('zone_rows.zone_from', '=', zoneId), eb('zone_rows.zone_to', '=', zoneId)]));
  const [pricelists, surcharges] = await Promise.all([
    db
      .selectFrom('pricelists')
      .select(['id as price_list_id', 'name', 'active', 'comment'])
      .where(ownedBy(carrierId, 'pricelists'))
      .where('archived_at', 'is', null)
      .where('grid_id', 'in', gridIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('surcharges')
      .select(['id as surcharge_id', 'name as surcharge_name'])
      .where(ownedBy(carrierId, 'surcharges'))
      .where('grid_id', 'in', gridIds)
      .orderBy('id')
      .execute(),
  ]);
  return [...pricelists, ...surcharges];
}

/** Zones holding every one of the given areas (matched by country and bounds). */
export async function zonesHoldingAreas(
  db: Db,
  carrierId: number,
  areas: { country: string; postcode_from: string; postcode_to: string }[],
): Promise<number[]> {
  const wanted = [...new Map(areas.map((a) => [`${a.country}|${a.postcode_from}|${a.postcode_to}`, a])).values()];
  const rows = await db
    .selectFrom('zone_areas')
    .innerJoin('areas', 'areas.id', 'zone_areas.area_id')
    .innerJoin('zones', 'zones.id', 'zone_areas.zone_id')
    .where(ownedBy(carrierId, 'zones'))
    .where(ownedBy(carrierId, 'areas'))
    // Column by column, so each area is a probe of areas_carrier_idx (carrier, country, postcode_from):
    // a joined text matched no index, and every file zone read all the carrier's areas (50,000 at a
    // real carrier's size: an import's match of 77 zones took 1.4 s).
    .where((eb) =>
      eb.or(
        wanted.map((a) =>
          eb.and([
            eb('areas.country', '=', a.country),
            eb('areas.postcode_from', '=', a.postcode_from),
            eb('areas.postcode_to', '=', a.postcode_to),
          ]),
        ),
      ),
    )
    .groupBy('zone_areas.zone_id')
    .having(sql<number>`count(distinct areas.country || '|' || areas.postcode_from || '|' || areas.postcode_to)`, '=', wanted.length)
    .select('zone_areas.zone_id')
    .orderBy('zone_areas.zone_id')
    .execute();
  return rows.map((r) => r.zone_id);
}

/** The surcharges with a zone condition from or to the zone, by name. */
export async function surchargesWithZone(db: Db, carrierId: number, zoneId: number) {
  const rows = await db
    .selectFrom('surcharges')
    .select('name')
    .where(ownedBy(carrierId, 'surcharges'))
    .where(
      'id',
      'in',
      db
        .selectFrom('surcharge_zone_conditions')
        .select('surcharge_id')
        .where((eb) => eb.or([eb('zone_from', '=', zoneId), eb('zone_to', '=', zoneId)])),
    )
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name);
}

/** Deletes a zone of the carrier (its list of areas goes with it); the caller has checked that nothing uses it. */
export async function deleteZone(db: Db, carrierId: number, id: number) {
  await db.deleteFrom('zones').where(ownedBy(carrierId, 'zones')).where('id', '=', id).execute();
}
