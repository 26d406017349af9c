import { cpus, loadavg } from 'node:os';
import ExcelJS from 'exceljs';
import { AS_IS_VERSION_PROPERTY, HEALTH_ROUTES, pathOf, PRICELIST_FILE_ROUTES, PRICELIST_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { readXlsx } from '../../lib/xlsx-reader';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD, threeRoutePricelist } from '../../../test/factories';
import { understatedZipBomb, millionRowWorkbook, storedBombs, understatedStringsBomb } from '../../../test/hostile-files';
import { answerWith, Called, createdId, describeEachDatabase, type TestClient } from '../../../test/helpers';
import { multipartBody } from '../../../test/route-table';

/** How an upload behaved: its answer, its time, the process's resident memory growth and the slowest health probe meanwhile. */
interface Measured {
  status: number;
  message: string;
  ms: number;
  rssGrowthMb: number;
  slowestHealthMs: number;
}

/**
 * Sends `file` as a dry run while sampling resident memory every 5 ms and probing /fe/live
 * every 20 ms, one probe at a time.
 */
async function measureUpload(client: TestClient, health: TestClient, id: number, file: Buffer): Promise<Measured> {
  const upload = multipartBody({ name: 'pricelist.xlsx', content: file });
  global.gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  let done = false;
  let slowestHealthMs = 0;
  const probes = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await health.call(HEALTH_ROUTES.live);
      expect(answer.status).toBe(200);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const response = await postWorkbook(client, id, upload, '?dry_run=true');
  const ms = performance.now() - started;
  done = true;
  await probes;
  clearInterval(sampler);
  return {
    status: response.status,
    message: response.response.json().message,
    ms,
    rssGrowthMb: (peak - idle) / 1024 / 1024,
    slowestHealthMs,
  };
}

/**
 * A time budget on this machine: `ms` as set for an idle machine, stretched by the
 * load per core when the machine is busier than that (shared CI runners with other test runs).
 */
function budget(ms: number): number {
  return ms * Math.max(1, loadavg()[0]! / cpus().length);
}

/** POSTs a workbook to pricelist `id`'s import (`query`: its flags as the page sends them), answered as a typed call. */
async function postWorkbook(client: TestClient, id: number, upload: { payload: Buffer; contentType: string }, query = '') {
  const url = `${pathOf(PRICELIST_FILE_ROUTES.importWorkbook, { id })}${query}`;
  const response = await client.request({ method: 'POST', url, payload: upload.payload, headers: { 'content-type': upload.contentType } });
  return new Called(PRICELIST_FILE_ROUTES.importWorkbook, response);
}

describeEachDatabase('pricelist Excel import', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 4 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    const created = await client.call(PRICELIST_ROUTES.create, { body: threeRoutePricelist(setup) });
    expect(created.status, created.response.body).toBe(201);
    return { ...carrier, setup, client, id: createdId(created.answer) };
  }

  it('refuses understated zip bombs (deflated and stored), a cut stored sheet and a million-row workbook with 422 in 2 s, under 100 MB, health answering meanwhile', async () => {
    const { client, id } = await owner();
    // A server that has handled a workbook before (ExcelJS is loaded on first use).
    expect((await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })).status).toBe(200);
    const health = use().client();
    const cases: [string, Buffer, RegExp][] = [
      ['understated sheet (4 GB)', understatedZipBomb(id, 4), /unpacks to more than its zip directory declares/],
      ['understated shared strings (4 GB)', understatedStringsBomb(id, 4), /unpacks to more than its zip directory declares/],
      ['a million honest rows', millionRowWorkbook(id), /The sheet Fare group 1 has more than 20000 rows/],
      // Stored (uncompressed) sheets, as SheetJS writes them, whose headers lie.
      ['stored sheet over its declared 2 KB', storedBombs(id).understated, /unpacks to more than its zip directory declares/],
      ["stored sheet cut at its directory's 2 KB", storedBombs(id).truncated, /The file is not an Excel workbook/],
    ];
    for (const [name, file, message] of cases) {
      expect(file.length, name).toBeLessThan(5 * 1024 * 1024);
      const measured = await measureUpload(client, health, id, file);
      expect([name, measured.status, measured.message], JSON.stringify(measured)).toEqual([name, 422, expect.stringMatching(message)]);
      expect(measured.ms, `${name}: ${JSON.stringify(measured)}`).toBeLessThan(budget(2000));
      expect(measured.rssGrowthMb, `${name}: ${JSON.stringify(measured)}`).toBeLessThan(100);
      expect(measured.slowestHealthMs, `${name}: ${JSON.stringify(measured)}`).toBeLessThan(budget(200));
    }
    // Nothing was written.
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer.version).toBe(1);
  });

  it('answers an upload over 5 MB with a 413 naming the limit', async () => {
    const { client, id } = await owner();
    const upload = multipartBody({ name: 'pricelist.xlsx', content: Buffer.alloc(6 * 1024 * 1024, 0x41) });
    const response = await postWorkbook(client, id, upload, '?dry_run=true');
    expect([response.status, response.error.message, response.error.errors]).toEqual([
      413,
      'The workbook is larger than 5 MB',
      { file: 'is larger than 5 MB' },
    ]);
  });

  it('reads the used range only: an as_is workbook re-saved with an empty row 1048576 and columns to XFD dry-runs cleanly and lists a deleted lane', async () => {
    const { client, id } = await owner();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })).response
        .rawPayload as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Fare group 1')!;
    // What a spreadsheet program writes after a row is deleted: formatted, empty cells far out.
    sheet.getCell('A1048576').style = { font: { bold: true } };
    sheet.getCell('B1048576').value = '';
    sheet.getCell('XFD12').style = { fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } } };
    sheet.getCell('ZZ13').value = ' ';
    const post = async (file: Buffer) => {
      const upload = multipartBody({ name: 'pricelist.xlsx', content: file });
      return postWorkbook(client, id, upload, '?dry_run=true');
    };
    const resaved = await post(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(resaved.status, resaved.response.body).toBe(200);
    expect(answerWith(resaved.answer, 'changes')).toEqual({
      changes: [],
      added_rows: [],
      removed_rows: [],
      errors: [],
      based_on_version: 1,
      current_version: 1,
      stale: null,
    });

    // The lane 1 -> 2 deleted (the rows below move up).
    sheet.spliceRows(13, 1);
    const deleted = await post(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(deleted.status, deleted.response.body).toBe(200);
    const diff = answerWith(deleted.answer, 'changes');
    expect([diff.changes, diff.added_rows, diff.errors]).toEqual([[], [], []]);
    expect(diff.removed_rows).toMatchObject([{ zone_from: 'Zone 1', zone_to: 'Zone 2', prices: [95.5, 8.2], maximum_amount: 700 }]);
  });

  it('still refuses content past the limits: a value in row 20012 or column 501', async () => {
    const { client, id } = await owner();
    for (const cell of ['F20012', 'SH12']) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })).response
          .rawPayload as unknown as ArrayBuffer,
      );
      workbook.getWorksheet('Fare group 1')!.getCell(cell).value = 1;
      const upload = multipartBody({ name: 'pricelist.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) });
      const response = await postWorkbook(client, id, upload, '?dry_run=true');
      expect([cell, response.status, response.error.message]).toEqual([
        cell,
        422,
        cell === 'F20012' ? 'The sheet Fare group 1 has more than 20000 rows' : 'The sheet Fare group 1 has more than 500 columns',
      ]);
    }
  });

  it('tells a stale workbook in the dry run, marks what it undoes, and applies it only with overwrite=true; an unstamped one as before', async () => {
    const { client, id, carrierId } = await owner();
    const db = use().database.db;
    const exported = (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })).response
      .rawPayload;
    // The version is in the workbook's custom properties and on each sheet's version line.
    const properties = await readXlsx(exported, [], {
      sheetBytes: 1e6,
      sharedStringBytes: 1e6,
      partBytes: 1e6,
      totalBytes: 1e7,
      maxRow: 100,
      maxColumn: 100,
    });
    expect(properties.ok && properties.properties).toEqual({ [AS_IS_VERSION_PROPERTY]: '1' });

    // A colleague saves a change in the web app: 7.35 -> 7.5 on Zone 0 -> Zone 1.
    const mari = await createUser(db, { carrierId, roleId: await createRole(db, carrierId, { level: 'write' }), name: 'Mari Tamm' });
    const colleague = await use().client().login(mari.email, PASSWORD);
    const stored = (await colleague.call(PRICELIST_ROUTES.get, { params: { id } })).answer;
    stored.fare_groups[0]!.zones[0]!.prices[1] = 7.5;
    const saved = await colleague.call(PRICELIST_ROUTES.update, {
      params: { id },
      body: {
        ...stored,
        surcharges: [],
        fare_groups: stored.fare_groups.map((g) => ({
          quantities: g.quantities,
          zones: g.zones.map((z) => ({
            zone_from: z.zone_from,
            zone_to: z.zone_to,
            transit: z.transit,
            minimum_amount: z.minimum_amount,
            maximum_amount: z.maximum_amount,
            prices: z.prices,
          })),
        })),
      },
    });
    expect(saved.status, saved.response.body).toBe(200);

    // The old workbook, edited elsewhere (95.5 -> 96 on Zone 1 -> Zone 2), still says 7.35.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Fare group 1')!;
    expect([sheet.getCell('A9').value, sheet.getCell('B9').value]).toEqual(['Version', 1]);
    sheet.getCell('F13').value = 96;
    const post = async (file: Buffer, query: string) => {
      const upload = multipartBody({ name: 'pricelist.xlsx', content: file });
      return postWorkbook(client, id, upload, query);
    };
    const stale = Buffer.from(await workbook.xlsx.writeBuffer());
    const dry = await post(stale, '?dry_run=true');
    expect(dry.status, dry.response.body).toBe(200);
    const answer = answerWith(dry.answer, 'changes');
    expect(answer).toMatchObject({
      based_on_version: 1,
      current_version: 2,
      stale: { based_on_version: 1, current_version: 2, changed_by: 'Mari Tamm', changed_cells: 1 },
    });
    expect(Date.now() - Date.parse(answer.stale!.changed_at)).toBeLessThan(60_000);
    expect(answer.changes.map((c) => [c.cell, c.before, c.after, c.reverts])).toEqual([
      ['G12', 7.5, 7.35, true],
      ['F13', 95.5, 96, false],
    ]);

    const refused = await post(stale, '');
    expect([refused.status, refused.error.message]).toEqual([
      409,
      expect.stringContaining('exported from version 1; since then Mari Tamm'),
    ]);
    // The refusal carries the diff beside the error.
    expect(refused.response.json().diff.stale.current_version).toBe(2);
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer.version).toBe(2);
    const overwritten = await post(stale, '?overwrite=true');
    expect(overwritten.status, overwritten.response.body).toBe(200);
    expect(overwritten.answer).toMatchObject({ version: 3, fare_groups: [{ zones: [{ prices: [80, 7.35] }, { prices: [96, 8.2] }, {}] }] });

    // Without a stamp (the version line deleted, no custom properties): imported as before.
    sheet.getRow(9).values = [];
    sheet.getCell('F13').value = 97;
    const unstamped = Buffer.from(await workbook.xlsx.writeBuffer());
    const plain = answerWith((await post(unstamped, '?dry_run=true')).answer, 'changes');
    expect([plain.based_on_version, plain.current_version, plain.stale]).toEqual([null, 3, null]);
    expect(plain.changes.map((c) => [c.cell, c.after, c.reverts])).toEqual([['F13', 97, undefined]]);
    const applied = await post(unstamped, '');
    expect(applied.status, applied.response.body).toBe(200);
    expect(answerWith(applied.answer, 'version').version).toBe(4);
  });

  it("reads uploads as the carrier's heavy work: 429 with Retry-After while its slots are taken, other carriers meanwhile", async () => {
    const busy = await owner();
    const other = await owner();
    // Exported first: an export is heavy work too.
    const exported = async ({ client, id }: { client: TestClient; id: number }) =>
      (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })).response.rawPayload;
    const busyFile = await exported(busy);
    const otherFile = await exported(other);
    const dryRun = ({ client, id }: { client: TestClient; id: number }, file: Buffer) => {
      const upload = multipartBody({ name: 'pricelist.xlsx', content: file });
      return postWorkbook(client, id, upload, '?dry_run=true');
    };
    // Two workbooks, budgets or backtests of the carrier running (the default limit).
    const heavy = use().app.heavy;
    for (let i = 0; i < 100 && heavy.activeFor(busy.carrierId) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const slots = [heavy.admit(busy.carrierId), heavy.admit(busy.carrierId)];
    const refused = await dryRun(busy, busyFile);
    expect([refused.status, refused.response.headers['retry-after'], refused.error.code]).toEqual([429, '10', 'RATE_LIMITED']);
    expect(refused.error.message).toMatch(/of this carrier are running at once/);
    const elsewhere = await dryRun(other, otherFile);
    expect(elsewhere.status, elsewhere.response.body).toBe(200);
    for (const release of slots) release();
    const admitted = await dryRun(busy, busyFile);
    expect(admitted.status, admitted.response.body).toBe(200);
    expect(answerWith(admitted.answer, 'changes').changes).toEqual([]);
    // The upload's slot is given back with its answer.
    for (let i = 0; i < 100 && heavy.activeFor(busy.carrierId) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heavy.activeFor(busy.carrierId)).toBe(0);
  });
});
