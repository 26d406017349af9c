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

// The fields this writer knows, listed by hand: a body or row with any other (a field added to the
// schema) is written by JSON.stringify instead, so nothing the request carries is ever left out.
const BODY_KEYS: ReadonlySet<string> = new Set([
  'service',
  'customer',
  'date',
  'reference',
  'collection',
  'delivery',
  'shipments',
  'explain',
  ...SHIPMENT_FLAGS,
]);
const ROW_DECIMALS = ['length', 'width', 'height', 'ldm', 'cbm'] as const;
const ROW_KEYS: ReadonlySet<string> = new Set(['quantity', 'type', 'weight', ...ROW_DECIMALS]);
const ADDRESS_KEYS: ReadonlySet<string> = new Set(['country', 'postcode']);

const text = (value: string) => JSON.stringify(value);

function hasOnly(value: object, keys: ReadonlySet<string>): boolean {
  for (const key in value) if (!keys.has(key)) return false;
  return true;
}

function addressJson(address: { country: string; postcode: string }): string | undefined {
  if (!hasOnly(address, ADDRESS_KEYS)) return undefined;
  return `{"country":${text(address.country)},"postcode":${text(address.postcode)}}`;
}

function rowJson(row: Row): string | undefined {
  if (!hasOnly(row, ROW_KEYS)) return undefined;
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
 * (a request's hundred lines of code between two calls leave its caches cold). The same value
 * (keys in the schema's order); a body with a field this writer does not know takes the generic way.
 */
export function compactRequestJson(body: ServicePriceBody): string {
  if (!hasOnly(body, BODY_KEYS)) return JSON.stringify(compactRequest(body));
  const { service, date, reference } = body;
  let json = '{';
  if (service !== null && service !== undefined) json += `"service":${typeof service === 'number' ? service : text(service)},`;
  if (date !== null && date !== undefined) json += `"date":${text(date)},`;
  if (reference !== null && reference !== undefined) json += `"reference":${text(reference)},`;
  const collection = addressJson(body.collection);
  const delivery = addressJson(body.delivery);
  if (collection === undefined || delivery === undefined) return JSON.stringify(compactRequest(body));
  json += `"collection":${collection},"delivery":${delivery},"shipments":[`;
  const rows = body.shipments;
  for (let i = 0; i < rows.length; i++) {
    const row = rowJson(rows[i]!);
    if (row === undefined) return JSON.stringify(compactRequest(body));
    json += i > 0 ? `,${row}` : row;
  }
  json += ']';
  for (const flag of SHIPMENT_FLAGS) if (body[flag] === true) json += `,"${flag}":true`;
  return json + '}';
}
