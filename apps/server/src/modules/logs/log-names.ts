/**
 * Change-log entries in names, not ids: "surcharges: Fuel, ADR", not "surcharges: 5, 6".
 * The log stores what the body held (ids); the names are resolved here, where the log is served,
 * so old entries read the same way and a renamed record shows its name of today. An id that no
 * longer resolves (a deleted record) reads "#5 (deleted)".
 */
import { changeLogLines, describeCondition, type LoggedChanges } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { ownedNames } from '../../db/ownership.repository';
import { findConditions } from '../conditions';

/** What a logged field's ids are: surcharges, conditions, or zone pairs of zone conditions. */
export type LoggedIds = 'surcharges' | 'conditions' | 'zone_conditions';

interface Entry {
  changes: unknown;
}

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'number');
}

/** Zone conditions are logged as [zone_from, zone_to, amount, minimum, maximum] rows. */
function isZoneRows(value: unknown): value is unknown[][] {
  return Array.isArray(value) && value.every((row) => Array.isArray(row));
}

function gone(id: number): string {
  return `#${id} (deleted)`;
}

/** The maps of an entry whose values name records: the new values, and the old ones. */
function valueMaps(entry: Entry): Record<string, unknown>[] {
  const changes = entry.changes as { updates?: Record<string, unknown>; before?: Record<string, unknown> } | null;
  if (!changes || typeof changes !== 'object') return [];
  return [changes.updates, changes.before].filter((map): map is Record<string, unknown> => !!map && typeof map === 'object');
}

/**
 * The entries with the id fields in `fields` replaced by names, in the new and the old values, and
 * each entry's `lines`: the change in words (domain `changeLogLines`: "Valid to: 31.12.2026 →
 * 30.06.2027", "Fare group 1, zone EE1 → LV1, up to 100 kg: 12,00 → 13,00"). Three queries at
 * most, whatever the number of entries; entries and values of other shapes pass unchanged.
 */
export async function nameLogEntries<E extends Entry>(
  db: Db,
  carrierId: number,
  entries: E[],
  fields: Record<string, LoggedIds>,
): Promise<(E & { lines: string[] })[]> {
  const wanted: Record<'surcharges' | 'conditions' | 'zones', number[]> = { surcharges: [], conditions: [], zones: [] };
  for (const entry of entries) {
    for (const values of valueMaps(entry)) {
      for (const [field, kind] of Object.entries(fields)) {
        const value = values[field];
        if (kind === 'zone_conditions' && isZoneRows(value))
          for (const row of value) for (const zone of row.slice(0, 2)) if (typeof zone === 'number') wanted.zones.push(zone);
        if (kind !== 'zone_conditions' && isIdList(value)) wanted[kind].push(...value);
      }
    }
  }
  const [surcharges, zones, conditionRows] = await Promise.all([
    ownedNames(db, carrierId, 'surcharges', wanted.surcharges),
    ownedNames(db, carrierId, 'zones', wanted.zones),
    findConditions(db, carrierId, wanted.conditions),
  ]);
  const conditions = new Map(conditionRows.map((c) => [c.id, describeCondition(c)]));
  const zoneName = (zone: unknown) => (typeof zone === 'number' ? (zones.get(zone) ?? gone(zone)) : 'any zone');
  const named = (values: Record<string, unknown>) => {
    const out = { ...values };
    for (const [field, kind] of Object.entries(fields)) {
      const value = values[field];
      if (kind === 'zone_conditions' && isZoneRows(value)) {
        out[field] = value.map(([from, to, amount]) => `${zoneName(from)} → ${zoneName(to)}: ${String(amount)}`);
      } else if (kind !== 'zone_conditions' && isIdList(value)) {
        const names = kind === 'surcharges' ? surcharges : conditions;
        out[field] = value.map((id) => names.get(id) ?? gone(id));
      }
    }
    return out;
  };

  return entries.map((entry) => {
    const changes = entry.changes as { updates?: Record<string, unknown>; before?: Record<string, unknown> } | null;
    if (!changes || typeof changes !== 'object' || !changes.updates) {
      return { ...entry, lines: changes && typeof changes === 'object' ? changeLogLines(changes as LoggedChanges) : [] };
    }
    const namedChanges = {
      ...changes,
      updates: named(changes.updates),
      ...(changes.before && typeof changes.before === 'object' ? { before: named(changes.before) } : {}),
    };
    return { ...entry, changes: namedChanges, lines: changeLogLines(namedChanges) };
  });
}
