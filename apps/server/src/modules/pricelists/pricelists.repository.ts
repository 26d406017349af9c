import { sql, type ExpressionBuilder } from 'kysely';
import type { PricelistBody, PricelistFilters, PricelistUnit } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import type { DB } from '../../db/schema';
import { containsPattern, pageOf } from '../../db/paging';
import { groupBy } from '../../lib/group-by';

/**
 * The carrier's pricelists with their names; the live ones, or with `archived` the archived ones.
 * Never a rate increase's staged successor (archived until its job applies it, decision 19).
 */
/** The pricelist's own columns as a page, GET and a save answer them (beside the service's and partner's names and the grid's unit). */
const ROW_COLUMNS = [
  'pricelists.id',
  'pricelists.name',
  'pricelists.active',
  'pricelists.valid_from',
  'pricelists.valid_to',
  'pricelists.comment',
  'pricelists.service_id',
  'pricelists.customer_id',
  'pricelists.currency',
  'pricelists.status',
  'pricelists.carrier_id',
  'pricelists.grid_id',
  'pricelists.last_activity_at as last_activity',
  'pricelists.updated_at',
  'pricelists.version',
] as const;

function selectPricelists(db: Db, carrierId: number, archived = false) {
  return db
    .selectFrom('pricelists')
    .innerJoin('services', 'services.id', 'pricelists.service_id')
    .innerJoin('grids', 'grids.id', 'pricelists.grid_id')
    .leftJoin('partners', 'partners.id', 'pricelists.customer_id')
    .where(ownedBy(carrierId, 'pricelists'))
    .where('pricelists.archived_at', archived ? 'is not' : 'is', null)
    .where('pricelists.staged_by_job', 'is', null)
    .select([...ROW_COLUMNS, 'services.name as service_name', 'partners.name as customer_name', 'grids.unit']);
}

/**
 * What a write of a pricelist returns (RETURNING): the row as selectPricelists reads it, the names by
 * subquery, and what its events say of it (the service's code, the carrier's name, address and time
 * zone, archived_at: price-events' PricelistFacts), so a save reads the record once, when it locks it.
 */
function writtenColumns(eb: ExpressionBuilder<DB, 'pricelists'>) {
  const service = eb.selectFrom('services').whereRef('services.id', '=', 'pricelists.service_id');
  const carrier = eb.selectFrom('carriers').whereRef('carriers.id', '=', 'pricelists.carrier_id');
  return [
    ...ROW_COLUMNS,
    service.select('services.name').$asScalar().$notNull().as('service_name'),
    eb.selectFrom('partners').select('partners.name').whereRef('partners.id', '=', 'pricelists.customer_id').as('customer_name'),
    eb.selectFrom('grids').select('grids.unit').whereRef('grids.id', '=', 'pricelists.grid_id').$asScalar().$notNull().as('unit'),
    'pricelists.archived_at',
    service.select('services.code').$asScalar().$notNull().as('service_code'),
    carrier.select('carriers.name').$asScalar().$notNull().as('carrier_name'),
    carrier.select('carriers.email').$asScalar().$notNull().as('carrier_email'),
    carrier.select('carriers.timezone').$asScalar().$notNull().as('timezone'),
  ] as const;
}

/** The carrier's pricelists of a service to pick from, newest validity first (not archived ones). */
export function pricelistOptions(db: Db, carrierId: number, serviceId: number) {
  return db
    .selectFrom('pricelists')
    .select(['id', 'name', 'valid_from', 'valid_to'])
    .where(ownedBy(carrierId, 'pricelists'))
    .where('archived_at', 'is', null)
    .where('service_id', '=', serviceId)
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listPricelists(db: Db, carrierId: number, filters: PricelistFilters) {
  let query = selectPricelists(db, carrierId);
  if (filters.service.length) query = query.where('pricelists.service_id', 'in', filters.service);
  if (filters.active.length === 1) query = query.where('pricelists.active', '=', filters.active[0]!);
  if (filters.unit.length) query = query.where('grids.unit', 'in', filters.unit as PricelistUnit[]);
  if (filters.comment) query = query.where('pricelists.comment', 'ilike', containsPattern(filters.comment));
  if (filters.ends_from) query = query.where('pricelists.valid_to', '>=', filters.ends_from);
  if (filters.ends_to) query = query.where('pricelists.valid_to', '<=', filters.ends_to);
  if (filters.customer.length) {
    const ids = filters.customer.filter((c): c is number => c !== null);
    const general = filters.customer.includes(null);
    query = query.where((eb) =>
      eb.or([
        ...(ids.length ? [eb('pricelists.customer_id', 'in', ids)] : []),
        ...(general ? [eb('pricelists.customer_id', 'is', null)] : []),
      ]),
    );
  }
  const page = await pageOf(
    query
      .orderBy('services.name')
      .orderBy(sql`partners.name nulls first`)
      .orderBy('pricelists.valid_from', 'desc')
      .orderBy('pricelists.id', 'desc'),
    filters.page,
  );
  return { items: page.items.map(({ grid_id: _, ...item }) => item), count: page.count };
}

/** One pricelist with its names; `lock`: its row (not its service's or partner's) locked until the transaction ends. */
export function findPricelistRow(db: Db, carrierId: number, id: number, options: { archived?: boolean; lock?: boolean } = {}) {
  const query = selectPricelists(db, carrierId, options.archived).where('pricelists.id', '=', id);
  return (options.lock ? query.forUpdate('pricelists') : query).executeTakeFirst();
}

/** A page of the carrier's archived pricelists, the last archived first. */
export async function listArchivedPricelists(db: Db, carrierId: number, page: number) {
  const found = await pageOf(
    selectPricelists(db, carrierId, true)
      .select('pricelists.archived_at')
      // Archived only (selectPricelists with `archived`): the stamp is there.
      .$narrowType<{ archived_at: Date }>()
      .orderBy('pricelists.archived_at', 'desc')
      .orderBy('pricelists.id', 'desc'),
    page,
  );
  return { items: found.items.map(({ grid_id: _, ...item }) => item), count: found.count };
}

function archivedState(db: Db, carrierId: number, id: number) {
  return db
    .selectFrom('pricelists')
    .select(['version', 'archived_at'])
    .where(ownedBy(carrierId, 'pricelists'))
    .where('id', '=', id)
    .where('staged_by_job', 'is', null);
}

/** A pricelist's version and when it was archived (null: live), archived or not. */
export function findArchivedState(db: Db, carrierId: number, id: number) {
  return archivedState(db, carrierId, id).executeTakeFirst();
}

/** The same under the pricelist's row lock, until the transaction ends. */
export function lockAnyPricelist(db: Db, carrierId: number, id: number) {
  return archivedState(db, carrierId, id).forUpdate().executeTakeFirst();
}

/** The record columns of a pricelist (its grid is stored apart). */
export function recordColumns(body: PricelistBody) {
  return {
    name: body.name,
    service_id: body.service_id,
    customer_id: body.customer_id,
    currency: body.currency,
    status: body.status,
    valid_from: body.valid_from,
    valid_to: body.valid_to,
    active: body.active,
    comment: body.comment,
  };
}

/** Inserts a pricelist; answers its row as written (writtenColumns). */
export function insertPricelist(db: Db, carrierId: number, gridId: number, body: PricelistBody) {
  return db
    .insertInto('pricelists')
    .values({ ...recordColumns(body), carrier_id: carrierId, grid_id: gridId })
    .returning(writtenColumns)
    .executeTakeFirstOrThrow();
}

export type WrittenPricelistRow = Awaited<ReturnType<typeof insertPricelist>>;

/**
 * Replaces the record's columns, points it at its new version's grid (null: keeps its grid) and
 * moves its version on; answers its row as written (writtenColumns).
 */
export function updatePricelist(
  db: Db,
  carrierId: number,
  id: number,
  gridId: number | null,
  body: PricelistBody,
): Promise<WrittenPricelistRow> {
  return db
    .updateTable('pricelists')
    .set((eb) => ({
      ...recordColumns(body),
      ...(gridId === null ? {} : { grid_id: gridId }),
      updated_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where(ownedBy(carrierId, 'pricelists'))
    .where('id', '=', id)
    .returning(writtenColumns)
    .executeTakeFirstOrThrow();
}

/** Archives: the pricelist leaves every list and prices nothing, its history kept. */
export async function archivePricelist(db: Db, carrierId: number, id: number) {
  await db
    .updateTable('pricelists')
    .set({ archived_at: new Date(), updated_at: new Date() })
    .where(ownedBy(carrierId, 'pricelists'))
    .where('id', '=', id)
    .execute();
}

/** Un-archives: the pricelist is back in the lists and prices again when it is active. */
export async function unarchivePricelist(db: Db, carrierId: number, id: number) {
  await db
    .updateTable('pricelists')
    .set({ archived_at: null, updated_at: new Date() })
    .where(ownedBy(carrierId, 'pricelists'))
    .where('id', '=', id)
    .execute();
}

/** Condition ids of a pricelist by kind, and its surcharges in order. */
export async function pricelistLinks(db: Db, id: number) {
  const [conditions, surcharges] = await Promise.all([
    db.selectFrom('pricelist_conditions').select(['condition_id', 'kind']).where('pricelist_id', '=', id).orderBy('condition_id').execute(),
    db
      .selectFrom('pricelist_surcharges')
      .innerJoin('surcharges', 'surcharges.id', 'pricelist_surcharges.surcharge_id')
      .select(['surcharges.id', 'surcharges.name', 'surcharges.type', 'surcharges.amount'])
      .where('pricelist_surcharges.pricelist_id', '=', id)
      .orderBy('pricelist_surcharges.position')
      .execute(),
  ]);
  return {
    blocks: conditions.filter((c) => c.kind === 'block').map((c) => c.condition_id),
    ldm_blocks: conditions.filter((c) => c.kind === 'ldm_block').map((c) => c.condition_id),
    surcharges: surcharges.map((s) => ({ ...s, amount: s.amount === null ? null : Number(s.amount) })),
  };
}

export async function replacePricelistLinks(db: Db, id: number, links: { blocks: number[]; ldm_blocks: number[]; surcharges: number[] }) {
  await db.deleteFrom('pricelist_conditions').where('pricelist_id', '=', id).execute();
  await db.deleteFrom('pricelist_surcharges').where('pricelist_id', '=', id).execute();
  const conditions = [
    ...links.blocks.map((condition_id) => ({ pricelist_id: id, condition_id, kind: 'block' as const })),
    ...links.ldm_blocks.map((condition_id) => ({ pricelist_id: id, condition_id, kind: 'ldm_block' as const })),
  ];
  if (conditions.length) await db.insertInto('pricelist_conditions').values(conditions).execute();
  if (links.surcharges.length) {
    await db
      .insertInto('pricelist_surcharges')
      .values(links.surcharges.map((surcharge_id, position) => ({ pricelist_id: id, surcharge_id, position })))
      .execute();
  }
}

/**
 * The admin's pricelist search across every carrier (docs/product/domain.md §2: quick search's search_pricelist): by
 * id when `id` is given, else by name or comment. Archived pricelists are left out.
 */
export function searchPricelists(db: Db, search: { id: number | null; text: string }, limit: number) {
  let query = db
    .selectFrom('pricelists')
    .innerJoin('carriers', 'carriers.id', 'pricelists.carrier_id')
    .innerJoin('services', 'services.id', 'pricelists.service_id')
    .leftJoin('partners', 'partners.id', 'pricelists.customer_id')
    .select([
      'pricelists.id',
      'pricelists.name',
      'pricelists.active',
      'pricelists.carrier_id',
      'carriers.name as carrier_name',
      'services.name as service_name',
      'partners.name as customer_name',
    ])
    .where('pricelists.archived_at', 'is', null);
  if (search.id !== null) query = query.where('pricelists.id', '=', search.id);
  else {
    const like = containsPattern(search.text);
    query = query.where((eb) => eb.or([eb('pricelists.name', 'ilike', like), eb('pricelists.comment', 'ilike', like)]));
  }
  return query.orderBy('carriers.name').orderBy('pricelists.name').orderBy('pricelists.id').limit(limit).execute();
}

/**
 * The carrier's live pricelists (active, not archived) of a service and partner (null: general)
 * with their zone rows: what a save may take lanes from (domain `laneTakeovers`).
 */
export async function livePricelistLanes(db: Db, carrierId: number, scope: { serviceId: number; partnerId: number | null }) {
  const query = db
    .selectFrom('pricelists')
    .select(['id', 'name', 'service_id', 'customer_id', 'active', 'valid_from', 'valid_to', 'grid_id'])
    .where(ownedBy(carrierId, 'pricelists'))
    .where('archived_at', 'is', null)
    .where('active', '=', true)
    .where('service_id', '=', scope.serviceId);
  const pricelists = await (
    scope.partnerId === null ? query.where('customer_id', 'is', null) : query.where('customer_id', '=', scope.partnerId)
  )
    .orderBy('id')
    .execute();
  if (pricelists.length === 0) return [];
  const rows = await db
    .selectFrom('zone_rows')
    .innerJoin('fare_groups', 'fare_groups.id', 'zone_rows.fare_group_id')
    .select(['fare_groups.grid_id', 'zone_rows.zone_from', 'zone_rows.zone_to'])
    .where(
      'fare_groups.grid_id',
      'in',
      pricelists.map((p) => p.grid_id),
    )
    .execute();
  const byGrid = groupBy(rows, (r) => r.grid_id);
  return pricelists.map(({ grid_id, ...p }) => ({
    ...p,
    zone_rows: (byGrid.get(grid_id) ?? []).map(({ zone_from, zone_to }) => ({ zone_from, zone_to })),
  }));
}
