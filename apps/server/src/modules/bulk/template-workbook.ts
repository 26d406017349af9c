/**
 * The workbooks a clerk fills in for a budget or a tender (GET /fe/tool/templates/budget.xlsx and
 * tender.xlsx): a sheet per list with the header row the readers recognise (the domain's
 * upload-columns.ts, so the titles cannot drift from what is read) and one example row, and a Notes
 * sheet saying what each column means, which are required, the shipment types, numbers, dates and
 * limits. The same for every carrier: made once per process, then served from memory.
 */
import type ExcelJS from 'exceljs';
import {
  BULK_LIMITS,
  displayNumber,
  isRequiredColumn,
  LANE_REQUIRED,
  LANE_TEMPLATE_COLUMNS,
  MASS_REQUIRED,
  MASS_TEMPLATE_COLUMNS,
  PROFILE_REQUIRED,
  PROFILE_TEMPLATE_COLUMNS,
  shipmentTypeNotes,
  uploadColumn,
  type UploadColumn,
  type UploadRequirement,
} from '@freight/domain';
import { lazyModule } from '../../lib/lazy-module';
import {
  cellStyle,
  fitWidths,
  HEADER_STYLE,
  MEASURE_FORMAT,
  printSetup,
  sheetOptions,
  styleRow,
  TITLE_FONT,
} from '../../lib/workbook-style';

const excel = lazyModule<typeof ExcelJS>('exceljs');

export type TemplateKind = 'budget' | 'tender';

export const TEMPLATE_FILE_NAMES: Record<TemplateKind, string> = {
  budget: 'budget_template.xlsx',
  tender: 'tender_template.xlsx',
};

/** One list of a template: its sheet, columns, and what it must have. */
interface TemplateSheet {
  name: string;
  columns: readonly UploadColumn[];
  required: readonly UploadRequirement[];
}

const SHEETS: Record<TemplateKind, readonly TemplateSheet[]> = {
  budget: [{ name: 'Shipments', columns: MASS_TEMPLATE_COLUMNS, required: MASS_REQUIRED }],
  tender: [
    { name: 'Lanes', columns: LANE_TEMPLATE_COLUMNS, required: LANE_REQUIRED },
    { name: 'Shipment profiles', columns: PROFILE_TEMPLATE_COLUMNS, required: PROFILE_REQUIRED },
  ],
};

const TEXT_STYLE = cellStyle({ numFmt: '@' });
const MEASURE_STYLE = cellStyle({ numFmt: MEASURE_FORMAT });
const WRAP_STYLE = cellStyle({ wrap: true });
const BOLD_STYLE = cellStyle({ bold: true });
/** Columns typed as text: a postcode keeps its leading zeros, a reference stays as typed. */
const TEXT_COLUMNS: ReadonlySet<UploadColumn> = new Set([
  'reference',
  'collection_country',
  'collection_postcode',
  'delivery_country',
  'delivery_postcode',
  'type',
]);

/** The Notes sheet's Meaning column: characters per line, and the height of one line in points. */
const MEANING_WIDTH = 80;
const LINE_HEIGHT = 15;

function styleOf(column: UploadColumn): Partial<ExcelJS.Style> {
  return TEXT_COLUMNS.has(column) ? TEXT_STYLE : MEASURE_STYLE;
}

/** A list's sheet: the header, the example row, and formatted empty rows below it. */
function addListSheet(workbook: ExcelJS.Workbook, sheet: TemplateSheet): void {
  const ws = workbook.addWorksheet(sheet.name, sheetOptions({ ySplit: 1 }));
  const titles = sheet.columns.map((column) => uploadColumn(column).title);
  const example = sheet.columns.map((column) => {
    const value = uploadColumn(column).example;
    return value === '' ? null : value;
  });
  ws.columns = fitWidths([titles, example], { min: 10, max: 24 });
  // The columns carry the format, so what is typed below the example is text or a number as the column says.
  sheet.columns.forEach((column, i) => {
    ws.getColumn(i + 1).style = styleOf(column);
  });
  styleRow(ws.addRow(titles), titles.length, () => HEADER_STYLE);
  styleRow(ws.addRow(example), titles.length, (c) => styleOf(sheet.columns[c]!));
}

/** The Notes sheet: the columns of each list, then the shipment types, then the rules of the reading. */
function addNotesSheet(workbook: ExcelJS.Workbook, kind: TemplateKind): void {
  // One printed page: the notes are read as a whole.
  const ws = workbook.addWorksheet('Notes', { pageSetup: { ...printSetup(), fitToHeight: 1 } });
  ws.columns = [{ width: 24 }, { width: 12 }, { width: MEANING_WIDTH + 4 }, { width: 16 }];
  const title = ws.addRow([
    kind === 'budget' ? 'Budget calculation: how to fill in this workbook' : 'Tender calculation: how to fill in this workbook',
  ]);
  title.getCell(1).style = { font: TITLE_FONT };
  // A free line runs over the empty cells to its right (wrapped, it would stay in column A).
  const text = (line: string) => styleRow(ws.addRow([line]), 1);
  ws.addRow([]);
  if (kind === 'budget') text('One shipment per row of the Shipments sheet; each is priced alone, as the single calculator would.');
  else text('Every shipment profile is priced on every lane with the service chosen on the page.');
  for (const sheet of SHEETS[kind]) {
    ws.addRow([]);
    styleRow(ws.addRow([`Sheet ${sheet.name}`]), 1, () => BOLD_STYLE);
    styleRow(ws.addRow(['Column', 'Required', 'Meaning', 'Example']), 4, () => HEADER_STYLE);
    for (const column of sheet.columns) {
      const definition = uploadColumn(column);
      const example = definition.example === '' ? '' : String(definition.example);
      const row = ws.addRow([definition.title, isRequiredColumn(column, sheet.required) ? 'Yes' : 'No', definition.meaning, example]);
      styleRow(row, 4, () => WRAP_STYLE);
      // Spreadsheet programs do not grow a row to its wrapped text on opening: the height is set.
      row.height = LINE_HEIGHT * Math.ceil(definition.meaning.length / (MEANING_WIDTH * 1.1));
    }
  }
  ws.addRow([]);
  styleRow(ws.addRow(['Shipment types']), 1, () => BOLD_STYLE);
  text('Write the name or the short code in brackets; an empty cell is an EUR pallet.');
  const types = shipmentTypeNotes();
  for (let i = 0; i < types.length; i += 4) text(types.slice(i, i + 4).join(', '));
  ws.addRow([]);
  styleRow(ws.addRow(['Reading the file']), 1, () => BOLD_STYLE);
  const limits =
    kind === 'budget'
      ? `At most ${displayNumber(BULK_LIMITS.massShipments)} shipments per file.`
      : `At most ${displayNumber(BULK_LIMITS.tenderLanes)} lanes and ${BULK_LIMITS.tenderProfiles} shipment profiles.`;
  for (const line of [
    'The header row may be in English, Finnish or Estonian (Weight, Paino, Kaal; Quantity, Määrä, Kogus ...).',
    'Its columns may come in any order; other columns are ignored. Another sheet of the workbook may be picked on the page.',
    'Numbers: a decimal comma or point (1 250,5 or 1250.5); a unit may follow: 850 kg, 1,2 t, 120 cm.',
    'A space separates thousands (1 200); "1,200" and "1.200" could be 1,2 or 1200 and are refused: write 1200 or 1,2.',
    'Addresses: a two-letter country code and the postcode as the country writes it.',
    'Dates: the file holds none; the calculation date is chosen on the page (dd.mm.yyyy).',
    'Blank rows are skipped; the preview numbers each row as this workbook does, so a row with an error is found here.',
    `${limits} The file may be at most ${BULK_LIMITS.fileBytes / 1024 / 1024} MB (.xlsx or .csv).`,
  ])
    text(line);
}

async function makeTemplate(kind: TemplateKind): Promise<Buffer> {
  const workbook = new (excel().Workbook)();
  workbook.creator = 'Freight';
  for (const sheet of SHEETS[kind]) addListSheet(workbook, sheet);
  addNotesSheet(workbook, kind);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const made = new Map<TemplateKind, Promise<Buffer>>();

/** The template's bytes, made on first use (a few milliseconds), then kept. */
export function templateWorkbook(kind: TemplateKind): Promise<Buffer> {
  let bytes = made.get(kind);
  if (!bytes) {
    bytes = makeTemplate(kind);
    made.set(kind, bytes);
    // A failure is not kept: the next request tries again.
    bytes.catch(() => made.delete(kind));
  }
  return bytes;
}
