/**
 * The diff of a change of the pricing setup (a zone, an area, a transit time, a condition, the fuel
 * index, the distance table) as rows of what, before and after. The server answers the fields the
 * body changes (`diff.fields`); a list field is shown by its items that differ, one row each (a
 * zone's area taken out, a month's diesel price, a lane's km), never as the whole list twice.
 */
import { conditionLabel, fieldLabel, type ChangeAnswer, type Language, type SetupChangeRecord, type Translate } from '@freight/domain';
import { formatNumber } from '../../lib/format';
import { fieldValueText } from '../pricelists/labels';

/** One row of the table: what changes, and its value before and after ('—': none). */
export interface DiffRow {
  key: string;
  what: string;
  before: string;
  after: string;
}

/** Names the rows use for ids: the areas of a zone, the zones of a lane. */
export interface SetupNames {
  areas: Readonly<Record<number, string>>;
  zones: Readonly<Record<number, string>>;
}

type DiffField = ChangeAnswer['diff']['fields'][number];

/** The most rows one list field shows; the rest are counted. */
export const MAX_ITEM_ROWS = 100;

const NONE = '—';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function numberOf(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A keyed item of a list: its key and the value shown for it. */
interface Keyed {
  key: string;
  label: string;
  value: string;
}

/**
 * The rows of a list field by its items: each key in either list whose value differs, in the
 * order of the list before, then the new ones; past MAX_ITEM_ROWS a row counts the rest.
 */
function itemRows(field: string, from: Keyed[], to: Keyed[], t: Translate): DiffRow[] {
  const before = new Map(from.map((item) => [item.key, item]));
  const after = new Map(to.map((item) => [item.key, item]));
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const rows: DiffRow[] = [];
  for (const key of keys) {
    const a = before.get(key);
    const b = after.get(key);
    if (a && b && a.value === b.value) continue;
    rows.push({ key: `${field}:${key}`, what: (a ?? b)!.label, before: a?.value ?? NONE, after: b?.value ?? NONE });
  }
  if (rows.length <= MAX_ITEM_ROWS) return rows;
  const rest = rows.length - MAX_ITEM_ROWS;
  return [
    ...rows.slice(0, MAX_ITEM_ROWS),
    { key: `${field}:more`, what: t('approvals.diff.more', { count: rest }), before: '', after: '' },
  ];
}

/** A zone's areas (ids): each area taken out or put in, by name. */
function zoneAreas(value: unknown, label: string, names: SetupNames): Keyed[] {
  return listOf(value).map((id) => {
    const name = typeof id === 'number' ? (names.areas[id] ?? `#${id}`) : textOf(id);
    return { key: String(id), label, value: name };
  });
}

/** An area as a mass upload sends it: "Pärnu (EE 80000–80999)", and its zone: "… → Pärnu". */
export function areaText(area: Record<string, unknown>): string {
  const range = `${textOf(area.country)} ${textOf(area.postcode_from)}–${textOf(area.postcode_to)}`;
  const name = textOf(area.name);
  const text = name ? `${name} (${range})` : range;
  const zone = textOf(area.zone_name);
  return zone ? `${text} → ${zone}` : text;
}

/** A mass upload's areas: each a row of its own, new. */
function uploadedAreas(value: unknown, label: string): Keyed[] {
  return listOf(value)
    .filter(isRecord)
    .map((area, i) => ({ key: String(i), label, value: areaText(area) }));
}

/** The fuel index's diesel prices by month. */
function fuelPrices(value: unknown, t: Translate): Keyed[] {
  return listOf(value)
    .filter(isRecord)
    .map((row) => ({
      key: textOf(row.month),
      label: t('approvals.diff.fuelPrice', { month: textOf(row.month) }),
      value: formatNumber(numberOf(row.price), 4),
    }));
}

/** The fuel index's bands: a band by its diesel prices, its percent. */
function fuelBands(value: unknown, t: Translate): Keyed[] {
  return listOf(value)
    .filter(isRecord)
    .map((band) => ({
      key: `${textOf(band.from)}|${textOf(band.to)}`,
      label: t('approvals.diff.band', { from: formatNumber(numberOf(band.from), 4), to: formatNumber(numberOf(band.to), 4) }),
      value: formatNumber(numberOf(band.percent), 4),
    }));
}

/** The distance table's lanes: "Tallinn → Riga (km)", its km; a zone by the lane's own name, else `names`. */
function lanes(value: unknown, names: SetupNames, t: Translate): Keyed[] {
  const zone = (id: unknown, name: unknown) => textOf(name) || (typeof id === 'number' ? (names.zones[id] ?? `#${id}`) : '');
  return listOf(value)
    .filter(isRecord)
    .map((lane) => ({
      key: `${textOf(lane.zone_from)}>${textOf(lane.zone_to)}`,
      label: t('approvals.diff.lane', { from: zone(lane.zone_from, lane.zone_from_name), to: zone(lane.zone_to, lane.zone_to_name) }),
      value: formatNumber(numberOf(lane.km), 3),
    }));
}

/** The keyed items of a list field this record type shows item by item; null for any other field. */
function keyedItems(
  type: SetupChangeRecord,
  field: string,
  names: SetupNames,
  ctx: { t: Translate; language: Language },
): ((value: unknown) => Keyed[]) | null {
  const label = fieldLabel(field, ctx.language);
  if (type === 'zone' && field === 'areas') return (value) => zoneAreas(value, label, names);
  if (type === 'area' && field === 'areas') return (value) => uploadedAreas(value, label);
  if (type === 'fuel_index' && field === 'values') return (value) => fuelPrices(value, ctx.t);
  if (type === 'fuel_index' && field === 'bands') return (value) => fuelBands(value, ctx.t);
  if (type === 'distance_table' && field === 'lanes') return (value) => lanes(value, names, ctx.t);
  return null;
}

/** A field's value in words: a condition's type by its label, yes/no, numbers in the reader's format, '—' for none. */
function valueOf(type: SetupChangeRecord, field: string, value: unknown, ctx: { t: Translate; language: Language }): string {
  if (type === 'condition' && field === 'type' && typeof value === 'string') return conditionLabel(value, ctx.language);
  return fieldValueText(field, value, ctx.t);
}

/** The rows of a setup change's diff, in the reader's language. */
export function setupDiffRows(
  type: SetupChangeRecord,
  fields: readonly DiffField[],
  names: SetupNames,
  ctx: { t: Translate; language: Language },
): DiffRow[] {
  return fields.flatMap((f): DiffRow[] => {
    const items = keyedItems(type, f.field, names, ctx);
    if (items) return itemRows(f.field, items(f.from), items(f.to), ctx.t);
    const what = fieldLabel(f.field, ctx.language);
    return [{ key: f.field, what, before: valueOf(type, f.field, f.from, ctx), after: valueOf(type, f.field, f.to, ctx) }];
  });
}
