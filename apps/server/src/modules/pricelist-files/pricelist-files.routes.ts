import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { excelExportQuerySchema, excelImportQuerySchema, importZonesSchema, pricelistImportSchema } from '@freight/domain';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { attachment, XLSX_TYPE } from '../../http/downloads';
import { idParam } from '../../http/params';
import { authOf, carrierOf } from '../../http/session.plugin';
import { admitHeavyWork } from '../../http/heavy-admission';
import { importPricelistWorkbook } from './pricelist-excel-import.service';
import { exportPricelistFile, exportPricelistWorkbook } from './pricelist-export.service';
import { createImportZones, importPricelistFile, matchFileZones } from './pricelist-import.service';
import { WORKBOOK_LIMITS } from './pricelist-workbook-reader';

const read = { access: { area: 'pricelists', level: 'read' } } as const;
const write = { access: { area: 'pricelists', level: 'write' } } as const;

/** The uploaded workbook of a multipart body (field `file`), bounded; 422 for anything else. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.invalid('Send the workbook as multipart/form-data in the field file', { file: 'is required' });
  let part;
  try {
    part = await request.file();
  } catch {
    throw AppError.invalid('The upload could not be read', { file: 'could not be read' });
  }
  if (!part) throw AppError.invalid('Send the workbook in the field file', { file: 'is required' });
  try {
    return await part.toBuffer();
  } catch {
    throw AppError.invalid('The workbook is larger than 5 MB', { file: 'is larger than 5 MB' });
  }
}

/** Pricelists as files: Excel and JSON export, JSON import (web and machines), the Excel round trip. */
export async function pricelistFileRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/pricelists/:id/xlsx', { config: read, onRequest: admitHeavyWork(deps.heavy) }, async (request, reply) => {
    const carrierId = carrierOf(request);
    const id = idParam(request);
    const query = parseWith(excelExportQuerySchema, request.query);
    const { stream, filename } = await exportPricelistWorkbook(deps, carrierId, id, query);
    stream.on('error', (error) => request.log.error({ err: error }, 'pricelist workbook failed while streaming'));
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(filename)).send(stream);
  });

  app.get('/fe/pricelists/:id/json', { config: read }, async (request, reply) => {
    const { file, filename } = await exportPricelistFile(deps, carrierOf(request), idParam(request));
    return reply.header('content-disposition', attachment(filename)).send(file);
  });

  app.post('/fe/pricelists/import', { config: write }, async (request, reply) => {
    const body = parseWith(pricelistImportSchema, request.body);
    const answer = await importPricelistFile(deps, authOf(request), carrierOf(request), {
      file: body.file,
      createMissingZones: body.create_missing_zones,
    });
    return reply.status(201).send(answer);
  });

  // Read-only: how a file's zones match the carrier's (the web import's first step).
  app.post('/fe/pricelists/import/zones/match', { config: write }, async (request) =>
    matchFileZones(deps.db, carrierOf(request), parseWith(importZonesSchema, request.body).zones),
  );

  app.post('/fe/pricelists/import/zones', { config: write }, async (request, reply) => {
    const { zones } = parseWith(importZonesSchema, request.body);
    return reply.status(201).send(await createImportZones(deps, authOf(request), carrierOf(request), zones));
  });

  // Multipart only here, in its own scope, bounded to one workbook of 5 MB.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5, fileSize: WORKBOOK_LIMITS.fileBytes, parts: 6 } });
    // The carrier's slot for heavy work is taken before the upload is read (429 beyond its limit).
    scope.post('/fe/pricelists/:id/xlsx', { config: write, onRequest: admitHeavyWork(deps.heavy) }, async (request) => {
      const carrierId = carrierOf(request);
      const id = idParam(request);
      const { dry_run, overwrite } = parseWith(excelImportQuerySchema, request.query);
      return importPricelistWorkbook(deps, authOf(request), carrierId, id, {
        readFile: () => uploadedFile(request),
        dryRun: dry_run,
        overwrite,
      });
    });
  });
}
