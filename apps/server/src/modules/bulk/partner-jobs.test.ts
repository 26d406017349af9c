/**
 * Partners follow the calculations their token started (GET /api/v1/jobs/{id}, /file): a budget
 * and a tender mailed, followed to done and downloaded; another partner's, another carrier's and a
 * web-started job are 404 to a token; no token is 401.
 */
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { partnerJobAnswerSchema, type PartnerJobAnswer } from '@freight/domain';
import { createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, ORIGIN, type TestApp, type TestClient } from '../../../test/helpers';

/** A carrier with one general pricelist (EE 10xxx to EE 11xxx), two partners with tokens, its owner signed in. */
async function carrierWithPartners(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const created = await client.post('/fe/pricelists', {
    name: 'General',
    service_id: setup.serviceId,
    customer_id: null,
    valid_from: '2020-01-01',
    valid_to: '2099-12-31',
    fare_groups: [
      {
        quantities: [
          { quantity: 100, unit: 'per_shipment' },
          { quantity: 1000, unit: 'per_100kg' },
        ],
        zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], transit: setup.transitId, prices: [25, 20] }],
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const tokenOf = async (partnerId: number) =>
    (await client.request({ method: 'PATCH', url: `/fe/customers/${partnerId}/token` })).json().token as string;
  const second = await client.post('/fe/customers', { name: 'Second partner', country: 'EE', general_hidden: false });
  expect(second.statusCode, second.body).toBe(201);
  // Both partners' tokens mail to their own recipients (only the partner's own people).
  for (const partner of [setup.partnerId, second.json().id as number]) {
    const recipients = await client.put(`/fe/customers/${partner}/notifications`, { emails: ['partner@example.com'], events: [] });
    expect(recipients.statusCode, recipients.body).toBe(200);
  }
  return {
    carrierId: carrier.carrierId,
    client,
    ownerEmail: carrier.owner.email,
    serviceId: setup.serviceId,
    partnerId: setup.partnerId,
    token: await tokenOf(setup.partnerId),
    otherPartnerToken: await tokenOf(second.json().id as number),
  };
}

const lane = { collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'EE', postcode: '11415' } };

function massBody(count: number) {
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

function call(app: TestApp, method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) {
  return app.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
}

/** The path of one of our own absolute URLs (the app runs at ORIGIN in the tests). */
function pathOf(url: string): string {
  expect(url.startsWith(`${ORIGIN}/api/v1/jobs/`), url).toBe(true);
  return url.slice(ORIGIN.length);
}

/**
 * Follows a job through GET /api/v1/jobs/{id} with `token` until it is done or failed; every answer
 * checked against the schema. A job took over 20 s on a loaded 2-core machine: the deadline only
 * names a job that never ends before the test's own timeout does.
 */
async function followJob(app: TestApp, token: string, id: string, timeoutMs = 240_000): Promise<PartnerJobAnswer> {
  const started = Date.now();
  for (;;) {
    const answer = await call(app, 'GET', `/api/v1/jobs/${id}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const job = answer.json() as PartnerJobAnswer;
    // Exactly the documented fields: parse drops unknown ones, so equality fails on any extra.
    expect(partnerJobAnswerSchema.parse(job)).toEqual(job);
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

async function queuedJob(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(202);
  const { job_id, job_url } = response.json() as { job_id: string; job_url: string };
  expect(job_url).toBe(`${ORIGIN}/api/v1/jobs/${job_id}`);
  expect(response.headers.location).toBe(job_url);
  return job_id;
}

describeEachDatabase('partner jobs (GET /api/v1/jobs/{id})', (use) => {
  // 40 s on a loaded 2-core machine (load average 20, two busy loops beside it): 3x that.
  it('follows a budget and a tender started by token to done, and downloads their workbooks', async () => {
    const app = use();
    const { token, serviceId, carrierId, partnerId } = await carrierWithPartners(app);

    const massId = await queuedJob(await call(app, 'POST', '/api/v1/mass_price', token, massBody(40)));
    const tenderId = await queuedJob(
      await call(app, 'POST', '/api/v1/tender_price', token, {
        service: serviceId,
        zones: [lane, { ...lane, delivery: { country: 'EE', postcode: '10999' } }],
        shipments: [
          { quantity: 1, type: 'eur_pallet', weight: 300 },
          { quantity: 2, type: 'eur_pallet', weight: 800 },
        ],
        email: 'partner@example.com',
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
    const massFile = await call(app, 'GET', pathOf(mass.file_url!), token);
    expect(massFile.statusCode).toBe(200);
    expect(massFile.headers['content-type']).toContain('spreadsheetml');
    expect(massFile.headers['content-disposition']).toBe('attachment; filename="bulk_calculation.xlsx"');
    // A header row and the 40 shipments (one service).
    expect(await sheetRowCount(massFile.rawPayload, 'Prices')).toBe(41);

    const tender = await followJob(app, token, tenderId);
    expect(tender).toMatchObject({ kind: 'tender', status: 'done', rows: 4, file_name: 'tender_calculation.xlsx' });
    const tenderFile = await call(app, 'GET', pathOf(tender.file_url!), token);
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
    const jobId = await queuedJob(await call(app, 'POST', '/api/v1/mass_price', mine.token, massBody(3)));
    await followJob(app, mine.token, jobId);

    for (const stranger of [mine.otherPartnerToken, other.token]) {
      for (const url of [`/api/v1/jobs/${jobId}`, `/api/v1/jobs/${jobId}/file`]) {
        const answer = await call(app, 'GET', url, stranger);
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such calculation job' });
      }
    }
    for (const url of [`/api/v1/jobs/${jobId}`, `/api/v1/jobs/${jobId}/file`]) {
      expect((await call(app, 'GET', url, null)).statusCode).toBe(401);
      expect((await call(app, 'GET', url, 'not-a-token')).statusCode).toBe(401);
    }

    // Started in the web app (the calculator, naming the partner): the carrier's, not the partner's token's.
    // The calculator mails to the carrier's own people.
    const web = await mine.client.post('/api/v1/mass_price', { ...massBody(2), email: mine.ownerEmail, customer: mine.partnerId });
    const webId = await queuedJob(web);
    const webJob = await waitInWebApp(mine.client, webId);
    expect(webJob.status).toBe('done');
    const row = await app.database.db.selectFrom('calc_jobs').select('api_partner_id').where('id', '=', webId).executeTakeFirstOrThrow();
    expect(row.api_partner_id).toBeNull();
    await expect
      .poll(() => app.mails.some((m) => m.to === mine.ownerEmail && m.text.includes('downloaded from the calculator')), {
        timeout: 10_000,
      })
      .toBe(true);
    for (const url of [`/api/v1/jobs/${webId}`, `/api/v1/jobs/${webId}/file`]) {
      expect((await call(app, 'GET', url, mine.token)).statusCode, url).toBe(404);
    }
    // The calculator's session follows every job of its carrier there, as in /fe/jobs; another carrier's session none.
    expect((await mine.client.get(`/api/v1/jobs/${webId}`)).json()).toMatchObject({ id: webId, status: 'done' });
    expect((await mine.client.get(`/api/v1/jobs/${jobId}/file`)).statusCode).toBe(200);
    expect((await other.client.get(`/api/v1/jobs/${jobId}`)).statusCode).toBe(404);

    // Not a job id at all: no such job, never a database error.
    for (const id of ['not-a-job', '------------------------------------', `${jobId}x`]) {
      expect((await call(app, 'GET', `/api/v1/jobs/${encodeURIComponent(id)}`, mine.token)).statusCode, id).toBe(404);
      expect((await call(app, 'GET', `/api/v1/jobs/${encodeURIComponent(id)}/file`, mine.token)).statusCode, id).toBe(404);
    }
  }, 60_000);

  it('answers 409 for the file of a job not done, and the job says why a failed one failed', async () => {
    const app = use();
    const { token } = await carrierWithPartners(app);
    const jobId = await queuedJob(await call(app, 'POST', '/api/v1/mass_price', token, massBody(2)));
    await followJob(app, token, jobId);
    // Made to look unfinished, then failed, as another process would leave it.
    const db = app.database.db;
    await db.updateTable('calc_jobs').set({ status: 'running', finished_at: null }).where('id', '=', jobId).execute();
    const running = await call(app, 'GET', `/api/v1/jobs/${jobId}`, token);
    expect(running.json()).toMatchObject({ status: 'running', file_url: null, finished_at: null });
    const early = await call(app, 'GET', `/api/v1/jobs/${jobId}/file`, token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The calculation is not done yet');
    await db.updateTable('calc_jobs').set({ status: 'failed', error: 'The calculation failed' }).where('id', '=', jobId).execute();
    expect((await call(app, 'GET', `/api/v1/jobs/${jobId}`, token)).json()).toMatchObject({
      status: 'failed',
      error: 'The calculation failed',
      file_url: null,
    });
    expect((await call(app, 'GET', `/api/v1/jobs/${jobId}/file`, token)).statusCode).toBe(409);
  }, 30_000);
});

/** Waits for a job as the web app does (GET /fe/jobs). */
async function waitInWebApp(client: TestClient, id: string, timeoutMs = 240_000) {
  const started = Date.now();
  for (;;) {
    const job = (await client.get('/fe/jobs')).json().items.find((j: { id: string }) => j.id === id);
    if (job?.status === 'done' || job?.status === 'failed') return job as { status: string };
    if (Date.now() - started > timeoutMs) throw new Error(`job ${id} is still ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
