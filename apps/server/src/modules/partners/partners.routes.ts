import type { FastifyInstance } from 'fastify';
import { DEFAULT_COUNTRY, partnerSchema } from '@freight/domain';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { containsPattern, pageOf } from '../../db/paging';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import { partnerToken, tokenColumns } from './partner-tokens';

const read = { access: { area: 'partners', level: 'read' } } as const;
const write = { access: { area: 'partners', level: 'write' } } as const;
// The seeds gate the token reset on the conditions permission, not the partners one.
const resetToken = { access: { area: 'conditions', level: 'write' } } as const;
const readForUse = { access: { area: ['partners', 'pricelists'], level: 'read', orCalculator: true } } as const;

/** Partners (customers): who may request prices with their API token. */
export function partnerRoutes(app: FastifyInstance, deps: AppDeps) {
  const select = (carrierId: number) =>
    deps.db.selectFrom('partners').select(['id', 'name', 'country', 'general_hidden', 'token_nonce']).where('carrier_id', '=', carrierId);
  const present = ({ token_nonce, ...row }: { id: number; name: string; country: string; general_hidden: boolean; token_nonce: string }, withToken = false) =>
    withToken ? { ...row, token: partnerToken(deps.config.secretKey, row.id, token_nonce) } : row;

  app.get('/fe/customers', { config: read }, async (request) => {
    const q = listQuery(request.query, ['name', 'country'] as const);
    const search = (request.query as { customer?: string }).customer ?? q.name;
    let query = select(carrierOf(request));
    if (search) query = query.where('name', 'ilike', containsPattern(search));
    const page = await pageOf(query.orderBy(q.sort_by, q.dir).orderBy('id'), q.page);
    return { items: page.items.map((p) => present(p)), count: page.count };
  });

  app.get('/fe/customers/form', { config: readForUse }, async (request) =>
    deps.db.selectFrom('partners').select(['id', 'name', 'general_hidden']).where('carrier_id', '=', carrierOf(request)).orderBy('name').execute(),
  );

  /** Defaults of a new partner: the carrier's own country. */
  app.get('/fe/customers/defaults', { config: read }, async (request) => {
    const carrier = await deps.db.selectFrom('carriers').select('country').where('id', '=', carrierOf(request)).executeTakeFirst();
    return { country: carrier?.country ?? DEFAULT_COUNTRY, general_hidden: false };
  });

  app.get('/fe/customers/:id', { config: read }, async (request) => {
    const row = await select(carrierOf(request)).where('id', '=', idParam(request)).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return present(row, true);
  });

  app.post('/fe/customers', { config: write }, async (request, reply) => {
    const carrierId = carrierOf(request);
    const body = parseWith(partnerSchema, request.body);
    const id = await deps.db.transaction().execute(async (tx) => {
      // The token needs the id: insert with a placeholder that can match no token, then set it.
      const row = await tx.insertInto('partners').values({ ...body, carrier_id: carrierId, token_nonce: '', token_hash: `pending:${crypto.randomUUID()}` }).returning('id').executeTakeFirstOrThrow();
      await tx.updateTable('partners').set(tokenColumns(deps.config.secretKey, row.id)).where('id', '=', row.id).execute();
      return row.id;
    });
    return reply.status(201).send({ id });
  });

  app.put('/fe/customers/:id', { config: write }, async (request) => {
    const carrierId = carrierOf(request);
    const id = idParam(request);
    const body = parseWith(partnerSchema, request.body);
    const result = await deps.db.updateTable('partners').set({ ...body, updated_at: new Date() }).where('id', '=', id).where('carrier_id', '=', carrierId).executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw AppError.notFound();
    return present(await select(carrierId).where('id', '=', id).executeTakeFirstOrThrow(), true);
  });

  app.patch('/fe/customers/:id/token', { config: resetToken }, async (request) => {
    const carrierId = carrierOf(request);
    const id = idParam(request);
    const columns = tokenColumns(deps.config.secretKey, id);
    const result = await deps.db.updateTable('partners').set({ ...columns, updated_at: new Date() }).where('id', '=', id).where('carrier_id', '=', carrierId).executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw AppError.notFound();
    return { token: partnerToken(deps.config.secretKey, id, columns.token_nonce) };
  });
}
