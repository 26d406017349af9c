import type { FastifyInstance } from 'fastify';
import { CARRIER_SETTINGS_ROUTES, LOGO_MAX_BYTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { sendImage } from '../../http/downloads';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import { registerUpload } from '../../http/uploads';
import { carrierLogo, getCarrierSettings, removeCarrierLogo, setCarrierSettings, uploadCarrierLogo } from './carrier-settings.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'changePricing'>;

const routes = CARRIER_SETTINGS_ROUTES;

/** The carrier's rate card settings: terms and logo. */
export async function carrierSettingsRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, routes.get, (_, request) => getCarrierSettings(deps, carrierOf(request)));
  serve(app, routes.set, ({ body }, request) => setCarrierSettings(deps, carrierOf(request), body, requesterOf(request)));
  serve(app, routes.logo, async (_, request, reply) => {
    const logo = await carrierLogo(deps, carrierOf(request));
    return sendImage(reply, logo, { name: 'logo', cacheControl: 'private, no-cache' });
  });
  serve(app, routes.removeLogo, async (_, request) => {
    await removeCarrierLogo(deps, carrierOf(request), requesterOf(request));
  });
  // The upload in its own scope, bounded to one logo.
  await app.register(async (scope) => {
    const uploadedLogo = await registerUpload(scope, { fileBytes: LOGO_MAX_BYTES, noun: 'logo' });
    serve(scope, routes.uploadLogo, async (_, request) =>
      uploadCarrierLogo(deps, carrierOf(request), await uploadedLogo(request), requesterOf(request)),
    );
  });
}
