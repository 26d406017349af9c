import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/carrier-scope';
import { hashPassword } from './modules/auth';
import { hasAdmin, insertAdmin } from './modules/users';

/** On a start with no platform admin, creates one from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureAdmin(
  db: Db,
  options: { email?: string | undefined; password?: string | undefined; logger: FastifyBaseLogger },
) {
  if (await hasAdmin(db)) return;
  if (!options.email || !options.password) {
    options.logger.warn('No platform admin exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one');
    return;
  }
  await insertAdmin(db, { name: 'Administrator', email: options.email.toLowerCase(), password_hash: await hashPassword(options.password) });
  options.logger.info({ email: options.email }, 'platform admin created');
}
