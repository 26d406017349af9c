/**
 * POST /fe/fuel_index/file with the CSV of every dialect a program writes (the
 * files and how each was made: packages/domain/fixtures/csv): the same months each time, and how
 * the file was read.
 */
import { readFileSync } from 'node:fs';
import { FUEL_INDEX_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, uploadFile, type TestClient } from '../../../test/helpers';

const FIXTURES = new URL('../../../../../packages/domain/fixtures/csv/', import.meta.url);
const { files } = JSON.parse(readFileSync(new URL('dialects.json', FIXTURES), 'utf8')) as {
  files: { file: string; table: string; encoding: string; separator: string }[];
};
const diesel = files.filter((f) => f.table === 'diesel');

const upload = (client: TestClient, name: string, content: Buffer) => uploadFile(client, FUEL_INDEX_ROUTES.readFile, { name, content });

describeEachDatabase('fuel index file: every CSV dialect', (use) => {
  it('reads the same months from the file of each dialect and says how it read it', async () => {
    expect(diesel.map((f) => f.encoding)).toEqual(['UTF-8', 'UTF-8', 'UTF-8', 'UTF-16 LE', 'UTF-16 BE', 'Windows-1252', 'Windows-1252']);
    const { client } = await signedInCarrier(use());
    for (const { file, encoding, separator } of diesel) {
      const answer = await upload(client, file, readFileSync(new URL(file, FIXTURES)));
      expect(answer.status, `${file}: ${answer.response.body}`).toBe(200);
      expect(answer.answer, file).toEqual({
        values: [
          { month: '2026-09', price: 1.589 },
          { month: '2026-10', price: 1.62 },
          { month: '2026-11', price: 1.7 },
        ],
        csv: { encoding, separator },
      });
    }
    expect((await client.call(FUEL_INDEX_ROUTES.get)).answer.version).toBe(0);
  });

  it('refuses a text with NUL characters (UTF-16 without a BOM, a binary file) as no CSV: 422 under file', async () => {
    const { client } = await signedInCarrier(use());
    const answer = await upload(client, 'diesel.csv', Buffer.from('month;price\r\n2026-11;1,62\r\n', 'utf16le'));
    expect(answer.status).toBe(422);
    expect(answer.error.errors).toEqual({ file: 'is neither a CSV nor an xlsx workbook' });
  });
});
