/**
 * What a quote records so it can be reproduced (decision 7): the request (compact), the
 * versions it was priced on and the answer as given. Its COPY row is written by quotes.repository's
 * `writeQuoteRow`, beside the columns it fills; the lane and the reference are columns of their own.
 */
import { SHIPMENT_FLAGS, type ServicePriceBody } from '@freight/domain';

type Row = ServicePriceBody['shipments'][number];

/** A shipment row's optional measures, written when present (null too). */
const ROW_DECIMALS = ['length', 'width', 'height', 'ldm', 'cbm'] as const;

/** The fields `recordRequest` writes: a test holds them to the schema's, so a field added there fails it until written here. */
export const WRITTEN_FIELDS = {
  body: ['service', 'date', 'shipments', ...SHIPMENT_FLAGS],
  /** In columns of their own. */
  columns: ['reference', 'collection', 'delivery'],
  /** The caller's, never recorded. */
  callers: ['customer', 'explain'],
  address: ['country', 'postcode'],
  row: ['quantity', 'type', 'weight', ...ROW_DECIMALS],
} as const;

const text = (value: string) => JSON.stringify(value);

function rowJson(row: Row): string {
  let json = `{"quantity":${row.quantity},"type":${text(row.type)},"weight":${row.weight}`;
  for (const key of ROW_DECIMALS) {
    const value = row[key];
    if (value !== undefined) json += `,"${key}":${value === null ? 'null' : value}`;
  }
  return json + '}';
}

/** A request as its quote records it (quotes.repository `writeQuoteRow`): three columns and the rest. */
export interface RecordedRequest {
  /** The compact JSON of the rest (service, date, shipments, flags). */
  request: string;
  /** The collection's country and postcode as one text ('FI00100'), searched by index (migration 0037). */
  collection: string;
  /** The delivery's, alike. */
  delivery: string;
  reference: string | null;
}

/**
 * The request as its quote records it: without what parsing fills in (false flags, absent fields)
 * or what is the caller's (explain, customer), so a parse with priceRequestSchema gives it back
 * whole once readers put the lane and reference back (quotes.repository `wholeRequest`). Written
 * field by field, in the schema's key order: the price API records one per priced request, and in
 * the server's request path a generic JSON.stringify of the compact object took some 4 µs of each
 * (a request's many lines of code between two calls leave its caches cold).
 */
export function recordRequest(body: ServicePriceBody): RecordedRequest {
  const { service, date, reference } = body;
  let json = '{';
  if (service !== null && service !== undefined) json += `"service":${typeof service === 'number' ? service : text(service)},`;
  if (date !== null && date !== undefined) json += `"date":${text(date)},`;
  json += '"shipments":[';
  const rows = body.shipments;
  for (let i = 0; i < rows.length; i++) json += i > 0 ? `,${rowJson(rows[i]!)}` : rowJson(rows[i]!);
  json += ']';
  for (const flag of SHIPMENT_FLAGS) if (body[flag] === true) json += `,"${flag}":true`;
  return {
    request: json + '}',
    collection: body.collection.country + body.collection.postcode,
    delivery: body.delivery.country + body.delivery.postcode,
    reference: reference ?? null,
  };
}
