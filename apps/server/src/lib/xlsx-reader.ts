/**
 * Reads an uploaded .xlsx without trusting it: the zip's entries are inflated as streams (yauzl)
 * with hard caps on the bytes each entry and the whole file actually produce (never the sizes the
 * zip declares), no XML token may run past a few hundred KB, and sheets are read row by row with
 * ExcelJS's streaming reader, stopping as soon as a row or column limit is crossed. Memory stays
 * bounded whatever the file claims, and the work yields between chunks.
 *
 * It reads what the programs people use write (docs/api.md "Files from other programs"): stored or
 * deflated entries, with or without data descriptors, zip64; the parts where the package's
 * relationships put them, named in any case; shared or inline strings; formulas by their cached
 * values; either date system; the used range as the cells say (a `<dimension>` is not read).
 *
 * Pure: bytes and limits in, plain data (or a refusal) out, no app imports: the Excel import runs
 * it in a worker thread of the heavy-work pool (pricelist-workbook-read.task.ts).
 */
import { posix } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import type ExcelJS from 'exceljs';
import { lazyModule } from './lazy-module';

/** What the reader refuses, and why; `sheet` names the sheet when the limit is a sheet's. */
export type XlsxRefusalKind = 'not_xlsx' | 'understated' | 'entry_bytes' | 'total_bytes' | 'token_bytes' | 'rows' | 'columns';

/** A refusal, as plain data (it crosses a worker boundary unchanged). */
export interface XlsxRefusal {
  kind: XlsxRefusalKind;
  sheet?: string;
}

/** Thrown inside the reader, turned into an `XlsxRefusal` at its edge. */
class Refused extends Error {
  constructor(readonly refusal: XlsxRefusal) {
    super(refusal.kind);
  }
}

export interface XlsxLimits {
  /** Most bytes one worksheet entry may inflate to. */
  sheetBytes: number;
  /** Most bytes the shared strings may inflate to (they are kept in memory while the sheets are read). */
  sharedStringBytes: number;
  /** Most bytes every other part read (workbook, relationships, custom properties) may inflate to. */
  partBytes: number;
  /** Most bytes all the entries read may inflate to together. */
  totalBytes: number;
  /** Last row number that may hold content; a later row with content refuses the file. */
  maxRow: number;
  /** Last column number that may hold content. */
  maxColumn: number;
}

/** The longest run of bytes between two markup characters: Excel's own cell limit is 32,767 characters. */
const TOKEN_BYTES = 256 * 1024;

/**
 * A cell's value as read: text, a number, or empty (formulas by their cached result, rich text
 * joined). Dates are their serial numbers, counted in the workbook's date system (`date1904`).
 */
export type XlsxValue = string | number | null;

/** A sheet as read: only its rows with content, each trimmed of trailing empty cells. */
export interface XlsxSheet {
  name: string;
  /** Excel row number and the values from column A on. */
  rows: { row: number; values: XlsxValue[] }[];
}

/** What `readXlsx` answers: the wanted sheets (absent when the workbook lacks them) and the custom properties. */
export type XlsxRead =
  | {
      ok: true;
      sheets: Record<string, XlsxSheet>;
      properties: Record<string, string>;
      /**
       * The workbook counts dates from 1904-01-01 (`<workbookPr date1904="1"/>`, Excel for Mac's
       * old default) rather than 1900: a date cell's serial is then 1462 days less for the same day.
       */
      date1904: boolean;
    }
  | { ok: false; refusal: XlsxRefusal };

/**
 * Joins the runs of rich inline strings (`<is><r><t>Zone</t></r><r><t> 1</t></r></is>`, as
 * openpyxl 3.1 writes rich text) into one `<t>`, leaving out phonetic runs (`<rPh>`): ExcelJS
 * keeps only an inline string's last `<t>`. Works on the sheet's text as it streams, holding back
 * only a tag cut between two chunks or an open `<is>` element (at most 2 x TOKEN_BYTES).
 */
class InlineRunJoiner {
  private pending = '';

  push(text: string): string {
    const input = this.pending + text;
    let out = '';
    let from = 0;
    for (;;) {
      const open = input.indexOf('<is', from);
      const next = input.charAt(open + 3);
      if (open >= 0 && next !== '' && next !== '>' && next !== '/' && !/\s/.test(next)) {
        // Another tag starting with "is" (none in SpreadsheetML, but not ours to change).
        out += input.slice(from, open + 3);
        from = open + 3;
        continue;
      }
      if (open < 0 || next === '') {
        // Nothing more to join: hand on all but a tag cut at the end of the chunk.
        const end = open >= 0 ? open : input.length;
        const lt = input.lastIndexOf('<', end - 1);
        const cut = open >= 0 ? open : lt >= from && input.indexOf('>', lt) < 0 ? lt : end;
        this.pending = input.slice(cut);
        return out + input.slice(from, cut);
      }
      const close = input.indexOf('</is>', open);
      const selfClosed = input.indexOf('>', open);
      if (selfClosed >= 0 && input.charAt(selfClosed - 1) === '/' && (close < 0 || selfClosed < close)) {
        out += input.slice(from, selfClosed + 1);
        from = selfClosed + 1;
        continue;
      }
      if (close < 0) {
        this.pending = input.slice(open);
        if (this.pending.length > 2 * TOKEN_BYTES) throw new Refused({ kind: 'token_bytes' });
        return out + input.slice(from, open);
      }
      out += input.slice(from, open) + joinRuns(input.slice(open, close + 5));
      from = close + 5;
    }
  }

  /** What is held back when the part ends (a damaged part: its ending check refuses it). */
  end(): string {
    return this.pending;
  }
}

/**
 * Date cells written as ISO 8601 text (`t="d"`, as SheetJS writes with `cellDates`) become text
 * cells of that text: ExcelJS would read `2027-01-01T00:00:00Z` as the number 2027. Takes sheet
 * text whose tags are whole (the joiner holds back a tag cut at a chunk's end).
 */
function isoDatesAsText(xml: string): string {
  if (!xml.includes('t="d"') && !xml.includes("t='d'")) return xml;
  return xml.replace(/(<c\b[^>]*?\bt\s*=\s*)(["'])d\2/g, '$1$2str$2');
}

/** One `<is>` element with its runs' texts in one `<t>` (the texts kept escaped, as written). */
function joinRuns(element: string): string {
  if (!/<(?:r|rPh)[\s>]/.test(element)) return element;
  const texts = [...element.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?(?<!\/)>([\s\S]*?)<\/t>/g)].map((m) => m[1]);
  return `<is><t xml:space="preserve">${texts.join('')}</t></is>`;
}

/**
 * Counts the bytes an entry produces, refusing past the size it declared (already checked against
 * its cap) and past the file's running total, and hands on text decoded across chunk boundaries
 * (ExcelJS decodes each chunk alone, which would split a character cut between two chunks).
 * An entry that ends short of its declared size, or whose XML stops before its root element
 * closes, is damaged: ExcelJS's parser never says so (it is never told the text ended), and a
 * sheet cut off mid-row would read as a sheet with fewer rows.
 */
class ByteCap extends Transform {
  private seen = 0;
  private sinceMarkup = 0;
  private tail = '';
  private readonly decoder = new StringDecoder('utf8');
  private readonly runs: InlineRunJoiner | null;
  /** Matches the end of a part whose root element is `root`: its closing tag, or the root closed on itself. */
  private readonly ending: RegExp;
  constructor(
    private readonly declared: number,
    private readonly total: { left: number },
    root: string,
  ) {
    super({ readableObjectMode: true });
    this.runs = root === 'worksheet' ? new InlineRunJoiner() : null;
    this.ending = new RegExp(`(?:</(?:[\\w.-]+:)?${root}\\s*>|<(?:[\\w.-]+:)?${root}\\b[^<>]*/>)\\s*$`);
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length;
    this.total.left -= chunk.length;
    if (this.seen > this.declared) return done(new Refused({ kind: 'understated' }));
    if (this.total.left < 0) return done(new Refused({ kind: 'total_bytes' }));
    // A text or tag longer than TOKEN_BYTES would be gathered into one string by the XML parser.
    let from = 0;
    for (;;) {
      const lt = chunk.indexOf(0x3c, from);
      const gt = chunk.indexOf(0x3e, from);
      const next = lt < 0 ? gt : gt < 0 ? lt : Math.min(lt, gt);
      if (next < 0) {
        this.sinceMarkup += chunk.length - from;
        break;
      }
      if (this.sinceMarkup + next - from > TOKEN_BYTES) return done(new Refused({ kind: 'token_bytes' }));
      this.sinceMarkup = 0;
      from = next + 1;
    }
    if (this.sinceMarkup > TOKEN_BYTES) return done(new Refused({ kind: 'token_bytes' }));
    const text = this.decoder.write(chunk);
    this.tail = (this.tail + text).slice(-256);
    let out: string;
    try {
      out = this.runs ? isoDatesAsText(this.runs.push(text)) : text;
    } catch (error) {
      return done(error as Error);
    }
    done(null, out || undefined);
  }
  override _flush(done: TransformCallback) {
    const rest = this.decoder.end();
    this.tail += rest;
    if (this.seen < this.declared || !this.ending.test(this.tail)) return done(new Refused({ kind: 'not_xlsx' }));
    const out = this.runs ? isoDatesAsText(this.runs.push(rest)) + this.runs.end() : rest;
    done(null, out || undefined);
  }
}

/**
 * The parts of ExcelJS's streaming WorkbookReader used here: its parsers of the workbook, its
 * relationships, the shared strings and one worksheet, fed with our capped entry streams (its own
 * `read` would unzip with no cap and spool sheets to temporary files).
 */
interface WorkbookReaderInternals {
  workbookRels?: { Id: string; Type: string; Target: string }[];
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): Generator<{ value: WorksheetReader }>;
}
type WorksheetReader = AsyncIterable<ExcelJS.Row> & { name: string };

const excelModule = lazyModule<typeof ExcelJS>('exceljs');

/** A cell's value as text, number or empty. */
function valueOf(value: ExcelJS.CellValue): XlsxValue {
  if (value === null || value === undefined) return null;
  // A number cell whose text is no number parses to NaN: kept as an error, never a number.
  if (typeof value === 'number') return Number.isFinite(value) ? value : '#NUM!';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    // A formula is read by the value its program last calculated and saved. One saved without
    // (openpyxl writes formulas so; ExcelJS drops a cached error) reads as its formula, so that a
    // price given by a formula is never taken for an empty cell.
    const result = 'result' in value ? value.result : undefined;
    if (result === undefined || result === null) return `=${'formula' in value ? value.formula : ''}`;
    return valueOf(result as ExcelJS.CellValue);
  }
  if ('result' in value) return valueOf((value.result ?? null) as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

const isEmpty = (v: XlsxValue) => v === null || (typeof v === 'string' && v.trim() === '');

/** The custom properties (docProps/custom.xml) as name -> text: a small, capped part read whole. */
function customProperties(xml: string): Record<string, string> {
  const decode = (s: string) =>
    s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
  const out: Record<string, string> = {};
  for (const m of xml.matchAll(/<property\b[^>]*\bname="([^"]*)"[^>]*>\s*<vt:(?:lpwstr|lpstr|i4|i8|int|r8|bool)>([^<]*)</g)) {
    out[decode(m[1]!)] = decode(m[2]!);
  }
  return out;
}

/** The relationships of a .rels part: their type's last segment (`officeDocument`, `worksheet`...) and target. */
function relationships(xml: string): { type: string; target: string }[] {
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return [...xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].map(([tag]) => {
    const type = attribute(tag, 'Type');
    const target = attribute(tag, 'Target');
    return { type: (type?.[1] ?? type?.[2] ?? '').split('/').pop()!, target: target?.[1] ?? target?.[2] ?? '' };
  });
}

/** A relationship's target as a zip path: absolute from the package root, else relative to `dir`. */
function partPath(dir: string, target: string): string {
  const path = target.startsWith('/') ? target : posix.join(dir || '.', target);
  return posix.normalize(path).replace(/^(\.\.?\/)+|^\/+/, '');
}

/** Whether the workbook part sets the 1904 date system (`date1904` is an xsd:boolean: 1 or true). */
function isDate1904(xml: string): boolean {
  return /<(?:\w+:)?workbookPr\b[^>]*\bdate1904\s*=\s*["'](?:1|true)["']/.test(xml);
}

async function readAll(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk as string;
  return text;
}

/**
 * Reads the sheets named `sheetNames` ('first': the workbook's first sheet, whatever its name) and
 * the custom properties of an xlsx held in `bytes`, within `limits`. Rows with nothing in them, and empty cells past the last filled one (spreadsheet
 * programs write such rows and columns out to row 1048576), are not part of the used range and are
 * neither returned nor counted against the limits.
 */
export async function readXlsx(bytes: Uint8Array, sheetNames: readonly string[] | 'first', limits: XlsxLimits): Promise<XlsxRead> {
  let zip: yauzl.ZipFile | undefined;
  let parts: ZipParts | undefined;
  try {
    try {
      zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        lazyEntries: true,
        // Sizes are counted as inflated, by ByteCap.
        validateEntrySizes: false,
      });
    } catch {
      throw new Refused({ kind: 'not_xlsx' });
    }
    parts = new ZipParts(zip, await zipEntries(zip), limits.totalBytes);
    const reader = new (excelModule().stream.xlsx.WorkbookReader)(undefined as unknown as Readable, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    }) as unknown as WorkbookReaderInternals;
    const book = await readWorkbookParts(parts, reader, limits);
    const sheets = await readSheets(parts, reader, book.dir, sheetNames, limits);
    return { ok: true, sheets, properties: book.properties, date1904: isDate1904(book.xml) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  } finally {
    parts?.stop();
    zip?.close();
  }
}

/** The zip's entries by part name, lower-cased: part names are case-insensitive (OPC), a writer may spell them otherwise than the rels do. */
async function zipEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  try {
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName.replace(/^\/+/, '').toLowerCase(), entry);
  } catch {
    throw new Refused({ kind: 'not_xlsx' });
  }
  return entries;
}

/** The parts of one zip, opened as capped text streams sharing the file's byte budget; `stop` ends every one opened. */
class ZipParts {
  private readonly total: { left: number };
  private readonly opened: Readable[] = [];

  constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
    totalBytes: number,
  ) {
    this.total = { left: totalBytes };
  }

  /** The part at `path` (any case) as text, inflating to at most `cap` bytes and ending with its `root` element; null when absent. */
  async open(path: string, root: string, cap: number): Promise<Readable | null> {
    const entry = this.entries.get(path.toLowerCase());
    if (!entry) return null;
    // A declared size over the cap is refused before reading; an understated one by the count.
    if (entry.uncompressedSize > cap) throw new Refused({ kind: 'entry_bytes' });
    if ((entry.compressionMethod !== 0 && entry.compressionMethod !== 8) || entry.isEncrypted()) throw new Refused({ kind: 'not_xlsx' });
    let raw: Readable;
    try {
      // The entry's bytes as they lie in the file, stored (SheetJS, a re-zip without
      // compression) or deflated alike: yauzl's own inflating is not used.
      raw = await this.zip.openReadStreamPromise(entry, { decodeFileData: false });
    } catch {
      throw new Refused({ kind: 'not_xlsx' });
    }
    // Inflated here rather than by yauzl, so that stopping the read stops the inflating at once.
    const inflate = entry.compressionMethod === 8 ? createInflateRaw() : null;
    // A stored entry is counted too: its directory may say 2 KB over megabytes of data.
    const capped = new ByteCap(entry.uncompressedSize, this.total, root);
    // A damaged part may fail after its reader has stopped listening (a parser that gave up
    // first): the failure is then nobody's, and an 'error' without a listener would end the
    // process (the worker thread). Readers still get it through their own listeners.
    capped.on('error', () => {});
    this.opened.push(capped);
    const fail = () => capped.destroy(new Refused({ kind: 'not_xlsx' }));
    raw.on('error', fail);
    inflate?.on('error', fail);
    // However reading ends (refused, stopped at a limit, or done), the streams behind it end too.
    capped.on('close', () => {
      raw.destroy();
      inflate?.destroy();
    });
    return inflate ? raw.pipe(inflate).pipe(capped) : raw.pipe(capped);
  }

  stop(): void {
    this.opened.forEach((stream) => stream.destroy());
  }
}

/**
 * The workbook, its relationships and shared strings fed to `reader`, and the custom properties.
 * The workbook is where the package's relationships say (xl/workbook.xml for every common
 * writer), its relationships beside it, and its sheets and strings relative to it (`dir`).
 */
async function readWorkbookParts(parts: ZipParts, reader: WorkbookReaderInternals, limits: XlsxLimits) {
  const rootRels = await parts.open('_rels/.rels', 'Relationships', limits.partBytes);
  const packageRels = rootRels ? relationships(await readAll(rootRels)) : [];
  const bookPath = partPath('', packageRels.find((r) => r.type === 'officeDocument')?.target ?? 'xl/workbook.xml');
  const dir = posix.dirname(bookPath);
  const book = await parts.open(bookPath, 'workbook', limits.partBytes);
  const rels = await parts.open(`${dir}/_rels/${posix.basename(bookPath)}.rels`, 'Relationships', limits.partBytes);
  if (!book || !rels) throw new Refused({ kind: 'not_xlsx' });
  const xml = await readAll(book);
  await parsePart(book, () => reader._parseWorkbook(Readable.from([xml])));
  await parsePart(rels, () => reader._parseRels(rels));
  const stringsTarget = reader.workbookRels?.find((r) => /\/sharedStrings$/.test(r.Type))?.Target;
  const strings = await parts.open(partPath(dir, stringsTarget ?? 'sharedStrings.xml'), 'sst', limits.sharedStringBytes);
  if (strings)
    await parsePart(strings, async () => {
      for await (const _ of reader._parseSharedStrings(strings));
    });
  const customTarget = packageRels.find((r) => r.type === 'custom-properties')?.target ?? 'docProps/custom.xml';
  const custom = await parts.open(partPath('', customTarget), 'Properties', limits.partBytes);
  const properties = custom ? customProperties(await readAll(custom)) : {};
  return { dir, xml, properties };
}

/** The wanted sheets the workbook has, by name, each read within the limits. */
async function readSheets(
  parts: ZipParts,
  reader: WorkbookReaderInternals,
  bookDir: string,
  sheetNames: readonly string[] | 'first',
  limits: XlsxLimits,
): Promise<Record<string, XlsxSheet>> {
  const sheets: Record<string, XlsxSheet> = {};
  const names = sheetNames === 'first' ? (reader.model?.sheets ?? []).slice(0, 1).map((s) => s.name) : sheetNames;
  for (const name of names) {
    const sheet = reader.model?.sheets?.find((s) => s.name === name);
    const target = sheet && reader.workbookRels?.find((r) => r.Id === sheet.rId)?.Target;
    if (!target) continue;
    const stream = await parts.open(partPath(bookDir, target), 'worksheet', limits.sheetBytes);
    if (!stream) continue;
    sheets[name] = await readSheet(reader, stream, name, limits);
  }
  return sheets;
}

/**
 * Runs an ExcelJS part parser on `part`: a refusal passes, an XML error means the file is not an
 * xlsx. ExcelJS listens for a part's 'error' only from its first read, so a part that has already
 * failed (a damaged deflate stream fails at once) would leave it waiting forever: said here first.
 */
async function parsePart(part: Readable, parse: () => Promise<void>): Promise<void> {
  if (part.errored) throw part.errored instanceof Refused ? part.errored : new Refused({ kind: 'not_xlsx' });
  try {
    await parse();
  } catch (error) {
    throw error instanceof Refused ? error : new Refused({ kind: 'not_xlsx' });
  }
}

/** One worksheet, row by row, stopping at the first row or column past the limits that holds content. */
async function readSheet(reader: WorkbookReaderInternals, stream: Readable, name: string, limits: XlsxLimits): Promise<XlsxSheet> {
  const worksheet = [...reader._parseWorksheet(stream, '0')][0]!.value;
  worksheet.name = name;
  const rows: XlsxSheet['rows'] = [];
  // Rows written without content still cost parsing: twice the limit of them is refused too.
  let written = 0;
  let previous = 0;
  try {
    for await (const row of worksheet) {
      if (++written > limits.maxRow * 2) throw new Refused({ kind: 'rows', sheet: name });
      const values: XlsxValue[] = [];
      row.eachCell({ includeEmpty: false }, (cell: ExcelJS.Cell, column: number) => {
        const value = valueOf(cell.value);
        if (isEmpty(value)) return;
        if (column > limits.maxColumn) throw new Refused({ kind: 'columns', sheet: name });
        values[column - 1] = value;
      });
      // A row may leave out its number (then it follows the one before); none may go back.
      const number = Number.isSafeInteger(row.number) ? row.number : previous + 1;
      if (number <= previous) throw new Refused({ kind: 'not_xlsx' });
      previous = number;
      if (!values.length) continue;
      if (number > limits.maxRow) throw new Refused({ kind: 'rows', sheet: name });
      rows.push({ row: number, values: Array.from(values, (v) => v ?? null) });
    }
  } catch (error) {
    stream.destroy();
    throw error instanceof Refused ? error : new Refused({ kind: 'not_xlsx' });
  }
  return { name, rows };
}
