import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DASHBOARD_ROUTES,
  formatDay,
  localTime,
  PRICE_ROUTES,
  PRICELIST_ROUTES,
  RATE_INCREASE_ROUTES,
  type RateIncreaseBody,
} from '@freight/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInCarrier } from '../../../test/factories';
import {
  answerWith,
  createdId,
  createTestApp,
  DATABASE_KINDS,
  pricelistBody,
  type PricelistInput,
  restartedTestApp,
  type TestApp,
  type TestClient,
} from '../../../test/helpers';
import { JOB_THRESHOLD } from './rate-increase-apply.service';
import { ShuttingDown, stagingHooks } from './rate-increase-staging';

const EFFECTIVE = formatDay(localTime(new Date(), 'Europe/Tallinn').day + 10);
const EFFECTIVE_EVE = formatDay(localTime(new Date(), 'Europe/Tallinn').day + 9);
const REQUEST = {
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
};

/** A carrier with JOB_THRESHOLD + 1 general pricelists of one cell each (price 20 + i). */
async function manyPricelists(app: TestApp) {
  const { carrier, setup, client } = await signedInCarrier(app, { zones: 2 });
  const ids: number[] = [];
  const bodies: PricelistInput[] = [];
  for (let i = 0; i <= JOB_THRESHOLD; i++) {
    bodies.push(
      pricelistBody(setup.serviceId, {
        name: `List ${i}`,
        fare_groups: [
          {
            quantities: [{ quantity: 1000, unit: 'per_100kg' as const }],
            zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, prices: [20 + i] }],
          },
        ],
      }),
    );
    const saved = await client.call(PRICELIST_ROUTES.create, { body: bodies[i]! });
    expect(saved.status, saved.response.body).toBe(201);
    ids.push(createdId(saved.answer));
  }
  const body: RateIncreaseBody = {
    pricelists: ids,
    change: { percent: 5 },
    rounding: 0.01,
    include_min_max: false,
    effective_from: EFFECTIVE,
  };
  return { carrier, setup, client, ids, bodies, body };
}

async function waitForJob(client: TestClient, jobId: string) {
  let job: { status: string } = { status: 'queued' };
  await expect
    .poll(
      async () => {
        job = (await client.call(RATE_INCREASE_ROUTES.job, { params: { job_id: jobId } })).answer;
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
        const { carrier, setup, client, ids, body } = await manyPricelists(app);
        // The partner is mailed of scheduled pricelists: the final step tells of every successor.
        await app.database.db
          .insertInto('partner_notification_recipients')
          .values({
            carrier_id: carrier.carrierId,
            partner_id: setup.partnerId,
            emails: JSON.stringify(['rates@partner.test']),
            events: JSON.stringify(['pricelist.scheduled']),
          })
          .execute();
        const queued = await client.call(RATE_INCREASE_ROUTES.apply, { body });
        expect(queued.status, queued.response.body).toBe(202);
        const { job_id } = answerWith(queued.answer, 'job_id');
        const job = await waitForJob(client, job_id);
        expect(job).toMatchObject({ status: 'done', progress: 1, error: null });
        const result = (job as unknown as { result: { successors: { from_id: number; id: number }[] } }).result;
        expect(result.successors.map((s) => s.from_id)).toEqual(ids);
        const successor = (await client.call(PRICELIST_ROUTES.get, { params: { id: result.successors[3]!.id } })).answer;
        expect(successor).toMatchObject({ valid_from: EFFECTIVE, name: `List 3 ${EFFECTIVE.slice(0, 4)}` });
        expect(successor.fare_groups[0]!.zones[0]!.prices).toEqual([24.15]);
        expect((await client.call(RATE_INCREASE_ROUTES.list)).answer.items[0]).toMatchObject({
          pricelists: ids.length,
          status: 'scheduled',
        });
        const events = await app.database.db
          .selectFrom('partner_events')
          .select(['pricelist_id', 'partner_id', 'type', 'body'])
          .where('carrier_id', '=', carrier.carrierId)
          .orderBy('pricelist_id')
          .execute();
        expect(events.map((e) => [e.pricelist_id, e.partner_id, e.type])).toEqual(
          result.successors.map((s) => [s.id, setup.partnerId, 'pricelist.scheduled']),
        );
        const told = events[3]!.body as { data: { pricelist: { name: string; valid_from: string }; replaces: { id: number } } };
        expect(told.data).toMatchObject({
          pricelist: { name: `List 3 ${EFFECTIVE.slice(0, 4)}`, valid_from: EFFECTIVE },
          replaces: { id: ids[3] },
        });
        const deliveries = await app.database.db
          .selectFrom('partner_deliveries')
          .select(['target', 'channel'])
          .where('carrier_id', '=', carrier.carrierId)
          .execute();
        expect(deliveries).toHaveLength(ids.length);
        expect(deliveries[0]).toEqual({ target: 'rates@partner.test', channel: 'email' });
        const notices = await app.database.db
          .selectFrom('pricelist_effective_notices')
          .select(['pricelist_id', 'replaces_id'])
          .where('carrier_id', '=', carrier.carrierId)
          .orderBy('pricelist_id')
          .execute();
        expect(notices).toEqual(result.successors.map((s) => ({ pricelist_id: s.id, replaces_id: s.from_id })));
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
      const { job_id } = answerWith((await client.call(RATE_INCREASE_ROUTES.apply, { body })).answer, 'job_id');
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

    it(`while a job stages, no successor shows anywhere; stopped mid-way and run again, it leaves one set [${kind}]`, async () => {
      const app = await createTestApp(kind);
      try {
        const { carrier, setup, client, ids, body } = await manyPricelists(app);
        const look = async () => ({
          list: (await client.call(PRICELIST_ROUTES.list)).answer.count,
          form: (await client.call(PRICELIST_ROUTES.options, { query: { service: String(setup.serviceId) } })).answer,
          archived: (await client.call(PRICELIST_ROUTES.archived)).answer.count,
          dashboard: (await client.call(DASHBOARD_ROUTES.get)).answer,
        });
        const before = await look();
        const price = async (date: string) =>
          (
            await client.call(PRICE_ROUTES.servicePrice, {
              body: { ...REQUEST, date, shipments: [{ quantity: 1, type: 'colli' as const, weight: 50 }] },
            })
          ).answer.map((r) => [r.pricelist?.id, r.total]);
        let seen: { staged: number; looked: Awaited<ReturnType<typeof look>>; onDate: unknown; dayBefore: unknown } | undefined;
        stagingHooks.chunk = 5;
        stagingHooks.afterChunk = async (_, staged) => {
          if (seen) return;
          const stagedRows = await app.database.db
            .selectFrom('pricelists')
            .select('id')
            .where('carrier_id', '=', carrier.carrierId)
            .where('staged_by_job', 'is not', null)
            .execute();
          // The first price call compiles the carrier now, with the staged rows in the tables.
          seen = { staged: stagedRows.length, looked: await look(), onDate: await price(EFFECTIVE), dayBefore: await price(EFFECTIVE_EVE) };
          expect(staged).toBe(5);
          // Stops the job as a stopping process would: what it staged stays, and its next run starts over.
          throw new ShuttingDown();
        };
        const { job_id } = answerWith((await client.call(RATE_INCREASE_ROUTES.apply, { body })).answer, 'job_id');
        expect(await waitForJob(client, job_id)).toMatchObject({ status: 'done', progress: 1 });
        expect(seen!.staged).toBe(5);
        expect(seen!.looked).toEqual(before);
        // Priced by the predecessors alone on the date: the same answer as the day before.
        expect(seen!.onDate).toEqual(seen!.dayBefore);
        const rows = await app.database.db
          .selectFrom('pricelists')
          .select(['id', 'name', 'archived_at', 'staged_by_job'])
          .where('carrier_id', '=', carrier.carrierId)
          .execute();
        expect(rows).toHaveLength(2 * ids.length);
        expect(rows.filter((r) => r.staged_by_job !== null || r.archived_at !== null)).toEqual([]);
        expect(new Set(rows.map((r) => r.name)).size).toBe(2 * ids.length);
        expect((await client.call(PRICELIST_ROUTES.list)).answer.count).toBe(2 * ids.length);
        // Applied: priced by the successors on the date, once the pricing cache has heard of the
        // apply (a notice from the job's connection; within a second at most, pricing-cache.ts).
        await expect.poll(() => price(EFFECTIVE), { timeout: 3_000 }).not.toEqual(seen!.dayBefore);
      } finally {
        stagingHooks.chunk = undefined;
        stagingHooks.afterChunk = undefined;
        await app.close();
      }
    }, 180_000);

    it(`a predecessor saved while the job stages fails the job naming it; nothing staged stays, the save is kept [${kind}]`, async () => {
      const app = await createTestApp(kind);
      try {
        const { carrier, client, ids, bodies, body } = await manyPricelists(app);
        stagingHooks.chunk = 5;
        stagingHooks.afterChunk = async (_, staged) => {
          if (staged !== 5) return;
          // A clerk saves List 2, already staged from the version before.
          const saved = await client.call(PRICELIST_ROUTES.update, {
            params: { id: ids[2]! },
            body: { ...bodies[2]!, comment: 'edited meanwhile', version: 1 },
          });
          expect(saved.status, saved.response.body).toBe(200);
        };
        const { job_id } = answerWith((await client.call(RATE_INCREASE_ROUTES.apply, { body })).answer, 'job_id');
        const job = (await waitForJob(client, job_id)) as { status: string; error: string };
        expect(job.status).toBe('failed');
        expect(job.error).toMatch(/Pricelist List 2 \(\d+\) was changed while the increase was applied/);
        const rows = await app.database.db.selectFrom('pricelists').select('id').where('carrier_id', '=', carrier.carrierId).execute();
        expect(rows).toHaveLength(ids.length);
        const edited = (await client.call(PRICELIST_ROUTES.get, { params: { id: ids[2]! } })).answer;
        expect(edited).toMatchObject({ comment: 'edited meanwhile', version: 2, valid_to: '2099-12-31' });
        expect((await client.call(RATE_INCREASE_ROUTES.list)).answer.items).toEqual([]);
      } finally {
        stagingHooks.chunk = undefined;
        stagingHooks.afterChunk = undefined;
        await app.close();
      }
    }, 180_000);
  }
});
