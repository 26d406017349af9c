/**
 * A webhook's secret is the HMAC key of its signatures, so the server must read it back: it is kept
 * sealed, not hashed (a partner token, by contrast, is derived and only its hash kept:
 * partners/partner-tokens.ts). Sealed with AES-256-GCM under a key derived from SECRET_KEY
 * (HMAC-SHA256 of a fixed label), so a database dump without SECRET_KEY reveals no secret and a
 * changed sealed text is refused (the GCM tag). After the create it is never answered again.
 * SECRET_KEY is changed with SECRET_KEY_ROTATE_FROM, which seals every secret again (secret-key.ts);
 * one sealed under a key before that cannot be opened: its deliveries fail saying so, and the
 * partner adds the webhook again.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const LABEL = 'freight webhook secret sealing v1';

function sealingKey(serverKey: Buffer): Buffer {
  return createHmac('sha256', serverKey).update(LABEL).digest();
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url each. */
export function sealSecret(serverKey: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret; throws when the text was sealed under another SECRET_KEY or changed. */
export function openSecret(serverKey: Buffer, text: string): string {
  const [version, iv, tag, sealed] = text.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** A new secret when the partner gives none: 32 random bytes, `whsec_` and base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`: the X-Signature header (docs/webhooks.md). */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
