/**
 * The nouns of the CRUD areas' records: the forms, views, destroy pages and toasts name a record by
 * one, each with whole messages of its own in the catalogs' `records.*` ('records.new.service':
 * 'New service', 'Uus teenus', 'Uusi palvelu'), so every language inflects its noun. A noun
 * without its messages does not compile (`records.new.${noun}` is a MessageKey for each).
 */
import type { MessageKey } from '@freight/domain';

export const RECORD_NOUNS = [
  'carrier',
  'condition',
  'user',
  'surcharge',
  'service',
  'transit',
  'pricelist',
  'partner',
  'area',
  'role',
  'zone',
] as const;

/** What a record is: 'service' -> 'New service', 'Edit service', 'Service Express deleted'. */
export type RecordNoun = (typeof RECORD_NOUNS)[number];

/** A toast's record name: trimmed, shortened past 60 characters so the toast stays one line or two. */
function shownName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed.length > 60 ? `${trimmed.slice(0, 59)}…` : trimmed;
}

/**
 * The values of a record toast ('records.deleted.service'): the record's name, and whether it has
 * one ("Service Express deleted", else "Service deleted").
 */
export function toastValues(name: string | null | undefined): { name: string; hasName: 'yes' | 'no' } {
  const shown = shownName(name);
  return { name: shown, hasName: shown ? 'yes' : 'no' };
}

/** The key of the question before leaving a record's unsaved changes (a record, or the fuel index). */
export function unsavedKey(what: RecordNoun | 'fuel index'): MessageKey {
  return what === 'fuel index' ? 'records.unsaved.fuelIndex' : `records.unsaved.${what}`;
}
