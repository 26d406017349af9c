/** The PDF rate card of a pricelist, and the carrier's settings it carries (logo, terms). */
import { carrierSettingsAnswerSchema, carrierSettingsSchema, rateCardQuerySchema, rateCardSchema } from '../schemas/rate-card.schema';
import { idParams, route } from './route';

const read = { area: 'pricelists', level: 'read' } as const;
// The rate card's logo and terms are set by those who write pricelists or partners.
const settingsWrite = { area: ['pricelists', 'partners'], level: 'write' } as const;

export const RATE_CARD_ROUTES = {
  pdf: route({
    method: 'GET',
    path: '/fe/pricelists/:id/pdf',
    access: read,
    summary: 'The pricelist as a PDF rate card (A4 landscape) in the unit asked',
    params: idParams,
    query: rateCardQuerySchema,
    answer: 'file',
  }),
  rateCard: route({
    method: 'GET',
    path: '/fe/pricelists/:id/rate_card',
    access: read,
    summary: 'The pricelist as its partner reads it (what the PDF shows)',
    params: idParams,
    query: rateCardQuerySchema,
    answer: rateCardSchema,
  }),
} as const;

export const CARRIER_SETTINGS_ROUTES = {
  get: route({
    method: 'GET',
    path: '/fe/carrier_settings',
    access: 'session',
    summary: "The carrier's name, rate card terms and logo",
    answer: carrierSettingsAnswerSchema,
  }),
  set: route({
    method: 'PUT',
    path: '/fe/carrier_settings',
    access: settingsWrite,
    summary: "Saves the rate card's terms; answers the settings",
    body: carrierSettingsSchema,
    answer: carrierSettingsAnswerSchema,
  }),
  logo: route({
    method: 'GET',
    path: '/fe/carrier_settings/logo',
    access: 'session',
    summary: "The carrier's logo (404 when none)",
    answer: 'file',
  }),
  uploadLogo: route({
    method: 'PUT',
    path: '/fe/carrier_settings/logo',
    access: settingsWrite,
    summary: 'Replaces the logo (multipart `file`: PNG or JPEG, at most 512 KB); answers the settings',
    upload: true,
    answer: carrierSettingsAnswerSchema,
  }),
  removeLogo: route({
    method: 'DELETE',
    path: '/fe/carrier_settings/logo',
    access: settingsWrite,
    summary: 'Removes the logo',
    answer: 'empty',
    status: 204,
  }),
} as const;
