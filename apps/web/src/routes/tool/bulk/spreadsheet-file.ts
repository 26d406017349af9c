/**
 * An uploaded .xlsx or .csv file as sheets of rows of cells, the shape a pasted block becomes, so
 * both go through the same reading (packages/domain readMassTable, parseTenderLanes ...). A workbook
 * is read cell by cell: a cell's line breaks and tabs stay inside it, a number stays a number (a
 * postcode that lost its leading zeros is padded back there, with a warning) and a date a date;
 * every visible sheet is offered, each row at its sheet row number (blank rows kept), so the
 * preview's row numbers are Excel's. The rules are the domain's (parseCsv, workbookSheets); ExcelJS
 * is loaded only when a workbook is uploaded (its own chunk).
 */
import { BULK_LIMITS, parseCsv, usedRows, workbookSheets, type UploadSheet } from '@freight/domain';

/** A file refused before it is read, with the reason a clerk reads. */
export class UploadRefused extends Error {}

const MB = 1024 * 1024;

/** The sheets of the file (xlsx), or the file as one sheet (csv: `;`, `,` or tab separated). Too large: UploadRefused, unread. */
export async function readSpreadsheetFile(file: File): Promise<UploadSheet[]> {
  if (file.size > BULK_LIMITS.fileBytes) {
    throw new UploadRefused(
      `${file.name} is ${(file.size / MB).toFixed(1)} MB: files of at most ${BULK_LIMITS.fileBytes / MB} MB are read`,
    );
  }
  if (/\.(csv|txt|tsv)$/i.test(file.name) || file.type === 'text/csv')
    return [{ name: file.name, rows: usedRows(parseCsv(await file.text())) }];
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  return workbookSheets(workbook.worksheets);
}

/** The message of a file that could not be read. */
export function uploadFailure(file: File, error: unknown): string {
  return error instanceof UploadRefused ? error.message : `Could not read ${file.name}: upload an .xlsx or .csv file`;
}
