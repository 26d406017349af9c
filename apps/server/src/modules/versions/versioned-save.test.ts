import ExcelJS from 'exceljs';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, RootOperationNode } from 'kysely';
import {
  PRICELIST_FILE_ROUTES,
  PRICELIST_ROUTES,
  PRICELIST_VERSION_ROUTES,
  pathOf,
  pricelistSchema,
  SURCHARGE_ROUTES,
  SURCHARGE_VERSION_ROUTES,
} from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD, threeRoutePricelist } from '../../../test/factories';
import { answerWith, Called, createdId, describeEachDatabase, type TestClient } from '../../../test/helpers';
import { multipartBody } from '../../../test/route-table';
import { PRICELIST_RECORD } from '../pricelists/pricelist-record';
import { saveVersioned } from './versioned-save';

/** Every statement a Kysely instance runs, as its operation nodes (a plugin sees each one compiled). */
class StatementLog implements KyselyPlugin {
  readonly statements: RootOperationNode[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push(node);
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs) {
    return Promise.resolve(result);
  }
  /** The statements of `kind` whose own table (FROM, UPDATE or INSERT INTO) is `table`: subqueries are not counted. */
  count(kind: RootOperationNode['kind'], table: string): number {
    return this.statements.filter((node) => node.kind === kind && tablesOf(node).includes(table)).length;
  }
}

function tablesOf(node: RootOperationNode): string[] {
  const named = (n: unknown) => (n as { table?: { identifier?: { name?: string } } }).table?.identifier?.name;
  if (node.kind === 'SelectQueryNode') return (node.from?.froms ?? []).map((f) => named(f) ?? '');
  if (node.kind === 'UpdateQueryNode') return [named(node.table) ?? ''];
  if (node.kind === 'InsertQueryNode') return [named(node.into) ?? ''];
  return [];
}

describeEachDatabase('the one versioned save', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 3 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { client, setup, carrierId: carrier.carrierId };
  }

  /** The record's rows in its history (their version numbers, null: no version) and its change log's length. */
  async function history(client: TestClient, record: { carrierId: number; type: 'pricelist' | 'surcharge'; id: number }) {
    const rows = await use()
      .database.db.selectFrom('record_versions')
      .select('version')
      .where('carrier_id', '=', record.carrierId)
      .where('record_type', '=', record.type)
      .where('record_id', '=', record.id)
      .orderBy('id')
      .execute();
    const logsRoute = record.type === 'pricelist' ? PRICELIST_ROUTES.logs : SURCHARGE_ROUTES.logs;
    const logs = await client.call(logsRoute, { params: { id: record.id } });
    expect(logs.status, logs.response.body).toBe(200);
    return { versions: rows.map((r) => r.version), logs: logs.answer.map((l) => l.lines[0]) };
  }

  it('keeps one version row and one change-log entry per pricelist save: create, update, restore, Excel and JSON import', async () => {
    const { client, setup, carrierId } = await owner();
    const created = await client.call(PRICELIST_ROUTES.create, { body: threeRoutePricelist(setup) });
    expect(created.status, created.response.body).toBe(201);
    const id = createdId(created.answer);
    const record = { carrierId, type: 'pricelist' as const, id };
    expect(await history(client, record)).toEqual({ versions: [1], logs: ['Created'] });

    // An update answers the record as saved: what GET reads afterwards.
    const updated = await client.call(PRICELIST_ROUTES.update, {
      params: { id },
      body: { ...threeRoutePricelist(setup), comment: 'Tender', version: 1 },
    });
    expect(updated.status, updated.response.body).toBe(200);
    expect(updated.answer).toEqual({ ...(await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer, takes_over: [] });
    expect(updated.answer).toMatchObject({ version: 2, comment: 'Tender' });
    expect(await history(client, record)).toEqual({ versions: [1, 2], logs: ['Comment: — → Tender', 'Created'] });

    const restored = await client.call(PRICELIST_VERSION_ROUTES.restore, { params: { id, version: 1 }, body: { version: 2 } });
    expect(restored.status, restored.response.body).toBe(200);
    expect(restored.answer).toEqual((await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer);
    expect(restored.answer).toMatchObject({ version: 3, comment: '' });
    expect((await history(client, record)).versions).toEqual([1, 2, 3]);
    expect((await history(client, record)).logs[0]).toBe('Restored version 1');

    // The workbook exported at version 3, 95.5 -> 96 on Zone 1 -> Zone 2.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })).response
        .rawPayload as unknown as ArrayBuffer,
    );
    workbook.getWorksheet('Fare group 1')!.getCell('F13').value = 96;
    const upload = multipartBody({ name: 'pricelist.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) });
    const imported = new Called(
      PRICELIST_FILE_ROUTES.importWorkbook,
      await client.request({
        method: 'POST',
        url: pathOf(PRICELIST_FILE_ROUTES.importWorkbook, { id }),
        payload: upload.payload,
        headers: { 'content-type': upload.contentType },
      }),
    );
    expect(imported.status, imported.response.body).toBe(200);
    expect(imported.answer).toEqual((await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer);
    expect(answerWith(imported.answer, 'version').version).toBe(4);
    expect(answerWith(imported.answer, 'fare_groups').fare_groups[0]!.zones[1]!.prices).toEqual([96, 8.2]);
    const afterImport = await history(client, record);
    expect(afterImport.versions).toEqual([1, 2, 3, 4]);
    expect(afterImport.logs).toHaveLength(4);

    // An archive and its way back are entries of the change log without a version: the content did not move.
    expect((await client.call(PRICELIST_ROUTES.archive, { params: { id } })).status).toBe(204);
    expect((await client.call(PRICELIST_ROUTES.unarchive, { params: { id }, body: { version: 4 } })).status).toBe(200);
    expect(await history(client, record)).toEqual({
      versions: [1, 2, 3, 4, null, null],
      logs: ['Taken back from the archive', 'Archived', ...afterImport.logs],
    });

    const file = (await client.call(PRICELIST_FILE_ROUTES.exportJson, { params: { id } })).response.json();
    const copy = await client.call(PRICELIST_FILE_ROUTES.importJson, { body: { file, create_missing_zones: true } });
    expect(copy.status, copy.response.body).toBe(201);
    expect(await history(client, { carrierId, type: 'pricelist', id: copy.answer.id })).toEqual({ versions: [1], logs: ['Created'] });
  });

  it('keeps one version row and one change-log entry per surcharge save: create, update, restore', async () => {
    const { client, carrierId } = await owner();
    const created = await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Fuel', type: 'constant', amount: 10 } });
    expect(created.status, created.response.body).toBe(201);
    const id = createdId(created.answer);
    const record = { carrierId, type: 'surcharge' as const, id };
    expect(await history(client, record)).toEqual({ versions: [1], logs: ['Created'] });

    const loaded = (await client.call(SURCHARGE_ROUTES.get, { params: { id } })).answer;
    const updated = await client.call(SURCHARGE_ROUTES.update, { params: { id }, body: { ...loaded, amount: 11 } });
    expect(updated.status, updated.response.body).toBe(200);
    expect(updated.answer).toEqual((await client.call(SURCHARGE_ROUTES.get, { params: { id } })).answer);
    expect(updated.answer).toMatchObject({ version: 2, amount: 11 });
    expect(await history(client, record)).toEqual({ versions: [1, 2], logs: ['Amount: 10,00 → 11,00', 'Created'] });

    // A save that changes nothing is a version, but says nothing in the change log.
    expect((await client.call(SURCHARGE_ROUTES.update, { params: { id }, body: { ...loaded, amount: 11, version: 2 } })).status).toBe(200);
    expect(await history(client, record)).toEqual({ versions: [1, 2, 3], logs: ['Amount: 10,00 → 11,00', 'Created'] });

    const restored = await client.call(SURCHARGE_VERSION_ROUTES.restore, { params: { id, version: 1 }, body: { version: 3 } });
    expect(restored.status, restored.response.body).toBe(200);
    expect(restored.answer).toEqual((await client.call(SURCHARGE_ROUTES.get, { params: { id } })).answer);
    expect(restored.answer).toMatchObject({ version: 4, amount: 10 });
    expect(await history(client, record)).toEqual({
      versions: [1, 2, 3, 4],
      logs: ['Restored version 1', 'Amount: 10,00 → 11,00', 'Created'],
    });
  });

  it('reads a pricelist once in a save: locked and read; its answer and its events come from the row its write returns', async () => {
    const { client, setup, carrierId } = await owner();
    const created = await client.call(PRICELIST_ROUTES.create, { body: threeRoutePricelist(setup) });
    expect(created.status, created.response.body).toBe(201);
    const id = createdId(created.answer);
    const log = new StatementLog();
    const db = use().database.db.withPlugin(log);
    const body = pricelistSchema.parse({ ...threeRoutePricelist(setup), comment: 'Counted', version: 1 });
    const saved = await db
      .transaction()
      .execute((tx) =>
        saveVersioned(tx, PRICELIST_RECORD, { carrierId, author: { id: null, name: 'Test' }, id, sent: 1, content: () => ({ body }) }),
      );
    expect(log.count('SelectQueryNode', 'pricelists')).toBe(1);
    expect(log.count('UpdateQueryNode', 'pricelists')).toBe(1);
    // The answer built from the written row is what GET reads.
    expect(saved).toEqual((await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer);
    expect(saved).toMatchObject({ version: 2, comment: 'Counted' });
  });
});
