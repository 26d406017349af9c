import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, describeEachDatabase } from '../test/helpers';
import { createCarrier, createPricingSetup } from '../test/factories';
import { hashToken } from './modules/auth/secrets';
import { insertWebhook } from './modules/notifications/notifications.repository';
import { openSecret, sealSecret } from './modules/notifications/webhook-secret';
import { partnerToken, tokenColumns } from './modules/partners/partner-tokens';
import { findPartnerByTokenHash } from './modules/partners/partners.repository';
import { rotateSecretKey } from './key-rotation';
import { loadSecretKey, secretKeyFingerprint, stampSecretKey } from './secret-key';

describe('loadSecretKey', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'secret-key-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('unset, makes a key in DATA_DIR/secret.key readable only by this user, and reads the same one on the next start', () => {
    const key = loadSecretKey(undefined, dataDir);
    expect(key).toHaveLength(32);
    expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey(undefined, dataDir).equals(key)).toBe(true);
  });

  it('reads SECRET_KEY as hex, else base64, and then ignores DATA_DIR', () => {
    const key = randomBytes(32);
    expect(loadSecretKey(key.toString('hex'), dataDir).equals(key)).toBe(true);
    expect(loadSecretKey(key.toString('base64'), dataDir).equals(key)).toBe(true);
  });
});

describeEachDatabase('stampSecretKey', (use) => {
  const warnings: string[] = [];
  const logger = { warn: (message: string) => void warnings.push(message) };
  const stamped = async () =>
    (await use().database.db.selectFrom('server_settings').select('value').where('name', '=', 'secret_key_fingerprint').executeTakeFirst())
      ?.value;
  const freshDatabase = async () => {
    await use().database.db.deleteFrom('server_settings').execute();
    warnings.length = 0;
  };

  it('stamps the database on the first start with the key fingerprint, not the key', async () => {
    await freshDatabase();
    const key = randomBytes(32);
    await stampSecretKey(use().database.db, key, { fromEnv: false, logger });
    expect(await stamped()).toBe(secretKeyFingerprint(key));
    expect(await stamped()).not.toContain(key.toString('hex'));
  });

  it('starts with the stamped key, whether set in SECRET_KEY or kept in DATA_DIR', async () => {
    await freshDatabase();
    const key = randomBytes(32);
    await stampSecretKey(use().database.db, key, { fromEnv: true, logger });
    await stampSecretKey(use().database.db, key, { fromEnv: false, logger });
    await stampSecretKey(use().database.db, Buffer.from(key), { fromEnv: true, logger });
    expect(await stamped()).toBe(secretKeyFingerprint(key));
    expect(warnings).toEqual([]);
  });

  it('refuses to start without SECRET_KEY when the database was stamped with another key, naming SECRET_KEY', async () => {
    await freshDatabase();
    const theirs = randomBytes(32);
    await stampSecretKey(use().database.db, theirs, { fromEnv: true, logger });
    await expect(stampSecretKey(use().database.db, randomBytes(32), { fromEnv: false, logger })).rejects.toThrow(
      /^SECRET_KEY is not set, and this database was stamped by a server process with a different secret/,
    );
    expect(await stamped()).toBe(secretKeyFingerprint(theirs));
  });

  it('of two processes starting at once, each with a key of its own, one stamps and the other refuses', async () => {
    await freshDatabase();
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const starts = await Promise.allSettled([
      stampSecretKey(use().database.db, a, { fromEnv: false, logger }),
      stampSecretKey(use().database.db, b, { fromEnv: false, logger }),
    ]);
    expect(starts.map((s) => s.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await stamped()).toBe(secretKeyFingerprint(starts[0]!.status === 'fulfilled' ? a : b));
  });

  it('refuses another SECRET_KEY set without a rotation, saying how to rotate, and leaves the stamp', async () => {
    await freshDatabase();
    const [old, changed] = [randomBytes(32), randomBytes(32)];
    await stampSecretKey(use().database.db, old, { fromEnv: false, logger });
    await expect(stampSecretKey(use().database.db, changed, { fromEnv: true, logger })).rejects.toThrow(
      /^SECRET_KEY is not the key this database was stamped with: .* SECRET_KEY_ROTATE_FROM=<the old key>/,
    );
    expect(await stamped()).toBe(secretKeyFingerprint(old));
  });

  it('rotates on purpose: partner tokens derived again, webhook secrets sealed again, the stamp replaced, in one go', async () => {
    await freshDatabase();
    const { db } = use().database;
    const [old, changed] = [randomBytes(32), randomBytes(32)];
    await stampSecretKey(db, old, { fromEnv: true, logger });
    const carrier = await createCarrier(db);
    const { partnerId } = await createPricingSetup(db, carrier.carrierId);
    const columns = tokenColumns(old, partnerId);
    await db.updateTable('partners').set(columns).where('id', '=', partnerId).execute();
    const webhookId = await insertWebhook(db, {
      carrier_id: carrier.carrierId,
      partner_id: partnerId,
      url: 'https://partner.example/hook',
      secret_sealed: sealSecret(old, 'whsec_the-partners-secret'),
      events: ['pricelist.changed'],
    });
    const partnerRow = () =>
      db.selectFrom('partners').select(['token_hash', 'token_nonce']).where('id', '=', partnerId).executeTakeFirstOrThrow();
    const sealed = async () =>
      (await db.selectFrom('partner_webhooks').select('secret_sealed').where('id', '=', webhookId).executeTakeFirstOrThrow()).secret_sealed;

    // SECRET_KEY_ROTATE_FROM must be the stamped key: a wrong one changes nothing.
    await expect(
      stampSecretKey(db, changed, { fromEnv: true, rotation: { from: randomBytes(32), rotate: rotateSecretKey }, logger }),
    ).rejects.toThrow(/^SECRET_KEY_ROTATE_FROM is not the key this database was stamped with either/);
    expect(await stamped()).toBe(secretKeyFingerprint(old));
    expect((await partnerRow()).token_hash).toBe(columns.token_hash);

    await stampSecretKey(db, changed, { fromEnv: true, rotation: { from: old, rotate: rotateSecretKey }, logger });
    expect(await stamped()).toBe(secretKeyFingerprint(changed));
    expect(warnings).toEqual([
      expect.stringMatching(/^SECRET_KEY rotated: \d+ partner API tokens derived again .* \d+ webhook secrets sealed again/),
    ]);
    // The token the partner page now shows (derived from the new key) is the one the price API finds the partner by.
    const row = await partnerRow();
    expect(row.token_nonce).toBe(columns.token_nonce);
    const shown = partnerToken(changed, partnerId, row.token_nonce);
    expect((await findPartnerByTokenHash(db, hashToken(shown)))?.found.partner.id).toBe(partnerId);
    expect(await findPartnerByTokenHash(db, hashToken(partnerToken(old, partnerId, row.token_nonce)))).toBeUndefined();
    // The webhook keeps its secret (the partner's signatures check as before), sealed under the new key only.
    expect(openSecret(changed, await sealed())).toBe('whsec_the-partners-secret');
    await expect(sealed().then((text) => openSecret(old, text))).rejects.toThrow();

    // The old key is now the one refused; asking to rotate again is a warning, not a second rotation.
    await expect(stampSecretKey(db, old, { fromEnv: true, logger })).rejects.toThrow(/^SECRET_KEY is not the key/);
    const hashAfter = (await partnerRow()).token_hash;
    await stampSecretKey(db, changed, { fromEnv: true, rotation: { from: old, rotate: rotateSecretKey }, logger });
    expect(warnings.at(-1)).toMatch(/^SECRET_KEY_ROTATE_FROM is set, but this database already uses SECRET_KEY: nothing to rotate/);
    expect((await partnerRow()).token_hash).toBe(hashAfter);
  });
});

/**
 * The server itself (main.ts) on a PostgreSQL database another process has stamped: without
 * SECRET_KEY it exits before listening, with the stamped SECRET_KEY it starts. Several processes
 * share a database only on PostgreSQL; on PGlite the key in DATA_DIR is the database's own.
 */
describe.runIf(DATABASE_KINDS.includes('postgres'))('a server process starting on a stamped PostgreSQL', () => {
  /** Runs main.ts until it listens (then stops it: 'listening') or exits (its code), with its output. */
  const startServer = (databaseUrl: string, dataDir: string, secretKey?: string, more: Record<string, string> = {}) =>
    new Promise<{ outcome: 'listening' | number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          DEMO: '0',
          ...(secretKey ? { SECRET_KEY: secretKey } : { SECRET_KEY: '' }),
          SECRET_KEY_ROTATE_FROM: '',
          ...more,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      let listening = false;
      const read = (chunk: Buffer) => {
        output += chunk;
        if (!listening && output.includes('"msg":"open ')) {
          listening = true;
          child.kill('SIGTERM');
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => resolve({ outcome: listening ? 'listening' : code, output }));
    });

  it('refuses without SECRET_KEY or with another (exit 1, naming SECRET_KEY), starts with the stamped key or rotating to a new one', async () => {
    const other = await createTestApp('postgres');
    const dataDir = mkdtempSync(join(tmpdir(), 'secret-key-server-'));
    try {
      const theirs = randomBytes(32);
      await stampSecretKey(other.database.db, theirs, { fromEnv: true, logger: { warn: () => undefined } });
      const refused = await startServer(other.databaseUrl!, dataDir);
      expect(refused.outcome, refused.output).toBe(1);
      expect(refused.output).toContain('SECRET_KEY is not set');
      const started = await startServer(other.databaseUrl!, dataDir, theirs.toString('hex'));
      expect(started.outcome, started.output).toBe('listening');

      // Another SECRET_KEY: refused before listening, saying how to rotate; with the rotation asked for, it starts.
      const changed = randomBytes(32).toString('hex');
      const another = await startServer(other.databaseUrl!, dataDir, changed);
      expect(another.outcome, another.output).toBe(1);
      expect(another.output).toContain('SECRET_KEY is not the key this database was stamped with');
      const rotated = await startServer(other.databaseUrl!, dataDir, changed, { SECRET_KEY_ROTATE_FROM: theirs.toString('base64') });
      expect(rotated.outcome, rotated.output).toBe('listening');
      expect(rotated.output).toContain('SECRET_KEY rotated: ');
      expect((await startServer(other.databaseUrl!, dataDir, changed)).outcome).toBe('listening');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await other.close();
    }
  }, 120_000);
});
