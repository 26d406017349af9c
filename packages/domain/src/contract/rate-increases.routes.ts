/** General rate increases: preview, apply as scheduled successors, list, cancel. */
import { changeProposedSchema } from '../schemas/changes.schema';
import { z } from 'zod';
import {
  rateIncreaseAppliedSchema,
  rateIncreaseJobSchema,
  rateIncreaseJobStatusSchema,
  rateIncreaseListItemSchema,
  rateIncreasePreviewSchema,
  rateIncreaseQuerySchema,
  rateIncreaseSchema,
} from '../schemas/rate-increase.schema';
import { idParams, route } from './route';

const read = { area: 'pricelists', level: 'read' } as const;
const write = { area: 'pricelists', level: 'write' } as const;

export const RATE_INCREASE_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/rate_increases',
    access: read,
    summary: 'The rate increases, scheduled first, newest first',
    answer: z.strictObject({ items: z.array(rateIncreaseListItemSchema), count: z.number().int() }),
  }),
  apply: route({
    method: 'POST',
    path: '/fe/rate_increases',
    access: write,
    summary:
      'Applies an increase: successors valid from the date, the current ones to the day before (?dry_run=true: the preview, saving nothing; many pricelists: 202 {job_id})',
    query: rateIncreaseQuerySchema,
    body: rateIncreaseSchema,
    accepted: changeProposedSchema,
    /** 201 the increase applied; 200 with ?dry_run=true the preview; 202 {job_id} when applied in the background. */
    answer: z.union([rateIncreaseAppliedSchema, rateIncreasePreviewSchema, rateIncreaseJobSchema]),
    status: 201,
  }),
  job: route({
    method: 'GET',
    path: '/fe/rate_increases/jobs/:job_id',
    access: write,
    summary: 'An increase being applied in the background: its progress and, once done, the increase',
    params: z.object({ job_id: z.guid() }),
    answer: rateIncreaseJobStatusSchema,
  }),
  cancel: route({
    method: 'DELETE',
    path: '/fe/rate_increases/:id',
    access: write,
    summary: "Cancels a scheduled increase: removes its successors, restores the predecessors' valid_to (after its date: 409)",
    params: idParams,
    answer: 'empty',
    status: 204,
  }),
} as const;
