/**
 * What a row of the delivery log says (GET /fe/customers/{id}/webhook_deliveries): the status as a
 * badge, the attempts counted, the last attempt in short (its HTTP status and the answer's first
 * bytes), and each attempt in full when the row is opened.
 */
import { localizeReason, type DELIVERY_STATUSES, type Language, type MessageKey, type WebhookDelivery } from '@freight/domain';
import { truncate } from '../../../lib/format';
import { currentLanguage, t as translateNow } from '../../../lib/i18n';

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type DeliveryAttempt = WebhookDelivery['attempts'][number];

/** The status badges: label (a message key) and colour. */
export const DELIVERY_STATUS_BADGES: Record<DeliveryStatus, { label: MessageKey; color: string }> = {
  pending: { label: 'partners.deliveries.pending', color: 'yellow' },
  delivered: { label: 'partners.deliveries.delivered', color: 'green' },
  failed: { label: 'partners.deliveries.failed', color: 'red' },
};

/** The log's status filter: every status, or one (labels are message keys). */
export const STATUS_FILTER_OPTIONS: { value: DeliveryStatus | ''; label: MessageKey }[] = [
  { value: '', label: 'common.all' },
  { value: 'pending', label: 'partners.deliveries.pending' },
  { value: 'delivered', label: 'partners.deliveries.delivered' },
  { value: 'failed', label: 'partners.deliveries.failed' },
];

/** How a channel reads: 'Webhook', 'E-mail' (message keys). */
export const CHANNEL_WORDS: Record<WebhookDelivery['channel'], MessageKey> = {
  webhook: 'partners.deliveries.webhook',
  email: 'common.email',
};

/** The characters of an answer shown in the row; the whole (at most 200) when the row is opened. */
export const ANSWER_PREVIEW_CHARS = 60;

/** '1 attempt', '3 attempts', 'Not tried yet'. */
export function attemptsText(count: number, t = translateNow): string {
  return t('partners.deliveries.attempts', { count });
}

/** The newest attempt, or null before the first. */
export function lastAttempt(delivery: Pick<WebhookDelivery, 'attempts'>): DeliveryAttempt | null {
  return delivery.attempts.at(-1) ?? null;
}

/**
 * An attempt's outcome in short: 'HTTP 200' for a receiver's answer; without a status code, a
 * webhook got no answer ('No answer': refused, timed out) and a mail was sent or not.
 */
export function attemptOutcome(attempt: DeliveryAttempt, channel: WebhookDelivery['channel'], t = translateNow): string {
  // The protocol's own words, the same in every language.
  if (attempt.status_code !== null) return `HTTP ${attempt.status_code}`;
  if (channel === 'email') return t(attempt.ok ? 'partners.deliveries.mailed' : 'partners.deliveries.notMailed');
  return t('partners.deliveries.noAnswer');
}

/**
 * An attempt's answer as the reader reads it: the server's own words ("The webhook was removed",
 * "failed: ...", "The e-mail could not be sent: ...") it keeps in English are said in `language`;
 * a receiver's answer stays as it came.
 */
export function sayAnswer(answer: string, language: Language = currentLanguage()): string {
  return localizeReason(language, answer);
}

/** An answer's first bytes on one line, cut to `max` characters: '' for none. */
export function answerPreview(answer: string, max = ANSWER_PREVIEW_CHARS): string {
  return truncate(answer.replace(/\s+/g, ' ').trim(), max);
}

/**
 * The last attempt in one line: 'HTTP 500 · Internal error…', 'Mailed', '' before the first. A mail
 * sent says no more; one not sent says why.
 */
export function lastAttemptLine(delivery: Pick<WebhookDelivery, 'attempts' | 'channel'>, t = translateNow): string {
  const attempt = lastAttempt(delivery);
  if (!attempt) return '';
  const answer = delivery.channel === 'email' && attempt.ok ? '' : answerPreview(sayAnswer(attempt.answer));
  const outcome = attemptOutcome(attempt, delivery.channel, t);
  return answer ? `${outcome} · ${answer}` : outcome;
}

/** A pending delivery's next try; a delivered or failed one has none. */
export function nextAttemptOf(delivery: Pick<WebhookDelivery, 'status' | 'next_attempt_at'>): string | null {
  return delivery.status === 'pending' ? delivery.next_attempt_at : null;
}

/** The log is read again at most this often while a delivery on the page is pending. */
export const PENDING_REFRESH_MS = 5000;
/** A next attempt further away than this is not waited for: Refresh reads the log then. */
export const LONGEST_REFRESH_WAIT_MS = 10 * 60_000;

/**
 * When the page should be read again by itself: shortly after the earliest pending delivery's next
 * attempt (one with none, or one due, in PENDING_REFRESH_MS), or null when nothing on the page is
 * pending soon.
 */
export function refreshDelay(deliveries: readonly Pick<WebhookDelivery, 'status' | 'next_attempt_at'>[], now: number): number | null {
  let earliest: number | null = null;
  for (const delivery of deliveries) {
    if (delivery.status !== 'pending') continue;
    const due = delivery.next_attempt_at ? Date.parse(delivery.next_attempt_at) : now;
    earliest = earliest === null ? due : Math.min(earliest, due);
  }
  if (earliest === null) return null;
  // A moment after it is due: the attempt itself takes up to a few seconds.
  const wait = Math.max(PENDING_REFRESH_MS, earliest - now + PENDING_REFRESH_MS);
  return wait > LONGEST_REFRESH_WAIT_MS ? null : wait;
}
