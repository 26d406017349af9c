/**
 * The requests of a record page's panels (health check, versions), apart from the panels' code: the
 * page's loader starts them beside its own requests (lib/prefetch), the panel takes the answer when
 * it mounts.
 */
import type {
  ADMIN_SURCHARGE_ROUTES,
  ADMIN_SURCHARGE_VERSION_ROUTES,
  PRICELIST_ROUTES,
  PRICELIST_VERSION_ROUTES,
  SURCHARGE_ROUTES,
  SURCHARGE_VERSION_ROUTES,
} from '@freight/domain';
import { api } from '../../lib/client';
import { prefetch, takePrefetched } from '../../lib/prefetch';

/** A record's path parameters: its id, and the carrier under an admin's mount. */
export interface RecordParams {
  id: number | string;
  carrierId?: string;
}

/** The health routes of the records that have one. */
export type HealthRoute = typeof PRICELIST_ROUTES.health | typeof SURCHARGE_ROUTES.health | typeof ADMIN_SURCHARGE_ROUTES.health;

/** The version routes of the records that keep versions. */
export type VersionRoutes = typeof PRICELIST_VERSION_ROUTES | typeof SURCHARGE_VERSION_ROUTES | typeof ADMIN_SURCHARGE_VERSION_ROUTES;

const keyOf = (path: string, { id, carrierId }: RecordParams) => `${path} ${id} ${carrierId ?? ''}`;

function fetchHealth(route: HealthRoute, { id, carrierId }: RecordParams) {
  return api.peek(route, { params: { id, carrierId } });
}

function fetchVersions(routes: VersionRoutes, { id, carrierId }: RecordParams) {
  return api.peek(routes.list, { params: { id, carrierId } });
}

/** Started by the page's loader: the health check runs beside the page's own requests. */
export function prefetchHealth(route: HealthRoute, params: RecordParams): void {
  prefetch(keyOf(route.path, params), () => fetchHealth(route, params));
}

/** The health check's answer (the loader's if it started one); null when it could not be run. */
export function readHealth(route: HealthRoute, params: RecordParams) {
  return takePrefetched(keyOf(route.path, params), () => fetchHealth(route, params));
}

/** Started by the page's loader: the versions are read beside the page's own requests. */
export function prefetchVersions(routes: VersionRoutes, params: RecordParams): void {
  prefetch(keyOf(routes.list.path, params), () => fetchVersions(routes, params));
}

/** The record's versions (the loader's if it started the read); null when they could not be read. */
export function readVersions(routes: VersionRoutes, params: RecordParams) {
  return takePrefetched(keyOf(routes.list.path, params), () => fetchVersions(routes, params));
}
