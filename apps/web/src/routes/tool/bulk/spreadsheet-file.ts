/**
 * An uploaded .xlsx or .csv file as rows of cell texts, the same shape a pasted block becomes, so
 * both go through the same reading (packages/domain parseMassRows). The text rules are the
 * domain's (parseCsv, spreadsheetCellText); ExcelJS is loaded only when a workbook is uploaded
 * (its own chunk).
 */
import { parseCsv, spreadsheetCellText } from '@freight/domain';

/** The rows of the file's first sheet (xlsx) or of the file (csv: `;`, `,` or tab separated). */
export async function readSpreadsheetFile(file: File): Promise<string[][]> {
  if (/\.(csv|txt|tsv)$/i.test(file.name) || file.type === 'text/csv') return parseCsv(await file.text());
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(spreadsheetCellText(row.getCell(c).value));
    rows.push(cells);
  });
  return rows;
}
