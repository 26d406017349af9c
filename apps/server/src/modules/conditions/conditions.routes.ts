import type { FastifyInstance } from 'fastify';
import { CONDITION_TYPES, conditionSchema, type ConditionBody, type ConditionType } from '@freight/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { pageOf } from '../../db/paging';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';

const read = { access: { area: 'conditions', level: 'read' } } as const;
const write = { access: { area: 'conditions', level: 'write' } } as const;
// Services, pricelists and surcharges pick conditions as blocks.
const readForUse = { access: { area: ['conditions', 'services', 'pricelists', 'surcharges'], level: 'read' } } as const;

/** A condition row as the API shapes it: bounds as numbers, only the fields its type uses. */
export function presentCondition(row: { id: number; type: string; presence: boolean | null; applied_after: string | null; applied_until: string | null }) {
  const presenceType = CONDITION_TYPES[row.type as ConditionType]?.presence ?? false;
  return {
    id: row.id,
    type: row.type,
    label: CONDITION_TYPES[row.type as ConditionType]?.label ?? row.type,
    presence: presenceType ? row.presence : null,
    applied_after: !presenceType && row.applied_after !== null ? Number(row.applied_after) : null,
    applied_until: !presenceType && row.applied_until !== null ? Number(row.applied_until) : null,
  };
}

function toColumns(body: ConditionBody) {
  const presenceType = CONDITION_TYPES[body.type as ConditionType].presence;
  return {
    type: body.type,
    presence: presenceType ? (body.presence ?? null) : null,
    applied_after: presenceType ? null : (body.applied_after ?? null),
    applied_until: presenceType ? null : (body.applied_until ?? null),
  };
}

/** Every condition of a carrier, for pickers. */
export async function conditionOptions(db: Kysely<DB>, carrierId: number) {
  const rows = await db
    .selectFrom('conditions')
    .select(['id', 'type', 'presence', 'applied_after', 'applied_until'])
    .where('carrier_id', '=', carrierId)
    .orderBy('type')
    .orderBy('id')
    .execute();
  return rows.map(presentCondition);
}

/** Conditions (blocks, limits): a type and presence or numeric bounds. */
export function conditionRoutes(app: FastifyInstance, deps: AppDeps) {
  const select = (carrierId: number) =>
    deps.db.selectFrom('conditions').select(['id', 'type', 'presence', 'applied_after', 'applied_until']).where('carrier_id', '=', carrierId);

  app.get('/fe/conditions', { config: read }, async (request) => {
    const q = listQuery(request.query, ['type'] as const);
    const page = await pageOf(select(carrierOf(request)).orderBy('type', q.dir).orderBy('id'), q.page);
    return { items: page.items.map(presentCondition), count: page.count };
  });

  app.get('/fe/conditions/form', { config: readForUse }, async (request) => conditionOptions(deps.db, carrierOf(request)));

  app.get('/fe/conditions/:id', { config: read }, async (request) => {
    const row = await select(carrierOf(request)).where('id', '=', idParam(request)).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return presentCondition(row);
  });

  app.post('/fe/conditions', { config: write }, async (request, reply) => {
    const body = parseWith(conditionSchema, request.body);
    const row = await deps.db.insertInto('conditions').values({ ...toColumns(body), carrier_id: carrierOf(request) }).returning('id').executeTakeFirstOrThrow();
    return reply.status(201).send({ id: row.id });
  });

  app.put('/fe/conditions/:id', { config: write }, async (request) => {
    const carrierId = carrierOf(request);
    const id = idParam(request);
    const body = parseWith(conditionSchema, request.body);
    const result = await deps.db.updateTable('conditions').set({ ...toColumns(body), updated_at: new Date() }).where('id', '=', id).where('carrier_id', '=', carrierId).executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw AppError.notFound();
    return presentCondition(await select(carrierId).where('id', '=', id).executeTakeFirstOrThrow());
  });
}
