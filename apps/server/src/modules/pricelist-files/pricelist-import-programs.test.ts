/**
 * The as_is export opened and saved by each program a clerk uses, uploaded to
 * the Excel import. Saved as is, the dry run shows no change; with one price raised by 1 in the
 * program, exactly that change; and the import applies it.
 */
import { pathOf, PRICELIST_FILE_ROUTES, PRICELIST_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD, threeRoutePricelist } from '../../../test/factories';
import { answerWith, Called, createdId, describeEachDatabase, type TestClient } from '../../../test/helpers';
import {
  jszipRestore,
  LIBREOFFICE_FIXTURES,
  openpyxlResave,
  pythonZip64Rezip,
  sheetjsResave,
  type Raise,
} from '../../../test/program-writers';
import { multipartBody } from '../../../test/route-table';

/** The price of lane Zone 1 -> Zone 2 at 1000 kg (95.5): cell F13 of the as_is export. */
const RAISE: Raise = { sheet: 'Fare group 1', cell: 'F13' };

/** F13 raised from 95.5 to 96.5 in the sheet's XML, as a program that edits the XML does. */
const raiseInXml = {
  part: 'xl/worksheets/sheet1.xml',
  change: (xml: string) => xml.replace(/(<c r="F13"[^>]*><v>)95\.5(<\/v>)/, '$196.5$2'),
};

/** Each program, saving an export as is or with RAISE applied. */
const PROGRAMS: [string, (exported: Buffer, raise?: Raise) => Buffer | Promise<Buffer>][] = [
  ['SheetJS 0.18 (stored entries)', sheetjsResave],
  ['openpyxl (Debian python3-openpyxl)', openpyxlResave],
  ...[false, true].map((streamFiles): [string, (exported: Buffer, raise?: Raise) => Promise<Buffer>] => [
    `JSZip re-zip with STORE${streamFiles ? ' and data descriptors' : ''}`,
    (exported, raise) => jszipRestore(exported, { streamFiles, edit: raise && raiseInXml }),
  ]),
  [
    "Python's zipfile re-zip with zip64 forced (zip64 local headers)",
    async (exported, raise) => pythonZip64Rezip(raise ? await jszipRestore(exported, { edit: raiseInXml }) : exported),
  ],
];

/** POSTs a workbook to pricelist `id`'s import (`query`: its flags as the page sends them), answered as a typed call. */
async function postWorkbook(client: TestClient, id: number, upload: { payload: Buffer; contentType: string }, query = '') {
  const url = `${pathOf(PRICELIST_FILE_ROUTES.importWorkbook, { id })}${query}`;
  const response = await client.request({ method: 'POST', url, payload: upload.payload, headers: { 'content-type': upload.contentType } });
  return new Called(PRICELIST_FILE_ROUTES.importWorkbook, response);
}

describeEachDatabase('pricelist Excel import of workbooks saved by other programs', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 4 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    const created = await client.call(PRICELIST_ROUTES.create, { body: threeRoutePricelist(setup) });
    expect(created.status, created.response.body).toBe(201);
    return { client, id: createdId(created.answer) };
  }

  const post = (client: TestClient, id: number, file: Buffer, query: string) => {
    const upload = multipartBody({ name: 'pricelist.xlsx', content: file });
    return postWorkbook(client, id, upload, query);
  };

  /** Saved as is: read, nothing changed. Price raised: exactly that change, and applied as version 2. */
  async function expectTableRow(client: TestClient, id: number, savedAsIs: Buffer, priceRaised: Buffer) {
    const same = await post(client, id, savedAsIs, '?dry_run=true');
    expect(same.status, same.response.body).toBe(200);
    expect(answerWith(same.answer, 'changes')).toMatchObject({
      changes: [],
      added_rows: [],
      removed_rows: [],
      errors: [],
      based_on_version: 1,
      current_version: 1,
    });
    const raised = await post(client, id, priceRaised, '?dry_run=true');
    expect(raised.status, raised.response.body).toBe(200);
    const diff = answerWith(raised.answer, 'changes');
    expect([diff.changes.map((c) => [c.cell, c.before, c.after]), diff.added_rows, diff.removed_rows, diff.errors]).toEqual([
      [['F13', 95.5, 96.5]],
      [],
      [],
      [],
    ]);
    const applied = await post(client, id, priceRaised, '');
    expect(applied.status, applied.response.body).toBe(200);
    expect(applied.answer).toMatchObject({ version: 2, fare_groups: [{ zones: [{ prices: [80, 7.35] }, { prices: [96.5, 8.2] }, {}] }] });
  }

  // First in the file: the committed fixtures are the export of pricelist 1 of a fresh database.
  it("reads LibreOffice Calc's saves of the export (committed fixtures): as is, and with one price raised", async () => {
    const { client, id } = await owner();
    expect(id, 'the fixtures name pricelist 1: this test must create the first pricelist of its database').toBe(
      LIBREOFFICE_FIXTURES.pricelistId,
    );
    await expectTableRow(client, id, LIBREOFFICE_FIXTURES.savedAsIs(), LIBREOFFICE_FIXTURES.priceRaised());
  });

  for (const [program, save] of PROGRAMS) {
    it(`reads ${program}'s saves of the export: as is, and with one price raised`, async () => {
      const { client, id } = await owner();
      const exported = (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })).response
        .rawPayload;
      await expectTableRow(client, id, await save(exported), await save(exported, RAISE));
    });
  }
});
