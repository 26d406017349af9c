import { formatDay, localTime } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError } from '../../errors';
import { findCarrier } from './carriers.repository';

/**
 * The carrier's day at `now` in its time zone, yyyy-mm-dd: what "today" means for a carrier's
 * validity dates (a pricelist still live, a rate increase in the future, an effective notice due).
 * 404 when the carrier is gone. The one place this is worked out.
 */
export async function carrierToday(db: Db, carrierId: number, now: Date = new Date()): Promise<string> {
  const carrier = await findCarrier(db, carrierId);
  if (!carrier) throw AppError.notFound();
  return formatDay(localTime(now, carrier.timezone).day);
}
