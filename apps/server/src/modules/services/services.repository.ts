import { sql } from 'kysely';
import type { ServiceBody } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { containsPattern, pageOf } from '../../db/paging';

/** Services with pricelist_count: the live (not archived) pricelists of each. */
function selectServices(db: Db, carrierId: number) {
  return db
    .selectFrom('services')
    .select(['id', 'name', 'code', 'cargoson_id'])
    .select(
      sql<number>`(select count(*)::int from pricelists p where p.service_id = services.id and p.archived_at is null and ${ownedBy(carrierId, 'p')})`.as(
        'pricelist_count',
      ),
    )
    .where(ownedBy(carrierId, 'services'));
}

/** A page of the carrier's services; `search` is looked for in the name and the code. */
export function listServices(
  db: Db,
  carrierId: number,
  options: { page: number; search?: string | undefined; sortBy: 'name' | 'code'; dir: 'asc' | 'desc' },
) {
  let query = selectServices(db, carrierId);
  const { search } = options;
  if (search)
    query = query.where((eb) => eb.or([eb('name', 'ilike', containsPattern(search)), eb('code', 'ilike', containsPattern(search))]));
  return pageOf(query.orderBy(options.sortBy, options.dir).orderBy('id'), options.page);
}

/** Every service of the carrier by name, for pickers and the calculator. */
export function serviceOptions(db: Db, carrierId: number) {
  return db.selectFrom('services').select(['id', 'name', 'code']).where(ownedBy(carrierId, 'services')).orderBy('name').execute();
}

/** A service of the carrier with its pricelist_count and what it drives (vehicle, fuel, emission_factor), or undefined. */
export function findService(db: Db, carrierId: number, id: number) {
  return selectServices(db, carrierId).select(['vehicle', 'fuel', 'emission_factor']).where('id', '=', id).executeTakeFirst();
}

/** The conditions a service is blocked by, by id. */
export function serviceBlocks(db: Db, carrierId: number, serviceId: number) {
  return db
    .selectFrom('service_blocks')
    .innerJoin('conditions', 'conditions.id', 'service_blocks.condition_id')
    .select(['conditions.id', 'conditions.type', 'conditions.presence', 'conditions.applied_after', 'conditions.applied_until'])
    .where(ownedBy(carrierId, 'conditions'))
    .where('service_blocks.service_id', '=', serviceId)
    .orderBy('conditions.id')
    .execute();
}

/** The id of another service of the carrier with `code`, compared case-insensitively. */
export async function serviceIdWithCode(db: Db, carrierId: number, code: string, exceptId?: number): Promise<number | undefined> {
  let query = db
    .selectFrom('services')
    .select('id')
    .where(ownedBy(carrierId, 'services'))
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id;
}

function recordColumns(body: ServiceBody) {
  return {
    name: body.name,
    code: body.code,
    cargoson_id: body.cargoson_id,
    vehicle: body.vehicle,
    fuel: body.fuel,
    emission_factor: body.emission_factor === null ? null : String(body.emission_factor),
  };
}

/** Inserts a service (without its blocks) and answers its id. */
export async function insertService(db: Db, carrierId: number, body: ServiceBody): Promise<number> {
  const row = await db
    .insertInto('services')
    .values({ ...recordColumns(body), carrier_id: carrierId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces the columns of a service of the carrier (not its blocks). */
export async function updateService(db: Db, carrierId: number, id: number, body: ServiceBody) {
  await db
    .updateTable('services')
    .set({ ...recordColumns(body), updated_at: new Date() })
    .where(ownedBy(carrierId, 'services'))
    .where('id', '=', id)
    .execute();
}

/** Sets the blocks of a service (the caller has checked they are the carrier's conditions). */
export async function replaceServiceBlocks(db: Db, serviceId: number, conditionIds: number[]) {
  await db.deleteFrom('service_blocks').where('service_id', '=', serviceId).execute();
  if (conditionIds.length) {
    await db
      .insertInto('service_blocks')
      .values(conditionIds.map((condition_id) => ({ service_id: serviceId, condition_id })))
      .execute();
  }
}

/** The pricelists (archived ones too) of the service, and how many of the carrier's quotes name it. */
export async function serviceUsers(db: Db, carrierId: number, id: number) {
  // One after another: `db` may be a transaction, one connection.
  const pricelists = await db
    .selectFrom('pricelists')
    .select(['name', 'valid_from', 'valid_to', 'archived_at'])
    .where(ownedBy(carrierId, 'pricelists'))
    .where('service_id', '=', id)
    .orderBy('name')
    .orderBy('valid_from')
    .execute();
  const quotes = await db
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(ownedBy(carrierId, 'quotes'))
    .where('service_id', '=', id)
    .executeTakeFirstOrThrow();
  return { pricelists, quotes: Number(quotes.count) };
}

/** Deletes a service of the carrier (its blocks go with it); the caller has checked that nothing uses it. */
export async function deleteService(db: Db, carrierId: number, id: number) {
  await db.deleteFrom('services').where(ownedBy(carrierId, 'services')).where('id', '=', id).execute();
}
