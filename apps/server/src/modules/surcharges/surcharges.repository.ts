import { sql } from 'kysely';
import type { SurchargeBody } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { containsPattern, pageOf } from '../../db/paging';

const num = (v: string | null) => (v === null ? null : Number(v));

function selectSurcharges(db: Db, carrierId: number) {
  return db
    .selectFrom('surcharges')
    .select([
      'id',
      'name',
      'type',
      'currency',
      'hidden',
      'amount_source',
      'amount',
      'minimum_amount',
      'maximum_amount',
      'all_conditions_needed',
      'grid_id',
      'updated_at',
      'version',
      'archived_at',
    ])
    .where(ownedBy(carrierId, 'surcharges'));
}

export async function listSurcharges(
  db: Db,
  carrierId: number,
  options: { page: number; name?: string | undefined; sortBy: 'name' | 'updated_at' | 'type'; dir: 'asc' | 'desc'; archived: boolean },
) {
  // The ones in use, or with `archived` ("Show archived") the archived ones.
  let query = selectSurcharges(db, carrierId).where('archived_at', options.archived ? 'is not' : 'is', null);
  if (options.name) query = query.where('name', 'ilike', containsPattern(options.name));
  const sort = options.sortBy === 'name' ? sql`lower(name)` : sql.ref(options.sortBy);
  const page = await pageOf(query.orderBy(sort, options.dir).orderBy('id'), options.page);
  return { items: page.items.map(({ grid_id: _, ...s }) => presentAmounts(s)), count: page.count };
}

export function presentAmounts<T extends { amount: string | null; minimum_amount: string | null; maximum_amount: string | null }>(row: T) {
  return { ...row, amount: num(row.amount), minimum_amount: num(row.minimum_amount), maximum_amount: num(row.maximum_amount) };
}

/** One surcharge; `lock`: its row locked until the transaction ends. */
export function findSurchargeRow(db: Db, carrierId: number, id: number, options: { lock?: boolean } = {}) {
  const query = selectSurcharges(db, carrierId).where('id', '=', id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

export function surchargeOptions(db: Db, carrierId: number) {
  return db
    .selectFrom('surcharges')
    .select(['id', 'name', 'type', 'amount_source', 'amount', 'currency'])
    .where(ownedBy(carrierId, 'surcharges'))
    .where('archived_at', 'is', null)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** Archives (`archived`: now) or restores (null) a surcharge of the carrier; false when it has none of that id. */
export async function setSurchargeArchived(db: Db, carrierId: number, id: number, archived: Date | null) {
  const result = await db
    .updateTable('surcharges')
    .set({ archived_at: archived, updated_at: new Date() })
    .where(ownedBy(carrierId, 'surcharges'))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Conditions, dependencies (with names) and zone conditions (with zone names) of a surcharge. */
export async function surchargeLinks(db: Db, id: number) {
  const [conditions, dependencies, zoneConditions] = await Promise.all([
    db.selectFrom('surcharge_conditions').select(['condition_id', 'kind']).where('surcharge_id', '=', id).orderBy('condition_id').execute(),
    db
      .selectFrom('surcharge_dependencies')
      .innerJoin('surcharges', 'surcharges.id', 'surcharge_dependencies.depends_on_id')
      .select(['surcharges.id', 'surcharges.name'])
      .where('surcharge_dependencies.surcharge_id', '=', id)
      .orderBy('surcharges.id')
      .execute(),
    db
      .selectFrom('surcharge_zone_conditions as zc')
      .leftJoin('zones as zf', 'zf.id', 'zc.zone_from')
      .leftJoin('zones as zt', 'zt.id', 'zc.zone_to')
      .select([
        'zc.zone_from',
        'zf.name as zone_from_name',
        'zc.zone_to',
        'zt.name as zone_to_name',
        'zc.amount',
        'zc.minimum_amount',
        'zc.maximum_amount',
      ])
      .where('zc.surcharge_id', '=', id)
      .orderBy('zc.position')
      .execute(),
  ]);
  return {
    blocks: conditions.filter((c) => c.kind === 'block').map((c) => c.condition_id),
    ldm_blocks: conditions.filter((c) => c.kind === 'ldm_block').map((c) => c.condition_id),
    dependencies,
    zone_conditions: zoneConditions.map((zc) => ({
      ...zc,
      amount: Number(zc.amount),
      minimum_amount: num(zc.minimum_amount),
      maximum_amount: num(zc.maximum_amount),
    })),
  };
}

/** Every surcharge of the carrier with its dependency ids: the graph a cycle check needs. */
export async function dependencyGraph(db: Db, carrierId: number) {
  const [surcharges, edges] = await Promise.all([
    db.selectFrom('surcharges').select(['id', 'name']).where(ownedBy(carrierId, 'surcharges')).execute(),
    db
      .selectFrom('surcharge_dependencies')
      .innerJoin('surcharges', 'surcharges.id', 'surcharge_dependencies.surcharge_id')
      .select(['surcharge_dependencies.surcharge_id', 'surcharge_dependencies.depends_on_id'])
      .where(ownedBy(carrierId, 'surcharges'))
      .execute(),
  ]);
  return surcharges.map((s) => ({ ...s, dependencies: edges.filter((e) => e.surcharge_id === s.id).map((e) => e.depends_on_id) }));
}

/** The record columns of a surcharge (its grid and links are stored apart). */
export function surchargeColumns(body: SurchargeBody) {
  return {
    name: body.name,
    type: body.type,
    currency: body.currency,
    hidden: body.hidden,
    amount_source: body.amount_source,
    amount: body.amount,
    minimum_amount: body.minimum_amount,
    maximum_amount: body.maximum_amount,
    all_conditions_needed: body.all_conditions_needed,
  };
}

export async function insertSurcharge(db: Db, carrierId: number, gridId: number | null, body: SurchargeBody): Promise<number> {
  const row = await db
    .insertInto('surcharges')
    .values({ ...surchargeColumns(body), carrier_id: carrierId, grid_id: gridId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces the record's columns and moves its version on. */
export async function updateSurcharge(db: Db, carrierId: number, id: number, gridId: number | null, body: SurchargeBody) {
  await db
    .updateTable('surcharges')
    .set((eb) => ({ ...surchargeColumns(body), grid_id: gridId, updated_at: new Date(), version: eb('version', '+', 1) }))
    .where(ownedBy(carrierId, 'surcharges'))
    .where('id', '=', id)
    .execute();
}

/** Replaces conditions, dependencies and zone conditions of a surcharge. Run inside a transaction. */
export async function replaceSurchargeLinks(db: Db, id: number, body: SurchargeBody) {
  await db.deleteFrom('surcharge_conditions').where('surcharge_id', '=', id).execute();
  await db.deleteFrom('surcharge_dependencies').where('surcharge_id', '=', id).execute();
  await db.deleteFrom('surcharge_zone_conditions').where('surcharge_id', '=', id).execute();
  const conditions = [
    ...body.blocks.map((condition_id) => ({ surcharge_id: id, condition_id, kind: 'block' as const })),
    ...body.ldm_blocks.map((condition_id) => ({ surcharge_id: id, condition_id, kind: 'ldm_block' as const })),
  ];
  if (conditions.length) await db.insertInto('surcharge_conditions').values(conditions).execute();
  if (body.dependencies.length) {
    await db
      .insertInto('surcharge_dependencies')
      .values(body.dependencies.map((depends_on_id) => ({ surcharge_id: id, depends_on_id })))
      .execute();
  }
  if (body.zone_conditions.length) {
    await db
      .insertInto('surcharge_zone_conditions')
      .values(body.zone_conditions.map((zc, position) => ({ surcharge_id: id, position, ...zc })))
      .execute();
  }
}
