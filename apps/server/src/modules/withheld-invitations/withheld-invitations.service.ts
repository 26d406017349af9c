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
import { translator, type Translate } from '@freight/domain';
import type { Seams } from '../../seams';
import { findUserByEmail, mailLanguage } from '../auth';
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

/**
 * Mails the owner of an address that an invitation was withheld from: who tried, and that nothing
 * changed; in the owner's language (their own, else their partner's or carrier's).
 */
export async function mailWithheldNotice(deps: Pick<Seams, 'mailer' | 'db'>, notice: WithheldNotice): Promise<void> {
  const owner = await findUserByEmail(deps.db, notice.email);
  const t = translator(owner ? await mailLanguage(deps.db, owner.id) : 'en');
  await deps.mailer.send({
    to: notice.email,
    subject: t('mail.withheld.subject', { carrier: notice.carrier }),
    text: withheldNoticeText(notice, t),
  });
}

/** The notice: short, naming who tried; it says nothing of the account beyond that it exists. */
export function withheldNoticeText(notice: WithheldNotice, t: Translate = translator('en')): string {
  return t('mail.withheld.text', {
    inviter: notice.inviter,
    carrier: notice.carrier,
    email: notice.email,
    portal: notice.partner === null ? 'no' : 'yes',
    partner: notice.partner ?? '',
  });
}
