import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARRIER_SETTINGS_ROUTES, CHANGE_ROUTES, formatDay, localTime, PRICELIST_ROUTES, RATE_INCREASE_ROUTES } from '@freight/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { approvalTeam, createCarrier, createPricingSetup, PASSWORD, postOneCellPricelist } from '../../../test/factories';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/helpers';

/** A carrier with 12 pricelists and a clerk's rate increase of all of them waiting for its approver. */
async function pendingIncrease(app: TestApp) {
  const { db } = app.database;
  const carrier = await createCarrier(db);
  const setup = await createPricingSetup(db, carrier.carrierId, { zones: 2 });
  const owner = await app.client().login(carrier.owner.email, PASSWORD);
  const { clerk, approverUser: approver } = await approvalTeam(app, carrier.carrierId);
  const ids: number[] = [];
  for (let i = 0; i < 12; i++)
    ids.push(await postOneCellPricelist(owner, setup, { name: `List ${i}`, unit: 'per_shipment', price: 20 + i }));
  expect((await owner.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: 'pricelists' } })).status).toBe(200);
  const proposed = await clerk.call(RATE_INCREASE_ROUTES.apply, {
    body: {
      pricelists: ids,
      change: { percent: 5 },
      rounding: 0.01,
      include_min_max: false,
      effective_from: formatDay(localTime(new Date(), 'Europe/Tallinn').day + 10),
    },
  });
  expect(proposed.status, proposed.response.body).toBe(202);
  return { carrier, approver, changeId: (proposed.response.json() as { change_id: number }).change_id };
}

/** Runs test/approval-process.ts on the database and kills it -9 once its approval is halfway written. */
async function approveAndKill(first: TestApp, dataDir: string | undefined, email: string, changeId: number) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('../../../test/approval-process.ts', import.meta.url)),
      JSON.stringify({
        dataDir,
        databaseUrl: first.databaseUrl ?? undefined,
        secretKey: first.secretKey.toString('hex'),
        email,
        password: PASSWORD,
        changeId,
      }),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('MIDWAY')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the approving process ended (${code}) before it was halfway: ${output}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Docs/api.md "Changes a second person approves": an approval is one transaction with its decision. */
describe('a process killed -9 in the middle of an approval', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  for (const kind of DATABASE_KINDS) {
    it(`leaves the change pending and nothing of it written; the next process approves it whole [${kind}]`, async () => {
      const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'freight-approval-kill-')) : undefined;
      if (dataDir) dirs.push(dataDir);
      const first = await createTestApp(kind, undefined, { dataDir });
      const { carrier, approver, changeId } = await pendingIncrease(first);
      // PGlite is one process: this one lets go of the files for the one that will be killed.
      if (kind === 'pglite') await first.close();
      else await first.app.close();
      await approveAndKill(first, dataDir, approver.email, changeId);

      const second =
        kind === 'pglite'
          ? await createTestApp(kind, undefined, { dataDir, secretKey: first.secretKey })
          : await createTestApp(kind, { databaseUrl: first.databaseUrl!, secretKey: first.secretKey });
      try {
        const owner = await second.client().login(carrier.owner.email, PASSWORD);
        expect((await owner.call(PRICELIST_ROUTES.list)).answer.count).toBe(12);
        expect((await owner.call(CHANGE_ROUTES.get, { params: { id: changeId } })).answer).toMatchObject({
          status: 'pending',
          decided_by: null,
        });
        expect((await owner.call(RATE_INCREASE_ROUTES.list)).answer.count).toBe(0);
        const approverClient = await second.client().login(approver.email, PASSWORD);
        const approved = await approverClient.call(CHANGE_ROUTES.approve, { params: { id: changeId }, body: {} });
        expect(approved.status, approved.response.body).toBe(200);
        expect((await owner.call(PRICELIST_ROUTES.list)).answer.count).toBe(24);
      } finally {
        await second.close();
        if (kind === 'postgres') await first.close();
      }
    }, 180_000);
  }
});
