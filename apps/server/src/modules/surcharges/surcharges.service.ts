import { checkSurchargeHealth, type HealthReport, type Language, type SurchargeBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { PricingSeam } from '../pricing';
import type { Seams } from '../../seams';
import { approvalsHold, insertHistoryEntry, isProposed, proposeArchival, saveOrPropose, type VersionAuthor } from '../versions';
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
  return deps.changePricing(carrierId, async (tx) => {
    const row = await repo.findSurchargeRow(tx, carrierId, id, { lock: true });
    if (!row) throw AppError.notFound();
    if ((row.archived_at !== null) === archived) return null;
    if (await approvalsHold(tx, carrierId, 'surcharge'))
      return proposeArchival(tx, auth.user, carrierId, 'surcharge', row, archived ? 'archive' : 'unarchive');
    await repo.setSurchargeArchived(tx, carrierId, id, archived ? new Date() : null);
    await insertHistoryEntry(tx, { carrierId, type: 'surcharge', recordId: id, author: auth.user, updates: { archived } });
    return null;
  });
}

/**
 * An approved archive or restore of a surcharge, in the approval's transaction: the row locked
 * (409 when it is gone or its content moved on since the change), archived or brought back unless
 * it is so already, logged as its author's with the approver named.
 */
export async function applySurchargeArchival(
  tx: Db,
  change: { id: number; carrier_id: number; record_id: number; base_version: number; origin: 'archive' | 'unarchive' } & VersionAuthorOf,
  approver: VersionAuthor,
) {
  const { carrier_id: carrierId, record_id: id } = change;
  const row = await repo.findSurchargeRow(tx, carrierId, id, { lock: true });
  if (!row) throw AppError.conflict(english('errors.approvals.recordGone'));
  if (row.version !== change.base_version)
    throw AppError.conflict(english('errors.approvals.stale', { base: String(change.base_version), current: String(row.version) }));
  const archived = change.origin === 'archive';
  if ((row.archived_at !== null) !== archived) {
    await repo.setSurchargeArchived(tx, carrierId, id, archived ? new Date() : null);
    const author = { id: change.author_id, name: change.author_name };
    await insertHistoryEntry(tx, {
      carrierId,
      type: 'surcharge',
      recordId: id,
      author,
      updates: { archived },
      approval: { by: approver, changeId: change.id },
    });
  }
  return { id, version: row.version };
}

/** Who wrote a change, as its row keeps them. */
type VersionAuthorOf = { author_id: number | null; author_name: string };
