/**
 * Hostile uploads, made in the test in well under a second: xlsx files whose zip directory and
 * local headers understate what their entries inflate to, a workbook with a million honest rows,
 * and smaller oddities. The upload tests and the fuzz corpus (route-fuzz.test.ts) send them.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One entry of a hand-made zip: its name, its bytes as they lie in the file, and the sizes and CRC the headers claim. */
interface ZipEntry {
  name: string;
  /** The entry's data: deflated, or the content itself when `method` is 0 (stored). */
  data: Buffer;
  size: number;
  crc: number;
  /** 8 deflate (the default), 0 stored. */
  method?: 0 | 8;
  /** The data's size as the headers claim it, when they lie (default: its true length). */
  compressedSize?: number;
  /** What the local header claims instead of the central directory's sizes, when the two disagree. */
  local?: { size: number; compressedSize: number };
}

/** An entry whose headers tell the truth. */
export function honestEntry(name: string, content: string | Buffer): ZipEntry {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, data: deflateRawSync(bytes, { level: 1 }), size: bytes.length, crc: crc32(bytes) };
}

/** A stored (uncompressed) entry whose headers tell the truth, as SheetJS writes them. */
export function storedEntry(name: string, content: string | Buffer): ZipEntry {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, data: bytes, size: bytes.length, crc: crc32(bytes), method: 0 };
}

/** How `zipOf` writes its entries. */
export interface ZipLayout {
  /**
   * Sizes and CRC after each entry's data (general purpose bit 3), zero in its local header, as
   * streaming writers (JSZip's streamFiles, Java's ZipOutputStream) do.
   */
  dataDescriptors?: boolean;
  /** Zip64 throughout: sizes and offsets in zip64 extra fields, a zip64 end record and its locator. */
  zip64?: boolean;
}

const MAX32 = 0xffffffff;

/** A zip64 extended information extra field (id 1) holding `values` as 8-byte numbers. */
function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((v, i) => extra.writeBigUInt64LE(BigInt(v), 4 + 8 * i));
  return extra;
}

/** A zip of `entries`: local headers, data, central directory, end record, all saying what the entries claim. */
export function zipOf(entries: readonly ZipEntry[], layout: ZipLayout = {}): Buffer {
  const { dataDescriptors = false, zip64 = false } = layout;
  const version = zip64 ? 45 : 20;
  const flags = dataDescriptors ? 0x0008 : 0;
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const method = e.method ?? 8;
    const localExtra = zip64 ? zip64Extra(dataDescriptors ? [0, 0] : [e.size, e.compressedSize ?? e.data.length]) : Buffer.alloc(0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(version, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    const compressedSize = e.compressedSize ?? e.data.length;
    if (!dataDescriptors) {
      local.writeUInt32LE(e.crc >>> 0, 14);
      local.writeUInt32LE(zip64 ? MAX32 : (e.local?.compressedSize ?? compressedSize), 18);
      local.writeUInt32LE(zip64 ? MAX32 : (e.local?.size ?? e.size), 22);
    } else if (zip64) {
      local.writeUInt32LE(MAX32, 18);
      local.writeUInt32LE(MAX32, 22);
    }
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    let descriptor = Buffer.alloc(0);
    if (dataDescriptors) {
      descriptor = Buffer.alloc(zip64 ? 24 : 16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(e.crc >>> 0, 4);
      if (zip64) {
        descriptor.writeBigUInt64LE(BigInt(compressedSize), 8);
        descriptor.writeBigUInt64LE(BigInt(e.size), 16);
      } else {
        descriptor.writeUInt32LE(compressedSize, 8);
        descriptor.writeUInt32LE(e.size, 12);
      }
    }
    const centralExtra = zip64 ? zip64Extra([e.size, compressedSize, offset]) : Buffer.alloc(0);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(version, 4);
    dir.writeUInt16LE(version, 6);
    dir.writeUInt16LE(flags, 8);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(e.crc >>> 0, 16);
    dir.writeUInt32LE(zip64 ? MAX32 : compressedSize, 20);
    dir.writeUInt32LE(zip64 ? MAX32 : e.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt16LE(centralExtra.length, 30);
    dir.writeUInt32LE(zip64 ? MAX32 : offset, 42);
    parts.push(local, name, localExtra, e.data, descriptor);
    central.push(dir, name, centralExtra);
    offset += local.length + name.length + localExtra.length + e.data.length + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const tail: Buffer[] = [];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(entries.length), 24);
    record.writeBigUInt64LE(BigInt(entries.length), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? 0xffff : entries.length, 8);
  end.writeUInt16LE(zip64 ? 0xffff : entries.length, 10);
  end.writeUInt32LE(zip64 ? MAX32 : directory.length, 12);
  end.writeUInt32LE(zip64 ? MAX32 : offset, 16);
  return Buffer.concat([...parts, directory, ...tail, end]);
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
  return zipOf([...frame(), { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat([headDeflated, rows.deflated]), size: 2048, crc: 0 }]);
}

/** The same bomb in the shared strings: every entry claims little, the strings inflate to gigabytes. */
export function understatedStringsBomb(pricelistId: number, gigabytes = 4): Buffer {
  const strings = bombStream(gigabytes);
  const head = deflateRawSync(Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'), {
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  return zipOf([
    ...frame(),
    { name: 'xl/sharedStrings.xml', data: Buffer.concat([head, strings.deflated]), size: 4096, crc: 0 },
    honestEntry('xl/worksheets/sheet1.xml', SHEET_HEAD + asIsHead(pricelistId) + SHEET_TAIL),
  ]);
}

/**
 * Stored (uncompressed) sheets that lie, each under 5 MB: `understated` claims 2 KB unpacked in
 * both headers over 2.8 MB of data (its data's true length in the directory); `truncated` claims
 * 2 KB of data in the central directory while its local header claims the 2.8 MB that follow, so
 * a reader trusting the directory gets a sheet cut off mid-row.
 */
export function storedBombs(pricelistId: number): { understated: Buffer; truncated: Buffer } {
  const rows: string[] = [];
  for (let r = 12; r < 12 + 60_000; r++) rows.push(`<row r="${r}"><c r="F${r}"><v>1</v></c></row>`);
  const content = Buffer.from(SHEET_HEAD + asIsHead(pricelistId) + rows.join('') + SHEET_TAIL);
  const sheet = storedEntry('xl/worksheets/sheet1.xml', content);
  return {
    understated: zipOf([...frame(), { ...sheet, size: 2048, local: { size: 2048, compressedSize: 2048 } }]),
    truncated: zipOf([
      ...frame(),
      { ...sheet, size: 2048, compressedSize: 2048, local: { size: content.length, compressedSize: content.length } },
    ]),
  };
}

/** A sheet that declares its true 4 GB in both headers (refused before anything is inflated). */
export function declaredHugeWorkbook(pricelistId: number): Buffer {
  const head = deflateRawSync(Buffer.from(SHEET_HEAD + asIsHead(pricelistId)), { finishFlush: constants.Z_SYNC_FLUSH });
  const rows = bombStream(4);
  return zipOf([...frame(), { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat([head, rows.deflated]), size: 0xfffffffe, crc: 0 }]);
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
  const stored = storedBombs(pricelistId);
  return {
    'understated zip bomb': bomb,
    'understated stored sheet': stored.understated,
    'truncated stored sheet': stored.truncated,
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
