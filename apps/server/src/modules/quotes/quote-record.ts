/**
 * What a quote records so it can be reproduced (issue 17, decision 7): the request (compact), the
 * versions it was priced on and the answer as given. Its COPY row is written by quotes.repository's
 * `quoteRowLine`, beside the columns it fills.
 */
import { SHIPMENT_FLAGS, type ServicePriceBody } from '@freight/domain';

/**
 * The request without what parsing fills in (false flags, absent fields) or what is the caller's
 * (explain, customer): a parse with priceRequestSchema gives it back whole.
 */
export function compactRequest(body: ServicePriceBody): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  for (const key in body) {
    const value = body[key as keyof ServicePriceBody];
    if (key !== 'explain' && key !== 'customer' && value !== false && value !== null && value !== undefined) request[key] = value;
  }
  return request;
}

type Row = ServicePriceBody['shipments'][number];

/** The fields `compactRequestJson` writes: a test holds them to the schema's, so a field added there fails it until written here. */
export const WRITTEN_FIELDS = {
  body: ['service', 'date', 'reference', 'collection', 'delivery', 'shipments', ...SHIPMENT_FLAGS],
  /** The caller's, never recorded. */
  callers: ['customer', 'explain'],
  address: ['country', 'postcode'],
  row: ['quantity', 'type', 'weight', 'length', 'width', 'height', 'ldm', 'cbm'],
} as const;
const ROW_DECIMALS = ['length', 'width', 'height', 'ldm', 'cbm'] as const;

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
 * `JSON.stringify(compactRequest(body))`, written field by field: the price API records one per
 * priced request, and in the server's request path the generic stringify took some 4 µs of each
 * (a request's many lines of code between two calls leave its caches cold). The same text: the
 * schema's key order, the fields of `WRITTEN_FIELDS`.
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
