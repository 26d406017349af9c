import { sql } from 'kysely';
import type { Db } from '../../db/carrier-scope';
import { pageOf } from '../../db/paging';

/** Companies asking for an account: the platform's table, before any carrier exists. */

/** A page of registrations: pending ones first, then newest first. */
export function listRegistrations(db: Db, page: number) {
  return pageOf(
    db
      .selectFrom('registrations')
      .selectAll()
      .orderBy(sql`status = 'pending'`, 'desc')
      .orderBy('created_at', 'desc'),
    page,
  );
}

export function findRegistration(db: Db, id: number) {
  return db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A pending registration, locked until the transaction ends (two admins cannot both accept it). */
export function lockPendingRegistration(db: Db, id: number) {
  return db.selectFrom('registrations').selectAll().where('id', '=', id).where('status', '=', 'pending').forUpdate().executeTakeFirst();
}

/** Draws a registration id without keeping a registration: what a sign-up with a taken address is answered. */
export async function drawRegistrationId(db: Db): Promise<number> {
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('registrations', 'id'))::int as id`.execute(db);
  return rows[0]!.id;
}

export async function insertRegistration(
  db: Db,
  registration: { company: string; name: string; email: string; phone: string; country: string },
): Promise<number> {
  const row = await db.insertInto('registrations').values(registration).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function markAccepted(db: Db, id: number, carrierId: number) {
  await db.updateTable('registrations').set({ status: 'accepted', carrier_id: carrierId }).where('id', '=', id).execute();
}

/** Rejects a pending registration; false when there is no pending one with this id. */
export async function rejectPending(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('registrations')
    .set({ status: 'rejected' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
