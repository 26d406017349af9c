/** The staff's home page: what needs a look today, one call. */
import { dashboardAnswerSchema } from '../schemas/dashboard.schema';
import { route } from './route';

export const DASHBOARD_ROUTES = {
  get: route({
    method: 'GET',
    path: '/fe/dashboard',
    // Any of the carrier's staff; each part is left out (null) for a role that cannot read its list.
    access: 'session',
    summary:
      "The carrier's counts for the home page: pricelists expiring, scheduled increases, today's quotes and bookings, failed deliveries",
    answer: dashboardAnswerSchema,
  }),
} as const;
