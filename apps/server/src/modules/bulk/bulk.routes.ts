import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BULK_ROUTES, type Language } from '@freight/domain';
import { type PricingSeam, callerOf } from '../pricing';
import type { JobsSeam } from './jobs.service';
import type { Seams } from '../../seams';
import type { PostcodePointsSeam } from '../postcode-points';
import { english } from '../../errors';
import { serve } from '../../http/serve';
import { requestOrigin } from '../../http/context';
import { carrierOf } from '../../http/session.plugin';
import { ownBytes } from '../../workers/own-bytes';
import { admitHeavyWork } from '../../http/heavy-admission';
import {
  calculationFile,
  calculationJob,
  jobScopeOf,
  calculationTemplate,
  listCalculationJobs,
  massCalculation,
  tenderCalculation,
  type CalculationAnswer,
  type CalculationRequester,
} from './bulk.service';
import { BULK_BODY_LIMIT } from '../../http/body-limits';
import { attachment, XLSX_TYPE } from '../../http/downloads';
import { jobUrl } from './jobs.service';
import type { HeavySeam } from '../../workers/heavy-work';
import { partnerLanguage, readerLanguage } from '../partners';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'config'> & HeavySeam & PricingSeam & JobsSeam & PostcodePointsSeam;

/** The mass and tender price calls (partner token or the signed-in calculator), their jobs for partners and for the web app. */
export async function bulkRoutes(app: FastifyInstance, deps: RouteDeps) {
  // The guard settles who asks before a byte of the (large) body is read: a bad token is 401 at
  // once; then the carrier's slot for heavy work (429 beyond its limit).
  const heavy = { bodyLimit: BULK_BODY_LIMIT, onRequest: admitHeavyWork(deps.heavy) };

  // The budget's JSON is parsed by its worker thread: this route only collects the bounded bytes.
  await app.register(async (scope) => {
    // In place of the app's parser (http/body-limits.ts): its depth check runs in the worker too.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BULK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    serve(
      scope,
      BULK_ROUTES.massPrice,
      async ({ body }, request, reply) => {
        request.body = undefined;
        const language = await languageOf(deps, request);
        return answer(
          deps,
          reply,
          await massCalculation(deps, { body, by: { ...calculationRequester(request), language } }, (partnerId) =>
            callerOf(deps, request, partnerId),
          ),
        );
      },
      { ...heavy, parseBody: bodyBytes },
    );
  });

  serve(
    app,
    BULK_ROUTES.tenderPrice,
    async ({ body }, request, reply) => {
      const caller = await callerOf(deps, request, body.customer);
      const language = await languageOf(deps, request);
      return answer(deps, reply, await tenderCalculation(deps, caller, body, { ...calculationRequester(request), language }));
    },
    heavy,
  );

  // A partner follows the jobs its token started (another partner's, another carrier's or one the
  // web app started: 404); the calculator's session sees its carrier's, as in /fe/jobs.
  serve(
    app,
    BULK_ROUTES.partnerJob,
    async ({ params }, request) => calculationJob(deps, jobScopeOf(await callerOf(deps, request, null)), params.id),
    noSuchJob,
  );

  serve(
    app,
    BULK_ROUTES.partnerJobFile,
    async ({ params }, request, reply) =>
      sendFile(reply, await calculationFile(deps, jobScopeOf(await callerOf(deps, request, null)), params.id)),
    noSuchJob,
  );

  serve(app, BULK_ROUTES.jobs, ({ query }, request) =>
    listCalculationJobs(deps, { carrierId: carrierOf(request), apiPartnerId: null }, query.page),
  );

  // The workbooks to fill in: the same for every carrier, for whoever may use the calculator.
  for (const [route, kind] of TEMPLATES) {
    serve(app, route, async ({ query }, request, reply) =>
      sendFile(reply, await calculationTemplate(kind, await languageOf(deps, request, query.lang))),
    );
  }

  serve(
    app,
    BULK_ROUTES.jobFile,
    async ({ params }, request, reply) =>
      sendFile(reply, await calculationFile(deps, { carrierId: carrierOf(request), apiPartnerId: null }, params.id)),
    noSuchJob,
  );
}

/** The templates' routes and kinds. */
const TEMPLATES = [
  [BULK_ROUTES.budgetTemplate, 'budget'],
  [BULK_ROUTES.tenderTemplate, 'tender'],
] as const;

// An id that is not a job id names no job.
const noSuchJob = { notFound: english('errors.jobs.noSuchJob') };

/** A finished job's workbook, as a download. */
function sendFile(reply: FastifyReply, file: { name: string; bytes: Buffer }) {
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(file.name)).send(file.bytes);
}

/** The body's bytes to move to the worker: a body another parser read (a form) is written as JSON. */
function bodyBytes(body: unknown): Uint8Array {
  return Buffer.isBuffer(body) ? ownBytes(body) : new Uint8Array(Buffer.from(JSON.stringify(body ?? {})));
}

/** A workbook streamed as its worker writes it, or the 202 of a mailed one: where to follow the job, in the body and in Location. */
function answer(deps: RouteDeps, reply: FastifyReply, result: CalculationAnswer) {
  if (result.kind === 'queued') {
    const url = jobUrl(deps.config.publicUrl, result.job_id);
    return reply.status(202).header('location', url).send({ job_id: result.job_id, job_url: url });
  }
  result.stream.on('error', (error) => {
    // The status is sent already: the download breaks off rather than ending as a wrong file.
    reply.log.error({ err: error }, 'workbook failed');
  });
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(result.name)).send(result.stream);
}

/**
 * The language of a workbook (docs/api.md "Languages"): `asked`, else a partner's token's partner's
 * (the token wins over a cookie), else the person's own (a partner user's partner's, the carrier's).
 */
async function languageOf(deps: RouteDeps, request: FastifyRequest, asked?: Language): Promise<Language> {
  if (asked) return asked;
  const token = request.apiPartner;
  if (token && (request.headers.authorization || !request.auth)) return partnerLanguage(deps.db, token.carrierId, token.partner.id);
  return readerLanguage(deps.db, request);
}

/** Who asks for a calculation: the person signed in, or nobody when a partner's token asks (the token wins over a cookie). */
function calculationRequester(request: FastifyRequest): CalculationRequester {
  return { auth: request.headers.authorization ? null : request.auth, origin: requestOrigin(request) };
}
