/** Transit times: days on the road, cutoff, departure days and weekend delivery. */
import { z } from 'zod';
import { listAnswerSchema, transitListQuerySchema } from '../schemas/list.schema';
import { transitAnswerSchema, transitOptionSchema, transitSchema, transitUpdateSchema } from '../schemas/transit.schema';
import { createdAnswerSchema } from './mounts';
import { changeProposedSchema } from '../schemas/changes.schema';
import { idParams, route } from './route';

const read = { area: 'transits', level: 'read' } as const;
const write = { area: 'transits', level: 'write' } as const;

export const TRANSIT_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/transits',
    access: read,
    summary: 'A page of transits',
    query: transitListQuerySchema,
    answer: listAnswerSchema(transitAnswerSchema),
  }),
  options: route({
    method: 'GET',
    path: '/fe/transits/form',
    access: { area: ['transits', 'pricelists', 'surcharges'], level: 'read' },
    summary: 'Every transit, for the pricelist and surcharge forms',
    answer: z.array(transitOptionSchema),
  }),
  get: route({
    method: 'GET',
    path: '/fe/transits/:id',
    access: read,
    summary: 'One transit',
    params: idParams,
    answer: transitAnswerSchema,
  }),
  create: route({
    method: 'POST',
    path: '/fe/transits',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Creates a transit',
    body: transitSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  update: route({
    method: 'PUT',
    path: '/fe/transits/:id',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Saves a transit; answers it as saved',
    params: idParams,
    body: transitUpdateSchema,
    answer: transitAnswerSchema,
  }),
  delete: route({
    method: 'DELETE',
    path: '/fe/transits/:id',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Deletes a transit time no price grid uses; 409 names what uses it',
    params: idParams,
    answer: 'empty',
  }),
} as const;
