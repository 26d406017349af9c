import type { FastifyInstance } from 'fastify';
import { DISTANCE_LIMITS, DISTANCE_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { attachment } from '../../http/downloads';
import { serve } from '../../http/serve';
import { authOf, carrierOf } from '../../http/session.plugin';
import { registerUpload } from '../../http/uploads';
import { readerLanguage } from '../partners';
import { distanceDownload } from './distances-file';
import { setupWrite, writeOrHold } from '../versions';
import { DISTANCE_TABLE_SETUP, getDistances, readDistanceFile, restoreDistances, saveDistances } from './distances.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'changePricing' | 'mailer' | 'config' | 'background'>;

const routes = DISTANCE_ROUTES;

/** The carrier's distance table: read, saved as a new version, restored, and read from or written to a file. */
export async function distanceRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, routes.get, (_, request) => getDistances(deps, carrierOf(request)));
  // Saves and restores wait for a second person when the carrier's approvals hold the pricing setup.
  serve(app, routes.set, ({ body }, request, reply) =>
    writeOrHold(deps, request, reply, routes.set, setupWrite(DISTANCE_TABLE_SETUP, 'update', null, body), () =>
      saveDistances(deps, authOf(request).user, carrierOf(request), body),
    ),
  );
  serve(app, routes.restore, ({ body }, request, reply) =>
    writeOrHold(deps, request, reply, routes.restore, setupWrite(DISTANCE_TABLE_SETUP, 'restore', null, body), () =>
      restoreDistances(deps, authOf(request).user, carrierOf(request), body.restore, body.version),
    ),
  );
  serve(app, routes.download, async ({ query }, request, reply) => {
    const language = await readerLanguage(deps.db, request, query.lang);
    const file = await distanceDownload(deps.db, carrierOf(request), query.format, language);
    return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).send(file.bytes);
  });
  // The upload in its own scope, bounded to one file.
  await app.register(async (scope) => {
    const uploadedFile = await registerUpload(scope, { fileBytes: DISTANCE_LIMITS.fileBytes, noun: 'file' });
    serve(scope, routes.readFile, async (_, request) => readDistanceFile(deps, carrierOf(request), await uploadedFile(request)));
  });
}
