/**
 * What a toast says after a write: what happened, to which record, by its name
 * ("Partner Acme created", "Version 3 restored"), never "Action successful". Every success toast
 * of the web app takes its words from here, so one kind of record is called the same everywhere.
 */

/** What happened to the record. */
export type RecordEvent =
  'created' | 'saved' | 'deleted' | 'archived' | 'restored' | 'reset' | 'sent' | 'updated' | 'added' | 'switched on' | 'downloaded';

/**
 * The record kinds by the last segment of their resource path ('customers' is a Partner), as the
 * product names them on its pages.
 */
export const RECORD_KINDS: Readonly<Record<string, string>> = {
  areas: 'Area',
  carriers: 'Carrier',
  conditions: 'Condition',
  customers: 'Partner',
  partners: 'Partner',
  pricelists: 'Pricelist',
  registrations: 'Registration',
  roles: 'Role',
  services: 'Service',
  surcharges: 'Surcharge',
  transits: 'Transit',
  users: 'User',
  zones: 'Zone',
};

/** The kind of the record at a resource path: 'admin/carriers/3/surcharges' -> 'Surcharge'. */
export function recordKind(resource: string): string {
  const segments = resource
    .split('?')[0]!
    .split('/')
    .filter((s) => s && !/^\d+$/.test(s));
  const last = segments[segments.length - 1] ?? '';
  return RECORD_KINDS[last] ?? (last ? last.charAt(0).toUpperCase() + last.slice(1).replace(/_/g, ' ').replace(/s$/, '') : 'Record');
}

/**
 * The toast of a write: kind, name and what happened. `savedMessage('Partner', 'Acme', 'created')`
 * -> "Partner Acme created"; without a name "Partner created". A name is shortened past 60
 * characters so the toast stays one line or two.
 */
export function savedMessage(kind: string, name: string | null | undefined, event: RecordEvent): string {
  const trimmed = (name ?? '').trim();
  const shown = trimmed.length > 60 ? `${trimmed.slice(0, 59)}…` : trimmed;
  return shown ? `${kind} ${shown} ${event}` : `${kind} ${event}`;
}

/** "3 users invited", "1 area created": a count of records and what happened to them. */
export function countMessage(count: number, singular: string, event: RecordEvent | string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural} ${event}`;
}

/** The name a toast gives a record body: its name, else its e-mail, else its code. */
export function recordNameOf(body: Record<string, unknown> | null | undefined): string {
  for (const key of ['name', 'company', 'email', 'code'] as const) {
    const value = body?.[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}
