/**
 * The partner API described for partners' developers (GET /api/v1/openapi.json, /api/docs): the
 * operations are the descriptors marked `partnerApi` (packages/domain/src/contract), written by
 * http/openapi.ts from the schemas the server validates and answers with, so the document cannot
 * drift from the code. This file adds what a descriptor does not say: the names of the schemas,
 * the long descriptions, and the answers besides the success (errors, limits, the 202 of a job).
 *
 * The request bodies are `components.requestBodies`, their parts `components.schemas`: a field the
 * server fills in when it is left out keeps its `default` and is not `required`, and generators read
 * a default in a request body as optional, but in `components.schemas` as always present
 * (openapi-typescript's defaultNonNullable, on by default), which would make every flag required.
 */
import {
  addressSchema,
  ALL_ROUTES,
  apiErrorSchema,
  BULK_ROUTES,
  bookingAnswerSchema,
  bookingSchema,
  CONDITION_TYPE_CODES,
  jobCreatedAnswerSchema,
  massPriceSchema,
  massShipmentSchema,
  partnerJobAnswerSchema,
  PRICE_ROUTES,
  priceResultSchema,
  priceTraceSchema,
  QUOTE_ROUTES,
  quoteAnswerSchema,
  servicePriceSchema,
  shipmentRowSchema,
  tenderLaneSchema,
  tenderPriceSchema,
  type RouteDescriptor,
} from '@freight/domain';
import { BULK_BODY_LIMIT, DEFAULT_BODY_LIMIT } from '../../http/body-limits';
import { jsonContent as json, openApiDocument, type OpenApiSpec, type OperationExtras } from '../../http/openapi';

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

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

/**
 * The rate limit's headers (http/rate-limit.ts), in the form of draft-ietf-httpapi-ratelimit-headers-11,
 * on every answer to a partner's call (components.headers).
 */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description:
      'The partner\'s rate limit (IETF draft-ietf-httpapi-ratelimit-headers-11): `"partner";q=400;w=2` is at most q calls at once, ' +
      "refilled over w seconds (the server's API_RATE_LIMIT a second, bursts of twice that; a server of several processes " +
      "gives each its share, and states the share). Your token and your people's calls from the portal share it.",
    schema: { type: 'string', examples: ['"partner";q=400;w=2'] },
  },
  RateLimit: {
    description: 'What is left of the limit: `"partner";r=123;t=1` is r calls left now, the limit whole again in t seconds',
    schema: { type: 'string', examples: ['"partner";r=123;t=1'] },
  },
};
const limitHeaders = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};
const retryAfter = { description: 'Seconds to wait before sending the call again', schema: { type: 'integer', minimum: 1 } };

/** The 429 of every partner call past the partner's rate limit (http/rate-limit.ts). */
const rateLimited = {
  description: "Past the partner's rate limit (RateLimit-Policy): send the call again after Retry-After seconds",
  headers: { 'Retry-After': retryAfter, ...limitHeaders },
  content: json(ref('Error')),
};

/** The 429 of the heavy calls: past the rate limit, or no heavy-work slot (http/heavy-admission.ts, workers/heavy-work.ts). */
const busy = {
  description:
    "Past the partner's rate limit (RateLimit-Policy), or the carrier has as many budgets, tenders and workbooks running as it " +
    'may at once (the message says which): send the call again after Retry-After seconds',
  headers: { 'Retry-After': retryAfter, ...limitHeaders },
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

const unknownToken = error('No or unknown token');

/** The answers of a budget or a tender: the workbook, or 202 when it is mailed; `invalid` says what 422 means. */
const bulkResponses = (invalid: string) => ({
  '200': workbook('The workbook'),
  '202': queued,
  '401': unknownToken,
  '413': tooLarge(BULK_BODY_LIMIT),
  '422': error(invalid),
  '429': busy,
});

/** What each partner route says beyond its descriptor. */
const EXTRAS = new Map<RouteDescriptor, OperationExtras>([
  [
    PRICE_ROUTES.servicePrice,
    {
      success: 'One result per service considered',
      responses: { '401': unknownToken, '413': tooLarge(DEFAULT_BODY_LIMIT), '422': error('A field is wrong: errors names it') },
    },
  ],
  [
    PRICE_ROUTES.book,
    {
      success: 'Booked',
      responses: {
        '401': unknownToken,
        '404': error('No such quote of yours'),
        '409': error('Already booked'),
        '413': tooLarge(DEFAULT_BODY_LIMIT),
        '422': error('quote_id is not a quote id'),
      },
    },
  ],
  [
    QUOTE_ROUTES.partnerQuote,
    {
      description:
        'Answers the request as priced (defaults filled in), the versions it was priced on (pricelist, its surcharges, the ' +
        'exchange rates) and the result as answered. With `reprice=true` the stored request is priced again on those versions ' +
        'at the instant it was first priced: `repriced` is that result and `identical` says whether it equals the answer to ' +
        'the cent. Zones, areas, transits and conditions are read as they are today, so a change there shows as a difference.',
      success: 'The quote',
      responses: {
        '401': unknownToken,
        '404': error('No such quote of yours'),
        '409': error('reprice=true on a quote recorded before requests and versions were kept'),
        '422': error('reprice is not true or false'),
      },
    },
  ],
  [
    BULK_ROUTES.massPrice,
    {
      description:
        'Sheet Prices: one row per shipment and service considered (Reference, Collection, Delivery, Quantity, Type, Weight, LDM, CBM, ' +
        'Payable weight, Service, Pricelist, Freight, one column per surcharge met, Total, Currency, Collection date, Delivery date, ' +
        'Errors); sheet Summary: per service, shipments priced and not priced and the sum of totals per currency. Every price is ' +
        'the one service_price gives for that shipment alone; a shipment with a wrong field is not priced and its Errors say why. ' +
        'No quotes are recorded. With `email`, the answer is 202 at once, the workbook is mailed as an attachment, and ' +
        'GET /api/v1/jobs/{job_id} follows the job and downloads the workbook.',
      responses: bulkResponses('The body is malformed (errors names the field), or more than 100,000 shipments'),
    },
  ],
  [
    BULK_ROUTES.tenderPrice,
    {
      description:
        'Sheet Tender: a row per lane, a column per profile (`2 x EUR pallet, 800 kg`), each cell the total for that profile on ' +
        'that lane, empty where it cannot be priced; sheet Errors: lane, profile and reason for every empty cell; sheet Input: the ' +
        'lanes and profiles as sent. No quotes are recorded. With `email`, the answer is 202 at once, the workbook is mailed, and ' +
        'GET /api/v1/jobs/{job_id} follows the job and downloads the workbook.',
      responses: bulkResponses('A field is wrong (errors names it), an unknown service, or more than 1,000 lanes or 50 profiles'),
    },
  ],
  [
    BULK_ROUTES.partnerJob,
    {
      description:
        'Ask again until `status` is done or failed (every few seconds is plenty). A job is answered only to the token that ' +
        "started it: another partner's job, or one started in the carrier's web app, is 404.",
      success: 'The job',
      responses: { '401': unknownToken, '404': error('No such job of yours') },
    },
  ],
  [
    BULK_ROUTES.partnerJobFile,
    {
      responses: {
        '200': workbook('The workbook (bulk_calculation.xlsx or tender_calculation.xlsx)'),
        '401': unknownToken,
        '404': error('No such job of yours'),
        '409': error('The job is not done yet, or it failed (GET /api/v1/jobs/{id} says why)'),
      },
    },
  ],
]);

const PARTNER_API: Omit<OpenApiSpec, 'serverUrl'> = {
  info: {
    title: 'Freight price API',
    version: '1.0.0',
    description:
      'Ask a carrier for prices. Authenticate with the partner token the carrier gives you: `Authorization: Bearer <token>`. ' +
      'Every priced result is a quote; confirm the one you use with POST /api/v1/bookings. Calls are limited per partner ' +
      '(RateLimit-Policy and RateLimit on every answer but a 401): past the limit a call is answered 429 with Retry-After.',
  },
  routes: ALL_ROUTES.filter((route) => route.partnerApi),
  securitySchemes: { partnerToken: { type: 'http', scheme: 'bearer', description: 'The partner API token' } },
  security: 'partnerToken',
  requests: {
    bodies: {
      PriceRequest: servicePriceSchema,
      BookingRequest: bookingSchema,
      MassPriceRequest: massPriceSchema,
      TenderPriceRequest: tenderPriceSchema,
    },
    parts: { Address: addressSchema, ShipmentRow: shipmentRowSchema, MassShipment: massShipmentSchema, TenderLane: tenderLaneSchema },
  },
  answers: {
    PriceResult: priceResultSchema,
    PriceTrace: priceTraceSchema,
    Booking: bookingAnswerSchema,
    Quote: quoteAnswerSchema,
    JobCreated: jobCreatedAnswerSchema,
    Job: partnerJobAnswerSchema,
    Error: apiErrorSchema,
  },
  headers: RATE_LIMIT_HEADERS,
  extras: (route) => rateLimited429(EXTRAS.get(route)),
  extensions: { 'x-condition-types': CONDITION_TYPE_CODES },
};

/**
 * Every partner call is rate limited: its answers carry the limit's headers (all but the 401, given
 * before the partner is known), and a 429 with Retry-After is one of them (the heavy calls' 429 says both causes).
 */
function rateLimited429(extras: OperationExtras = {}): OperationExtras {
  const responses = Object.fromEntries(
    Object.entries(extras.responses ?? {}).map(([status, answer]) => [
      status,
      status === '401' ? answer : { ...answer, headers: { ...(answer.headers as object | undefined), ...limitHeaders } },
    ]),
  );
  return { ...extras, successHeaders: limitHeaders, responses: { ...responses, '429': responses['429'] ? busy : rateLimited } };
}

let built: { serverUrl: string; document: ReturnType<typeof openApiDocument> } | null = null;

/** The OpenAPI 3.1 document of the partner API, served from `serverUrl`; built once (the routes do not change while the process runs). */
export function partnerOpenApiDocument(serverUrl: string) {
  if (built?.serverUrl !== serverUrl) built = { serverUrl, document: openApiDocument({ ...PARTNER_API, serverUrl }) };
  return built.document;
}
