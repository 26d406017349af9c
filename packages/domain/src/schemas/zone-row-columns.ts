/**
 * The fixed columns of a zone row (before its prices), in the grid's order: the one list the
 * stored table, the web grid, the Excel sheets, the paste reader and the exports derive theirs
 * from. A new zone row column is added here (and to zoneRowSchema / zoneRowAnswerSchema).
 */
import type { ZoneRowAnswer } from './fare-groups.schema';

/** One fixed column of a zone row. */
export interface ZoneRowColumn {
  /** Its name in a body and an answer (zoneRowSchema, zoneRowAnswerSchema). */
  readonly field: keyof ZoneRowAnswer;
  /** Its column in the `zone_rows` table. */
  readonly stored: string;
  /** zone and transit: a record id shown by its name; money: an amount. */
  readonly kind: 'zone' | 'transit' | 'money';
  /** The answer field holding the record's name (zone and transit), or null. */
  readonly nameField: keyof ZoneRowAnswer | null;
  /** Its title over the grid column and in the Excel sheet's header row. */
  readonly header: string;
  /** Header words a pasted header row may name it by, lower-cased, letters only (paste-header). */
  readonly titles: readonly string[];
}

export const ZONE_ROW_COLUMNS = [
  {
    field: 'zone_from',
    stored: 'zone_from',
    kind: 'zone',
    nameField: 'zone_from_name',
    header: 'Zone from',
    titles: ['from', 'zonefrom', 'fromzone', 'origin', 'collection', 'collectionzone', 'pickup', 'lahto', 'lähtö', 'mista', 'mistä'],
  },
  {
    field: 'zone_to',
    stored: 'zone_to',
    kind: 'zone',
    nameField: 'zone_to_name',
    header: 'Zone to',
    titles: ['to', 'zoneto', 'tozone', 'destination', 'dest', 'delivery', 'deliveryzone', 'kohde', 'mihin'],
  },
  {
    field: 'transit',
    stored: 'transit_id',
    kind: 'transit',
    nameField: 'transit_name',
    header: 'Transit',
    titles: ['transit', 'transittime', 'transits'],
  },
  {
    field: 'minimum_amount',
    stored: 'minimum_amount',
    kind: 'money',
    nameField: null,
    header: 'Minimum',
    titles: ['min', 'minimum', 'minimumamount', 'minamount', 'minprice', 'minimumprice'],
  },
  {
    field: 'maximum_amount',
    stored: 'maximum_amount',
    kind: 'money',
    nameField: null,
    header: 'Maximum',
    titles: ['max', 'maximum', 'maximumamount', 'maxamount', 'maxprice', 'maximumprice'],
  },
] as const satisfies readonly ZoneRowColumn[];

export type ZoneRowColumnOf = (typeof ZONE_ROW_COLUMNS)[number];

/** A zone row field of a price grid (the schema's name). */
export type ZoneRowField = ZoneRowColumnOf['field'];

/** The zone row fields, in the grid's column order. */
export const ZONE_ROW_FIELDS: readonly ZoneRowField[] = ZONE_ROW_COLUMNS.map((c) => c.field);

/** The titles of the fixed columns (grid, Excel header row), in order. */
export const ZONE_ROW_HEADERS: readonly string[] = ZONE_ROW_COLUMNS.map((c) => c.header);

/** The zone row field a column of that kind holds amounts in: minimum_amount, maximum_amount. */
export type ZoneRowMoneyField = Extract<ZoneRowColumnOf, { kind: 'money' }>['field'];

/** 1-based sheet column of a fixed field (A = zone from), as Excel counts. */
export function zoneRowSheetColumn(field: ZoneRowField): number {
  return ZONE_ROW_FIELDS.indexOf(field) + 1;
}

/** What a sheet cell and a listed change show of a stored row's column: a zone or transit by its name, an amount as it is. */
export function zoneRowCellValue(row: ZoneRowAnswer, column: ZoneRowColumn): string | number | null {
  const value = row[column.nameField ?? column.field];
  return Array.isArray(value) ? null : value;
}
