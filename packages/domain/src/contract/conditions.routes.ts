/** Conditions (blocks, limits): a type and presence or numeric bounds. */
import { z } from 'zod';
import { conditionAnswerSchema, conditionSchema } from '../schemas/condition.schema';
import { conditionListQuerySchema, listAnswerSchema } from '../schemas/list.schema';
import { createdAnswerSchema } from './mounts';
import { changeProposedSchema } from '../schemas/changes.schema';
import { idParams, route } from './route';

const read = { area: 'conditions', level: 'read' } as const;
const write = { area: 'conditions', level: 'write' } as const;

export const CONDITION_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/conditions',
    access: read,
    summary: 'A page of conditions',
    query: conditionListQuerySchema,
    answer: listAnswerSchema(conditionAnswerSchema),
  }),
  options: route({
    method: 'GET',
    path: '/fe/conditions/form',
    // Services, pricelists and surcharges pick conditions as blocks.
    access: { area: ['conditions', 'services', 'pricelists', 'surcharges'], level: 'read' },
    summary: 'Every condition, for the forms that pick blocks',
    answer: z.array(conditionAnswerSchema),
  }),
  get: route({
    method: 'GET',
    path: '/fe/conditions/:id',
    access: read,
    summary: 'One condition',
    params: idParams,
    answer: conditionAnswerSchema,
  }),
  create: route({
    method: 'POST',
    path: '/fe/conditions',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Creates a condition',
    body: conditionSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  update: route({
    method: 'PUT',
    path: '/fe/conditions/:id',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Saves a condition; answers it as saved',
    params: idParams,
    body: conditionSchema,
    answer: conditionAnswerSchema,
  }),
  delete: route({
    method: 'DELETE',
    path: '/fe/conditions/:id',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Deletes a condition no service, pricelist or surcharge uses; 409 names what uses it',
    params: idParams,
    answer: 'empty',
  }),
} as const;
