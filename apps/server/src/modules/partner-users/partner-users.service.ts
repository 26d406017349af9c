import type { Invitation, PartnerUser } from '@freight/domain';
import { AppError } from '../../errors';
import type { AppDeps } from '../../deps';
import { newTokenLink } from '../auth/auth.service';
import { findCarrier } from '../carriers/carriers.repository';
import { findPartnerRecord } from '../partners/partners.repository';
import * as repo from './partner-users.repository';

/** What these services use of the app's dependencies (deps.ts). */
type PartnerUsersDeps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

const EMAIL_TAKEN = 'is already used by another user';

/** The carrier's partner, or 404. */
async function partnerOf(deps: PartnerUsersDeps, carrierId: number, partnerId: number) {
  const partner = await findPartnerRecord(deps.db, carrierId, partnerId);
  if (!partner) throw AppError.notFound();
  return partner;
}

/** GET /fe/customers/{id}/users: who of the partner was invited, when, and when each last signed in. */
export async function listPartnerUsers(deps: PartnerUsersDeps, carrierId: number, partnerId: number): Promise<PartnerUser[]> {
  await partnerOf(deps, carrierId, partnerId);
  const rows = await repo.listPartnerUsers(deps.db, carrierId, partnerId);
  return rows.map((row) => ({
    ...row,
    // invited_at is set for every partner user; the user's creation stands in should a row lack it
    invited_at: (row.invited_at ?? new Date(0)).toISOString(),
    accepted_at: row.accepted_at ? new Date(row.accepted_at).toISOString() : null,
    signed_in_at: row.signed_in_at ? row.signed_in_at.toISOString() : null,
  }));
}

/**
 * POST /fe/customers/{id}/invitations: makes the partner user (no role: the portal only) and mails
 * them the verification link, with which they choose a password and are signed in. An e-mail used
 * by any other user is 422 on `email`; this partner's user who has not accepted yet gets the link
 * again (the earlier links keep working until one is used: they all set the same first password).
 */
export async function invite(
  deps: PartnerUsersDeps,
  carrierId: number,
  partnerId: number,
  body: Invitation,
  inviter: { id: number; name: string },
): Promise<number> {
  const partner = await partnerOf(deps, carrierId, partnerId);
  const carrier = await findCarrier(deps.db, carrierId);
  if (!carrier) throw AppError.notFound();
  const { email } = body;
  const now = new Date();
  const { id, link } = await deps.db.transaction().execute(async (tx) => {
    const existing = await repo.findUserByEmail(tx, email);
    let id: number | null;
    if (existing) {
      const again = existing.carrier_id === carrierId && existing.customer_id === partnerId && existing.verified_at === null;
      if (!again) throw AppError.invalid(`email ${EMAIL_TAKEN}`, { email: EMAIL_TAKEN });
      id = existing.id;
      await repo.markInvitedAgain(tx, carrierId, partnerId, id, { name: body.name, invited_by: inviter.id, invited_at: now });
    } else {
      id = await repo.insertPartnerUser(tx, carrierId, partnerId, { name: body.name, email, invited_by: inviter.id, invited_at: now });
      if (id === null) throw AppError.invalid(`email ${EMAIL_TAKEN}`, { email: EMAIL_TAKEN });
    }
    return { id, link: await newTokenLink({ db: tx, config: deps.config }, { id }, 'verification') };
  });
  await deps.mailer.send({
    to: email,
    subject: `${carrier.name} invites you to its partner portal`,
    text: invitationText({ name: body.name, inviter: inviter.name, carrier: carrier.name, partner: partner.name ?? '', link }),
  });
  return id;
}

/** The invitation mail: who invites them, to what, and the link. */
export function invitationText(input: { name: string; inviter: string; carrier: string; partner: string; link: string }): string {
  return [
    `Hello ${input.name},`,
    '',
    `${input.inviter} of ${input.carrier} invites you to ${input.carrier}'s partner portal as a user of ${input.partner}.`,
    `There you see the prices ${input.carrier} gives ${input.partner}, price and book shipments, download the pricelists and manage your API token.`,
    '',
    'Choose a password to sign in:',
    input.link,
    '',
    'The link is valid for 7 days.',
    '',
  ].join('\n');
}

/** DELETE /fe/customers/{id}/users/{userId}: the partner user is deleted, so their sessions end and their links stop working. */
export async function revoke(deps: PartnerUsersDeps, carrierId: number, partnerId: number, userId: number): Promise<void> {
  if (!(await repo.deletePartnerUser(deps.db, carrierId, partnerId, userId))) throw AppError.notFound();
}
