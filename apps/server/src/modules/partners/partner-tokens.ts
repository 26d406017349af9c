import { createHmac, randomBytes } from 'node:crypto';
import { hashToken } from '../auth';

/**
 * A partner's API token is HMAC(server key, partner id and nonce). The database keeps the nonce and
 * the token's sha256 (for the Bearer lookup), never the token: a dump without the key reveals none.
 * Resetting draws a new nonce, so the old token stops matching at once.
 */
export function partnerToken(key: Buffer, partnerId: number, nonce: string): string {
  return `pt_${createHmac('sha256', key).update(`partner:${partnerId}:${nonce}`).digest('base64url')}`;
}

/** Columns for a partner's (new) token. */
export function tokenColumns(key: Buffer, partnerId: number) {
  const nonce = randomBytes(16).toString('base64url');
  return { token_nonce: nonce, token_hash: hashToken(partnerToken(key, partnerId, nonce)) };
}
