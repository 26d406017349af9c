/** Postcode areas: list, record calls, mass upload (with zones), options for pickers. */
import { z } from 'zod';
import { areaListQuerySchema, listAnswerSchema } from '../schemas/list.schema';
import {
  areaAnswerSchema,
  areaCountrySchema,
  areaOptionSchema,
  areaSchema,
  areaSearchQuerySchema,
  findAreasByNamesSchema,
  massAreasAnswerSchema,
  massAreasSchema,
  massZoneAreasAnswerSchema,
  massZoneAreasSchema,
} from '../schemas/setup.schema';
import { createdAnswerSchema } from './mounts';
import { changeProposedSchema } from '../schemas/changes.schema';
import { idParams, route } from './route';

const read = { area: 'areas', level: 'read' } as const;
const write = { area: 'areas', level: 'write' } as const;
// The zone form picks areas, so zones:read also reads the area options.
const readForZones = { area: ['areas', 'zones'], level: 'read' } as const;

export const AREA_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/areas',
    access: read,
    summary: 'A page of areas, searched, filtered by country and sorted',
    query: areaListQuerySchema,
    answer: listAnswerSchema(areaAnswerSchema),
  }),
  options: route({
    method: 'GET',
    path: '/fe/areas/form',
    access: readForZones,
    summary: 'The areas matching a search, at most 50 (the zone form searches as the clerk types)',
    query: areaSearchQuerySchema,
    answer: z.array(areaOptionSchema),
  }),
  // A POST that only reads: a pasted list of names is too long for a query string.
  findByNames: route({
    method: 'POST',
    path: '/fe/areas/find_by_names',
    access: readForZones,
    summary: 'The areas named exactly by a pasted list of names',
    body: findAreasByNamesSchema,
    answer: z.array(areaOptionSchema),
  }),
  countries: route({
    method: 'GET',
    path: '/fe/areas/countries',
    access: readForZones,
    summary: 'The countries the carrier has areas in',
    answer: z.array(areaCountrySchema),
  }),
  get: route({
    method: 'GET',
    path: '/fe/areas/:id',
    access: readForZones,
    summary: 'One area',
    params: idParams,
    answer: areaAnswerSchema,
  }),
  create: route({
    method: 'POST',
    path: '/fe/areas',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Creates an area',
    body: areaSchema,
    answer: createdAnswerSchema,
    status: 201,
  }),
  update: route({
    method: 'PUT',
    path: '/fe/areas/:id',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Saves an area; answers it as saved',
    params: idParams,
    body: areaSchema,
    answer: areaAnswerSchema,
  }),
  delete: route({
    method: 'DELETE',
    path: '/fe/areas/:id',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Deletes an area in no zone',
    params: idParams,
    answer: 'empty',
  }),
  mass: route({
    method: 'POST',
    path: '/fe/areas/mass',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Creates many areas in one transaction',
    body: massAreasSchema,
    answer: massAreasAnswerSchema,
    status: 201,
  }),
  // It writes zones too, so it needs zones:write beside areas:write.
  massZone: route({
    method: 'POST',
    path: '/fe/areas/mass_zone',
    access: { area: ['areas', 'zones'], level: 'write', every: true },
    accepted: changeProposedSchema,
    summary: 'Creates many areas and puts each into the zone its row names, in one transaction',
    body: massZoneAreasSchema,
    answer: massZoneAreasAnswerSchema,
    status: 201,
  }),
} as const;
