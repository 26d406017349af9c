import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { transitSchema } from '@freight/domain';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { pageOf } from '../../db/paging';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';

const read = { access: { area: 'transits', level: 'read' } } as const;
const write = { access: { area: 'transits', level: 'write' } } as const;
const readForPricing = { access: { area: ['transits', 'pricelists', 'surcharges'], level: 'read' } } as const;

const COLUMNS = [
  'id', 'name', 'transit_time', 'cutoff_time', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'allow_saturday_delivery', 'allow_sunday_delivery',
] as const;

/** Every transit of a carrier, for pickers. */
export function transitOptions(db: Kysely<DB>, carrierId: number) {
  return db.selectFrom('transits').select(['id', 'name', 'transit_time']).where('carrier_id', '=', carrierId).orderBy('name').execute();
}

/** Transit times: days on the road, cutoff, departure days and weekend delivery. */
export function transitRoutes(app: FastifyInstance, deps: AppDeps) {
  // traffic_count: zone rows (of pricelists and surcharge grids) that use the transit.
  const select = (carrierId: number) =>
    deps.db.selectFrom('transits').select(COLUMNS).select(sql<number>`(select count(*)::int from zone_rows r where r.transit_id = transits.id)`.as('traffic_count')).where('carrier_id', '=', carrierId);

  app.get('/fe/transits', { config: read }, async (request) => {
    const q = listQuery(request.query, ['name'] as const);
    return pageOf(select(carrierOf(request)).orderBy('name', q.dir).orderBy('id'), q.page);
  });

  app.get('/fe/transits/form', { config: readForPricing }, async (request) => transitOptions(deps.db, carrierOf(request)));

  app.get('/fe/transits/:id', { config: read }, async (request) => {
    const row = await select(carrierOf(request)).where('id', '=', idParam(request)).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  });

  app.post('/fe/transits', { config: write }, async (request, reply) => {
    const body = parseWith(transitSchema, request.body);
    const row = await deps.db.insertInto('transits').values({ ...body, carrier_id: carrierOf(request) }).returning('id').executeTakeFirstOrThrow();
    return reply.status(201).send({ id: row.id });
  });

  app.put('/fe/transits/:id', { config: write }, async (request) => {
    const carrierId = carrierOf(request);
    const id = idParam(request);
    const body = parseWith(transitSchema, request.body);
    const result = await deps.db.updateTable('transits').set({ ...body, updated_at: new Date() }).where('id', '=', id).where('carrier_id', '=', carrierId).executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw AppError.notFound();
    return select(carrierId).where('id', '=', id).executeTakeFirstOrThrow();
  });
}
