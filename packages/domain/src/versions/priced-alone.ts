import type { CarrierRecords, CompiledCarrier } from '../pricing/carrier';
import { compilePricelist, type ReferenceData } from '../pricing/pricelist';
import type { PricelistRecord } from '../pricing/records';

/**
 * The carrier's records with `pricelist` as the only pricelist of its service, so a request for
 * that service can be answered by no other: a quote priced again on its own version, or a past
 * request priced with a draft in its pricelist's place.
 */
export function pricedAlone(records: CarrierRecords, pricelist: PricelistRecord): CarrierRecords {
  return { ...records, pricelists: [...records.pricelists.filter((p) => p.service_id !== pricelist.service_id), pricelist] };
}

/**
 * `pricelist` compiled on a compiled carrier's reference data as the only pricelist of the carrier
 * (a quote priced again on its version): only its grid is compiled, not the carrier's areas and
 * surcharges again (50,000 areas are most of a second). Answers as
 * `compileCarrier(pricedAlone({...records, pricelists: []}, pricelist))` does when `carrier` was
 * compiled from `records`: an archived pricelist is left out and an inactive one prices nothing.
 * `refs`: the carrier's reference data with other surcharges (`withSurcharges`), same conditions.
 */
export function compiledAlone(carrier: CompiledCarrier, pricelist: PricelistRecord, refs: ReferenceData = carrier.refs): CompiledCarrier {
  const compiled = pricelist.archived === true || pricelist.active === false ? null : compilePricelist(pricelist, refs);
  const services = carrier.services.map((s) =>
    Object.freeze({ ...s, pricelists: Object.freeze(compiled && s.id === compiled.serviceId ? [compiled] : []) }),
  );
  return Object.freeze({
    refs,
    services: Object.freeze(services),
    servicesById: new Map(services.map((s) => [s.id, s])),
    pricelists: new Map(compiled ? [[pricelist.id, compiled]] : []),
    inactivePricelists: new Map(pricelist.archived !== true && pricelist.active === false ? [[pricelist.id, pricelist]] : []),
    distances: carrier.distances,
  });
}
