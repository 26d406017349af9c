/**
 * What a quote records so it can be reproduced (issue 17, decision 7): the request (compact), the
 * versions it was priced on and the answer as given. Its COPY row is written by quotes.repository's
 * `writeQuoteRow`, beside the columns it fills.
 */
import { SHIPMENT_FLAGS, type ServicePriceBody } from '@freight/domain';

type Row = ServicePriceBody['shipments'][number];

/** A shipment row's optional measures, written when present (null too). */
const ROW_DECIMALS = ['length', 'width', 'height', 'ldm', 'cbm'] as const;

/** The fields `compactRequestJson` writes: a test holds them to the schema's, so a field added there fails it until written here. */
export const WRITTEN_FIELDS = {
  body: ['service', 'date', 'reference', 'collection', 'delivery', 'shipments', ...SHIPMENT_FLAGS],
  /** The caller's, never recorded. */
  callers: ['customer', 'explain'],
  address: ['country', 'postcode'],
  row: ['quantity', 'type', 'weight', ...ROW_DECIMALS],
} as const;

const text = (value: string) => JSON.stringify(value);

const addressJson = (address: { country: string; postcode: string }) =>
  `{"country":${text(address.country)},"postcode":${text(address.postcode)}}`;

function rowJson(row: Row): string {
  let json = `{"quantity":${row.quantity},"type":${text(row.type)},"weight":${row.weight}`;
  for (const key of ROW_DECIMALS) {
    const value = row[key];
    if (value !== undefined) json += `,"${key}":${value === null ? 'null' : value}`;
  }
  return json + '}';
}

/**
 * The request as its quote records it: without what parsing fills in (false flags, absent fields)
 * or what is the caller's (explain, customer), so a parse with priceRequestSchema gives it back
 * whole. Written field by field, in the schema's key order: the price API records one per priced
 * request, and in the server's request path a generic JSON.stringify of the compact object took
 * some 4 µs of each (a request's many lines of code between two calls leave its caches cold).
 */
export function compactRequestJson(body: ServicePriceBody): string {
  const { service, date, reference } = body;
  let json = '{';
  if (service !== null && service !== undefined) json += `"service":${typeof service === 'number' ? service : text(service)},`;
  if (date !== null && date !== undefined) json += `"date":${text(date)},`;
  if (reference !== null && reference !== undefined) json += `"reference":${text(reference)},`;
  json += `"collection":${addressJson(body.collection)},"delivery":${addressJson(body.delivery)},"shipments":[`;
  const rows = body.shipments;
  for (let i = 0; i < rows.length; i++) json += i > 0 ? `,${rowJson(rows[i]!)}` : rowJson(rows[i]!);
  json += ']';
  for (const flag of SHIPMENT_FLAGS) if (body[flag] === true) json += `,"${flag}":true`;
  return json + '}';
}
