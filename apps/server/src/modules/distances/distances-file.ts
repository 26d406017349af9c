/**
 * GET /fe/distances/file: the carrier's newest distance table as a file a clerk edits and reads back
 * (POST /fe/distances/file reads the same columns): from zone, to zone, km, one lane a row, zones by
 * name. An xlsx (km a number cell) or a CSV (semicolon-separated UTF-8 with a byte order mark, km
 * with a decimal comma, as Excel opens it in the Finnish and Estonian locales). Headings in the
 * reader's language; the table is bounded (DISTANCE_LIMITS.lanes), so the file is made whole.
 */
import { PassThrough } from 'node:stream';
import { translator, type Language, type Translate } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { XLSX_TYPE } from '../../http/downloads';
import { BODY_STYLE, cellStyle, fitWidths, sheetOptions } from '../../lib/workbook-style';
import { streamingWorkbook, writeHeaderRow, writeStyledRow } from '../bulk';
import { currentLanes } from './distances.repository';

type Lane = Awaited<ReturnType<typeof currentLanes>>[number];

/** km to one decimal, shown as written (312.5; 300 as 300). */
const KM_STYLE = cellStyle({ numFmt: '#,##0.#', align: 'right' });

const headersOf = (t: Translate) => [t('distances.from'), t('distances.to'), t('distances.km')];

/** The file's bytes, name and type. */
export interface DistanceDownload {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** The newest table as `format` in `language`. */
export async function distanceDownload(db: Db, carrierId: number, format: 'xlsx' | 'csv', language: Language): Promise<DistanceDownload> {
  const t = translator(language);
  const lanes = await currentLanes(db, carrierId);
  const bytes = format === 'xlsx' ? await workbookBytes(t, lanes) : csvBytes(t, lanes);
  return {
    bytes,
    filename: `distances.${format}`,
    contentType: format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8',
  };
}

async function workbookBytes(t: Translate, lanes: readonly Lane[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = streamingWorkbook(out);
  const sheet = workbook.addWorksheet(t('distances.sheet'), sheetOptions({ ySplit: 1 }));
  const headers = headersOf(t);
  sheet.columns = fitWidths([headers, ...lanes.slice(0, 500).map((l) => [l.zone_from_name, l.zone_to_name, l.km])], { min: 10, max: 40 });
  writeHeaderRow(sheet, headers);
  for (const lane of lanes)
    writeStyledRow(sheet, [lane.zone_from_name, lane.zone_to_name, Number(lane.km)], [BODY_STYLE, BODY_STYLE, KM_STYLE]);
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

/** A CSV field: quoted when it holds the separator, a quote or a line break; a leading = + - @ kept as text, never a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvBytes(t: Translate, lanes: readonly Lane[]): Buffer {
  const line = (fields: string[]) => fields.map(csvField).join(';') + '\r\n';
  let text = '\uFEFF' + line(headersOf(t));
  for (const lane of lanes) text += line([lane.zone_from_name, lane.zone_to_name, Number(lane.km).toString().replace('.', ',')]);
  return Buffer.from(text, 'utf8');
}
