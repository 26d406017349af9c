/**
 * An uploaded .xlsx or .csv file as rows of cells, the shape a pasted block becomes, so both go
 * through the same reading (packages/domain parseMassRows). A workbook is read cell by cell: a
 * cell's line breaks and tabs stay inside it, a number stays a number (a postcode that lost its
 * leading zeros is padded back there, with a warning) and a date a date; the trailing empty rows
 * and columns spreadsheet programs write are dropped (usedRows). The rules are the domain's
 * (parseCsv, sheetCell); ExcelJS is loaded only when a workbook is uploaded (its own chunk).
 */
import { parseCsv, sheetCell, usedRows, type SheetCell } from '@freight/domain';

/** The rows of the file's first sheet (xlsx) or of the file (csv: `;`, `,` or tab separated). */
export async function readSpreadsheetFile(file: File): Promise<SheetCell[][]> {
  if (/\.(csv|txt|tsv)$/i.test(file.name) || file.type === 'text/csv') return usedRows(parseCsv(await file.text()));
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: SheetCell[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(sheetCell(row.getCell(c).value));
    rows.push(cells);
  });
  return usedRows(rows);
}
