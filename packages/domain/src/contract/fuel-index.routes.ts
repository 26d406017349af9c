/** The carrier's fuel index (docs/api.md "Fuel index"): read and written with surcharges' permissions. */
import { fuelIndexAnswerSchema, fuelIndexFileAnswerSchema, fuelIndexSchema } from '../schemas/fuel-index.schema';
import { changeProposedSchema } from '../schemas/changes.schema';
import { route } from './route';

const read = { area: 'surcharges', level: 'read' } as const;
const write = { area: 'surcharges', level: 'write' } as const;

export const FUEL_INDEX_ROUTES = {
  get: route({
    method: 'GET',
    path: '/fe/fuel_index',
    access: read,
    summary: "The carrier's fuel index: diesel prices by month and the bands (version 0: none saved)",
    answer: fuelIndexAnswerSchema,
  }),
  set: route({
    method: 'PUT',
    path: '/fe/fuel_index',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Saves the fuel index as its next version (409 on a stale version); answers it as saved',
    body: fuelIndexSchema,
    answer: fuelIndexAnswerSchema,
  }),
  readFile: route({
    method: 'POST',
    path: '/fe/fuel_index/file',
    access: write,
    summary: 'Reads the months and prices of a CSV or xlsx (columns month, price) for the form; saves nothing',
    upload: true,
    answer: fuelIndexFileAnswerSchema,
  }),
} as const;
