/** Partners (customers): who may request prices with their API token. */
import { z } from 'zod';
import { TOKEN_RESET_AREAS } from '../constants/permissions';
import { listAnswerSchema, partnerListQuerySchema } from '../schemas/list.schema';
import {
  partnerAnswerSchema,
  partnerDefaultsSchema,
  partnerListItemSchema,
  partnerOptionSchema,
  partnerSchema,
  partnerTokenAnswerSchema,
} from '../schemas/setup.schema';
import { createdAnswerSchema } from './mounts';
import { idParams, route } from './route';

const read = { area: 'partners', level: 'read' } as const;
const write = { area: 'partners', level: 'write' } as const;

export const PARTNER_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/customers',
    access: read,
    summary: 'A page of partners, searched (?customer= or ?name=) and sorted; without their tokens',
    query: partnerListQuerySchema,
    answer: listAnswerSchema(partnerListItemSchema),
  }),
  options: route({
    method: 'GET',
    path: '/fe/customers/form',
    access: { area: ['partners', 'pricelists'], level: 'read', orCalculator: true },
    summary: 'Every partner, for the pricelist form and the calculator',
    answer: z.array(partnerOptionSchema),
  }),
  defaults: route({
    method: 'GET',
    path: '/fe/customers/defaults',
    access: read,
    summary: "A new partner's fields",
    answer: partnerDefaultsSchema,
  }),
  get: route({
    method: 'GET',
    path: '/fe/customers/:id',
    access: read,
    summary: 'One partner with its API token',
    params: idParams,
    answer: partnerAnswerSchema,
  }),
  create: route({
    method: 'POST',
    path: '/fe/customers',
    access: write,
    summary: 'Creates a partner and its first token',
    body: partnerSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  update: route({
    method: 'PUT',
    path: '/fe/customers/:id',
    access: write,
    summary: 'Saves a partner; answers it as saved',
    params: idParams,
    body: partnerSchema,
    answer: partnerAnswerSchema,
  }),
  // The seeds gate the token reset on conditions write; it changes the partner, so partners write too.
  resetToken: route({
    method: 'PATCH',
    path: '/fe/customers/:id/token',
    access: { area: TOKEN_RESET_AREAS, level: 'write', every: true },
    summary: "Replaces the partner's API token",
    params: idParams,
    answer: partnerTokenAnswerSchema,
  }),
} as const;
