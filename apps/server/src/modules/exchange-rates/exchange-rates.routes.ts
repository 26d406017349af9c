import type { FastifyInstance } from 'fastify';
import { EXCHANGE_RATE_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { serve } from '../../http/serve';
import * as rates from './exchange-rates.service';

/** The platform's exchange rates (EUR base), kept by admins and used by every carrier's pricing. */
export function exchangeRateRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, EXCHANGE_RATE_ROUTES.get, () => rates.getExchangeRates(deps));
  serve(app, EXCHANGE_RATE_ROUTES.set, ({ body }) => rates.setExchangeRates(deps, body));
}
