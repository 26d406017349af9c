/**
 * Mail only where it belongs: a budget or tender calculation
 * is mailed, for the carrier's staff, only to the signed-in user's own address or one of the
 * carrier's staff; for a partner's token or a partner user's session only to one of that
 * partner's notification recipients or portal users (the carrier's staff neither: else a partner
 * could tell the staff's addresses by the answer). Anything else is 422 on `email`. Mailing is limited per carrier and per partner (or staff
 * user) in an hour (the throttle's 'mail' kind, counted in the database before the job is
 * queued): beyond, 429 with Retry-After.
 */
import type { Seams } from '../../seams';
import { AppError, english } from '../../errors';
import { reserveAttempt } from '../auth';
import type { Caller } from '../pricing';
import { isMailTarget } from './mail-targets.repository';

/** 422 unless `email` is an address the caller may have a calculation mailed to; then counts the mail (429 past the limit). */
export async function assertMailAllowed(deps: Pick<Seams, 'db' | 'config'>, caller: Caller, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  // A partner's token or a partner user's session: the partner's own people only.
  const partnerId = caller.viaTms ? (caller.partner?.id ?? null) : null;
  if (!(await isMailTarget(deps.db, { carrierId: caller.carrierId, userId: caller.userId, partnerId, email: address }))) {
    throw partnerId === null
      ? AppError.invalid(english('errors.bulk.mailOwn'), { email: english('errors.bulk.mailOwnReason') })
      : AppError.invalid(english('errors.bulk.mailPartner'), { email: english('errors.bulk.mailPartnerReason') });
  }
  const who = partnerId !== null ? `partner:${partnerId}` : `user:${caller.userId ?? 0}`;
  await reserveAttempt(deps, 'mail', { subject: `carrier:${caller.carrierId}`, ip: who });
}
