import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CARRIER_SETTINGS_ROUTES, LOGO_MAX_BYTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import { carrierLogo, getCarrierSettings, removeCarrierLogo, setCarrierSettings, uploadCarrierLogo } from './carrier-settings.service';

const routes = CARRIER_SETTINGS_ROUTES;
const KB = LOGO_MAX_BYTES / 1024;
/** What a multipart body may carry beside the logo's bytes: its boundaries and part headers. */
const MULTIPART_OVERHEAD = 16 * 1024;

const tooLarge = () => new AppError('TOO_LARGE', `The logo is larger than ${KB} KB`);

/** A declared body larger than a logo and its multipart wrapping is 413 before a byte of it is read. */
async function boundedUpload(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > LOGO_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
}

/** The uploaded logo of a multipart body (field `file`), at most LOGO_MAX_BYTES (413 beyond); 422 for anything else. */
async function uploadedLogo(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.invalid('Send the logo as multipart/form-data in the field file', { file: 'is required' });
  let part;
  try {
    part = await request.file();
  } catch {
    throw AppError.invalid('The upload could not be read', { file: 'could not be read' });
  }
  if (!part || part.fieldname !== 'file') throw AppError.invalid('Send the logo in the field file', { file: 'is required' });
  try {
    return await part.toBuffer();
  } catch {
    // The multipart reader stops at fileSize: a body sent without its length is cut there.
    throw tooLarge();
  }
}

/** The carrier's rate card settings: terms and logo. */
export async function carrierSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, routes.get, (_, request) => getCarrierSettings(deps, carrierOf(request)));
  serve(app, routes.set, ({ body }, request) => setCarrierSettings(deps, carrierOf(request), body, requesterOf(request)));
  serve(app, routes.logo, async (_, request, reply) => {
    const logo = await carrierLogo(deps, carrierOf(request));
    return reply.header('content-type', logo.content_type).header('cache-control', 'private, no-cache').send(logo.content);
  });
  serve(app, routes.removeLogo, async (_, request) => {
    await removeCarrierLogo(deps, carrierOf(request), requesterOf(request));
  });
  // Multipart only here, in its own scope, bounded to one logo.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 2, fileSize: LOGO_MAX_BYTES, parts: 3 } });
    serve(scope, routes.uploadLogo, async (_, request) => uploadCarrierLogo(deps, carrierOf(request), await uploadedLogo(request)), {
      onRequest: boundedUpload,
    });
  });
}
