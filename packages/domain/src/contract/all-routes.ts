/**
 * Every /fe and /api route's descriptor: the server's route table must equal this list (a test
 * says so), and the OpenAPI documents and the response-schema test are made from it. One line per
 * group of routes, so areas add theirs without touching each other's.
 */
import { ADMIN_ROUTES } from './admin.routes';
import { AREA_ROUTES } from './areas.routes';
import { AUTH_ROUTES } from './auth.routes';
import { BULK_ROUTES } from './bulk.routes';
import { CONDITION_ROUTES } from './conditions.routes';
import { DISTANCE_ROUTES } from './distances.routes';
import { EXCHANGE_RATE_ROUTES } from './exchange-rates.routes';
import { FUEL_INDEX_ROUTES } from './fuel-index.routes';
import { HEALTH_ROUTES } from './health.routes';
import { PARTNER_NOTIFICATION_ROUTES, PARTNER_PEOPLE_ROUTES, PARTNER_ROUTES } from './partners.routes';
import { PORTAL_RATE_CARD_ROUTES, PORTAL_ROUTES } from './portal.routes';
import { POSTCODE_POINT_ROUTES } from './postcode-points.routes';
import { CHANGE_ROUTES } from './changes.routes';
import { PRICELIST_FILE_ROUTES, PRICELIST_ROUTES, PRICELIST_VERSION_ROUTES } from './pricelists.routes';
import { API_DOC_ROUTES, PRICE_ROUTES } from './pricing.routes';
import { QUOTE_ROUTES } from './quotes.routes';
import { CARRIER_SETTINGS_ROUTES, RATE_CARD_ROUTES } from './rate-cards.routes';
import { RATE_INCREASE_ROUTES } from './rate-increases.routes';
import { ROLE_ROUTES } from './roles.routes';
import type { RouteDescriptor } from './route';
import { SECURITY_ROUTES } from './security.routes';
import { SERVICE_ROUTES } from './services.routes';
import { STATISTICS_ROUTES } from './statistics.routes';
import { DASHBOARD_ROUTES } from './dashboard.routes';
import { ADMIN_SURCHARGE_ROUTES, ADMIN_SURCHARGE_VERSION_ROUTES, SURCHARGE_ROUTES, SURCHARGE_VERSION_ROUTES } from './surcharges.routes';
import { TRANSIT_ROUTES } from './transits.routes';
import { USER_ROUTES } from './users.routes';
import { ZONE_ROUTES } from './zones.routes';

export const ALL_ROUTES: RouteDescriptor[] = [
  ...Object.values(HEALTH_ROUTES),
  ...Object.values(AUTH_ROUTES),
  ...Object.values(USER_ROUTES),
  ...Object.values(SECURITY_ROUTES),
  ...Object.values(ROLE_ROUTES),
  ...Object.values(ADMIN_ROUTES),
  ...Object.values(EXCHANGE_RATE_ROUTES),
  ...Object.values(POSTCODE_POINT_ROUTES),
  ...Object.values(AREA_ROUTES),
  ...Object.values(ZONE_ROUTES),
  ...Object.values(DISTANCE_ROUTES),
  ...Object.values(TRANSIT_ROUTES),
  ...Object.values(CONDITION_ROUTES),
  ...Object.values(SERVICE_ROUTES),
  ...Object.values(PARTNER_ROUTES),
  ...Object.values(PARTNER_PEOPLE_ROUTES),
  ...Object.values(PARTNER_NOTIFICATION_ROUTES),
  ...Object.values(PORTAL_ROUTES),
  ...Object.values(PORTAL_RATE_CARD_ROUTES),
  ...Object.values(RATE_CARD_ROUTES),
  ...Object.values(CARRIER_SETTINGS_ROUTES),
  ...Object.values(STATISTICS_ROUTES),
  ...Object.values(DASHBOARD_ROUTES),
  ...Object.values(PRICELIST_ROUTES),
  ...Object.values(PRICELIST_FILE_ROUTES),
  ...Object.values(PRICELIST_VERSION_ROUTES),
  ...Object.values(RATE_INCREASE_ROUTES),
  ...Object.values(SURCHARGE_ROUTES),
  ...Object.values(ADMIN_SURCHARGE_ROUTES),
  ...Object.values(SURCHARGE_VERSION_ROUTES),
  ...Object.values(ADMIN_SURCHARGE_VERSION_ROUTES),
  ...Object.values(FUEL_INDEX_ROUTES),
  ...Object.values(PRICE_ROUTES),
  ...Object.values(API_DOC_ROUTES),
  ...Object.values(QUOTE_ROUTES),
  ...Object.values(BULK_ROUTES),
  ...Object.values(CHANGE_ROUTES),
];
