/**
 * GET /fe/quotes/export: the carrier's quotes and bookings under the list's search, as an
 * Excel workbook or a CSV file. Read from the database in batches and written as they come (the
 * workbook by ExcelJS's streaming writer), so memory stays bounded; at most QUOTE_EXPORT_MAX quotes,
 * more is refused naming the count. Times are the carrier's ("dd.mm.yyyy hh:mm", its zone named once
 * in the header), amounts in their currency, as docs/writing.md says. Headings and words in the
 * reader's language (docs/api.md "Languages"), the numbers and times as ever.
 */
import { PassThrough, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import {
  DEFAULT_TIMEZONE,
  displayNumber,
  localTime,
  QUOTE_EXPORT_MAX,
  translator,
  type Language,
  type QuoteExportQuery,
  type Translate,
} from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import type { QuotesSeam } from './quote-writer';
import type { PricingSeam } from '../pricing';
import { XLSX_TYPE } from '../../http/downloads';
import { BODY_STYLE, cellStyle, DATE_FORMAT, fitWidths, moneyFormat, sheetOptions } from '../../lib/workbook-style';
import { breathe, streamingWorkbook, writeHeaderRow, writeStyledRow } from '../bulk';
import { findCarrier } from '../carriers';
import { countQuotes, quotesAfter, type QuoteCursor } from './quotes.repository';

type ExportDeps = Pick<Seams, 'db'> & PricingSeam & QuotesSeam;

/** Quotes read from the database at a time. */
const BATCH = 1000;

type QuoteRow = Awaited<ReturnType<typeof quotesAfter>>[number];

/** The columns of both files, in order; a time column's header names the carrier's zone. */
function headersOf(t: Translate, timezone: string): string[] {
  return [
    t('workbook.quotes.id'),
    t('workbook.quotes.priced', { timezone }),
    t('common.partner'),
    t('workbook.quotes.collection'),
    t('workbook.quotes.delivery'),
    t('workbook.quotes.reference'),
    t('common.service'),
    t('rateCard.fact.pricelist'),
    t('common.total'),
    t('common.currency'),
    t('workbook.quotes.booked'),
    t('workbook.quotes.bookedOn', { timezone }),
    t('workbook.quotes.bookedBy'),
  ];
}

const address = (country: string | null, postcode: string | null) => (country === null ? '' : `${country} ${postcode ?? ''}`.trim());

/** A moment as the carrier's wall clock reads it: a Date whose UTC fields are the local ones (a spreadsheet time has no zone). */
function wallClock(at: Date, timezone: string): Date {
  const { day, minutes } = localTime(at, timezone);
  return new Date(day * 86_400_000 + minutes * 60_000);
}

/** 'dd.mm.yyyy hh:mm' of a wall-clock Date (wallClock). */
function momentText(wall: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** One quote's cells: texts, the total as a number, times as wall-clock Dates (null: none). */
function cellsOf(t: Translate, row: QuoteRow, timezone: string) {
  return {
    texts: [
      row.id,
      null,
      row.partner_id === null ? t('workbook.quotes.general') : (row.partner_name ?? `#${row.partner_id}`),
      address(row.collection_country, row.collection_postcode),
      address(row.delivery_country, row.delivery_postcode),
      row.reference ?? '',
      row.service_name ?? '',
      row.pricelist_name ?? `#${row.pricelist_id}`,
    ],
    total: Number(row.total),
    currency: row.currency.trim(),
    priced: wallClock(row.created_at, timezone),
    booked: row.booked_at === null ? null : wallClock(row.booked_at, timezone),
    bookedBy: row.booked_by_name ?? '',
  };
}

/** The export's file: its stream (written as it is read), name and type. */
export interface QuoteExport {
  stream: PassThrough;
  filename: string;
  contentType: string;
}

/**
 * The quotes under the search as `query.format`, in `language`: 422 when more than QUOTE_EXPORT_MAX
 * match. The quotes still in a writer's buffer are written first, as the list does.
 */
export async function exportQuotes(
  deps: ExportDeps,
  carrierId: number,
  query: Omit<QuoteExportQuery, 'lang'>,
  language: Language = 'en',
): Promise<QuoteExport> {
  const { format, ...search } = query;
  const t = translator(language);
  await deps.quotes.flushEverywhere();
  const timezone = (await findCarrier(deps.db, carrierId))?.timezone ?? DEFAULT_TIMEZONE;
  // Counted one past the limit at most: whether it is passed, not by how much (years of quotes are not counted).
  const count = await countQuotes(deps.db, carrierId, search, timezone, QUOTE_EXPORT_MAX + 1);
  if (count > QUOTE_EXPORT_MAX) throw AppError.invalid(english('errors.quotes.exportTooMany', { max: displayNumber(QUOTE_EXPORT_MAX) }));
  const out = new PassThrough();
  const batches = async function* () {
    let after: QuoteCursor | null = null;
    for (;;) {
      const rows = await quotesAfter(deps.db, carrierId, search, timezone, after, BATCH);
      if (rows.length) yield rows;
      if (rows.length < BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { created_at: last.created_at, id: last.id };
    }
  };
  const write = format === 'xlsx' ? writeWorkbook(t, out, batches(), timezone) : writeCsv(t, out, batches(), timezone);
  // A failure half-way ends the download broken rather than silently short.
  write.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  const day = momentText(wallClock(new Date(), timezone)).slice(0, 10).split('.').reverse().join('-');
  return {
    stream: out,
    filename: `quotes-${day}.${format}`,
    contentType: format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8',
  };
}

// The cell looks of the workbook: shared frozen objects (writeStyledRow's rule), one per money format.
const TEXT_STYLE = BODY_STYLE;
const MOMENT_STYLE = cellStyle({ numFmt: `${DATE_FORMAT} hh:mm` });
const moneyStyles = new Map<string, Partial<ExcelJS.Style>>();
function moneyStyle(currency: string) {
  let style = moneyStyles.get(currency);
  if (!style) moneyStyles.set(currency, (style = cellStyle({ numFmt: moneyFormat(currency), align: 'right' })));
  return style;
}

async function writeWorkbook(t: Translate, out: Writable, batches: AsyncGenerator<QuoteRow[]>, timezone: string) {
  const workbook = streamingWorkbook(out);
  const sheet = workbook.addWorksheet(t('workbook.quotes.sheet'), sheetOptions({ ySplit: 1 }));
  const headers = headersOf(t, timezone);
  const booked = t('workbook.quotes.booked');
  const notBooked = t('workbook.quotes.notBooked');
  sheet.columns = fitWidths([headers, [''.padEnd(36), '00.00.0000 00:00']], { min: 10, max: 40 });
  writeHeaderRow(sheet, headers);
  for await (const rows of batches) {
    for (const row of rows) {
      const c = cellsOf(t, row, timezone);
      const [id, , ...names] = c.texts;
      const values = [id, c.priced, ...names, c.total, c.currency, c.booked ? booked : notBooked, c.booked, c.bookedBy || null];
      const styles = [
        TEXT_STYLE,
        MOMENT_STYLE,
        ...names.map(() => TEXT_STYLE),
        moneyStyle(c.currency),
        TEXT_STYLE,
        TEXT_STYLE,
        MOMENT_STYLE,
      ];
      writeStyledRow(sheet, values, styles);
    }
    await breathe(out, sheet);
  }
  sheet.commit();
  await workbook.commit();
}

/** A CSV field: quoted when it holds the separator, a quote or a line break; a leading = + - @ kept as text, never a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Semicolon-separated UTF-8 with a byte order mark, as Excel opens it in the Finnish and Estonian
 * locales: amounts with a decimal comma ("1250,50", no thousands separator, so they read back as
 * numbers), times "dd.mm.yyyy hh:mm".
 */
async function writeCsv(t: Translate, out: Writable, batches: AsyncGenerator<QuoteRow[]>, timezone: string) {
  const line = (fields: string[]) => fields.map(csvField).join(';') + '\r\n';
  const booked = t('workbook.quotes.booked');
  const notBooked = t('workbook.quotes.notBooked');
  out.write('\uFEFF' + line(headersOf(t, timezone)));
  for await (const rows of batches) {
    let text = '';
    for (const row of rows) {
      const c = cellsOf(t, row, timezone);
      const [id, , ...names] = c.texts as string[];
      text += line([
        id!,
        momentText(c.priced),
        ...names,
        c.total.toFixed(2).replace('.', ','),
        c.currency,
        c.booked ? booked : notBooked,
        c.booked ? momentText(c.booked) : '',
        c.bookedBy,
      ]);
    }
    out.write(text);
    await breathe(out);
  }
  out.end();
}
