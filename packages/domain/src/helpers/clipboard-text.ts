/**
 * Cells copied out of a grid for a spreadsheet: numbers with the product's decimal
 * comma ("19,5"), the way the app shows them, so a Finnish, Estonian or Latvian spreadsheet reads a
 * number and not a date ("19.5" is 19 May there). Pasting reads both marks (parseCellNumber).
 * Text in, text out: no float touches a value.
 */

/** The decimal mark of the product's locale (fi-FI, as every screen formats numbers). */
export const DECIMAL_MARK = ',';

const CANONICAL_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A cell's text as it goes to the clipboard: a canonical decimal ('19.5', the grid's stored text)
 * with `mark` for its decimal point ('19,5'), without thousands separators so that every
 * spreadsheet reads it back as one number; any other text (a zone name, a typo) unchanged.
 */
export function clipboardCellText(text: string, mark: string = DECIMAL_MARK): string {
  return CANONICAL_DECIMAL.test(text) ? text.replace('.', mark) : text;
}
