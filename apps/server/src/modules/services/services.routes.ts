import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { serviceSchema, type ServiceBody } from '@freight/domain';
import type { DB } from '../../db/schema';
import { AppError, assertNoFieldErrors, parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { containsPattern, pageOf } from '../../db/paging';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import { foreignIdErrors } from '../../lib/ownership';
import { presentCondition } from '../conditions/conditions.routes';

const read = { access: { area: 'services', level: 'read' } } as const;
const write = { access: { area: 'services', level: 'write' } } as const;
const readForUse = { access: { area: ['services', 'pricelists', 'surcharges'], level: 'read', orCalculator: true } } as const;

/** Services: what a carrier sells (e.g. groupage, express); each with limits (blocks). */
export function serviceRoutes(app: FastifyInstance, deps: AppDeps) {
  const select = (carrierId: number) =>
    deps.db
      .selectFrom('services')
      .select(['id', 'name', 'code', 'cargoson_id'])
      .select(sql<number>`(select count(*)::int from pricelists p where p.service_id = services.id and p.archived_at is null)`.as('pricelist_count'))
      .where('carrier_id', '=', carrierId);

  async function getService(carrierId: number, id: number) {
    const row = await select(carrierId).where('id', '=', id).executeTakeFirst();
    if (!row) throw AppError.notFound();
    const blocks = await deps.db
      .selectFrom('service_blocks')
      .innerJoin('conditions', 'conditions.id', 'service_blocks.condition_id')
      .select(['conditions.id', 'conditions.type', 'conditions.presence', 'conditions.applied_after', 'conditions.applied_until'])
      .where('service_blocks.service_id', '=', id)
      .orderBy('conditions.id')
      .execute();
    return { ...row, blocks: blocks.map(presentCondition) };
  }

  app.get('/fe/services', { config: read }, async (request) => {
    const q = listQuery(request.query, ['name', 'code'] as const);
    let query = select(carrierOf(request));
    if (q.name) query = query.where((eb) => eb.or([eb('name', 'ilike', containsPattern(q.name!)), eb('code', 'ilike', containsPattern(q.name!))]));
    return pageOf(query.orderBy(q.sort_by, q.dir).orderBy('id'), q.page);
  });

  app.get('/fe/services/form', { config: readForUse }, async (request) =>
    deps.db.selectFrom('services').select(['id', 'name', 'code']).where('carrier_id', '=', carrierOf(request)).orderBy('name').execute(),
  );

  app.get('/fe/services/:id', { config: read }, async (request) => getService(carrierOf(request), idParam(request)));

  app.post('/fe/services', { config: write }, async (request, reply) => {
    const carrierId = carrierOf(request);
    const body = parseWith(serviceSchema, request.body);
    const id = await deps.db.transaction().execute(async (tx) => {
      await assertUsable(tx, carrierId, body);
      const row = await tx.insertInto('services').values({ carrier_id: carrierId, name: body.name, code: body.code, cargoson_id: body.cargoson_id }).returning('id').executeTakeFirstOrThrow();
      await setBlocks(tx, row.id, body.blocks);
      return row.id;
    });
    return reply.status(201).send({ id });
  });

  app.put('/fe/services/:id', { config: write }, async (request) => {
    const carrierId = carrierOf(request);
    const id = idParam(request);
    await getService(carrierId, id);
    const body = parseWith(serviceSchema, request.body);
    await deps.db.transaction().execute(async (tx) => {
      await assertUsable(tx, carrierId, body, id);
      await tx.updateTable('services').set({ name: body.name, code: body.code, cargoson_id: body.cargoson_id, updated_at: new Date() }).where('id', '=', id).execute();
      await setBlocks(tx, id, body.blocks);
    });
    return getService(carrierId, id);
  });
}

/** The code is unique within the carrier (partners name services by it); blocks are its conditions. */
async function assertUsable(db: Kysely<DB>, carrierId: number, body: ServiceBody, id?: number) {
  let clash = db.selectFrom('services').select('id').where('carrier_id', '=', carrierId).where((eb) => eb(eb.fn('lower', ['code']), '=', body.code.toLowerCase()));
  if (id !== undefined) clash = clash.where('id', '!=', id);
  if (await clash.executeTakeFirst()) throw AppError.conflict('code is already used by another service', { code: 'is already used by another service' });
  assertNoFieldErrors(await foreignIdErrors(db, carrierId, 'conditions', 'blocks', body.blocks, 'a condition'));
}

async function setBlocks(db: Kysely<DB>, serviceId: number, blocks: number[]) {
  await db.deleteFrom('service_blocks').where('service_id', '=', serviceId).execute();
  if (blocks.length) await db.insertInto('service_blocks').values(blocks.map((condition_id) => ({ service_id: serviceId, condition_id }))).execute();
}
