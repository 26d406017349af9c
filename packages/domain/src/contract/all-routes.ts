/**
 * Every /fe and /api route's descriptor, in one list: the server's route table must equal it (a
 * test says so), and the OpenAPI documents, the response-schema test and the web client read it.
 * One line per contract, so areas add theirs without touching each other's.
 */
import { ADMIN_ROUTES } from './admin.routes';
import { AREA_ROUTES } from './areas.routes';
import { AUTH_ROUTES } from './auth.routes';
import { BULK_ROUTES } from './bulk.routes';
import { CONDITION_ROUTES } from './conditions.routes';
import { EXCHANGE_RATE_ROUTES } from './exchange-rates.routes';
import { HEALTH_ROUTES } from './health.routes';
import { PARTNER_ROUTES } from './partners.routes';
import { PRICELIST_FILE_ROUTES, PRICELIST_ROUTES, PRICELIST_VERSION_ROUTES } from './pricelists.routes';
import { API_DOC_ROUTES, PRICE_ROUTES } from './pricing.routes';
import { QUOTE_ROUTES } from './quotes.routes';
import { ROLE_ROUTES } from './roles.routes';
import type { RouteDescriptor } from './route';
import { SERVICE_ROUTES } from './services.routes';
import { STATISTICS_ROUTES } from './statistics.routes';
import { ADMIN_SURCHARGE_ROUTES, ADMIN_SURCHARGE_VERSION_ROUTES, SURCHARGE_ROUTES, SURCHARGE_VERSION_ROUTES } from './surcharges.routes';
import { TRANSIT_ROUTES } from './transits.routes';
import { USER_ROUTES } from './users.routes';
import { ZONE_ROUTES } from './zones.routes';

/** A contract object's descriptors. */
const each = (contract: Record<string, RouteDescriptor>): RouteDescriptor[] => Object.values(contract);

export const ALL_ROUTES: RouteDescriptor[] = [
  ...each(HEALTH_ROUTES),
  ...each(AUTH_ROUTES),
  ...each(USER_ROUTES),
  ...each(ROLE_ROUTES),
  ...each(ADMIN_ROUTES),
  ...each(EXCHANGE_RATE_ROUTES),
  ...each(AREA_ROUTES),
  ...each(ZONE_ROUTES),
  ...each(TRANSIT_ROUTES),
  ...each(CONDITION_ROUTES),
  ...each(SERVICE_ROUTES),
  ...each(PARTNER_ROUTES),
  ...each(STATISTICS_ROUTES),
  ...each(PRICELIST_ROUTES),
  ...each(PRICELIST_FILE_ROUTES),
  ...each(PRICELIST_VERSION_ROUTES),
  ...each(SURCHARGE_ROUTES),
  ...each(ADMIN_SURCHARGE_ROUTES),
  ...each(SURCHARGE_VERSION_ROUTES),
  ...each(ADMIN_SURCHARGE_VERSION_ROUTES),
  ...each(PRICE_ROUTES),
  ...each(API_DOC_ROUTES),
  ...each(QUOTE_ROUTES),
  ...each(BULK_ROUTES),
];
