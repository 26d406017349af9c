import type { MessageKey } from '@freight/domain';
import type { CarrierTable, Db } from '../db/carrier-scope';
import { ownedIdsOf } from '../db/ownership.repository';
import { english } from '../errors';

/** What a referenced row is, for the field's reason: "is not a zone of this carrier". */
export type OwnedKind = 'zone' | 'transit' | 'service' | 'partner' | 'surcharge' | 'condition' | 'area';
const NOT_OWNED: Record<OwnedKind, MessageKey> = {
  zone: 'errors.records.notOwned.zone',
  transit: 'errors.records.notOwned.transit',
  service: 'errors.records.notOwned.service',
  partner: 'errors.records.notOwned.partner',
  surcharge: 'errors.records.notOwned.surcharge',
  condition: 'errors.records.notOwned.condition',
  area: 'errors.records.notOwned.area',
};

/** A reference a body makes: the id (or ids) of `field`, which must be rows of the carrier in `table`. */
export interface Reference {
  table: CarrierTable;
  /** The field's path in the body; a list's ids are named `${field}.${index}`. */
  field: string;
  ids: number | readonly number[];
  what: OwnedKind;
}

/**
 * Field errors for every id of `references` that is not a row of the carrier in its table, checked
 * in one query whatever the tables: another carrier's id reads as unknown.
 */
export async function referenceErrors(db: Db, carrierId: number, references: readonly Reference[]): Promise<Record<string, string>> {
  const wanted = new Map<CarrierTable, number[]>();
  for (const { table, ids } of references) {
    const list = wanted.get(table) ?? [];
    if (typeof ids === 'number') list.push(ids);
    else list.push(...ids);
    wanted.set(table, list);
  }
  const owned = await ownedIdsOf(db, carrierId, wanted);
  const errors: Record<string, string> = {};
  for (const { table, field, ids, what } of references) {
    const own = owned.get(table)!;
    const list = typeof ids === 'number' ? [ids] : ids;
    list.forEach((id, i) => {
      if (!own.has(id)) errors[typeof ids === 'number' ? field : `${field}.${i}`] = english(NOT_OWNED[what]);
    });
  }
  return errors;
}

/** Field errors for ids of one field that are not rows of the carrier in `table` (`referenceErrors` of one reference). */
export function foreignIdErrors(
  db: Db,
  carrierId: number,
  table: CarrierTable,
  field: string,
  ids: readonly number[] | number,
  what: OwnedKind,
): Promise<Record<string, string>> {
  return referenceErrors(db, carrierId, [{ table, field, ids, what }]);
}
