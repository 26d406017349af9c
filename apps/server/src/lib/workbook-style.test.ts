import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  cellStyle,
  DATE_FORMAT,
  excelDate,
  fitWidths,
  HEADER_STYLE,
  moneyFormat,
  numberInWords,
  rowHeight,
  sheetOptions,
  styleRow,
  wrappedLines,
} from './workbook-style';

async function written(build: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => void): Promise<ExcelJS.Workbook> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  build(workbook);
  await workbook.commit();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return read;
}

describe('workbook style', () => {
  it('names the font on every cell, formats money and dates, and sets up printing with repeated header rows', async () => {
    const book = await written((workbook) => {
      const sheet = workbook.addWorksheet('Prices', sheetOptions({ ySplit: 1, xSplit: 1 }));
      const rows = [
        ['Reference', 'Collection date', 'Total'],
        ['A-1', excelDate('2026-01-31'), 143.2],
      ];
      sheet.columns = fitWidths(rows);
      styleRow(sheet.addRow(rows[0]!), 3, () => HEADER_STYLE);
      styleRow(sheet.addRow(rows[1]!), 3, (column) =>
        column === 1 ? cellStyle({ numFmt: DATE_FORMAT }) : column === 2 ? cellStyle({ numFmt: moneyFormat('EUR') }) : undefined,
      );
      sheet.commit();
    });
    const sheet = book.getWorksheet('Prices')!;
    for (const r of [1, 2]) for (const c of [1, 2, 3]) expect(sheet.getCell(r, c).font?.name).toBe('Calibri');
    expect(sheet.getCell(1, 1).font?.bold).toBe(true);
    expect(sheet.getCell(2, 2).value).toEqual(new Date('2026-01-31T00:00:00Z'));
    expect(sheet.getCell(2, 2).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getCell(2, 3).numFmt).toBe('#,##0.00 "€"');
    // Every cell top-aligned, so a row beside a tall wrapped reason reads from its top.
    for (const c of [1, 2, 3]) expect(sheet.getCell(2, c).alignment?.vertical).toBe('top');
    expect(sheet.getColumn(2).width).toBe(17);
    expect(sheet.pageSetup.orientation).toBe('landscape');
    expect(sheet.pageSetup.fitToWidth).toBe(1);
    expect(sheet.pageSetup.printTitlesRow).toBe('1:1');
  });

  it('shares one frozen style object per look', () => {
    expect(cellStyle({ numFmt: '0.00', wrap: true })).toBe(cellStyle({ wrap: true, numFmt: '0.00' }));
    expect(Object.isFrozen(cellStyle({ bold: true }))).toBe(true);
    expect(moneyFormat('SEK')).toBe('#,##0.00 "SEK"');
  });

  it('caps widths and measures texts by their longest line', () => {
    expect(fitWidths([['x'.repeat(80), 'ab\nabcdef']], { max: 30 })).toEqual([{ width: 30 }, { width: 8 }]);
  });

  it('counts the lines of a wrapped cell: one a line break, long lines wrapped at words', () => {
    expect(wrappedLines('Quantity must be a number\nWeight must be a number', 50)).toBe(2);
    expect(wrappedLines('Payable weight (kg)', 12)).toBe(2);
    expect(wrappedLines('Total', 12)).toBe(1);
    expect([rowHeight(1), rowHeight(3)]).toEqual([undefined, 45]);
  });

  it('shows a number inside words, the one case apart', () => {
    expect(numberInWords('up to ', ' kg')).toBe('"up to "General" kg"');
    expect(numberInWords('', ' EUR pallets', '1 EUR pallet')).toBe('[=1]"1 EUR pallet";General" EUR pallets"');
    expect(moneyFormat('EUR', '#,##0.00##')).toBe('#,##0.00## "€"');
  });
});
