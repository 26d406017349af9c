/**
 * The e-mail recipients editor's logic (PUT /fe/customers/{id}/notifications): addresses added
 * one by one, checked as the server checks them (the domain's isEmailAddress, trimmed and in lower
 * case, each once), removed, and the events they get; whether the draft differs from what is saved.
 */
import { isEmailAddress, WEBHOOK_EVENTS, type WebhookEvent } from '@freight/domain';
import { t as translateNow } from '../../../lib/i18n';

/** The recipients as the page edits them: the body of the PUT. */
export interface RecipientsDraft {
  emails: string[];
  events: WebhookEvent[];
}

/** An address as it is stored: trimmed, in lower case. */
export function normaliseAddress(text: string): string {
  return text.trim().toLowerCase();
}

/** Why `text` cannot be added to `emails`, or null when it can. */
export function addressProblem(text: string, emails: readonly string[], t = translateNow): string | null {
  const address = normaliseAddress(text);
  if (!address) return t('partners.recipients.problem.blank');
  if (!isEmailAddress(address)) return t('partners.recipients.problem.invalid');
  if (emails.includes(address)) return t('partners.recipients.problem.listed');
  return null;
}

/**
 * The draft with `text` added at the end, or the reason it cannot be. The first address of a
 * draft with no events ticked gets every event ticked (as a new webhook does): an address saved
 * with none would be mailed nothing; the clerk unticks what the partner does not want.
 */
export function addAddress(draft: RecipientsDraft, text: string, t = translateNow): { draft: RecipientsDraft; problem: string | null } {
  const problem = addressProblem(text, draft.emails, t);
  if (problem) return { draft, problem };
  const events = draft.emails.length === 0 && draft.events.length === 0 ? [...WEBHOOK_EVENTS] : draft.events;
  return { draft: { emails: [...draft.emails, normaliseAddress(text)], events }, problem: null };
}

export function removeAddress(draft: RecipientsDraft, email: string): RecipientsDraft {
  return { ...draft, emails: draft.emails.filter((e) => e !== email) };
}

/** The draft with `events` chosen, kept in the product's order. */
export function chooseEvents(draft: RecipientsDraft, events: readonly string[]): RecipientsDraft {
  return { ...draft, events: WEBHOOK_EVENTS.filter((event) => events.includes(event)) };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** True when the draft is not what is saved (the order of addresses and events does not count). */
export function isChanged(draft: RecipientsDraft, saved: RecipientsDraft): boolean {
  return !sameSet(draft.emails, saved.emails) || !sameSet(draft.events, saved.events);
}

/** A word on a draft that saves but mails nobody, or null. */
export function recipientsNote(draft: RecipientsDraft, t = translateNow): string | null {
  if (draft.emails.length > 0 && draft.events.length === 0) return t('partners.recipients.note.noEvent');
  if (draft.emails.length === 0 && draft.events.length > 0) return t('partners.recipients.note.noAddress');
  return null;
}
