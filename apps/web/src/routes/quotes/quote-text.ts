/** How a quote's parts read on the quote pages: its short id, its lane, its shipment rows. */
import type { Translate } from '@freight/domain';
import { fieldsOf } from '../../lib/narrow';
import { profileText } from '../tool/bulk/profile-text';

/**
 * A quote id as a list and a title show it: its last 8 characters (the whole id is on the quote's
 * page). Quote ids are UUIDv7s, whose first 8 characters are the time to about a minute: every
 * quote of a minute (each service of one calculation too) would read the same; the end is random.
 */
export function shortQuoteId(id: string): string {
  return id.slice(-8);
}

/** True for a whole quote id (a UUID), which the server can look up. */
export function isQuoteId(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text.trim());
}

/** True for a whole quote id or the short id a list shows (its last 8 characters), any case. */
export function isQuoteKey(text: string): boolean {
  return isQuoteId(text) || /^[0-9a-f]{8}$/i.test(text.trim());
}

/** 'EE 10115' for an address; '' when the quote kept none. */
export function addressText(address: { country: string; postcode: string } | null): string {
  return address ? `${address.country} ${address.postcode}` : '';
}

/** 'EE 10115 → LV 1001'; '' when the quote kept no request. */
export function laneText(quote: {
  collection: { country: string; postcode: string } | null;
  delivery: { country: string; postcode: string } | null;
}) {
  if (!quote.collection || !quote.delivery) return '';
  return `${addressText(quote.collection)} → ${addressText(quote.delivery)}`;
}

/** A number or text of a recorded row (the request as the server kept it); undefined for anything else. */
function numberOrText(value: unknown): number | string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

/** One recorded shipment row in words ('2 x EUR pallet, 800 kg'), in the language of `t`. */
function rowLine(t: Translate, row: unknown): string {
  const { quantity, type, weight } = fieldsOf(row) ?? {};
  return profileText(t, {
    quantity: numberOrText(quantity) ?? 1,
    type: typeof type === 'string' ? type : '',
    weight: numberOrText(weight) ?? null,
  });
}

/** The recorded request's shipment rows, one line each ('2 x EUR pallet, 800 kg'), in the language of `t`. */
export function shipmentLines(t: Translate, request: Record<string, unknown> | null): string[] {
  const rows: unknown = request?.shipments;
  return Array.isArray(rows) ? rows.map((row) => rowLine(t, row)) : [];
}

/** The reference the request carried (the partner's own), trimmed; null when none. */
export function quoteReference(request: Record<string, unknown> | null): string | null {
  const reference = request?.reference;
  return typeof reference === 'string' && reference.trim() ? reference.trim() : null;
}
