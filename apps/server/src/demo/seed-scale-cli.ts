/**
 * `npm run seed:scale -- --quotes 10000000 [--areas 50000 --pricelists 2000 --partners 500 --users 100 --days 730]`:
 * the scale fixture (seed-scale.ts) on the database `npm start` would open (DATABASE_URL, else the
 * embedded one under DATA_DIR), migrated and stamped with the server's secret as a start does, so
 * the partners' tokens work when the server runs on it. Refuses when the scale carrier exists.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { readEnv } from '../env';
import { loadSecretKey, stampSecretKey } from '../secret-key';
import { FULL_SIZE, SCALE_EMAIL, SCALE_PASSWORD, seedScale, type ScaleSize } from './seed-scale';

const { values } = parseArgs({
  options: {
    quotes: { type: 'string' },
    areas: { type: 'string' },
    pricelists: { type: 'string' },
    partners: { type: 'string' },
    users: { type: 'string' },
    days: { type: 'string' },
  },
});
const size: ScaleSize = { ...FULL_SIZE };
for (const key of Object.keys(size) as (keyof ScaleSize)[]) {
  const given = values[key];
  if (given === undefined) continue;
  const n = Number(given.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${key} must be a whole number above 0, not ${given}`);
  size[key] = n;
}

const env = readEnv();
const dataDir = resolve(env.DATA_DIR);
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: resolve(dataDir, 'pglite'), embeddedThread: true });
try {
  await migrate(database);
  const secretKey = loadSecretKey(env.SECRET_KEY, dataDir);
  await stampSecretKey(database.db, secretKey, { fromEnv: env.SECRET_KEY !== undefined, logger: console });
  const where = database.kind === 'pglite' ? `the embedded database in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`seed:scale on ${where}: ${JSON.stringify(size)}`);
  const { setupSeconds, quotesSeconds } = await seedScale(database, { size, secretKey });
  console.log(`seed:scale done in ${(setupSeconds + quotesSeconds).toFixed(1)} s: sign in as ${SCALE_EMAIL} / ${SCALE_PASSWORD}`);
} catch (error) {
  console.error(`seed:scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
