/**
 * Reading a fuel index file (POST /fe/fuel_index/file): rows of month and price from a CSV (read by
 * readCsvFile) or the first sheet of an xlsx. A header row (month, price) is optional; months may be written
 * 2026-11, 11/2026, 11.2026, 2026-11-01 (with a time, as an ISO date cell) or as an Excel date;
 * prices 1.62 or 1,62.
 */
import { translate } from '../i18n/translate';
import { FUEL_INDEX_LIMITS, fuelIndexValueSchema } from '../schemas/fuel-index.schema';

export type FuelFileCell = string | number | null;

/** Days from 1899-12-30 (day 0 of Excel's 1900 date system) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;
/** Days from 1904-01-01 (day 0 of the 1904 date system, `date1904` workbooks) to 1970-01-01. */
const EXCEL_1904_EPOCH_DAYS = 24107;

/** A month cell as 'yyyy-mm', or the text as written when it is none (the schema then names it). */
function monthText(cell: FuelFileCell, date1904: boolean): string {
  if (typeof cell === 'number') {
    // An Excel date serial (1955 to 2173): read as a day of the workbook's date system.
    const epoch = date1904 ? EXCEL_1904_EPOCH_DAYS : EXCEL_EPOCH_DAYS;
    if (cell > 20000 && cell < 100000) return new Date((Math.floor(cell) - epoch) * 86_400_000).toISOString().slice(0, 7);
    return String(cell);
  }
  const text = (cell ?? '').trim();
  // 2026-11, 2026-11-01, or an ISO date and time as a date cell written as text (SheetJS's cellDates).
  let m = /^(\d{4})-(\d{1,2})(?:-\d{1,2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)?$/.exec(text);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}`;
  m = /^(\d{1,2})[/.](\d{4})$/.exec(text);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  return text;
}

const HEADER = /^(month|kuukausi|kuu)$/i;

/**
 * The months and prices of a file's rows: the first two columns, a header row skipped. Every row
 * is checked by the index's own schema; errors name the row (`Row 3: month must be a month
 * yyyy-mm`), at most 10 of them, in the catalog's English (the server answers them in its caller's
 * language). `date1904`: the workbook counts its date serials from 1904.
 */
export function readFuelIndexRows(
  rows: readonly (readonly FuelFileCell[])[],
  { date1904 = false }: { date1904?: boolean } = {},
): { ok: true; values: { month: string; price: number }[] } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const values: { month: string; price: number }[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    const [month, price] = row;
    if (i === 0 && typeof month === 'string' && HEADER.test(month.trim())) return;
    if ((month ?? '') === '' && (price ?? '') === '') return;
    const parsed = fuelIndexValueSchema.safeParse({ month: monthText(month ?? null, date1904), price: price ?? '' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const key = issue.path[0] === 'price' ? 'errors.fuelIndex.file.rowPrice' : 'errors.fuelIndex.file.rowMonth';
      errors.push(translate('en', key, { row: String(i + 1), reason: issue.message }));
      return;
    }
    const first = seen.get(parsed.data.month);
    if (first !== undefined) {
      const reason = translate('en', 'errors.fuelIndex.file.alreadyInRow', { month: parsed.data.month, first: String(first) });
      errors.push(translate('en', 'errors.fuelIndex.file.rowMonth', { row: String(i + 1), reason }));
      return;
    }
    seen.set(parsed.data.month, i + 1);
    values.push(parsed.data);
  });
  if (values.length > FUEL_INDEX_LIMITS.values)
    errors.push(translate('en', 'errors.fuelIndex.file.tooManyMonths', { max: String(FUEL_INDEX_LIMITS.values) }));
  if (errors.length > 0) return { ok: false, errors: errors.slice(0, 10) };
  if (values.length === 0) return { ok: false, errors: [translate('en', 'errors.fuelIndex.file.noMonths')] };
  return { ok: true, values: values.sort((a, b) => a.month.localeCompare(b.month)) };
}
