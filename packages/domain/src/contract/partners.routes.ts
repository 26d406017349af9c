/** Partners (customers): who may request prices with their API token, their people and their notifications. */
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
import {
  deliveryListQuerySchema,
  invitationSchema,
  notificationRecipientsAnswerSchema,
  notificationRecipientsSchema,
  partnerUserSchema,
  revokedPartnerUserSchema,
  webhookAnswerSchema,
  webhookCreatedSchema,
  webhookDeliverySchema,
  webhookSchema,
} from '../schemas/partner-people.schema';
import { createdAnswerSchema } from './mounts';
import { idParams, pathId, route } from './route';

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
  // The token reset is gated on conditions write (docs/product/domain.md §6); it changes the partner, so partners write too.
  resetToken: route({
    method: 'PATCH',
    path: '/fe/customers/:id/token',
    access: { area: TOKEN_RESET_AREAS, level: 'write', every: true },
    summary: "Replaces the partner's API token",
    params: idParams,
    answer: partnerTokenAnswerSchema,
  }),
  archive: route({
    method: 'POST',
    path: '/fe/customers/:id/archive',
    access: write,
    summary: 'Archives a partner: its API token and portal users stop working and it leaves the lists; its quotes are kept',
    params: idParams,
    answer: 'empty',
  }),
  restore: route({
    method: 'POST',
    path: '/fe/customers/:id/restore',
    access: write,
    summary: 'Brings an archived partner back: its token and portal users work again',
    params: idParams,
    answer: 'empty',
  }),
} as const;

/** `:id` of the partner and `:userId` of one of its people (or `:webhookId`, `:deliveryId`). */
const partnerUserParams = idParams.extend({ userId: pathId });
const partnerWebhookParams = idParams.extend({ webhookId: pathId });
const partnerDeliveryParams = idParams.extend({ deliveryId: pathId });

/** The partner's people: invited by e-mail, they sign in to the portal (access 'partner_user'). */
export const PARTNER_PEOPLE_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/customers/:id/users',
    access: read,
    summary: "The partner's users: who was invited, when, and when each last signed in",
    params: idParams,
    answer: z.array(partnerUserSchema),
  }),
  revoked: route({
    method: 'GET',
    path: '/fe/customers/:id/users/revoked',
    access: read,
    summary: "The partner's users whose access was revoked: who, when and by whom, newest first",
    params: idParams,
    answer: z.array(revokedPartnerUserSchema),
  }),
  invite: route({
    method: 'POST',
    path: '/fe/customers/:id/invitations',
    access: write,
    summary: 'Mails a person of the partner a sign-up link to the portal (again, when already invited and not signed up)',
    params: idParams,
    body: invitationSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  revoke: route({
    method: 'DELETE',
    path: '/fe/customers/:id/users/:userId',
    access: write,
    summary: 'Removes a partner user: their sessions end and their link stops working',
    params: partnerUserParams,
    answer: 'empty',
    status: 204,
  }),
} as const;

/** What the partner is told of changes: webhooks, e-mail recipients, and the delivery log. */
export const PARTNER_NOTIFICATION_ROUTES = {
  webhooks: route({
    method: 'GET',
    path: '/fe/customers/:id/webhooks',
    access: read,
    summary: "The partner's webhook endpoints (without their secrets)",
    params: idParams,
    answer: z.array(webhookAnswerSchema),
  }),
  addWebhook: route({
    method: 'POST',
    path: '/fe/customers/:id/webhooks',
    access: write,
    summary: 'Adds a webhook endpoint; answers its secret this once',
    params: idParams,
    body: webhookSchema,
    answer: webhookCreatedSchema,
    status: 201,
  }),
  removeWebhook: route({
    method: 'DELETE',
    path: '/fe/customers/:id/webhooks/:webhookId',
    access: write,
    summary: 'Removes a webhook endpoint (its pending deliveries stop)',
    params: partnerWebhookParams,
    answer: 'empty',
    status: 204,
  }),
  recipients: route({
    method: 'GET',
    path: '/fe/customers/:id/notifications',
    access: read,
    summary: "Who of the partner is mailed which events (with the pricelist's xlsx and PDF)",
    params: idParams,
    answer: notificationRecipientsAnswerSchema,
  }),
  setRecipients: route({
    method: 'PUT',
    path: '/fe/customers/:id/notifications',
    access: write,
    summary: 'Sets the e-mail recipients and their events; answers them as saved',
    params: idParams,
    body: notificationRecipientsSchema,
    answer: notificationRecipientsAnswerSchema,
  }),
  deliveries: route({
    method: 'GET',
    path: '/fe/customers/:id/webhook_deliveries',
    access: read,
    summary: 'A page of deliveries to the partner, newest first, each with its attempts',
    params: idParams,
    query: deliveryListQuerySchema,
    answer: listAnswerSchema(webhookDeliverySchema),
  }),
  resend: route({
    method: 'POST',
    path: '/fe/customers/:id/webhook_deliveries/:deliveryId/resend',
    access: write,
    summary: 'Sends a delivery again now (the same event id); answers it',
    params: partnerDeliveryParams,
    answer: webhookDeliverySchema,
    status: 202,
  }),
} as const;
