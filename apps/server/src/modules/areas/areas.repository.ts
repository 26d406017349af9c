import { sql } from 'kysely';
import { normalisePostcode, type AreaBody } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { containsPattern, pageOf, prefixPattern } from '../../db/paging';

const AREA_COLUMNS = ['areas.id', 'areas.name', 'areas.country', 'areas.postcode_from', 'areas.postcode_to'] as const;

/** Areas with their centroid (numeric text, or null) and zone_count: how many zones use each. */
function selectAreas(db: Db, carrierId: number) {
  return db
    .selectFrom('areas')
    .where(ownedBy(carrierId, 'areas'))
    .select(AREA_COLUMNS)
    .select(['areas.latitude', 'areas.longitude'])
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

/**
 * The area picker's search: areas every word of which matches the name (anywhere), the country code
 * or the start of a postcode bound, by country and postcode, at most `limit`. The areas index
 * (carrier, country, postcode_from) gives the order, so a common word stops after `limit` rows and
 * a rare one reads the carrier's areas once (50,000: tens of milliseconds).
 */
export function searchAreaOptions(db: Db, carrierId: number, options: { words: string[]; limit: number }) {
  let query = db.selectFrom('areas').select(AREA_COLUMNS).where(ownedBy(carrierId, 'areas'));
  for (const word of options.words) {
    // Postcodes are stored normalised: the word is too before it is compared with them.
    const postcode = prefixPattern(normalisePostcode(word));
    query = query.where((eb) =>
      eb.or([
        eb('areas.name', 'ilike', containsPattern(word)),
        eb('areas.country', '=', word.toUpperCase()),
        ...(postcode === '%' ? [] : [eb('areas.postcode_from', 'like', postcode), eb('areas.postcode_to', 'like', postcode)]),
      ]),
    );
  }
  return query.orderBy('areas.country').orderBy('areas.postcode_from').orderBy('areas.id').limit(options.limit).execute();
}

/** The carrier's areas named exactly by one of `names` (a pasted list), by country and postcode. */
export function findAreasByNames(db: Db, carrierId: number, names: string[]) {
  return db
    .selectFrom('areas')
    .select(AREA_COLUMNS)
    .where(ownedBy(carrierId, 'areas'))
    .where('areas.name', 'in', names)
    .orderBy('areas.country')
    .orderBy('areas.postcode_from')
    .orderBy('areas.id')
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
      latitude: a.latitude ?? null,
      longitude: a.longitude ?? null,
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
      latitude: area.latitude ?? null,
      longitude: area.longitude ?? null,
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
