import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ECB_FILE_MAX_BYTES,
  ECB_MAX_DAYS,
  EXCHANGE_RATE_ROUTES,
  PARTNER_ROUTES,
  PRICE_ROUTES,
  PRICELIST_ROUTES,
  QUOTE_ROUTES,
  SURCHARGE_ROUTES,
} from '@freight/domain';
import { createAdmin, createCarrier, PASSWORD, signedInCarrier } from '../../../test/factories';
import {
  callWithToken,
  describeEachDatabase,
  LOCAL_RECEIVERS,
  pricelistBody,
  uploadFile,
  type TestApp,
  type TestClient,
} from '../../../test/helpers';
import { multipartBody } from '../../../test/route-table';

/** The ECB's daily file of 25.11.2026 (USD 1.0812, SEK 11.1845, ... and 21 currencies prices are not written in). */
const FIXTURE = readFileSync(new URL('../../../test/fixtures/eurofxref-daily.xml', import.meta.url));

const upload = (client: TestClient, file: Buffer | string, dryRun?: 'true' | 'false', name = 'eurofxref-daily.xml') =>
  uploadFile(
    client,
    EXCHANGE_RATE_ROUTES.ecb,
    { name, content: Buffer.isBuffer(file) ? file : Buffer.from(file) },
    { query: { dry_run: dryRun } },
  );

/** The exchange rates as an admin reads them. */
const ratesOf = async (admin: TestClient) => (await admin.call(EXCHANGE_RATE_ROUTES.get)).answer;

/** Replaces the exchange rates: their status. */
const setRates = async (admin: TestClient, rates: Record<string, number>) =>
  (await admin.call(EXCHANGE_RATE_ROUTES.set, { body: { rates } })).status;

/** An ECB history file (eurofxref-hist-90d.xml's layout: a dated Cube a day, newest first). */
function history(days: ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>): string {
  const cubes = days.map(
    ([date, rates]) =>
      `\t\t<Cube time="${date}">\n${Object.entries(rates)
        .map(([currency, rate]) => `\t\t\t<Cube currency="${currency}" rate="${rate}"/>`)
        .join('\n')}\n\t\t</Cube>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
${cubes.join('\n')}
\t</Cube>
</gesmes:Envelope>
`;
}

const rateSets = async (app: TestApp) =>
  await app.database.db.selectFrom('exchange_rate_versions').select(['id', 'date']).orderBy('id').execute();

async function adminOf(app: TestApp) {
  return app.client().login((await createAdmin(app.database.db)).email, PASSWORD);
}

/** A carrier whose pricelist has a 55 SEK toll, and a partner token to price with. */
async function carrierWithSekToll(app: TestApp) {
  const { setup, client } = await signedInCarrier(app, { zones: 2 });
  const toll = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Toll', type: 'constant', amount: 55, currency: 'SEK' } }))
    .answer.id;
  const created = await client.call(PRICELIST_ROUTES.create, {
    body: pricelistBody(setup.serviceId, {
      min_max_rule: 'min',
      surcharges: [toll],
      fare_groups: [
        {
          quantities: [{ quantity: 1000, unit: 'per_shipment' }],
          zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: setup.transitId, prices: [100] }],
        },
      ],
    }),
  });
  expect(created.status, created.response.body).toBe(201);
  const { token } = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer;
  /** The toll of a 480 kg shipment in EUR, and the quote's id. */
  const priceToll = async () => {
    const response = await callWithToken(app.app, token, PRICE_ROUTES.servicePrice, {
      body: {
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        shipments: [{ quantity: 1, type: 'colli', weight: 480 }],
      },
    });
    expect(response.status, response.response.body).toBe(200);
    const [result] = response.answer;
    return {
      toll: result!.charges.find((c) => c.charge === 'Toll')!.amount,
      quoteId: result!.quote_id!,
      client,
    };
  };
  /** A quote as the partner API answers it. */
  const partnerQuote = async (id: string) => (await callWithToken(app.app, token, QUOTE_ROUTES.partnerQuote, { params: { id } })).answer;
  return { priceToll, partnerQuote, client };
}

describeEachDatabase('exchange rates from the ECB file', (use) => {
  it('previews the difference to the current set and saves nothing on a dry run', async () => {
    const admin = await adminOf(use());
    expect(await setRates(admin, { SEK: 11.2, USD: 1.05, BGN: 1.95583 })).toBe(200);
    const before = await rateSets(use());
    const current = await ratesOf(admin);
    expect(current).toMatchObject({ date: before.at(-1)!.date, version: before.at(-1)!.id, auto_fetch: null });

    const dry = await upload(admin, FIXTURE, 'true');
    expect(dry.status, dry.response.body).toBe(200);
    const answer = dry.answer;
    expect(answer).toMatchObject({ date: '2026-11-25', current_date: current.date, changed: true, saved: false, version: current.version });
    // The set typed today is newer than the file of 25.11.: the preview says so.
    expect(answer.older).toBe(current.date! > '2026-11-25');
    expect(answer.rates).toEqual([
      { currency: 'USD', before: 1.05, after: 1.0812, change_percent: 2.97, in_file: true },
      { currency: 'DKK', before: null, after: 7.4598, change_percent: null, in_file: true },
      { currency: 'NOK', before: null, after: 11.7825, change_percent: null, in_file: true },
      { currency: 'SEK', before: 11.2, after: 11.1845, change_percent: -0.14, in_file: true },
      // The ECB publishes no lev since Bulgaria took the euro: the typed rate stays.
      { currency: 'BGN', before: 1.95583, after: 1.95583, change_percent: 0, in_file: false },
      { currency: 'GBP', before: null, after: 0.83515, change_percent: null, in_file: true },
      { currency: 'CHF', before: null, after: 0.9342, change_percent: null, in_file: true },
      { currency: 'PLN', before: null, after: 4.263, change_percent: null, in_file: true },
      { currency: 'CZK', before: null, after: 25.114, change_percent: null, in_file: true },
    ]);
    expect(answer.ignored).toHaveLength(21);
    expect(answer.ignored).toContain('JPY');
    expect(await rateSets(use())).toEqual(before);
    expect((await ratesOf(admin)).rates).toEqual({ SEK: 11.2, USD: 1.05, BGN: 1.95583 });
  });

  it('saves one new rate set dated by the file, which prices and quotes then use; the same file again changes nothing', async () => {
    const admin = await adminOf(use());
    expect(await setRates(admin, { SEK: 11.2 })).toBe(200);
    const { priceToll, partnerQuote, client } = await carrierWithSekToll(use());
    expect((await priceToll()).toll).toBe(4.91); // 55 SEK at 11.2
    const before = await rateSets(use());

    const saved = await upload(admin, FIXTURE);
    expect(saved.status, saved.response.body).toBe(200);
    const sets = await rateSets(use());
    expect(sets).toHaveLength(before.length + 1);
    expect(sets.at(-1)).toEqual({ id: saved.answer.version, date: '2026-11-25' });
    expect(saved.answer).toMatchObject({ date: '2026-11-25', changed: true, saved: true });
    expect(await ratesOf(admin)).toMatchObject({
      date: '2026-11-25',
      version: saved.answer.version,
      rates: { SEK: 11.1845, USD: 1.0812, NOK: 11.7825 },
    });

    const { toll, quoteId } = await priceToll();
    expect(toll).toBe(4.92); // 55 SEK at 11.1845
    // The quote keeps the set it was priced on, and shows its date.
    const quote = (await client.call(QUOTE_ROUTES.get, { params: { id: quoteId } })).answer;
    expect(quote.exchange_rates).toEqual({ version: saved.answer.version, date: '2026-11-25' });
    expect((await partnerQuote(quoteId)).versions).toMatchObject({
      exchange_rates: saved.answer.version,
      exchange_rates_date: '2026-11-25',
    });

    const again = await upload(admin, FIXTURE);
    expect(again.status, again.response.body).toBe(200);
    expect(again.answer).toMatchObject({ changed: false, saved: false, version: saved.answer.version, current_date: '2026-11-25' });
    expect(await rateSets(use())).toHaveLength(before.length + 1);

    // A quote priced before any rates were set (an empty set, as a new installation has) shows no rates' date.
    const db = use().database.db;
    const empty = await db
      .insertInto('exchange_rate_versions')
      .values({ rates: '{}', date: '2026-11-26' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('quotes').set({ rates_version: empty.id }).where('id', '=', quoteId).execute();
    expect((await client.call(QUOTE_ROUTES.get, { params: { id: quoteId } })).answer.exchange_rates).toBeNull();
    expect((await partnerQuote(quoteId)).versions).toMatchObject({ exchange_rates: empty.id, exchange_rates_date: null });
  });

  it('makes one rate set of two saves of the same file at once (another process fetching it too)', async () => {
    const admin = await adminOf(use());
    expect(await setRates(admin, { SEK: 11.25 })).toBe(200);
    const before = (await rateSets(use())).length;
    const both = await Promise.all([upload(admin, FIXTURE), upload(admin, FIXTURE)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.answer.saved).sort()).toEqual([false, true]);
    expect(await rateSets(use())).toHaveLength(before + 1);
  });

  it('refuses a file that is not the ECB format with 422 naming the problem, and saves nothing', async () => {
    const admin = await adminOf(use());
    const before = await rateSets(use());
    const text = FIXTURE.toString();
    const cases: [string, string | Buffer, RegExp][] = [
      ['not XML', 'currency;rate\nUSD;1.08\n', /^Not well-formed XML: line 1: text before the root element/],
      [
        'a DOCTYPE',
        `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]>${text.slice(text.indexOf('<gesmes'))}`,
        /<!DOCTYPE> is refused: no DTDs or entities/,
      ],
      ['an entity', text.replace('Reference rates', '&ent;'), /line 3: &ent; is an undefined entity/],
      ['unclosed', text.replace('</gesmes:Envelope>', ''), /<gesmes:Envelope> \(line 2\) is not closed/],
      ['another layout', '<rates><rate currency="USD">1.08</rate></rates>', /the root element is <rates>, not the ECB's <gesmes:Envelope>/],
      ['no date', text.replace("<Cube time='2026-11-25'>", '<Cube>'), /line 8: <Cube>: this <Cube> has no time attribute/],
      [
        'a bad date',
        text.replace("time='2026-11-25'", "time='2026-11-31'"),
        /line 8: <Cube time="2026-11-31">: time must be a date yyyy-mm-dd/,
      ],
      [
        'a bad rate',
        text.replace("rate='1.0812'", "rate='1,0812'"),
        /line 9: <Cube currency="USD" rate="1,0812">: rate must be a positive decimal/,
      ],
      [
        'a negative rate',
        text.replace("rate='11.1845'", "rate='-11.1845'"),
        /<Cube currency="SEK" rate="-11.1845">: rate must be a positive decimal/,
      ],
      ['a duplicate', text.replace("<Cube currency='JPY'", "<Cube currency='USD'"), /line 10: .*USD is given twice \(first on line 9\)/],
      ['no rates', text.replace(/\t\t\t<Cube currency[^\n]*\n/g, ''), /<Cube time="2026-11-25">: it has no rates/],
    ];
    for (const [name, file, problem] of cases) {
      const response = await upload(admin, file, 'false');
      expect(response.status, `${name}: ${response.response.body}`).toBe(422);
      expect(response.error.message, name).toMatch(problem);
      expect(response.error.errors?.file, name).toMatch(problem);
    }
    // A JSON body where the route reads a file goes out untyped.
    const notMultipart = await admin.request({ method: 'POST', url: '/fe/admin/exchange_rates/ecb', payload: { file: text } });
    expect(notMultipart.statusCode).toBe(422);
    expect(notMultipart.json().errors).toEqual({ file: 'is required' });
    expect(await rateSets(use())).toEqual(before);
  });

  it('refuses a file past 16 MB with 413, declared or not', async () => {
    const admin = await adminOf(use());
    const huge = Buffer.concat([FIXTURE, Buffer.alloc(ECB_FILE_MAX_BYTES + 10, ' ')]);
    const declared = await upload(admin, huge);
    expect(declared.status).toBe(413);
    expect(declared.error).toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/larger than 16 MB/) });
    // Sent without a length the multipart reader stops at the bound.
    const body = multipartBody({ name: 'x.xml', content: huge });
    const chunked = await admin.request({
      method: 'POST',
      url: '/fe/admin/exchange_rates/ecb',
      headers: { 'content-type': body.contentType, 'transfer-encoding': 'chunked' },
      payload: body.payload,
    });
    expect(chunked.statusCode, chunked.body).toBe(413);
  });

  it('keeps a 3-day history file as three dated rate sets in one save, the current set untouched; the same file again keeps none', async () => {
    const admin = await adminOf(use());
    expect(await setRates(admin, { SEK: 11.3, USD: 1.1 })).toBe(200);
    const current = await ratesOf(admin);
    const before = await rateSets(use());
    const file = history([
      ['2025-03-05', { USD: '1.0795', SEK: '10.9875', JPY: '160.5' }],
      ['2025-03-04', { USD: '1.0644', SEK: '11.0265' }],
      ['2025-03-03', { USD: '1.0465', SEK: '11.1350' }],
    ]);

    const dry = await upload(admin, file, 'true', 'eurofxref-hist-90d.xml');
    expect(dry.status, dry.response.body).toBe(200);
    expect(dry.answer).toMatchObject({
      date: '2025-03-05',
      current_date: current.date,
      changed: true,
      saved: false,
      version: current.version,
      days: [
        { date: '2025-03-03', new: true },
        { date: '2025-03-04', new: true },
        { date: '2025-03-05', new: true },
      ],
    });
    expect(await rateSets(use())).toEqual(before);

    const saved = await upload(admin, file, undefined, 'eurofxref-hist-90d.xml');
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.answer).toMatchObject({ changed: true, saved: true, version: current.version });
    const kept = await use()
      .database.db.selectFrom('exchange_rate_versions')
      .select(['date', 'rates', 'history'])
      .where(
        'id',
        'not in',
        before.map((b) => b.id),
      )
      .orderBy('date')
      .execute();
    expect(kept.map((k) => ({ ...k, rates: Object.fromEntries(Object.entries(k.rates).map(([c, r]) => [c, Number(r)])) }))).toEqual([
      { date: '2025-03-03', rates: { USD: 1.0465, SEK: 11.135 }, history: true },
      { date: '2025-03-04', rates: { USD: 1.0644, SEK: 11.0265 }, history: true },
      { date: '2025-03-05', rates: { USD: 1.0795, SEK: 10.9875 }, history: true },
    ]);
    // Older days than the current set's: pricing's rates stay as they were.
    expect(await ratesOf(admin)).toMatchObject({
      date: current.date,
      version: current.version,
      rates: current.rates,
    });

    const again = await upload(admin, file, undefined, 'eurofxref-hist-90d.xml');
    expect(again.status, again.response.body).toBe(200);
    expect(again.answer).toMatchObject({
      changed: false,
      saved: false,
      days: [false, false, false].map((n, i) => ({ date: `2025-03-0${i + 3}`, new: n })),
    });
    expect(await rateSets(use())).toHaveLength(before.length + 3);

    // A later history: its kept day left out, its newest day newer than the current set becomes current.
    const later = history([
      ['2026-12-31', { USD: '1.09', SEK: '11.01' }],
      ['2026-12-30', { USD: '1.08', SEK: '11.02' }],
      ['2025-03-05', { USD: '1.0795', SEK: '10.9875' }],
    ]);
    const next = await upload(admin, later, undefined, 'eurofxref-hist-90d.xml');
    expect(next.status, next.response.body).toBe(200);
    expect(next.answer.days).toEqual([
      { date: '2025-03-05', new: false },
      { date: '2026-12-30', new: true },
      { date: '2026-12-31', new: true },
    ]);
    const sets = await rateSets(use());
    expect(sets).toHaveLength(before.length + 5);
    expect(sets.at(-1)).toEqual({ id: next.answer.version, date: '2026-12-31' });
    expect(await ratesOf(admin)).toMatchObject({
      date: '2026-12-31',
      version: next.answer.version,
      rates: { SEK: 11.01, USD: 1.09 },
    });
  });

  it('keeps each day once when the same history is saved twice at once', async () => {
    const admin = await adminOf(use());
    const before = (await rateSets(use())).length;
    const file = history([
      ['2024-06-04', { USD: '1.0871' }],
      ['2024-06-03', { USD: '1.0850' }],
    ]);
    const both = await Promise.all([upload(admin, file), upload(admin, file)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.answer.saved).sort()).toEqual([false, true]);
    expect(await rateSets(use())).toHaveLength(before + 2);
  });

  it('refuses a hostile or oversized history with 422 naming the fault, and keeps nothing', async () => {
    const admin = await adminOf(use());
    const before = await rateSets(use());
    const day = ['2025-04-01', { USD: '1.08' }] as const;
    const cases: Array<[string, string, RegExp]> = [
      ['a day twice', history([day, ['2025-04-02', { USD: '1.07' }], day]), /2025-04-01 is given twice \(first on line \d+\)/],
      [
        'a bad rate on a later day',
        history([day, ['2025-04-02', { USD: '-1' }]]),
        /line \d+: <Cube currency="USD" rate="-1">: rate must be a positive decimal/,
      ],
      [
        'an entity bomb',
        history([day]).replace('<gesmes:Envelope', '<!DOCTYPE lolz [<!ENTITY lol "lol">]><gesmes:Envelope'),
        /<!DOCTYPE> is refused/,
      ],
      // Read in a worker thread (past 256 KB): the same refusal.
      [
        'more days than a whole history',
        history(Array.from({ length: ECB_MAX_DAYS + 1 }, (_, i) => [`${2000 + Math.floor(i / 366)}-01-01`, { USD: '1.08' }] as const)),
        new RegExp(`there are ${ECB_MAX_DAYS + 1} dated <Cube>s; at most 12,000 days are read from one file`),
      ],
    ];
    for (const [name, file, problem] of cases) {
      const response = await upload(admin, file, undefined, 'eurofxref-hist.xml');
      expect(response.status, `${name}: ${response.response.body.slice(0, 300)}`).toBe(422);
      expect(response.error.errors?.file, name).toMatch(problem);
    }
    expect(await rateSets(use())).toEqual(before);
  });

  it('is for platform admins only', async () => {
    const carrier = await createCarrier(use().database.db);
    const owner = await use().client().login(carrier.owner.email, PASSWORD);
    expect((await upload(owner, FIXTURE, 'true')).status).toBe(403);
    expect((await upload(use().client(), FIXTURE, 'true')).status).toBe(401);
  });
});

// The daily fetch, against a local server that serves the fixture (no test reaches the internet),
// allowed as an operator allows its own network.
let server: Server;
let served = FIXTURE;
let fetches = 0;
const fetchOptions = { config: { exchangeRatesUrl: 'http://127.0.0.1:1/unset', ...LOCAL_RECEIVERS } };
/** The same server without the allowance (the platform's default), its failed runs retried after 1 s. */
const refusedOptions = {
  config: { exchangeRatesUrl: 'http://127.0.0.1:1/unset', exchangeRatesFetch: { retryAfterSeconds: 1, pollSeconds: 0.5 } },
};
beforeAll(async () => {
  server = createServer((request, response) => {
    fetches++;
    if (request.url === '/missing') return void response.writeHead(404).end('no');
    response.writeHead(200, { 'content-type': 'application/xml' }).end(served);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fetchOptions.config.exchangeRatesUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`;
  refusedOptions.config.exchangeRatesUrl = fetchOptions.config.exchangeRatesUrl;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeEachDatabase(
  'the daily fetch of EXCHANGE_RATES_URL',
  (use) => {
    it('fetches at start (no rates yet) and makes exactly one new rate set; fetched again, still one', async () => {
      const app = use();
      // The start's run is queued on pg-boss and worked at once: wait for its result.
      let status: { last: { saved: boolean } | null } | null = null;
      const admin = await adminOf(app);
      for (let i = 0; i < 100 && !status?.last; i++) {
        status = (await ratesOf(admin)).auto_fetch;
        if (!status?.last) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toMatchObject({ url: fetchOptions.config.exchangeRatesUrl, last: { ok: true, saved: true, date: '2026-11-25' } });
      const dated = async () => (await rateSets(app)).filter((s) => s.date === '2026-11-25');
      expect(await dated()).toHaveLength(1);
      expect(fetches).toBeGreaterThanOrEqual(1);

      const again = await app.app.ratesFetch!.runNow();
      expect(again).toMatchObject({ ok: true, saved: false, message: 'The rates of 25.11.2026 are current already: nothing changed' });
      expect(await dated()).toHaveLength(1);
      // The schedule is kept in pg-boss: once a day at 16:30 in Frankfurt.
      const schedules = await app.database.executeSql('select cron, timezone from pgboss.schedule where name = $1', [
        'exchange-rates-fetch',
      ]);
      expect(schedules.rows).toEqual([{ cron: '30 16 * * *', timezone: 'Europe/Berlin' }]);
    });

    it('applies no older document and keeps a failure for the admin to see', async () => {
      const app = use();
      const admin = await adminOf(app);
      // Typed today: newer than the document of 25.11.
      expect(await setRates(admin, { SEK: 11.3 })).toBe(200);
      const count = (await rateSets(app)).length;
      expect(await app.app.ratesFetch!.runNow()).toMatchObject({
        ok: true,
        saved: false,
        message: expect.stringMatching(/older than the current set/),
      });
      served = Buffer.from('<html>maintenance</html>');
      const failed = await app.app.ratesFetch!.runNow();
      expect(failed).toMatchObject({ ok: false, saved: false, message: expect.stringMatching(/the root element is <html>/) });
      served = FIXTURE;
      // The failure is shown with the next try, an hour later: a job queued on the schedule's queue.
      const shown = (await ratesOf(admin)).auto_fetch!;
      expect(shown.last).toMatchObject({ ok: false, message: failed.message });
      expect(shown.failures).toEqual([{ at: failed.at, message: failed.message }]);
      expect(Date.parse(shown.next_try_at!) - Date.parse(failed.at)).toBeGreaterThanOrEqual(3600_000);
      expect(Date.parse(shown.next_try_at!) - Date.parse(failed.at)).toBeLessThan(3610_000);
      const queued = await app.database.executeSql(
        `select data, start_after from pgboss.job where name = 'exchange-rates-fetch' and state = 'created'`,
        [],
      );
      expect(queued.rows).toMatchObject([{ data: { attempt: 2 } }]);
      expect(new Date(queued.rows[0]!.start_after as string).toISOString()).toBe(shown.next_try_at);
      expect(await rateSets(app)).toHaveLength(count);
      // A try that succeeds clears the failures.
      expect(await app.app.ratesFetch!.runNow(2)).toMatchObject({ ok: true });
      const after = (await ratesOf(admin)).auto_fetch!;
      expect(after).toMatchObject({ last: { ok: true }, failures: [], next_try_at: null });
    });
  },
  fetchOptions,
);

describeEachDatabase(
  'the daily fetch of a private address (WEBHOOK_ALLOWED_NETWORKS unset)',
  (use) => {
    it('is refused without a request, tried again after the wait, three tries in all, each failure shown', async () => {
      const app = use();
      const admin = await adminOf(app);
      const before = fetches;
      // The start's run (no rates yet) and its two retries, a second apart: wait for the third failure.
      let status = (await ratesOf(admin)).auto_fetch!;
      for (let i = 0; i < 200 && status.failures.length < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await ratesOf(admin)).auto_fetch!;
      }
      const reason = `The rates could not be fetched: ${refusedOptions.config.exchangeRatesUrl} refused: 127.0.0.1 is not a public address`;
      expect(status.failures.map((f) => f.message)).toEqual([reason, reason, reason]);
      const times = status.failures.map((f) => Date.parse(f.at));
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1000);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1000);
      expect(status).toMatchObject({ last: { ok: false, message: reason }, next_try_at: null });
      // The third failure stops the run: nothing queued, no fourth try.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const waiting = await app.database.executeSql(
        `select count(*)::int as n from pgboss.job where name = 'exchange-rates-fetch' and state in ('created', 'retry', 'active')`,
        [],
      );
      expect(waiting.rows).toEqual([{ n: 0 }]);
      expect((await ratesOf(admin)).auto_fetch!.failures).toHaveLength(3);
      expect(fetches).toBe(before);
      expect((await rateSets(app)).filter((set) => set.date === '2026-11-25')).toEqual([]);
    }, 30_000);
  },
  refusedOptions,
);
