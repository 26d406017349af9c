/**
 * Budget (mass) and tender calculations (api.md "Budget and tender calculations"): the workbook
 * streamed as the answer, or, with `email`, queued as a job and answered 202 at once. Prices come
 * from one pricing snapshot of the caller's compiled carrier (priceOn, the single price API's own
 * pricing); no quote is recorded.
 */
import type { Writable } from 'node:stream';
import { findService, type JobAnswer, type MassPriceRequest, type TenderPriceRequest } from '@freight/domain';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { pricingSnapshot, unknownService, type Caller } from '../pricing/price.service';
import { MASS_FILE_NAME, prepareMassWorkbook } from './mass-workbook';
import { prepareTenderWorkbook, TENDER_FILE_NAME } from './tender-workbook';
import { findJobFile, listJobs } from './jobs.repository';

/** What the route sends: a workbook to stream, or the 202 of a queued job. */
export type CalculationAnswer =
  { kind: 'file'; name: string; write: (out: Writable) => Promise<void> } | { kind: 'queued'; job_id: string };

/** POST /api/v1/mass_price. */
export async function massCalculation(deps: AppDeps, caller: Caller, request: MassPriceRequest): Promise<CalculationAnswer> {
  const snapshot = await pricingSnapshot(deps, caller);
  // An unknown service is a 422 now, also for a mailed file: better than a failed job.
  if (request.service !== null && request.service !== undefined && !findService(snapshot.entry.carrier, request.service)) {
    throw unknownService();
  }
  if (request.email) {
    const job_id = await deps.jobs.enqueue(caller, { kind: 'mass', caller, body: request }, request.shipments.length, request.email);
    return { kind: 'queued', job_id };
  }
  const workbook = await prepareMassWorkbook(snapshot, request);
  return { kind: 'file', name: MASS_FILE_NAME, write: (out) => workbook.write(out) };
}

/** POST /api/v1/tender_price. */
export async function tenderCalculation(deps: AppDeps, caller: Caller, request: TenderPriceRequest): Promise<CalculationAnswer> {
  const snapshot = await pricingSnapshot(deps, caller);
  // The service is checked now, also for a mailed tender: a 422 beats a failed job.
  const workbook = prepareTenderWorkbook(snapshot, request);
  if (request.email) {
    const job_id = await deps.jobs.enqueue(caller, { kind: 'tender', caller, body: request }, workbook.rows, request.email);
    return { kind: 'queued', job_id };
  }
  return { kind: 'file', name: TENDER_FILE_NAME, write: (out) => workbook.write(out) };
}

/** GET /fe/jobs: the carrier's calculation jobs, newest first. */
export async function listCalculationJobs(deps: AppDeps, carrierId: number, page: number): Promise<{ items: JobAnswer[]; count: number }> {
  const { items, count } = await listJobs(deps.db, carrierId, page);
  return {
    count,
    items: items.map((job) => ({
      ...job,
      progress: Math.round(Number(job.progress) * 1000) / 1000,
      created_at: new Date(job.created_at).toISOString(),
      finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
    })),
  };
}

/** GET /fe/jobs/{id}/file: the finished workbook; another carrier's job is 404, one not done 409. */
export async function calculationFile(deps: AppDeps, carrierId: number, id: string): Promise<{ name: string; bytes: Buffer }> {
  const job = /^[0-9a-f-]{36}$/i.test(id) ? await findJobFile(deps.db, carrierId, id) : undefined;
  if (!job) throw AppError.notFound('No such calculation job');
  if (job.status !== 'done' || !job.file || !job.file_name) {
    throw AppError.conflict(job.status === 'failed' ? 'The calculation failed: there is no file' : 'The calculation is not done yet');
  }
  return { name: job.file_name, bytes: job.file };
}
