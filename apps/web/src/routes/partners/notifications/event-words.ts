/**
 * The change events in a clerk's words (docs/writing.md: API names never reach the screen): the
 * webhook form's checkboxes, the recipients' events and the delivery log say these.
 */
import { WEBHOOK_EVENTS, type WebhookEvent } from '@freight/domain';

/** Each event's name, as a checkbox label and a log cell. */
export const EVENT_WORDS: Record<WebhookEvent, string> = {
  'pricelist.changed': 'Prices changed',
  'pricelist.scheduled': 'Change scheduled',
  'pricelist.effective': 'Change took effect',
};

/** When each event is sent, under its checkbox. */
export const EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'pricelist.changed': 'A save changed prices of a pricelist that prices for the partner',
  'pricelist.scheduled': 'A pricelist got a successor that takes effect on a later day',
  'pricelist.effective': 'That day came: the new prices apply',
};

/** Events in the product's order (changed, scheduled, effective), repeats dropped: "Prices changed, Change took effect". */
export function eventWords(events: readonly WebhookEvent[]): string {
  return WEBHOOK_EVENTS.filter((event) => events.includes(event))
    .map((event) => EVENT_WORDS[event])
    .join(', ');
}

/** The checkboxes' options, in the product's order. */
export const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({
  value: event,
  label: EVENT_WORDS[event],
  description: EVENT_DESCRIPTIONS[event],
}));
