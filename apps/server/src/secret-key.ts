import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db/carrier-scope';
import { claimSetting, replaceSetting } from './db/server-settings.repository';

/**
 * The server secret: SECRET_KEY when set (every process behind a load balancer needs the same),
 * else DATA_DIR/secret.key, made on the first start and readable only by this user.
 */
export function loadSecretKey(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) return /^[0-9a-f]+$/i.test(fromEnv) ? Buffer.from(fromEnv, 'hex') : Buffer.from(fromEnv, 'base64');
  const file = join(dataDir, 'secret.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

const FINGERPRINT_SETTING = 'secret_key_fingerprint';

/** What the database keeps of the key: a keyed hash, which tells two keys apart and reveals nothing of either. */
export function secretKeyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('freight server secret fingerprint').digest('hex');
}

/**
 * Stamps the database with the key's fingerprint on its first start and checks it on every other
 * one: partner tokens are derived from the key, so every process on one database must use the same,
 * or partners are shown tokens that do not work. A key this process made itself (SECRET_KEY unset)
 * that is not the stamped one is refused, naming SECRET_KEY; an explicit SECRET_KEY that differs
 * replaces the stamp (the key changed on purpose), with a warning.
 */
export async function stampSecretKey(
  db: Db,
  key: Buffer,
  options: { fromEnv: boolean; logger: { warn: (message: string) => void } },
): Promise<void> {
  const fingerprint = secretKeyFingerprint(key);
  if ((await claimSetting(db, FINGERPRINT_SETTING, fingerprint)) === fingerprint) return;
  if (!options.fromEnv) {
    throw new Error(
      'SECRET_KEY is not set, and this database was stamped by a server process with a different secret (another ' +
        'process, or an earlier start with SECRET_KEY set). ' +
        'Set SECRET_KEY to the key the other processes use: every process on one database needs the same SECRET_KEY, ' +
        'or partners are shown API tokens that do not work.',
    );
  }
  await replaceSetting(db, FINGERPRINT_SETTING, fingerprint);
  options.logger.warn(
    'SECRET_KEY differs from the key this database was stamped with: stamped with the new one. Partner tokens shown ' +
      'before were derived from the old key; every process on this database must now use this SECRET_KEY.',
  );
}
