/**
 * The partner API described for partners' developers (GET /api/v1/openapi.json, /api/docs). The
 * bodies are generated from the schemas the server validates and answers with (packages/domain),
 * so the document cannot drift from the code: requests as they are accepted (`io: 'input'`),
 * answers as they are sent (`io: 'output'`).
 *
 * The request bodies are `components.requestBodies`, their parts `components.schemas`: a field the
 * server fills in when it is left out keeps its `default` and is not `required`, and generators read
 * a default in a request body as optional, but in `components.schemas` as always present
 * (openapi-typescript's defaultNonNullable, on by default), which would make every flag required.
 */
import { z } from 'zod';
import { BULK_BODY_LIMIT, DEFAULT_BODY_LIMIT } from '../../http/body-limits';
import {
  addressSchema,
  apiErrorSchema,
  bookingAnswerSchema,
  bookingSchema,
  CONDITION_TYPE_CODES,
  jobCreatedAnswerSchema,
  partnerJobAnswerSchema,
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

/** The request bodies: in `components.requestBodies`, each named as its schema was. */
const REQUEST_BODIES = ['PriceRequest', 'BookingRequest', 'MassPriceRequest', 'TenderPriceRequest'] as const;
type RequestBodyName = (typeof REQUEST_BODIES)[number];

let components: { schemas: Record<string, JsonSchema>; requestBodies: Record<string, JsonSchema> } | null = null;

/** Built once: the schemas do not change while the process runs. */
function schemas() {
  if (components) return components;
  // One registry for the requests and their parts, so the parts are referred to, not repeated.
  const inputs = componentSchemas(
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
  );
  const requestBodies: Record<string, JsonSchema> = {};
  for (const name of REQUEST_BODIES) {
    requestBodies[name] = { required: true, content: json(inputs[name]!) };
    delete inputs[name];
  }
  components = {
    schemas: {
      ...inputs,
      ...componentSchemas(
        {
          PriceResult: priceResultSchema,
          PriceTrace: priceTraceSchema,
          Booking: bookingAnswerSchema,
          Quote: quoteAnswerSchema,
          JobCreated: jobCreatedAnswerSchema,
          Job: partnerJobAnswerSchema,
          Error: apiErrorSchema,
        },
        'output',
      ),
    },
    requestBodies,
  };
  return components;
}

const requestBody = (name: RequestBodyName) => ({ $ref: `#/components/requestBodies/${name}` });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const error = (description: string) => ({ description, content: json(ref('Error')) });
/** A workbook as a download: its name in Content-Disposition. */
const workbook = (description: string) => ({
  description,
  headers: {
    'Content-Disposition': { description: "attachment, with the workbook's file name (a job's file_name)", schema: { type: 'string' } },
  },
  content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } },
});

/** The 429 of the heavy calls (apps/server/src/http/heavy-admission.ts, workers/heavy-work.ts), with its Retry-After. */
const busy = {
  description:
    'The carrier has as many budgets, tenders and workbooks running as it may at once: send the call again after Retry-After seconds',
  headers: {
    'Retry-After': { description: 'Seconds to wait before sending the call again', schema: { type: 'integer', minimum: 1 } },
  },
  content: json(ref('Error')),
};

/** The 413 of a body past the call's limit (http/body-limits.ts): refused on its Content-Length, unread. */
const tooLarge = (limit: number) => error(`The body is larger than ${limit / (1024 * 1024)} MB, the limit of this call`);

/** The 202 of a mailed calculation: where to follow it. */
const queued = {
  description: 'Queued: the workbook will be mailed; follow the job with GET /api/v1/jobs/{job_id} (the Location header)',
  headers: { Location: { description: 'The URL of GET /api/v1/jobs/{job_id}', schema: { type: 'string' } } },
  content: json(ref('JobCreated')),
};

const jobId = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
  description: 'The job_id of the 202 of a mailed mass_price or tender_price call',
};

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
      schemas: schemas().schemas,
      requestBodies: schemas().requestBodies,
    },
    security: [{ partnerToken: [] }],
    paths: {
      '/api/v1/service_price': {
        post: {
          summary: 'Price a shipment with every service, or the one named',
          requestBody: requestBody('PriceRequest'),
          responses: {
            '200': { description: 'One result per service considered', content: json({ type: 'array', items: ref('PriceResult') }) },
            '401': error('No or unknown token'),
            '413': tooLarge(DEFAULT_BODY_LIMIT),
            '422': error('A field is wrong: errors names it'),
          },
        },
      },
      '/api/v1/bookings': {
        post: {
          summary: 'Confirm a quote as booked',
          requestBody: requestBody('BookingRequest'),
          responses: {
            '201': { description: 'Booked', content: json(ref('Booking')) },
            '401': error('No or unknown token'),
            '404': error('No such quote of yours'),
            '409': error('Already booked'),
            '413': tooLarge(DEFAULT_BODY_LIMIT),
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
            'No quotes are recorded. With `email`, the answer is 202 at once, the workbook is mailed as an attachment, and ' +
            'GET /api/v1/jobs/{job_id} follows the job and downloads the workbook.',
          requestBody: requestBody('MassPriceRequest'),
          responses: {
            '200': workbook('The workbook'),
            '202': queued,
            '401': error('No or unknown token'),
            '413': tooLarge(BULK_BODY_LIMIT),
            '422': error('The body is malformed (errors names the field), or more than 100,000 shipments'),
            '429': busy,
          },
        },
      },
      '/api/v1/tender_price': {
        post: {
          summary: 'Price every shipment profile on every lane of a tender: an Excel workbook (tender_calculation.xlsx)',
          description:
            'Sheet Tender: a row per lane, a column per profile (`2 x EUR pallet, 800 kg`), each cell the total for that profile on ' +
            'that lane, empty where it cannot be priced; sheet Errors: lane, profile and reason for every empty cell; sheet Input: the ' +
            'lanes and profiles as sent. No quotes are recorded. With `email`, the answer is 202 at once, the workbook is mailed, and ' +
            'GET /api/v1/jobs/{job_id} follows the job and downloads the workbook.',
          requestBody: requestBody('TenderPriceRequest'),
          responses: {
            '200': workbook('The workbook'),
            '202': queued,
            '401': error('No or unknown token'),
            '413': tooLarge(BULK_BODY_LIMIT),
            '422': error('A field is wrong (errors names it), an unknown service, or more than 1,000 lanes or 50 profiles'),
            '429': busy,
          },
        },
      },
      '/api/v1/jobs/{id}': {
        get: {
          summary: 'A mailed calculation you started: its state, progress and, once done, where its workbook is',
          description:
            'Ask again until `status` is done or failed (every few seconds is plenty). A job is answered only to the token that ' +
            "started it: another partner's job, or one started in the carrier's web app, is 404.",
          parameters: [jobId],
          responses: {
            '200': { description: 'The job', content: json(ref('Job')) },
            '401': error('No or unknown token'),
            '404': error('No such job of yours'),
          },
        },
      },
      '/api/v1/jobs/{id}/file': {
        get: {
          summary: 'The workbook of a finished calculation you started',
          parameters: [jobId],
          responses: {
            '200': workbook('The workbook (bulk_calculation.xlsx or tender_calculation.xlsx)'),
            '401': error('No or unknown token'),
            '404': error('No such job of yours'),
            '409': error('The job is not done yet, or it failed (GET /api/v1/jobs/{id} says why)'),
          },
        },
      },
    },
    'x-condition-types': CONDITION_TYPE_CODES,
  };
}
