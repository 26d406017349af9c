import {
  checkPricelistHealth,
  formatDay,
  localTime,
  pricelistDefaults,
  pricelistForHealth,
  type HealthReport,
  type Language,
  type HealthSummary,
  type PricelistBody,
  type PricelistFilters,
  type LaneTakeover,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { PricingSeam } from '../pricing';
import type { Seams } from '../../seams';
import { findCarrier } from '../carriers';
import { readChangeLog } from '../logs';
import {
  approvalsHold,
  assertLoadedVersion,
  insertHistoryEntry,
  proposeArchival,
  isProposed,
  saveOrPropose,
  type VersionAuthor,
} from '../versions';
import { takeoversOf, takeoversOfStored } from './lane-takeovers';
import { assertReferences, PRICELIST_RECORD, readPricelist, type StoredPricelist } from './pricelist-record';
import * as repo from './pricelists.repository';

/** What this file's functions take of the app's seams. */
type ModuleDeps = Pick<Seams, 'db' | 'changePricing'> & PricingSeam;

/** The dependencies a pricelist save and read use. */
type PricelistDeps = Pick<Seams, 'db' | 'changePricing'>;

/** GET /fe/pricelists/form?service=: the service's pricelists to pick from, unpaged. */
export function pricelistOptions(deps: ModuleDeps, carrierId: number, serviceId: number) {
  return repo.pricelistOptions(deps.db, carrierId, serviceId);
}

/**
 * A page of the carrier's pricelists under the list filters, each with its health in short (the
 * badge), computed from the compiled carrier the pricing cache holds: no query per row.
 */
export async function listPricelists(deps: ModuleDeps, carrierId: number, filters: PricelistFilters) {
  const page = await repo.listPricelists(deps.db, carrierId, filters);
  const health = await healthSummaries(
    deps,
    carrierId,
    page.items.map((p) => p.id),
  );
  return { ...page, items: page.items.map((item) => ({ ...item, health: health.get(item.id) ?? null })) };
}

/** Findings count and worst severity per pricelist; a pricelist that cannot be checked is left out. */
async function healthSummaries(deps: ModuleDeps, carrierId: number, ids: readonly number[]): Promise<Map<number, HealthSummary>> {
  const out = new Map<number, HealthSummary>();
  if (ids.length === 0) return out;
  let entry;
  try {
    entry = await deps.pricing.cache.get(carrierId);
  } catch {
    // Data the engine refuses (the price API answers the error) must not hide the list: no badges.
    return out;
  }
  const today = localTime(new Date(), entry.timezone).day;
  for (const id of ids) {
    try {
      const pricelist = pricelistForHealth(entry.carrier, id);
      if (!pricelist) continue;
      const { findings } = checkPricelistHealth(entry.carrier, pricelist, { today });
      out.set(id, { count: findings.length, worst: findings.length === 0 ? null : findings[0]!.severity });
    } catch {
      // An inactive pricelist the engine cannot compile gets no badge; its own page says why.
    }
  }
  return out;
}

/** The health check of a pricelist of the carrier, said in `language` (404 when it has no such pricelist). */
export async function pricelistHealth(deps: ModuleDeps, carrierId: number, id: number, language: Language): Promise<HealthReport> {
  const entry = await deps.pricing.cache.get(carrierId);
  const pricelist = pricelistForHealth(entry.carrier, id);
  if (!pricelist) throw AppError.notFound();
  return checkPricelistHealth(entry.carrier, pricelist, { today: localTime(new Date(), entry.timezone).day, language });
}

/** Defaults of a new pricelist: valid from today in the carrier's time zone, for a year. */
export async function newPricelistDefaults(deps: ModuleDeps, carrierId: number) {
  const carrier = await findCarrier(deps.db, carrierId);
  if (!carrier) throw AppError.notFound();
  return pricelistDefaults(formatDay(localTime(new Date(), carrier.timezone).day));
}

/** The change log of a pricelist, newest first. */
export async function pricelistLogs(deps: Pick<Seams, 'db'>, carrierId: number, id: number) {
  if (!(await repo.findPricelistRow(deps.db, carrierId, id))) throw AppError.notFound();
  return readChangeLog(
    deps.db,
    carrierId,
    { type: 'pricelist', id },
    { surcharges: 'surcharges', blocks: 'conditions', ldm_blocks: 'conditions' },
  );
}

/** A pricelist as GET answers it (record, names, grid, surcharges and condition ids), for the route. */
export { readPricelist } from './pricelist-record';

/**
 * Creates a pricelist with its whole grid through the one versioned save. Answers its id and the
 * live pricelists whose lanes it takes over (read before the insert, in the same transaction).
 */
export async function createPricelist(deps: PricelistDeps, auth: AuthContext, carrierId: number, body: PricelistBody) {
  return deps.changePricing(carrierId, async (tx) => {
    const { saved, takes_over } = await savePricelist(tx, auth, carrierId, null, body);
    return isProposed(saved) ? saved : { id: saved.id, takes_over };
  });
}

/**
 * POST|PUT ...?check=true: what saving `body` (as pricelist `id`, null: a new one) would take
 * over, checked like the save (404, references, a stale version) and writing nothing.
 */
export async function checkPricelistSave(deps: Pick<Seams, 'db'>, carrierId: number, id: number | null, body: PricelistBody) {
  const stored = id === null ? null : await readPricelist(deps.db, carrierId, id);
  await assertReferences(deps.db, carrierId, body);
  if (stored)
    await assertLoadedVersion(deps.db, { carrierId, type: 'pricelist', id: stored.id, stored: stored.version, sent: body.version });
  return { takes_over: await takeoversOf(deps.db, carrierId, body, stored) };
}

/**
 * Replaces a pricelist and its grid through the one versioned save: locked and read once in the
 * transaction (404; a save from a stale page, an older `version`, is 409), logged by the fields that
 * changed. Answers the saved pricelist and the live pricelists whose lanes this save newly takes over.
 */
export async function updatePricelist(deps: PricelistDeps, auth: AuthContext, carrierId: number, id: number, body: PricelistBody) {
  return deps.changePricing(carrierId, async (tx) => {
    const { saved, takes_over } = await savePricelist(tx, auth, carrierId, id, body);
    return isProposed(saved) ? saved : { ...saved, takes_over };
  });
}

/**
 * A create (id null) or update inside the pricing transaction, with the lanes it takes over, read
 * between the lock and the write; behind the approvals gate (a proposal writes nothing of the record).
 */
async function savePricelist(tx: Db, auth: AuthContext, carrierId: number, id: number | null, body: PricelistBody) {
  let takes_over: LaneTakeover[] = [];
  const content = async (stored?: StoredPricelist) => {
    takes_over = await takeoversOf(tx, carrierId, body, stored ?? null);
    return { body };
  };
  const save = { carrierId, author: auth.user, content };
  const record = await saveOrPropose(tx, PRICELIST_RECORD, id === null ? { ...save, id } : { ...save, id, sent: body.version });
  return { saved: record, takes_over };
}

/** Archives: the pricelist leaves every list and prices nothing, its history kept. */
export async function archivePricelist(deps: ModuleDeps, auth: AuthContext, carrierId: number, id: number) {
  const stored = await readPricelist(deps.db, carrierId, id);
  return deps.changePricing(carrierId, async (tx) => {
    if (await approvalsHold(tx, carrierId, 'pricelist')) return proposeArchival(tx, auth.user, carrierId, 'pricelist', stored, 'archive');
    await repo.archivePricelist(tx, carrierId, id);
    await insertHistoryEntry(tx, { carrierId, type: 'pricelist', recordId: id, author: auth.user, updates: { archived: true } });
    return null;
  });
}

/**
 * An approved archive or un-archive, in the approval's transaction: the pricelist locked (409 when
 * it is gone or its content moved on since the change), archived or brought back unless it is so
 * already, logged as its author's with the approver named.
 */
export async function applyArchival(
  tx: Db,
  change: {
    id: number;
    carrier_id: number;
    record_id: number;
    base_version: number;
    origin: 'archive' | 'unarchive';
    author_id: number | null;
    author_name: string;
  },
  approver: VersionAuthor,
) {
  const { carrier_id: carrierId, record_id: id } = change;
  const row = await repo.lockAnyPricelist(tx, carrierId, id);
  if (!row) throw AppError.conflict(english('errors.approvals.recordGone'));
  if (row.version !== change.base_version)
    throw AppError.conflict(english('errors.approvals.stale', { base: String(change.base_version), current: String(row.version) }));
  const archive = change.origin === 'archive';
  if ((row.archived_at !== null) !== archive) {
    await (archive ? repo.archivePricelist(tx, carrierId, id) : repo.unarchivePricelist(tx, carrierId, id));
    await insertHistoryEntry(tx, {
      carrierId,
      type: 'pricelist',
      recordId: id,
      author: { id: change.author_id, name: change.author_name },
      updates: { archived: archive },
      approval: { by: approver, changeId: change.id },
    });
  }
  return { id, version: row.version };
}

/** GET /fe/pricelists/archived: a page of the archived pricelists, the last archived first. */
export function listArchivedPricelists(deps: ModuleDeps, carrierId: number, page: number) {
  return repo.listArchivedPricelists(deps.db, carrierId, page);
}

/**
 * POST /fe/pricelists/{id}/unarchive?check=true: what un-archiving would take over (decision 10),
 * checked like the un-archive (404, a stale version) and writing nothing.
 */
export async function checkUnarchive(deps: ModuleDeps, carrierId: number, id: number, version: number | undefined) {
  const found = await pricelistToUnarchive(deps.db, carrierId, id, version);
  return { takes_over: found.archived ? await takeoversOfStored(deps.db, carrierId, found.pricelist) : [] };
}

/**
 * Un-archives a pricelist as it was archived (its version unchanged: its content did not move);
 * logs it. Like a save it answers the live pricelists whose lanes it takes over, read in the same
 * transaction before the write; the web app asks first with ?check=true. A pricelist that is not
 * archived (another clerk was first) is left as it is: nothing to take over, nothing written.
 */
export async function unarchivePricelist(deps: ModuleDeps, auth: AuthContext, carrierId: number, id: number, version: number | undefined) {
  return deps.changePricing(carrierId, async (tx) => {
    const found = await pricelistToUnarchive(tx, carrierId, id, version, true);
    if (!found.archived) return { id, version: found.pricelist.version, takes_over: [] };
    if (await approvalsHold(tx, carrierId, 'pricelist'))
      return proposeArchival(tx, auth.user, carrierId, 'pricelist', found.pricelist, 'unarchive');
    const takes_over = await takeoversOfStored(tx, carrierId, found.pricelist);
    await repo.unarchivePricelist(tx, carrierId, id);
    await insertHistoryEntry(tx, { carrierId, type: 'pricelist', recordId: id, author: auth.user, updates: { archived: false } });
    return { id, version: found.pricelist.version, takes_over };
  });
}

/** The pricelist to un-archive and whether it is archived: 404 when the carrier has none, 422/409 for the version. */
async function pricelistToUnarchive(db: Db, carrierId: number, id: number, version: number | undefined, lock = false) {
  const row = lock ? await repo.lockAnyPricelist(db, carrierId, id) : await repo.findArchivedState(db, carrierId, id);
  if (!row) throw AppError.notFound();
  await assertLoadedVersion(db, { carrierId, type: 'pricelist', id, stored: row.version, sent: version });
  const archived = row.archived_at !== null;
  return { archived, pricelist: await readPricelist(db, carrierId, id, archived) };
}
