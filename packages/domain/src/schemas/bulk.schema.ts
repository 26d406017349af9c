/**
 * Budget (mass) and tender calculations (docs/api.md "Budget and tender calculations"): the bodies of
 * POST /api/v1/mass_price and /api/v1/tender_price, and the calculation jobs the web app lists
 * (GET /fe/jobs) and a partner follows (GET /api/v1/jobs/{id}). Descriptions go into the partner API's OpenAPI document.
 */
import { z } from 'zod';
import { BULK_LIMITS } from '../constants/limits';
import { emailAddressField } from './auth.schema';
import { lineField, timestampField } from './fields';
import { addressFieldsSchema, addressSchema, priceRequestSchema, shipmentRowSchema } from './shipment.schema';
import { REASONS } from './reasons';

/** The fields both calls share with service_price: who, which service, when, and the flags. */
const sharedFields = priceRequestSchema.pick({
  customer: true,
  date: true,
  adr: true,
  frigo: true,
  tail_lift: true,
  private_person: true,
  sideloading: true,
  time_promise: true,
  prenotification: true,
  returnable_items: true,
}).shape;

/** `email`: the workbook is mailed there instead of answered (202 with the job id). */
const emailField = emailAddressField
  .nullish()
  .describe(
    'Mail the workbook to this address instead: the call answers 202 {job_id, job_url} at once, the work is done in the background and GET /api/v1/jobs/{job_id} follows it',
  );

/** One shipment of a mass calculation: a reference, its route and one row (service_price's row). */
export const massShipmentSchema = z.object({
  reference: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(lineField().max(200, REASONS.maxChars(200)))
    .nullish()
    .describe("Your reference, repeated in the workbook's Reference column"),
  collection: addressSchema.describe('Where the goods are collected'),
  delivery: addressSchema.describe('Where the goods are delivered'),
  ...shipmentRowSchema.shape,
});
export type MassShipmentBody = z.infer<typeof massShipmentSchema>;

/** A shipment as the body carries it: an object, read field by field later (a bad one is a row error). */
const shipmentObject = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  REASONS.object,
);

/**
 * POST /api/v1/mass_price as the server first reads it: everything but the shipments' fields. A
 * shipment whose fields are wrong does not fail the call: its row in the workbook carries the
 * reason (massShipmentSchema's), and the rest is priced.
 */
export const massPriceRequestSchema = z.object({
  ...sharedFields,
  service: priceRequestSchema.shape.service,
  shipments: z
    .array(shipmentObject)
    .min(1, REASONS.oneShipment)
    .max(BULK_LIMITS.massShipments, REASONS.maxShipments(BULK_LIMITS.massShipments))
    .describe(`The shipments, at most ${BULK_LIMITS.massShipments}; each is priced alone, as service_price would`),
  email: emailField,
});
export type MassPriceRequest = z.output<typeof massPriceRequestSchema>;

/** POST /api/v1/mass_price as documented: the request with every shipment's fields. */
export const massPriceSchema = massPriceRequestSchema.extend({
  shipments: z
    .array(massShipmentSchema)
    .min(1)
    .max(BULK_LIMITS.massShipments)
    .describe(`The shipments, at most ${BULK_LIMITS.massShipments}; a shipment with a wrong field is not priced and its row says why`),
});
export type MassPriceBody = z.input<typeof massPriceSchema>;

/**
 * One lane of a tender. Its postcodes are checked against their country's format lane by lane
 * when priced (readPostcode): a lane that fails carries the reason and the others are priced.
 */
export const tenderLaneSchema = z.object({
  collection: addressFieldsSchema.describe('Where the goods are collected'),
  delivery: addressFieldsSchema.describe('Where the goods are delivered'),
});
export type TenderLaneBody = z.infer<typeof tenderLaneSchema>;

/** POST /api/v1/tender_price: every shipment profile priced on every lane with one service. */
export const tenderPriceSchema = z.object({
  ...sharedFields,
  service: z
    .union([z.number().int().positive(), lineField().min(1)], { error: REASONS.required })
    .describe('The service (id or code) the tender is priced with'),
  zones: z
    .array(tenderLaneSchema)
    .min(1, REASONS.oneLane)
    .max(BULK_LIMITS.tenderLanes, REASONS.maxLanes(BULK_LIMITS.tenderLanes))
    .describe(`The lanes (collection, delivery), at most ${BULK_LIMITS.tenderLanes}`),
  shipments: z
    .array(shipmentRowSchema)
    .min(1, REASONS.oneProfile)
    .max(BULK_LIMITS.tenderProfiles, REASONS.maxProfiles(BULK_LIMITS.tenderProfiles))
    .describe(`The shipment profiles, at most ${BULK_LIMITS.tenderProfiles}; each is one row priced alone on every lane`),
  email: emailField,
});
export type TenderPriceBody = z.input<typeof tenderPriceSchema>;
export type TenderPriceRequest = z.output<typeof tenderPriceSchema>;

/** The 202 of a mailed calculation. */
export const jobCreatedAnswerSchema = z.object({
  job_id: z.string().describe('The calculation job: GET /api/v1/jobs/{job_id} follows it (also sent as the Location header)'),
  job_url: z.string().describe('Where to follow the job: the URL of GET /api/v1/jobs/{job_id}'),
});

export const JOB_KINDS = ['mass', 'tender'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** One calculation job of the carrier (GET /fe/jobs). Descriptions go into the partner API's OpenAPI document. */
export const jobAnswerSchema = z.object({
  id: z.string().describe('The job id (a UUID): the job_id of the 202'),
  kind: z.enum(JOB_KINDS).describe('mass: POST /api/v1/mass_price; tender: POST /api/v1/tender_price'),
  status: z
    .enum(JOB_STATUSES)
    .describe('queued: waiting for a worker; running; done: the workbook is ready (and mailed); failed: error says why'),
  progress: z.number().min(0).max(1).describe('The share of the work done, 0 to 1'),
  rows: z.number().int().describe('Shipments (mass) or lanes x profiles (tender)'),
  email: z.string().describe('Where the workbook is mailed'),
  file_name: z.string().nullable().describe("The workbook's file name once done, else null"),
  created_at: timestampField.describe('When the job was queued'),
  finished_at: timestampField.nullable().describe('When it was done or failed, else null'),
  error: z.string().nullable().describe('Why it failed, or why the mail could not be sent (the job stays done); null otherwise'),
});
export type JobAnswer = z.infer<typeof jobAnswerSchema>;

/** A job as a partner follows it (GET /api/v1/jobs/{id}): the web app's fields and where its workbook is. */
export const partnerJobAnswerSchema = jobAnswerSchema.extend({
  file_url: z.string().nullable().describe('Once done: the URL of GET /api/v1/jobs/{id}/file, the workbook; else null'),
});
export type PartnerJobAnswer = z.infer<typeof partnerJobAnswerSchema>;
