import { translator, type Invitation, type PartnerUser, type RevokedPartnerUser, type Translate } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { mailLanguage, newTokenLink } from '../auth';
import type { Requester } from '../../http/context';
import { findCarrier } from '../carriers';
import { findPartner, findPartnerRecord } from '../partners';
import { addressStanding, mailWithheldNotice } from '../withheld-invitations';
import * as withheld from '../withheld-invitations';
import { listPartnerRevocations, recordCallerEvent } from '../security-events';
import * as repo from './partner-users.repository';

/** What these services use of the app's dependencies (deps.ts). */
type PartnerUsersDeps = Pick<Seams, 'db' | 'config' | 'mailer'>;

/** 422: the address is someone else's (a staff user, another partner's person, a confirmed one). */
const emailUsed = () => AppError.invalid(english('errors.partnerUsers.emailUsed'), { email: english('errors.partnerUsers.isUsed') });

/** The detail of an invitation's or a revocation's event: "a person of Acme" (the revoked list reads events before 0032 by it). */
const personOfDetail = (partner: string | null | undefined) =>
  partner === null || partner === undefined
    ? english('errors.partnerUsers.log.personOfPartner')
    : english('errors.partnerUsers.log.personOf', { partner });

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

/** The most revoked people the partner page lists. */
export const REVOKED_LISTED = 200;

/**
 * GET /fe/customers/{id}/users/revoked: the partner's people whose access was revoked, newest first,
 * from the security trail (the user row is deleted; its `access_revoked` event keeps who and when).
 */
export async function listRevokedPartnerUsers(deps: PartnerUsersDeps, carrierId: number, partnerId: number): Promise<RevokedPartnerUser[]> {
  const partner = await partnerOf(deps, carrierId, partnerId);
  const rows = await listPartnerRevocations(deps.db, carrierId, { id: partnerId, name: partner.name ?? '' }, REVOKED_LISTED);
  return rows.map((row) => ({
    id: Number(row.id),
    ...personOf(row.subject),
    revoked_at: new Date(row.at).toISOString(),
    revoked_by: row.actor_name,
  }));
}

/** "Pat Partner (pat@acme.ee)", as revoke() records the subject, back into its name and e-mail. */
function personOf(subject: string): { name: string; email: string } {
  const open = subject.lastIndexOf(' (');
  if (open < 0 || !subject.endsWith(')')) return { name: subject, email: '' };
  return { name: subject.slice(0, open), email: subject.slice(open + 2, -1) };
}

/**
 * POST /fe/customers/{id}/invitations: makes the partner user (no role: the portal only) and mails
 * them the verification link, with which they choose a password and are signed in. This partner's
 * user who has not accepted yet gets a new link, which replaces the one sent before. An address
 * the carrier already uses otherwise is 422 on `email`. An address of a user elsewhere answers as
 * a fresh one and lists as pending, but the invitation is withheld: its owner is told instead
 * (withheld-invitations.service.ts).
 */
export async function invite(
  deps: PartnerUsersDeps,
  carrierId: number,
  partnerId: number,
  body: Invitation,
  requester: Requester,
): Promise<number> {
  const partner = await findPartner(deps.db, carrierId, partnerId);
  if (!partner) throw AppError.notFound();
  // Its people could not sign in (an archived partner is nobody's), so no invitation is sent.
  if (partner.archived_at) throw AppError.conflict(english('errors.partnerUsers.archived'));
  const carrier = await findCarrier(deps.db, carrierId);
  if (!carrier) throw AppError.notFound();
  const { email } = body;
  const inviter = requester.auth.user;
  // Recorded alike whether the invitation is sent or withheld: the log must not tell them apart either.
  const { id, link } = await deps.db.transaction().execute(async (tx) => {
    const placed = await placeInvitation({ db: tx, config: deps.config }, carrierId, partnerId, body, {
      invited_by: inviter.id,
      invited_at: new Date(),
    });
    await recordCallerEvent(tx, requester, {
      carrierId,
      kind: 'invitation_sent',
      subjectUserId: placed.id,
      partnerId,
      subject: `${body.name} (${email})`,
      detail: personOfDetail(partner.name),
    });
    return placed;
  });
  const names = { carrier: carrier.name, inviter: inviter.name, partner: partner.name ?? '' };
  if (link === null) {
    await mailWithheldNotice(deps, { email, ...names });
    return id;
  }
  // In the person's language: their own once chosen, else their partner's (its own, else the carrier's).
  const t = translator(await mailLanguage(deps.db, id));
  await deps.mailer.send({
    to: email,
    subject: t('mail.invite.subject', { carrier: carrier.name }),
    text: invitationText({ name: body.name, ...names, link }, t),
    onBehalfOf: { name: carrier.name, email: carrier.email },
  });
  return id;
}

/**
 * The invitation's row, in the caller's transaction: the partner user made or invited again (with
 * a new link), or the withheld invitation kept or sent again (`link` null: nobody gets a link).
 */
async function placeInvitation(
  deps: Pick<Seams, 'db' | 'config'>,
  carrierId: number,
  partnerId: number,
  body: Invitation,
  sent: { invited_by: number; invited_at: Date },
): Promise<{ id: number; link: string | null }> {
  const { db } = deps;
  const { email, name } = body;
  const standing = await addressStanding(db, carrierId, email);
  if (standing.kind === 'user') {
    const { user } = standing;
    if (user.customer_id !== partnerId || user.verified_at !== null) throw emailUsed();
    await repo.markInvitedAgain(db, carrierId, partnerId, user.id, { name, ...sent });
    return { id: user.id, link: await newTokenLink(deps, user, 'verification') };
  }
  if (standing.kind === 'withheld') {
    const { invitation } = standing;
    if (invitation.customer_id !== partnerId) throw emailUsed();
    if (!standing.free) {
      await withheld.markWithheldAgain(db, carrierId, invitation.id, { name, ...sent });
      return { id: invitation.id, link: null };
    }
    // The account it was withheld for is gone: the invitation is made for real now.
    await withheld.deleteWithheld(db, carrierId, partnerId, invitation.id);
  }
  if (standing.kind === 'elsewhere') {
    const id = await withheld.insertWithheld(db, carrierId, { customer_id: partnerId, role_id: null, name, email, ...sent });
    if (id === null) throw emailUsed();
    return { id, link: null };
  }
  const id = await repo.insertPartnerUser(db, carrierId, partnerId, { name, email, ...sent });
  if (id === null) throw emailUsed();
  return { id, link: await newTokenLink(deps, { id }, 'verification') };
}

/** The invitation mail: who invites them, to what, and the link, in `t`'s language. */
export function invitationText(
  input: { name: string; inviter: string; carrier: string; partner: string; link: string },
  t: Translate = translator('en'),
): string {
  return t('mail.invite.text', input);
}

/**
 * DELETE /fe/customers/{id}/users/{userId}: the partner user is deleted, so their sessions end and
 * their links stop working; a withheld invitation is deleted alike. The `access_revoked` event,
 * recorded with the partner, is their trace (listRevokedPartnerUsers).
 */
export async function revoke(
  deps: PartnerUsersDeps,
  carrierId: number,
  partnerId: number,
  userId: number,
  requester: Requester,
): Promise<void> {
  const partner = await partnerOf(deps, carrierId, partnerId);
  await deps.db.transaction().execute(async (tx) => {
    const person = (await repo.listPartnerUsers(tx, carrierId, partnerId)).find((p) => p.id === userId);
    const deleted =
      (await repo.deletePartnerUser(tx, carrierId, partnerId, userId)) || (await withheld.deleteWithheld(tx, carrierId, partnerId, userId));
    if (!deleted || !person) throw AppError.notFound();
    await recordCallerEvent(tx, requester, {
      carrierId,
      kind: 'access_revoked',
      subjectUserId: userId,
      partnerId,
      subject: `${person.name} (${person.email})`,
      detail: personOfDetail(partner.name),
    });
  });
}
