/**
 * Routes mounted twice: a carrier's staff reach their own records under /fe/<area>, a platform
 * admin reaches a carrier's under /fe/admin/carriers/:carrierId/<area>. A mount gives the prefix,
 * the path parameters of both, and the access: the area's level for staff, 'admin' for the admin.
 */
import { z } from 'zod';
import { idParams, pathId, type Access } from './route';

const carrierParams = z.object({ carrierId: pathId });
const carrierIdParams = carrierParams.extend({ id: pathId });

export interface Mount<P extends z.ZodObject | undefined = z.ZodObject | undefined, I extends z.ZodObject = z.ZodObject> {
  prefix: string;
  /** The prefix's own parameters (`carrierId` under an admin's mount), or none. */
  params: P;
  /** The prefix's parameters and a record's `:id`. */
  idParams: I;
  /** The access of a route under this mount: `staff` for a carrier's staff, 'admin' under an admin's mount. */
  access: (staff: Access) => Access;
}

/** A carrier's staff's mount of an area (`/fe/surcharges`). */
export function staffMount(prefix: string): Mount<undefined, typeof idParams> {
  return { prefix, params: undefined, idParams, access: (staff) => staff };
}

/** A platform admin's mount of a carrier's area (`/fe/admin/carriers/:carrierId/surcharges`). */
export function adminMount(prefix: string): Mount<typeof carrierParams, typeof carrierIdParams> {
  return { prefix, params: carrierParams, idParams: carrierIdParams, access: () => 'admin' };
}

/** The answer of a create: the new record's id. */
export const createdAnswerSchema = z.strictObject({ id: z.number().int() });
