/** The platform's postcode points (docs/api.md "Postcode points"): the platform admin's, every carrier's distances read them. */
import { postcodePointsAnswerSchema, postcodePointsLoadAnswerSchema } from '../schemas/postcode-points.schema';
import { route } from './route';

export const POSTCODE_POINT_ROUTES = {
  counts: route({
    method: 'GET',
    path: '/fe/admin/postcode_points',
    access: 'admin',
    summary: 'The postcode points stored, counted per country',
    answer: postcodePointsAnswerSchema,
  }),
  load: route({
    method: 'POST',
    path: '/fe/admin/postcode_points',
    access: 'admin',
    summary:
      'Loads a GeoNames postal code file (tab separated, 12 columns) as postcode points, streamed, all or nothing; answers the points per country of the file',
    upload: true,
    answer: postcodePointsLoadAnswerSchema,
  }),
} as const;
