/** How the Changes pages name a change: its record, how it came, who decided. */
import type { ChangeListItem, Translate } from '@freight/domain';

/** "Pricelist Baltic 2026", or "Pricelist Baltic 2026 (new)" for a change that creates it. */
export function changeRecordText(change: Pick<ChangeListItem, 'record_type' | 'record_name' | 'record_id'>, t: Translate): string {
  const kind = t(`approvals.record.${change.record_type}`);
  const name = change.record_name ? `${kind} ${change.record_name}` : kind;
  return change.record_id === null ? `${name} (${t('approvals.new')})` : name;
}

/** "Approved by Mari Maasikas" / "Rejected by Mari Maasikas"; '' while pending. */
export function decidedText(change: Pick<ChangeListItem, 'status' | 'decided_by'>, t: Translate): string {
  if (change.status === 'pending' || !change.decided_by) return '';
  return t('approvals.decidedBy', { status: t(`approvals.status.${change.status}`), name: change.decided_by.name });
}

const RECORD_PATHS = { pricelist: '/pricelists', surcharge: '/surcharges' } as const;

/** The record's page: /pricelists/3, /surcharges/5 (the approved new record's); null while it has none, or for a rate increase. */
export function recordPath(change: Pick<ChangeListItem, 'record_type' | 'record_id' | 'applied_record_id'>): string | null {
  const id = change.record_id ?? change.applied_record_id;
  if (id === null || !(change.record_type in RECORD_PATHS)) return null;
  return `${RECORD_PATHS[change.record_type as keyof typeof RECORD_PATHS]}/${id}`;
}
