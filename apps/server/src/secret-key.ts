import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db/carrier-scope';
import { claimSetting } from './db/server-settings.repository';

/**
 * The server secret: SECRET_KEY when set (every process behind a load balancer needs the same),
 * else DATA_DIR/secret.key, made on the first start and readable only by this user.
 */
export function loadSecretKey(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) return parseSecretKey(fromEnv);
  const file = join(dataDir, 'secret.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

/** A key as SECRET_KEY (or SECRET_KEY_ROTATE_FROM) gives it: hex, else base64. */
export function parseSecretKey(text: string): Buffer {
  return /^[0-9a-f]+$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

export const FINGERPRINT_SETTING = 'secret_key_fingerprint';

/** What the database keeps of the key: a keyed hash, which tells two keys apart and reveals nothing of either. */
export function secretKeyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('freight server secret fingerprint').digest('hex');
}

/** What a rotation changed: partner tokens derived again, webhook secrets sealed again, and those the old key could not open. */
export interface RotationCounts {
  partners: number;
  webhooks: number;
  unreadable: number;
}

/** What a start does about the key (main.ts): the options of `stampSecretKey`. */
export interface StampOptions {
  /** SECRET_KEY was set (else the key is DATA_DIR/secret.key, made by this process). */
  fromEnv: boolean;
  /**
   * SECRET_KEY_ROTATE_FROM: `from`, the key the database was stamped with, and what moves everything
   * that depends on the key from it to the new one (key-rotation.ts; passed in, as this base file
   * imports no module).
   */
  rotation?: { from: Buffer; rotate: (db: Db, from: Buffer, to: Buffer) => Promise<RotationCounts> } | undefined;
  logger: { warn: (message: string) => void };
}

/**
 * Stamps the database with the key's fingerprint on its first start and checks it on every other
 * one: partner tokens are derived from the key and webhook secrets sealed with it, so every process
 * on one database must use the same, or partners are shown tokens that do not work. A key that is
 * not the stamped one is refused, naming what to set; an explicit SECRET_KEY with
 * SECRET_KEY_ROTATE_FROM set to the stamped key rotates (key-rotation.ts).
 */
export async function stampSecretKey(db: Db, key: Buffer, options: StampOptions): Promise<void> {
  const fingerprint = secretKeyFingerprint(key);
  if ((await claimSetting(db, FINGERPRINT_SETTING, fingerprint)) === fingerprint) {
    if (options.rotation) {
      options.logger.warn(
        'SECRET_KEY_ROTATE_FROM is set, but this database already uses SECRET_KEY: nothing to rotate. Unset SECRET_KEY_ROTATE_FROM.',
      );
    }
    return;
  }
  if (!options.fromEnv) {
    throw new Error(
      'SECRET_KEY is not set, and this database was stamped by a server process with a different secret (another ' +
        'process, or an earlier start with SECRET_KEY set). ' +
        'Set SECRET_KEY to the key the other processes use: every process on one database needs the same SECRET_KEY, ' +
        'or partners are shown API tokens that do not work.',
    );
  }
  if (!options.rotation) {
    throw new Error(
      'SECRET_KEY is not the key this database was stamped with: partner API tokens are derived from the key and ' +
        'webhook secrets sealed with it, so with another key every token the partner page shows would be refused. ' +
        'Set SECRET_KEY back to the key the other processes use, or, to change the key on purpose, stop every server ' +
        'process and start one with the new SECRET_KEY and SECRET_KEY_ROTATE_FROM=<the old key>: it derives the ' +
        'partner tokens again and seals the webhook secrets again with the new key, in one transaction.',
    );
  }
  const rotated = await options.rotation.rotate(db, options.rotation.from, key);
  options.logger.warn(
    `SECRET_KEY rotated: ${rotated.partners} partner API tokens derived again from the new key (the partner page ` +
      `shows the new ones; give them to the partners: the old ones are refused), ${rotated.webhooks} webhook secrets ` +
      `sealed again (unchanged for the partners)` +
      (rotated.unreadable ? `, ${rotated.unreadable} webhook secrets not readable with the old key left as they were` : '') +
      '. Unset SECRET_KEY_ROTATE_FROM; every process on this database must now use this SECRET_KEY.',
  );
}
