import { sql } from 'kysely';
import type { AreaBody } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { containsPattern, pageOf } from '../../db/paging';

const AREA_COLUMNS = ['areas.id', 'areas.name', 'areas.country', 'areas.postcode_from', 'areas.postcode_to'] as const;

/** Areas with zone_count: how many zones use each. */
function selectAreas(db: Db, carrierId: number) {
  return db
    .selectFrom('areas')
    .where(ownedBy(carrierId, 'areas'))
    .select(AREA_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('zone_areas')
        .whereRef('zone_areas.area_id', '=', 'areas.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('zone_count'),
    );
}

/** A page of the carrier's areas, sorted by name or by country and postcode range. */
export function listAreas(
  db: Db,
  carrierId: number,
  options: { page: number; name?: string | undefined; countries: string[]; sortBy: 'name' | 'postcode'; dir: 'asc' | 'desc' },
) {
  let query = selectAreas(db, carrierId);
  if (options.name) query = query.where('areas.name', 'ilike', containsPattern(options.name));
  if (options.countries.length) query = query.where('areas.country', 'in', options.countries);
  query =
    options.sortBy === 'name'
      ? query.orderBy(sql`lower(areas.name)`, options.dir)
      : query.orderBy('areas.country', options.dir).orderBy('areas.postcode_from', options.dir).orderBy('areas.postcode_to', options.dir);
  return pageOf(query.orderBy('areas.id'), options.page);
}

/** An area of the carrier with its zone_count, or undefined. */
export function findArea(db: Db, carrierId: number, id: number) {
  return selectAreas(db, carrierId).where('areas.id', '=', id).executeTakeFirst();
}

/** Every area of the carrier, for pickers. */
export function areaOptions(db: Db, carrierId: number) {
  return db
    .selectFrom('areas')
    .select(AREA_COLUMNS)
    .where(ownedBy(carrierId, 'areas'))
    .orderBy('country')
    .orderBy('postcode_from')
    .orderBy('id')
    .execute();
}

/** Countries the carrier's areas are in. */
export async function areaCountries(db: Db, carrierId: number): Promise<string[]> {
  const rows = await db.selectFrom('areas').select('country').distinct().where(ownedBy(carrierId, 'areas')).orderBy('country').execute();
  return rows.map((r) => r.country);
}

/** Inserts areas in batches (one statement per 1,000 rows) and answers their ids in order. */
export async function insertAreas(db: Db, carrierId: number, areas: AreaBody[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < areas.length; i += 1000) {
    const rows = areas.slice(i, i + 1000).map((a) => ({
      carrier_id: carrierId,
      name: a.name,
      country: a.country,
      postcode_from: a.postcode_from,
      postcode_to: a.postcode_to,
    }));
    const inserted = await db.insertInto('areas').values(rows).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Replaces an area of the carrier (no row is touched when it is another carrier's). */
export async function updateArea(db: Db, carrierId: number, id: number, area: AreaBody) {
  await db
    .updateTable('areas')
    .set({
      name: area.name,
      country: area.country,
      postcode_from: area.postcode_from,
      postcode_to: area.postcode_to,
      updated_at: new Date(),
    })
    .where(ownedBy(carrierId, 'areas'))
    .where('id', '=', id)
    .execute();
}

/** Deletes an area of the carrier; the caller has checked that no zone uses it. */
export async function deleteArea(db: Db, carrierId: number, id: number) {
  await db.deleteFrom('areas').where(ownedBy(carrierId, 'areas')).where('id', '=', id).execute();
}
