import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { hashPassword } from './modules/auth/secrets';

/** On a start with no platform admin, creates one from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureAdmin(
  db: Kysely<DB>,
  options: { email?: string | undefined; password?: string | undefined; logger: FastifyBaseLogger },
) {
  const existing = await db.selectFrom('users').select('id').where('is_admin', '=', true).executeTakeFirst();
  if (existing) return;
  if (!options.email || !options.password) {
    options.logger.warn('No platform admin exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one');
    return;
  }
  await db
    .insertInto('users')
    .values({
      is_admin: true,
      name: 'Administrator',
      email: options.email.toLowerCase(),
      password_hash: await hashPassword(options.password),
      verified_at: new Date(),
    })
    .execute();
  options.logger.info({ email: options.email }, 'platform admin created');
}
