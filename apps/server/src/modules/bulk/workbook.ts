/**
 * What the mass and tender workbooks share: ExcelJS's streaming writer straight into a stream (the
 * HTTP answer or a job's buffer), and the pacing that keeps a 100,000-row file in bounded memory.
 */
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { lazyModule } from '../../lib/lazy-module';

const excel = lazyModule<typeof ExcelJS>('exceljs');

/** Two decimals with thousands separators: how a clerk reads an amount. */
export const MONEY_FORMAT = '#,##0.00';
/** Rows written between two looks at the stream (and the event loop). */
export const ROWS_PER_TURN = 500;

/** How far a calculation is: rows done. May throw to stop the work (a job another process took over). */
export type ProgressReport = (done: number) => Promise<void> | void;

/**
 * A streaming workbook writing into `out`: rows are serialised and zipped as they are committed,
 * not kept. No shared strings (they would keep every text until the end); styles for the formats.
 */
export function streamingWorkbook(out: Writable): ExcelJS.stream.xlsx.WorkbookWriter {
  return new (excel().stream.xlsx.WorkbookWriter)({ stream: out, useStyles: true, useSharedStrings: false });
}

/**
 * One style object for every unstyled cell. ExcelJS gives each new cell a fresh empty style and
 * then, per cell, renders that style to XML to look its id up, unless it has met the very same
 * object before (a WeakMap): shared, the lookup is done once, not once per cell (it was a third of
 * a 100,000-row write). Frozen: a change to it would restyle every cell, so it must fail instead.
 */
const UNSTYLED: Partial<ExcelJS.Style> = Object.freeze({});

/** Adds and commits a row of values whose cells carry no style of their own (the column's format does not apply). */
export function writePlainRow(sheet: ExcelJS.Worksheet, values: readonly unknown[]): void {
  const row = sheet.addRow(values as unknown[]);
  row.eachCell({ includeEmpty: true }, (cell) => {
    cell.style = UNSTYLED;
  });
  row.commit();
}

/** Bytes a slow reader may leave waiting before the writer stops for it. */
const BACKLOG_BYTES = 8 * 1024 * 1024;

/**
 * One turn of the event loop, so other requests are served meanwhile; and when the reader is slow
 * (more than 8 MB waiting), a wait until it has taken it. Not a wait at every full buffer: the
 * compression runs on other threads, and rows are made meanwhile.
 */
export async function breathe(out: Writable): Promise<void> {
  if (out.writableLength > BACKLOG_BYTES) await once(out, 'drain');
  else await nextTurn();
}

/** The header rows of every sheet. */
export const HEADER_STYLE: Partial<ExcelJS.Style> = { font: { bold: true } };

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
