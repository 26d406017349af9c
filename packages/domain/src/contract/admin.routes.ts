/** Platform administration: carriers and their users, registrations, quick search. */
import { z } from 'zod';
import {
  carrierAnswerSchema,
  carrierListItemSchema,
  carrierSchema,
  carrierUserSchema,
  carrierViewSchema,
  quickSearchAnswerSchema,
  quickSearchPricelistsAnswerSchema,
  registrationAcceptAnswerSchema,
  registrationAnswerSchema,
} from '../schemas/admin.schema';
import { roleOptionSchema } from '../schemas/auth.schema';
import { conditionAnswerSchema } from '../schemas/condition.schema';
import { carrierListQuerySchema, listAnswerSchema, pageQuerySchema, quickSearchQuerySchema } from '../schemas/list.schema';
import { zoneOptionSchema } from '../schemas/setup.schema';
import { transitOptionSchema } from '../schemas/transit.schema';
import { createdAnswerSchema } from './mounts';
import { idParams, pathId, route } from './route';

export const ADMIN_ROUTES = {
  carriers: route({
    method: 'GET',
    path: '/fe/admin/carriers',
    access: 'admin',
    summary: 'A page of carriers, searched by name (?carrier=)',
    query: carrierListQuerySchema,
    answer: listAnswerSchema(carrierListItemSchema),
  }),
  carrier: route({
    method: 'GET',
    path: '/fe/admin/carriers/:id',
    access: 'admin',
    summary: 'One carrier with the first page of its users',
    params: idParams,
    answer: carrierViewSchema,
  }),
  createCarrier: route({
    method: 'POST',
    path: '/fe/admin/carriers',
    access: 'admin',
    summary: 'Creates a carrier with its Owner role',
    body: carrierSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  updateCarrier: route({
    method: 'PUT',
    path: '/fe/admin/carriers/:id',
    access: 'admin',
    summary: 'Saves a carrier; answers it as saved',
    params: idParams,
    body: carrierSchema,
    answer: carrierAnswerSchema,
  }),
  carrierRoles: route({
    method: 'GET',
    path: '/fe/admin/carriers/:id/roles',
    access: 'admin',
    summary: "The carrier's roles, for its user form",
    params: idParams,
    answer: z.array(roleOptionSchema),
  }),
  // The option lists a carrier's forms need, for an admin working under that carrier.
  carrierConditions: route({
    method: 'GET',
    path: '/fe/admin/carriers/:id/conditions/form',
    access: 'admin',
    summary: "The carrier's conditions, for its forms",
    params: idParams,
    answer: z.array(conditionAnswerSchema),
  }),
  carrierZones: route({
    method: 'GET',
    path: '/fe/admin/carriers/:id/zones/form',
    access: 'admin',
    summary: "The carrier's zones, for its forms",
    params: idParams,
    answer: z.array(zoneOptionSchema),
  }),
  carrierTransits: route({
    method: 'GET',
    path: '/fe/admin/carriers/:id/transits/form',
    access: 'admin',
    summary: "The carrier's transits, for its forms",
    params: idParams,
    answer: z.array(transitOptionSchema),
  }),
  addCarrierUser: route({
    method: 'POST',
    path: '/fe/admin/carriers/:id/user',
    access: 'admin',
    summary: 'Adds a user to a carrier (with a password, ready at once; else mailed a link)',
    params: idParams,
    body: carrierUserSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  deleteCarrierUser: route({
    method: 'DELETE',
    path: '/fe/admin/carriers/:id/users/:userId',
    access: 'admin',
    summary: "Deletes a carrier's user",
    params: z.object({ id: pathId, userId: pathId }),
    answer: 'empty',
  }),
  sendVerification: route({
    method: 'POST',
    path: '/fe/admin/users/:id',
    access: 'admin',
    summary: 'Mails a user the verification link again',
    params: idParams,
    answer: 'empty',
  }),
  registrations: route({
    method: 'GET',
    path: '/fe/admin/registrations',
    access: 'admin',
    summary: 'A page of sign-ups, the pending first',
    query: pageQuerySchema,
    answer: listAnswerSchema(registrationAnswerSchema),
  }),
  registration: route({
    method: 'GET',
    path: '/fe/admin/registrations/:id',
    access: 'admin',
    summary: 'One sign-up',
    params: idParams,
    answer: registrationAnswerSchema,
  }),
  acceptRegistration: route({
    method: 'POST',
    path: '/fe/admin/registrations/:id/accept',
    access: 'admin',
    summary: 'Accepts a sign-up: a carrier and its owner are made, the owner mailed',
    params: idParams,
    answer: registrationAcceptAnswerSchema,
  }),
  rejectRegistration: route({
    method: 'POST',
    path: '/fe/admin/registrations/:id/reject',
    access: 'admin',
    summary: 'Rejects a pending sign-up',
    params: idParams,
    answer: 'empty',
  }),
  quickSearch: route({
    method: 'GET',
    path: '/fe/admin/quick_search',
    access: 'admin',
    summary: 'Carriers by name and users of any carrier by name or e-mail',
    query: quickSearchQuerySchema,
    answer: quickSearchAnswerSchema,
  }),
  quickSearchPricelists: route({
    method: 'GET',
    path: '/fe/admin/quick_search/pricelists',
    access: 'admin',
    summary: 'Pricelists of any carrier by id, name or comment',
    query: quickSearchQuerySchema,
    answer: quickSearchPricelistsAnswerSchema,
  }),
} as const;
