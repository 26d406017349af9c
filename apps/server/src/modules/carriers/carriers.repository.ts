import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE, uniformPermissions } from '@freight/domain';
import type { DB } from '../../db/schema';
import type { CarrierInput } from './carriers.schema';
import { containsPattern } from '../../db/paging';

const OWNER_ROLE = 'Owner';

/** A carrier with its Owner role (every area write, calculator on). */
export async function insertCarrier(db: Kysely<DB>, input: CarrierInput) {
  const carrier = await db.insertInto('carriers').values(input).returning('id').executeTakeFirstOrThrow();
  const { calculator, ...levels } = uniformPermissions('write');
  const role = await db
    .insertInto('roles')
    .values({ carrier_id: carrier.id, name: OWNER_ROLE, calculator, permissions: JSON.stringify(levels) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { carrierId: carrier.id, ownerRoleId: role.id };
}

export function findCarrier(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('carriers')
    .select(['id', 'name', 'country', 'email', 'phone', 'timezone', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listCarriers(db: Kysely<DB>, options: { page: number; name?: string | undefined }) {
  let query = db.selectFrom('carriers');
  if (options.name) query = query.where('name', 'ilike', containsPattern(options.name));
  const [items, total] = await Promise.all([
    query
      .select(['id', 'name', 'country', 'email', 'phone', 'timezone'])
      .select((eb) =>
        eb.selectFrom('users').whereRef('users.carrier_id', '=', 'carriers.id').select(sql<number>`count(*)`.as('n')).as('user_count'),
      )
      .orderBy('name')
      .orderBy('id')
      .limit(PAGE_SIZE)
      .offset((options.page - 1) * PAGE_SIZE)
      .execute(),
    query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, count: Number(total.n) };
}

export async function updateCarrier(db: Kysely<DB>, id: number, input: CarrierInput) {
  const result = await db.updateTable('carriers').set(input).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
