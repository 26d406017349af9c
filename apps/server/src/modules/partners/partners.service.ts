import type { PartnerRecord } from '@freight/domain';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { hashToken } from '../auth/secrets';
import * as repo from './partners.repository';

/**
 * The partner (and carrier) of an API token, or 401. Found tokens are remembered until the next
 * pricing change (a reset token is a change), so a steady partner costs no database read.
 */
export async function partnerByToken(deps: AppDeps, token: string): Promise<{ carrierId: number; partner: PartnerRecord }> {
  const hash = hashToken(token);
  const found = await deps.pricing.cache.remember(`token:${hash}`, () => repo.findPartnerByTokenHash(deps.db, hash));
  if (!found) throw AppError.unauthorized('Unknown partner token');
  return found;
}

/** A partner the calculator names as `customer`; 422 when it is not the carrier's. */
export async function partnerForCalculator(deps: AppDeps, carrierId: number, id: number): Promise<PartnerRecord> {
  const partner = await repo.findPartnerRecord(deps.db, carrierId, id);
  if (!partner) throw AppError.invalid('customer is not a partner of this carrier', { customer: 'is not a partner of this carrier' });
  return partner;
}
