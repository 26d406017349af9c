/** The carrier record as the admin API answers it, the routes of its CRUD area and the resource it lives under. */
import { ADMIN_ROUTES, type Answer } from '@freight/domain';
import type { CrudRouteGroup } from '../../../lib/crud-area';

/** The API resource and the page path of the admin's carriers. */
export const RESOURCE = 'admin/carriers';

/** The admin's carrier routes as a CRUD area's group (ADMIN_ROUTES names them for the whole admin API). */
export const CARRIER_ROUTES = {
  list: ADMIN_ROUTES.carriers,
  get: ADMIN_ROUTES.carrier,
  create: ADMIN_ROUTES.createCarrier,
  update: ADMIN_ROUTES.updateCarrier,
} satisfies CrudRouteGroup;

/** A carrier as GET /fe/admin/carriers/{id} answers it, with the first page of its users. */
export type CarrierRecord = Answer<typeof ADMIN_ROUTES.carrier>;

/** A user of a carrier, as the carrier's view lists them. */
export type CarrierUser = CarrierRecord['users'][number];
