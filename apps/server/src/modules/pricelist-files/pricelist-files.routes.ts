import type { FastifyInstance } from 'fastify';
import { PRICELIST_FILE_ROUTES } from '@freight/domain';
import type { PricingSeam } from '../pricing';
import type { Seams } from '../../seams';
import { attachment, XLSX_TYPE } from '../../http/downloads';
import { serve } from '../../http/serve';
import { answerProposal } from '../change-mails';
import { isProposed } from '../versions';
import { authOf, carrierOf, requesterOf } from '../../http/session.plugin';
import { admitHeavyWork } from '../../http/heavy-admission';
import { registerUpload } from '../../http/uploads';
import { importPricelistWorkbook } from './pricelist-excel-import.service';
import { exportPricelistFile, exportPricelistWorkbook } from './pricelist-export.service';
import { createImportZones, importPricelistFile, matchFileZones } from './pricelist-import.service';
import { WORKBOOK_LIMITS } from './pricelist-workbook-reader';
import type { HeavySeam } from '../../workers/heavy-work';
import { readerLanguage } from '../partners';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'mailer' | 'config' | 'background' | 'changePricing'> & HeavySeam & PricingSeam;

const routes = PRICELIST_FILE_ROUTES;

/** Pricelists as files: Excel and JSON export, JSON import (web and machines), the Excel round trip. */
export async function pricelistFileRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(
    app,
    routes.exportWorkbook,
    async ({ params, query }, request, reply) => {
      const { lang, ...options } = query;
      // In the reader's language (docs/api.md "Languages"): ?lang=, else their own, else the carrier's.
      const { stream, filename } = await exportPricelistWorkbook(deps, carrierOf(request), params.id, {
        ...options,
        requester: requesterOf(request),
        language: await readerLanguage(deps.db, request, lang),
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

  serve(app, routes.importJson, async ({ body }, request, reply) => {
    const imported = await importPricelistFile(deps, authOf(request), carrierOf(request), {
      file: body.file,
      createMissingZones: body.create_missing_zones,
    });
    return isProposed(imported) ? answerProposal(deps, request, reply, routes.importJson, imported) : imported;
  });

  // Read-only: how a file's zones match the carrier's (the web import's first step).
  serve(app, routes.matchZones, ({ body }, request) => matchFileZones(deps.db, carrierOf(request), body.zones));

  serve(app, routes.createZones, ({ body }, request) => createImportZones(deps, authOf(request), carrierOf(request), body.zones));

  // The upload in its own scope, bounded to one workbook of 5 MB.
  await app.register(async (scope) => {
    const uploadedFile = await registerUpload(scope, { fileBytes: WORKBOOK_LIMITS.fileBytes, noun: 'workbook' });
    // The carrier's slot for heavy work is taken before the upload is read (429 beyond its limit).
    serve(
      scope,
      routes.importWorkbook,
      async ({ params, query }, request, reply) => {
        const imported = await importPricelistWorkbook(deps, authOf(request), carrierOf(request), params.id, {
          readFile: () => uploadedFile(request),
          dryRun: query.dry_run,
          overwrite: query.overwrite,
        });
        return isProposed(imported) ? answerProposal(deps, request, reply, routes.importWorkbook, imported) : imported;
      },
      { onRequest: admitHeavyWork(deps.heavy) },
    );
  });
}
