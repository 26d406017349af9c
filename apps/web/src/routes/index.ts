/**
 * The signed-in areas, one route module per area under src/routes/<area>/. A later area (tool,
 * pricelists, surcharges, help) adds its module here; until then its paths fall to 'Page not found'.
 */
import type { RouteObject } from 'react-router';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { areasRoutes } from './areas';
import { changesRoutes } from './changes';
import { conditionsRoutes } from './conditions';
import { distancesRoutes } from './distances';
import { partnersRoutes } from './partners';
import { helpRoutes } from './help';
import { pricelistsRoutes } from './pricelists';
import { quotesRoutes } from './quotes';
import { rolesRoutes } from './roles';
import { servicesRoutes } from './services';
import { settingsRoutes } from './settings';
import { statisticsRoutes } from './statistics';
import { adminSurchargesRoutes, surchargesRoutes } from './surcharges';
import { toolRoutes } from './tool';
import { transitsRoutes } from './transits';
import { usersRoutes } from './users';
import { zonesRoutes } from './zones';

export const areaRoutes: RouteObject[] = [
  servicesRoutes,
  zonesRoutes,
  distancesRoutes,
  areasRoutes,
  transitsRoutes,
  conditionsRoutes,
  partnersRoutes,
  usersRoutes,
  rolesRoutes,
  adminRoutes,
  pricelistsRoutes,
  helpRoutes,
  toolRoutes,
  quotesRoutes,
  statisticsRoutes,
  surchargesRoutes,
  adminSurchargesRoutes,
  settingsRoutes,
  changesRoutes,
  accountRoutes,
];
