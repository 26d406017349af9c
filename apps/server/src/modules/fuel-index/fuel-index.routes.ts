import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { FUEL_INDEX_LIMITS, FUEL_INDEX_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { serve } from '../../http/serve';
import { authOf, carrierOf } from '../../http/session.plugin';
import { getFuelIndex, readFuelIndexFile, saveFuelIndex } from './fuel-index.service';

const routes = FUEL_INDEX_ROUTES;
const MB = FUEL_INDEX_LIMITS.fileBytes / (1024 * 1024);

/** The uploaded file of a multipart body (field `file`), at most FUEL_INDEX_LIMITS.fileBytes; 422 for anything else. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.invalid('Send the file as multipart/form-data in the field file', { file: 'is required' });
  let part;
  try {
    part = await request.file();
  } catch {
    throw AppError.invalid('The upload could not be read', { file: 'could not be read' });
  }
  if (!part) throw AppError.invalid('Send the file in the field file', { file: 'is required' });
  try {
    return await part.toBuffer();
  } catch {
    throw AppError.invalid(`The file is larger than ${MB} MB`, { file: `is larger than ${MB} MB` });
  }
}

/** The carrier's fuel index: read, saved as a new version, and read from a file for the form. */
export async function fuelIndexRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, routes.get, (_, request) => getFuelIndex(deps, carrierOf(request)));
  serve(app, routes.set, ({ body }, request) => saveFuelIndex(deps, authOf(request).user, carrierOf(request), body));
  // Multipart only here, in its own scope, bounded to one small file.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5, fileSize: FUEL_INDEX_LIMITS.fileBytes, parts: 6 } });
    serve(scope, routes.readFile, async (_, request) => readFuelIndexFile(await uploadedFile(request)));
  });
}
