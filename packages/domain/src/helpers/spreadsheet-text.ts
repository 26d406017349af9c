/**
 * An uploaded spreadsheet as rows of cell texts, the shape a pasted block becomes, so that both go
 * through the same reading (parseMassRows): a CSV file's text, and a workbook cell's value (as
 * ExcelJS gives it). Pure; the web app reads the file and the workbook.
 */

/**
 * CSV with quoted cells (`"a;b"`, `""` for a quote inside), CRLF or LF line ends; the separator is
 * the most frequent of tab, `;` and `,` on the first line (a tab when none is there).
 */
export function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const separator = ['\t', ';', ','].reduce((best, ch) => (count(ch) > count(best) ? ch : best), '\t');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * A workbook cell's value as text: numbers as JavaScript writes them (a dot), dates as yyyy-mm-dd,
 * rich text joined, a formula's result, a hyperlink's text; empty for nothing.
 */
export function spreadsheetCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.result !== undefined) return spreadsheetCellText(v.result);
    if (v.text !== undefined) return spreadsheetCellText(v.text);
    return '';
  }
  return String(value);
}
