import { CONDITION_TYPE_CODES, SHIPMENT_TYPES } from '@freight/domain';

const address = {
  type: 'object',
  required: ['country', 'postcode'],
  properties: { country: { type: 'string', example: 'EE', description: 'ISO 3166 alpha-2' }, postcode: { type: 'string', example: '10115' } },
};
const money = { type: 'number', description: 'At most 2 decimals', example: 90.0 };
const errorBody = {
  type: 'object',
  properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field path to the reason' } },
};

/** The partner API described for partners' developers (GET /api/v1/openapi.json, /api/docs). */
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
      schemas: {
        Address: address,
        ShipmentRow: {
          type: 'object',
          required: ['quantity', 'type', 'weight'],
          properties: {
            quantity: { type: 'integer', minimum: 1, description: 'Pieces' },
            type: { type: 'string', enum: SHIPMENT_TYPES },
            weight: { type: 'number', description: "The row's total real weight, kg" },
            length: { type: 'number', description: 'cm, one piece' },
            width: { type: 'number', description: 'cm, one piece' },
            height: { type: 'number', description: 'cm, one piece' },
            ldm: { type: ['number', 'null'], description: 'Row total; computed from the footprint when empty' },
            cbm: { type: ['number', 'null'], description: 'Row total; computed from the dimensions when empty' },
          },
        },
        PriceRequest: {
          type: 'object',
          required: ['collection', 'delivery', 'shipments'],
          properties: {
            service: { type: ['integer', 'string'], description: 'A service id or code; absent: every service' },
            date: { type: 'string', format: 'date', description: 'Wished collection date; default today' },
            collection: { $ref: '#/components/schemas/Address' },
            delivery: { $ref: '#/components/schemas/Address' },
            shipments: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/ShipmentRow' } },
            adr: { type: 'boolean' },
            frigo: { type: 'boolean' },
            tail_lift: { type: 'boolean' },
            private_person: { type: 'boolean' },
            sideloading: { type: 'boolean' },
            time_promise: { type: 'boolean' },
            prenotification: { type: 'boolean' },
            returnable_items: { type: 'boolean' },
            explain: { type: 'boolean', description: 'Add the trace of each price: weight basis, zone row, break, rule, surcharges' },
          },
        },
        PriceResult: {
          type: 'object',
          properties: {
            service: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, code: { type: 'string' } } },
            pricelist: { type: ['object', 'null'], properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } } },
            general: { type: 'boolean', description: 'Priced by the general pricelist' },
            charges: { type: 'array', items: { type: 'object', properties: { charge: { type: 'string', example: 'Freight' }, amount: money } } },
            total: { ...money, type: ['number', 'null'] },
            currency: { type: ['string', 'null'], example: 'EUR' },
            collection_date: { type: ['string', 'null'], format: 'date' },
            delivery_date: { type: ['string', 'null'], format: 'date' },
            errors: { type: 'string', description: 'Newline-separated; empty when priced' },
            quote_id: { type: ['string', 'null'], format: 'uuid' },
            trace: { type: 'object', description: 'With explain: true' },
          },
        },
        Error: errorBody,
      },
    },
    security: [{ partnerToken: [] }],
    paths: {
      '/api/v1/service_price': {
        post: {
          summary: 'Price a shipment with every service, or the one named',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/PriceRequest' } } } },
          responses: {
            '200': { description: 'One result per service considered', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/PriceResult' } } } } },
            '401': { description: 'No or unknown token', content: { 'application/json': { schema: errorBody } } },
            '422': { description: 'A field is wrong: errors names it', content: { 'application/json': { schema: errorBody } } },
          },
        },
      },
      '/api/v1/bookings': {
        post: {
          summary: 'Confirm a quote as booked',
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['quote_id'], properties: { quote_id: { type: 'string', format: 'uuid' } } } } } },
          responses: { '201': { description: 'Booked' }, '404': { description: 'No such quote of yours' }, '409': { description: 'Already booked' } },
        },
      },
    },
    'x-condition-types': CONDITION_TYPE_CODES,
  };
}
