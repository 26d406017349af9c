/**
 * What every workbook the product writes must be, read back with ExcelJS: each cell
 * with content in the named font, each used column given a width, each sheet printed landscape as
 * wide as a page, or a wide grid at full size in blocks with its lane columns repeated (header rows
 * repeated where it has them), and no stored key in any cell.
 */
import type ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { FONT_NAME } from '../src/lib/workbook-style';

/** Keys a clerk must never read in a cell (the surcharge types' keys as a whole cell; "Pricelist" is a label). */
const KEY_WORDS =
  /\b(eur_pallet|fin_pallet|half_pallet|as_is|per_100kg|per_shipment|per_unit|per_unit_kg|per_ldm|payable_weight|real_weight)\b/;
const TYPE_KEYS = /^(constant|percentage|pricelist)$/;

/** The text of a cell's value (rich text and formulas as what they show). */
function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  return String(value);
}

/**
 * Checks every sheet of `workbook`; `titleRows` names the sheets whose header rows repeat on every
 * printed page (sheet name -> rows, "1:1").
 */
export function expectProfessionalWorkbook(workbook: ExcelJS.Workbook, titleRows: Record<string, string>): void {
  expect(workbook.worksheets.length).toBeGreaterThan(0);
  for (const sheet of workbook.worksheets) {
    const where = (cell: ExcelJS.Cell) => `${sheet.name}!${cell.address}`;
    let cells = 0;
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        cells++;
        expect(cell.font?.name, `font of ${where(cell)}`).toBe(FONT_NAME);
        const text = textOf(cell.value);
        expect(text, `key in ${where(cell)}`).not.toMatch(KEY_WORDS);
        expect(text, `type key in ${where(cell)}`).not.toMatch(TYPE_KEYS);
      }),
    );
    expect(cells, `cells of ${sheet.name}`).toBeGreaterThan(0);
    for (let c = 1; c <= sheet.actualColumnCount; c++)
      expect(sheet.getColumn(c).width, `width of ${sheet.name} column ${c}`).toBeGreaterThan(0);
    expect(sheet.pageSetup.orientation, `orientation of ${sheet.name}`).toBe('landscape');
    if (sheet.pageSetup.fitToPage) {
      expect(sheet.pageSetup.fitToWidth, `fit to width of ${sheet.name}`).toBe(1);
      expect(sheet.pageSetup.fitToHeight, `fit to height of ${sheet.name}`).toBe(0);
    } else {
      // A grid too wide for one page at a readable size: full size, in blocks with the lane repeated.
      expect(sheet.pageSetup.scale, `scale of ${sheet.name}`).toBe(100);
      expect(sheet.pageSetup.printTitlesColumn, `repeated columns of ${sheet.name}`).toBe('A:B');
    }
    if (titleRows[sheet.name]) expect(sheet.pageSetup.printTitlesRow, `repeated rows of ${sheet.name}`).toBe(titleRows[sheet.name]);
  }
}
