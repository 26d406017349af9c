/**
 * The workbooks a clerk fills in for a budget or a tender (GET /fe/tool/templates/budget.xlsx and
 * tender.xlsx): a sheet per list with the header row the readers recognise (the domain's
 * upload-columns.ts, so the titles cannot drift from what is read) and one example row, and a Notes
 * sheet saying what each column means, which are required, the shipment types, numbers, dates and
 * limits. The same for every carrier, in its reader's language (docs/api.md "Languages": the sheets,
 * titles, notes and the example's type; the readers take the titles in every language): made once
 * per process and language, then served from memory.
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
  translator,
  uploadColumn,
  type Language,
  type MessageKey,
  type Translate,
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

/** One list of a template: its sheet (the catalog's name), columns, and what it must have. */
interface TemplateSheet {
  name: MessageKey;
  columns: readonly UploadColumn[];
  required: readonly UploadRequirement[];
}

const SHEETS: Record<TemplateKind, readonly TemplateSheet[]> = {
  budget: [{ name: 'workbook.template.shipments', columns: MASS_TEMPLATE_COLUMNS, required: MASS_REQUIRED }],
  tender: [
    { name: 'workbook.template.lanes', columns: LANE_TEMPLATE_COLUMNS, required: LANE_REQUIRED },
    { name: 'workbook.template.profiles', columns: PROFILE_TEMPLATE_COLUMNS, required: PROFILE_REQUIRED },
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
function addListSheet(workbook: ExcelJS.Workbook, sheet: TemplateSheet, language: Language): void {
  const ws = workbook.addWorksheet(translator(language)(sheet.name), sheetOptions({ ySplit: 1 }));
  const titles = sheet.columns.map((column) => uploadColumn(column, language).title);
  const example = sheet.columns.map((column) => {
    const value = uploadColumn(column, language).example;
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
function addNotesSheet(workbook: ExcelJS.Workbook, kind: TemplateKind, t: Translate, language: Language): void {
  // One printed page: the notes are read as a whole.
  const ws = workbook.addWorksheet(t('workbook.template.notes'), { pageSetup: { ...printSetup(), fitToHeight: 1 } });
  ws.columns = [{ width: 24 }, { width: 12 }, { width: MEANING_WIDTH + 4 }, { width: 16 }];
  const title = ws.addRow([kind === 'budget' ? t('workbook.template.titleBudget') : t('workbook.template.titleTender')]);
  title.getCell(1).style = { font: TITLE_FONT };
  // A free line runs over the empty cells to its right (wrapped, it would stay in column A).
  const text = (line: string) => styleRow(ws.addRow([line]), 1);
  ws.addRow([]);
  if (kind === 'budget') text(t('workbook.template.introBudget', { sheet: t('workbook.template.shipments') }));
  else text(t('workbook.template.introTender'));
  for (const sheet of SHEETS[kind]) {
    ws.addRow([]);
    styleRow(ws.addRow([t('workbook.template.sheet', { name: t(sheet.name) })]), 1, () => BOLD_STYLE);
    const heads = [
      t('workbook.template.column'),
      t('workbook.template.required'),
      t('workbook.template.meaning'),
      t('workbook.template.example'),
    ];
    styleRow(ws.addRow(heads), 4, () => HEADER_STYLE);
    for (const column of sheet.columns) {
      const definition = uploadColumn(column, language);
      const example = definition.example === '' ? '' : String(definition.example);
      const required = t(isRequiredColumn(column, sheet.required) ? 'common.yes' : 'common.no');
      const row = ws.addRow([definition.title, required, definition.meaning, example]);
      styleRow(row, 4, () => WRAP_STYLE);
      // Spreadsheet programs do not grow a row to its wrapped text on opening: the height is set.
      row.height = LINE_HEIGHT * Math.ceil(definition.meaning.length / (MEANING_WIDTH * 1.1));
    }
  }
  ws.addRow([]);
  styleRow(ws.addRow([t('workbook.template.types')]), 1, () => BOLD_STYLE);
  text(t('workbook.template.typesHow'));
  const types = shipmentTypeNotes(language);
  for (let i = 0; i < types.length; i += 4) text(types.slice(i, i + 4).join(', '));
  ws.addRow([]);
  styleRow(ws.addRow([t('workbook.template.reading')]), 1, () => BOLD_STYLE);
  const limits =
    kind === 'budget'
      ? t('workbook.template.limitBudget', { count: displayNumber(BULK_LIMITS.massShipments) })
      : t('workbook.template.limitTender', { lanes: displayNumber(BULK_LIMITS.tenderLanes), profiles: String(BULK_LIMITS.tenderProfiles) });
  for (const line of [
    t('workbook.template.languages'),
    t('workbook.template.order'),
    t('workbook.template.numbers'),
    t('workbook.template.thousands'),
    t('workbook.template.addresses'),
    t('workbook.template.dates'),
    t('workbook.template.blank'),
    t('workbook.template.size', { limits, megabytes: String(BULK_LIMITS.fileBytes / 1024 / 1024) }),
  ])
    text(line);
}

async function makeTemplate(kind: TemplateKind, language: Language): Promise<Buffer> {
  const workbook = new (excel().Workbook)();
  workbook.creator = 'Freight';
  for (const sheet of SHEETS[kind]) addListSheet(workbook, sheet, language);
  addNotesSheet(workbook, kind, translator(language), language);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const made = new Map<string, Promise<Buffer>>();

/** The template's bytes in `language`, made on first use (a few milliseconds), then kept. */
export function templateWorkbook(kind: TemplateKind, language: Language = 'en'): Promise<Buffer> {
  const key = `${kind}:${language}`;
  let bytes = made.get(key);
  if (!bytes) {
    bytes = makeTemplate(kind, language);
    made.set(key, bytes);
    // A failure is not kept: the next request tries again.
    bytes.catch(() => made.delete(key));
  }
  return bytes;
}
