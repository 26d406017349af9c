// The CSV fixtures are read as bytes and handed over as a picked file: Node's File (jsdom's has no arrayBuffer).
import { File as NodeFile } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvDialectText, parseTenderLanes, parseTenderProfiles, readMassTable } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { readSpreadsheetFile, uploadFailure } from './spreadsheet-file';

/** The budget table in every dialect (packages/domain/fixtures/csv/make-fixtures.mjs wrote them; dialects.json says how). */
const FIXTURES = join(import.meta.dirname, '../../../../../../packages/domain/fixtures/csv');
const { files } = JSON.parse(readFileSync(join(FIXTURES, 'dialects.json'), 'utf8')) as {
  files: { file: string; table: string; encoding: string; separator: string }[];
};
const budget = files.filter((f) => f.table === 'budget');
const picked = (name: string, bytes: Uint8Array) => new NodeFile([bytes], name) as unknown as File;
const fixture = (file: string) => picked(file, new Uint8Array(readFileSync(join(FIXTURES, file))));

describe('readSpreadsheetFile', () => {
  it('reads the budget file of every dialect into the same rows, shipments, lanes and profiles, and says how', async () => {
    expect(budget).toHaveLength(7);
    const first = (await readSpreadsheetFile(fixture(budget[0]!.file))).sheets[0]!.rows;
    expect(first[1]).toEqual(['Tallinn–Tartu 1', 'EE 10115', 'EE 50090', '2', 'EUR', '1250.5', 'Ramp 2\nafter 14:00']);
    for (const { file, encoding, separator } of budget) {
      const read = await readSpreadsheetFile(fixture(file));
      expect(read.csv, file).toEqual({ encoding, separator });
      expect(read.sheets.map((s) => s.name)).toEqual([file]);
      const rows = read.sheets[0]!.rows;
      expect(
        rows.map((row) => row.map((cell) => String(cell).replace(/(\d),(\d)/, '$1.$2'))),
        file,
      ).toEqual(first);
      expect(readMassTable(rows), file).toEqual(readMassTable(first));
      expect(parseTenderLanes(rows), file).toEqual(parseTenderLanes(first));
      expect(parseTenderProfiles(rows), file).toEqual(parseTenderProfiles(first));
    }
    const excel = await readSpreadsheetFile(fixture('budget-windows-1252-semicolon.csv'));
    expect(csvDialectText(excel.csv!)).toBe('Read as Windows-1252, separated by ;');
  });

  it('refuses a "CSV" that is no text, and a file over the limit unread', async () => {
    const binary = picked('budget.csv', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]));
    const refused = await readSpreadsheetFile(binary).catch((error: unknown) => error);
    expect(uploadFailure(binary, refused)).toBe('budget.csv is not a text file: upload an .xlsx or .csv file');
    const large = picked('budget.csv', new Uint8Array(20 * 1024 * 1024));
    expect(uploadFailure(large, await readSpreadsheetFile(large).catch((error: unknown) => error))).toMatch(
      /^budget\.csv is 20,0 MB: files of at most \d+ MB are read$/,
    );
  });
});
