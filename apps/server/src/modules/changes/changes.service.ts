/**
 * Changes a second person approves (docs/api.md "Changes a second person approves"): the list, one
 * change with its diff against the record as it is now, the backtest of a pricelist's change, and
 * the decisions. An approval saves the change through the one versioned save (versions `apply`) as
 * its author's version with the approver named, in one pricing transaction with the decision: a
 * process killed during it leaves the change pending and the record as it was.
 */
import {
  checkPricelistHealth,
  compilePricelist,
  diffVersions,
  localTime,
  hasLevel,
  isSetupChange,
  RECORD_AREAS,
  type ApproveChangeBody,
  type RecordWithPage,
  type ChangeListItem,
  type ChangeStatus,
  type DiffGrid,
  type Language,
  type PricelistBody,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { Seams } from '../../seams';
import { loadGrids } from '../grids';
import { applyArchival, backtestPricelist } from '../pricelists';
import { applyApprovedIncrease, previewRateIncrease, type StoredIncrease } from '../rate-increases';
import { applySurchargeArchival } from '../surcharges';
import type { PricingSeam } from '../pricing';
import type { QuotesSeam } from '../quotes';
import {
  applySetupChange,
  countPending,
  decideProposal,
  findProposal,
  findVersion,
  listProposals,
  pendingOfRecord,
  setupCallOf,
  type LoggedRecord,
  type ProposedGrid,
  type StoredProposal,
  type VersionAuthor,
  type VersionsSeam,
} from '../versions';
import type { HeavySeam } from '../../workers/heavy-work';
import { approversOf } from '../change-mails';
import { zoneNames } from './changes.repository';
import { SETUP_KINDS } from './setup-kinds';

type ChangesDeps = Pick<Seams, 'db' | 'changePricing'> & VersionsSeam;

/** A change row as the list answers it. */
export function listItem(
  row: Omit<StoredProposal, 'body' | 'changes' | 'before' | 'carrier_id'> & Partial<StoredProposal>,
): ChangeListItem {
  return {
    id: row.id,
    record_type: row.record_type,
    record_id: row.record_id,
    record_name: row.record_name,
    base_version: row.base_version,
    origin: row.origin,
    status: row.status,
    author: { id: row.author_id, name: row.author_name },
    created_at: new Date(row.created_at).toISOString(),
    decided_by: row.decided_by_name === null ? null : { id: row.decided_by_id, name: row.decided_by_name },
    decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    reason: row.reason,
    self_approved: row.self_approved,
    applied_record_id: row.applied_record_id,
    applied_version: row.applied_version,
  };
}

export async function listChanges(deps: Pick<Seams, 'db'>, carrierId: number, query: { status: ChangeStatus; page: number }) {
  const page = await listProposals(deps.db, carrierId, query.status, query.page);
  return { items: page.items.map(listItem), count: page.count };
}

/** The top bar's number: what waits for a decision, for a user who may see changes (0 for others). */
export async function pendingCount(deps: Pick<Seams, 'db'>, auth: AuthContext, carrierId: number) {
  if (auth.permissions.approvals === 'none' && !auth.isAdmin) return { pending: 0 };
  return { pending: await countPending(deps.db, carrierId) };
}

/** The pending changes of one record (its page's "Waiting for approval"). */
export async function changesOfRecord(
  deps: Pick<Seams, 'db'>,
  auth: AuthContext,
  carrierId: number,
  type: RecordWithPage,
  recordId: number,
) {
  if (!auth.isAdmin && !hasLevel(auth.permissions[RECORD_AREAS[type]], 'read')) throw AppError.forbidden();
  const items = (await pendingOfRecord(deps.db, carrierId, type, recordId)).map(listItem);
  return { items, count: items.length };
}

async function readChange(db: Db, carrierId: number, id: number, lock = false) {
  const change = await findProposal(db, carrierId, id, lock);
  if (!change) throw AppError.notFound();
  return change;
}

/** One change with its diff from the record as it is now (a new record: from nothing) and what the asking user may decide. */
export async function getChange(deps: ChangesDeps & PricingSeam, auth: AuthContext, carrierId: number, id: number, language: Language) {
  const change = await readChange(deps.db, carrierId, id);
  const { current, diff } = await changeDiff(deps, carrierId, change);
  const mayDecide = change.status === 'pending' && (auth.isAdmin || auth.permissions.approvals === 'write');
  const own = change.author_id === auth.user.id;
  return {
    ...listItem(change),
    current_version: current ?? null,
    diff,
    health: await draftHealth(deps, carrierId, change, language),
    may: { decide: mayDecide && (!own || (await soleApprover(deps.db, auth, carrierId))), self_approval: own && mayDecide },
  };
}

/**
 * What a change changes, as the versions panel shows a diff: a record's fields and cells from its
 * version now to the proposal. A rate increase has none of its own: its page is the increase's preview.
 */
async function changeDiff(deps: ChangesDeps, carrierId: number, change: StoredProposal) {
  if (change.record_type === 'rate_increase')
    return { current: undefined, diff: diffVersions({ fields: {}, grid: null }, { fields: {}, grid: null }) };
  if (isSetupChange(change.record_type)) return setupDiff(change);
  if (change.origin === 'archive' || change.origin === 'unarchive') {
    const archived = change.origin === 'archive';
    return {
      current: change.base_version ?? undefined,
      diff: diffVersions({ fields: { archived: !archived }, grid: null }, { fields: { archived }, grid: null }),
    };
  }
  const type = change.record_type;
  const kind = deps.versionedKinds[type];
  const current = change.record_id === null ? undefined : await kind.currentVersion(deps.db, carrierId, change.record_id);
  const proposed = kind.proposed(change);
  const before = current === undefined ? null : await versionContent(deps.db, carrierId, type, change.record_id!, current);
  const names = await zoneNames(deps.db, carrierId, [...zoneIds(proposed.grid), ...zoneIds(before?.grid ?? null)]);
  const diff = diffVersions(
    { fields: before?.content ?? {}, grid: before?.grid ?? null },
    { fields: proposed.content, grid: named(proposed.grid, names) },
  );
  return { current, diff };
}

/**
 * A setup change's diff: its record's fields as the change kept them (`before`) to the body; a
 * delete to nothing, a new record from nothing. Fields the body does not carry are not compared.
 */
function setupDiff(change: StoredProposal) {
  const { op, body } = setupCallOf(change);
  const before = change.before ?? {};
  const keys = op === 'delete' ? Object.keys(before) : Object.keys(body);
  const pick = (from: Record<string, unknown>) => Object.fromEntries(keys.filter((k) => k in from).map((k) => [k, from[k]]));
  return {
    current: undefined,
    diff: diffVersions({ fields: pick(before), grid: null }, { fields: op === 'delete' ? {} : pick(body), grid: null }),
  };
}

/**
 * The health check of a pricelist as a pending change would make it (its grid, its surcharges, its
 * validity), said in `language`; null for other changes, or when the engine cannot compile it now.
 */
async function draftHealth(deps: PricingSeam, carrierId: number, change: StoredProposal, language: Language) {
  const saves = change.origin === 'save' || change.origin === 'restore' || change.origin === 'import';
  if (change.record_type !== 'pricelist' || !saves || change.status !== 'pending') return null;
  const entry = await deps.pricing.cache.get(carrierId);
  try {
    const draft = compilePricelist({ id: change.record_id ?? 0, ...(change.body as unknown as PricelistBody) }, entry.carrier.refs);
    return checkPricelistHealth(entry.carrier, draft, { today: localTime(new Date(), entry.timezone).day, language });
  } catch {
    return null;
  }
}

/** The record's content and grid at `version`, as the versions panel compares them. */
async function versionContent(db: Db, carrierId: number, type: LoggedRecord, recordId: number, version: number) {
  const row = await findVersion(db, carrierId, type, recordId, version);
  if (!row) return null;
  const grid = row.grid_id === null ? null : ((await loadGrids(db, carrierId, [row.grid_id])).get(row.grid_id) ?? null);
  return { content: row.content, grid: grid as DiffGrid | null };
}

function zoneIds(grid: ProposedGrid | DiffGrid | null): number[] {
  return grid ? grid.fare_groups.flatMap((g) => g.zones.flatMap((z) => [z.zone_from, z.zone_to])) : [];
}

/** A proposal's grid with its zones' names, as the diff names rows. */
function named(grid: ProposedGrid | null, names: Map<number, string>): DiffGrid | null {
  if (!grid) return null;
  const name = (id: number) => names.get(id) ?? `#${id}`;
  return {
    ...grid,
    fare_groups: grid.fare_groups.map((g) => ({
      quantities: g.quantities,
      zones: g.zones.map((z) => ({ ...z, zone_from_name: name(z.zone_from), zone_to_name: name(z.zone_to) })),
    })),
  };
}

/**
 * The revenue effect of a pending pricelist change: the last 30 days' requests of the pricelist
 * priced again with the change in its place (the pricelist's backtest). Null: a new pricelist or a
 * surcharge (no requests of its own), or a change already decided.
 */
export async function changeBacktest(deps: Pick<Seams, 'db'> & HeavySeam & PricingSeam & QuotesSeam, carrierId: number, id: number) {
  const change = await readChange(deps.db, carrierId, id);
  if (
    change.record_type !== 'pricelist' ||
    change.record_id === null ||
    change.status !== 'pending' ||
    change.origin === 'archive' ||
    change.origin === 'unarchive'
  )
    return null;
  return backtestPricelist(deps, carrierId, change.record_id, { days: 30, draft: change.body as never });
}

/**
 * The preview of a pending rate increase, as the increase page shows it before it is applied (the
 * cells that change per pricelist, the revenue effect on the last 30 days' requests); null for
 * other changes and decided ones.
 */
export async function changePreview(deps: Pick<Seams, 'db'> & HeavySeam & PricingSeam & QuotesSeam, carrierId: number, id: number) {
  const change = await readChange(deps.db, carrierId, id);
  if (change.record_type !== 'rate_increase' || change.status !== 'pending') return null;
  const { body } = change.body as unknown as StoredIncrease;
  return previewRateIncrease(deps, carrierId, { ...body, backtest_days: 30 });
}

/**
 * True when the asking user is an Owner and the carrier's only user who may approve: then, and
 * only then, they may approve their own change (with a second confirmation, kept with the decision).
 */
async function soleApprover(db: Db, auth: AuthContext, carrierId: number): Promise<boolean> {
  if (!auth.isOwner) return false;
  const approvers = await approversOf(db, carrierId);
  return approvers.every((a) => a.id === auth.user.id);
}

/** Nobody approves their own change; an Owner who is the only approver may, confirming it (422 until they do). */
async function assertMayApprove(db: Db, auth: AuthContext, carrierId: number, change: StoredProposal, body: ApproveChangeBody) {
  if (change.author_id !== auth.user.id) return false;
  if (!(await soleApprover(db, auth, carrierId))) throw AppError.forbidden(english('errors.approvals.ownChange'));
  if (!body.confirm_own)
    throw AppError.invalid(english('errors.approvals.confirmOwn'), { confirm_own: english('errors.approvals.confirmOwnField') });
  return true;
}

function assertPending(change: StoredProposal) {
  if (change.status !== 'pending') throw AppError.conflict(english('errors.approvals.decided', { status: change.status }));
}

/**
 * Approves a pending change: in one pricing transaction the change is locked (a second approval
 * waits, then finds it decided: 409), the record saved as the author's version with the approver
 * named (409 when the record moved on since the change was based on it), and the decision kept.
 */
export async function approveChange(deps: ChangesDeps, auth: AuthContext, carrierId: number, id: number, body: ApproveChangeBody) {
  return deps.changePricing(carrierId, async (tx) => {
    const change = await readChange(tx, carrierId, id, true);
    assertPending(change);
    const selfApproved = await assertMayApprove(tx, auth, carrierId, change, body);
    const applied = await applyChange(deps, tx, carrierId, change, auth.user);
    await decideProposal(tx, carrierId, id, {
      status: 'approved',
      by: auth.user,
      selfApproved,
      recordId: applied.id,
      version: applied.version,
    });
    return listItem({
      ...change,
      status: 'approved',
      decided_by_id: auth.user.id,
      decided_by_name: auth.user.name,
      decided_at: new Date(),
      self_approved: selfApproved,
      applied_record_id: applied.id,
      applied_version: applied.version,
    });
  });
}

/**
 * Saves an approved change in the approval's transaction: a rate increase applied whole (its
 * successors and their predecessors' ends), a record's save as its author's next version (409 when
 * the record moved on since the change was based on it, or is gone). Answers the record (the
 * increase) and the version written (null for an increase).
 */
async function applyChange(deps: ChangesDeps, tx: Db, carrierId: number, change: StoredProposal, approver: VersionAuthor) {
  if (isSetupChange(change.record_type)) return { id: await applySetupChange(tx, SETUP_KINDS[change.record_type], change), version: null };
  if (change.record_type === 'rate_increase') {
    const stored = change.body as unknown as StoredIncrease;
    const applied = await applyApprovedIncrease(tx, carrierId, stored, { by: approver, changeId: change.id }).catch(movedOn);
    return { id: applied.id, version: null };
  }
  if ((change.origin === 'archive' || change.origin === 'unarchive') && change.record_id !== null && change.base_version !== null) {
    const archival = { ...change, origin: change.origin, record_id: change.record_id, base_version: change.base_version };
    return change.record_type === 'surcharge' ? applySurchargeArchival(tx, archival, approver) : applyArchival(tx, archival, approver);
  }
  const kind = deps.versionedKinds[change.record_type];
  if (change.record_id !== null) {
    const current = await kind.currentVersion(tx, carrierId, change.record_id);
    if (current === undefined) throw AppError.conflict(english('errors.approvals.recordGone'));
    if (current !== change.base_version)
      throw AppError.conflict(english('errors.approvals.stale', { base: String(change.base_version), current: String(current) }));
  }
  return kind.apply(tx, change, approver);
}

/**
 * A rate increase whose pricelists moved on since it was proposed (one archived: not found; one
 * ending before the date: refused) cannot be approved as it is: 409, the author proposes it again.
 */
function movedOn(error: unknown): never {
  if (error instanceof AppError && error.status === 404) throw AppError.conflict(english('errors.approvals.recordGone'));
  if (error instanceof AppError && error.status === 422) throw AppError.conflict(error.message, error.errors);
  throw error;
}

/** Rejects a pending change with a reason for its author; the record is untouched. */
export async function rejectChange(deps: ChangesDeps, auth: AuthContext, carrierId: number, id: number, reason: string) {
  return deps.db.transaction().execute(async (tx) => {
    const change = await readChange(tx, carrierId, id, true);
    assertPending(change);
    await decideProposal(tx, carrierId, id, { status: 'rejected', by: auth.user, reason });
    return listItem({
      ...change,
      status: 'rejected',
      decided_by_id: auth.user.id,
      decided_by_name: auth.user.name,
      decided_at: new Date(),
      reason,
    });
  });
}
