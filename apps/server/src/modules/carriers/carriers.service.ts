import { AppError } from '../../errors';
import type { Db } from '../../db/carrier-scope';
import { findCarrier } from './carriers.repository';

/** The id of an existing carrier; 404 when there is none (an admin's routes under /fe/admin/carriers/{carrierId}). */
export async function existingCarrier(db: Db, id: number): Promise<number> {
  const carrier = await findCarrier(db, id);
  if (!carrier) throw AppError.notFound();
  return carrier.id;
}
