import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { containsPattern, pageOf } from '../../http/list';

export interface PricelistFilters {
  page: number;
  services: number[];
  /** true (Active), false (Disabled); both or none: all. */
  active: boolean[];
  /** partner ids; null stands for General. */
  customers: (number | null)[];
  units: string[];
  comment?: string | undefined;
}

function selectPricelists(db: Kysely<DB>, carrierId: number) {
  return db
    .selectFrom('pricelists')
    .innerJoin('services', 'services.id', 'pricelists.service_id')
    .innerJoin('grids', 'grids.id', 'pricelists.grid_id')
    .leftJoin('partners', 'partners.id', 'pricelists.customer_id')
    .where('pricelists.carrier_id', '=', carrierId)
    .where('pricelists.archived_at', 'is', null)
    .select([
      'pricelists.id',
      'pricelists.name',
      'pricelists.active',
      'pricelists.valid_from',
      'pricelists.valid_to',
      'pricelists.comment',
      'pricelists.service_id',
      'services.name as service_name',
      'pricelists.customer_id',
      'partners.name as customer_name',
      'grids.unit',
      'pricelists.currency',
      'pricelists.status',
      'pricelists.carrier_id',
      'pricelists.grid_id',
      'pricelists.last_activity_at as last_activity',
      'pricelists.updated_at',
    ]);
}

export async function listPricelists(db: Kysely<DB>, carrierId: number, filters: PricelistFilters) {
  let query = selectPricelists(db, carrierId);
  if (filters.services.length) query = query.where('pricelists.service_id', 'in', filters.services);
  if (filters.active.length === 1) query = query.where('pricelists.active', '=', filters.active[0]!);
  if (filters.units.length) query = query.where('grids.unit', 'in', filters.units);
  if (filters.comment) query = query.where('pricelists.comment', 'ilike', containsPattern(filters.comment));
  if (filters.customers.length) {
    const ids = filters.customers.filter((c): c is number => c !== null);
    const general = filters.customers.includes(null);
    query = query.where((eb) =>
      eb.or([
        ...(ids.length ? [eb('pricelists.customer_id', 'in', ids)] : []),
        ...(general ? [eb('pricelists.customer_id', 'is', null)] : []),
      ]),
    );
  }
  const page = await pageOf(
    query.orderBy('services.name').orderBy(sql`partners.name nulls first`).orderBy('pricelists.valid_from', 'desc').orderBy('pricelists.id', 'desc'),
    filters.page,
  );
  return { items: page.items.map(({ grid_id: _, ...item }) => item), count: page.count };
}

export function findPricelistRow(db: Kysely<DB>, carrierId: number, id: number) {
  return selectPricelists(db, carrierId).where('pricelists.id', '=', id).executeTakeFirst();
}

/** Condition ids of a pricelist by kind, and its surcharges in order. */
export async function pricelistLinks(db: Kysely<DB>, id: number) {
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

export async function replacePricelistLinks(
  db: Kysely<DB>,
  id: number,
  links: { blocks: number[]; ldm_blocks: number[]; surcharges: number[] },
) {
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
