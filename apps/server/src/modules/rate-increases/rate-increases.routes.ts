import type { FastifyInstance } from 'fastify';
import { RATE_INCREASE_ROUTES } from '@freight/domain';
import type { PricingSeam } from '../pricing';
import type { JobsSeam } from '../bulk';
import type { Seams } from '../../seams';
import type { QuotesSeam } from '../quotes';
import { admitHeavyWork } from '../../http/heavy-admission';
import { answerWith, serve } from '../../http/serve';
import { answerProposal } from '../change-mails';
import { isProposed } from '../versions';
import { authOf, carrierOf } from '../../http/session.plugin';
import { applyRateIncrease } from './rate-increase-apply.service';
import { cancelRateIncrease } from './rate-increase-cancel.service';
import { rateIncreaseJob } from './rate-increase-job';
import { previewRateIncrease } from './rate-increase-preview.service';
import { listRateIncreases } from './rate-increases.service';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'config' | 'mailer' | 'background' | 'changePricing'> & HeavySeam & PricingSeam & QuotesSeam & JobsSeam;

const routes = RATE_INCREASE_ROUTES;

/** General rate increases: preview, apply, the scheduled list, cancel, a large one's job. */
export function rateIncreaseRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, routes.list, (_, request) => listRateIncreases(deps, carrierOf(request)));

  // ?dry_run=true: the preview (200), priced in a worker thread, so it takes a heavy-work slot.
  serve(
    app,
    routes.apply,
    async ({ query, body }, request, reply) => {
      if (query.dry_run) return answerWith(reply, routes.apply, 200, await previewRateIncrease(deps, carrierOf(request), body));
      const outcome = await applyRateIncrease(deps, authOf(request), carrierOf(request), body);
      if (isProposed(outcome)) return answerProposal(deps, request, reply, routes.apply, outcome);
      if ('job_id' in outcome) return answerWith(reply, routes.apply, 202, outcome);
      return outcome.applied;
    },
    { onRequest: admitHeavyWork(deps.heavy) },
  );

  serve(app, routes.job, ({ params }, request) => rateIncreaseJob(deps, carrierOf(request), params.job_id));
  serve(app, routes.cancel, ({ params }, request) => cancelRateIncrease(deps, authOf(request), carrierOf(request), params.id));
}
