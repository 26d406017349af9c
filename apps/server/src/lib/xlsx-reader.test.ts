import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SHEET_HEAD,
  SHEET_TAIL,
  frame,
  honestEntry,
  inline,
  storedBombs,
  storedEntry,
  zipOf,
  type ZipLayout,
} from '../../test/hostile-files';
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
      date1904: false,
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
    const broken = (name: string) => ({ ...honestEntry(name, '<x/>'), data: Buffer.from([0xff, 0xff, 0xff, 0xff]) });
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

/** A workbook of `sheets` (in the workbook's order) with its parts written as the options say. */
function bookOf(
  sheets: { name: string; path: string; rows: string; dimension?: string; entry?: string }[],
  options: {
    workbookPr?: string;
    bookPath?: string;
    store?: boolean;
    layout?: ZipLayout;
    reverse?: boolean;
    sharedStrings?: string[];
  } = {},
) {
  const bookPath = options.bookPath ?? 'xl/workbook.xml';
  const dir = bookPath.slice(0, bookPath.lastIndexOf('/'));
  const entry = options.store ? storedEntry : honestEntry;
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
  const relsOf = (body: string) =>
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`;
  const entries = [
    entry('_rels/.rels', relsOf(rel('rId1', 'officeDocument', `/${bookPath}`))),
    entry(
      bookPath,
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        (options.workbookPr ?? '') +
        `<sheets>${sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ),
    entry(
      `${dir}/_rels/${bookPath.slice(dir.length + 1)}.rels`,
      relsOf(
        sheets.map((s, i) => rel(`rId${i + 1}`, 'worksheet', s.path)).join('') +
          (options.sharedStrings ? rel('rIdS', 'sharedStrings', 'strings.xml') : ''),
      ),
    ),
    ...(options.sharedStrings
      ? [
          entry(
            `${dir}/strings.xml`,
            `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${options.sharedStrings.map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`,
          ),
        ]
      : []),
    ...sheets.map((s) =>
      entry(
        s.entry ?? posix.normalize(s.path.startsWith('/') ? s.path.slice(1) : `${dir}/${s.path}`),
        SHEET_HEAD.replace('<sheetData>', s.dimension ? `<dimension ref="${s.dimension}"/><sheetData>` : '<sheetData>') +
          s.rows +
          SHEET_TAIL,
      ),
    ),
  ];
  return zipOf(options.reverse ? entries.reverse() : entries, options.layout);
}

const rowsOf = async (file: Buffer, names: string[] | 'first' = ['Fare group 1']) => {
  const read = await readXlsx(file, names, limits);
  if (!read.ok) throw new Error(`refused: ${read.refusal.kind}`);
  return read;
};

const PRICES = `<row r="1">${inline('A1', 'Zone 1')}<c r="B1"><v>80</v></c><c r="C1"><v>7.35</v></c></row>`;

describe('readXlsx: what real programs write', () => {
  it('reads stored and deflated entries alike, with or without data descriptors, with or without zip64', async () => {
    const sheet = [{ name: 'Fare group 1', path: 'worksheets/sheet1.xml', rows: PRICES }];
    const expected = { 'Fare group 1': { name: 'Fare group 1', rows: [{ row: 1, values: ['Zone 1', 80, 7.35] }] } };
    for (const store of [false, true])
      for (const dataDescriptors of [false, true])
        for (const zip64 of [false, true]) {
          const read = await rowsOf(bookOf(sheet, { store, layout: { dataDescriptors, zip64 } }));
          expect(read.sheets, JSON.stringify({ store, dataDescriptors, zip64 })).toEqual(expected);
        }
  });

  it('tells the 1904 date system (date1904="1" or "true") from the 1900 one, and keeps serials as written', async () => {
    const sheet = [{ name: 'Fare group 1', path: 'worksheets/sheet1.xml', rows: '<row r="1"><c r="A1" s="1"><v>44562</v></c></row>' }];
    for (const [workbookPr, date1904] of [
      ['', false],
      ['<workbookPr/>', false],
      ['<workbookPr date1904="0"/>', false],
      ['<workbookPr date1904="1"/>', true],
      ['<workbookPr defaultThemeVersion="124226" date1904="true"/>', true],
    ] as const) {
      const read = await rowsOf(bookOf(sheet, { workbookPr }));
      expect([workbookPr, read.date1904, read.sheets['Fare group 1']!.rows[0]!.values]).toEqual([workbookPr, date1904, [44562]]);
    }
  });

  it('reads inline strings, shared strings, and formulas by their cached values (a number, a text); one without a value as its formula', async () => {
    const rows =
      `<row r="1"><c r="A1" t="inlineStr"><is><t xml:space="preserve">Zone &amp; 1</t></is></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="str"><v>plain</v></c></row>` +
      `<row r="2"><c r="A2"><f>B2*2</f><v>160</v></c><c r="B2"><v>80</v></c><c r="C2" t="str"><f>A1&amp;"!"</f><v>Zone &amp; 1!</v></c>` +
      `<c r="D2" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="E2"><f>B2+1</f></c></row>`;
    const read = await rowsOf(
      bookOf([{ name: 'Fare group 1', path: 'worksheets/sheet1.xml', rows }], { sharedStrings: ['first', 'Zone 2'] }),
    );
    expect(read.sheets['Fare group 1']!.rows).toEqual([
      { row: 1, values: ['Zone & 1', 'Zone 2', 'plain'] },
      // Never calculated, or an error ExcelJS drops: the formula, never an empty cell.
      { row: 2, values: [160, 80, 'Zone & 1!', '=1/0', '=B2+1'] },
    ]);
  });

  it('reads a date cell written as ISO text (t="d") as that text, never as the number its year parses to', async () => {
    const rows = `<row r="1"><c r="A1" s="1" t="d"><v>2027-01-01T00:00:00.000Z</v></c><c r="B1" t='d'><v>2027-02-01</v></c><c r="C1"><v>3</v></c></row>`;
    const read = await rowsOf(bookOf([{ name: 'Fare group 1', path: 'worksheets/sheet1.xml', rows }]));
    expect(read.sheets['Fare group 1']!.rows).toEqual([{ row: 1, values: ['2027-01-01T00:00:00.000Z', '2027-02-01', 3] }]);
  });

  it('finds sheets by name whatever their order in the workbook, their file names and the order of the zip entries', async () => {
    const file = bookOf(
      [
        { name: 'Notes', path: 'worksheets/sheet1.xml', rows: `<row r="1">${inline('A1', 'notes')}</row>` },
        { name: 'Fare group 2', path: '/xl/worksheets/a.xml', rows: `<row r="1">${inline('A1', 'second')}</row>` },
        { name: 'Fare group 1', path: 'worksheets/../worksheets/b.xml', rows: `<row r="1">${inline('A1', 'first')}</row>` },
      ],
      { reverse: true },
    );
    const read = await rowsOf(file, ['Fare group 1', 'Fare group 2']);
    expect(Object.values(read.sheets).map((s) => [s.name, s.rows[0]!.values[0]])).toEqual([
      ['Fare group 1', 'first'],
      ['Fare group 2', 'second'],
    ]);
    expect(Object.keys((await rowsOf(file, 'first')).sheets)).toEqual(['Notes']);
  });

  it('finds the workbook where the package relationships say, and parts whose names differ in case', async () => {
    const sheet = [{ name: 'Fare group 1', path: 'worksheets/Sheet1.xml', rows: PRICES, entry: 'BOOK/worksheets/sheet1.XML' }];
    const read = await rowsOf(bookOf(sheet, { bookPath: 'book/main.xml' }));
    expect(read.sheets['Fare group 1']!.rows[0]!.values).toEqual(['Zone 1', 80, 7.35]);
  });

  it('reads the used range from the cells, not from a <dimension> that says less or more', async () => {
    const rows = `<row r="1">${inline('A1', 'x')}</row><row r="40"><c r="J40"><v>2</v></c></row>`;
    for (const dimension of ['A1', 'A1:B2', 'A1:XFD1048576']) {
      const read = await rowsOf(bookOf([{ name: 'Fare group 1', path: 'worksheets/sheet1.xml', rows, dimension }]));
      expect(read.sheets['Fare group 1']!.rows, dimension).toEqual([
        { row: 1, values: ['x'] },
        { row: 40, values: [null, null, null, null, null, null, null, null, null, 2] },
      ]);
    }
  });

  it('refuses a stored sheet that unpacks past its declared size, one cut short of it, and XML that stops before its end', async () => {
    const refusal = async (file: Buffer) => {
      const read = await readXlsx(file, ['Fare group 1'], { ...limits, sheetBytes: 10e6, totalBytes: 10e6, maxRow: 1e6 });
      return read.ok ? null : read.refusal.kind;
    };
    const bombs = storedBombs(1);
    expect(await refusal(bombs.understated)).toBe('understated');
    expect(await refusal(bombs.truncated)).toBe('not_xlsx');
    const content = SHEET_HEAD + PRICES + SHEET_TAIL;
    const sheet = storedEntry('xl/worksheets/sheet1.xml', content);
    // Declares more than it holds: the data ends first.
    expect(await refusal(zipOf([...frame(), { ...sheet, size: content.length + 10 }]))).toBe('not_xlsx');
    // Honest sizes over XML cut before </worksheet>, stored and deflated.
    const cut = content.slice(0, content.indexOf('</sheetData>'));
    expect(await refusal(zipOf([...frame(), storedEntry('xl/worksheets/sheet1.xml', cut)]))).toBe('not_xlsx');
    expect(await refusal(zipOf([...frame(), honestEntry('xl/worksheets/sheet1.xml', cut)]))).toBe('not_xlsx');
    // A directory that places the data past the end of the file.
    expect(await refusal(zipOf([...frame(), { ...sheet, compressedSize: 0xfffffff0, size: 100 }]))).toBe('not_xlsx');
  });
});

describe('readXlsx: rich inline strings', () => {
  const rich = (ref: string, parts: string[]) =>
    `<c r="${ref}" t="inlineStr"><is>${parts.map((p, i) => `<r>${i ? '' : '<rPr><b/></rPr>'}<t xml:space="preserve">${p}</t></r>`).join('')}` +
    `<rPh sb="0" eb="1"><t>ぞ</t></rPh><phoneticPr fontId="1"/></is></c>`;

  it('joins the runs of a rich inline string and leaves out its phonetic runs, wherever the chunks of the sheet are cut', async () => {
    // Thousands of cells of varied length: many straddle the 16 KB chunks the inflater hands on.
    const rows: string[] = [];
    const expected: { row: number; values: string[] }[] = [];
    for (let r = 1; r <= 3000; r++) {
      const parts = [`Zone &amp; ${r}`, ' '.repeat(r % 7), 'x'.repeat(r % 13)];
      rows.push(
        `<row r="${r}">${rich(`A${r}`, parts)}<c r="B${r}" t="inlineStr"><is><t/></is></c><c r="C${r}" t="inlineStr"><is/></c>${inline(`D${r}`, 'plain')}</row>`,
      );
      expected.push({ row: r, values: [`Zone & ${r}${' '.repeat(r % 7)}${'x'.repeat(r % 13)}`, null, null, 'plain'] as never });
    }
    for (const entry of [honestEntry, storedEntry]) {
      const file = zipOf([...frame(), entry('xl/worksheets/sheet1.xml', SHEET_HEAD + rows.join('') + SHEET_TAIL)]);
      const read = await readXlsx(file, ['Fare group 1'], { ...limits, maxRow: 5000, sheetBytes: 4e6, totalBytes: 8e6 });
      expect(read.ok ? read.sheets['Fare group 1']!.rows : read.refusal).toEqual(expected);
    }
  });

  it('refuses an inline string element that never closes past twice the token limit', async () => {
    const runs = '<r><t>x</t></r>'.repeat(60_000); // 900 KB of runs in one <is>
    const read = await readXlsx(sheetOf(`<row r="1"><c r="A1" t="inlineStr"><is>${runs}</is></c></row>`), ['Fare group 1'], limits);
    expect(read.ok ? null : read.refusal).toEqual({ kind: 'token_bytes' });
  });
});
