import { checkSurchargeHealth, type HealthReport, type Language, type SurchargeBody } from '@freight/domain';
import { AppError } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { PricingSeam } from '../pricing';
import type { Seams } from '../../seams';
import { insertHistoryEntry, isProposed, saveOrPropose } from '../versions';
import { readChangeLog } from '../logs';
import { SURCHARGE_RECORD } from './surcharge-record';
import * as repo from './surcharges.repository';

/** What this file's functions take of the app's seams. */
type ModuleDeps = Pick<Seams, 'db'> & PricingSeam;

/** The dependencies a surcharge save uses. */
type SurchargeDeps = Pick<Seams, 'changePricing'>;

/** A page of the carrier's surcharges. */
export function listSurcharges(deps: ModuleDeps, carrierId: number, options: Parameters<typeof repo.listSurcharges>[2]) {
  return repo.listSurcharges(deps.db, carrierId, options);
}

/** Every surcharge of the carrier, for the pricelist form's picker. */
export async function surchargeOptions(deps: ModuleDeps, carrierId: number) {
  const rows = await repo.surchargeOptions(deps.db, carrierId);
  return rows.map((s) => ({ ...s, amount: s.amount === null ? null : Number(s.amount) }));
}

/** The change log of a surcharge, newest first. */
export async function surchargeLogs(deps: Pick<Seams, 'db'>, carrierId: number, id: number) {
  if (!(await repo.findSurchargeRow(deps.db, carrierId, id))) throw AppError.notFound();
  return readChangeLog(
    deps.db,
    carrierId,
    { type: 'surcharge', id },
    {
      dependencies: 'surcharges',
      blocks: 'conditions',
      ldm_blocks: 'conditions',
      zone_conditions: 'zone_conditions',
    },
  );
}

/** The health check of a surcharge of the carrier on its own, said in `language`: its grid and conditions (404 when not the carrier's). */
export async function surchargeHealth(deps: ModuleDeps, carrierId: number, id: number, language: Language): Promise<HealthReport> {
  const { carrier } = await deps.pricing.cache.get(carrierId);
  const surcharge = carrier.refs.surcharges.get(id);
  if (!surcharge) throw AppError.notFound();
  return checkSurchargeHealth(surcharge, language);
}

/** A surcharge as GET answers it (with its own grid when it is of type pricelist), for the route. */
export { readSurcharge } from './surcharge-record';

/** Creates a surcharge (and its grid) through the one versioned save, behind the approvals gate; answers its id (or the proposal). */
export async function createSurcharge(deps: SurchargeDeps, auth: AuthContext, carrierId: number, body: SurchargeBody) {
  const record = await deps.changePricing(carrierId, (tx) =>
    saveOrPropose(tx, SURCHARGE_RECORD, { carrierId, author: auth.user, id: null, content: () => ({ body }) }),
  );
  return isProposed(record) ? record : { id: record.id };
}

/**
 * Replaces a surcharge through the one versioned save: locked and read once in the transaction
 * (404; a save from a stale page, an older `version`, is 409), a new grid for the new version, logged
 * by the fields that changed. Answers the saved surcharge, or the proposal when approvals hold it.
 */
export async function updateSurcharge(deps: SurchargeDeps, auth: AuthContext, carrierId: number, id: number, body: SurchargeBody) {
  return deps.changePricing(carrierId, (tx) =>
    saveOrPropose(tx, SURCHARGE_RECORD, { carrierId, author: auth.user, id, sent: body.version, content: () => ({ body }) }),
  );
}

/**
 * Archives a surcharge (`archived` true) or restores it (false): one transaction that locks the row
 * (404 when the carrier has none), sets or clears archived_at and logs it; the pricing cache is
 * rebuilt, so an archived surcharge charges nothing and a restored one charges again. Its version
 * stays: its content did not move. Archiving an archived one (another clerk was first) writes nothing.
 */
export async function setSurchargeArchived(deps: SurchargeDeps, auth: AuthContext, carrierId: number, id: number, archived: boolean) {
  await deps.changePricing(carrierId, async (tx) => {
    const row = await repo.findSurchargeRow(tx, carrierId, id, { lock: true });
    if (!row) throw AppError.notFound();
    if ((row.archived_at !== null) === archived) return;
    await repo.setSurchargeArchived(tx, carrierId, id, archived ? new Date() : null);
    await insertHistoryEntry(tx, { carrierId, type: 'surcharge', recordId: id, author: auth.user, updates: { archived } });
  });
}
