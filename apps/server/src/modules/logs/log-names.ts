/**
 * Change-log entries in names, not ids (issue 14): "surcharges: Fuel, ADR", not "surcharges: 5, 6".
 * The log stores what the body held (ids); the names are resolved here, where the log is served,
 * so old entries read the same way and a renamed record shows its name of today. An id that no
 * longer resolves (a deleted record) reads "#5 (deleted)".
 */
import { describeCondition } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { ownedNames } from '../../db/ownership.repository';
import { findConditions } from '../conditions/conditions.repository';

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

/**
 * The entries with the id fields in `fields` replaced by names. Three queries at most, whatever the
 * number of entries; entries and values of other shapes pass unchanged.
 */
export async function nameLogEntries<E extends Entry>(
  db: Db,
  carrierId: number,
  entries: E[],
  fields: Record<string, LoggedIds>,
): Promise<E[]> {
  const wanted: Record<'surcharges' | 'conditions' | 'zones', number[]> = { surcharges: [], conditions: [], zones: [] };
  const updatesOf = (entry: E) => {
    const changes = entry.changes as { updates?: Record<string, unknown> } | null;
    return changes && typeof changes === 'object' && changes.updates ? changes.updates : null;
  };
  for (const entry of entries) {
    const updates = updatesOf(entry);
    if (!updates) continue;
    for (const [field, kind] of Object.entries(fields)) {
      const value = updates[field];
      if (kind === 'zone_conditions' && isZoneRows(value))
        for (const row of value) for (const zone of row.slice(0, 2)) if (typeof zone === 'number') wanted.zones.push(zone);
      if (kind !== 'zone_conditions' && isIdList(value)) wanted[kind].push(...value);
    }
  }
  const [surcharges, zones, conditionRows] = await Promise.all([
    ownedNames(db, carrierId, 'surcharges', wanted.surcharges),
    ownedNames(db, carrierId, 'zones', wanted.zones),
    findConditions(db, carrierId, wanted.conditions),
  ]);
  const conditions = new Map(conditionRows.map((c) => [c.id, describeCondition(c)]));
  const zoneName = (zone: unknown) => (typeof zone === 'number' ? (zones.get(zone) ?? gone(zone)) : 'any zone');

  return entries.map((entry) => {
    const updates = updatesOf(entry);
    if (!updates) return entry;
    const named = { ...updates };
    for (const [field, kind] of Object.entries(fields)) {
      const value = updates[field];
      if (kind === 'zone_conditions' && isZoneRows(value)) {
        named[field] = value.map(([from, to, amount]) => `${zoneName(from)} → ${zoneName(to)}: ${String(amount)}`);
      } else if (kind !== 'zone_conditions' && isIdList(value)) {
        const names = kind === 'surcharges' ? surcharges : conditions;
        named[field] = value.map((id) => names.get(id) ?? gone(id));
      }
    }
    return { ...entry, changes: { ...(entry.changes as object), updates: named } };
  });
}
