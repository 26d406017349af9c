import { type PortalAnswer, type PortalPricelist, type PortalQuoteQuery } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { type QuotesSeam, carrierQuote, searchCarrierQuotes, type LanePrefix } from '../quotes';
import { type JobsSeam, listCalculationJobs } from '../bulk';
import { type PartnersSeam, getPartner, resetPartnerToken } from '../partners';
import type { PricingSeam } from '../pricing';
import type { Requester } from '../../http/context';
import { carrierToday } from '../carriers';
import { exportPricelistWorkbook } from '../pricelist-files';
import { findCarrierLogo, findCarrierSettings } from '../carrier-settings';
import * as repo from './portal.repository';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type ModuleDeps = Pick<Seams, 'db'> & HeavySeam & PricingSeam;

/** Whose portal a request is: the partner user's carrier and partner (settled by the guard). */
export interface PortalScope {
  carrierId: number;
  partnerId: number;
}

type PortalDeps = Pick<Seams, 'db' | 'config' | 'changePricing'> & PricingSeam & PartnersSeam;

/** The carrier's partner of the portal (404 if it is gone), with the carrier's name. */
async function ownerOf(deps: Pick<Seams, 'db'>, scope: PortalScope) {
  const owner = await repo.findPortalOwner(deps.db, scope.carrierId, scope.partnerId);
  if (!owner) throw AppError.notFound();
  return owner;
}

/** GET /fe/portal: the carrier's and the partner's names. */
export async function portalHome(deps: Pick<Seams, 'db'>, scope: PortalScope): Promise<PortalAnswer> {
  const [owner, settings] = await Promise.all([ownerOf(deps, scope), findCarrierSettings(deps.db, scope.carrierId)]);
  return {
    carrier: { name: owner.carrier_name, logo: Boolean(settings?.logo_content_type) },
    partner: { id: owner.id, name: owner.name },
    general_hidden: owner.general_hidden,
  };
}

/** GET /fe/portal/logo: the carrier's logo, 404 "No logo" without one. */
export async function portalLogo(deps: Pick<Seams, 'db'>, scope: PortalScope) {
  const logo = await findCarrierLogo(deps.db, scope.carrierId);
  if (!logo) throw AppError.notFound(english('errors.portal.noLogo'));
  return logo;
}

/** GET /fe/portal/pricelists: the live pricelists that price for the partner. */
export async function portalPricelists(deps: Pick<Seams, 'db'>, scope: PortalScope): Promise<PortalPricelist[]> {
  await ownerOf(deps, scope);
  const rows = await repo.listLivePricelists(deps.db, scope.carrierId, scope.partnerId, await carrierToday(deps.db, scope.carrierId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    service: { id: row.service_id, code: row.service_code, name: row.service_name },
    general: row.customer_id === null,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    currency: row.currency,
    unit: row.unit,
  }));
}

/**
 * The portal's rule for one pricelist (its workbook, its rate card): it must be one the portal lists,
 * a live pricelist that prices for the partner; any other (another partner's, a disabled, archived
 * or expired one) is 404.
 */
export async function assertLivePricelist(deps: Pick<Seams, 'db'>, scope: PortalScope, id: number): Promise<void> {
  const today = await carrierToday(deps.db, scope.carrierId);
  if (!(await repo.isLivePricelist(deps.db, scope.carrierId, scope.partnerId, id, today))) throw AppError.notFound();
}

/** GET /fe/portal/services: the services the partner's live pricelists price. */
export async function portalServices(deps: Pick<Seams, 'db'>, scope: PortalScope) {
  await ownerOf(deps, scope);
  return repo.listLiveServices(deps.db, scope.carrierId, scope.partnerId, await carrierToday(deps.db, scope.carrierId));
}

/** A lane of the quote search: "EE" (a country) or "EE 101" (and the start of a postcode); 422 naming `field` otherwise. */
export function lanePrefix(text: string | undefined, field: 'collection' | 'delivery'): LanePrefix | undefined {
  if (!text) return undefined;
  const match = /^([A-Za-z]{2})(?:[\s-]+(\S.*))?$/.exec(text.trim());
  if (!match) {
    const message = english(field === 'collection' ? 'errors.portal.collectionLane' : 'errors.portal.deliveryLane');
    throw AppError.invalid(message, { [field]: english('errors.portal.lane') });
  }
  return { country: match[1]!.toUpperCase(), postcode: (match[2] ?? '').trim().toUpperCase() };
}

/** GET /fe/portal/quotes: a page of the partner's quotes and bookings under the search. */
export function portalQuotes(deps: Pick<Seams, 'db'> & PricingSeam & QuotesSeam, scope: PortalScope, query: PortalQuoteQuery) {
  return searchCarrierQuotes(deps, scope.carrierId, {
    customer: scope.partnerId,
    page: query.page,
    quote: query.quote,
    from: query.from,
    to: query.to,
    collection: lanePrefix(query.collection, 'collection'),
    delivery: lanePrefix(query.delivery, 'delivery'),
    reference: query.reference,
    booked: query.booked === undefined ? undefined : query.booked === 'true',
  });
}

/** GET /fe/portal/quotes/{id}: one of the partner's quotes (anyone else's: 404). */
export function portalQuote(deps: Pick<Seams, 'db'> & PricingSeam & QuotesSeam, scope: PortalScope, quoteId: string) {
  return carrierQuote(deps, scope.carrierId, quoteId, scope.partnerId);
}

/** GET /fe/portal/jobs: the budget and tender jobs the partner started (by token or in the portal). */
export function portalJobs(deps: Pick<Seams, 'db' | 'config'> & HeavySeam & PricingSeam & JobsSeam, scope: PortalScope, page: number) {
  return listCalculationJobs(deps, { carrierId: scope.carrierId, apiPartnerId: scope.partnerId }, page);
}

/** GET /fe/portal/token: the last 4 characters of the partner's API token. */
export async function portalToken(deps: PortalDeps, scope: PortalScope) {
  const partner = await getPartner(deps, scope.carrierId, scope.partnerId);
  return { ends_with: partner.token.slice(-4) };
}

/** POST /fe/portal/token: a new token for the partner, answered this once; the old one stops everywhere. */
export function rotatePortalToken(deps: PortalDeps, scope: PortalScope, requester: Requester) {
  return resetPartnerToken(deps, scope.carrierId, scope.partnerId, requester);
}

/**
 * GET /fe/portal/pricelists/{id}/xlsx: the partner's workbook of one of its live pricelists (any
 * other: 404): no editing lines, freight only with the surcharges listed, as the PDF rate card.
 */
export async function portalWorkbook(
  deps: ModuleDeps,
  scope: PortalScope,
  id: number,
  options: Parameters<typeof exportPricelistWorkbook>[3],
) {
  await assertLivePricelist(deps, scope, id);
  return exportPricelistWorkbook(deps, scope.carrierId, id, { ...options, forPartner: true });
}
