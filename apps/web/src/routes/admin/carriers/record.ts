/** The carrier record as the admin API answers it, and the resource it lives under. */
import type { ADMIN_ROUTES, Answer } from '@freight/domain';

/** The API resource and the page path of the admin's carriers. */
export const RESOURCE = 'admin/carriers';

/** A carrier as GET /fe/admin/carriers/{id} answers it, with the first page of its users. */
export type CarrierRecord = Answer<typeof ADMIN_ROUTES.carrier>;

/** A user of a carrier, as the carrier's view lists them. */
export type CarrierUser = CarrierRecord['users'][number];
