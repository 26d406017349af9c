import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMassRows, parseTenderLanes, parseTenderProfiles, readMassTable } from './bulk-paste';
import { csvDialectText, csvSeparator, decodeCsvBytes, parseCsv, readCsvFile, type CsvEncoding, type CsvSeparator } from './csv-file';
import { readFuelIndexRows } from './fuel-index-file';

describe('parseCsv', () => {
  it('picks the separator of the first line: semicolon, comma or tab', () => {
    expect(parseCsv('a;b;c\n1;2,5;3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2,5', '3'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a\tb;c\n1\t2;3')).toEqual([
      ['a', 'b;c'],
      ['1', '2;3'],
    ]);
    // One column: nothing to split on.
    expect(parseCsv('R-1\nR-2')).toEqual([['R-1'], ['R-2']]);
  });

  it('reads quoted cells: the separator and line ends inside, a doubled quote as one', () => {
    expect(parseCsv('ref,weight,note\n"R,1","1 250,5","say ""hi""\nagain"\n')).toEqual([
      ['ref', 'weight', 'note'],
      ['R,1', '1 250,5', 'say "hi"\nagain'],
    ]);
    // A quote inside an unquoted cell is text.
    expect(parseCsv('a;b"c\n')).toEqual([['a', 'b"c']]);
  });

  it('takes CRLF, LF and a last line without an end; keeps empty cells; no row for the final line end', () => {
    expect(parseCsv('a;b\r\n1;\r\n;2')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
    ]);
    expect(parseCsv('a;b\n1;2\n')).toHaveLength(2);
    expect(parseCsv('')).toEqual([]);
  });

  it("gives parseMassRows what a paste would: a spreadsheet's CSV export priced the same as its pasted rows", () => {
    const csv =
      'Reference;Collection;Delivery;Quantity;Type;Weight\r\nR-1;EE 10115;LV 1001;2;EUR;"1 250,5"\r\nR-2;EE 10115;LV 1001;0;EUR;100\r\n';
    const pasted =
      'Reference\tCollection\tDelivery\tQuantity\tType\tWeight\nR-1\tEE 10115\tLV 1001\t2\tEUR\t1 250,5\nR-2\tEE 10115\tLV 1001\t0\tEUR\t100';
    const fromFile = parseMassRows(parseCsv(csv));
    expect(fromFile).toEqual(parseMassRows(pasted));
    expect(fromFile).toHaveLength(2);
    expect(fromFile[0]!.shipment).toMatchObject({ reference: 'R-1', quantity: 2, type: 'eur_pallet', weight: 1250.5 });
    expect(fromFile[1]!.errors).toContain('Quantity must be at least 1');
  });
});

describe('csvSeparator', () => {
  it('takes the separator that splits the first row into the most cells, quotes respected', () => {
    expect(csvSeparator('month,price\n2026-11,"1;62"')).toBe(',');
    expect(csvSeparator('2026-11,"1;62";x;y')).toBe(';');
    expect(csvSeparator('"a;b",c\n1;2;3;4')).toBe(',');
    // A tie of ; and , is ;: a decimal comma in a semicolon file without a header.
    expect(csvSeparator('2026-11;1,62')).toBe(';');
    expect(csvSeparator('\n\na\tb\n')).toBe('\t');
  });
});

describe('decodeCsvBytes', () => {
  const utf16 = (text: string, order: 'le' | 'be') => {
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      bytes.set(order === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff], 2 + i * 2);
    }
    return bytes;
  };

  it('reads the encoding a BOM names and drops the BOM', () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xe2, 0x82, 0xac]))).toEqual({ text: 'a€', encoding: 'UTF-8' });
    expect(decodeCsvBytes(utf16('Õ€;a', 'le'))).toEqual({ text: 'Õ€;a', encoding: 'UTF-16 LE' });
    expect(decodeCsvBytes(utf16('Õ€;a', 'be'))).toEqual({ text: 'Õ€;a', encoding: 'UTF-16 BE' });
  });

  it('reads valid UTF-8 without a BOM as UTF-8, anything else as Windows-1252', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('Õismäe'))).toEqual({ text: 'Õismäe', encoding: 'UTF-8' });
    // Excel's "CSV" on a Western Windows: € is 0x80, – 0x96, Õ 0xD5, ä 0xE4.
    expect(decodeCsvBytes(new Uint8Array([0x80, 0x3b, 0x54, 0x96, 0xd5, 0xe4]))).toEqual({ text: '€;T–Õä', encoding: 'Windows-1252' });
    // Every byte of 0x80 to 0x9F as iconv -f WINDOWS-1252 reads it (the five it leaves undefined as themselves).
    const c1 = decodeCsvBytes(new Uint8Array(Array.from({ length: 32 }, (_, i) => 0x80 + i))).text;
    expect(c1).toBe('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ');
    expect(decodeCsvBytes(new Uint8Array([]))).toEqual({ text: '', encoding: 'UTF-8' });
  });
});

describe('readCsvFile', () => {
  it('refuses a text with a NUL character: a binary file, or UTF-16 without a BOM', () => {
    expect(readCsvFile(new Uint8Array([0x61, 0x00, 0x3b, 0x00, 0x62, 0x00]))).toBeNull();
    expect(readCsvFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0x00, 0x00]))).toBeNull();
  });

  it('answers the rows and how they were read', () => {
    expect(readCsvFile(new TextEncoder().encode('a;b\n1;2\n'))).toEqual({
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
      encoding: 'UTF-8',
      separator: ';',
    });
  });
});

describe('csvDialectText', () => {
  it('says how a file was read', () => {
    expect(csvDialectText({ encoding: 'Windows-1252', separator: ';' })).toBe('Read as Windows-1252, separated by ;');
    expect(csvDialectText({ encoding: 'UTF-8', separator: ',' })).toBe('Read as UTF-8, separated by ,');
    expect(csvDialectText({ encoding: 'UTF-16 LE', separator: '\t' })).toBe('Read as UTF-16 LE, tab separated');
  });
  it("says it in the reader's language", () => {
    expect(csvDialectText({ encoding: 'Windows-1252', separator: ';' }, 'fi')).toBe('Luettu merkistönä Windows-1252, erotin ;');
    expect(csvDialectText({ encoding: 'UTF-8', separator: '\t' }, 'et')).toBe('Loetud kodeeringus UTF-8, eraldaja tabulaator');
  });
});

/** The fixtures of every dialect (fixtures/csv/make-fixtures.mjs wrote them; dialects.json says how). */
const FIXTURES = new URL('../../fixtures/csv/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('dialects.json', FIXTURES), 'utf8')) as {
  tables: Record<'diesel' | 'budget', (string | number)[][]>;
  files: { file: string; table: 'diesel' | 'budget'; encoding: CsvEncoding; separator: CsvSeparator; decimal: '.' | ',' }[];
};
const fixture = (file: string) => readCsvFile(new Uint8Array(readFileSync(new URL(file, FIXTURES))));

describe('readCsvFile on the file of every dialect', () => {
  it('holds both tables in seven dialects', () => {
    expect(manifest.files.filter((f) => f.table === 'diesel')).toHaveLength(7);
    expect(new Set(manifest.files.map((f) => `${f.encoding} ${f.separator}`)).size).toBe(6);
  });

  it.each(manifest.files)(
    '$file: the rows as written, read as $encoding separated by "$separator"',
    ({ file, table, encoding, separator, decimal }) => {
      const read = fixture(file)!;
      expect(read.rows).toEqual(
        manifest.tables[table].map((row) => row.map((cell) => (typeof cell === 'number' ? String(cell).replace('.', decimal) : cell))),
      );
      expect({ encoding: read.encoding, separator: read.separator }).toEqual({ encoding, separator });
      expect(csvDialectText(read)).toBe(`Read as ${encoding}, ${separator === '\t' ? 'tab separated' : `separated by ${separator}`}`);
    },
  );

  const diesel = manifest.files.filter((f) => f.table === 'diesel');
  it.each(diesel)('$file: the fuel index reader finds the same months and prices', ({ file }) => {
    expect(readFuelIndexRows(fixture(file)!.rows)).toEqual({
      ok: true,
      values: [
        { month: '2026-09', price: 1.589 },
        { month: '2026-10', price: 1.62 },
        { month: '2026-11', price: 1.7 },
      ],
    });
  });

  const budget = manifest.files.filter((f) => f.table === 'budget');
  const [first] = budget.map((f) => fixture(f.file)!.rows);
  it('the budget reader reads the first file clean', () => {
    const table = readMassTable(first!);
    expect(table.missing).toEqual([]);
    expect(table.rows.map((r) => r.errors)).toEqual(['', '', '']);
    expect(table.rows.map((r) => r.shipment)).toMatchObject([
      { reference: 'Tallinn–Tartu 1', quantity: 2, weight: 1250.5 },
      { reference: 'Õismäe; "B"', quantity: 1, weight: 800 },
      { reference: '€ 3, Pärnu', quantity: 3, weight: 0.75 },
    ]);
  });

  it.each(budget)('$file: the budget and tender readers find the same shipments, lanes and profiles', ({ file }) => {
    const rows = fixture(file)!.rows;
    expect(readMassTable(rows)).toEqual(readMassTable(first!));
    expect(parseMassRows(rows)).toEqual(parseMassRows(first!));
    expect(parseTenderLanes(rows)).toEqual(parseTenderLanes(first!));
    expect(parseTenderProfiles(rows)).toEqual(parseTenderProfiles(first!));
  });
});
