import { laneTakeovers, zoneRowsOf, type LaneTakeover, type PricelistBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { livePricelistLanes } from './pricelists.repository';

/** A stored pricelist as readPricelist answers it (the fields a takeover reads). */
interface StoredPricelist {
  id: number;
  name: string;
  service_id: number;
  customer_id: number | null;
  active: boolean;
  valid_from: string;
  valid_to: string;
  fare_groups: readonly { zones: readonly { zone_from: number; zone_to: number }[] }[];
}

function asTakeover(id: number | null, p: Omit<StoredPricelist, 'id'>) {
  return { ...p, id, zone_rows: zoneRowsOf(p) };
}

/**
 * The carrier's live pricelists whose lanes saving `body` would answer instead (docs/api.md "Saves
 * that take over lanes"). `stored`: the pricelist an update replaces (what it already takes over
 * is not told again); null for a new one. Read through `db`: the save's transaction, or the
 * database for a check.
 */
export async function takeoversOf(db: Db, carrierId: number, body: PricelistBody, stored: StoredPricelist | null): Promise<LaneTakeover[]> {
  const live = await livePricelistLanes(db, carrierId, { serviceId: body.service_id, partnerId: body.customer_id });
  return laneTakeovers(asTakeover(stored?.id ?? null, body), live, { before: stored && asTakeover(stored.id, stored) });
}

/**
 * The live pricelists whose lanes a stored pricelist would answer instead once it prices again
 * (an un-archive): it competes under its own id (docs/pricing.md §9: the higher id wins a tie).
 */
export async function takeoversOfStored(db: Db, carrierId: number, stored: StoredPricelist): Promise<LaneTakeover[]> {
  const live = await livePricelistLanes(db, carrierId, { serviceId: stored.service_id, partnerId: stored.customer_id });
  return laneTakeovers(asTakeover(stored.id, stored), live);
}
