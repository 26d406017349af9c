/**
 * Every route descriptor of the server, in one list: the route table test compares the registered
 * routes with it, and the OpenAPI documents and the web client read it. One line per contract.
 */
import { ADMIN_ROUTES } from './admin.routes';
import { AREA_ROUTES } from './areas.routes';
import { AUTH_ROUTES } from './auth.routes';
import { CONDITION_ROUTES } from './conditions.routes';
import { EXCHANGE_RATE_ROUTES } from './exchange-rates.routes';
import { HEALTH_ROUTES } from './health.routes';
import { PARTNER_ROUTES } from './partners.routes';
import { ROLE_ROUTES } from './roles.routes';
import type { RouteDescriptor } from './route';
import { SERVICE_ROUTES } from './services.routes';
import { STATISTICS_ROUTES } from './statistics.routes';
import { ADMIN_SURCHARGE_ROUTES, SURCHARGE_ROUTES } from './surcharges.routes';
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
  ...each(SURCHARGE_ROUTES),
  ...each(ADMIN_SURCHARGE_ROUTES),
];
