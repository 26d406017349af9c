/**
 * A fast path for `servicePriceSchema` (the price API's request): the common well-formed body,
 * checked by hand in one pass. It answers exactly what `servicePriceSchema.parse` answers, or
 * `undefined` for anything it is not sure of (an error, text where a number is usual, an unknown
 * key), which the caller then parses with the schema itself, so every error message stays the
 * schema's. A property test holds the two to the same output.
 */
import { SHIPMENT_FLAGS } from '../constants/conditions';
import { COUNTRY_CODES } from '../constants/countries';
import { MAX_ID, MAX_YEAR, MIN_YEAR } from '../constants/limits';
import { SHIPMENT_TYPES } from '../constants/units';
import { isValidDay } from '../dates/calendar';
import { readPostcode } from '../zones/postcode-format';
import { decimalsOf, isOneLineText, isStorableText } from './fields';
import { REFERENCE_MAX, SHIPMENT_LIMITS, type ServicePriceBody } from './shipment.schema';

const TYPES: ReadonlySet<string> = new Set(SHIPMENT_TYPES);
// The flags the schema declares (all booleans, default false).
const FLAGS = SHIPMENT_FLAGS;
// The keys this fast path checks, listed by hand on purpose: a field added to the schema is unknown
// here (so the schema parses it) until this file handles it too.
const BODY_KEYS: ReadonlySet<string> = new Set([
  'service',
  'customer',
  'date',
  'reference',
  'collection',
  'delivery',
  'shipments',
  'explain',
  ...FLAGS,
]);
const ROW_KEYS: ReadonlySet<string> = new Set(['quantity', 'type', 'weight', 'length', 'width', 'height', 'ldm', 'cbm']);
const OPTIONAL_DECIMALS = [
  ['length', SHIPMENT_LIMITS.sideCm],
  ['width', SHIPMENT_LIMITS.sideCm],
  ['height', SHIPMENT_LIMITS.sideCm],
  ['ldm', SHIPMENT_LIMITS.ldm],
  ['cbm', SHIPMENT_LIMITS.cbm],
] as const;
const BOOLEANS = [...FLAGS, 'explain'] as const;

/** Not sure: parse with the schema. */
const UNSURE = undefined;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only known keys, none holding undefined (JSON has none; the schema tells a present undefined from an absent key). */
function hasOnlyKeys(value: Record<string, unknown>, keys: ReadonlySet<string>): boolean {
  for (const key in value) if (!keys.has(key) || value[key] === undefined) return false;
  return true;
}

/** What lineField accepts of a string: storable, and one line once trimmed. */
const isLine = (text: string): boolean => isStorableText(text) && isOneLineText(text.trim());

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_ID;

/** A decimalField number (no text): finite, within min..max, at most `digits` decimals. */
const isDecimal = (v: unknown, max: number, digits: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max && decimalsOf(v) <= digits;

function address(value: unknown): { country: string; postcode: string } | undefined {
  if (!isPlainObject(value) || !hasOnlyKeys(value, ADDRESS_KEYS)) return UNSURE;
  const { country, postcode } = value;
  if (typeof country !== 'string' || typeof postcode !== 'string') return UNSURE;
  if (!isLine(country) || !isLine(postcode)) return UNSURE;
  const code = country.trim().toUpperCase();
  const pc = postcode.trim();
  if (!COUNTRY_CODES.has(code) || pc.length < 1 || pc.length > 20) return UNSURE;
  const read = readPostcode(code, pc);
  if (!read.ok) return UNSURE;
  return { country: code, postcode: read.postcode };
}
const ADDRESS_KEYS: ReadonlySet<string> = new Set(['country', 'postcode']);

type Row = ServicePriceBody['shipments'][number];

function shipmentRow(value: unknown): Row | undefined {
  if (!isPlainObject(value) || !hasOnlyKeys(value, ROW_KEYS)) return UNSURE;
  const { quantity, type, weight } = value;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > SHIPMENT_LIMITS.quantity) return UNSURE;
  if (typeof type !== 'string' || !TYPES.has(type)) return UNSURE;
  if (!isDecimal(weight, SHIPMENT_LIMITS.weightKg, 3)) return UNSURE;
  const row = { quantity, type, weight } as Row;
  // The optional decimals, in the schema's key order: absent stays absent, null stays null.
  for (const [key, max] of OPTIONAL_DECIMALS) {
    const v = value[key];
    if (v === undefined) continue;
    if (v === null || isDecimal(v, max, 3)) row[key] = v;
    else return UNSURE;
  }
  return row;
}

/** `servicePriceSchema.parse(input)` for a well-formed body; `undefined` when the schema must decide. */
export function parseServicePriceFast(input: unknown): ServicePriceBody | undefined {
  if (!isPlainObject(input) || !hasOnlyKeys(input, BODY_KEYS)) return UNSURE;
  const { service, customer, date } = input;
  let serviceOut: ServicePriceBody['service'];
  if (service === undefined || service === null || isId(service)) serviceOut = service;
  else if (typeof service === 'string' && isLine(service) && service.trim().length >= 1) serviceOut = service.trim();
  else return UNSURE;
  if (!(customer === undefined || customer === null || isId(customer))) return UNSURE;
  let dateOut: ServicePriceBody['date'];
  if (date === undefined || date === null) dateOut = date;
  else if (typeof date === 'string' && isLine(date)) {
    dateOut = date.trim();
    const year = Number(dateOut.slice(0, 4));
    if (!isValidDay(dateOut) || !(year >= MIN_YEAR && year <= MAX_YEAR)) return UNSURE;
  } else return UNSURE;
  const { reference } = input;
  let referenceOut: ServicePriceBody['reference'];
  if (reference === undefined || reference === null) referenceOut = reference;
  else if (typeof reference === 'string' && isLine(reference) && reference.trim().length <= REFERENCE_MAX) referenceOut = reference.trim();
  else return UNSURE;
  const collection = address(input.collection);
  const delivery = address(input.delivery);
  if (!collection || !delivery) return UNSURE;
  const rows = input.shipments;
  if (!Array.isArray(rows) || rows.length < 1 || rows.length > SHIPMENT_LIMITS.rows) return UNSURE;
  const shipments: Row[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = shipmentRow(rows[i]);
    if (!row) return UNSURE;
    shipments[i] = row;
  }
  // The schema's key order; absent optional keys stay absent.
  const body = {} as ServicePriceBody;
  if ('service' in input) body.service = serviceOut;
  if ('customer' in input) body.customer = customer;
  if ('date' in input) body.date = dateOut;
  if ('reference' in input) body.reference = referenceOut;
  body.collection = collection;
  body.delivery = delivery;
  body.shipments = shipments;
  for (const flag of BOOLEANS) {
    const v = input[flag];
    if (v === undefined) body[flag] = false;
    else if (typeof v === 'boolean') body[flag] = v;
    else return UNSURE;
  }
  return body;
}
