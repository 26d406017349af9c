/**
 * Hostile uploads, made in the test in well under a second: xlsx files whose zip directory and
 * local headers understate what their entries inflate to, a workbook with a million honest rows,
 * and smaller oddities. The upload tests and the fuzz corpus (route-fuzz.test.ts) send them.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One entry of a hand-made zip: its name, deflated bytes, and the sizes and CRC the headers claim. */
interface ZipEntry {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
}

/** An entry whose headers tell the truth. */
export function honestEntry(name: string, content: string | Buffer): ZipEntry {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, deflated: deflateRawSync(bytes, { level: 1 }), size: bytes.length, crc: crc32(bytes) };
}

/** A zip of `entries`: local headers, data, central directory, end record, all saying what the entries claim. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(e.crc >>> 0, 16);
    dir.writeUInt32LE(e.deflated.length, 20);
    dir.writeUInt32LE(e.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, e.deflated);
    central.push(dir, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Fare group 1" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** The parts of a one-sheet workbook around its sheet (named `Fare group 1`). */
export const frame = () => [
  honestEntry('[Content_Types].xml', CONTENT_TYPES),
  honestEntry('_rels/.rels', ROOT_RELS),
  honestEntry('xl/workbook.xml', WORKBOOK),
  honestEntry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
];

export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';
export const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** The title block and headers of an as_is export of `pricelistId` (rows 1-11), as sheet XML. */
function asIsHead(pricelistId: number): string {
  return (
    `<row r="1">${inline('A1', 'Carrier')}</row>` +
    `<row r="8">${inline('A8', 'Prices')}${inline('B8', `As stored (export as_is of pricelist ${pricelistId})`)}</row>` +
    `<row r="10">${['Zone from', 'Zone to', 'Transit', 'Minimum', 'Maximum'].map((h, i) => inline(`${'ABCDE'[i]}10`, h)).join('')}<c r="F10"><v>1000</v></c></row>`
  );
}

/**
 * A deflate stream that inflates to `gigabytes` GB of spaces (blank between XML elements) in about
 * a megabyte per GB: one deflated megabyte (self-contained, flushed to a byte boundary) repeated,
 * then an empty final block.
 */
function bombStream(gigabytes: number): { deflated: Buffer; size: number } {
  const plain = Buffer.alloc(1024 * 1024, 0x20);
  const piece = deflateRawSync(plain, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const copies = gigabytes * 1024;
  const deflated = Buffer.concat([...Array.from({ length: copies }, () => piece), Buffer.from([0x03, 0x00])]);
  return { deflated, size: copies * plain.length };
}

/**
 * An as_is workbook whose sheet claims 2 KB in both the central directory and its local header
 * and inflates to `gigabytes` GB (about `gigabytes` MB on the wire).
 */
export function understatedZipBomb(pricelistId: number, gigabytes = 4): Buffer {
  const head = Buffer.from(SHEET_HEAD + asIsHead(pricelistId));
  const rows = bombStream(gigabytes);
  const headDeflated = deflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH });
  return zipOf([
    ...frame(),
    { name: 'xl/worksheets/sheet1.xml', deflated: Buffer.concat([headDeflated, rows.deflated]), size: 2048, crc: 0 },
  ]);
}

/** The same bomb in the shared strings: every entry claims little, the strings inflate to gigabytes. */
export function understatedStringsBomb(pricelistId: number, gigabytes = 4): Buffer {
  const strings = bombStream(gigabytes);
  const head = deflateRawSync(Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'), {
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  return zipOf([
    ...frame(),
    { name: 'xl/sharedStrings.xml', deflated: Buffer.concat([head, strings.deflated]), size: 4096, crc: 0 },
    honestEntry('xl/worksheets/sheet1.xml', SHEET_HEAD + asIsHead(pricelistId) + SHEET_TAIL),
  ]);
}

/** A sheet that declares its true 4 GB in both headers (refused before anything is inflated). */
export function declaredHugeWorkbook(pricelistId: number): Buffer {
  const head = deflateRawSync(Buffer.from(SHEET_HEAD + asIsHead(pricelistId)), { finishFlush: constants.Z_SYNC_FLUSH });
  const rows = bombStream(4);
  return zipOf([
    ...frame(),
    { name: 'xl/worksheets/sheet1.xml', deflated: Buffer.concat([head, rows.deflated]), size: 0xfffffffe, crc: 0 },
  ]);
}

/** One cell of text longer than a spreadsheet cell can hold (the headers tell its size truly). */
export function hugeCellWorkbook(pricelistId: number): Buffer {
  const cell = inline('A12', 'x'.repeat(8 * 1024 * 1024));
  return zipOf([
    ...frame(),
    honestEntry('xl/worksheets/sheet1.xml', SHEET_HEAD + asIsHead(pricelistId) + `<row r="12">${cell}</row>` + SHEET_TAIL),
  ]);
}

/**
 * An honest as_is workbook with `rows` data rows (a million by default): sizes declared truly,
 * under 5 MB on the wire, 49 MB of sheet XML; made in about a second.
 */
export function millionRowWorkbook(pricelistId: number, rows = 1_000_000): Buffer {
  const chunks: Buffer[] = [Buffer.from(SHEET_HEAD + asIsHead(pricelistId))];
  for (let from = 12; from < 12 + rows; from += 10_000) {
    let xml = '';
    for (let r = from; r < Math.min(from + 10_000, 12 + rows); r++) xml += '<row r="' + r + '"><c r="F' + r + '"><v>1</v></c></row>';
    chunks.push(Buffer.from(xml));
  }
  chunks.push(Buffer.from(SHEET_TAIL));
  return zipOf([...frame(), honestEntry('xl/worksheets/sheet1.xml', Buffer.concat(chunks))]);
}

/** Every hostile upload for `pricelistId`, by name (the fuzz corpus). */
export function hostileUploads(pricelistId: number): Record<string, Buffer> {
  const bomb = understatedZipBomb(pricelistId, 1);
  return {
    'understated zip bomb': bomb,
    'understated shared strings bomb': understatedStringsBomb(pricelistId, 1),
    'declared 4 GB': declaredHugeWorkbook(pricelistId),
    'million rows': millionRowWorkbook(pricelistId),
    'huge cell': hugeCellWorkbook(pricelistId),
    'truncated zip': bomb.subarray(0, 4096),
    'zip end record only': zipOf([]),
    'empty file': Buffer.alloc(0),
    'not a zip': Buffer.from('Zone from;Zone to\nA;B\n'),
    'over 5 MB': Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
  };
}
