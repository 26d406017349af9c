/**
 * The partner API described for partners' developers (GET /api/v1/openapi.json, /api/docs). The
 * bodies are generated from the schemas the server validates and answers with (packages/domain),
 * so the document cannot drift from the code: requests as they are accepted (`io: 'input'`),
 * answers as they are sent (`io: 'output'`).
 */
import { z } from 'zod';
import {
  addressSchema,
  apiErrorSchema,
  bookingAnswerSchema,
  bookingSchema,
  CONDITION_TYPE_CODES,
  jobCreatedAnswerSchema,
  massPriceSchema,
  massShipmentSchema,
  priceResultSchema,
  priceTraceSchema,
  quoteAnswerSchema,
  servicePriceSchema,
  shipmentRowSchema,
  tenderLaneSchema,
  tenderPriceSchema,
} from '@freight/domain';

type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';
const ref = (id: string) => ({ $ref: `${COMPONENTS}${id}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** Drops what says nothing to a reader: the safe-integer range of every integer, the regex behind a format. */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (typeof jsonSchema.format === 'string' && jsonSchema.pattern) delete jsonSchema.pattern;
}

/** JSON Schemas of named zod schemas, referring to each other as OpenAPI components. */
function componentSchemas(named: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io, uri: (id) => `${COMPONENTS}${id}`, override: tidy });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema as JsonSchema]));
}

let components: Record<string, JsonSchema> | null = null;

/** Built once: the schemas do not change while the process runs. */
function schemas(): Record<string, JsonSchema> {
  components ??= {
    ...componentSchemas(
      {
        Address: addressSchema,
        ShipmentRow: shipmentRowSchema,
        PriceRequest: servicePriceSchema,
        BookingRequest: bookingSchema,
        MassShipment: massShipmentSchema,
        MassPriceRequest: massPriceSchema,
        TenderLane: tenderLaneSchema,
        TenderPriceRequest: tenderPriceSchema,
      },
      'input',
    ),
    ...componentSchemas(
      {
        PriceResult: priceResultSchema,
        PriceTrace: priceTraceSchema,
        Booking: bookingAnswerSchema,
        Quote: quoteAnswerSchema,
        JobCreated: jobCreatedAnswerSchema,
        Error: apiErrorSchema,
      },
      'output',
    ),
  };
  return components;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const error = (description: string) => ({ description, content: json(ref('Error')) });

/** The 429 of the heavy calls (apps/server/src/workers/heavy-work.ts). */
const BUSY = 'The carrier has as many budgets, tenders and workbooks running as it may at once: try again after Retry-After seconds';

/** The OpenAPI 3.1 document of the partner API, served from `serverUrl`. */
export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Freight price API',
      version: '1.0.0',
      description:
        'Ask a carrier for prices. Authenticate with the partner token the carrier gives you: `Authorization: Bearer <token>`. ' +
        'Every priced result is a quote; confirm the one you use with POST /api/v1/bookings.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { partnerToken: { type: 'http', scheme: 'bearer', description: 'The partner API token' } },
      schemas: schemas(),
    },
    security: [{ partnerToken: [] }],
    paths: {
      '/api/v1/service_price': {
        post: {
          summary: 'Price a shipment with every service, or the one named',
          requestBody: { required: true, content: json(ref('PriceRequest')) },
          responses: {
            '200': { description: 'One result per service considered', content: json({ type: 'array', items: ref('PriceResult') }) },
            '401': error('No or unknown token'),
            '422': error('A field is wrong: errors names it'),
          },
        },
      },
      '/api/v1/bookings': {
        post: {
          summary: 'Confirm a quote as booked',
          requestBody: { required: true, content: json(ref('BookingRequest')) },
          responses: {
            '201': { description: 'Booked', content: json(ref('Booking')) },
            '404': error('No such quote of yours'),
            '409': error('Already booked'),
            '422': error('quote_id is not a quote id'),
          },
        },
      },
      '/api/v1/quotes/{id}': {
        get: {
          summary: 'A quote as it was given, and optionally priced again on the versions it was priced with',
          description:
            'Answers the request as priced (defaults filled in), the versions it was priced on (pricelist, its surcharges, the ' +
            'exchange rates) and the result as answered. With `reprice=true` the stored request is priced again on those versions ' +
            'at the instant it was first priced: `repriced` is that result and `identical` says whether it equals the answer to ' +
            'the cent. Zones, areas, transits and conditions are read as they are today, so a change there shows as a difference.',
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              schema: { type: 'string', format: 'uuid' },
              description: 'The quote_id of a price result',
            },
            {
              name: 'reprice',
              in: 'query',
              required: false,
              schema: { type: 'string', enum: ['true', 'false'] },
              description: 'true: price the stored request again on the stored versions',
            },
          ],
          responses: {
            '200': { description: 'The quote', content: json(ref('Quote')) },
            '401': error('No or unknown token'),
            '404': error('No such quote of yours'),
            '409': error('reprice=true on a quote recorded before requests and versions were kept'),
            '422': error('reprice is not true or false'),
          },
        },
      },
      '/api/v1/mass_price': {
        post: {
          summary: 'Price a year of shipments at once: an Excel workbook (bulk_calculation.xlsx)',
          description:
            'Sheet Prices: one row per shipment and service considered (Reference, Collection, Delivery, Quantity, Type, Weight, LDM, CBM, ' +
            'Payable weight, Service, Pricelist, Freight, one column per surcharge met, Total, Currency, Collection date, Delivery date, ' +
            'Errors); sheet Summary: per service, shipments priced and not priced and the sum of totals per currency. Every price is ' +
            'the one service_price gives for that shipment alone; a shipment with a wrong field is not priced and its Errors say why. ' +
            'No quotes are recorded. With `email`, the answer is 202 at once and the workbook is mailed as an attachment.',
          requestBody: { required: true, content: json(ref('MassPriceRequest')) },
          responses: {
            '200': { description: 'The workbook', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } },
            '202': { description: 'Queued: the workbook will be mailed', content: json(ref('JobCreated')) },
            '401': error('No or unknown token'),
            '413': error('The body is larger than 32 MB'),
            '422': error('The body is malformed (errors names the field), or more than 100,000 shipments'),
            '429': error(BUSY),
          },
        },
      },
      '/api/v1/tender_price': {
        post: {
          summary: 'Price every shipment profile on every lane of a tender: an Excel workbook (tender_calculation.xlsx)',
          description:
            'Sheet Tender: a row per lane, a column per profile (`2 x EUR pallet, 800 kg`), each cell the total for that profile on ' +
            'that lane, empty where it cannot be priced; sheet Errors: lane, profile and reason for every empty cell; sheet Input: the ' +
            'lanes and profiles as sent. No quotes are recorded. With `email`, the answer is 202 at once and the workbook is mailed.',
          requestBody: { required: true, content: json(ref('TenderPriceRequest')) },
          responses: {
            '200': { description: 'The workbook', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } },
            '202': { description: 'Queued: the workbook will be mailed', content: json(ref('JobCreated')) },
            '401': error('No or unknown token'),
            '422': error('A field is wrong (errors names it), an unknown service, or more than 1,000 lanes or 50 profiles'),
            '429': error(BUSY),
          },
        },
      },
    },
    'x-condition-types': CONDITION_TYPE_CODES,
  };
}
