/**
 * An uploaded .xlsx or .csv file as sheets of rows of cells, the shape a pasted block becomes, so
 * both go through the same reading (packages/domain readMassTable, parseTenderLanes ...). A workbook
 * is read cell by cell: a cell's line breaks and tabs stay inside it, a number stays a number (a
 * postcode that lost its leading zeros is padded back there, with a warning) and a date a date;
 * every visible sheet is offered, each row at its sheet row number (blank rows kept), so the
 * preview's row numbers are Excel's. A CSV is read from its bytes by the domain's one CSV reader
 * (readCsvFile: UTF-8, UTF-16 or Windows-1252; `;`, `,` or tab), which the preview names. The rules
 * are the domain's (readCsvFile, workbookSheets); ExcelJS is loaded only when a workbook is
 * uploaded (its own chunk).
 */
import { BULK_LIMITS, readCsvFile, usedRows, workbookSheets, type CsvDialect, type UploadSheet } from '@freight/domain';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** A file refused before it is read, with the reason a clerk reads (in the current language). */
export class UploadRefused extends Error {}

const MB = 1024 * 1024;

/** An uploaded file's sheets, and for a CSV how it was read (null for a workbook). */
export interface SpreadsheetFile {
  sheets: UploadSheet[];
  csv: CsvDialect | null;
}

/**
 * The sheets of the file (xlsx), or the file as one sheet (csv, txt, tsv: any encoding and separator
 * readCsvFile reads). Too large, or a "CSV" that is no text: UploadRefused, unread or unused.
 */
export async function readSpreadsheetFile(file: File): Promise<SpreadsheetFile> {
  if (file.size > BULK_LIMITS.fileBytes) {
    throw new UploadRefused(
      t('tools.upload.tooLarge', {
        file: file.name,
        size: formatNumber(file.size / MB, 1, 1),
        limit: formatNumber(BULK_LIMITS.fileBytes / MB),
      }),
    );
  }
  if (/\.(csv|txt|tsv)$/i.test(file.name) || file.type === 'text/csv') {
    const read = readCsvFile(new Uint8Array(await file.arrayBuffer()));
    if (!read) throw new UploadRefused(t('tools.upload.notText', { file: file.name }));
    return { sheets: [{ name: file.name, rows: usedRows(read.rows) }], csv: { encoding: read.encoding, separator: read.separator } };
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  return { sheets: workbookSheets(workbook.worksheets), csv: null };
}

/** The message of a file that could not be read. */
export function uploadFailure(file: File, error: unknown): string {
  return error instanceof UploadRefused ? error.message : t('tools.upload.unreadable', { file: file.name });
}
