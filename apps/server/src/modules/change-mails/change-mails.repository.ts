import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';

/** The carrier's staff who may approve a change (their role has approvals write): whom a proposal is mailed to. */
export function approversOf(db: Db, carrierId: number) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.email', 'users.name'])
    .where(ownedBy(carrierId, 'users'))
    .where('users.customer_id', 'is', null)
    .where(sql<boolean>`roles.permissions ->> 'approvals' = 'write'`)
    .orderBy('users.id')
    .execute();
}

/** A user's address (the author of a change). */
export function userAddress(db: Db, id: number) {
  return db.selectFrom('users').select(['email']).where('id', '=', id).executeTakeFirst();
}
