import type { z } from 'zod';
import type { registrationSchema } from '@freight/domain';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { findUserByEmail } from './auth.repository';

/** A company asks for an account; it waits under /admin/registrations until an admin accepts it. */
export async function createRegistration(deps: AppDeps, input: z.output<typeof registrationSchema>): Promise<number> {
  if (await findUserByEmail(deps.db, input.email)) {
    throw AppError.conflict('email is already registered', { email: 'is already registered' });
  }
  const row = await deps.db.insertInto('registrations').values(input).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
