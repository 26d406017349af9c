import {
  formatDay,
  HEALTH_ROUTES,
  localTime,
  PARTNER_ROUTES,
  pathOf,
  PRICE_ROUTES,
  PRICELIST_ROUTES,
  RATE_INCREASE_ROUTES,
} from '@freight/domain';
import { expect, it } from 'vitest';
import { signedInCarrier } from '../../../test/factories';
import { answerWith, createdId, describeEachDatabase, pricelistBody } from '../../../test/helpers';

const today = () => localTime(new Date(), 'Europe/Tallinn').day;
const EFFECTIVE = formatDay(today() + 10);
const PRICELISTS = 200;
const ZONES = 5;
const QUANTITIES = 10;

/** The p-th percentile of `ms`, rounded. */
function percentile(ms: number[], p: number) {
  const sorted = [...ms].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
}

describeEachDatabase(
  'a large rate increase beside other work',
  (use) => {
    it(`applies ${PRICELISTS} pricelists fully while /fe/live, price calls and pages are all answered`, async () => {
      const app = use();
      const { db } = app.database;
      const { setup, client } = await signedInCarrier(app, { zones: ZONES });
      const quantities = Array.from({ length: QUANTITIES }, (_, q) => ({ quantity: (q + 1) * 100, unit: 'per_100kg' as const }));
      const zones = setup.zones.map((from, r) => ({
        zone_from: from,
        zone_to: setup.zones[(r + 1) % ZONES]!,
        minimum_amount: 15,
        prices: quantities.map((_, q) => 20 + r + q / 10),
      }));
      const ids: number[] = [];
      for (let i = 0; i < PRICELISTS; i++) {
        const saved = await client.call(PRICELIST_ROUTES.create, {
          body: pricelistBody(setup.serviceId, { name: `List ${i}`, fare_groups: [{ quantities, zones }] }),
        });
        expect(saved.status, saved.response.body).toBe(201);
        ids.push(createdId(saved.answer));
      }
      const count = async (table: 'record_versions' | 'grids') =>
        Number((await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const versionsBefore = await count('record_versions');
      const gridsBefore = await count('grids');

      // A partner's price call (its token, remembered by the process after the first call) and a probe without a session.
      const token = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer.token;
      const price = () =>
        app.app.inject({
          method: 'POST',
          url: pathOf(PRICE_ROUTES.servicePrice),
          payload: {
            collection: { country: 'EE', postcode: '10115' },
            delivery: { country: 'EE', postcode: '11415' },
            shipments: [{ quantity: 1, type: 'colli' as const, weight: 150 }],
          },
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await price()).statusCode).toBe(200);

      // Two loops beside the increase, each call after the one before, until the job is done.
      const latencies = { live: [] as number[], price: [] as number[], page: [] as number[] };
      const refused: string[] = [];
      let done = false;
      const loopOf = (kind: keyof typeof latencies, call: () => Promise<{ statusCode: number }>) =>
        (async () => {
          while (!done) {
            const sent = performance.now();
            const answer = await call();
            latencies[kind].push(performance.now() - sent);
            if (answer.statusCode !== 200) refused.push(`${kind} ${answer.statusCode}`);
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        })();
      const loops = [
        loopOf('live', () => app.app.inject({ method: 'GET', url: pathOf(HEALTH_ROUTES.live) })),
        loopOf('price', price),
        // A clerk's page: on PGlite it waits for the one connection, which the staged apply frees between its chunks.
        loopOf('page', async () => (await client.call(PRICELIST_ROUTES.list)).response),
      ];

      const started = performance.now();
      const queued = await client.call(RATE_INCREASE_ROUTES.apply, {
        body: {
          pricelists: ids,
          change: { percent: 4.5 },
          rounding: 0.05,
          include_min_max: true,
          effective_from: EFFECTIVE,
        },
      });
      expect(queued.status, queued.response.body).toBe(202);
      let job: { status: string; result: { successors: { from_id: number; id: number }[] } | null } = { status: 'queued', result: null };
      try {
        await expect
          .poll(
            async () => {
              job = (await client.call(RATE_INCREASE_ROUTES.job, { params: { job_id: answerWith(queued.answer, 'job_id').job_id } }))
                .answer;
              return job.status;
            },
            { timeout: 120_000, interval: 250 },
          )
          .toMatch(/done|failed/);
      } finally {
        done = true;
        await Promise.all(loops);
      }
      const applyMs = Math.round(performance.now() - started);
      const figures = (ms: number[]) =>
        `${ms.length} calls, p50 ${percentile(ms, 50)} p99 ${percentile(ms, 99)} max ${percentile(ms, 100)} ms`;
      console.info(
        `[${app.databaseUrl ? 'postgres' : 'pglite'}] increase of ${PRICELISTS} pricelists (${ZONES} x ${QUANTITIES}): ${applyMs} ms;` +
          ` /fe/live ${figures(latencies.live)}; price ${figures(latencies.price)}; page ${figures(latencies.page)}`,
      );

      expect(job.status).toBe('done');
      expect(refused).toEqual([]);
      expect(latencies.live.length).toBeGreaterThan(0);
      expect(latencies.price.length).toBeGreaterThan(0);
      expect(latencies.page.length).toBeGreaterThan(0);
      // Applied fully: a successor each, every predecessor ended the day before (its version 2), a version of each.
      expect(job.result!.successors.map((s) => s.from_id)).toEqual(ids);
      const successorIds = job.result!.successors.map((s) => s.id);
      const successors = await db.selectFrom('pricelists').select(['valid_from', 'archived_at']).where('id', 'in', successorIds).execute();
      expect(successors.filter((s) => s.valid_from === EFFECTIVE && s.archived_at === null)).toHaveLength(PRICELISTS);
      const ended = await db.selectFrom('pricelists').select(['valid_to', 'version']).where('id', 'in', ids).execute();
      expect(ended.filter((p) => p.valid_to === formatDay(today() + 9) && p.version === 2)).toHaveLength(PRICELISTS);
      expect((await count('record_versions')) - versionsBefore).toBe(2 * PRICELISTS);
      // A change of validity copies no grid: one new grid per successor only.
      expect((await count('grids')) - gridsBefore).toBe(PRICELISTS);
    }, 180_000);
  },
  { embeddedThread: true },
);
