/**
 * The budget, tender and job calculations as they run in a worker thread (workers/heavy-work.ts):
 * plain data in, the workbook's bytes out through the task's channel. The main thread keeps all
 * database work and the caller's checks; the conversation of each task is written beside it.
 */
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import secureJson from 'secure-json-parse';
import { massPriceRequestSchema, type AddressInput, type Language, type MassPriceRequest, type TenderPriceRequest } from '@freight/domain';
import { AppError, english, parseWith } from '../../errors';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../lib/json-depth';
import type { WorkerChannel } from '../../workers/task-channel';
import { pointLookups, snapshotOf, type PricingInput, type Caller } from '../pricing/worker';
import { prepareMassWorkbook } from './mass-workbook';
import { prepareTenderWorkbook } from './tender-workbook';
import type { ProgressReport } from './workbook';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/**
 * What a queued job keeps to run again from alone: its caller, its validated body and its
 * workbook's language (none in a job queued before languages: English).
 */
export type JobPayload = (
  { kind: 'mass'; caller: Caller; body: MassPriceRequest } | { kind: 'tender'; caller: Caller; body: TenderPriceRequest }
) & { language?: Language };

/** The raw body of POST /api/v1/mass_price, parsed and checked here (a 30 MB parse is no one else's wait). */
export interface MassTask {
  kind: 'mass';
  /** The request body's bytes, as received. */
  body: Uint8Array;
}

/** What the worker found in a mass body: all the main thread needs to settle the caller and the service. */
export interface MassParsed {
  type: 'parsed';
  customer: number | null;
  service: number | string | null;
  email: string | null;
  shipments: number;
  /** The distinct addresses' postcode point lookups (at most MAX_POINT_LOOKUPS), which the main thread reads for pricing. */
  addresses: { country: string; key: string }[];
}

/** The most distinct postcodes a calculation looks points up for; past it the rest price by their areas' centroids. */
export const MAX_POINT_LOOKUPS = 20_000;

/** The point lookups of a calculation's addresses, each once, at most MAX_POINT_LOOKUPS. */
export function addressLookups(addresses: Iterable<AddressInput>): { country: string; key: string }[] {
  return pointLookups(addresses).slice(0, MAX_POINT_LOOKUPS);
}

/** A mass body's addresses that look like addresses (its rows are checked one by one when priced). */
function* massAddresses(request: MassPriceRequest): Iterable<AddressInput> {
  for (const s of request.shipments) {
    for (const side of [s.collection, s.delivery] as unknown[]) {
      const { country, postcode } = (typeof side === 'object' && side !== null ? side : {}) as Record<string, unknown>;
      if (typeof country === 'string' && typeof postcode === 'string') yield { country, postcode };
    }
  }
}

function* tenderAddresses(request: TenderPriceRequest): Iterable<AddressInput> {
  for (const lane of request.zones) {
    yield lane.collection;
    yield lane.delivery;
  }
}

/** The point lookups of a mass or tender request. */
export function requestLookups(payload: Pick<JobPayload, 'kind' | 'body'>): { country: string; key: string }[] {
  return addressLookups(
    payload.kind === 'mass' ? massAddresses(payload.body as MassPriceRequest) : tenderAddresses(payload.body as TenderPriceRequest),
  );
}

/** The main thread's answer to `parsed`: price and write the workbook (in `language`), or queue the request as a job. */
export type MassGo = { type: 'price'; pricing: PricingInput; language: Language } | { type: 'queue'; caller: Caller; language: Language };

/**
 * mass: parse and check the body (422s as the route gave them) -> `parsed` -> `price` (then
 * `ready` once every shipment is priced, and the workbook's bytes) or `queue` (then `queued` with
 * the job's gzipped payload).
 */
export async function runMass(task: MassTask, channel: WorkerChannel): Promise<void> {
  const request = parseWith(massPriceRequestSchema, parseJson(task.body));
  // The parsed copy is the one used: the 15-30 MB of bytes can go.
  task.body = new Uint8Array(0);
  channel.send({
    type: 'parsed',
    customer: request.customer ?? null,
    service: request.service ?? null,
    email: request.email ?? null,
    shipments: request.shipments.length,
    addresses: requestLookups({ kind: 'mass', body: request }),
  } satisfies MassParsed);
  const go = await channel.next<MassGo>();
  if (go.type === 'queue') {
    channel.send({ type: 'queued', payload: await jobPayload({ kind: 'mass', caller: go.caller, body: request, language: go.language }) });
    return;
  }
  const workbook = await prepareMassWorkbook(snapshotOf(go.pricing), request, undefined, go.language);
  channel.send({ type: 'ready', rows: workbook.rows });
  await workbook.write(channel.writable());
}

/** A tender, checked by the main thread: `ready`, then the workbook's bytes. */
export interface TenderTask {
  kind: 'tender';
  request: TenderPriceRequest;
  pricing: PricingInput;
  /** The workbook's language. */
  language: Language;
}

export async function runTender(task: TenderTask, channel: WorkerChannel): Promise<void> {
  const workbook = prepareTenderWorkbook(snapshotOf(task.pricing), task.request, task.language);
  channel.send({ type: 'ready', rows: workbook.rows });
  await workbook.write(channel.writable());
}

/** A queued job's stored request (gzipped JobPayload). */
export interface JobTask {
  kind: 'job';
  request: Uint8Array;
  /** The rows the job counts (its progress is rows done of these). */
  rows: number;
}

/**
 * job: unzip and read the stored request -> `parsed` with the caller -> `price` -> `progress`
 * messages (share done, 0 to 1) while it prices and writes, and the workbook's bytes.
 */
export async function runJob(task: JobTask, channel: WorkerChannel): Promise<void> {
  const payload = JSON.parse((await gunzip(task.request)).toString('utf8')) as JobPayload;
  channel.send({ type: 'parsed', kind: payload.kind, caller: payload.caller, addresses: requestLookups(payload) });
  const go = await channel.next<{ type: 'price'; pricing: PricingInput }>();
  const snapshot = snapshotOf(go.pricing);
  const rows = Math.max(task.rows, 1);
  const report =
    (share: (done: number) => number): ProgressReport =>
    (done) =>
      channel.send({ type: 'progress', share: share(done) });
  const out = channel.writable();
  const language = payload.language ?? 'en';
  if (payload.kind === 'mass') {
    // A mass file is half pricing, half writing.
    const workbook = await prepareMassWorkbook(
      snapshot,
      payload.body,
      report((done) => (0.5 * done) / rows),
      language,
    );
    await workbook.write(
      out,
      report((done) => 0.5 + (0.5 * done) / rows),
    );
  } else {
    await prepareTenderWorkbook(snapshot, payload.body, language).write(
      out,
      report((done) => done / rows),
    );
  }
}

/** A request as a job stores it: the JSON of its payload, gzipped. */
export async function jobPayload(payload: JobPayload): Promise<Uint8Array> {
  return gzip(JSON.stringify(payload));
}

/** JSON as Fastify's own parser reads it: a body that defines __proto__ or constructor.prototype is refused. */
function parseJson(bytes: Uint8Array): unknown {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  // The same refusal as every other JSON body (http/body-limits.ts), here off the request loop.
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw AppError.invalid(english('errors.http.bodyTooDeep', { depth: String(MAX_JSON_DEPTH) }));
  try {
    return secureJson.parse(text, undefined, {
      protoAction: 'error',
      constructorAction: 'error',
    });
  } catch {
    throw AppError.badRequest(english('errors.bulk.notJson'));
  }
}
