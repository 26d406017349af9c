import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  apiErrorSchema,
  jobCreatedAnswerSchema,
  pathOf,
  type PRICELIST_ROUTES,
  type Answer,
  type ApiError,
  type BodyInput,
  type ParamsInput,
  type QueryInput,
  type RouteDescriptor,
} from '@freight/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import type { AppConfig, AppInput } from '../src/deps';
import type { Mail, Mailer } from '../src/mail/mailer';
import type { JobSettings } from '../src/modules/bulk/jobs.service';
import { withDatabase } from './global-setup';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database of the app (null on PGlite): a second app can share it. */
  databaseUrl: string | null;
  secretKey: Buffer;
  /** Every mail the app sent, oldest first. */
  mails: Mail[];
  /** A client with its own cookie jar that sends the app's Origin on every call. */
  client(): TestClient;
  close(): Promise<void>;
}

/** What a test may change about the app: settings (shorter throttles), the runner of background work. */
export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Replaces the default runner, which the clients wait for after each call (so a mail sent after the answer is there). */
  background?: AppInput['background'];
  /** Names its PostgreSQL connections in pg_stat_activity (its LISTEN connection is `<name>-listen`). */
  applicationName?: string;
  /** Also sends every mail through this one (the test app records them all in `mails` anyway). */
  mailer?: Mailer;
  /** The calculation jobs' worker and timings. */
  jobs?: Partial<JobSettings>;
  /** PGlite's folder, to open the same database again as after a restart (default: in memory). */
  dataDir?: string;
  /** PGlite in a worker thread, as the server runs it (default: in the test's thread): for tests of what waits. */
  embeddedThread?: boolean;
  /** The server secret (default: random; a restarted app keeps its first's, as SECRET_KEY or DATA_DIR/secret.key does). */
  secretKey?: Buffer;
  /** Resolves host names for outbound calls (default: `resolveInTests`). */
  resolveHost?: AppInput['resolveHost'];
}

/**
 * The test apps' resolver: `localhost` is 127.0.0.1 and ::1 (as /etc/hosts has it), every other name
 * does not resolve (ENOTFOUND). No test asks a DNS server anything; the system's resolver is tested
 * on `localhost` in outbound-client.test.ts.
 */
export const resolveInTests: NonNullable<AppInput['resolveHost']> = async (hostname) => {
  if (hostname === 'localhost')
    return [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

/**
 * For tests whose webhook receivers or documents are served on 127.0.0.1: the app allows that one
 * address, as an operator allows its own network (WEBHOOK_ALLOWED_NETWORKS). Without it, outbound
 * calls reach public addresses only.
 */
export const LOCAL_RECEIVERS: Pick<AppConfig, 'webhookAllowedNetworks'> = { webhookAllowedNetworks: ['127.0.0.1/32'] };

/**
 * A fresh, migrated database of `kind` and an app on it; with `shared`, a second app (another
 * "process") on the first one's PostgreSQL database.
 */
export async function createTestApp(
  kind: DatabaseKind,
  shared?: { databaseUrl: string; secretKey: Buffer },
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop, databaseUrl } = shared
    ? {
        database: await openDatabase({ databaseUrl: shared.databaseUrl, poolSize: 4, applicationName: options.applicationName }),
        drop: async () => undefined,
        databaseUrl: shared.databaseUrl,
      }
    : kind === 'pglite'
      ? await freshPglite(options.dataDir, options.embeddedThread)
      : await freshPostgres(options.applicationName);
  const secretKey = shared?.secretKey ?? options.secretKey ?? randomBytes(32);
  const mails: Mail[] = [];
  const recorder: Mailer = { send: async (mail) => void mails.push(mail) };
  const mailer: Mailer = options.mailer
    ? // Recorded once the given mailer has sent it: a test that saw it in `mails` finds it there too.
      { send: async (mail) => options.mailer!.send(mail).then(() => recorder.send(mail)) }
    : recorder;
  const background = options.background ? { run: options.background, settle: async () => undefined } : trackedBackground();
  const app = await createApp({
    db: database.db,
    mailer,
    listen: database.listen,
    notify: database.notify,
    background: background.run,
    executeSql: database.executeSql,
    copyRows: database.copyRows,
    databaseKind: database.kind,
    poolUse: database.poolUse,
    resolveHost: options.resolveHost ?? resolveInTests,
    config: {
      publicUrl: ORIGIN,
      trustProxy: false,
      sessionIdleMinutes: 60,
      sessionMaxDays: 7,
      supportEmail: 'support@example.com',
      secretKey,
      warmUp: false,
      ...options.config,
      ...(options.jobs ? { jobs: options.jobs } : {}),
    },
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    secretKey,
    mails,
    client: () => new TestClient(app, background.settle),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Runs background work on the next turn like the server does, and can wait until none is left. */
function trackedBackground() {
  const pending = new Set<Promise<void>>();
  return {
    run: (task: () => Promise<void>) => {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve)).then(task).finally(() => pending.delete(done));
      pending.add(done);
    },
    settle: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** A new embedded database, in memory (or in `dataDir`, to be opened again as after a restart). */
async function freshPglite(dataDir?: string, embeddedThread?: boolean) {
  const database = await openDatabase({ dataDir, embeddedThread });
  await migrate(database);
  return { database, drop: async () => undefined, databaseUrl: null };
}

async function freshPostgres(applicationName?: string) {
  const url = process.env.TEST_DATABASE_URL!;
  const template = inject('pgTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is set but the template database was not prepared');
  const name = `freight_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const databaseUrl = withDatabase(url, name);
  const database = await openDatabase({ databaseUrl, poolSize: 4, applicationName });
  return {
    database,
    databaseUrl,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The app of a new process after `first`'s was killed, on the same database, checking for stale
 * jobs every 200 ms. PGlite: `first` closed and its files (`dataDir`) opened again. PostgreSQL:
 * only `first`'s app closed (the caller closes `first` after, which drops the database), a job's
 * heartbeat stale after 500 ms.
 */
export async function restartedTestApp(
  kind: DatabaseKind,
  first: TestApp,
  dataDir: string | undefined,
  config?: Partial<AppConfig>,
): Promise<TestApp> {
  if (kind === 'pglite') {
    await first.close();
    return createTestApp(kind, undefined, { dataDir, secretKey: first.secretKey, jobs: { checkEveryMs: 200 }, config });
  }
  await first.app.close();
  return createTestApp(
    kind,
    { databaseUrl: first.databaseUrl!, secretKey: first.secretKey },
    { jobs: { staleAfterMs: 500, checkEveryMs: 200 }, config },
  );
}

/**
 * One suite per database kind, sharing one app for the file: `use()` gives the current one.
 * Tests inside create their own carriers with the factories, so they do not depend on each other.
 * `options` change the app of the suite (shorter throttles, a background runner of the test's own).
 */
export function describeEachDatabase(name: string, suite: (use: () => TestApp) => void, options?: TestAppOptions) {
  for (const kind of DATABASE_KINDS) {
    describe(`${name} [${kind}]`, () => {
      let testApp: TestApp | undefined;
      beforeAll(async () => {
        testApp = await createTestApp(kind, undefined, options);
      });
      afterAll(async () => {
        await testApp?.close();
      });
      suite(() => {
        if (!testApp) throw new Error('the test app is not ready');
        return testApp;
      });
    });
  }
}

/**
 * Calls the app like a browser: cookies kept between calls, Origin sent. After each answer it
 * waits for the app's background work (a mail sent after the answer), as a person would.
 */
export class TestClient {
  cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly settle: () => Promise<void> = async () => undefined,
  ) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const c of response.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() <= Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    await this.settle();
    return response;
  }

  get = (url: string) => this.request({ method: 'GET', url });
  delete = (url: string) => this.request({ method: 'DELETE', url });
  post = (url: string, payload?: unknown) => this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });

  /**
   * A save of the record at `url` (PUT `url`, or POST `saveUrl` such as a restore) sending the
   * `version` a GET of `url` answers now, as the web app sends the version it loaded.
   */
  async saveLoaded(url: string, payload: Record<string, unknown>, saveUrl?: string): Promise<LightMyRequestResponse> {
    const { version } = (await this.get(url)).json() as { version?: number };
    const body = { ...payload, version };
    return saveUrl ? this.post(saveUrl, body) : this.put(url, body);
  }

  /**
   * Calls a route by its descriptor (packages/domain/src/contract) with its typed input: the path
   * built from `params`, `query` as the web app writes it (lists joined by commas), `body` as JSON.
   * Answers the response with its answer read by the descriptor's schema (`Called`).
   */
  async call<R extends RouteDescriptor>(route: R, ...[input]: CallArgs<R>): Promise<Called<R>> {
    const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      search.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const url = pathOf(route, params) + (search.size ? `?${search}` : '');
    const response = await this.request({ method: route.method, url, payload: body as InjectOptions['payload'] });
    return new Called(route, response);
  }

  /** Signs in; fails the test unless the answer is 200. */
  async login(email: string, password: string): Promise<TestClient> {
    const response = await this.post('/fe/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`login of ${email} answered ${response.statusCode}: ${response.body}`);
    return this;
  }
}

/** What a typed call sends: the route's params (numbers or texts), query and body, each as its schema accepts it. */
type CallInput<R extends RouteDescriptor> = (ParamsInput<R> extends undefined
  ? { params?: undefined }
  : { params: { [K in keyof ParamsInput<R>]: string | number } }) &
  (QueryInput<R> extends undefined ? { query?: undefined } : { query?: Partial<QueryInput<R>> }) &
  (BodyInput<R> extends undefined ? { body?: undefined } : { body: BodyInput<R> });

/** The input is optional where the route takes no params and no body. */
type CallArgs<R extends RouteDescriptor> =
  ParamsInput<R> extends undefined
    ? BodyInput<R> extends undefined
      ? [input?: CallInput<R>]
      : [input: CallInput<R>]
    : [input: CallInput<R>];

/** A typed call's response: its status, its answer read by the route's schema, or its error. */
export class Called<R extends RouteDescriptor> {
  constructor(
    readonly route: R,
    readonly response: LightMyRequestResponse,
  ) {}

  get status(): number {
    return this.response.statusCode;
  }

  /** The answer parsed by the route's answer schema; a failed call or an answer off its contract fails the test. */
  get answer(): Answer<R> {
    const { method, path, answer } = this.route;
    if (this.status >= 300) throw new Error(`${method} ${path} answered ${this.status}: ${this.response.body}`);
    if (typeof answer === 'string') throw new Error(`${method} ${path} answers ${answer}, not JSON: read its response`);
    return answer.parse(this.response.json()) as Answer<R>;
  }

  /**
   * The error a refused call answers (code, message, fields, and the keys an error adds, as a
   * booking's booked_quote_id); a call that succeeded fails the test.
   */
  get error(): ApiError & Record<string, unknown> {
    if (this.status < 400) throw new Error(`${this.route.method} ${this.route.path} answered ${this.status}, not an error`);
    return apiErrorSchema.loose().parse(this.response.json());
  }
}

/** The confirmation_token of the latest mail to `to`. */
export function tokenFromMail(mails: Mail[], to: string): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  const token = mail && /confirmation_token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no mail with a link to ${to}`);
  return token;
}

/** The new record's id in a create's answer; fails the test on an answer without one (a ?check=true answer). */
export function createdId(answer: object): number {
  if (!('id' in answer) || typeof answer.id !== 'number') throw new Error(`the answer names no new record: ${JSON.stringify(answer)}`);
  return answer.id;
}

/**
 * Calls `save` (an update, or a restore) with the `version` that `load` (the record's GET, by the
 * same params) answers now, as the web app sends the version it loaded.
 */
export async function saveLoaded<S extends RouteDescriptor>(
  client: TestClient,
  load: RouteDescriptor,
  save: S,
  input: CallInput<S> & { params: Record<string, string | number> },
): Promise<Called<S>> {
  const call = client.call.bind(client) as (route: RouteDescriptor, input: unknown) => Promise<Called<RouteDescriptor>>;
  const { version } = (await call(load, { params: input.params })).answer as { version?: number };
  return (await call(save, { ...input, body: { ...(input as { body?: object }).body, version } })) as Called<S>;
}

/**
 * The answer of a route that answers one of several shapes (a save or its ?check=true, an import
 * or its dry run), as the shape that has `key`; fails the test on another.
 */
export function answerWith<T extends object, K extends string>(answer: T, key: K): Extract<T, Record<K, unknown>> {
  if (!(key in answer)) throw new Error(`the answer has no ${key}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer as Extract<T, Record<K, unknown>>;
}

/** A pricelist as the create and update routes take it. */
export type PricelistInput = BodyInput<typeof PRICELIST_ROUTES.create>;
type GeneralFields = 'name' | 'service_id' | 'customer_id' | 'valid_from' | 'valid_to';

/**
 * The body of a general pricelist (no customer) named 'General', valid 2020-01-01 to 2099-12-31,
 * typed as the pricelist routes take it: `fields` give the rest and may override any of these.
 */
export function pricelistBody(
  serviceId: number,
  fields: Omit<PricelistInput, GeneralFields> & Partial<Pick<PricelistInput, GeneralFields>>,
): PricelistInput {
  return { name: 'General', service_id: serviceId, customer_id: null, valid_from: '2020-01-01', valid_to: '2099-12-31', ...fields };
}

/**
 * Calls `route` as a partner's program does, with its Bearer `token` (no cookie, no Origin), the
 * input sent as `TestClient.call` sends it; the answer read by the route's schema.
 */
export async function callWithToken<R extends RouteDescriptor>(
  app: FastifyInstance,
  token: string,
  route: R,
  ...[input]: CallArgs<R>
): Promise<Called<R>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const url = pathOf(route, params) + (search.size ? `?${search}` : '');
  const response = await app.inject({
    method: route.method,
    url,
    payload: body as InjectOptions['payload'],
    headers: { authorization: `Bearer ${token}` },
  });
  return new Called(route, response);
}

/** The job a mailed mass_price or tender_price call queued: its 202, read by its schema; any other answer fails the test. */
export function queuedJob(called: Called<RouteDescriptor>): { job_id: string; job_url: string } {
  if (called.status !== 202)
    throw new Error(`${called.route.method} ${called.route.path} answered ${called.status}, not 202: ${called.response.body}`);
  return jobCreatedAnswerSchema.parse(called.response.json());
}

/**
 * Uploads one file to an upload route (`upload: true`) as the web app's file input sends it: a
 * multipart/form-data body with the file in the field `file`. The answer read by the route's schema.
 */
export async function uploadFile<R extends RouteDescriptor>(
  client: TestClient,
  route: R,
  file: { name: string; content: Buffer; type?: string },
  input: { params?: Record<string, string | number>; query?: Partial<QueryInput<R>> } = {},
): Promise<Called<R>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  const boundary = `----freight-upload-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
  const response = await client.request({
    method: route.method,
    url: pathOf(route, input.params) + (search.size ? `?${search}` : ''),
    payload: Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return new Called(route, response);
}
