/**
 * The e-mail recipients editor's logic (PUT /fe/customers/{id}/notifications): addresses added
 * one by one, checked as the server checks them (the domain's isEmailAddress, trimmed and in lower
 * case, each once), removed, and the events they get; whether the draft differs from what is saved.
 */
import { isEmailAddress, WEBHOOK_EVENTS, type WebhookEvent } from '@freight/domain';

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
export function addressProblem(text: string, emails: readonly string[]): string | null {
  const address = normaliseAddress(text);
  if (!address) return 'Enter an e-mail address';
  if (!isEmailAddress(address)) return 'Must be a valid e-mail address';
  if (emails.includes(address)) return 'Already a recipient';
  return null;
}

/**
 * The draft with `text` added at the end, or the reason it cannot be. The first address of a
 * draft with no events ticked gets every event ticked (as a new webhook does): an address saved
 * with none would be mailed nothing; the clerk unticks what the partner does not want.
 */
export function addAddress(draft: RecipientsDraft, text: string): { draft: RecipientsDraft; problem: string | null } {
  const problem = addressProblem(text, draft.emails);
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
export function recipientsNote(draft: RecipientsDraft): string | null {
  if (draft.emails.length > 0 && draft.events.length === 0) return 'Nobody is mailed until you tick at least one event.';
  if (draft.emails.length === 0 && draft.events.length > 0) return 'Nobody is mailed until you add an address.';
  return null;
}
