import type { CarrierBody, CarrierUserBody } from '@freight/domain';
import { AppError } from '../../errors';
import type { Db } from '../../db/carrier-scope';
import { updateRecord } from '../../lib/update-record';
import type { Seams } from '../../seams';
import { roleOptions } from '../roles';
import type { Requester } from '../../http/context';
import { listUsers } from '../users';
import * as users from '../users';
import * as repo from '../carriers';
import { existingCarrier } from '../carriers';

/** What these services use of the app's dependencies (deps.ts). */
type CarriersDeps = Pick<Seams, 'db' | 'config' | 'mailer' | 'changePricing'>;

/** The platform admin's work on carriers (tenants): the routes are /fe/admin/carriers. */

/** A page of carriers; `name` filters by "contains". */
export function listCarriers(deps: CarriersDeps, options: { page: number; name?: string | undefined }) {
  return repo.listCarriers(deps.db, options);
}

/** The carrier with the first page of its users (withheld invitations left out: no account to pretend as). */
export async function getCarrier(deps: CarriersDeps, id: number) {
  const carrier = await readCarrierRecord(deps.db, id);
  const { items } = await listUsers(deps.db, carrier.id, { page: 1, withheld: false });
  return { ...carrier, users: items };
}

/** A new carrier with its Owner role, in one transaction. */
export async function createCarrier(deps: CarriersDeps, body: CarrierBody): Promise<number> {
  const { carrierId } = await deps.db.transaction().execute((tx) => repo.insertCarrier(tx, body));
  return carrierId;
}

/** Edits a carrier; its time zone gives pricing "today" and the transit cutoffs, so pricing is told. */
export function updateCarrier(deps: CarriersDeps, id: number, body: CarrierBody) {
  return updateRecord((work) => deps.changePricing(id, work), {
    lock: (tx) => repo.lockCarrier(tx, id),
    write: (tx) => repo.updateCarrier(tx, id, body),
    answer: (tx) => readCarrierRecord(tx, id),
  });
}

/** The carrier's own fields, read through `db` (a transaction reads its own writes), or 404. */
async function readCarrierRecord(db: Db, id: number) {
  const carrier = await repo.findCarrier(db, id);
  if (!carrier) throw AppError.notFound();
  return carrier;
}

/** {id, name} of the carrier's roles, for the admin's user form. */
export async function carrierRoleOptions(deps: CarriersDeps, id: number) {
  return roleOptions(deps.db, await existingCarrier(deps.db, id));
}

/** An option list of a carrier's forms (conditions, zones, transits), for an admin working under it. */
export async function carrierFormOptions<T>(deps: CarriersDeps, id: number, load: (carrierId: number) => Promise<T>): Promise<T> {
  return load(await existingCarrier(deps.db, id));
}

/** A user of the carrier added by an admin (who holds every permission); with a password the account is ready at once. */
export async function addCarrierUser(deps: CarriersDeps, id: number, body: CarrierUserBody, admin: Requester): Promise<number> {
  return users.createUser(deps, await existingCarrier(deps.db, id), body, admin);
}

/** A user of the carrier deleted by an admin (who is no user of it, so never deletes themselves). */
export async function deleteCarrierUser(deps: CarriersDeps, id: number, userId: number, admin: Requester): Promise<void> {
  await users.deleteUser(deps, await existingCarrier(deps.db, id), userId, admin);
}
