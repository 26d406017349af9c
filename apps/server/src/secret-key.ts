import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
