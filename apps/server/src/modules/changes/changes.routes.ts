import type { FastifyInstance } from 'fastify';
import { CHANGE_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { authOf, carrierOf } from '../../http/session.plugin';
import { admitHeavyWork } from '../../http/heavy-admission';
import { announceDecision } from '../change-mails';
import { readerLanguage } from '../partners';
import type { PricingSeam } from '../pricing';
import type { QuotesSeam } from '../quotes';
import type { VersionsSeam } from '../versions';
import type { HeavySeam } from '../../workers/heavy-work';
import * as changes from './changes.service';

type RouteDeps = Pick<Seams, 'db' | 'config' | 'mailer' | 'background' | 'changePricing'> &
  VersionsSeam &
  HeavySeam &
  PricingSeam &
  QuotesSeam;

const routes = CHANGE_ROUTES;

/** Changes a second person approves: the list, the top bar's count, one change, its backtest, the decisions. */
export function changeRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, routes.list, ({ query }, request) => changes.listChanges(deps, carrierOf(request), query));
  serve(app, routes.count, (_, request) => changes.pendingCount(deps, authOf(request), carrierOf(request)));
  serve(app, routes.ofRecord, ({ query }, request) =>
    changes.changesOfRecord(deps, authOf(request), carrierOf(request), query.record_type, query.record_id),
  );
  serve(app, routes.get, async ({ params }, request) =>
    changes.getChange(deps, authOf(request), carrierOf(request), params.id, await readerLanguage(deps.db, request)),
  );
  serve(app, routes.backtest, ({ params }, request) => changes.changeBacktest(deps, carrierOf(request), params.id), {
    onRequest: admitHeavyWork(deps.heavy),
  });
  serve(app, routes.preview, ({ params }, request) => changes.changePreview(deps, carrierOf(request), params.id), {
    onRequest: admitHeavyWork(deps.heavy),
  });
  serve(app, routes.approve, async ({ params, body }, request) => {
    const decided = await changes.approveChange(deps, authOf(request), carrierOf(request), params.id, body);
    announceDecision(deps, request.log, decided);
    return decided;
  });
  serve(app, routes.reject, async ({ params, body }, request) => {
    const decided = await changes.rejectChange(deps, authOf(request), carrierOf(request), params.id, body.reason);
    announceDecision(deps, request.log, decided);
    return decided;
  });
}
