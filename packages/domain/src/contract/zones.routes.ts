/** Zones: groups of postcode areas that pricelists price between. */
import { z } from 'zod';
import { listAnswerSchema, zoneListQuerySchema } from '../schemas/list.schema';
import {
  findZonesByAreasSchema,
  zoneAnswerSchema,
  zoneAreaAnswerSchema,
  zoneListItemSchema,
  zoneOptionSchema,
  zoneSchema,
  zoneWithAreasSchema,
} from '../schemas/setup.schema';
import { createdAnswerSchema } from './mounts';
import { changeProposedSchema } from '../schemas/changes.schema';
import { idParams, route } from './route';

const read = { area: 'zones', level: 'read' } as const;
const write = { area: 'zones', level: 'write' } as const;
// Pricelist and surcharge forms pick zones.
const readForPricing = { area: ['zones', 'pricelists', 'surcharges'], level: 'read' } as const;

export const ZONE_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/zones',
    access: read,
    summary: 'A page of zones, searched and filtered by country',
    query: zoneListQuerySchema,
    answer: listAnswerSchema(zoneListItemSchema),
  }),
  options: route({
    method: 'GET',
    path: '/fe/zones/form',
    access: readForPricing,
    summary: 'Every zone, for the pricelist and surcharge forms',
    answer: z.array(zoneOptionSchema),
  }),
  get: route({
    method: 'GET',
    path: '/fe/zones/:id',
    access: read,
    summary: 'One zone with its areas and the pricelists and surcharges using it',
    params: idParams,
    answer: zoneAnswerSchema,
  }),
  areas: route({
    method: 'GET',
    path: '/fe/zones/:id/areas',
    access: readForPricing,
    summary: "The zone's areas, in order",
    params: idParams,
    answer: z.array(zoneAreaAnswerSchema),
  }),
  create: route({
    method: 'POST',
    path: '/fe/zones',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Creates a zone',
    body: zoneSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  update: route({
    method: 'PUT',
    path: '/fe/zones/:id',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Saves a zone; answers it as saved',
    params: idParams,
    body: zoneSchema,
    answer: zoneAnswerSchema,
  }),
  delete: route({
    method: 'DELETE',
    path: '/fe/zones/:id',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Deletes a zone no price grid or surcharge uses; 409 names what uses it',
    params: idParams,
    answer: 'empty',
  }),
  // A POST that only reads: it keeps the compiled pricing data.
  findByAreas: route({
    method: 'POST',
    path: '/fe/zones/find_by_areas',
    access: readForPricing,
    summary: 'The zones holding all of the given areas',
    body: findZonesByAreasSchema,
    answer: z.array(zoneWithAreasSchema),
  }),
} as const;
