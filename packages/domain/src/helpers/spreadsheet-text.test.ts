import { describe, expect, it } from 'vitest';
import { parseMassRows } from './bulk-paste';
import { sheetCell, spreadsheetCellText, usedRows, type SheetCell } from './spreadsheet-text';

describe('spreadsheetCellText', () => {
  it("writes a workbook cell's value as text", () => {
    expect(spreadsheetCellText(null)).toBe('');
    expect(spreadsheetCellText(undefined)).toBe('');
    expect(spreadsheetCellText(1250.5)).toBe('1250.5');
    expect(spreadsheetCellText('EE 10115')).toBe('EE 10115');
    expect(spreadsheetCellText(true)).toBe('true');
    expect(spreadsheetCellText(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
    expect(spreadsheetCellText({ richText: [{ text: 'EE ' }, { text: '10115' }] })).toBe('EE 10115');
    expect(spreadsheetCellText({ formula: 'A1*2', result: 240 })).toBe('240');
    expect(spreadsheetCellText({ text: 'R-1', hyperlink: 'https://example.com' })).toBe('R-1');
    expect(spreadsheetCellText({ error: '#N/A' })).toBe('');
  });
});

describe('sheetCell and usedRows', () => {
  it('keeps numbers and dates as they are, text with its line breaks and tabs', () => {
    expect(sheetCell(2100)).toBe(2100);
    const day = new Date('2026-11-24T00:00:00Z');
    expect(sheetCell(day)).toBe(day);
    expect(sheetCell('PO-77\nRamp 3')).toBe('PO-77\nRamp 3');
    expect(sheetCell({ formula: 'A1', result: 7 })).toBe(7);
    expect(sheetCell({ error: '#N/A' })).toBeNull();
  });

  it('drops trailing empty cells and rows, keeps empty ones inside', () => {
    expect(usedRows([['a', null, 'b', null, ' '], [null, 'c'], [], [null, '']])).toEqual([
      ['a', null, 'b'],
      [null, 'c'],
    ]);
  });
});

describe('parseMassRows on workbook cells', () => {
  const header: SheetCell[] = [
    'Reference',
    'Collection country',
    'Collection postcode',
    'Delivery country',
    'Delivery postcode',
    'Quantity',
    'Type',
    'Weight',
  ];

  it('reads cell by cell, one row per spreadsheet row: a line break or a tab inside a reference reads as a space', () => {
    const rows = parseMassRows([
      header,
      ['PO-77\nRamp 3', 'EE', '10115', 'LV', '1001', 2, 'EUR', 120.5],
      ['a\tb', 'EE', 10115, 'LV', 1001, 1, 'EUR', '1 250,5'],
      ['PO-78\n', 'EE', '10115', 'LV', '1001', 1, 'EUR', 10],
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      line: 2,
      shipment: { reference: 'PO-77 Ramp 3', collection: { country: 'EE', postcode: '10115' }, quantity: 2, weight: 120.5 },
      errors: '',
      warnings: '',
    });
    expect(rows[1]).toMatchObject({
      shipment: { reference: 'a b', delivery: { country: 'LV', postcode: '1001' }, weight: 1250.5 },
      errors: '',
    });
    // A line break at the end of the cell is trimmed away with the spaces.
    expect(rows[2]).toMatchObject({ line: 4, errors: '' });
  });

  it('gives a number postcode its leading zeros back with a warning; typed text is the country check', () => {
    const [padded, typed] = parseMassRows([
      header,
      ['R-1', 'FI', 2100, 'EE', '11415', 1, 'EUR', 100],
      ['R-2', 'FI', '2100', 'EE', '11415', 1, 'EUR', 100],
    ]);
    expect(padded!.shipment.collection).toEqual({ country: 'FI', postcode: '02100' });
    expect(padded!.warnings).toBe('Collection postcode 2100 read as 02100: the workbook cell held a number, which drops leading zeros');
    expect(padded!.errors).toBe('');
    expect(typed!.errors).toBe('Collection postcode: FI postcodes have 5 digits');
    expect(typed!.warnings).toBe('');
  });
});
