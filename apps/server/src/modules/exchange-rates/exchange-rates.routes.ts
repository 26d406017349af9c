import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ECB_FILE_MAX_BYTES, EXCHANGE_RATE_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { serve } from '../../http/serve';
import * as rates from './exchange-rates.service';

/** The multipart body of one ECB file: the file and the form's framing. */
const UPLOAD_LIMIT = ECB_FILE_MAX_BYTES + 16 * 1024;
const tooLarge = () => new AppError('TOO_LARGE', `The file is larger than ${ECB_FILE_MAX_BYTES / 1024 / 1024} MB: no ECB rate file is`);

/** A body declared larger than the bound is 413 before a byte of it is read. */
async function refuseLargeUpload(request: FastifyRequest, _reply: FastifyReply) {
  if (Number(request.headers['content-length']) > UPLOAD_LIMIT) throw tooLarge();
}

/** The uploaded file of a multipart body (field `file`), read up to its bound; 422 for anything else, 413 past it. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.invalid('Send the ECB file as multipart/form-data in the field file', { file: 'is required' });
  let part;
  try {
    part = await request.file();
  } catch {
    throw AppError.invalid('The upload could not be read', { file: 'could not be read' });
  }
  if (!part) throw AppError.invalid('Send the ECB file in the field file', { file: 'is required' });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw AppError.invalid('The upload could not be read', { file: 'could not be read' });
  }
}

/** The platform's exchange rates (EUR base), kept by admins and used by every carrier's pricing. */
export async function exchangeRateRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, EXCHANGE_RATE_ROUTES.get, () => rates.getExchangeRates(deps));
  serve(app, EXCHANGE_RATE_ROUTES.set, ({ body }) => rates.setExchangeRates(deps, body));
  // Multipart only here, in its own scope, bounded to one file of ECB_FILE_MAX_BYTES.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 2, fileSize: ECB_FILE_MAX_BYTES, parts: 3 } });
    serve(
      scope,
      EXCHANGE_RATE_ROUTES.ecb,
      async ({ query }, request) =>
        rates.applyEcbRates(deps, rates.readEcbDocument(await uploadedFile(request)), { dryRun: query.dry_run }),
      { onRequest: refuseLargeUpload },
    );
  });
}
