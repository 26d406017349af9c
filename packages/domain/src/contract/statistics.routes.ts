/** Requests versus bookings of a pricelist, per zone row and quantity cell. */
import { statisticsAnswerSchema, statisticsQuerySchema } from '../schemas/statistics.schema';
import { idParams, route } from './route';

export const STATISTICS_ROUTES = {
  pricelist: route({
    method: 'GET',
    path: '/fe/pricelists/:id/statistics',
    access: { area: 'pricelists', level: 'read' },
    summary: "A pricelist's requests and bookings per price cell, over a range",
    params: idParams,
    query: statisticsQuerySchema,
    answer: statisticsAnswerSchema,
  }),
} as const;
