/**
 * Budget (mass) and tender calculations (docs/api.md "Budget and tender calculations"): the workbook
 * streamed as the answer, or, with `email`, queued as a job and answered 202 at once. Prices come
 * from one pricing snapshot of the caller's compiled carrier (priceOn, the single price API's own
 * pricing); no quote is recorded.
 */
import type { Readable } from 'node:stream';
import { findService, type JobAnswer, type Language, type PartnerJobAnswer, type TenderPriceRequest } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import type { JobsSeam } from './jobs.service';
import { type PricingSeam, type PricingSnapshot, pricingInput, pricingSnapshot, unknownService, type Caller } from '../pricing';
import type { PointKey, PostcodePointsSeam } from '../postcode-points';
import { jobPayload, requestLookups, type MassGo, type MassParsed } from './bulk.tasks';
import type { AuthContext, RequestOrigin } from '../../http/context';
import { recordSecurityEvent, actorOf, joinDetail } from '../security-events';
import { assertMailAllowed } from './mail-targets';
import { MASS_FILE_NAME } from './mass-workbook';
import { TENDER_FILE_NAME } from './tender-workbook';
import { findJob, findJobFile, listJobs, type JobScope } from './jobs.repository';
import { jobUrl } from './jobs.service';
import { TEMPLATE_FILE_NAMES, templateWorkbook, type TemplateKind } from './template-workbook';
import type { HeavySeam } from '../../workers/heavy-work';

/** What these services use of the app's dependencies (deps.ts). */
type BulkDeps = Pick<Seams, 'db' | 'config'> & HeavySeam & PricingSeam & JobsSeam;

/** The snapshot with the postcode points of a calculation's addresses (read in one statement). */
async function pricedWithPoints(deps: PostcodePointsSeam, snapshot: PricingSnapshot, lookups: PointKey[]): Promise<PricingSnapshot> {
  return { ...snapshot, points: await deps.postcodePoints.cache.find(lookups) };
}

/** What the route sends: a workbook streaming from its worker, or the 202 of a queued job. */
export type CalculationAnswer = { kind: 'file'; name: string; stream: Readable } | { kind: 'queued'; job_id: string };

/**
 * POST /api/v1/mass_price. The body's bytes go to a worker thread as they came (parsing and
 * checking 100,000 shipments is no one else's wait); it answers what the caller and the service
 * need (`parsed`), this thread settles them, then the worker prices and streams the workbook, or
 * hands back the job's payload. `callerFor` resolves the calculator's `customer`.
 */
export async function massCalculation(
  deps: BulkDeps & PostcodePointsSeam,
  request: { body: Uint8Array; by: CalculationRequester },
  callerFor: (partnerId: number | null) => Caller | Promise<Caller>,
): Promise<CalculationAnswer> {
  const { body } = request;
  const channel = deps.heavy.open({ kind: 'mass', body }, [body.buffer as ArrayBuffer]);
  try {
    const parsed = await channel.next<MassParsed>('parsed');
    const caller = await callerFor(parsed.customer);
    const snapshot = await pricedWithPoints(deps, await pricingSnapshot(deps, caller), parsed.addresses);
    // An unknown service is a 422 now, also for a mailed file: better than a failed job.
    if (parsed.service !== null && !findService(snapshot.entry.carrier, parsed.service)) throw unknownService();
    await recordCalculation(deps, request.by, caller, {
      kind: 'budget_exported',
      size: parsed.shipments === 1 ? '1 shipment' : `${parsed.shipments} shipments`,
      email: parsed.email,
    });
    if (parsed.email) {
      await assertMailAllowed(deps, caller, parsed.email);
      channel.send({ type: 'queue', caller, language: request.by.language ?? 'en' } satisfies MassGo);
      const { payload } = await channel.next<{ type: 'queued'; payload: Uint8Array }>('queued');
      return { kind: 'queued', job_id: await deps.jobs.enqueue(caller, 'mass', payload, parsed.shipments, parsed.email) };
    }
    channel.send({ type: 'price', pricing: pricingInput(snapshot), language: request.by.language ?? 'en' } satisfies MassGo);
    await channel.next('ready');
    return { kind: 'file', name: MASS_FILE_NAME, stream: channel.readable() };
  } catch (error) {
    channel.close();
    throw error;
  }
}

/** POST /api/v1/tender_price: checked here, priced and written in a worker thread. */
export async function tenderCalculation(
  deps: BulkDeps & PostcodePointsSeam,
  caller: Caller,
  request: TenderPriceRequest,
  by: CalculationRequester,
): Promise<CalculationAnswer> {
  const snapshot = await pricedWithPoints(deps, await pricingSnapshot(deps, caller), requestLookups({ kind: 'tender', body: request }));
  // The service is checked now, also for a mailed tender: a 422 beats a failed job.
  if (!findService(snapshot.entry.carrier, request.service)) throw unknownService();
  const lanes = request.zones.length === 1 ? '1 lane' : `${request.zones.length} lanes`;
  const profiles = request.shipments.length === 1 ? '1 profile' : `${request.shipments.length} profiles`;
  await recordCalculation(deps, by, caller, { kind: 'tender_exported', size: `${lanes} x ${profiles}`, email: request.email ?? null });
  if (request.email) {
    await assertMailAllowed(deps, caller, request.email);
    const payload = await jobPayload({ kind: 'tender', caller, body: request, language: by.language ?? 'en' });
    const rows = request.zones.length * request.shipments.length;
    return { kind: 'queued', job_id: await deps.jobs.enqueue(caller, 'tender', payload, rows, request.email) };
  }
  const channel = deps.heavy.open({ kind: 'tender', request, pricing: pricingInput(snapshot), language: by.language ?? 'en' });
  try {
    await channel.next('ready');
  } catch (error) {
    channel.close();
    throw error;
  }
  return { kind: 'file', name: TENDER_FILE_NAME, stream: channel.readable() };
}

/** Who asks for a calculation: a signed-in person (staff, or a partner user in the portal), or none (a partner's token). */
export interface CalculationRequester {
  auth: AuthContext | null;
  origin: RequestOrigin;
  /** The workbook's language (the reader's, or the token's partner's); English unless given. */
  language?: Language;
}

/**
 * A budget or tender is an export of prices: recorded in the carrier's security log, by the person
 * or, for a token, the partner's API token (no actor), with its size and where it is mailed.
 */
function recordCalculation(
  deps: BulkDeps,
  by: CalculationRequester,
  caller: Caller,
  facts: { kind: 'budget_exported' | 'tender_exported'; size: string; email: string | null },
): Promise<void> {
  const token = by.auth === null ? "by the partner's API token" : '';
  return recordSecurityEvent(deps.db, {
    carrierId: caller.carrierId,
    kind: facts.kind,
    actor: by.auth ? actorOf(by.auth) : null,
    ip: by.origin.ip,
    subject: caller.partner?.name ?? 'general pricelists',
    detail: joinDetail(facts.size, facts.email ? `mailed to ${facts.email}` : '', token),
  });
}

/** A job id is a UUID; anything else is no job (and never reaches the database's uuid parser). */
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whose jobs `caller` sees: a partner's token only the jobs it started (not those the calculator
 * started for that partner), the calculator every job of its carrier.
 */
export function jobScopeOf(caller: Caller): JobScope {
  if (!caller.viaTms) return { carrierId: caller.carrierId, apiPartnerId: null };
  // A token always names its partner; without one it must not fall back to the whole carrier.
  if (!caller.partner) throw AppError.unauthorized(english('errors.partners.unknownToken'));
  return { carrierId: caller.carrierId, apiPartnerId: caller.partner.id };
}

type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

/** A job row as answered: progress to three decimals, times as ISO text. */
function presentJob(job: JobRow): JobAnswer {
  return {
    ...job,
    progress: Math.round(Number(job.progress) * 1000) / 1000,
    created_at: new Date(job.created_at).toISOString(),
    finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  };
}

/** GET /fe/jobs: the carrier's calculation jobs, newest first; GET /fe/portal/jobs: those its partner started. */
export async function listCalculationJobs(deps: BulkDeps, scope: JobScope, page: number): Promise<{ items: JobAnswer[]; count: number }> {
  const { items, count } = await listJobs(deps.db, scope, page);
  return { count, items: items.map(presentJob) };
}

/** GET /api/v1/jobs/{id}: one job of the caller's, with its workbook's URL once done; anyone else's is 404. */
export async function calculationJob(deps: BulkDeps, scope: JobScope, id: string): Promise<PartnerJobAnswer> {
  const job = JOB_ID.test(id) ? await findJob(deps.db, scope, id) : undefined;
  if (!job) throw AppError.notFound(english('errors.jobs.noSuchJob'));
  return { ...presentJob(job), file_url: job.status === 'done' && job.file_name ? `${jobUrl(deps.config.publicUrl, job.id)}/file` : null };
}

/**
 * GET /fe/jobs/{id}/file and /api/v1/jobs/{id}/file: the finished workbook; a job outside `scope`
 * (another carrier's, another partner's) is 404, one not done 409.
 */
export async function calculationFile(deps: BulkDeps, scope: JobScope, id: string): Promise<{ name: string; bytes: Buffer }> {
  const job = JOB_ID.test(id) ? await findJobFile(deps.db, scope, id) : undefined;
  if (!job) throw AppError.notFound(english('errors.jobs.noSuchJob'));
  if (job.status !== 'done' || !job.file || !job.file_name) {
    throw AppError.conflict(english(job.status === 'failed' ? 'errors.jobs.failedNoFile' : 'errors.jobs.notDone'));
  }
  return { name: job.file_name, bytes: job.file };
}

/** GET /fe/tool/templates/{budget|tender}.xlsx: the workbook a clerk fills in (the same for every carrier), in `language`. */
export async function calculationTemplate(kind: TemplateKind, language: Language = 'en'): Promise<{ name: string; bytes: Buffer }> {
  return { name: TEMPLATE_FILE_NAMES[kind], bytes: await templateWorkbook(kind, language) };
}
