import type { FastifyInstance } from 'fastify';
import { PRICELIST_ROUTES } from '@freight/domain';
import type { PricingSeam } from '../pricing';
import type { Seams } from '../../seams';
import { readerLanguage } from '../partners';
import type { QuotesSeam } from '../quotes';
import { answerWith, serve } from '../../http/serve';
import { answerProposal } from '../change-mails';
import { isProposed } from '../versions';
import { authOf, carrierOf } from '../../http/session.plugin';
import { backtestPricelist } from './pricelist-backtest.service';
import { admitHeavyWork } from '../../http/heavy-admission';
import * as pricelists from './pricelists.service';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'config' | 'mailer' | 'background' | 'changePricing' | 'warmUp'> & HeavySeam & PricingSeam & QuotesSeam;

const routes = PRICELIST_ROUTES;

/** Pricelists: the grid of prices per service and partner, with history. */
export function pricelistRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, routes.list, ({ query }, request) => pricelists.listPricelists(deps, carrierOf(request), query));
  serve(app, routes.options, ({ query }, request) => pricelists.pricelistOptions(deps, carrierOf(request), query.service));
  serve(app, routes.defaults, (_, request) => pricelists.newPricelistDefaults(deps, carrierOf(request)));
  serve(app, routes.archived, ({ query }, request) => pricelists.listArchivedPricelists(deps, carrierOf(request), query.page));
  serve(app, routes.get, ({ params }, request) => {
    // A pricelist opened is often exported next; a session kept from yesterday has not signed in here.
    deps.warmUp(carrierOf(request), request.log);
    return pricelists.readPricelist(deps.db, carrierOf(request), params.id);
  });
  serve(app, routes.health, async ({ params }, request) =>
    pricelists.pricelistHealth(deps, carrierOf(request), params.id, await readerLanguage(deps.db, request)),
  );
  serve(app, routes.logs, ({ params }, request) => pricelists.pricelistLogs(deps, carrierOf(request), params.id));

  // ?check=true: the same checks and the same `takes_over` as the save, nothing written (the web app asks first).
  serve(app, routes.create, async ({ query, body }, request, reply) => {
    if (query.check)
      return answerWith(reply, routes.create, 200, await pricelists.checkPricelistSave(deps, carrierOf(request), null, body));
    const created = await pricelists.createPricelist(deps, authOf(request), carrierOf(request), body);
    return isProposed(created) ? answerProposal(deps, request, reply, routes.create, created) : created;
  });

  serve(app, routes.update, async ({ params, query, body }, request, reply) => {
    if (query.check) return pricelists.checkPricelistSave(deps, carrierOf(request), params.id, body);
    const saved = await pricelists.updatePricelist(deps, authOf(request), carrierOf(request), params.id, body);
    return isProposed(saved) ? answerProposal(deps, request, reply, routes.update, saved) : saved;
  });

  serve(app, routes.backtest, ({ params, body }, request) => backtestPricelist(deps, carrierOf(request), params.id, body), {
    onRequest: admitHeavyWork(deps.heavy),
  });

  serve(app, routes.archive, async ({ params }, request, reply) => {
    const proposed = await pricelists.archivePricelist(deps, authOf(request), carrierOf(request), params.id);
    if (proposed) return answerProposal(deps, request, reply, routes.archive, proposed);
  });

  // The way back from the archive: the write permission, the version the clerk saw, and
  // ?check=true answering what it would take over (decision 10), as a save does.
  serve(app, routes.unarchive, async ({ params, query, body }, request, reply) => {
    if (query.check) return pricelists.checkUnarchive(deps, carrierOf(request), params.id, body.version);
    const back = await pricelists.unarchivePricelist(deps, authOf(request), carrierOf(request), params.id, body.version);
    return isProposed(back) ? answerProposal(deps, request, reply, routes.unarchive, back) : back;
  });
}
