import { checkSurchargeHealth, findSurchargeCycle, type HealthReport, type SurchargeBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, assertNoFieldErrors } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { AppDeps } from '../../deps';
import { foreignIdErrors } from '../../lib/ownership';
import { foreignGridReferences } from '../grids/grid-references';
import { insertGrid, loadGrids } from '../grids/grids.repository';
import { changedFields } from '../logs/change-log';
import { gridChangesOf } from '../logs/grid-changes';
import { assertLoadedVersion } from '../logs/edit-conflicts';
import { nameLogEntries } from '../logs/log-names';
import { insertLog, listLogs } from '../logs/record-logs.repository';
import { insertVersion } from '../versions/record-versions.repository';
import * as repo from './surcharges.repository';

/** A page of the carrier's surcharges. */
export function listSurcharges(deps: AppDeps, carrierId: number, options: Parameters<typeof repo.listSurcharges>[2]) {
  return repo.listSurcharges(deps.db, carrierId, options);
}

/** Every surcharge of the carrier, for the pricelist form's picker. */
export async function surchargeOptions(deps: AppDeps, carrierId: number) {
  const rows = await repo.surchargeOptions(deps.db, carrierId);
  return rows.map((s) => ({ ...s, amount: s.amount === null ? null : Number(s.amount) }));
}

/** The change log of a surcharge, newest first. */
export async function surchargeLogs(deps: AppDeps, carrierId: number, id: number) {
  await getSurcharge(deps, carrierId, id);
  const logs = await listLogs(deps.db, carrierId, 'surcharge', id);
  return nameLogEntries(deps.db, carrierId, logs, {
    dependencies: 'surcharges',
    blocks: 'conditions',
    ldm_blocks: 'conditions',
    zone_conditions: 'zone_conditions',
  });
}

/** The health check of a surcharge of the carrier on its own: its grid and conditions (404 when not the carrier's). */
export async function surchargeHealth(deps: AppDeps, carrierId: number, id: number): Promise<HealthReport> {
  const { carrier } = await deps.pricing.cache.get(carrierId);
  const surcharge = carrier.refs.surcharges.get(id);
  if (!surcharge) throw AppError.notFound();
  return checkSurchargeHealth(surcharge);
}

/** A surcharge as GET answers it, with its own grid when it is of type pricelist. */
export async function getSurcharge(deps: AppDeps, carrierId: number, id: number) {
  const { grid_id: _, ...surcharge } = await readSurcharge(deps.db, carrierId, id);
  return surcharge;
}

/** The surcharge with its grid id, read through `db` (a transaction reads its own snapshot). */
export async function readSurcharge(db: Db, carrierId: number, id: number) {
  const row = await repo.findSurchargeRow(db, carrierId, id);
  if (!row) throw AppError.notFound();
  const [links, grids] = await Promise.all([repo.surchargeLinks(db, id), loadGrids(db, carrierId, row.grid_id ? [row.grid_id] : [])]);
  const record = repo.presentAmounts(row);
  return { ...record, ...links, pricelist: row.grid_id ? (grids.get(row.grid_id) ?? null) : null };
}

/** References checked against the carrier's records, and the dependency graph against cycles. */
export async function assertSavable(deps: AppDeps, carrierId: number, body: SurchargeBody, id?: number) {
  const zoneIds = body.zone_conditions.flatMap((zc, i) => [
    ...(zc.zone_from === null ? [] : [[`zone_conditions.${i}.zone_from`, zc.zone_from] as const]),
    ...(zc.zone_to === null ? [] : [[`zone_conditions.${i}.zone_to`, zc.zone_to] as const]),
  ]);
  const zoneErrors: Record<string, string> = {};
  for (const [path, zoneId] of zoneIds)
    Object.assign(zoneErrors, await foreignIdErrors(deps.db, carrierId, 'zones', path, zoneId, 'a zone'));
  const errors: Record<string, string> = {
    ...(await foreignIdErrors(deps.db, carrierId, 'conditions', 'blocks', body.blocks, 'a condition')),
    ...(await foreignIdErrors(deps.db, carrierId, 'conditions', 'ldm_blocks', body.ldm_blocks, 'a condition')),
    ...(await foreignIdErrors(deps.db, carrierId, 'surcharges', 'dependencies', body.dependencies, 'a surcharge')),
    ...zoneErrors,
    ...(body.pricelist ? await foreignGridReferences(deps.db, carrierId, body.pricelist, 'pricelist.') : {}),
  };
  body.dependencies.forEach((dep, i) => {
    if (dep === id) errors[`dependencies.${i}`] = 'a surcharge cannot depend on itself';
  });
  assertNoFieldErrors(errors);

  const graph = await repo.dependencyGraph(deps.db, carrierId);
  const self = { id: id ?? 0, name: body.name, dependencies: body.dependencies };
  // Searched from the edited surcharge, so the message reads from it: A -> B -> A.
  const cycle = findSurchargeCycle([self, ...graph.filter((s) => s.id !== id)]);
  if (cycle) throw AppError.invalid(cycle.message, { dependencies: cycle.message });
}

/** Creates a surcharge (and its grid) in one transaction; logs it as created. */
export async function createSurcharge(deps: AppDeps, auth: AuthContext, carrierId: number, body: SurchargeBody) {
  await assertSavable(deps, carrierId, body);
  const id = await deps.changePricing(carrierId, async (tx) => {
    const gridId = body.pricelist ? await insertGrid(tx, carrierId, body.pricelist) : null;
    const id = await repo.insertSurcharge(tx, carrierId, gridId, body);
    await repo.replaceSurchargeLinks(tx, id, body);
    await insertLog(tx, { carrierId, type: 'surcharge', recordId: id, author: auth.user, changes: { created: true } });
    const content = surchargeContent(body);
    await insertVersion(tx, {
      carrierId,
      type: 'surcharge',
      recordId: id,
      version: 1,
      gridId,
      content,
      author: auth.user,
      changes: { created: true },
    });
    return id;
  });
  return id;
}

/** What a version keeps of a surcharge besides its grid: its fields and links, by id. */
export function surchargeContent(body: SurchargeBody) {
  return {
    ...repo.surchargeColumns(body),
    blocks: body.blocks,
    ldm_blocks: body.ldm_blocks,
    dependencies: body.dependencies,
    zone_conditions: body.zone_conditions,
  };
}

/**
 * Saves `body` as the next version of a locked surcharge: a new grid when it has one (the old one
 * stays with its version, decision 7), the record, its links and the version row.
 */
export async function writeSurchargeVersion(
  tx: Db,
  auth: AuthContext,
  carrierId: number,
  surcharge: { id: number; stored: number },
  body: SurchargeBody,
  changes: Record<string, unknown>,
) {
  const gridId = body.pricelist ? await insertGrid(tx, carrierId, body.pricelist) : null;
  await repo.updateSurcharge(tx, carrierId, surcharge.id, gridId, body);
  await repo.replaceSurchargeLinks(tx, surcharge.id, body);
  await insertVersion(tx, {
    carrierId,
    type: 'surcharge',
    recordId: surcharge.id,
    version: surcharge.stored + 1,
    gridId,
    content: surchargeContent(body),
    author: auth.user,
    changes,
  });
}

/**
 * Replaces a surcharge in one transaction (a new grid for the new version, the old one kept with its version),
 * its row locked and read inside it: the log diffs against what this save replaces, and a save from
 * a stale page (an older `version`) is refused with 409.
 */
export async function updateSurcharge(deps: AppDeps, auth: AuthContext, carrierId: number, id: number, body: SurchargeBody) {
  await getSurcharge(deps, carrierId, id);
  await assertSavable(deps, carrierId, body, id);
  await deps.changePricing(carrierId, async (tx) => {
    const stored = await repo.lockSurcharge(tx, carrierId, id);
    if (stored === undefined) throw AppError.notFound();
    await assertLoadedVersion(tx, { carrierId, type: 'surcharge', id, stored, sent: body.version });
    const changes = await surchargeChanges(tx, carrierId, await readSurcharge(tx, carrierId, id), body);
    await writeSurchargeVersion(tx, auth, carrierId, { id, stored }, body, changes);
    await insertLog(tx, { carrierId, type: 'surcharge', recordId: id, author: auth.user, changes });
  });
  return getSurcharge(deps, carrierId, id);
}

/**
 * The fields a save changes, as the log keeps them (issue 25): new values (`updates`), old ones
 * (`before`), and the grid as its changed cells and rows.
 */
export async function surchargeChanges(
  tx: Db,
  carrierId: number,
  before: Awaited<ReturnType<typeof readSurcharge>>,
  body: SurchargeBody,
): Promise<{ updates: Record<string, unknown>; before: Record<string, unknown> }> {
  const old = comparable(before);
  const updates = changedFields(old, comparable(body));
  const previous: Record<string, unknown> = {};
  for (const field of Object.keys(updates)) if (field !== 'pricelist') previous[field] = old[field as keyof typeof old];
  if ('pricelist' in updates)
    updates.pricelist = await gridChangesOf(
      tx,
      carrierId,
      before.pricelist?.fare_groups ?? [],
      body.pricelist?.fare_groups ?? [],
      body.pricelist?.unit ?? before.pricelist?.unit ?? null,
    );
  return { updates, before: previous };
}

interface LoggableSurcharge {
  name: string;
  type: string;
  currency: string;
  hidden: boolean;
  amount: number | null;
  minimum_amount: number | null;
  maximum_amount: number | null;
  all_conditions_needed: boolean;
  blocks: readonly number[];
  ldm_blocks: readonly number[];
  dependencies: readonly (number | { id: number })[];
  zone_conditions: readonly {
    zone_from: number | null;
    zone_to: number | null;
    amount: number;
    minimum_amount: number | null;
    maximum_amount: number | null;
  }[];
  pricelist:
    | ({
        fare_groups: readonly {
          quantities: readonly { quantity: number; unit: string }[];
          zones: readonly { zone_from: number; zone_to: number; prices: readonly (number | null)[] }[];
        }[];
      } & Record<string, unknown>)
    | null;
}

/** The logged fields of a surcharge, from a GET answer or a body, in one comparable shape. */
function comparable(s: LoggableSurcharge) {
  return {
    name: s.name,
    type: s.type,
    currency: s.currency,
    hidden: s.hidden,
    amount: s.amount,
    minimum_amount: s.minimum_amount,
    maximum_amount: s.maximum_amount,
    all_conditions_needed: s.all_conditions_needed,
    blocks: s.blocks,
    ldm_blocks: s.ldm_blocks,
    dependencies: s.dependencies.map((d) => (typeof d === 'number' ? d : d.id)).sort((a, b) => a - b),
    zone_conditions: s.zone_conditions.map((zc) => [zc.zone_from, zc.zone_to, zc.amount, zc.minimum_amount, zc.maximum_amount]),
    pricelist: s.pricelist
      ? {
          settings: ['unit', 'ldm_multiplier', 'cbm_multiplier', 'payweight_rounding', 'ldm_rounding', 'min_max_rule'].map((k) =>
            String(s.pricelist![k]),
          ),
          fare_groups: s.pricelist.fare_groups.map((g) => [
            g.quantities.map((q) => [q.quantity, q.unit]),
            g.zones.map((z) => [z.zone_from, z.zone_to, z.prices]),
          ]),
        }
      : null,
  };
}
