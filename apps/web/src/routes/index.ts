/**
 * The signed-in areas, one route module per area under src/routes/<area>/. A later area (tool,
 * pricelists, services, surcharges, zones, areas, transits, conditions, customers, help) adds its
 * module here; until then its paths fall to 'Page not found'.
 */
import type { RouteObject } from 'react-router';
import { adminRoutes } from './admin';
import { rolesRoutes } from './roles';
import { usersRoutes } from './users';

export const areaRoutes: RouteObject[] = [usersRoutes, rolesRoutes, adminRoutes];
