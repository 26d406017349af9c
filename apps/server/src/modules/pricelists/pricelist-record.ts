/**
 * A pricelist as the one versioned save sees it (versions/versioned-save.ts): how it is read (and
 * locked), checked, compared for the change log and written. The grid is written anew with every
 * version that changes it; the old one stays with its version (decision 7). A save that changes no
 * grid field (an increase's predecessor, given only its valid_to) keeps pointing at the stored grid.
 */
import { pricelistSchema, type PricelistBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { ownedName } from '../../db/ownership.repository';
import { AppError, assertNoFieldErrors, type FieldErrors } from '../../errors';
import { referenceErrors } from '../../lib/ownership';
import { gridReferences, insertGrid, loadGrids } from '../grids';
import { changedFields, gridChangesOf } from '../logs';
import { emitPricelistEvents } from '../price-events';
import { type RecordKind, versionedKind } from '../versions';
import * as repo from './pricelists.repository';

/** The pricelist as GET answers it; undefined when the carrier has none. `lock`: its row locked until the transaction ends. */
export async function findPricelist(db: Db, carrierId: number, id: number, options: { archived?: boolean; lock?: boolean } = {}) {
  const row = await repo.findPricelistRow(db, carrierId, id, options);
  if (!row) return undefined;
  const [grids, links] = await Promise.all([loadGrids(db, carrierId, [row.grid_id]), repo.pricelistLinks(db, id)]);
  const { updated_at: _, grid_id: gridId, ...record } = row;
  return { ...record, ...grids.get(gridId)!, ...links };
}

/** The pricelist as GET answers it, read through `db` (a transaction reads its own snapshot); 404 when the carrier has none. */
export async function readPricelist(db: Db, carrierId: number, id: number, archived = false) {
  const found = await findPricelist(db, carrierId, id, { archived });
  if (!found) throw AppError.notFound();
  return found;
}

export type StoredPricelist = Awaited<ReturnType<typeof readPricelist>>;

/** Every reference of the body checked against the carrier's own records in one query, one 422 with all of them. */
export async function assertReferences(db: Db, carrierId: number, body: PricelistBody, at = '') {
  const errors: FieldErrors = await referenceErrors(db, carrierId, [
    { table: 'services', field: 'service_id', ids: body.service_id, what: 'service' },
    ...(body.customer_id === null
      ? []
      : [{ table: 'partners' as const, field: 'customer_id', ids: body.customer_id, what: 'partner' as const }]),
    { table: 'surcharges', field: 'surcharges', ids: body.surcharges, what: 'surcharge' },
    { table: 'conditions', field: 'blocks', ids: body.blocks, what: 'condition' },
    { table: 'conditions', field: 'ldm_blocks', ids: body.ldm_blocks, what: 'condition' },
    ...gridReferences(body),
  ]);
  // `at`: where the pricelist sits in the request body (a backtest's `draft.`), so every field is named the way the schema names it.
  assertNoFieldErrors(at ? Object.fromEntries(Object.entries(errors).map(([field, text]) => [`${at}${field}`, text])) : errors);
}

/** What a version keeps of a pricelist besides its grid: its fields and links, by id. */
export function pricelistContent(body: PricelistBody) {
  return { ...repo.recordColumns(body), surcharges: body.surcharges, blocks: body.blocks, ldm_blocks: body.ldm_blocks };
}

/**
 * The fields a save changes, as the log keeps them: their new values (`updates`) and
 * their old ones (`before`), the service and partner by name, and the grid as its changed cells and
 * rows (`gridChangesOf`), so the log can say "Valid to: 31.12.2026 → 30.06.2027" and which cells changed.
 */
async function pricelistChanges(tx: Db, carrierId: number, before: StoredPricelist, body: PricelistBody) {
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

/** The logged fields of a pricelist as the stored one and a body both hold them. */
type LoggablePricelist = Pick<
  PricelistBody,
  | 'name'
  | 'service_id'
  | 'customer_id'
  | 'currency'
  | 'valid_from'
  | 'valid_to'
  | 'active'
  | 'comment'
  | 'unit'
  | 'ldm_multiplier'
  | 'cbm_multiplier'
  | 'payweight_rounding'
  | 'ldm_rounding'
  | 'min_max_rule'
  | 'blocks'
  | 'ldm_blocks'
  | 'fare_groups'
> & {
  /** Stored as text. */
  status: string;
  /** Ids in a body, records with names when stored. */
  surcharges: readonly (number | { id: number })[];
};

/** The logged fields of a pricelist, from the stored one or a body, in one comparable shape. */
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

/** What the write of a pricelist returns: its id, its grid, and its row as written (the answer's and the events' facts). */
export interface WrittenPricelist {
  id: number;
  gridId: number;
  row: repo.WrittenPricelistRow;
}

/** The pricelist as GET answers it, from its written row: its grid and links read, not the record again. */
async function answerOf(tx: Db, carrierId: number, { row }: WrittenPricelist): Promise<StoredPricelist> {
  const {
    updated_at: _,
    grid_id: gridId,
    archived_at: _a,
    service_code: _s,
    carrier_name: _c,
    carrier_email: _e,
    timezone: _t,
    ...record
  } = row;
  const [grids, links] = await Promise.all([loadGrids(tx, carrierId, [gridId]), repo.pricelistLinks(tx, row.id)]);
  return { ...record, ...grids.get(gridId)!, ...links };
}

/** The pricelist's adapter of the one versioned save. */
export const PRICELIST_RECORD: RecordKind<PricelistBody, StoredPricelist, WrittenPricelist> = {
  type: 'pricelist',
  nameOf: (body) => body.name,
  gridOf: (body) => body,
  lockAndRead: (tx, carrierId, id) => findPricelist(tx, carrierId, id, { lock: true }),
  check: (tx, carrierId, body) => assertReferences(tx, carrierId, body),
  diff: pricelistChanges,
  gridFields: ['fare_groups', 'unit', 'ldm_multiplier', 'cbm_multiplier', 'payweight_rounding', 'ldm_rounding', 'min_max_rule'],
  async write(tx, carrierId, id, body, keepGrid) {
    const row =
      id === null
        ? await repo.insertPricelist(tx, carrierId, await insertGrid(tx, carrierId, body), body)
        : await repo.updatePricelist(tx, carrierId, id, keepGrid ? null : await insertGrid(tx, carrierId, body), body);
    await repo.replacePricelistLinks(tx, row.id, body);
    return { id: row.id, gridId: row.grid_id, row };
  },
  content: pricelistContent,
  answer: answerOf,
  afterWrite: (tx, carrierId, { written, stored, body, replaces }) =>
    emitPricelistEvents(tx, written.row, { id: written.id, before: stored, after: body, replaces }),
};

/** The pricelist as the versions module serves it: its current version, and a kept version parsed as a save body. */
export const PRICELIST_VERSIONS = versionedKind(
  PRICELIST_RECORD,
  async (db, carrierId, id) => (await repo.findPricelistRow(db, carrierId, id))?.version,
  ({ content, grid }) => pricelistSchema.safeParse({ ...content, ...grid }),
);
