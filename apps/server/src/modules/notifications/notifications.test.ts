import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import {
  AS_IS_VERSION_LABEL,
  formatDay,
  localTime,
  parseDay,
  PARTNER_NOTIFICATION_ROUTES,
  pathOf,
  PRICELIST_ROUTES,
  PRICES_INCLUDE,
  RATE_INCREASE_ROUTES,
  webhookEventBodySchema,
  type BodyInput,
  type QueryInput,
  type RouteDescriptor,
  type WebhookEventBody,
} from '@freight/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD, signedInCarrier } from '../../../test/factories';
import {
  answerWith,
  Called,
  createdId,
  createTestApp,
  DATABASE_KINDS,
  describeEachDatabase,
  LOCAL_RECEIVERS,
  type PricelistInput,
  pricelistBody,
  resolveInTests,
  restartedTestApp,
  saveLoaded,
  type TestClient,
} from '../../../test/helpers';
import { expectProfessionalWorkbook } from '../../../test/workbook-checks';
import { CLAIM_BEAT_MS } from './delivery';
import { releaseStaleClaims } from './notifications.repository';

/** Short retries: 1 s, then 1 s, then failed (3 attempts); the receivers on 127.0.0.1 allowed. */
const FAST = {
  config: { notifications: { retrySeconds: [1, 1], effectiveCheckEveryMs: 3_600_000 }, ...LOCAL_RECEIVERS },
  jobs: { pollSeconds: 0.5 },
};

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local webhook receiver (node:http on port 0, or `port`) answering `status`. */
async function receiver(port = 0) {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = state.status;
      response.end(state.status < 300 ? 'thanks' : `boom ${'x'.repeat(300)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/hook`,
    port: actual,
    received,
    state,
    events: () => received.map((r) => JSON.parse(r.body) as WebhookEventBody),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const NOTIFY = PARTNER_NOTIFICATION_ROUTES;
type WebhookEvents = BodyInput<typeof NOTIFY.addWebhook>['events'];

/** The signature check a receiver does (docs/webhooks.md). */
function verify(secret: string, r: Received) {
  const timestamp = String(r.headers['x-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${r.body}`).digest('hex')}`;
  expect(r.headers['x-signature']).toBe(expected);
  expect(r.headers['content-type']).toBe('application/json');
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
}

/** A partner's pricelist of two lanes (Zone 0 -> 1, 1 -> 0), two price columns. */
function partnerPricelist(
  setup: Awaited<ReturnType<typeof createPricingSetup>>,
  prices: [number[], number[]] = [
    [10, 20],
    [30, 40],
  ],
  extra: Partial<PricelistInput> = {},
): PricelistInput {
  const [zone0, zone1] = setup.zones as [number, number];
  return pricelistBody(setup.serviceId, {
    name: 'Partner 2026',
    customer_id: setup.partnerId,
    fare_groups: [
      {
        quantities: [
          { quantity: 100, unit: 'per_shipment' },
          { quantity: 500, unit: 'per_100kg' },
        ],
        zones: [
          { zone_from: zone0, zone_to: zone1, transit: setup.transitId, prices: prices[0] },
          { zone_from: zone1, zone_to: zone0, prices: prices[1] },
        ],
      },
    ],
    ...extra,
  });
}

async function addWebhook(
  client: TestClient,
  partnerId: number,
  url: string,
  events: WebhookEvents = ['pricelist.changed', 'pricelist.scheduled', 'pricelist.effective'],
) {
  const added = await client.call(NOTIFY.addWebhook, { params: { id: partnerId }, body: { url, events } });
  expect(added.status, added.response.body).toBe(201);
  return added.answer;
}

async function deliveries(client: TestClient, partnerId: number, status?: QueryInput<typeof NOTIFY.deliveries>['status']) {
  const answer = await client.call(NOTIFY.deliveries, { params: { id: partnerId }, query: { status } });
  expect(answer.status, answer.response.body).toBe(200);
  return answer.answer.items;
}

describeEachDatabase(
  'partner notifications',
  (use) => {
    it('keeps webhooks without answering their secrets again, and recipients; another carrier sees 404', async () => {
      const app = use();
      const { setup, client } = await signedInCarrier(app, { zones: 2 });
      const params = { id: setup.partnerId };
      expect((await client.call(NOTIFY.webhooks, { params })).answer).toEqual([]);
      const made = await addWebhook(client, setup.partnerId, 'https://partner.example/hook', ['pricelist.changed']);
      expect(made.secret).toMatch(/^whsec_/);
      const given = await client.call(NOTIFY.addWebhook, {
        params,
        body: { url: 'https://erp.partner.example:8443/x', secret: 'a-secret-of-twenty-chars', events: ['pricelist.effective'] },
      });
      expect(given.answer).toMatchObject({ secret: 'a-secret-of-twenty-chars' });
      const list = await client.call(NOTIFY.webhooks, { params });
      expect(list.answer).toMatchObject([
        { id: made.id, url: 'https://partner.example/hook', events: ['pricelist.changed'] },
        { url: 'https://erp.partner.example:8443/x', events: ['pricelist.effective'] },
      ]);
      expect(list.response.body).not.toContain(made.secret);
      expect(list.response.body).not.toContain('a-secret-of-twenty-chars');
      const stored = await app.database.db.selectFrom('partner_webhooks').select('secret_sealed').execute();
      expect(JSON.stringify(stored)).not.toContain('a-secret-of-twenty-chars');

      const bad = await client.call(NOTIFY.addWebhook, { params, body: { url: 'ftp://x.example/', events: ['pricelist.changed'] } });
      expect(bad.status).toBe(422);
      expect(bad.error.errors).toHaveProperty('url');
      const noEvents = await client.call(NOTIFY.addWebhook, { params, body: { url: 'https://x.example/', events: [] } });
      expect(noEvents.error.errors).toHaveProperty('events');

      const put = await client.call(NOTIFY.setRecipients, {
        params,
        body: { emails: ['Buyer@Partner.example', 'buyer@partner.example'], events: ['pricelist.changed'] },
      });
      expect(put.status, put.response.body).toBe(200);
      expect(put.answer).toEqual({ emails: ['buyer@partner.example'], events: ['pricelist.changed'] });
      expect((await client.call(NOTIFY.recipients, { params })).answer).toEqual(put.answer);
      expect((await client.call(NOTIFY.setRecipients, { params, body: { emails: ['nope'], events: [] } })).error.errors).toHaveProperty(
        'emails.0',
      );

      const other = await signedInCarrier(app, { zones: 2 });
      expect((await other.client.call(NOTIFY.webhooks, { params })).status).toBe(404);
      expect((await other.client.call(NOTIFY.recipients, { params })).status).toBe(404);
      expect((await other.client.call(NOTIFY.deliveries, { params })).status).toBe(404);
      const webhook = { ...params, webhookId: made.id };
      expect((await other.client.call(NOTIFY.removeWebhook, { params: webhook })).status).toBe(404);
      expect(
        (await other.client.call(NOTIFY.addWebhook, { params, body: { url: 'https://x.example/', events: ['pricelist.changed'] } })).status,
      ).toBe(404);
      expect((await client.call(NOTIFY.removeWebhook, { params: webhook })).status).toBe(204);
      expect((await client.call(NOTIFY.removeWebhook, { params: webhook })).status).toBe(404);
      expect((await client.call(NOTIFY.webhooks, { params })).answer).toHaveLength(1);
    });

    it('refuses hostile bodies with 422 naming the field and stores nothing', async () => {
      const app = use();
      const { setup, client } = await signedInCarrier(app, { zones: 2 });
      const params = { id: setup.partnerId };
      const events: WebhookEvents = ['pricelist.changed'];
      const webhook = (body: BodyInput<typeof NOTIFY.addWebhook>) => client.call(NOTIFY.addWebhook, { params, body });
      const recipients = (body: BodyInput<typeof NOTIFY.setRecipients>) => client.call(NOTIFY.setRecipients, { params, body });
      /** Sends a body the route's type forbids, as it is. */
      const untyped =
        <R extends typeof NOTIFY.addWebhook | typeof NOTIFY.setRecipients>(route: R) =>
        async (payload: unknown) =>
          new Called(route, await client.request({ method: route.method, url: pathOf(route, params), payload: payload as object }));
      const refused = async <B>(send: (body: B) => Promise<Called<RouteDescriptor>>, payload: NoInfer<B>, field: string) => {
        const started = Date.now();
        const answer = await send(payload);
        const said = answer.response.body.slice(0, 200);
        expect(answer.status, `${JSON.stringify(payload).slice(0, 80)}: ${said}`).toBe(422);
        expect(Object.keys(answer.error.errors ?? {}).join(' '), said).toContain(field);
        expect(Date.now() - started).toBeLessThan(2000);
      };
      for (const url of [
        `https://partner.example/${'a'.repeat(100_000)}`,
        'javascript:alert(1)',
        'file:///etc/passwd',
        'data:text/html,<script>1</script>',
        'http://',
        'https://partner.example/\u0000hook',
        'https://partner.example/ hook',
      ])
        await refused(webhook, { url, events }, 'url');
      await refused(untyped(NOTIFY.addWebhook), { url: 12, events }, 'url');
      await refused(untyped(NOTIFY.addWebhook), { url: 'https://partner.example/', events: 'pricelist.changed' }, 'events');
      await refused(untyped(NOTIFY.addWebhook), { url: 'https://partner.example/', events: ['pricelist.deleted'] }, 'events');
      await refused(webhook, { url: 'https://partner.example/', events, secret: `x\u0000${'y'.repeat(20)}` }, 'secret');
      await refused(webhook, { url: 'https://partner.example/', events, secret: 'y'.repeat(100_000) }, 'secret');
      const many = Array.from({ length: 10_000 }, (_, i) => `buyer${i}@partner.example`);
      await refused(recipients, { emails: many, events }, 'emails');
      await refused(recipients, { emails: ['a@b.example\u0000'], events }, 'emails');
      await refused(untyped(NOTIFY.setRecipients), { emails: 'a@b.example', events }, 'emails');
      const deep = `{"emails": ${'['.repeat(5000)}"x"${']'.repeat(5000)}, "events": ["pricelist.changed"]}`;
      const nested = await client.request({
        method: NOTIFY.setRecipients.method,
        url: pathOf(NOTIFY.setRecipients, params),
        payload: deep,
        headers: { 'content-type': 'application/json' },
      });
      expect(nested.statusCode).toBe(422);
      expect((await untyped(NOTIFY.addWebhook)([1, 2])).status).toBe(422);

      expect((await client.call(NOTIFY.webhooks, { params })).answer).toEqual([]);
      expect((await client.call(NOTIFY.recipients, { params })).answer).toEqual({ emails: [], events: [] });
    });

    it('a price change sends one signed pricelist.changed with its lanes and cells; a save changing no price sends none', async () => {
      const app = use();
      const { setup, client } = await signedInCarrier(app, { zones: 2 });
      const hook = await receiver();
      try {
        const { secret } = await addWebhook(client, setup.partnerId, hook.url, ['pricelist.changed']);
        const created = await client.call(PRICELIST_ROUTES.create, { body: partnerPricelist(setup) });
        expect(created.status, created.response.body).toBe(201);
        const id = createdId(created.answer);
        await waitFor(() => hook.received.length === 1, 'the create event');
        const first = webhookEventBodySchema.parse(JSON.parse(hook.received[0]!.body));
        expect(first).toMatchObject({ type: 'pricelist.changed', data: { changes: { lanes: 2, cells: 4 } } });
        verify(secret, hook.received[0]!);

        // One price of one lane changed.
        const changed = await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
          params: { id },
          body: partnerPricelist(setup, [
            [10, 20],
            [30, 41],
          ]),
        });
        expect(changed.status, changed.response.body).toBe(200);
        await waitFor(() => hook.received.length === 2, 'the change event');
        const event = webhookEventBodySchema.parse(JSON.parse(hook.received[1]!.body));
        verify(secret, hook.received[1]!);
        expect(event).toMatchObject({
          type: 'pricelist.changed',
          data: {
            pricelist: {
              id,
              name: 'Partner 2026',
              version: 2,
              customer: { id: setup.partnerId },
              valid_from: '2020-01-01',
              currency: 'EUR',
            },
            changes: { lanes: 1, cells: 1 },
          },
        });
        expect(hook.received[1]!.headers['x-event-id']).toBe(event.id);
        expect(event.id).not.toBe(first.id);

        // The comment only: no price changed, nothing sent.
        const comment = await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
          params: { id },
          body: partnerPricelist(
            setup,
            [
              [10, 20],
              [30, 41],
            ],
            { comment: 'new words' },
          ),
        });
        expect(comment.status, comment.response.body).toBe(200);
        await pause(1500);
        expect(hook.received).toHaveLength(2);
        const log = await deliveries(client, setup.partnerId);
        expect(log).toHaveLength(2);
        expect(log[0]).toMatchObject({
          channel: 'webhook',
          target: hook.url,
          status: 'delivered',
          event: { id: event.id, type: 'pricelist.changed' },
        });
        expect(log[0]!.attempts).toMatchObject([{ status_code: 200, answer: 'thanks', ok: true }]);
      } finally {
        await hook.close();
      }
    });

    it('a general pricelist tells every partner it prices for, not one that hides the general ones; a rolled-back save tells nobody', async () => {
      const app = use();
      const { carrier, setup, client } = await signedInCarrier(app, { zones: 2 });
      const hidden = await app.database.db
        .insertInto('partners')
        .values({
          carrier_id: carrier.carrierId,
          name: 'Hidden',
          token_nonce: 'n-hidden',
          token_hash: `h-${carrier.carrierId}`,
          general_hidden: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hook = await receiver();
      try {
        await addWebhook(client, setup.partnerId, hook.url);
        await addWebhook(client, hidden.id, `${hook.url}?hidden`);
        // 422 (a zone of nobody's): nothing written, nothing told.
        const refused = await client.call(PRICELIST_ROUTES.create, {
          body: {
            ...partnerPricelist(setup),
            customer_id: null,
            fare_groups: [
              { ...partnerPricelist(setup).fare_groups[0]!, zones: [{ zone_from: 999999, zone_to: setup.zones[1]!, prices: [1, 2] }] },
            ],
          },
        });
        expect(refused.status).toBe(422);
        const general = await client.call(PRICELIST_ROUTES.create, {
          body: { ...partnerPricelist(setup), name: 'General', customer_id: null },
        });
        expect(general.status, general.response.body).toBe(201);
        await waitFor(() => hook.received.length === 1, 'the general event');
        await pause(1000);
        expect(hook.received.map((r) => r.headers.host && JSON.parse(r.body).data.pricelist.customer)).toEqual([null]);
        expect(hook.received).toHaveLength(1);
        expect(await deliveries(client, hidden.id)).toEqual([]);
      } finally {
        await hook.close();
      }
    });

    it('a receiver answering 500 gets retries, then the delivery fails with its attempts; resend delivers the same event', async () => {
      const app = use();
      const { setup, client } = await signedInCarrier(app, { zones: 2 });
      const hook = await receiver();
      hook.state.status = 500;
      try {
        const { secret } = await addWebhook(client, setup.partnerId, hook.url, ['pricelist.changed']);
        expect((await client.call(PRICELIST_ROUTES.create, { body: partnerPricelist(setup) })).status).toBe(201);
        await waitFor(async () => (await deliveries(client, setup.partnerId, 'failed')).length === 1, 'the delivery to fail', 30_000);
        expect(hook.received).toHaveLength(3);
        const [failed] = await deliveries(client, setup.partnerId);
        expect(failed!.attempts).toHaveLength(3);
        for (const attempt of failed!.attempts) expect(attempt).toMatchObject({ status_code: 500, ok: false });
        expect(failed!.attempts[0]!.answer).toHaveLength(200);
        expect(failed!.next_attempt_at).toBeNull();
        const ids = new Set(hook.events().map((e) => e.id));
        expect(ids.size).toBe(1);

        hook.state.status = 204;
        const resent = await client.call(NOTIFY.resend, { params: { id: setup.partnerId, deliveryId: failed!.id } });
        expect(resent.status, resent.response.body).toBe(202);
        expect(resent.answer).toMatchObject({ id: failed!.id, status: 'pending' });
        await waitFor(async () => (await deliveries(client, setup.partnerId, 'delivered')).length === 1, 'the resend');
        expect(hook.received).toHaveLength(4);
        verify(secret, hook.received[3]!);
        expect(hook.events()[3]!.id).toBe(failed!.event.id);
        const [delivered] = await deliveries(client, setup.partnerId);
        expect(delivered!.attempts.at(-1)).toMatchObject({ status_code: 204, ok: true });

        const other = await signedInCarrier(app, { zones: 2 });
        expect((await other.client.call(NOTIFY.resend, { params: { id: setup.partnerId, deliveryId: failed!.id } })).status).toBe(404);
        expect((await client.call(NOTIFY.resend, { params: { id: other.setup.partnerId, deliveryId: failed!.id } })).status).toBe(404);
      } finally {
        await hook.close();
      }
    });

    it('e-mail recipients are mailed what changed, with the pricelist attached as xlsx and PDF rate card', async () => {
      const app = use();
      const { setup, client } = await signedInCarrier(app, { zones: 2 });
      const to = `buyer-${setup.partnerId}@partner.example`;
      expect(
        (
          await client.call(NOTIFY.setRecipients, {
            params: { id: setup.partnerId },
            body: { emails: [to], events: ['pricelist.changed'] },
          })
        ).status,
      ).toBe(200);
      expect((await client.call(PRICELIST_ROUTES.create, { body: partnerPricelist(setup) })).status).toBe(201);
      await waitFor(() => app.mails.some((m) => m.to === to), 'the mail');
      const mail = app.mails.find((m) => m.to === to)!;
      expect(mail.subject).toContain('Partner 2026');
      expect(mail.text).toContain('4 prices on 2 lanes');
      const xlsx = mail.attachments?.find((a) => a.filename.endsWith('.xlsx'));
      expect(xlsx?.content.subarray(0, 2).toString()).toBe('PK');
      // In the carrier's name, replies to the carrier.
      const carrier = await app.database.db
        .selectFrom('carriers')
        .select(['name', 'email'])
        .where('name', '=', mail.onBehalfOf?.name ?? '')
        .executeTakeFirst();
      expect(mail.onBehalfOf).toEqual({ name: carrier?.name, email: carrier?.email });
      // The partner's workbook: no editing lines (the as_is marker, the Version row and property), what the prices include.
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx!.content as unknown as ArrayBuffer);
      const texts: string[] = [];
      for (const sheet of book.worksheets) sheet.eachRow((row) => row.eachCell((cell) => texts.push(String(cell.value))));
      expect(texts.filter((t) => /As stored|import again/.test(t))).toEqual([]);
      expect(texts).not.toContain(AS_IS_VERSION_LABEL);
      expect(texts).toContain(PRICES_INCLUDE);
      // What the PDF says beside the prices: each zone's postcodes (createPricingSetup: zone i is EE 10 + i) and the weight rules.
      expect(book.worksheets.map((w) => w.name)).toEqual(expect.arrayContaining(['Zone key', 'Rules']));
      const key = book.getWorksheet('Zone key')!;
      expect([key.getCell('A2').value, key.getCell('B2').value]).toEqual(['Zone 0', 'EE 10']);
      // The transit with its departure days (createPricingSetup's: 2 days, weekdays).
      expect(book.getWorksheet('Fare group 1')!.getCell('C12').value).toBe('2\u00a0days, Mon–Fri');
      expect(texts.some((t) => t.replace(/\u00a0/g, ' ').includes('1 LDM = 1 850 kg'))).toBe(true);
      const rules = book.getWorksheet('Rules')!;
      expect(rules.getCell('A2').value).toBe('Document no.');
      expect(String(rules.getCell('B2').value)).toMatch(/^GRP\w+-\d+-v1-\d{8}$/);
      expectProfessionalWorkbook(book, { 'Fare group 1': '10:11', 'Zone key': '1:1', Rules: '1:1' });
      // No custom property part (the version the import checks): zip entry names are stored plain.
      expect(xlsx!.content.includes('docProps/custom.xml')).toBe(false);
      const pdf = mail.attachments?.find((a) => a.filename.endsWith('.pdf'));
      expect(pdf?.contentType).toBe('application/pdf');
      expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
      await waitFor(async () => (await deliveries(client, setup.partnerId, 'delivered')).length === 1, 'the mail delivered');
      expect((await deliveries(client, setup.partnerId))[0]).toMatchObject({
        channel: 'email',
        target: to,
        attempts: [{ ok: true, status_code: null }],
      });
    });

    it('a Finnish partner’s recipients are mailed in Finnish, the workbook and the rate card attached in Finnish too', async () => {
      const app = use();
      const { setup, client } = await signedInCarrier(app, { zones: 2 });
      await app.database.db.updateTable('partners').set({ language: 'fi' }).where('id', '=', setup.partnerId).execute();
      const to = `ostaja-${setup.partnerId}@partner.example`;
      const saved = await client.call(NOTIFY.setRecipients, {
        params: { id: setup.partnerId },
        body: { emails: [to], events: ['pricelist.changed'] },
      });
      expect(saved.status).toBe(200);
      expect((await client.call(PRICELIST_ROUTES.create, { body: partnerPricelist(setup) })).status).toBe(201);
      await waitFor(() => app.mails.some((m) => m.to === to), 'the mail');
      const mail = app.mails.find((m) => m.to === to)!;
      expect(mail.subject).toMatch(/: hinnaston Partner 2026 \(.+\) hinnat muuttuivat$/);
      expect(mail.text).toMatch(/^Hei,\n\n/);
      expect(mail.text).toContain('4 hintaa 2 reitillä');
      expect(mail.text).toContain('Hinnasto on liitteenä (');
      const xlsx = mail.attachments!.find((a) => a.filename.endsWith('.xlsx'))!;
      expect(xlsx.filename).toMatch(/-tallennettu muoto-/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.content as unknown as ArrayBuffer);
      expect(book.worksheets.map((w) => w.name)).toEqual(expect.arrayContaining(['Hintataulukko 1', 'Vyöhykkeiden selite', 'Säännöt']));
      expect(book.getWorksheet('Hintataulukko 1')!.getCell('C12').value).toBe('2\u00a0päivää, ma–pe');
      const pdf = mail.attachments!.find((a) => a.filename.endsWith('.pdf'))!;
      expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('a rate increase tells its successor is scheduled, and on the day that it is effective; a cancelled one does not', async () => {
      const app = use();
      const { setup, client } = await signedInCarrier(app, { zones: 2 });
      const hook = await receiver();
      try {
        await addWebhook(client, setup.partnerId, hook.url, ['pricelist.scheduled', 'pricelist.effective']);
        const id = createdId((await client.call(PRICELIST_ROUTES.create, { body: partnerPricelist(setup) })).answer);
        const today = localTime(new Date(), 'Europe/Tallinn').day;
        const effective = formatDay(today + 10);
        const applied = await client.call(RATE_INCREASE_ROUTES.apply, {
          body: {
            pricelists: [id],
            change: { percent: 10 },
            rounding: 0.05,
            include_min_max: false,
            effective_from: effective,
            backtest_days: 30,
          },
        });
        expect(applied.status, applied.response.body).toBe(201);
        const successor = answerWith(applied.answer, 'successors').successors[0]!.id;
        await waitFor(() => hook.received.length === 1, 'the scheduled event');
        const scheduled = webhookEventBodySchema.parse(hook.events()[0]);
        expect(scheduled).toMatchObject({
          type: 'pricelist.scheduled',
          data: { pricelist: { id: successor }, effective_from: effective, replaces: { id, name: 'Partner 2026' } },
        });

        // Before the day nothing; on the day (the carrier's morning) the effective event.
        expect(await app.app.notifications.checkEffective(new Date(`${formatDay(today + 9)}T12:00:00Z`))).toBe(0);
        expect(await app.app.notifications.checkEffective(new Date(`${effective}T00:30:00Z`))).toBe(1);
        expect(await app.app.notifications.checkEffective(new Date(`${effective}T12:00:00Z`))).toBe(0);
        await waitFor(() => hook.received.length === 2, 'the effective event');
        expect(webhookEventBodySchema.parse(hook.events()[1])).toMatchObject({
          type: 'pricelist.effective',
          data: { pricelist: { id: successor }, effective_from: effective, replaces: { id } },
        });

        // Another increase, cancelled: scheduled told, effective never.
        const later = formatDay(today + 20);
        const second = await client.call(RATE_INCREASE_ROUTES.apply, {
          body: {
            pricelists: [successor],
            change: { percent: 5 },
            rounding: 0.05,
            include_min_max: false,
            effective_from: later,
            backtest_days: 30,
          },
        });
        expect(second.status, second.response.body).toBe(201);
        await waitFor(() => hook.received.length === 3, 'the second scheduled event');
        const cancelled = await client.call(RATE_INCREASE_ROUTES.cancel, { params: { id: answerWith(second.answer, 'successors').id } });
        expect(cancelled.status).toBe(204);
        expect(await app.app.notifications.checkEffective(new Date(`${formatDay(parseDay(later)! + 1)}T12:00:00Z`))).toBe(0);
        await pause(1000);
        expect(hook.events().map((e) => e.type)).toEqual(['pricelist.scheduled', 'pricelist.effective', 'pricelist.scheduled']);
      } finally {
        await hook.close();
      }
    });
  },
  FAST,
);

describe('a receiver down while the app restarts gets the event after', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  for (const kind of DATABASE_KINDS) {
    it(`[${kind}]`, async () => {
      const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'notify-restart-')) : undefined;
      if (dataDir) dirs.push(dataDir);
      // Retries every 2 s for 20 s: the delivery is still pending when the app is back.
      const first = await createTestApp(kind, undefined, {
        ...FAST,
        config: { notifications: { retrySeconds: Array<number>(10).fill(2) }, ...LOCAL_RECEIVERS },
        dataDir,
      });
      // A port nobody listens on now: the receiver is down.
      const probe = await receiver();
      const { port, url } = probe;
      await probe.close();
      const carrier = await createCarrier(first.database.db);
      const setup = await createPricingSetup(first.database.db, carrier.carrierId, { zones: 2 });
      const client = await first.client().login(carrier.owner.email, PASSWORD);
      const { secret } = await addWebhook(client, setup.partnerId, url, ['pricelist.changed']);
      expect((await client.call(PRICELIST_ROUTES.create, { body: partnerPricelist(setup) })).status).toBe(201);
      await waitFor(async () => (await deliveries(client, setup.partnerId))[0]?.attempts.length === 1, 'the first attempt');
      const [down] = await deliveries(client, setup.partnerId);
      expect(down).toMatchObject({ status: 'pending', attempts: [{ status_code: null, ok: false }] });
      expect(down!.attempts[0]!.answer).toContain('could not be reached');

      const second = await restartedTestApp(kind, first, dataDir, LOCAL_RECEIVERS);
      const hook = await receiver(port);
      try {
        await waitFor(() => hook.received.length === 1, 'the event after the restart', 30_000);
        verify(secret, hook.received[0]!);
        expect(hook.events()[0]!.id).toBe(down!.event.id);
        const again = await second.client().login(carrier.owner.email, PASSWORD);
        await waitFor(async () => (await deliveries(again, setup.partnerId))[0]?.status === 'delivered', 'delivered');
      } finally {
        await hook.close();
        await second.close();
        if (kind === 'postgres') await first.close();
      }
    }, 60_000);
  }
});

describe('a slow mail attempt keeps its claim', () => {
  it('renews the claim while the mail is being sent, so another process does not release it and send it again', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sending = 0;
    const app = await createTestApp('pglite', undefined, {
      ...FAST,
      mailer: {
        send: async (mail) => {
          if (!mail.subject.includes('prices of')) return;
          sending += 1;
          await held;
        },
      },
    });
    try {
      const carrier = await createCarrier(app.database.db);
      const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
      const client = await app.client().login(carrier.owner.email, PASSWORD);
      const put = await client.call(NOTIFY.setRecipients, {
        params: { id: setup.partnerId },
        body: { emails: ['buyer@partner.example'], events: ['pricelist.changed'] },
      });
      expect(put.status, put.response.body).toBe(200);
      expect((await client.call(PRICELIST_ROUTES.create, { body: partnerPricelist(setup) })).status).toBe(201);
      await waitFor(() => sending === 1, 'the mail attempt under way');
      // Another process, with a stale limit two seconds past a beat, looks for abandoned claims once an
      // unrenewed claim would be past it.
      const limit = CLAIM_BEAT_MS + 2000;
      await new Promise((resolve) => setTimeout(resolve, limit + 1000));
      const released = await releaseStaleClaims(app.database.db, limit, 'another-process');
      expect(released).toEqual([]);
      release();
      await waitFor(async () => (await deliveries(client, setup.partnerId))[0]?.status === 'delivered', 'delivered');
      expect(sending).toBe(1);
    } finally {
      release();
      await app.close();
    }
  }, 30_000);
});

// The guard (docs/api.md "Webhooks and outbound calls"): this app allows no network, as a platform runs.
// Every call goes to loopback; the other ranges are checked at the save, never called.
const names = {
  /** true while a test saves a webhook to rebind.test: only then is it a public address. */
  saving: false,
};
/** `public.test` is a public address; `rebind.test` one only while saving, 127.0.0.1 after (DNS rebinding). */
const rebindingResolver: typeof resolveInTests = async (hostname) => {
  if (hostname === 'public.test') return [{ address: '93.184.215.14', family: 4 }];
  if (hostname === 'rebind.test') return [{ address: names.saving ? '93.184.215.14' : '127.0.0.1', family: 4 }];
  return resolveInTests(hostname);
};
const NOT_PUBLIC = 'Webhooks must reach a public address';

describeEachDatabase(
  'webhooks reach public addresses only',
  (use) => {
    it('refuses at the save (422 on url, nothing written) a host that is or resolves to a private address, in every spelling', async () => {
      const app = use();
      const { setup, client } = await signedInCarrier(app, { zones: 2 });
      const params = { id: setup.partnerId };
      for (const url of [
        'http://127.0.0.1:4499/latest/meta-data',
        'http://127.0.0.2/',
        'http://[::1]:8080/hook',
        'http://10.0.0.5:8080/x',
        'http://192.168.1.10/hook',
        'http://172.16.0.1/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://100.64.0.1/hook',
        'http://0.0.0.0:8080/',
        'http://[fd00::1]/hook',
        'http://[fe80::1]/hook',
        'http://localhost:4499/hook',
        'http://[::ffff:127.0.0.1]:4499/hook',
        'http://[::ffff:7f00:1]:4499/hook',
        'http://2130706433/hook',
      ]) {
        const answer = await client.call(NOTIFY.addWebhook, { params, body: { url, events: ['pricelist.changed'] } });
        expect(answer.status, url).toBe(422);
        expect(answer.error, url).toMatchObject({ code: 'VALIDATION', message: NOT_PUBLIC, errors: { url: NOT_PUBLIC } });
      }
      expect(await app.database.db.selectFrom('partner_webhooks').select('id').where('partner_id', '=', setup.partnerId).execute()).toEqual(
        [],
      );
      // Another carrier's partner stays 404, whatever the address.
      const other = await signedInCarrier(app, { zones: 2 });
      const foreign = await other.client.call(NOTIFY.addWebhook, {
        params,
        body: { url: 'http://127.0.0.1/', events: ['pricelist.changed'] },
      });
      expect(foreign.status).toBe(404);
      // A public name is kept; so is a name that does not resolve now (each delivery checks again).
      await addWebhook(client, setup.partnerId, 'https://public.test/hook', ['pricelist.changed']);
      await addWebhook(client, setup.partnerId, 'https://not-yet.partner.example/hook', ['pricelist.changed']);
      expect((await client.call(NOTIFY.webhooks, { params })).answer).toHaveLength(2);
    });

    it('refuses at the call a name whose address changed after the save (DNS rebinding): logged, retried, failed; nothing reaches the receiver', async () => {
      const app = use();
      const { setup, client } = await signedInCarrier(app, { zones: 2 });
      const hook = await receiver();
      try {
        names.saving = true;
        try {
          await addWebhook(client, setup.partnerId, `http://rebind.test:${hook.port}/hook`, ['pricelist.changed']);
        } finally {
          names.saving = false;
        }
        expect((await client.call(PRICELIST_ROUTES.create, { body: partnerPricelist(setup) })).status).toBe(201);
        await waitFor(async () => (await deliveries(client, setup.partnerId, 'failed')).length === 1, 'the delivery to fail', 30_000);
        const [failed] = await deliveries(client, setup.partnerId);
        expect(failed!.attempts).toEqual([
          { at: expect.any(String), status_code: null, answer: 'refused: rebind.test is 127.0.0.1, not a public address', ok: false },
          { at: expect.any(String), status_code: null, answer: 'refused: rebind.test is 127.0.0.1, not a public address', ok: false },
        ]);
        expect(hook.received).toEqual([]);
      } finally {
        await hook.close();
      }
    });
  },
  {
    config: { notifications: { retrySeconds: [1], effectiveCheckEveryMs: 3_600_000 } },
    jobs: { pollSeconds: 0.5 },
    resolveHost: rebindingResolver,
  },
);

describe('a receiver on 127.0.0.1 is called only while WEBHOOK_ALLOWED_NETWORKS allows it', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  for (const kind of DATABASE_KINDS) {
    it(`[${kind}]`, async () => {
      const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'notify-allowed-')) : undefined;
      if (dataDir) dirs.push(dataDir);
      const settings = { notifications: { retrySeconds: [1], effectiveCheckEveryMs: 3_600_000 } };
      const first = await createTestApp(kind, undefined, {
        config: { ...settings, ...LOCAL_RECEIVERS },
        jobs: { pollSeconds: 0.5 },
        dataDir,
      });
      const hook = await receiver();
      let second: Awaited<ReturnType<typeof restartedTestApp>> | undefined;
      try {
        const carrier = await createCarrier(first.database.db);
        const setup = await createPricingSetup(first.database.db, carrier.carrierId, { zones: 2 });
        const client = await first.client().login(carrier.owner.email, PASSWORD);
        // Allowed (127.0.0.1/32): saved and delivered.
        await addWebhook(client, setup.partnerId, hook.url, ['pricelist.changed']);
        const id = createdId((await client.call(PRICELIST_ROUTES.create, { body: partnerPricelist(setup) })).answer);
        await waitFor(async () => (await deliveries(client, setup.partnerId, 'delivered')).length === 1, 'the allowed delivery');
        expect(hook.received).toHaveLength(1);

        // The same server without the setting: the saved row is refused at every call.
        second = await restartedTestApp(kind, first, dataDir, settings);
        const again = await second.client().login(carrier.owner.email, PASSWORD);
        const changed = await saveLoaded(again, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
          params: { id },
          body: partnerPricelist(setup, [
            [11, 20],
            [30, 40],
          ]),
        });
        expect(changed.status, changed.response.body).toBe(200);
        await waitFor(
          async () => (await deliveries(again, setup.partnerId, 'failed')).length === 1,
          'the refused delivery to fail',
          30_000,
        );
        const [refused] = await deliveries(again, setup.partnerId, 'failed');
        expect(refused!.attempts.map((a) => a.answer)).toEqual([
          'refused: 127.0.0.1 is not a public address',
          'refused: 127.0.0.1 is not a public address',
        ]);
        expect(hook.received).toHaveLength(1);
        // And a new one is not saved.
        const add = await again.call(NOTIFY.addWebhook, {
          params: { id: setup.partnerId },
          body: { url: hook.url, events: ['pricelist.changed'] },
        });
        expect(add.status).toBe(422);
      } finally {
        await hook.close();
        if (second) await second.close();
        if (!second || kind === 'postgres') await first.close();
      }
    }, 60_000);
  }
});
