import type { FastifyInstance } from 'fastify';
import { exchangeRatesSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import * as rates from './exchange-rates.service';

const admin = { access: 'admin' } as const;

/** The platform's exchange rates (EUR base), kept by admins and used by every carrier's pricing. */
export function exchangeRateRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/admin/exchange_rates', { config: admin }, async () => rates.getExchangeRates(deps));
  app.put('/fe/admin/exchange_rates', { config: admin }, async (request) =>
    rates.setExchangeRates(deps, parseWith(exchangeRatesSchema, request.body)),
  );
}
