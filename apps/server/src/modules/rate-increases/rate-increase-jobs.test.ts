import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDay, localTime } from '@freight/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { generalPricelist, PASSWORD, signedInCarrier } from '../../../test/factories';
import { createTestApp, DATABASE_KINDS, restartedTestApp, type TestApp, type TestClient } from '../../../test/helpers';
import { JOB_THRESHOLD } from './rate-increases.service';

const EFFECTIVE = formatDay(localTime(new Date(), 'Europe/Tallinn').day + 10);

/** A carrier with JOB_THRESHOLD + 1 general pricelists of one cell each (price 20 + i). */
async function manyPricelists(app: TestApp) {
  const { carrier, setup, client } = await signedInCarrier(app, { zones: 2 });
  const ids: number[] = [];
  for (let i = 0; i <= JOB_THRESHOLD; i++) {
    const saved = await client.post(
      '/fe/pricelists',
      generalPricelist(setup.serviceId, {
        name: `List ${i}`,
        fare_groups: [
          {
            quantities: [{ quantity: 1000, unit: 'per_100kg' }],
            zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], prices: [20 + i] }],
          },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    ids.push(saved.json().id);
  }
  const body = { pricelists: ids, change: { percent: 5 }, rounding: 0.01, include_min_max: false, effective_from: EFFECTIVE };
  return { carrier, client, ids, body };
}

async function waitForJob(client: TestClient, jobId: string) {
  let job: { status: string } = { status: 'queued' };
  await expect
    .poll(
      async () => {
        job = (await client.get(`/fe/rate_increases/jobs/${jobId}`)).json();
        return job.status;
      },
      { timeout: 60_000, interval: 200 },
    )
    .toMatch(/done|failed/);
  return job;
}

describe('large rate increases run as jobs', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  for (const kind of DATABASE_KINDS) {
    it(`more than ${JOB_THRESHOLD} pricelists: 202 {job_id}, applied in the background with progress [${kind}]`, async () => {
      const app = await createTestApp(kind);
      try {
        const { client, ids, body } = await manyPricelists(app);
        const queued = await client.post('/fe/rate_increases', body);
        expect(queued.statusCode, queued.body).toBe(202);
        const { job_id } = queued.json();
        const job = await waitForJob(client, job_id);
        expect(job).toMatchObject({ status: 'done', progress: 1, error: null });
        const result = (job as unknown as { result: { successors: { from_id: number; id: number }[] } }).result;
        expect(result.successors.map((s) => s.from_id)).toEqual(ids);
        const successor = (await client.get(`/fe/pricelists/${result.successors[3]!.id}`)).json();
        expect(successor).toMatchObject({ valid_from: EFFECTIVE, name: `List 3 ${EFFECTIVE.slice(0, 4)}` });
        expect(successor.fare_groups[0].zones[0].prices).toEqual([24.15]);
        expect((await client.get('/fe/rate_increases')).json().items[0]).toMatchObject({ pricelists: ids.length, status: 'scheduled' });
      } finally {
        await app.close();
      }
    }, 120_000);

    it(`a job left running by a killed process is applied after a restart, once [${kind}]`, async () => {
      const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'freight-increase-')) : undefined;
      if (dataDir) dirs.push(dataDir);
      // The first process queues the job but works none...
      const first = await createTestApp(kind, undefined, { dataDir, jobs: { worker: false } });
      const { carrier, client, body } = await manyPricelists(first);
      const { job_id } = (await client.post('/fe/rate_increases', body)).json();
      // ...and the process that claimed it died: running, its heartbeat long stopped, nothing written.
      await first.database.db
        .updateTable('rate_increase_jobs')
        .set({ status: 'running', worker: 'dead-host:1:killed', attempts: 1, heartbeat_at: new Date(Date.now() - 3_600_000) })
        .where('id', '=', job_id)
        .execute();
      const second = await restartedTestApp(kind, first, dataDir);
      try {
        const again = await second.client().login(carrier.owner.email, PASSWORD);
        expect(await waitForJob(again, job_id)).toMatchObject({ status: 'done', progress: 1 });
        const increases = await second.database.db
          .selectFrom('rate_increases')
          .select('id')
          .where('carrier_id', '=', carrier.carrierId)
          .execute();
        expect(increases).toHaveLength(1);
      } finally {
        await second.close();
        if (kind === 'postgres') await first.close();
      }
    }, 180_000);
  }
});
