import type { FastifyInstance } from 'fastify';
import { CONDITION_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import { setupWrite, writeOrHold, type SetupOp } from '../versions';
import * as conditions from './conditions.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'changePricing' | 'mailer' | 'config' | 'background'>;

/** Conditions (blocks, limits): a type and presence or numeric bounds. */
export function conditionRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, CONDITION_ROUTES.list, ({ query }, request) =>
    conditions.listConditions(deps, carrierOf(request), { page: query.page, dir: query.dir }),
  );
  serve(app, CONDITION_ROUTES.options, (_, request) => conditions.conditionOptions(deps.db, carrierOf(request)));
  serve(app, CONDITION_ROUTES.get, ({ params }, request) => conditions.getCondition(deps, carrierOf(request), params.id));
  // Writes wait for a second person when the carrier's approvals hold the pricing setup.
  const held = (op: SetupOp, id: number | null, body?: object) => setupWrite(conditions.CONDITION_SETUP, op, id, body);
  serve(app, CONDITION_ROUTES.create, ({ body }, request, reply) =>
    writeOrHold(deps, request, reply, CONDITION_ROUTES.create, held('create', null, body), async () => ({
      id: await conditions.createCondition(deps, carrierOf(request), body),
    })),
  );
  serve(app, CONDITION_ROUTES.update, ({ params, body }, request, reply) =>
    writeOrHold(deps, request, reply, CONDITION_ROUTES.update, held('update', params.id, body), () =>
      conditions.updateCondition(deps, carrierOf(request), params.id, body),
    ),
  );
  serve(app, CONDITION_ROUTES.delete, ({ params }, request, reply) =>
    writeOrHold(deps, request, reply, CONDITION_ROUTES.delete, held('delete', params.id), () =>
      conditions.deleteCondition(deps, carrierOf(request), params.id),
    ),
  );
}
