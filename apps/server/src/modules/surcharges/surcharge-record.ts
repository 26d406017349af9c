/**
 * A surcharge as the one versioned save sees it (versions/versioned-save.ts): how it is read (and
 * locked), checked, compared for the change log and written. A surcharge of type pricelist gets a
 * new grid with every version; the old one stays with its version (decision 7).
 */
import { findSurchargeCycle, surchargeSchema, type SurchargeBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, assertNoFieldErrors, english } from '../../errors';
import { referenceErrors, type Reference } from '../../lib/ownership';
import { gridReferences, insertGrid, loadGrids } from '../grids';
import { changedFields, gridChangesOf } from '../logs';
import { type RecordKind, versionedKind } from '../versions';
import * as repo from './surcharges.repository';

/** The surcharge as GET answers it; undefined when the carrier has none. `lock`: its row locked until the transaction ends. */
async function findSurcharge(db: Db, carrierId: number, id: number, options: { lock?: boolean } = {}) {
  const row = await repo.findSurchargeRow(db, carrierId, id, options);
  if (!row) return undefined;
  const [links, grids] = await Promise.all([repo.surchargeLinks(db, id), loadGrids(db, carrierId, row.grid_id ? [row.grid_id] : [])]);
  const { grid_id: gridId, ...record } = repo.presentAmounts(row);
  return { ...record, ...links, pricelist: gridId ? (grids.get(gridId) ?? null) : null };
}

/** The surcharge as GET answers it, read through `db` (a transaction reads its own snapshot); 404 when the carrier has none. */
export async function readSurcharge(db: Db, carrierId: number, id: number) {
  const found = await findSurcharge(db, carrierId, id);
  if (!found) throw AppError.notFound();
  return found;
}

export type StoredSurcharge = Awaited<ReturnType<typeof readSurcharge>>;

/** References checked against the carrier's records, and the dependency graph against cycles; `id`: the surcharge saved over. */
async function assertSavable(db: Db, carrierId: number, body: SurchargeBody, id: number | null) {
  const zoneConditions = body.zone_conditions.flatMap((zc, i): Reference[] => [
    ...(zc.zone_from === null
      ? []
      : [{ table: 'zones' as const, field: `zone_conditions.${i}.zone_from`, ids: zc.zone_from, what: 'zone' as const }]),
    ...(zc.zone_to === null
      ? []
      : [{ table: 'zones' as const, field: `zone_conditions.${i}.zone_to`, ids: zc.zone_to, what: 'zone' as const }]),
  ]);
  const errors: Record<string, string> = await referenceErrors(db, carrierId, [
    { table: 'conditions', field: 'blocks', ids: body.blocks, what: 'condition' },
    { table: 'conditions', field: 'ldm_blocks', ids: body.ldm_blocks, what: 'condition' },
    { table: 'surcharges', field: 'dependencies', ids: body.dependencies, what: 'surcharge' },
    ...zoneConditions,
    ...(body.pricelist ? gridReferences(body.pricelist, 'pricelist.') : []),
  ]);
  body.dependencies.forEach((dep, i) => {
    if (dep === id) errors[`dependencies.${i}`] = english('errors.surcharges.selfDependency');
  });
  assertNoFieldErrors(errors);

  const graph = await repo.dependencyGraph(db, carrierId);
  const self = { id: id ?? 0, name: body.name, dependencies: body.dependencies };
  // Searched from the edited surcharge, so the message reads from it: A -> B -> A.
  const cycle = findSurchargeCycle([self, ...graph.filter((s) => s.id !== id)]);
  if (cycle) throw AppError.invalid(cycle.message, { dependencies: cycle.message });
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
 * The fields a save changes, as the log keeps them: new values (`updates`), old ones
 * (`before`), and the grid as its changed cells and rows.
 */
async function surchargeChanges(tx: Db, carrierId: number, before: StoredSurcharge, body: SurchargeBody) {
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
  amount_source: string;
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

/** The logged fields of a surcharge, from the stored one or a body, in one comparable shape. */
function comparable(s: LoggableSurcharge) {
  return {
    name: s.name,
    type: s.type,
    currency: s.currency,
    hidden: s.hidden,
    amount_source: s.amount_source,
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

/** The surcharge's adapter of the one versioned save. */
export const SURCHARGE_RECORD: RecordKind<SurchargeBody, StoredSurcharge> = {
  type: 'surcharge',
  nameOf: (body) => body.name,
  gridOf: (body) => body.pricelist ?? null,
  lockAndRead: (tx, carrierId, id) => findSurcharge(tx, carrierId, id, { lock: true }),
  check: assertSavable,
  diff: surchargeChanges,
  async write(tx, carrierId, id, body) {
    const gridId = body.pricelist ? await insertGrid(tx, carrierId, body.pricelist) : null;
    const saved = id ?? (await repo.insertSurcharge(tx, carrierId, gridId, body));
    if (id !== null) await repo.updateSurcharge(tx, carrierId, id, gridId, body);
    await repo.replaceSurchargeLinks(tx, saved, body);
    return { id: saved, gridId };
  },
  content: surchargeContent,
  answer: (tx, carrierId, { id }) => readSurcharge(tx, carrierId, id),
};

/** The surcharge as the versions module serves it: its current version, and a kept version parsed as a save body. */
export const SURCHARGE_VERSIONS = versionedKind(
  SURCHARGE_RECORD,
  async (db, carrierId, id) => (await repo.findSurchargeRow(db, carrierId, id))?.version,
  ({ content, grid }) => surchargeSchema.safeParse({ ...content, pricelist: grid }),
);
