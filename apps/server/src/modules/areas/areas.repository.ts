import { sql, type Kysely } from 'kysely';
import type { AreaBody } from '@freight/domain';
import type { DB } from '../../db/schema';
import { containsPattern, pageOf } from '../../db/paging';

const AREA_COLUMNS = ['areas.id', 'areas.name', 'areas.country', 'areas.postcode_from', 'areas.postcode_to'] as const;

function selectAreas(db: Kysely<DB>, carrierId: number) {
  return db
    .selectFrom('areas')
    .where('areas.carrier_id', '=', carrierId)
    .select(AREA_COLUMNS)
    .select((eb) =>
      eb.selectFrom('zone_areas').whereRef('zone_areas.area_id', '=', 'areas.id').select(sql<number>`count(*)::int`.as('n')).as('zone_count'),
    );
}

/** An area as the app shows it: deletable while no zone uses it. */
function present<T extends { zone_count: number | null }>(row: T) {
  const zoneCount = Number(row.zone_count ?? 0);
  return { ...row, zone_count: zoneCount, deletable: zoneCount === 0 };
}

export async function listAreas(
  db: Kysely<DB>,
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
  const page = await pageOf(query.orderBy('areas.id'), options.page);
  return { items: page.items.map(present), count: page.count };
}

export async function findArea(db: Kysely<DB>, carrierId: number, id: number) {
  const row = await selectAreas(db, carrierId).where('areas.id', '=', id).executeTakeFirst();
  return row && present(row);
}

/** Every area of the carrier, for pickers. */
export function areaOptions(db: Kysely<DB>, carrierId: number) {
  return db.selectFrom('areas').select(AREA_COLUMNS).where('carrier_id', '=', carrierId).orderBy('country').orderBy('postcode_from').orderBy('id').execute();
}

/** Countries the carrier's areas are in. */
export async function areaCountries(db: Kysely<DB>, carrierId: number): Promise<string[]> {
  const rows = await db.selectFrom('areas').select('country').distinct().where('carrier_id', '=', carrierId).orderBy('country').execute();
  return rows.map((r) => r.country);
}

/** Inserts areas in batches (one statement per 1,000 rows) and answers their ids in order. */
export async function insertAreas(db: Kysely<DB>, carrierId: number, areas: AreaBody[]): Promise<number[]> {
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

export async function updateArea(db: Kysely<DB>, carrierId: number, id: number, area: AreaBody) {
  await db
    .updateTable('areas')
    .set({ name: area.name, country: area.country, postcode_from: area.postcode_from, postcode_to: area.postcode_to, updated_at: new Date() })
    .where('id', '=', id)
    .where('carrier_id', '=', carrierId)
    .execute();
}

export async function deleteArea(db: Kysely<DB>, carrierId: number, id: number) {
  await db.deleteFrom('areas').where('id', '=', id).where('carrier_id', '=', carrierId).execute();
}
