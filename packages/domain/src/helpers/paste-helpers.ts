/**
 * Reading what clerks paste into a price grid from a spreadsheet (docs/product/domain.md §5 "Spreadsheet paste"):
 * tab-separated blocks, and numbers written the way spreadsheets show them (decimal commas,
 * thousands separators). Pure text in, text out: no float ever touches a value.
 */

/**
 * A block copied from a spreadsheet as rows of cells: lines split on CR/LF, cells on tabs. A cell
 * the spreadsheet quoted ("a ""b""", or one holding a tab or a line break) is unquoted. The line
 * break a spreadsheet adds after the last row does not make an extra row.
 */
export function parseTabularText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let cellStart = true;
  while (i < text.length) {
    const ch = text[i]!;
    if (cellStart && ch === '"') {
      // A quoted cell: up to the closing quote; "" is a quote inside.
      let j = i + 1;
      let value = '';
      let closed = false;
      while (j < text.length) {
        const c = text[j]!;
        if (c === '"') {
          if (text[j + 1] === '"') {
            value += '"';
            j += 2;
            continue;
          }
          closed = true;
          j += 1;
          break;
        }
        value += c;
        j += 1;
      }
      const next = text[j];
      if (closed && (next === undefined || next === '\t' || next === '\n' || next === '\r')) {
        cell = value;
        i = j;
        cellStart = false;
        continue;
      }
      // Not a well-formed quoted cell: the quote is plain text.
    }
    cellStart = false;
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      cellStart = true;
      i += 1;
    } else if (ch === '\n' || ch === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      cellStart = true;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (!cellStart || cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A cell read as a number: its canonical decimal text ('1234.5'), null for an empty cell, or not a number. */
export type CellNumber = { ok: true; value: string | null } | { ok: false };

const CANONICAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * A number from a pasted, typed or imported cell: the one number reader of every import and paste
 * (budget and tender pastes, workbook uploads, the pricelist import), fi-FI and en formats alike.
 * Spaces (also no-break and thin ones) and apostrophes are thousands separators and go; a decimal
 * comma becomes a dot. With both commas and dots the last one is the decimal mark ('1.234,50' and
 * '1,234.50' are 1234.5); several of one kind alone are thousands separators ('1,234,567'). A lone
 * comma or dot is always the decimal mark: '1,250' is 1.25, as in Finnish (docs/pricing.md). A
 * currency sign or code at either end is ignored ('12,50 €').
 */
export function parseCellNumber(text: string): CellNumber {
  let s = text
    .trim()
    .replace(/^(?:€|\$|£|EUR|USD|GBP)\s*/i, '')
    .replace(/\s*(?:€|\$|£|EUR|USD|GBP)$/i, '')
    .replace(/[\s\u00a0\u202f'’]/g, '')
    .replace(/^\u2212/, '-');
  if (s === '') return { ok: true, value: null };
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    s = s.indexOf(',') === lastComma ? s.replace(',', '.') : s.replace(/,/g, '');
  } else if (lastDot >= 0 && s.indexOf('.') !== lastDot) {
    s = s.replace(/\./g, '');
  }
  const match = CANONICAL.exec(s);
  if (!match) return { ok: false };
  const [, sign = '', intPart = '', fracPart = ''] = match;
  if (intPart === '' && fracPart === '') return { ok: false };
  const whole = intPart.replace(/^0+(?=\d)/, '') || '0';
  const fraction = fracPart.replace(/0+$/, '');
  const value = fraction ? `${whole}.${fraction}` : whole;
  return { ok: true, value: sign === '-' && value !== '0' ? `-${value}` : value };
}
