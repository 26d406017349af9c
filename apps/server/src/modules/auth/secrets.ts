import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** A random 256-bit token for a cookie or a mailed link, and the hash that is stored in its place. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** sha256 of a token: enough for 256-bit random values, and cheap on every request. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  // Without a hash (an unverified user) still spend the time of a check, so timing tells nothing.
  if (!hash) {
    await argon2.hash(password, { type: argon2.argon2id });
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
