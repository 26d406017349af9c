/** The carrier's users: the generic record calls of docs/fe-calls.md. */
import { userAnswerSchema, userSchema } from '../schemas/auth.schema';
import { listAnswerSchema, userListQuerySchema } from '../schemas/list.schema';
import { createdAnswerSchema } from './mounts';
import { idParams, route } from './route';

const usersRead = { area: 'users', level: 'read' } as const;
const usersWrite = { area: 'users', level: 'write' } as const;

export const USER_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/users',
    access: usersRead,
    summary: "A page of the carrier's users, searched by name or e-mail",
    query: userListQuerySchema,
    answer: listAnswerSchema(userAnswerSchema),
  }),
  get: route({ method: 'GET', path: '/fe/users/:id', access: usersRead, summary: 'One user', params: idParams, answer: userAnswerSchema }),
  create: route({
    method: 'POST',
    path: '/fe/users',
    access: usersWrite,
    summary: 'Creates a user and mails the verification link',
    body: userSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  update: route({
    method: 'PUT',
    path: '/fe/users/:id',
    access: usersWrite,
    summary: 'Saves a user (the e-mail is fixed); answers it as saved',
    params: idParams,
    body: userSchema.omit({ email: true }),
    answer: userAnswerSchema,
  }),
  delete: route({
    method: 'DELETE',
    path: '/fe/users/:id',
    access: usersWrite,
    summary: 'Deletes a user',
    params: idParams,
    answer: 'empty',
  }),
} as const;
