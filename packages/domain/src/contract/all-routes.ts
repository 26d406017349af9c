/**
 * Every /fe and /api route's descriptor: the server's route table must equal this list (a test
 * says so), and the OpenAPI documents and the response-schema test are made from it. One line per
 * group of routes, so areas add theirs without touching each other's.
 */
import { BULK_ROUTES } from './bulk.routes';
import { PRICELIST_FILE_ROUTES, PRICELIST_ROUTES, PRICELIST_VERSION_ROUTES } from './pricelists.routes';
import { API_DOC_ROUTES, PRICE_ROUTES } from './pricing.routes';
import { QUOTE_ROUTES } from './quotes.routes';
import type { RouteDescriptor } from './route';
import { ADMIN_SURCHARGE_ROUTES, ADMIN_SURCHARGE_VERSION_ROUTES, SURCHARGE_ROUTES, SURCHARGE_VERSION_ROUTES } from './surcharges.routes';

export const ALL_ROUTES: RouteDescriptor[] = [
  ...Object.values(PRICELIST_ROUTES),
  ...Object.values(PRICELIST_FILE_ROUTES),
  ...Object.values(PRICELIST_VERSION_ROUTES),
  ...Object.values(SURCHARGE_ROUTES),
  ...Object.values(ADMIN_SURCHARGE_ROUTES),
  ...Object.values(SURCHARGE_VERSION_ROUTES),
  ...Object.values(ADMIN_SURCHARGE_VERSION_ROUTES),
  ...Object.values(PRICE_ROUTES),
  ...Object.values(API_DOC_ROUTES),
  ...Object.values(QUOTE_ROUTES),
  ...Object.values(BULK_ROUTES),
];
