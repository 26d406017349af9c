import { describe, expect, it } from 'vitest';
import { SHEET_HEAD, SHEET_TAIL, frame, honestEntry, inline, zipOf } from '../../test/hostile-files';
import { readXlsx, type XlsxLimits } from './xlsx-reader';

const limits: XlsxLimits = { sheetBytes: 1e6, sharedStringBytes: 1e6, partBytes: 1e5, totalBytes: 2e6, maxRow: 100, maxColumn: 10 };
const sheetOf = (rows: string) => zipOf([...frame(), honestEntry('xl/worksheets/sheet1.xml', SHEET_HEAD + rows + SHEET_TAIL)]);

describe('readXlsx', () => {
  it('keeps characters cut between two inflated chunks whole', async () => {
    const text = 'Jyväskylä €'.repeat(6000); // ~90 KB of UTF-8: several chunks, multi-byte characters across their edges
    const read = await readXlsx(sheetOf(`<row r="1">${inline('A1', text)}</row>`), ['Fare group 1'], limits);
    expect(read.ok && read.sheets['Fare group 1']!.rows).toEqual([{ row: 1, values: [text] }]);
  });

  it('returns only the used range: empty rows and empty cells past the last filled one count for nothing', async () => {
    const rows =
      `<row r="2">${inline('A2', 'x')}<c r="B2"/>${inline('C2', ' ')}<c r="XFD2" s="1"/></row>` +
      `<row r="1048576"><c r="A1048576" s="1"/>${inline('B1048576', '')}</row>`;
    const read = await readXlsx(sheetOf(rows), ['Fare group 1', 'Missing'], limits);
    expect(read).toEqual({
      ok: true,
      sheets: { 'Fare group 1': { name: 'Fare group 1', rows: [{ row: 2, values: ['x'] }] } },
      properties: {},
    });
  });

  it('refuses content past the row or column limit, an understated part and a part over its cap', async () => {
    const refusal = async (file: Buffer, over: Partial<XlsxLimits> = {}) => {
      const read = await readXlsx(file, ['Fare group 1'], { ...limits, ...over });
      return read.ok ? null : read.refusal;
    };
    expect(await refusal(sheetOf(`<row r="101"><c r="A101"><v>1</v></c></row>`))).toEqual({ kind: 'rows', sheet: 'Fare group 1' });
    expect(await refusal(sheetOf(`<row r="1"><c r="K1"><v>1</v></c></row>`))).toEqual({ kind: 'columns', sheet: 'Fare group 1' });
    const sheet = honestEntry('xl/worksheets/sheet1.xml', SHEET_HEAD + `<row r="1"><c r="A1"><v>1</v></c></row>` + SHEET_TAIL);
    expect(await refusal(zipOf([...frame(), { ...sheet, size: 20 }]))).toEqual({ kind: 'understated' });
    expect(await refusal(zipOf([...frame(), sheet]), { sheetBytes: 50 })).toEqual({ kind: 'entry_bytes' });
    expect(await refusal(Buffer.from('not a zip'))).toEqual({ kind: 'not_xlsx' });
  });

  it('refuses a part whose deflate stream fails before it is read, and a damaged one read later, without waiting', async () => {
    // 0xff starts a block of the reserved type 3: the inflater fails on its first byte, before
    // ExcelJS listens (the workbook part) or while another part is parsed (the relationships).
    const broken = (name: string) => ({ ...honestEntry(name, '<x/>'), deflated: Buffer.from([0xff, 0xff, 0xff, 0xff]) });
    for (const part of ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml']) {
      const entries = [
        ...frame().filter((e) => e.name !== part),
        broken(part),
        honestEntry('xl/worksheets/sheet1.xml', SHEET_HEAD + SHEET_TAIL),
      ];
      const read = await Promise.race([
        readXlsx(zipOf(entries), ['Fare group 1'], limits),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
      ]);
      expect(read, part).toEqual({ ok: false, refusal: { kind: 'not_xlsx' } });
    }
  });
});
