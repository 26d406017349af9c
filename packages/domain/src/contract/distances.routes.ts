/** The carrier's distance table (docs/api.md "Distances"): read and written with zones' permissions. */
import {
  distanceDownloadQuerySchema,
  distanceFileAnswerSchema,
  distanceRestoreSchema,
  distanceTableAnswerSchema,
  distanceTableSchema,
} from '../schemas/distances.schema';
import { changeProposedSchema } from '../schemas/changes.schema';
import { route } from './route';

const read = { area: 'zones', level: 'read' } as const;
const write = { area: 'zones', level: 'write' } as const;

export const DISTANCE_ROUTES = {
  get: route({
    method: 'GET',
    path: '/fe/distances',
    access: read,
    summary: "The carrier's distance table: road km per zone pair, its version and who saved it (version 0: none saved)",
    answer: distanceTableAnswerSchema,
  }),
  set: route({
    method: 'PUT',
    path: '/fe/distances',
    access: write,
    accepted: changeProposedSchema,
    summary: 'Saves the whole distance table as its next version (409 on a stale version); answers it as saved',
    body: distanceTableSchema,
    answer: distanceTableAnswerSchema,
  }),
  readFile: route({
    method: 'POST',
    path: '/fe/distances/file',
    access: write,
    summary: 'Reads the lanes of a CSV or xlsx (columns from zone, to zone, km; zones by name) for the table; saves nothing',
    upload: true,
    answer: distanceFileAnswerSchema,
  }),
  download: route({
    method: 'GET',
    path: '/fe/distances/file',
    access: read,
    summary: 'The distance table as an Excel workbook or a CSV file (columns from zone, to zone, km)',
    query: distanceDownloadQuerySchema,
    answer: 'file',
  }),
  restore: route({
    method: 'POST',
    path: '/fe/distances/restore',
    access: write,
    accepted: changeProposedSchema,
    summary: "Saves an older version's lanes as the next version (404 when not kept, 409 on a stale version); answers the table as saved",
    body: distanceRestoreSchema,
    answer: distanceTableAnswerSchema,
  }),
} as const;
