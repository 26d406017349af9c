import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { PRICELIST_FILE_ROUTES } from '@freight/domain';
import { AppError } from '../../errors';
import type { AppDeps } from '../../deps';
import { attachment, XLSX_TYPE } from '../../http/downloads';
import { serve } from '../../http/serve';
import { authOf, carrierOf, requesterOf } from '../../http/session.plugin';
import { admitHeavyWork } from '../../http/heavy-admission';
import { importPricelistWorkbook } from './pricelist-excel-import.service';
import { exportPricelistFile, exportPricelistWorkbook } from './pricelist-export.service';
import { createImportZones, importPricelistFile, matchFileZones } from './pricelist-import.service';
import { WORKBOOK_LIMITS } from './pricelist-workbook-reader';

const routes = PRICELIST_FILE_ROUTES;

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
  serve(
    app,
    routes.exportWorkbook,
    async ({ params, query }, request, reply) => {
      const { stream, filename } = await exportPricelistWorkbook(deps, carrierOf(request), params.id, {
        ...query,
        requester: requesterOf(request),
      });
      stream.on('error', (error) => request.log.error({ err: error }, 'pricelist workbook failed while streaming'));
      return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(filename)).send(stream);
    },
    { onRequest: admitHeavyWork(deps.heavy) },
  );

  serve(app, routes.exportJson, async ({ params }, request, reply) => {
    const { file, filename } = await exportPricelistFile(deps, carrierOf(request), params.id, requesterOf(request));
    return reply.header('content-disposition', attachment(filename)).send(file);
  });

  serve(app, routes.importJson, ({ body }, request) =>
    importPricelistFile(deps, authOf(request), carrierOf(request), { file: body.file, createMissingZones: body.create_missing_zones }),
  );

  // Read-only: how a file's zones match the carrier's (the web import's first step).
  serve(app, routes.matchZones, ({ body }, request) => matchFileZones(deps.db, carrierOf(request), body.zones));

  serve(app, routes.createZones, ({ body }, request) => createImportZones(deps, authOf(request), carrierOf(request), body.zones));

  // Multipart only here, in its own scope, bounded to one workbook of 5 MB.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5, fileSize: WORKBOOK_LIMITS.fileBytes, parts: 6 } });
    // The carrier's slot for heavy work is taken before the upload is read (429 beyond its limit).
    serve(
      scope,
      routes.importWorkbook,
      ({ params, query }, request) =>
        importPricelistWorkbook(deps, authOf(request), carrierOf(request), params.id, {
          readFile: () => uploadedFile(request),
          dryRun: query.dry_run,
          overwrite: query.overwrite,
        }),
      { onRequest: admitHeavyWork(deps.heavy) },
    );
  });
}
