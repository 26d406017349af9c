import type { FastifyInstance } from 'fastify';
import { ECB_FILE_MAX_BYTES, EXCHANGE_RATE_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { registerUpload } from '../../http/uploads';
import * as rates from './exchange-rates.service';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'config' | 'changePricing'> & HeavySeam;

/** The platform's exchange rates (EUR base), kept by admins and used by every carrier's pricing. */
export async function exchangeRateRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, EXCHANGE_RATE_ROUTES.get, () => rates.getExchangeRates(deps));
  serve(app, EXCHANGE_RATE_ROUTES.set, ({ body }) => rates.setExchangeRates(deps, body));
  // The upload in its own scope, bounded to one file of ECB_FILE_MAX_BYTES.
  await app.register(async (scope) => {
    const uploadedFile = await registerUpload(scope, { fileBytes: ECB_FILE_MAX_BYTES, noun: 'ECB file' });
    serve(scope, EXCHANGE_RATE_ROUTES.ecb, async ({ query }, request) =>
      rates.applyEcbRates(deps, await rates.readEcbDocument(deps, await uploadedFile(request)), { dryRun: query.dry_run }),
    );
  });
}
