import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { listQuerySchema, massPriceRequestSchema, tenderPriceSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { carrierOf } from '../../http/session.plugin';
import { callerOf } from '../pricing/caller';
import { calculationFile, listCalculationJobs, massCalculation, tenderCalculation, type CalculationAnswer } from './bulk.service';
import { attachment, XLSX_TYPE } from '../../http/downloads';

/** 100,000 shipments are about 15 MB of JSON (20 MB with dimensions): these two calls only may send up to 32 MB. */
export const BULK_BODY_LIMIT = 32 * 1024 * 1024;

/** The mass and tender price calls (partner token or the signed-in calculator) and the jobs of the web app. */
export function bulkRoutes(app: FastifyInstance, deps: AppDeps) {
  // The guard settles who asks before a byte of the (large) body is read: a bad token is 401 at once.
  const options = { bodyLimit: BULK_BODY_LIMIT, config: { access: 'partner' as const } };

  app.post('/api/v1/mass_price', options, async (request, reply) => {
    const body = parseWith(massPriceRequestSchema, request.body);
    // The parsed copy is the one used: let the request's go, so 100,000 rows are not held twice.
    request.body = undefined;
    const caller = await callerOf(deps, request, body.customer);
    return answer(reply, await massCalculation(deps, caller, body));
  });

  app.post('/api/v1/tender_price', options, async (request, reply) => {
    const body = parseWith(tenderPriceSchema, request.body);
    const caller = await callerOf(deps, request, body.customer);
    return answer(reply, await tenderCalculation(deps, caller, body));
  });

  app.get('/fe/jobs', { config: { access: 'calculator' } }, async (request) => {
    const { page } = parseWith(listQuerySchema(['created_at']), request.query);
    return listCalculationJobs(deps, carrierOf(request), page);
  });

  app.get<{ Params: { id: string } }>('/fe/jobs/:id/file', { config: { access: 'calculator' } }, async (request, reply) => {
    const file = await calculationFile(deps, carrierOf(request), request.params.id);
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(file.name)).send(file.bytes);
  });
}

const OUT_BUFFER_BYTES = 1024 * 1024;

/** A workbook streamed as it is written, or the 202 of a mailed one. */
function answer(reply: FastifyReply, result: CalculationAnswer) {
  if (result.kind === 'queued') return reply.status(202).send({ job_id: result.job_id });
  // A 1 MB buffer: the writer waits for a slow client, without a round trip per 16 kB.
  const out = new PassThrough({ highWaterMark: OUT_BUFFER_BYTES });
  result.write(out).catch((error: unknown) => {
    // The status is sent already: the download breaks off rather than ending as a wrong file.
    reply.log.error({ err: error }, 'workbook failed');
    out.destroy(error as Error);
  });
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(result.name)).send(out);
}
