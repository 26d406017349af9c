/**
 * Partners follow the calculations their token started (GET /api/v1/jobs/{id}, /file): a budget
 * and a tender mailed, followed to done and downloaded; another partner's, another carrier's and a
 * web-started job are 404 to a token; no token is 401.
 */
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import {
  BULK_ROUTES,
  PARTNER_NOTIFICATION_ROUTES,
  PARTNER_ROUTES,
  pathOf,
  PRICELIST_ROUTES,
  type BodyInput,
  type PartnerJobAnswer,
} from '@freight/domain';
import { createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import {
  callWithToken,
  describeEachDatabase,
  ORIGIN,
  pricelistBody,
  queuedJob,
  type Called,
  type TestApp,
  type TestClient,
} from '../../../test/helpers';

/** A carrier with one general pricelist (EE 10xxx to EE 11xxx), two partners with tokens, its owner signed in. */
async function carrierWithPartners(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const created = await client.call(PRICELIST_ROUTES.create, {
    body: pricelistBody(setup.serviceId, {
      fare_groups: [
        {
          quantities: [
            { quantity: 100, unit: 'per_shipment' },
            { quantity: 1000, unit: 'per_100kg' },
          ],
          zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: setup.transitId, prices: [25, 20] }],
        },
      ],
    }),
  });
  expect(created.status, created.response.body).toBe(201);
  const tokenOf = async (partnerId: number) => (await client.call(PARTNER_ROUTES.resetToken, { params: { id: partnerId } })).answer.token;
  const second = await client.call(PARTNER_ROUTES.create, { body: { name: 'Second partner', country: 'EE', general_hidden: false } });
  expect(second.status, second.response.body).toBe(201);
  const secondId = second.answer.id;
  // Both partners' tokens mail to their own recipients (only the partner's own people).
  for (const partner of [setup.partnerId, secondId]) {
    const recipients = await client.call(PARTNER_NOTIFICATION_ROUTES.setRecipients, {
      params: { id: partner },
      body: { emails: ['partner@example.com'], events: [] },
    });
    expect(recipients.status, recipients.response.body).toBe(200);
  }
  return {
    carrierId: carrier.carrierId,
    client,
    ownerEmail: carrier.owner.email,
    serviceId: setup.serviceId,
    partnerId: setup.partnerId,
    token: await tokenOf(setup.partnerId),
    otherPartnerToken: await tokenOf(secondId),
  };
}

const lane = { collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'EE', postcode: '11415' } };

function massBody(count: number): BodyInput<typeof BULK_ROUTES.massPrice> {
  return {
    shipments: Array.from({ length: count }, (_, i) => ({
      reference: `R-${i}`,
      ...lane,
      quantity: 1,
      type: 'eur_pallet',
      weight: 100 + i,
    })),
    email: 'partner@example.com',
  };
}

/** GET /api/v1/jobs/{id} with `token`. */
const jobByToken = (app: TestApp, token: string, id: string) => callWithToken(app.app, token, BULK_ROUTES.partnerJob, { params: { id } });

/** GET /api/v1/jobs/{id}/file with `token`. */
const fileByToken = (app: TestApp, token: string, id: string) =>
  callWithToken(app.app, token, BULK_ROUTES.partnerJobFile, { params: { id } });

/** A job's workbook by its file_url, one of our own absolute URLs (the app runs at ORIGIN in the tests), with `token`. */
function fileByUrl(app: TestApp, token: string, url: string) {
  const [, id] = /^\/api\/v1\/jobs\/([^/]+)\/file$/.exec(url.slice(ORIGIN.length)) ?? [];
  expect(url.startsWith(ORIGIN) && id !== undefined, url).toBe(true);
  expect(url).toBe(`${ORIGIN}${pathOf(BULK_ROUTES.partnerJobFile, { id: id! })}`);
  return fileByToken(app, token, id!);
}

/**
 * Follows a job through GET /api/v1/jobs/{id} with `token` until it is done or failed; every answer
 * checked against the schema. A job took over 20 s on a loaded 2-core machine: the deadline only
 * names a job that never ends before the test's own timeout does.
 */
async function followJob(app: TestApp, token: string, id: string, timeoutMs = 240_000): Promise<PartnerJobAnswer> {
  const started = Date.now();
  for (;;) {
    const answer = await jobByToken(app, token, id);
    expect(answer.status, answer.response.body).toBe(200);
    const job = answer.answer;
    // Exactly the documented fields: the answer's parse drops unknown ones, so equality fails on any extra.
    expect(job).toEqual(answer.response.json());
    if (job.status === 'done' || job.status === 'failed') return job;
    expect(job.file_url).toBeNull();
    if (Date.now() - started > timeoutMs) throw new Error(`job ${id} is still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function sheetRowCount(body: Buffer, sheet: string): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const worksheet = workbook.getWorksheet(sheet);
  if (!worksheet) throw new Error(`no sheet ${sheet}`);
  return worksheet.actualRowCount;
}

/** The id of the job a mailed call queued; its URL is the partner's GET of it, also sent as Location. */
function queuedId(called: Called<typeof BULK_ROUTES.massPrice | typeof BULK_ROUTES.tenderPrice>) {
  const { job_id, job_url } = queuedJob(called);
  expect(job_url).toBe(`${ORIGIN}${pathOf(BULK_ROUTES.partnerJob, { id: job_id })}`);
  expect(called.response.headers.location).toBe(job_url);
  return job_id;
}

/** A mailed mass_price call with `token`. */
const massByToken = (app: TestApp, token: string, count: number) =>
  callWithToken(app.app, token, BULK_ROUTES.massPrice, { body: massBody(count) });

describeEachDatabase('partner jobs (GET /api/v1/jobs/{id})', (use) => {
  // 40 s on a loaded 2-core machine (load average 20, two busy loops beside it): 3x that.
  it('follows a budget and a tender started by token to done, and downloads their workbooks', async () => {
    const app = use();
    const { token, serviceId, carrierId, partnerId } = await carrierWithPartners(app);

    const massId = queuedId(await massByToken(app, token, 40));
    const tenderId = queuedId(
      await callWithToken(app.app, token, BULK_ROUTES.tenderPrice, {
        body: {
          service: serviceId,
          zones: [lane, { ...lane, delivery: { country: 'EE', postcode: '10999' } }],
          shipments: [
            { quantity: 1, type: 'eur_pallet', weight: 300 },
            { quantity: 2, type: 'eur_pallet', weight: 800 },
          ],
          email: 'partner@example.com',
        },
      }),
    );

    // The job records which partner's token started it.
    const rows = await app.database.db
      .selectFrom('calc_jobs')
      .select(['id', 'api_partner_id'])
      .where('carrier_id', '=', carrierId)
      .execute();
    expect(rows.map((r) => r.api_partner_id)).toEqual([partnerId, partnerId]);

    const mass = await followJob(app, token, massId);
    expect(mass).toMatchObject({ id: massId, kind: 'mass', status: 'done', progress: 1, rows: 40, error: null });
    expect(mass.email).toBe('partner@example.com');
    expect(mass.file_name).toBe('bulk_calculation.xlsx');
    expect(Date.parse(mass.finished_at!)).toBeGreaterThanOrEqual(Date.parse(mass.created_at));
    expect(mass.file_url).toBe(`${ORIGIN}/api/v1/jobs/${massId}/file`);
    const massFile = (await fileByUrl(app, token, mass.file_url!)).response;
    expect(massFile.statusCode).toBe(200);
    expect(massFile.headers['content-type']).toContain('spreadsheetml');
    expect(massFile.headers['content-disposition']).toBe('attachment; filename="bulk_calculation.xlsx"');
    // A header row and the 40 shipments (one service).
    expect(await sheetRowCount(massFile.rawPayload, 'Prices')).toBe(41);

    const tender = await followJob(app, token, tenderId);
    expect(tender).toMatchObject({ kind: 'tender', status: 'done', rows: 4, file_name: 'tender_calculation.xlsx' });
    const tenderFile = (await fileByUrl(app, token, tender.file_url!)).response;
    expect(tenderFile.statusCode).toBe(200);
    expect(tenderFile.headers['content-disposition']).toBe('attachment; filename="tender_calculation.xlsx"');
    // A header row and the two lanes.
    expect(await sheetRowCount(tenderFile.rawPayload, 'Tender')).toBe(3);

    // The mail tells the partner where its token downloads the workbook (not "the calculator").
    const mailOf = (id: string) => app.mails.find((m) => m.text.includes(`/api/v1/jobs/${id}/file`));
    await expect.poll(() => mailOf(massId)?.to, { timeout: 10_000 }).toBe('partner@example.com');
    expect(mailOf(massId)!.text).toContain(`with your API token from ${ORIGIN}/api/v1/jobs/${massId}/file`);
  }, 120_000);

  it("answers 404 to another partner's token, another carrier's token and for a job started in the web app; 401 without a token", async () => {
    const app = use();
    const mine = await carrierWithPartners(app);
    const other = await carrierWithPartners(app);
    const jobId = queuedId(await massByToken(app, mine.token, 3));
    await followJob(app, mine.token, jobId);
    const both = [BULK_ROUTES.partnerJob, BULK_ROUTES.partnerJobFile];

    for (const stranger of [mine.otherPartnerToken, other.token]) {
      for (const route of both) {
        const answer = await callWithToken(app.app, stranger, route, { params: { id: jobId } });
        expect(answer.status, `${route.path}: ${answer.response.body}`).toBe(404);
        expect(answer.error).toMatchObject({ code: 'NOT_FOUND', message: 'No such calculation job' });
      }
    }
    for (const route of both) {
      // No credentials at all: no token, no cookie, no Origin.
      expect((await app.app.inject({ method: route.method, url: pathOf(route, { id: jobId }) })).statusCode).toBe(401);
      expect((await callWithToken(app.app, 'not-a-token', route, { params: { id: jobId } })).status).toBe(401);
    }

    // Started in the web app (the calculator, naming the partner): the carrier's, not the partner's token's.
    // The calculator mails to the carrier's own people.
    const web = await mine.client.call(BULK_ROUTES.massPrice, {
      body: { ...massBody(2), email: mine.ownerEmail, customer: mine.partnerId },
    });
    const webId = queuedId(web);
    const webJob = await waitInWebApp(mine.client, webId);
    expect(webJob.status).toBe('done');
    const row = await app.database.db.selectFrom('calc_jobs').select('api_partner_id').where('id', '=', webId).executeTakeFirstOrThrow();
    expect(row.api_partner_id).toBeNull();
    await expect
      .poll(() => app.mails.some((m) => m.to === mine.ownerEmail && m.text.includes('downloaded from the calculator')), {
        timeout: 10_000,
      })
      .toBe(true);
    for (const route of both) {
      expect((await callWithToken(app.app, mine.token, route, { params: { id: webId } })).status, route.path).toBe(404);
    }
    // The calculator's session follows every job of its carrier there, as in /fe/jobs; another carrier's session none.
    expect((await mine.client.call(BULK_ROUTES.partnerJob, { params: { id: webId } })).answer).toMatchObject({ id: webId, status: 'done' });
    expect((await mine.client.call(BULK_ROUTES.partnerJobFile, { params: { id: jobId } })).status).toBe(200);
    expect((await other.client.call(BULK_ROUTES.partnerJob, { params: { id: jobId } })).status).toBe(404);

    // Not a job id at all: no such job, never a database error.
    for (const id of ['not-a-job', '------------------------------------', `${jobId}x`]) {
      expect((await jobByToken(app, mine.token, id)).status, id).toBe(404);
      expect((await fileByToken(app, mine.token, id)).status, id).toBe(404);
    }
  }, 60_000);

  it('answers 409 for the file of a job not done, and the job says why a failed one failed', async () => {
    const app = use();
    const { token } = await carrierWithPartners(app);
    const jobId = queuedId(await massByToken(app, token, 2));
    await followJob(app, token, jobId);
    // Made to look unfinished, then failed, as another process would leave it.
    const db = app.database.db;
    await db.updateTable('calc_jobs').set({ status: 'running', finished_at: null }).where('id', '=', jobId).execute();
    const running = await jobByToken(app, token, jobId);
    expect(running.answer).toMatchObject({ status: 'running', file_url: null, finished_at: null });
    const early = await fileByToken(app, token, jobId);
    expect(early.status).toBe(409);
    expect(early.error.message).toBe('The calculation is not done yet');
    await db.updateTable('calc_jobs').set({ status: 'failed', error: 'The calculation failed' }).where('id', '=', jobId).execute();
    expect((await jobByToken(app, token, jobId)).answer).toMatchObject({
      status: 'failed',
      error: 'The calculation failed',
      file_url: null,
    });
    expect((await fileByToken(app, token, jobId)).status).toBe(409);
  }, 30_000);
});

/** Waits for a job as the web app does (GET /fe/jobs). */
async function waitInWebApp(client: TestClient, id: string, timeoutMs = 240_000) {
  const started = Date.now();
  for (;;) {
    const job = (await client.call(BULK_ROUTES.jobs)).answer.items.find((j) => j.id === id);
    if (job?.status === 'done' || job?.status === 'failed') return job;
    if (Date.now() - started > timeoutMs) throw new Error(`job ${id} is still ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
