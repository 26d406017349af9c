import type { Db } from './db/carrier-scope';
import { lockSetting, replaceSetting } from './db/server-settings.repository';
import { hashToken } from './modules/auth';
import { listAllWebhookSecrets, setWebhookSecret, openSecret, sealSecret } from './modules/notifications';
import { partnerToken, bumpPartnersVersion, listAllTokenNonces, setTokenHash } from './modules/partners';
import { FINGERPRINT_SETTING, secretKeyFingerprint, type RotationCounts } from './secret-key';

/**
 * Moves everything that depends on the key from `from` to `to`, in one transaction with the stamp's
 * row locked (of two processes rotating at once, the second finds the work done): each partner's
 * token derived again from its nonce (the hash the Bearer lookup finds it by), each webhook secret
 * opened with the old key and sealed with the new, the partners' versions moved on (every process
 * forgets the tokens it remembers), the stamp replaced. Refuses when `from` is not the stamped key.
 */
export async function rotateSecretKey(db: Db, from: Buffer, to: Buffer): Promise<RotationCounts> {
  return db.transaction().execute(async (tx) => {
    const stamped = await lockSetting(tx, FINGERPRINT_SETTING);
    if (stamped === secretKeyFingerprint(to)) return { partners: 0, webhooks: 0, unreadable: 0 };
    if (stamped !== undefined && stamped !== secretKeyFingerprint(from)) {
      throw new Error(
        'SECRET_KEY_ROTATE_FROM is not the key this database was stamped with either: set it to the key the server ' +
          'processes used until now (SECRET_KEY, or DATA_DIR/secret.key if SECRET_KEY was not set).',
      );
    }
    const partners = await listAllTokenNonces(tx);
    for (const partner of partners) await setTokenHash(tx, partner.id, hashToken(partnerToken(to, partner.id, partner.token_nonce)));
    for (const carrierId of new Set(partners.map((p) => p.carrier_id))) await bumpPartnersVersion(tx, carrierId);
    let webhooks = 0;
    let unreadable = 0;
    for (const webhook of await listAllWebhookSecrets(tx)) {
      let secret: string;
      try {
        secret = openSecret(from, webhook.secret_sealed);
      } catch {
        // Sealed under a key before the old one: its deliveries failed already, and still say why.
        unreadable++;
        continue;
      }
      await setWebhookSecret(tx, webhook.id, sealSecret(to, secret));
      webhooks++;
    }
    await replaceSetting(tx, FINGERPRINT_SETTING, secretKeyFingerprint(to));
    return { partners: partners.length, webhooks, unreadable };
  });
}
