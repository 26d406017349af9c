/** Pricelists: the grid of prices per service and partner, its archive, backtest, files and versions. */
import { z } from 'zod';
import { changeLogEntrySchema } from '../schemas/change-log.schema';
import { healthReportSchema } from '../schemas/health.schema';
import { listAnswerSchema, pageQuerySchema, pricelistFiltersSchema, pricelistOptionsQuerySchema } from '../schemas/list.schema';
import { archivedPricelistListSchema, unarchiveAnswerSchema, unarchivePricelistSchema } from '../schemas/pricelist-archive.schema';
import {
  excelExportQuerySchema,
  excelImportAnswerSchema,
  excelImportQuerySchema,
  importZonesAnswerSchema,
  importZonesSchema,
  pricelistImportAnswerSchema,
  pricelistImportSchema,
  zoneMatchAnswerSchema,
} from '../schemas/pricelist-files.schema';
import {
  pricelistAnswerSchema,
  pricelistCheckAnswerSchema,
  pricelistCreateAnswerSchema,
  pricelistDefaultsSchema,
  pricelistListItemSchema,
  pricelistOptionSchema,
  pricelistSaveQuerySchema,
  pricelistSchema,
  pricelistUpdateAnswerSchema,
} from '../schemas/pricelist.schema';
import { backtestAnswerSchema, backtestRequestSchema } from '../schemas/versions.schema';
import { staffMount } from './mounts';
import { changeProposedSchema } from '../schemas/changes.schema';
import { idParams, route } from './route';
import { versionContract } from './versions.routes';

const read = { area: 'pricelists', level: 'read' } as const;
const write = { area: 'pricelists', level: 'write' } as const;

export const PRICELIST_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/pricelists',
    access: read,
    summary: 'A page of pricelists, filtered',
    query: pricelistFiltersSchema,
    answer: listAnswerSchema(pricelistListItemSchema),
  }),
  options: route({
    method: 'GET',
    path: '/fe/pricelists/form',
    access: read,
    summary: "The service's pricelists, for the pricelist form",
    query: pricelistOptionsQuerySchema,
    answer: z.array(pricelistOptionSchema),
  }),
  defaults: route({
    method: 'GET',
    path: '/fe/pricelists/defaults',
    access: read,
    summary: "A new pricelist's defaults",
    answer: pricelistDefaultsSchema,
  }),
  archived: route({
    method: 'GET',
    path: '/fe/pricelists/archived',
    access: read,
    summary: 'A page of archived pricelists',
    query: pageQuerySchema,
    answer: archivedPricelistListSchema,
  }),
  get: route({
    method: 'GET',
    path: '/fe/pricelists/:id',
    access: read,
    summary: 'One pricelist with its grid',
    params: idParams,
    answer: pricelistAnswerSchema,
  }),
  health: route({
    method: 'GET',
    path: '/fe/pricelists/:id/health',
    access: read,
    summary: "The pricelist's health check",
    params: idParams,
    answer: healthReportSchema,
  }),
  logs: route({
    method: 'GET',
    path: '/fe/pricelists/:id/logs',
    access: read,
    summary: "The pricelist's change log, newest first",
    params: idParams,
    answer: z.array(changeLogEntrySchema),
  }),
  create: route({
    method: 'POST',
    path: '/fe/pricelists',
    access: write,
    summary: 'Creates a pricelist (201); with ?check=true only answers the lanes it would take over (200)',
    query: pricelistSaveQuerySchema,
    body: pricelistSchema,
    answer: z.union([pricelistCreateAnswerSchema, pricelistCheckAnswerSchema]),
    accepted: changeProposedSchema,
    status: 201,
  }),
  update: route({
    method: 'PUT',
    path: '/fe/pricelists/:id',
    access: write,
    summary: 'Saves a pricelist, answering it as saved; with ?check=true only answers the lanes it would take over',
    params: idParams,
    query: pricelistSaveQuerySchema,
    body: pricelistSchema,
    answer: z.union([pricelistUpdateAnswerSchema, pricelistCheckAnswerSchema]),
    accepted: changeProposedSchema,
  }),
  backtest: route({
    method: 'POST',
    path: '/fe/pricelists/:id/backtest',
    // Writes nothing: prices past requests with a draft (read level, like the view it is on).
    access: read,
    summary: 'Prices the past days’ requests with a draft of the pricelist and compares',
    params: idParams,
    body: backtestRequestSchema,
    answer: backtestAnswerSchema,
  }),
  archive: route({
    method: 'DELETE',
    path: '/fe/pricelists/:id/archive',
    access: write,
    summary: 'Archives a pricelist',
    params: idParams,
    answer: 'empty',
    accepted: changeProposedSchema,
  }),
  unarchive: route({
    method: 'POST',
    path: '/fe/pricelists/:id/unarchive',
    access: write,
    summary: 'Brings a pricelist back from the archive; with ?check=true only answers the lanes it would take over',
    params: idParams,
    query: pricelistSaveQuerySchema,
    body: unarchivePricelistSchema,
    answer: z.union([unarchiveAnswerSchema, pricelistCheckAnswerSchema]),
    accepted: changeProposedSchema,
  }),
};

/** Pricelists as files: Excel and JSON export, JSON import (web and machines), the Excel round trip. */
export const PRICELIST_FILE_ROUTES = {
  exportWorkbook: route({
    method: 'GET',
    path: '/fe/pricelists/:id/xlsx',
    access: read,
    summary: 'The pricelist as an Excel workbook',
    params: idParams,
    query: excelExportQuerySchema,
    answer: 'file',
  }),
  exportJson: route({
    method: 'GET',
    path: '/fe/pricelists/:id/json',
    access: read,
    summary: 'The pricelist as a JSON file (pricelist-file format), a download',
    params: idParams,
    answer: 'file',
  }),
  importJson: route({
    method: 'POST',
    path: '/fe/pricelists/import',
    access: write,
    summary: 'Creates a pricelist from a JSON file, and optionally the zones it names',
    body: pricelistImportSchema,
    answer: pricelistImportAnswerSchema,
    accepted: changeProposedSchema,
    status: 201,
  }),
  matchZones: route({
    method: 'POST',
    path: '/fe/pricelists/import/zones/match',
    // Read-only, but a step of the import.
    access: write,
    summary: "How a file's zones match the carrier's (the web import's first step)",
    body: importZonesSchema,
    answer: z.array(zoneMatchAnswerSchema),
  }),
  createZones: route({
    method: 'POST',
    path: '/fe/pricelists/import/zones',
    access: write,
    summary: "Creates a file's zones",
    body: importZonesSchema,
    answer: importZonesAnswerSchema,
    status: 201,
  }),
  importWorkbook: route({
    method: 'POST',
    path: '/fe/pricelists/:id/xlsx',
    access: write,
    summary: 'Reads an edited workbook back into the pricelist, answering it as saved (?dry_run=true: only the diff)',
    params: idParams,
    query: excelImportQuerySchema,
    upload: true,
    answer: z.union([excelImportAnswerSchema, pricelistAnswerSchema]),
    accepted: changeProposedSchema,
  }),
};

/** The versions of a pricelist. */
export const PRICELIST_VERSION_ROUTES = versionContract({
  mount: staffMount('/fe/pricelists'),
  read,
  write,
  record: pricelistAnswerSchema,
});
