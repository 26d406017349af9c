/**
 * The web app's client typed by path: a call names a route's descriptor (packages/domain
 * src/contract) and gives its input as the descriptor's schemas take it, `{ params, query, body }`;
 * the URL is built with `pathOf`, and a JSON answer is parsed with the descriptor's answer schema,
 * so the caller receives `Answer<R>` and names no type.
 *
 * Each function is one row of the error table at the top of api.ts (the rules of docs/product/shell.md §8):
 *
 * | call           | for                          | 401    | 403                   | 404          | other failure       |
 * |----------------|------------------------------|--------|-----------------------|--------------|---------------------|
 * | `api.read`     | a record or a list           | /login | /                     | the 404 data | the route error     |
 * | `api.options`  | a form's options             | /login | /                     | []           | []                  |
 * | `api.create`   | POST that creates            | /login | the resource list     | back         | back to the form    |
 * | `api.update`   | PUT                          | /login | back to the form      | back         | back to the form    |
 * | `api.check`    | a write's `?check=true`      | /login | back to the caller    | back         | back                |
 * | `api.remove`   | DELETE                       | /login | / (or back, in place) | the 404 data | back to the form    |
 * | `api.action`   | POST/PATCH, not a create     | /login | /                     | back         | back                |
 * | `api.submit`   | POST answered in place       | /login | back to the caller    | back         | back                |
 * | `api.upload`   | POST or PUT of a file        | /login | back (status, body)   | back         | back                |
 * | `api.file`     | a file (GET, or POST a body) | back   | back                  | back         | back                |
 * | `api.peek`     | GET from a component         | null   | null                  | null         | null (never throws) |
 * | `api.exchange` | own rules (sign-in, session) | back   | back                  | back         | back                |
 *
 * Answers are parsed in the browser, not cast: the type the caller gets is what the schema
 * checked. The cost, measured on the biggest answer the product has (a pricelist of 4 fare
 * groups x 400 zone rows x 30 quantities, 48,000 prices, 586 KB; bench/pricing.ts's carrier):
 * 6.6 ms for the schema parse beside 6.1 ms for JSON.parse itself (medians of 15, a loaded
 * 2-core machine), against the download of 586 KB. An answer that does not follow its contract
 * (which the server's response-schema test guards) throws `ContractError` to the route's error
 * screen rather than drawing a page from a shape the code does not expect.
 */
import {
  changeProposedSchema,
  pathOf,
  type Answer,
  type ChangeProposed,
  type ApiError,
  type AnswerKind,
  type BodyInput,
  type ParamsInput,
  type QueryInput,
  type RouteDescriptor,
} from '@freight/domain';
import { redirect } from 'react-router';
import {
  failRead,
  fetchFile,
  listPathOf,
  notFound,
  readError,
  readJson,
  send,
  toLogin,
  uploadFile,
  type FileAnswer,
  type Query,
  type WriteResult,
} from './api';

/** A route answered with JSON of a schema. */
export type JsonRoute = RouteDescriptor & { answer: Exclude<AnswerKind, string> };

/**
 * A value a page passes on as it came, for the server to judge (422 naming the field): the JSON
 * a form posted to its action, or the query string of the page's own URL. The one way to send
 * what the page did not type itself.
 */
export class Relayed {
  constructor(readonly value: unknown) {}
}

/** Marks a form's JSON or a page's query as relayed (see Relayed). */
export function relay(value: unknown): Relayed {
  return new Relayed(value);
}

/** The path parameters of a route; a number is written as its text. */
type PathParams<R> = R extends RouteDescriptor
  ? ParamsInput<R> extends undefined
    ? undefined
    : { [K in keyof ParamsInput<R>]: string | number }
  : never;

/** One part of a call's input: absent when the route has none, optional when the schema takes nothing. */
type Part<K extends string, T, Extra = never> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T | Extra }
    : object extends T
      ? { [P in K]?: T | Extra }
      : { [P in K]: T | Extra };

/** The input of a call to route R, typed by its descriptor's schemas. */
export type CallInput<R extends RouteDescriptor> = Part<'params', PathParams<R>> &
  Part<'query', QueryInput<R>, Relayed> &
  Part<'body', BodyInput<R>, Relayed>;

/** The input argument: optional when every part is. */
type Call<R extends RouteDescriptor> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * What a write gives back: the answer of a JSON route, nothing for a route answering none (204); a
 * route that approvals may hold (its `accepted`) may instead give the proposed change (202, `isProposal`).
 */
export type Reply<R extends RouteDescriptor> =
  R['answer'] extends Exclude<AnswerKind, string>
    ? R extends { accepted: Exclude<AnswerKind, string> }
      ? Answer<R> | ChangeProposed
      : Answer<R>
    : undefined;

/** True for the 202 answer of a save that approvals hold for a second person: `{change_id, status: 'pending'}`. */
export function isProposal(value: unknown): value is ChangeProposed {
  return changeProposedSchema.safeParse(value).success;
}

/** An element of an option list: the answer's array, or the `items` of a paged one. */
export type OptionItem<R extends RouteDescriptor> =
  Answer<R> extends readonly (infer I)[] ? I : Answer<R> extends { items: readonly (infer I)[] } ? I : never;

/** A row of a paged list answer (`{items, count}`): `ListItem<typeof SERVICE_ROUTES.list>`. */
export type ListItem<R extends RouteDescriptor> = Answer<R> extends { items: readonly (infer I)[] } ? I : never;

/** The input as the implementation reads it (the overloads above each function type it). */
interface AnyInput {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
}

/** An answer that does not follow its route's contract: a bug on one side, not the user's. */
export class ContractError extends Error {
  override name = 'ContractError';
}

/** The concrete path of a call: '/fe/surcharges/5'. */
export function urlPathOf(route: RouteDescriptor, input?: AnyInput): string {
  return pathOf(route, input?.params);
}

/** A typed or relayed query as the URL carries it: lists comma-separated, empties left out. */
function queryOf(query: unknown): Query | undefined {
  const raw = query instanceof Relayed ? query.value : query;
  if (!raw || typeof raw !== 'object') return undefined;
  const out: Query = {};
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) out[key] = value.join(',');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

function bodyOf(input: AnyInput | undefined): unknown {
  const body = input?.body;
  return body instanceof Relayed ? body.value : body;
}

function call(route: RouteDescriptor, input: AnyInput | undefined, body = bodyOf(input), query = queryOf(input?.query)): Promise<Response> {
  return send(route.method, urlPathOf(route, input), body, query);
}

/** The answer parsed with the route's schema; a mismatch is a ContractError naming the first issues. */
function parseAnswer(route: JsonRoute, json: unknown): unknown {
  const parsed = route.answer.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
    .join('; ');
  throw new ContractError(`${route.method} ${route.path}: the answer does not follow its contract (${issues})`);
}

/** The answer of a success: parsed with the route's schema; nothing for a route that answers no JSON. */
async function answerOf(route: RouteDescriptor, response: Response): Promise<unknown> {
  // A save that approvals hold answers 202 with the proposed change instead of its usual answer.
  // (A 202 that is not one, a rate increase's background job, is the route's own answer.)
  if (response.status === 202 && route.accepted) {
    const json = await readJson(response);
    const proposal = route.accepted.safeParse(json);
    if (proposal.success) return proposal.data;
    return typeof route.answer === 'string' ? undefined : parseAnswer({ ...route, answer: route.answer }, json);
  }
  if (typeof route.answer === 'string') return undefined;
  return parseAnswer({ ...route, answer: route.answer }, await readJson(response));
}

/**
 * A write's result: the parsed answer, or the server's error for the form once 401 has gone to
 * /login and `rule` (which may redirect) has seen it.
 */
async function resultOf(
  route: RouteDescriptor,
  response: Response,
  rule: ((error: ApiError) => void) | 'no rules' = () => {},
): Promise<WriteResult<unknown>> {
  if (response.ok) return { ok: true, status: response.status, data: await answerOf(route, response) };
  const error = await readError(response);
  if (rule !== 'no rules') {
    if (error.code === 'UNAUTHORIZED') toLogin();
    rule(error);
  }
  return { ok: false, status: response.status, error };
}

/** GET a record or a list under the record rules. */
function read<R extends JsonRoute>(route: R, ...input: Call<R>): Promise<Answer<R>>;
async function read(route: JsonRoute, input?: AnyInput): Promise<unknown> {
  const response = await call(route, input);
  if (!response.ok) return failRead(response, await readError(response));
  return answerOf(route, response);
}

/** GET the options of a form (roles for a select, countries...): any failure but 401/403 is []. */
function options<R extends JsonRoute>(route: R, ...input: Call<R>): Promise<OptionItem<R>[]>;
async function options(route: JsonRoute, input?: AnyInput): Promise<unknown[]> {
  let response: Response;
  try {
    response = await call(route, input);
  } catch {
    return [];
  }
  if (!response.ok) {
    const { code } = await readError(response);
    if (code === 'UNAUTHORIZED') toLogin();
    if (code === 'FORBIDDEN') throw redirect('/');
    return [];
  }
  const answer = await answerOf(route, response);
  if (Array.isArray(answer)) return answer;
  return answer && typeof answer === 'object' && 'items' in answer && Array.isArray(answer.items) ? answer.items : [];
}

/** POST a new record: 401 /login, 403 the resource list, any other failure back to the form. */
function create<R extends RouteDescriptor>(route: R, ...input: Call<R>): Promise<WriteResult<Reply<R>>>;
async function create(route: RouteDescriptor, input?: AnyInput): Promise<WriteResult<unknown>> {
  const path = urlPathOf(route, input);
  return resultOf(route, await call(route, input), (error) => {
    if (error.code === 'FORBIDDEN') throw redirect(listPathOf(path.replace(/^\/fe\//, '')));
  });
}

/** PUT: every failure but 401 goes back to the form. */
function update<R extends RouteDescriptor>(route: R, ...input: Call<R>): Promise<WriteResult<Reply<R>>>;
async function update(route: RouteDescriptor, input?: AnyInput): Promise<WriteResult<unknown>> {
  return resultOf(route, await call(route, input));
}

/**
 * A write's check that saves nothing (`?check=true`: what the save would take over): every failure
 * but 401 comes back, so the save itself can say it on the form.
 */
function check<R extends JsonRoute>(route: R, ...input: Call<R>): Promise<WriteResult<Answer<R>>>;
async function check(route: JsonRoute, input?: AnyInput): Promise<WriteResult<unknown>> {
  return resultOf(route, await call(route, input, bodyOf(input), { ...queryOf(input?.query), check: true }));
}

/**
 * DELETE: 401 /login, 403 /, 404 the 404 data; a conflict or other failure back to the form.
 * With `refusalInPlace` a 403 comes back too, for deletes refused with a reason the page says
 * (the Owner's rules on users and roles).
 */
function remove<R extends RouteDescriptor>(
  route: R,
  input: CallInput<R>,
  options?: { refusalInPlace?: boolean },
): Promise<WriteResult<undefined>>;
async function remove(
  route: RouteDescriptor,
  input: AnyInput,
  options: { refusalInPlace?: boolean } = {},
): Promise<WriteResult<undefined>> {
  const response = await call(route, input);
  if (response.ok) return { ok: true, status: response.status, data: undefined };
  const error = await readError(response);
  if (error.code === 'UNAUTHORIZED') toLogin();
  if (error.code === 'FORBIDDEN' && !options.refusalInPlace) throw redirect('/');
  if (error.code === 'NOT_FOUND') notFound();
  return { ok: false, status: response.status, error };
}

/**
 * A state-changing POST or PATCH that is not a create (accept a registration, reset a token):
 * 401 /login, 403 /, otherwise the answer or the server's error.
 */
function action<R extends RouteDescriptor>(route: R, ...input: Call<R>): Promise<WriteResult<Reply<R>>>;
async function action(route: RouteDescriptor, input?: AnyInput): Promise<WriteResult<unknown>> {
  return resultOf(route, await call(route, input, bodyOf(input) ?? {}), (error) => {
    if (error.code === 'FORBIDDEN') throw redirect('/');
  });
}

/** A POST whose every failure but 401 comes back, 403 included: dialogs that say it in place. */
function submit<R extends RouteDescriptor>(route: R, ...input: Call<R>): Promise<WriteResult<Reply<R>>>;
async function submit(route: RouteDescriptor, input?: AnyInput): Promise<WriteResult<unknown>> {
  return resultOf(route, await call(route, input));
}

/**
 * GET from a component (a tooltip, a default): the answer, or null on any failure, a contract
 * mismatch included. It never throws, so it is no loader's: those honour the 401/403/404 rules.
 */
function peek<R extends JsonRoute>(route: R, ...input: Call<R>): Promise<Answer<R> | null>;
async function peek(route: JsonRoute, input?: AnyInput): Promise<unknown> {
  try {
    const response = await call(route, input);
    if (!response.ok) return null;
    return parseAnswer(route, await readJson(response));
  } catch {
    return null;
  }
}

/**
 * The call without those rules: every failure comes back, 401 included, for the callers with
 * rules of their own (signing in, the session, the two-factor steps).
 */
function exchange<R extends RouteDescriptor>(route: R, ...input: Call<R>): Promise<WriteResult<Reply<R>>>;
async function exchange(route: RouteDescriptor, input?: AnyInput): Promise<WriteResult<unknown>> {
  return resultOf(route, await call(route, input), 'no rules');
}

/**
 * A file: GET an export, or POST a body answered with a workbook (a budget or tender calculation);
 * its status, bytes and name, or the server's error; the caller shows it is busy.
 */
function file<R extends RouteDescriptor & { answer: 'file' }>(route: R, ...input: Call<R>): Promise<FileAnswer>;
function file(route: RouteDescriptor, input?: AnyInput): Promise<FileAnswer> {
  return fetchFile(route.method, urlPathOf(route, input), bodyOf(input), queryOf(input?.query));
}

/**
 * POST (or PUT, as the route says) a file as multipart/form-data (field `file`): 401 /login; otherwise the status and the
 * whole JSON body, which the caller reads with its answer schema or parseApiError (a refused
 * workbook carries its difference beside `errors`).
 */
function upload<R extends RouteDescriptor>(route: R, file: Blob, ...input: Call<R>): Promise<{ status: number; body: unknown }>;
function upload(route: RouteDescriptor, file: Blob, input?: AnyInput): Promise<{ status: number; body: unknown }> {
  return uploadFile(urlPathOf(route, input), file, queryOf(input?.query), route.method === 'PUT' ? 'PUT' : 'POST');
}

/** The typed calls, one per row of the error table. */
export const api = { read, options, create, update, check, remove, action, submit, peek, exchange, file, upload };
