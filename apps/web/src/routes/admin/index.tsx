/** The admin area (role admin only): carriers, registrations, quick search, exchange rates, postcode points. */
import { redirect, type RouteObject } from 'react-router';
import { ensureSession, isAdminView, session } from '../../lib/session';
import { carriersRoutes } from './carriers';
import { exchangeRatesRoutes } from './exchange-rates';
import { postcodePointsRoutes } from './postcode-points';
import { quickSearchRoutes } from './quick-search';
import { registrationsRoutes } from './registrations';

/** Only a platform admin acting as themselves; anyone else goes to /. */
async function requireAdmin() {
  await ensureSession();
  const { user } = session.get();
  if (!user) throw redirect('/login');
  if (!isAdminView(user)) throw redirect('/');
  return null;
}

export const adminRoutes: RouteObject = {
  path: 'admin',
  loader: requireAdmin,
  children: [
    { index: true, loader: () => redirect('/admin/carriers'), Component: () => null },
    carriersRoutes,
    registrationsRoutes,
    quickSearchRoutes,
    exchangeRatesRoutes,
    postcodePointsRoutes,
  ],
};
