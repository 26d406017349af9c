import type { FastifyInstance } from 'fastify';
import { FUEL_INDEX_LIMITS, FUEL_INDEX_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { authOf, carrierOf } from '../../http/session.plugin';
import { registerUpload } from '../../http/uploads';
import { setupWrite, writeOrHold } from '../versions';
import { FUEL_INDEX_SETUP, getFuelIndex, readFuelIndexFile, saveFuelIndex } from './fuel-index.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'changePricing' | 'mailer' | 'config' | 'background'>;

const routes = FUEL_INDEX_ROUTES;

/** The carrier's fuel index: read, saved as a new version, and read from a file for the form. */
export async function fuelIndexRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, routes.get, (_, request) => getFuelIndex(deps, carrierOf(request)));
  // A save waits for a second person when the carrier's approvals hold the pricing setup.
  serve(app, routes.set, ({ body }, request, reply) =>
    writeOrHold(deps, request, reply, routes.set, setupWrite(FUEL_INDEX_SETUP, 'update', null, body), () =>
      saveFuelIndex(deps, authOf(request).user, carrierOf(request), body),
    ),
  );
  // The upload in its own scope, bounded to one small file.
  await app.register(async (scope) => {
    const uploadedFile = await registerUpload(scope, { fileBytes: FUEL_INDEX_LIMITS.fileBytes, noun: 'file' });
    serve(scope, routes.readFile, async (_, request) => readFuelIndexFile(await uploadedFile(request)));
  });
}
