/**
 * Where the surcharge screens live: a carrier's staff under /surcharges (calls /fe/surcharges), a
 * platform admin under /admin/carriers/{carrierId}/surcharges (calls /fe/admin/carriers/{carrierId}/
 * surcharges). One implementation; the route's params tell which.
 */
import { ADMIN_SURCHARGE_ROUTES, ADMIN_SURCHARGE_VERSION_ROUTES, SURCHARGE_ROUTES, SURCHARGE_VERSION_ROUTES } from '@freight/domain';
import { redirect, type Params } from 'react-router';
import { ensureSession, isAdminView, session } from '../../lib/session';

/** The resource path of the surcharges the route shows: 'surcharges' or 'admin/carriers/7/surcharges'. */
export function resourceOf(params: Params): string {
  const carrier = params.carrierId;
  return carrier ? `admin/carriers/${encodeURIComponent(carrier)}/surcharges` : 'surcharges';
}

/**
 * The surcharge routes of the page's mount (and their version routes) and the path parameters the
 * mount adds: the carrier's own (`/fe/surcharges`), or an admin's under `{ carrierId }`. Spread
 * `mount` into every call's params: `api.read(routes.get, { params: { ...mount, id } })`.
 */
export function surchargeContractOf(params: Params) {
  const carrierId = params.carrierId;
  return carrierId
    ? { routes: ADMIN_SURCHARGE_ROUTES, versions: ADMIN_SURCHARGE_VERSION_ROUTES, mount: { carrierId } }
    : { routes: SURCHARGE_ROUTES, versions: SURCHARGE_VERSION_ROUTES, mount: undefined };
}

/** True under an admin carrier. */
export function isAdminScope(params: Params): boolean {
  return !!params.carrierId;
}

/** The admin screens' guard: only a platform admin acting as themselves; anyone else goes to /. */
export async function requireAdminView() {
  await ensureSession();
  const { user } = session.get();
  if (!user) throw redirect('/login');
  if (!isAdminView(user)) throw redirect('/');
  return null;
}
