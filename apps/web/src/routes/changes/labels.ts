/** How the Changes pages name a change: its record, how it came, who decided, where the record is. */
import type { ChangeListItem, ChangeRecord, Translate } from '@freight/domain';

/** The records the carrier has one of: a change of them never makes a new one. */
const SINGLETONS: readonly ChangeRecord[] = ['fuel_index', 'distance_table'];

/** "Pricelist Baltic 2026", or "Pricelist Baltic 2026 (new)" for a change that creates it. */
export function changeRecordText(
  change: Pick<ChangeListItem, 'record_type' | 'record_name' | 'record_id' | 'origin'>,
  t: Translate,
): string {
  const kind = t(`approvals.record.${change.record_type}`);
  const name = change.record_name ? `${kind} ${change.record_name}` : kind;
  // A new record: a save without one (an import, the fuel index or the distance table creates none of its own).
  const creates = change.record_id === null && change.origin === 'save' && !SINGLETONS.includes(change.record_type);
  return creates ? `${name} (${t('approvals.new')})` : name;
}

/** "Approved by Mari Maasikas" / "Rejected by Mari Maasikas"; '' while pending. */
export function decidedText(change: Pick<ChangeListItem, 'status' | 'decided_by'>, t: Translate): string {
  if (change.status === 'pending' || !change.decided_by) return '';
  return t('approvals.decidedBy', { status: t(`approvals.status.${change.status}`), name: change.decided_by.name });
}

/** The list page of each record type with pages of its own (/zones/3 is under /zones). */
const RECORD_PATHS: Partial<Record<ChangeRecord, string>> = {
  pricelist: '/pricelists',
  surcharge: '/surcharges',
  zone: '/zones',
  area: '/areas',
  transit: '/transits',
  condition: '/conditions',
};

/** The page of the carrier's one record of a type. */
const SINGLETON_PATHS: Partial<Record<ChangeRecord, string>> = {
  fuel_index: '/surcharges/fuel-index',
  distance_table: '/distances',
};

/**
 * The record's page: /pricelists/3, /zones/5 (the approved new record's), the fuel index's or the
 * distance table's page; the areas' list for an upload of many; null while the record has none
 * (a new one pending, one deleted, a rate increase).
 */
export function recordPath(
  change: Pick<ChangeListItem, 'record_type' | 'record_id' | 'applied_record_id' | 'origin' | 'status'>,
): string | null {
  const single = SINGLETON_PATHS[change.record_type];
  if (single) return single;
  const list = RECORD_PATHS[change.record_type];
  if (!list) return null;
  if (change.origin === 'delete' && change.status === 'approved') return null;
  if (change.origin === 'import' && change.record_id === null) return change.status === 'approved' ? list : null;
  const id = change.record_id ?? change.applied_record_id;
  return id === null ? null : `${list}/${id}`;
}
