/** The mass and tender price calls (partner token or the signed-in calculator), their jobs and templates. */
import { z } from 'zod';
import { jobAnswerSchema, massPriceSchema, partnerJobAnswerSchema, tenderPriceSchema } from '../schemas/bulk.schema';
import { listAnswerSchema, listQuerySchema } from '../schemas/list.schema';
import { languageQuerySchema } from '../schemas/language-query.schema';
import { route } from './route';

/** `:id` of a calculation job: its job_id (a UUID); anything else names no job (404). */
export const jobIdParams = z.object({ id: z.guid().describe('The job_id of the 202 of a mailed mass_price or tender_price call') });

export const jobListQuerySchema = listQuerySchema(['created_at'] as const);

export const BULK_ROUTES = {
  massPrice: route({
    method: 'POST',
    path: '/api/v1/mass_price',
    access: 'partner',
    summary: 'Price a year of shipments at once: an Excel workbook (bulk_calculation.xlsx)',
    // Parsed by a worker thread, not on the request loop (the server's bulk routes).
    body: massPriceSchema,
    // The workbook; with `email`, 202 and the job instead.
    answer: 'file',
    partnerApi: true,
  }),
  tenderPrice: route({
    method: 'POST',
    path: '/api/v1/tender_price',
    access: 'partner',
    summary: 'Price every shipment profile on every lane of a tender: an Excel workbook (tender_calculation.xlsx)',
    body: tenderPriceSchema,
    // The workbook; with `email`, 202 and the job instead.
    answer: 'file',
    partnerApi: true,
  }),
  partnerJob: route({
    method: 'GET',
    path: '/api/v1/jobs/:id',
    access: 'partner',
    summary: 'A mailed calculation you started: its state, progress and, once done, where its workbook is',
    params: jobIdParams,
    answer: partnerJobAnswerSchema,
    partnerApi: true,
  }),
  partnerJobFile: route({
    method: 'GET',
    path: '/api/v1/jobs/:id/file',
    access: 'partner',
    summary: 'The workbook of a finished calculation you started',
    params: jobIdParams,
    answer: 'file',
    partnerApi: true,
  }),
  jobs: route({
    method: 'GET',
    path: '/fe/jobs',
    access: 'calculator',
    summary: "A page of the carrier's calculation jobs, newest first",
    query: jobListQuerySchema,
    answer: listAnswerSchema(jobAnswerSchema),
  }),
  jobFile: route({
    method: 'GET',
    path: '/fe/jobs/:id/file',
    access: 'calculator',
    summary: "The workbook of a finished job of the carrier's",
    params: jobIdParams,
    answer: 'file',
  }),
  budgetTemplate: route({
    method: 'GET',
    path: '/fe/tool/templates/budget.xlsx',
    // Whoever may price a budget gets its template: the calculator, a partner's token, a partner user.
    access: 'partner',
    summary: 'The budget workbook to fill in (the same for every carrier), in the reader’s language or ?lang=',
    query: languageQuerySchema,
    answer: 'file',
  }),
  tenderTemplate: route({
    method: 'GET',
    path: '/fe/tool/templates/tender.xlsx',
    // Whoever may price a tender gets its template: the calculator, a partner's token, a partner user.
    access: 'partner',
    summary: 'The tender workbook to fill in (the same for every carrier), in the reader’s language or ?lang=',
    query: languageQuerySchema,
    answer: 'file',
  }),
};
