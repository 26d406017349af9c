import {
  checkPricelistHealth,
  formatDay,
  localTime,
  pricelistDefaults,
  pricelistForHealth,
  type HealthReport,
  type HealthSummary,
  type PricelistBody,
  type PricelistFilters,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { ownedName } from '../../db/ownership.repository';
import { AppError, assertNoFieldErrors, type FieldErrors } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { AppDeps } from '../../deps';
import { foreignIdErrors } from '../../lib/ownership';
import { findCarrier } from '../carriers/carriers.repository';
import { foreignGridReferences } from '../grids/grid-references';
import { insertGrid, loadGrids } from '../grids/grids.repository';
import { changedFields } from '../logs/change-log';
import { gridChangesOf } from '../logs/grid-changes';
import { assertLoadedVersion } from '../logs/edit-conflicts';
import { nameLogEntries } from '../logs/log-names';
import { insertLog, listLogs } from '../logs/record-logs.repository';
import { insertVersion } from '../versions/record-versions.repository';
import { takeoversOf, takeoversOfStored } from './lane-takeovers';
import * as repo from './pricelists.repository';

/** GET /fe/pricelists/form?service=: the service's pricelists to pick from, unpaged. */
export function pricelistOptions(deps: AppDeps, carrierId: number, serviceId: number) {
  return repo.pricelistOptions(deps.db, carrierId, serviceId);
}

/**
 * A page of the carrier's pricelists under the list filters, each with its health in short (the
 * badge), computed from the compiled carrier the pricing cache holds: no query per row.
 */
export async function listPricelists(deps: AppDeps, carrierId: number, filters: PricelistFilters) {
  const page = await repo.listPricelists(deps.db, carrierId, filters);
  const health = await healthSummaries(
    deps,
    carrierId,
    page.items.map((p) => p.id),
  );
  return { ...page, items: page.items.map((item) => ({ ...item, health: health.get(item.id) ?? null })) };
}

/** Findings count and worst severity per pricelist; a pricelist that cannot be checked is left out. */
async function healthSummaries(deps: AppDeps, carrierId: number, ids: readonly number[]): Promise<Map<number, HealthSummary>> {
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

/** The health check of a pricelist of the carrier (404 when it has no such pricelist). */
export async function pricelistHealth(deps: AppDeps, carrierId: number, id: number): Promise<HealthReport> {
  const entry = await deps.pricing.cache.get(carrierId);
  const pricelist = pricelistForHealth(entry.carrier, id);
  if (!pricelist) throw AppError.notFound();
  return checkPricelistHealth(entry.carrier, pricelist, { today: localTime(new Date(), entry.timezone).day });
}

/** Defaults of a new pricelist: valid from today in the carrier's time zone, for a year. */
export async function newPricelistDefaults(deps: AppDeps, carrierId: number) {
  const carrier = await findCarrier(deps.db, carrierId);
  if (!carrier) throw AppError.notFound();
  return pricelistDefaults(formatDay(localTime(new Date(), carrier.timezone).day));
}

/** The change log of a pricelist, newest first. */
export async function pricelistLogs(deps: AppDeps, carrierId: number, id: number) {
  await getPricelist(deps, carrierId, id);
  const logs = await listLogs(deps.db, carrierId, 'pricelist', id);
  return nameLogEntries(deps.db, carrierId, logs, { surcharges: 'surcharges', blocks: 'conditions', ldm_blocks: 'conditions' });
}

/** A pricelist as GET answers it: record, names, grid, surcharges and condition ids. */
export async function getPricelist(deps: AppDeps, carrierId: number, id: number) {
  const { grid_id: _, ...pricelist } = await readPricelist(deps.db, carrierId, id);
  return pricelist;
}

/** The pricelist with its grid id, read through `db` (a transaction reads its own snapshot); `archived`: an archived one. */
export async function readPricelist(db: Db, carrierId: number, id: number, archived = false) {
  const row = await repo.findPricelistRow(db, carrierId, id, archived);
  if (!row) throw AppError.notFound();
  const [grids, links] = await Promise.all([loadGrids(db, carrierId, [row.grid_id]), repo.pricelistLinks(db, id)]);
  const { updated_at: _, ...record } = row;
  return { ...record, ...grids.get(row.grid_id)!, ...links };
}

/** Every reference of the body checked against the carrier's own records, one 422 with all of them. */
export async function assertReferences(deps: AppDeps, carrierId: number, body: PricelistBody, at = '') {
  const errors: FieldErrors = {
    ...(await foreignIdErrors(deps.db, carrierId, 'services', 'service_id', body.service_id, 'a service')),
    ...(body.customer_id === null
      ? {}
      : await foreignIdErrors(deps.db, carrierId, 'partners', 'customer_id', body.customer_id, 'a partner')),
    ...(await foreignIdErrors(deps.db, carrierId, 'surcharges', 'surcharges', body.surcharges, 'a surcharge')),
    ...(await foreignIdErrors(deps.db, carrierId, 'conditions', 'blocks', body.blocks, 'a condition')),
    ...(await foreignIdErrors(deps.db, carrierId, 'conditions', 'ldm_blocks', body.ldm_blocks, 'a condition')),
    ...(await foreignGridReferences(deps.db, carrierId, body)),
  };
  // `at`: where the pricelist sits in the request body (a backtest's `draft.`), so every field is named the way the schema names it.
  assertNoFieldErrors(at ? Object.fromEntries(Object.entries(errors).map(([field, text]) => [`${at}${field}`, text])) : errors);
}

/**
 * Creates a pricelist with its whole grid in one transaction; logs it as created. Answers its id
 * and the live pricelists whose lanes it takes over (read before the insert, in the same transaction).
 */
export async function createPricelist(deps: AppDeps, auth: AuthContext, carrierId: number, body: PricelistBody) {
  await assertReferences(deps, carrierId, body);
  return deps.changePricing(carrierId, async (tx) => {
    const takes_over = await takeoversOf(tx, carrierId, body, null);
    return { id: await insertPricelistIn(tx, auth, carrierId, body), takes_over };
  });
}

/**
 * POST|PUT ...?check=true: what saving `body` (as pricelist `id`, null: a new one) would take
 * over, checked like the save (404, references, a stale version) and writing nothing.
 */
export async function checkPricelistSave(deps: AppDeps, carrierId: number, id: number | null, body: PricelistBody) {
  const stored = id === null ? null : await readPricelist(deps.db, carrierId, id);
  await assertReferences(deps, carrierId, body);
  if (stored)
    await assertLoadedVersion(deps.db, { carrierId, type: 'pricelist', id: stored.id, stored: stored.version, sent: body.version });
  return { takes_over: await takeoversOf(deps.db, carrierId, body, stored) };
}

/**
 * Inserts a pricelist, its grid and links inside the caller's pricing transaction and logs it as
 * created; the caller has checked its references (an import resolves them from the carrier's own).
 */
export async function insertPricelistIn(tx: Db, auth: AuthContext, carrierId: number, body: PricelistBody): Promise<number> {
  const gridId = await insertGrid(tx, carrierId, body);
  const id = await repo.insertPricelist(tx, carrierId, gridId, body);
  await repo.replacePricelistLinks(tx, id, body);
  await insertLog(tx, { carrierId, type: 'pricelist', recordId: id, author: auth.user, changes: { created: true } });
  await insertVersion(tx, {
    carrierId,
    type: 'pricelist',
    recordId: id,
    version: 1,
    gridId,
    content: pricelistContent(body),
    author: auth.user,
    changes: { created: true },
  });
  return id;
}

/** What a version keeps of a pricelist besides its grid: its fields and links, by id. */
export function pricelistContent(body: PricelistBody) {
  return { ...repo.recordColumns(body), surcharges: body.surcharges, blocks: body.blocks, ldm_blocks: body.ldm_blocks };
}

/**
 * Saves `body` as the next version of a locked pricelist (stored version + 1): a new grid (the old
 * one stays with its version, decision 7), the record pointed at it, its links and the version
 * row. Run inside the save's pricing transaction.
 */
export async function writePricelistVersion(
  tx: Db,
  auth: AuthContext,
  carrierId: number,
  pricelist: { id: number; stored: number },
  body: PricelistBody,
  changes: Record<string, unknown>,
) {
  const gridId = await insertGrid(tx, carrierId, body);
  await repo.updatePricelist(tx, carrierId, pricelist.id, gridId, body);
  await repo.replacePricelistLinks(tx, pricelist.id, body);
  await insertVersion(tx, {
    carrierId,
    type: 'pricelist',
    recordId: pricelist.id,
    version: pricelist.stored + 1,
    gridId,
    content: pricelistContent(body),
    author: auth.user,
    changes,
  });
}

/**
 * Replaces a pricelist and its grid in one transaction; logs the fields that changed. The row is
 * locked and read inside the transaction, so the log diffs against what this save replaces and a
 * save from a stale page (an older `version`) is refused with 409. Answers the record and the
 * live pricelists whose lanes this save newly takes over.
 */
export async function updatePricelist(deps: AppDeps, auth: AuthContext, carrierId: number, id: number, body: PricelistBody) {
  await getPricelist(deps, carrierId, id);
  await assertReferences(deps, carrierId, body);
  const takes_over = await deps.changePricing(carrierId, async (tx) => {
    const stored = await repo.lockPricelist(tx, carrierId, id);
    if (stored === undefined) throw AppError.notFound();
    await assertLoadedVersion(tx, { carrierId, type: 'pricelist', id, stored, sent: body.version });
    const before = await readPricelist(tx, carrierId, id);
    const changes = await loggedChanges(tx, carrierId, before, body);
    const takesOver = await takeoversOf(tx, carrierId, body, before);
    await writePricelistVersion(tx, auth, carrierId, { id, stored }, body, changes);
    await insertLog(tx, { carrierId, type: 'pricelist', recordId: id, author: auth.user, changes });
    return takesOver;
  });
  return { ...(await getPricelist(deps, carrierId, id)), takes_over };
}

/**
 * The fields a save changes, as the log keeps them (issue 25): their new values (`updates`) and
 * their old ones (`before`), the service and partner by name, and the grid as its changed cells and
 * rows (`gridChangesOf`), so the log can say "Valid to: 31.12.2026 → 30.06.2027" and which cells changed.
 */
export async function loggedChanges(
  tx: Db,
  carrierId: number,
  before: Awaited<ReturnType<typeof readPricelist>>,
  body: PricelistBody,
): Promise<{ updates: Record<string, unknown>; before: Record<string, unknown> }> {
  const old = comparable(before);
  const updates = changedFields(old, comparable(body));
  const previous: Record<string, unknown> = {};
  for (const field of Object.keys(updates)) if (field !== 'fare_groups') previous[field] = old[field as keyof typeof old];
  if ('fare_groups' in updates) updates.fare_groups = await gridChangesOf(tx, carrierId, before.fare_groups, body.fare_groups, body.unit);
  if ('service_id' in updates) {
    updates.service_id = (await ownedName(tx, carrierId, 'services', body.service_id)) ?? body.service_id;
    previous.service_id = before.service_name;
  }
  if ('customer_id' in updates) {
    updates.customer_id = await partnerName(tx, carrierId, body.customer_id);
    previous.customer_id = await partnerName(tx, carrierId, before.customer_id);
  }
  return { updates, before: previous };
}

/** A pricelist's partner as the log names it: 'General' for none. */
async function partnerName(tx: Db, carrierId: number, id: number | null): Promise<string | number> {
  return id === null ? 'General' : ((await ownedName(tx, carrierId, 'partners', id)) ?? id);
}

interface LoggablePricelist {
  name: string;
  service_id: number;
  customer_id: number | null;
  currency: string;
  status: string;
  valid_from: string;
  valid_to: string;
  active: boolean;
  comment: string;
  unit: string;
  ldm_multiplier: number | string;
  cbm_multiplier: number | string;
  payweight_rounding: string;
  ldm_rounding: string;
  min_max_rule: string;
  surcharges: readonly (number | { id: number })[];
  blocks: readonly number[];
  ldm_blocks: readonly number[];
  fare_groups: readonly {
    quantities: readonly { quantity: number | string; unit: string }[];
    zones: readonly {
      zone_from: number;
      zone_to: number;
      transit?: number | null;
      minimum_amount?: number | null;
      maximum_amount?: number | null;
      prices: readonly (number | null)[];
    }[];
  }[];
}

/** The logged fields of a pricelist, from a GET answer or a body, in one comparable shape. */
function comparable(p: LoggablePricelist) {
  return {
    name: p.name,
    service_id: p.service_id,
    customer_id: p.customer_id,
    currency: p.currency,
    status: p.status,
    valid_from: p.valid_from,
    valid_to: p.valid_to,
    active: p.active,
    comment: p.comment,
    unit: p.unit,
    ldm_multiplier: Number(p.ldm_multiplier),
    cbm_multiplier: Number(p.cbm_multiplier),
    payweight_rounding: p.payweight_rounding,
    ldm_rounding: p.ldm_rounding,
    min_max_rule: p.min_max_rule,
    surcharges: p.surcharges.map((s) => (typeof s === 'number' ? s : s.id)),
    blocks: p.blocks,
    ldm_blocks: p.ldm_blocks,
    fare_groups: p.fare_groups.map((g) => ({
      quantities: g.quantities.map((q) => [Number(q.quantity), q.unit]),
      zones: g.zones.map((z) => [z.zone_from, z.zone_to, z.transit ?? null, z.minimum_amount ?? null, z.maximum_amount ?? null, z.prices]),
    })),
  };
}

/** Archives: the pricelist leaves every list and prices nothing, its history kept. */
export async function archivePricelist(deps: AppDeps, auth: AuthContext, carrierId: number, id: number) {
  await getPricelist(deps, carrierId, id);
  await deps.changePricing(carrierId, async (tx) => {
    await repo.archivePricelist(tx, carrierId, id);
    await insertLog(tx, { carrierId, type: 'pricelist', recordId: id, author: auth.user, changes: { updates: { archived: true } } });
  });
}

/** GET /fe/pricelists/archived: a page of the archived pricelists, the last archived first. */
export function listArchivedPricelists(deps: AppDeps, carrierId: number, page: number) {
  return repo.listArchivedPricelists(deps.db, carrierId, page);
}

/**
 * POST /fe/pricelists/{id}/unarchive?check=true: what un-archiving would take over (decision 10),
 * checked like the un-archive (404, a stale version) and writing nothing.
 */
export async function checkUnarchive(deps: AppDeps, carrierId: number, id: number, version: number | undefined) {
  const found = await pricelistToUnarchive(deps.db, carrierId, id, version);
  return { takes_over: found.archived ? await takeoversOfStored(deps.db, carrierId, found.pricelist) : [] };
}

/**
 * Un-archives a pricelist as it was archived (its version unchanged: its content did not move);
 * logs it. Like a save it answers the live pricelists whose lanes it takes over, read in the same
 * transaction before the write; the web app asks first with ?check=true. A pricelist that is not
 * archived (another clerk was first) is left as it is: nothing to take over, nothing written.
 */
export async function unarchivePricelist(deps: AppDeps, auth: AuthContext, carrierId: number, id: number, version: number | undefined) {
  return deps.changePricing(carrierId, async (tx) => {
    const found = await pricelistToUnarchive(tx, carrierId, id, version, true);
    if (!found.archived) return { id, version: found.pricelist.version, takes_over: [] };
    const takes_over = await takeoversOfStored(tx, carrierId, found.pricelist);
    await repo.unarchivePricelist(tx, carrierId, id);
    await insertLog(tx, { carrierId, type: 'pricelist', recordId: id, author: auth.user, changes: { updates: { archived: false } } });
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
