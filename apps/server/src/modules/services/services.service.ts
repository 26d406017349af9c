import { presentCondition, type RoadFuel, type RoadVehicle, type ServiceBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, assertNoFieldErrors, english } from '../../errors';
import type { Seams } from '../../seams';
import { lockOwned } from '../../db/ownership.repository';
import { foreignIdErrors } from '../../lib/ownership';
import { updateRecord } from '../../lib/update-record';
import { assertUnused, pricelistLabel, deleteUnlessUsed } from '../../lib/in-use';
import * as repo from './services.repository';

/** What these services use of the app's dependencies (deps.ts). */
type ServicesDeps = Pick<Seams, 'db' | 'changePricing'>;

/** A page of the carrier's services. */
export function listServices(deps: ServicesDeps, carrierId: number, options: Parameters<typeof repo.listServices>[2]) {
  return repo.listServices(deps.db, carrierId, options);
}

/** Every service of the carrier, for pickers and the calculator. */
export function serviceOptions(deps: ServicesDeps, carrierId: number) {
  return repo.serviceOptions(deps.db, carrierId);
}

/** A service as GET answers it, its blocks shaped as conditions; 404 when not the carrier's. */
export function getService(deps: ServicesDeps, carrierId: number, id: number) {
  return readService(deps.db, carrierId, id);
}

/** A service as GET answers it, read through `db` (a transaction reads its own writes), or 404. */
async function readService(db: Db, carrierId: number, id: number) {
  const row = await repo.findService(db, carrierId, id);
  if (!row) throw AppError.notFound();
  const blocks = await repo.serviceBlocks(db, carrierId, id);
  const { vehicle, fuel, emission_factor, ...record } = row;
  return {
    ...record,
    blocks: blocks.map(presentCondition),
    vehicle: vehicle as RoadVehicle | null,
    fuel: fuel as RoadFuel,
    emission_factor: emission_factor === null ? null : Number(emission_factor),
  };
}

/** Creates a service with its blocks in one transaction. */
export async function createService(deps: ServicesDeps, carrierId: number, body: ServiceBody): Promise<number> {
  const id = await deps.changePricing(carrierId, async (tx) => {
    await assertUsable(tx, carrierId, body);
    const id = await repo.insertService(tx, carrierId, body);
    await repo.replaceServiceBlocks(tx, id, body.blocks);
    return id;
  });
  return id;
}

/** Replaces a service and its blocks in one transaction and answers it as GET does; 404 for another carrier's. */
export function updateService(deps: ServicesDeps, carrierId: number, id: number, body: ServiceBody) {
  return updateRecord((work) => deps.changePricing(carrierId, work), {
    lock: (tx) => lockOwned(tx, carrierId, 'services', id),
    check: (tx) => assertUsable(tx, carrierId, body, id),
    write: async (tx) => {
      await repo.updateService(tx, carrierId, id, body);
      await repo.replaceServiceBlocks(tx, id, body.blocks);
    },
    answer: (tx) => readService(tx, carrierId, id),
  });
}

/** The code is unique within the carrier (partners name services by it); blocks are its conditions. */
async function assertUsable(db: Db, carrierId: number, body: ServiceBody, id?: number) {
  if ((await repo.serviceIdWithCode(db, carrierId, body.code, id)) !== undefined) {
    throw AppError.conflict(english('errors.services.codeTaken'), { code: english('errors.services.codeTakenReason') });
  }
  assertNoFieldErrors(await foreignIdErrors(db, carrierId, 'conditions', 'blocks', body.blocks, 'condition'));
}

/**
 * Deletes a service no pricelist and no quote names; 409 naming its pricelists (archived ones
 * too: they can be restored) and counting its quotes (a quote keeps naming the service it priced).
 * A service only quotes still name stays, with the reason said: services have no archive, and a
 * quote's answer takes its service's name and code from it (quotes.repository `wholeAnswer`).
 */
export async function deleteService(deps: ServicesDeps, carrierId: number, id: number) {
  await getService(deps, carrierId, id);
  await deps.changePricing(carrierId, async (tx) => {
    const users = await repo.serviceUsers(tx, carrierId, id);
    assertUnused('service', [
      { kind: 'pricelist', names: users.pricelists.map(pricelistLabel) },
      { kind: 'quote', count: users.quotes },
    ]);
    await deleteUnlessUsed('service', () => repo.deleteService(tx, carrierId, id));
  });
}
