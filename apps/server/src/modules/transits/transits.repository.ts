import { sql } from 'kysely';
import type { TransitBody, TransitUpdateBody } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { pageOf } from '../../db/paging';

const TRANSIT_COLUMNS = [
  'id',
  'name',
  'transit_time',
  'cutoff_time',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'allow_saturday_delivery',
  'allow_sunday_delivery',
  'skip_holidays',
] as const;

/** Transits with traffic_count: the zone rows (of pricelists and surcharge grids) that use each. */
function selectTransits(db: Db, carrierId: number) {
  return (
    db
      .selectFrom('transits')
      .select(TRANSIT_COLUMNS)
      // Only the current grids: older versions keep their rows (decision 7) but price nothing.
      .select(
        sql<number>`(select count(*)::int from zone_rows r join fare_groups f on f.id = r.fare_group_id
        where r.transit_id = transits.id
          and f.grid_id in (select grid_id from pricelists where carrier_id = transits.carrier_id
            union all select grid_id from surcharges where carrier_id = transits.carrier_id))`.as('traffic_count'),
      )
      .where(ownedBy(carrierId, 'transits'))
  );
}

/** A page of the carrier's transits by name. */
export function listTransits(db: Db, carrierId: number, options: { page: number; dir: 'asc' | 'desc' }) {
  return pageOf(selectTransits(db, carrierId).orderBy('name', options.dir).orderBy('id'), options.page);
}

/** A transit of the carrier with its traffic_count, or undefined. */
export function findTransit(db: Db, carrierId: number, id: number) {
  return selectTransits(db, carrierId).where('id', '=', id).executeTakeFirst();
}

/** Every transit of a carrier, for pickers. */
export function transitOptions(db: Db, carrierId: number) {
  return db.selectFrom('transits').select(['id', 'name', 'transit_time']).where(ownedBy(carrierId, 'transits')).orderBy('name').execute();
}

/** Inserts a transit and answers its id. */
export async function insertTransit(db: Db, carrierId: number, body: TransitBody): Promise<number> {
  const row = await db
    .insertInto('transits')
    .values({ ...body, carrier_id: carrierId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the carrier has no such transit (nothing is written). Without skip_holidays it is kept. */
export async function updateTransit(db: Db, carrierId: number, id: number, body: TransitUpdateBody): Promise<boolean> {
  const { skip_holidays, ...rest } = body;
  const result = await db
    .updateTable('transits')
    .set({ ...rest, ...(skip_holidays === undefined ? {} : { skip_holidays }), updated_at: new Date() })
    .where(ownedBy(carrierId, 'transits'))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Deletes a transit of the carrier; the caller has checked that no grid uses it. */
export async function deleteTransit(db: Db, carrierId: number, id: number) {
  await db.deleteFrom('transits').where(ownedBy(carrierId, 'transits')).where('id', '=', id).execute();
}
