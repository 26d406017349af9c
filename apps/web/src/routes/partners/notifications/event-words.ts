/**
 * The change events in a clerk's words (docs/writing.md: API names never reach the screen): the
 * webhook form's checkboxes, the recipients' events and the delivery log say these.
 */
import { WEBHOOK_EVENTS, type MessageKey, type WebhookEvent } from '@freight/domain';
import { t as translateNow } from '../../../lib/i18n';

/** Each event's name, as a checkbox label and a log cell (translated where it is shown). */
export const EVENT_WORDS: Record<WebhookEvent, MessageKey> = {
  'pricelist.changed': 'partners.events.changed',
  'pricelist.scheduled': 'partners.events.scheduled',
  'pricelist.effective': 'partners.events.effective',
};

/** When each event is sent, under its checkbox. */
export const EVENT_DESCRIPTIONS: Record<WebhookEvent, MessageKey> = {
  'pricelist.changed': 'partners.events.changedDescription',
  'pricelist.scheduled': 'partners.events.scheduledDescription',
  'pricelist.effective': 'partners.events.effectiveDescription',
};

/** Events in the product's order (changed, scheduled, effective), repeats dropped: "Prices changed, Change took effect". */
export function eventWords(events: readonly WebhookEvent[], t = translateNow): string {
  return WEBHOOK_EVENTS.filter((event) => events.includes(event))
    .map((event) => t(EVENT_WORDS[event]))
    .join(', ');
}

/** The checkboxes' options, in the product's order: their label and description are message keys. */
export const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({
  value: event,
  label: EVENT_WORDS[event],
  description: EVENT_DESCRIPTIONS[event],
}));
