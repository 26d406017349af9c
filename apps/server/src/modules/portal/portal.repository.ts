import { ownedBy, type Db } from '../../db/carrier-scope';
import { pricesForPartner } from '../partners';

/**
 * The partner portal's reads: every query is scoped by the carrier and the partner of
 * the signed-in partner user.
 */

/** Whose portal this is: the carrier's name and the partner's; undefined when the partner is not the carrier's. */
export function findPortalOwner(db: Db, carrierId: number, partnerId: number) {
  return db
    .selectFrom('partners')
    .innerJoin('carriers', 'carriers.id', 'partners.carrier_id')
    .select(['carriers.name as carrier_name', 'partners.id', 'partners.name', 'partners.general_hidden'])
    .where(ownedBy(carrierId, 'partners'))
    .where('partners.id', '=', partnerId)
    .executeTakeFirst();
}

/**
 * The live pricelists that price for the partner (what the price API chooses among): active, not
 * archived, valid on `today` or later, and priced for the partner (pricelists.repository
 * `pricesForPartner`: its own, or general unless the partner hides them).
 */
function livePricelists(db: Db, carrierId: number, partnerId: number, today: string) {
  return db
    .selectFrom('pricelists')
    .innerJoin('partners', (join) => join.onRef('partners.carrier_id', '=', 'pricelists.carrier_id').on('partners.id', '=', partnerId))
    .innerJoin('services', (join) =>
      join.onRef('services.id', '=', 'pricelists.service_id').onRef('services.carrier_id', '=', 'pricelists.carrier_id'),
    )
    .innerJoin('grids', (join) => join.onRef('grids.id', '=', 'pricelists.grid_id').onRef('grids.carrier_id', '=', 'pricelists.carrier_id'))
    .where(ownedBy(carrierId, 'pricelists'))
    .where('pricelists.archived_at', 'is', null)
    .where('pricelists.active', '=', true)
    .where('pricelists.valid_to', '>=', today)
    .where(pricesForPartner);
}

/** The live pricelists of the partner, by service and validity. */
export function listLivePricelists(db: Db, carrierId: number, partnerId: number, today: string) {
  return livePricelists(db, carrierId, partnerId, today)
    .select([
      'pricelists.id',
      'pricelists.name',
      'pricelists.customer_id',
      'pricelists.valid_from',
      'pricelists.valid_to',
      'pricelists.currency',
      'grids.unit',
      'services.id as service_id',
      'services.code as service_code',
      'services.name as service_name',
    ])
    .orderBy('services.name')
    .orderBy('pricelists.valid_from')
    .orderBy('pricelists.id')
    .execute();
}

/** True when pricelist `id` is one of the partner's live pricelists. */
export async function isLivePricelist(db: Db, carrierId: number, partnerId: number, id: number, today: string) {
  const row = await livePricelists(db, carrierId, partnerId, today)
    .select('pricelists.id')
    .where('pricelists.id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The services the partner's live pricelists price, by name. */
export function listLiveServices(db: Db, carrierId: number, partnerId: number, today: string) {
  return livePricelists(db, carrierId, partnerId, today)
    .select(['services.id', 'services.code', 'services.name'])
    .distinct()
    .orderBy('services.name')
    .orderBy('services.id')
    .execute();
}
