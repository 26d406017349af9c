import { DEFAULT_TIMEZONE, translator, type registrationSchema, type Translate } from '@freight/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { findUserByEmail, findUserById, mailLanguage, mailTokenLink, runInBackground, reserveAttempt } from '../auth';
import { insertCarrier } from '../carriers';
import { insertUser } from '../users';
import * as repo from './registrations.repository';

/** What these services use of the app's dependencies (deps.ts). */
type RegistrationsDeps = Pick<Seams, 'db' | 'config' | 'mailer' | 'background'>;

/**
 * A company asks for an account; it waits under /admin/registrations until an admin accepts it.
 * Throttled per e-mail and per address (every request counts), before anything is looked up.
 * An address that already has an account is answered as a fresh one (the probe is public): no
 * registration is kept, and the address's owner is mailed that someone tried, after the answer.
 */
export async function createRegistration(
  deps: RegistrationsDeps,
  input: z.output<typeof registrationSchema>,
  ip: string,
  log: FastifyBaseLogger,
): Promise<number> {
  await reserveAttempt(deps, 'registration', { subject: input.email.toLowerCase(), ip });
  const owner = await findUserByEmail(deps.db, input.email);
  if (!owner) return repo.insertRegistration(deps.db, input);
  const id = await repo.drawRegistrationId(deps.db);
  runInBackground(deps, log, 'registration: mailing the owner of a taken address failed', async () => {
    // In the address's owner's language.
    const t = translator(await mailLanguage(deps.db, owner.id));
    await deps.mailer.send({ to: input.email, subject: t('mail.takenSignUp.subject'), text: takenSignUpText(deps, t, input) });
  });
  return id;
}

/** The mail to the owner of an address someone tried to sign a company up with. */
function takenSignUpText(deps: Pick<Seams, 'config'>, t: Translate, input: { company: string; email: string }): string {
  const url = deps.config.publicUrl;
  return t('mail.takenSignUp.text', {
    company: input.company,
    email: input.email,
    login: `${url}/login`,
    forgot: `${url}/forgot_password`,
  });
}

/** A page of registrations, pending first. */
export function listRegistrations(deps: RegistrationsDeps, page: number) {
  return repo.listRegistrations(deps.db, page);
}

export async function getRegistration(deps: RegistrationsDeps, id: number) {
  const row = await repo.findRegistration(deps.db, id);
  if (!row) throw AppError.notFound();
  return row;
}

/**
 * Turns a pending registration into a carrier (in the default time zone), its Owner role and
 * first user, in one transaction; then mails the user the link to choose a password.
 */
export async function acceptRegistration(deps: RegistrationsDeps, id: number): Promise<number> {
  const { carrierId, userId } = await deps.db.transaction().execute(async (tx) => {
    const registration = await repo.lockPendingRegistration(tx, id);
    if (!registration) throw AppError.notFound(english('errors.registrations.noPending'));
    if (await findUserByEmail(tx, registration.email)) {
      throw AppError.conflict(english('errors.registrations.userExists'), { email: english('errors.registrations.alreadyRegistered') });
    }
    const { carrierId, ownerRoleId } = await insertCarrier(tx, {
      name: registration.company,
      country: registration.country,
      email: registration.email,
      phone: registration.phone,
      timezone: DEFAULT_TIMEZONE,
    });
    const userId = await insertUser(tx, {
      carrier_id: carrierId,
      role_id: ownerRoleId,
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
    });
    await repo.markAccepted(tx, id, carrierId);
    return { carrierId, userId };
  });
  const user = await findUserById(deps.db, userId);
  await mailTokenLink(deps, user!, 'verification');
  return carrierId;
}

/** Rejects a pending registration; 404 when there is none pending with this id. */
export async function rejectRegistration(deps: RegistrationsDeps, id: number): Promise<void> {
  if (!(await repo.rejectPending(deps.db, id))) throw AppError.notFound(english('errors.registrations.noPending'));
}
