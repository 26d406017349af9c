import type { TransitBody, TransitUpdateBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { lockOwned } from '../../db/ownership.repository';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { assertUnused, pricelistLabel, quoted, deleteUnlessUsed } from '../../lib/in-use';
import { updateRecord } from '../../lib/update-record';
import { gridUsersOf } from '../grids';
import type { SetupKind } from '../versions';
import * as repo from './transits.repository';

/** What these services use of the app's dependencies (deps.ts). */
type TransitsDeps = Pick<Seams, 'db' | 'changePricing'>;

/** A page of the carrier's transits. */
export function listTransits(deps: TransitsDeps, carrierId: number, options: { page: number; dir: 'asc' | 'desc' }) {
  return repo.listTransits(deps.db, carrierId, options);
}

/** Every transit of the carrier, for the pricelist and surcharge grids. */
export { transitOptions } from './transits.repository';

/** A transit as GET answers it, or 404. */
export function getTransit(deps: TransitsDeps, carrierId: number, id: number) {
  return readTransit(deps.db, carrierId, id);
}

/** A transit as GET answers it, read through `db` (a transaction reads its own writes), or 404. */
async function readTransit(db: Db, carrierId: number, id: number) {
  const row = await repo.findTransit(db, carrierId, id);
  if (!row) throw AppError.notFound();
  return row;
}

/** Stores a transit; the price API's delivery dates come from it. */
export async function createTransit(deps: TransitsDeps, carrierId: number, body: TransitBody): Promise<number> {
  const id = await deps.changePricing(carrierId, (tx) => repo.insertTransit(tx, carrierId, body));
  return id;
}

/** Replaces a transit (404 when not the carrier's) and answers it as GET does. */
export function updateTransit(deps: TransitsDeps, carrierId: number, id: number, body: TransitUpdateBody) {
  return updateRecord((work) => deps.changePricing(carrierId, work), {
    lock: (tx) => lockOwned(tx, carrierId, 'transits', id),
    write: (tx) => repo.updateTransit(tx, carrierId, id, body),
    answer: (tx) => readTransit(tx, carrierId, id),
  });
}

/**
 * Deletes a transit time no price grid uses; 409 naming the pricelists and surcharges whose grid
 * uses it, now or in a kept version (a restore brings that grid back). Deleted, not archived:
 * quotes keep their delivery dates as text and refer to no transit time.
 */
export async function deleteTransit(deps: TransitsDeps, carrierId: number, id: number) {
  await getTransit(deps, carrierId, id);
  await deps.changePricing(carrierId, async (tx) => {
    const users = await gridUsersOf(tx, carrierId, { transit: id });
    assertUnused('transit', [
      { kind: 'pricelist', names: users.pricelists.map(pricelistLabel) },
      { kind: 'surcharge', names: users.surcharges.map(quoted) },
    ]);
    if (users.inAnyGrid) throw AppError.conflict(english('errors.records.earlierGrid'));
    await deleteUnlessUsed('transit', () => repo.deleteTransit(tx, carrierId, id));
  });
}

/** A transit time's writes as approvals hold them under `pricing` (versions/setup-writes.ts). */
export const TRANSIT_SETUP: SetupKind = {
  type: 'transit',
  read: async (db, carrierId, id) => (id === null ? undefined : repo.findTransit(db, carrierId, id)),
  nameOf: (call, before) => String(call.body.name ?? before?.name ?? ''),
  async run(deps, { carrierId }, call) {
    if (call.op === 'create') return createTransit(deps, carrierId, call.body as TransitBody);
    if (call.op === 'update') return (await updateTransit(deps, carrierId, call.id!, call.body as TransitUpdateBody)).id;
    await deleteTransit(deps, carrierId, call.id!);
    return call.id;
  },
};
