import { conditionLabel, keepConditionFields, presentCondition, type ConditionBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { lockOwned } from '../../db/ownership.repository';
import { AppError } from '../../errors';
import type { Seams } from '../../seams';
import { assertUnused, pricelistLabel, quoted, deleteUnlessUsed } from '../../lib/in-use';
import { updateRecord } from '../../lib/update-record';
import type { SetupKind } from '../versions';
import * as repo from './conditions.repository';

/** What these services use of the app's dependencies (deps.ts). */
type ConditionsDeps = Pick<Seams, 'db' | 'changePricing'>;

/** A page of the carrier's conditions, each shaped by its type. */
export async function listConditions(deps: ConditionsDeps, carrierId: number, options: { page: number; dir: 'asc' | 'desc' }) {
  const page = await repo.listConditions(deps.db, carrierId, options);
  return { items: page.items.map(presentCondition), count: page.count };
}

/**
 * Every condition of a carrier, for pickers. It takes the database, not the app's dependencies,
 * because the admin routes list the options of any carrier through it.
 */
export async function conditionOptions(db: Db, carrierId: number) {
  return (await repo.allConditions(db, carrierId)).map(presentCondition);
}

/** A condition as GET answers it, or 404. */
export function getCondition(deps: ConditionsDeps, carrierId: number, id: number) {
  return readCondition(deps.db, carrierId, id);
}

/** A condition as GET answers it, read through `db` (a transaction reads its own writes), or 404. */
async function readCondition(db: Db, carrierId: number, id: number) {
  const row = await repo.findCondition(db, carrierId, id);
  if (!row) throw AppError.notFound();
  return presentCondition(row);
}

/** Stores a condition with only the fields its type uses; services and pricelists block on it. */
export async function createCondition(deps: ConditionsDeps, carrierId: number, body: ConditionBody): Promise<number> {
  const id = await deps.changePricing(carrierId, (tx) => repo.insertCondition(tx, carrierId, keepConditionFields(body)));
  return id;
}

/** Replaces a condition (404 when not the carrier's) and answers it as GET does. */
export function updateCondition(deps: ConditionsDeps, carrierId: number, id: number, body: ConditionBody) {
  return updateRecord((work) => deps.changePricing(carrierId, work), {
    lock: (tx) => lockOwned(tx, carrierId, 'conditions', id),
    write: (tx) => repo.updateCondition(tx, carrierId, id, keepConditionFields(body)),
    answer: (tx) => readCondition(tx, carrierId, id),
  });
}

/**
 * Deletes a condition nothing uses; 409 naming the services, pricelists and surcharges that use
 * it (removing it from them would change their prices). Deleted, not archived: no quote refers
 * to a condition; a kept version of a pricelist or surcharge that had it is then refused on
 * restore, naming the missing condition.
 */
export async function deleteCondition(deps: ConditionsDeps, carrierId: number, id: number) {
  await getCondition(deps, carrierId, id);
  await deps.changePricing(carrierId, async (tx) => {
    const users = await repo.conditionUsers(tx, carrierId, id);
    assertUnused('condition', [
      { kind: 'service', names: users.services.map(quoted) },
      { kind: 'pricelist', names: users.pricelists.map(pricelistLabel) },
      { kind: 'surcharge', names: users.surcharges.map(quoted) },
    ]);
    await deleteUnlessUsed('condition', () => repo.deleteCondition(tx, carrierId, id));
  });
}

/** A condition's writes as approvals hold them under `pricing` (versions/setup-writes.ts). */
export const CONDITION_SETUP: SetupKind = {
  type: 'condition',
  async read(db, carrierId, id) {
    const row = id === null ? undefined : await repo.findCondition(db, carrierId, id);
    return row && presentCondition(row);
  },
  // A condition has no name: its type's word names it ("ADR", "Tail lift").
  nameOf: (call, before) => conditionLabel(String(call.body.type ?? before?.type ?? '')),
  async run(deps, { carrierId }, call) {
    if (call.op === 'create') return createCondition(deps, carrierId, call.body as ConditionBody);
    if (call.op === 'update') return (await updateCondition(deps, carrierId, call.id!, call.body as ConditionBody)).id;
    await deleteCondition(deps, carrierId, call.id!);
    return call.id;
  },
};
