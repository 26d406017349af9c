/** Services: what a carrier sells (e.g. groupage, express), each with its limits (blocks). */
import { z } from 'zod';
import { listAnswerSchema, serviceListQuerySchema } from '../schemas/list.schema';
import { serviceAnswerSchema, serviceListItemSchema, serviceOptionSchema, serviceSchema } from '../schemas/setup.schema';
import { createdAnswerSchema } from './mounts';
import { idParams, route } from './route';

const read = { area: 'services', level: 'read' } as const;
const write = { area: 'services', level: 'write' } as const;

export const SERVICE_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/services',
    access: read,
    summary: 'A page of services, searched by name or code and sorted',
    query: serviceListQuerySchema,
    answer: listAnswerSchema(serviceListItemSchema),
  }),
  options: route({
    method: 'GET',
    path: '/fe/services/form',
    access: { area: ['services', 'pricelists', 'surcharges'], level: 'read', orCalculator: true },
    summary: 'Every service, for the pricelist form and the calculator',
    answer: z.array(serviceOptionSchema),
  }),
  get: route({
    method: 'GET',
    path: '/fe/services/:id',
    access: read,
    summary: 'One service with its blocks',
    params: idParams,
    answer: serviceAnswerSchema,
  }),
  create: route({
    method: 'POST',
    path: '/fe/services',
    access: write,
    summary: 'Creates a service',
    body: serviceSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  update: route({
    method: 'PUT',
    path: '/fe/services/:id',
    access: write,
    summary: 'Saves a service and its blocks; answers it as saved',
    params: idParams,
    body: serviceSchema,
    answer: serviceAnswerSchema,
  }),
  delete: route({
    method: 'DELETE',
    path: '/fe/services/:id',
    access: write,
    summary: 'Deletes a service no pricelist or quote names; 409 names what uses it',
    params: idParams,
    answer: 'empty',
  }),
} as const;
