import type { FastifyInstance } from 'fastify';
import { POSTCODE_POINT_LIMITS, POSTCODE_POINT_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { registerStreamedUpload } from '../../http/uploads';
import type { PostcodePointsSeam } from './postcode-point-cache';
import { countPostcodePoints, loadPostcodePoints } from './postcode-points.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db'> & PostcodePointsSeam & { config: { postcodePointsFileBytes?: number | undefined } };

/** The platform's postcode points (platform admin): their counts, and a GeoNames file loaded, streamed. */
export async function postcodePointRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, POSTCODE_POINT_ROUTES.counts, () => countPostcodePoints(deps));
  // The upload in its own scope, bounded by its own (large) limit and read as a stream.
  await app.register(async (scope) => {
    const fileBytes = deps.config.postcodePointsFileBytes ?? POSTCODE_POINT_LIMITS.fileBytes;
    const streamed = await registerStreamedUpload(scope, { fileBytes, noun: 'file' });
    serve(scope, POSTCODE_POINT_ROUTES.load, (_, request) => streamed(request, (chunks) => loadPostcodePoints(deps, chunks)));
  });
}
