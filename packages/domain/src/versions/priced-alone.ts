import type { CarrierRecords } from '../pricing/carrier';
import type { PricelistRecord } from '../pricing/records';

/**
 * The carrier's records with `pricelist` as the only pricelist of its service, so a request for
 * that service can be answered by no other: a quote priced again on its own version, or a past
 * request priced with a draft in its pricelist's place.
 */
export function pricedAlone(records: CarrierRecords, pricelist: PricelistRecord): CarrierRecords {
  return { ...records, pricelists: [...records.pricelists.filter((p) => p.service_id !== pricelist.service_id), pricelist] };
}
