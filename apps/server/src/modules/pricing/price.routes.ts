import type { FastifyInstance, FastifyRequest } from 'fastify';
import { priceRequestSchema, type PartnerRecord } from '@freight/domain';
import { z } from 'zod';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { assertSameOrigin, checkAccess } from '../../http/session.plugin';
import { hashToken } from '../auth/secrets';
import { openApiDocument } from './openapi';
import { priceForCarrier, type PricingDeps } from './price.service';

const servicePriceSchema = priceRequestSchema.extend({
  /** true: each result carries the engine's trace ("why this price"). */
  explain: z.boolean().default(false),
});
const bookingSchema = z.object({ quote_id: z.uuid('must be a quote id') });

interface Caller {
  carrierId: number;
  /** The partner of the token; for the calculator, the partner it names (null: general prices). */
  partner: PartnerRecord | null;
  viaTms: boolean;
}

/** The partners' price API: a partner token (Bearer), or the signed-in calculator. */
export function priceRoutes(app: FastifyInstance, deps: AppDeps, pricing: PricingDeps) {
  const tokens = new Map<string, { carrierId: number; partner: PartnerRecord }>();
  pricing.cache.onInvalidate(() => tokens.clear());

  /** Who is asking: a partner by token, else the session user with the calculator permission. */
  async function callerOf(request: FastifyRequest, customer: number | null | undefined): Promise<Caller> {
    const header = request.headers.authorization;
    if (header) {
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (!token) throw AppError.unauthorized('Authorization must be Bearer <partner token>');
      const hash = hashToken(token);
      let found = tokens.get(hash);
      if (!found) {
        const row = await deps.db.selectFrom('partners').select(['id', 'name', 'general_hidden', 'carrier_id']).where('token_hash', '=', hash).executeTakeFirst();
        if (!row) throw AppError.unauthorized('Unknown partner token');
        found = { carrierId: row.carrier_id, partner: { id: row.id, name: row.name, general_hidden: row.general_hidden } };
        tokens.set(hash, found);
      }
      return { carrierId: found.carrierId, partner: found.partner, viaTms: true };
    }
    checkAccess('calculator', request.auth);
    assertSameOrigin(request, deps);
    const carrierId = request.auth!.carrierId;
    if (carrierId === null) throw AppError.forbidden();
    if (customer === null || customer === undefined) return { carrierId, partner: null, viaTms: false };
    const partner = await deps.db.selectFrom('partners').select(['id', 'name', 'general_hidden']).where('id', '=', customer).where('carrier_id', '=', carrierId).executeTakeFirst();
    if (!partner) throw AppError.invalid('customer is not a partner of this carrier', { customer: 'is not a partner of this carrier' });
    return { carrierId, partner, viaTms: false };
  }

  app.post('/api/v1/service_price', { config: { access: 'public' } }, async (request) => {
    const body = parseWith(servicePriceSchema, request.body);
    const caller = await callerOf(request, body.customer);
    return priceForCarrier(pricing, { ...caller, body, explain: body.explain });
  });

  app.post('/api/v1/bookings', { config: { access: 'public' } }, async (request, reply) => {
    const { quote_id } = parseWith(bookingSchema, request.body);
    const caller = await callerOf(request, null);
    await pricing.quotes.flush();
    let query = deps.db.updateTable('quotes').set({ booked_at: new Date() }).where('id', '=', quote_id).where('carrier_id', '=', caller.carrierId).where('booked_at', 'is', null);
    if (caller.viaTms) query = query.where('partner_id', '=', caller.partner!.id);
    const result = await query.executeTakeFirst();
    if (result.numUpdatedRows !== 1n) {
      const exists = await deps.db.selectFrom('quotes').select('booked_at').where('id', '=', quote_id).where('carrier_id', '=', caller.carrierId).executeTakeFirst();
      if (exists?.booked_at) throw AppError.conflict('The quote is already booked');
      throw AppError.notFound('No such quote');
    }
    return reply.status(201).send({ quote_id, booked: true });
  });

  app.get('/api/v1/openapi.json', { config: { access: 'public' } }, async () => openApiDocument(deps.config.publicUrl));
}
