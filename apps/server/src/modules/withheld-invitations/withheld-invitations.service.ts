/**
 * One answer for an invitation whatever the address. A carrier's staff who invite
 * a partner's person or add a colleague with an address that belongs to a user elsewhere (another
 * carrier's, or a platform admin) get the answer a fresh address gets, and see the invitation
 * pending as they would a fresh one (it is kept in withheld_invitations); nothing is made for that
 * account, and the address's owner is mailed that someone tried. Within the carrier an address it
 * already uses is still refused by name: the carrier sees its own people anyway.
 */
import type { UserRow } from '../../db/schema';
import type { Db } from '../../db/carrier-scope';
import type { Seams } from '../../seams';
import { findUserByEmail } from '../auth';
import * as repo from './withheld-invitations.repository';

/** Where an address stands for a carrier about to invite it. */
export type AddressStanding =
  /** Nobody has it: invite for real. */
  | { kind: 'free' }
  /** A user of this carrier (staff or a partner's person). */
  | { kind: 'user'; user: UserRow }
  /** This carrier's withheld invitation; `free` when the account it was withheld for is gone since. */
  | { kind: 'withheld'; invitation: { id: number; customer_id: number | null }; free: boolean }
  /** A user of another carrier, or a platform admin: withhold the invitation. */
  | { kind: 'elsewhere' };

/** Where `email` stands for carrier `carrierId` (run in the transaction that then invites). */
export async function addressStanding(db: Db, carrierId: number, email: string): Promise<AddressStanding> {
  const user = await findUserByEmail(db, email);
  if (user && user.carrier_id === carrierId) return { kind: 'user', user };
  const withheld = await repo.findWithheld(db, carrierId, email);
  if (withheld) return { kind: 'withheld', invitation: withheld, free: user === undefined };
  return user ? { kind: 'elsewhere' } : { kind: 'free' };
}

/** What the address's owner is told: who tried, and to what (a partner's portal, or the carrier's staff). */
export type WithheldNotice = { email: string; carrier: string; inviter: string; partner: string | null };

/** Mails the owner of an address that an invitation was withheld from: who tried, and that nothing changed. */
export async function mailWithheldNotice(deps: Pick<Seams, 'mailer'>, notice: WithheldNotice): Promise<void> {
  await deps.mailer.send({ to: notice.email, subject: `${notice.carrier} tried to invite this address`, text: withheldNoticeText(notice) });
}

/** The notice: short, naming who tried; it says nothing of the account beyond that it exists. */
export function withheldNoticeText(notice: WithheldNotice): string {
  const as =
    notice.partner === null ? `as a user of ${notice.carrier}` : `to ${notice.carrier}'s partner portal as a user of ${notice.partner}`;
  return [
    'Hello,',
    '',
    `${notice.inviter} of ${notice.carrier} tried to invite ${notice.email} ${as}.`,
    'This address already has an account, so nothing was changed: no account was made and yours stays as it was.',
    '',
    `If you expected this, ask ${notice.carrier} to invite another address of yours. If not, you can ignore this mail.`,
    '',
  ].join('\n');
}
