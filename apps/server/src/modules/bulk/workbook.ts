/**
 * What the mass and tender workbooks share: ExcelJS's streaming writer straight into a stream (the
 * HTTP answer or a job's buffer), and the pacing that keeps a 100,000-row file in bounded memory.
 */
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { localizeReason, type Language } from '@freight/domain';
import { lazyModule } from '../../lib/lazy-module';
import { BODY_STYLE, HEADER_STYLE, rowHeight, wrappedLines } from '../../lib/workbook-style';

const excel = lazyModule<typeof ExcelJS>('exceljs');

/** Rows written between two looks at the stream (and the event loop). */
export const ROWS_PER_TURN = 500;

/** Distinct reasons remembered by reasonsIn: a budget's errors are a few texts met again and again. */
const REASONS_KEPT = 10_000;

/**
 * The engine's reasons (its English, one a line: a price result's errors, a row's refusal) in the
 * workbook's `language`, each distinct text said once: an Errors cell is written in the language of
 * its job or reader, as the rest of the workbook.
 */
export function reasonsIn(language: Language): (text: string) => string {
  if (language === 'en') return (text) => text;
  const said = new Map<string, string>();
  return (text) => {
    let out = said.get(text);
    if (out === undefined) {
      out = text
        .split('\n')
        .map((line) => localizeReason(language, line))
        .join('\n');
      if (said.size < REASONS_KEPT) said.set(text, out);
    }
    return out;
  };
}

/** How far a calculation is: rows done. May throw to stop the work (a job another process took over). */
export type ProgressReport = (done: number) => Promise<void> | void;

/**
 * A streaming workbook writing into `out`: rows are serialised and zipped as they are committed,
 * not kept. No shared strings (they would keep every text until the end); styles for the formats
 * (lib/workbook-style: the named font on every cell, formats, print setup).
 */
export function streamingWorkbook(out: Writable): ExcelJS.stream.xlsx.WorkbookWriter {
  return new (excel().stream.xlsx.WorkbookWriter)({ stream: out, useStyles: true, useSharedStrings: false });
}

/**
 * Adds and commits a row of values, cell c styled `styles[c]` (the body style past its end).
 * The styles must be lib/workbook-style's shared frozen objects: ExcelJS renders a cell's style to
 * XML to look its id up unless it has met the very same object before (a WeakMap), so shared
 * objects cost that once, not once per cell (it was a third of a 100,000-row write); a new object
 * per cell would pay it every time.
 */
export function writeStyledRow(
  sheet: ExcelJS.Worksheet,
  values: readonly unknown[],
  styles: readonly Partial<ExcelJS.Style>[],
  height?: number,
): void {
  const row = sheet.addRow(values as unknown[]);
  if (height !== undefined) row.height = height;
  const width = Math.max(values.length, styles.length);
  for (let c = 0; c < width; c++) {
    const value = values[c];
    // An empty cell shows nothing: left without a style, it is not written at all (a third of a budget's cells).
    row.getCell(c + 1).style = value === null || value === undefined ? NO_STYLE : (styles[c] ?? BODY_STYLE);
  }
  row.commit();
}

/** The style of an empty cell: none (frozen, shared). */
const NO_STYLE: Partial<ExcelJS.Style> = Object.freeze({});

/** A header row: bold on the grey band, wrapped (as tall as its longest header needs in its column), every cell in the named font. */
export function writeHeaderRow(sheet: ExcelJS.Worksheet, headers: readonly string[]): void {
  const lines = Math.max(...headers.map((header, c) => wrappedLines(header, sheet.getColumn(c + 1).width ?? 10)));
  writeStyledRow(
    sheet,
    headers,
    headers.map(() => HEADER_STYLE),
    rowHeight(lines),
  );
}

/** Bytes a slow reader may leave waiting before the writer stops for it. */
const BACKLOG_BYTES = 8 * 1024 * 1024;

/** Bytes of a sheet's XML that may wait for the zip's compression before the writer stops for it. */
const ZIP_BACKLOG_BYTES = 4 * 1024 * 1024;

/**
 * One turn of the event loop, so other requests are served meanwhile; and a wait while the reader
 * is slow (more than 8 MB waiting) or the compression is behind (more than 4 MB of `sheet`'s XML
 * waiting for it). Not a wait at every full buffer: the compression runs on other threads, and
 * rows are made meanwhile.
 */
export async function breathe(out: Writable, sheet?: ExcelJS.Worksheet): Promise<void> {
  const zip = sheet && zipInput(sheet);
  if (out.writableLength > BACKLOG_BYTES) await once(out, 'drain');
  else if (zip && zip._writableState.length > ZIP_BACKLOG_BYTES && !out.destroyed) {
    // Until the zip has taken it, or the output is gone (a reader that left: the next write fails).
    const stop = new AbortController();
    await Promise.race([once(zip, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })]).finally(() =>
      stop.abort(),
    );
  } else await nextTurn();
}

/** Archiver's streams are readable-stream 2's: their buffered length is only in `_writableState`. */
type ZipInput = Writable & { _writableState: { length: number } };

/**
 * Where a streamed sheet's XML waits for the zip: ExcelJS writes each row into the archive entry's
 * input (a PassThrough of archiver's) without heeding its backpressure, so when rows are made
 * faster than they are compressed the XML piles up there (60 MB and more of a 100,000-row
 * budget). ExcelJS 4.4's internals: the sheet's StreamBuf (`_stream`, once its first row is
 * written) keeps its destinations in `pipes`.
 */
function zipInput(sheet: ExcelJS.Worksheet): ZipInput | undefined {
  return (sheet as unknown as { _stream?: { pipes?: ZipInput[] } })._stream?.pipes?.[0];
}

/** Writes a whole workbook into memory (a job's file): the bytes once `write` is done. */
export async function workbookBytes(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(out, 'end');
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

/** Sums money in cents, so that a column of 100,000 amounts adds up to the cent. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;
