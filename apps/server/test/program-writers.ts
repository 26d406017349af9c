/**
 * Workbooks as the programs clerks and partners use write them: SheetJS and JSZip run
 * here, openpyxl runs as Debian's python3-openpyxl (/usr/bin/python3: another python3 may come
 * first on PATH; .ci/run installs it), and LibreOffice's files are committed fixtures
 * (test/fixtures/libreoffice/README.md says how each was made).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import * as XLSX from 'xlsx';

/** One price to raise by 1, as a clerk would in the program: the sheet and the cell. */
export interface Raise {
  sheet: string;
  cell: string;
}

/** A row of a sheet to write: text, numbers, and dates as `Date` (midnight UTC). */
export type WrittenRow = (string | number | Date)[];

/** `bytes` opened and saved again by SheetJS (stored zip entries, its default), with `raise` applied. */
export function sheetjsResave(bytes: Buffer, raise?: Raise): Buffer {
  const book = XLSX.read(bytes, { type: 'buffer' });
  if (raise) {
    const cell = book.Sheets[raise.sheet]![raise.cell]!;
    cell.v = Number(cell.v) + 1;
    delete cell.w;
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Days from 1904-01-01 (day 0 of the 1904 date system) to 1970-01-01. */
const DAYS_1904_TO_1970 = 24107;

/**
 * A one-sheet workbook written by SheetJS, in the 1904 date system when asked, its dates as ISO
 * text cells (t="d") when `isoDates`. SheetJS 0.18.5
 * writes a date cell's 1900 serial even in a 1904 workbook (Excel would show it 4 years and a day
 * late), so there dates are given to it as 1904 serials with a date format, as a program that
 * keeps the 1904 system has them.
 */
export function sheetjsWorkbook(sheet: string, rows: WrittenRow[], options: { date1904?: boolean; isoDates?: boolean } = {}): Buffer {
  const book = XLSX.utils.book_new();
  const cells = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  if (options.date1904) {
    for (const cell of Object.values(cells) as XLSX.CellObject[]) {
      if (cell?.t !== 'd') continue;
      Object.assign(cell, { t: 'n', v: (cell.v as Date).getTime() / 86_400_000 + DAYS_1904_TO_1970, z: 'yyyy-mm-dd' });
    }
  }
  XLSX.utils.book_append_sheet(book, cells, sheet);
  book.Workbook = { ...book.Workbook, WBProps: { date1904: options.date1904 ?? false } };
  // isoDates: date cells as ISO 8601 text (t="d"), SheetJS's `cellDates` write option.
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', cellDates: options.isoDates ?? false }) as Buffer;
}

const OPENPYXL = `
import datetime, json, sys
import openpyxl
from openpyxl.utils.datetime import CALENDAR_MAC_1904
job = json.loads(sys.argv[1])
if job["kind"] == "resave":
    book = openpyxl.load_workbook(job["input"])
    if job.get("raise"):
        cell = book[job["raise"]["sheet"]][job["raise"]["cell"]]
        cell.value = cell.value + 1
else:
    book = openpyxl.Workbook()
    if job["date1904"]:
        book.epoch = CALENDAR_MAC_1904
    sheet = book.active
    sheet.title = job["sheet"]
    for row in job["rows"]:
        sheet.append([datetime.date.fromisoformat(v["date"]) if isinstance(v, dict) else v for v in row])
book.save(job["output"])
`;

/** Runs the openpyxl script above on `job`, with `input` written to a file first; answers the saved file. */
function openpyxl(job: Record<string, unknown>, input?: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'openpyxl-'));
  try {
    if (input) writeFileSync(join(dir, 'in.xlsx'), input);
    const output = join(dir, 'out.xlsx');
    execFileSync('/usr/bin/python3', ['-c', OPENPYXL, JSON.stringify({ ...job, input: join(dir, 'in.xlsx'), output })], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `bytes` opened and saved again by openpyxl, with `raise` applied. */
export function openpyxlResave(bytes: Buffer, raise?: Raise): Buffer {
  return openpyxl({ kind: 'resave', raise: raise ?? null }, bytes);
}

/** A one-sheet workbook written by openpyxl (dates as real dates), in the 1904 date system when asked. */
export function openpyxlWorkbook(sheet: string, rows: WrittenRow[], options: { date1904?: boolean } = {}): Buffer {
  const cells = rows.map((row) => row.map((v) => (v instanceof Date ? { date: v.toISOString().slice(0, 10) } : v)));
  return openpyxl({ kind: 'new', sheet, rows: cells, date1904: options.date1904 ?? false });
}

/**
 * `bytes` unzipped and zipped again by JSZip without compression (STORE), as web applications'
 * "Export to Excel" buttons do; `streamFiles` writes data descriptors after each entry. `edit`
 * changes a part's XML text on the way (what such an application edits).
 */
export async function jszipRestore(
  bytes: Buffer,
  options: { streamFiles?: boolean; edit?: { part: string; change: (xml: string) => string } } = {},
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  if (options.edit) {
    const { part, change } = options.edit;
    zip.file(part, change(await zip.file(part)!.async('string')));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE', streamFiles: options.streamFiles ?? false });
}

const ZIP64_REZIP = `
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as source, zipfile.ZipFile(sys.argv[2], "w", zipfile.ZIP_DEFLATED) as target:
    for info in source.infolist():
        with target.open(info.filename, "w", force_zip64=True) as entry:
            entry.write(source.read(info))
`;

/**
 * `bytes` zipped again by Python's zipfile with zip64 forced on each entry, as it writes an entry
 * of unknown size: a zip64 extra field in each local header (its central directory and end record
 * stay 32-bit for a small file; the full zip64 layout is hostile-files' `zipOf(..., { zip64 })`).
 */
export function pythonZip64Rezip(bytes: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'zip64-'));
  try {
    writeFileSync(join(dir, 'in.xlsx'), bytes);
    execFileSync('/usr/bin/python3', ['-c', ZIP64_REZIP, join(dir, 'in.xlsx'), join(dir, 'out.xlsx')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return readFileSync(join(dir, 'out.xlsx'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The committed LibreOffice fixtures (see their README). */
export const LIBREOFFICE_FIXTURES = {
  /** Pricelist 1 of a fresh test database (threeRoutePricelist), as its as_is export was written. */
  pricelistId: 1,
  savedAsIs: () => readFileSync(new URL('./fixtures/libreoffice/saved-as-is.xlsx', import.meta.url)),
  priceRaised: () => readFileSync(new URL('./fixtures/libreoffice/price-raised.xlsx', import.meta.url)),
};
