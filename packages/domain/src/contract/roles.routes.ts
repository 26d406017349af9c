/** Roles of the carrier: a level per area and the calculator flag. */
import { z } from 'zod';
import { roleAnswerSchema, roleOptionSchema, roleSchema } from '../schemas/auth.schema';
import { listAnswerSchema, pageQuerySchema } from '../schemas/list.schema';
import { createdAnswerSchema } from './mounts';
import { idParams, route } from './route';

const rolesRead = { area: 'roles', level: 'read' } as const;
const rolesWrite = { area: 'roles', level: 'write' } as const;

export const ROLE_ROUTES = {
  options: route({
    method: 'GET',
    path: '/fe/roles/form',
    // The user form needs the role names too, so users:read is enough for the options.
    access: { area: ['roles', 'users'], level: 'read' },
    summary: "The carrier's roles, for the user form",
    answer: z.array(roleOptionSchema),
  }),
  list: route({
    method: 'GET',
    path: '/fe/roles',
    access: rolesRead,
    summary: "A page of the carrier's roles",
    query: pageQuerySchema,
    answer: listAnswerSchema(roleAnswerSchema),
  }),
  get: route({ method: 'GET', path: '/fe/roles/:id', access: rolesRead, summary: 'One role', params: idParams, answer: roleAnswerSchema }),
  create: route({
    method: 'POST',
    path: '/fe/roles',
    access: rolesWrite,
    summary: 'Creates a role',
    body: roleSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  update: route({
    method: 'PUT',
    path: '/fe/roles/:id',
    access: rolesWrite,
    summary: 'Saves a role; answers it as saved',
    params: idParams,
    body: roleSchema,
    answer: roleAnswerSchema,
  }),
  delete: route({
    method: 'DELETE',
    path: '/fe/roles/:id',
    access: rolesWrite,
    summary: 'Deletes a role no user holds',
    params: idParams,
    answer: 'empty',
  }),
} as const;
