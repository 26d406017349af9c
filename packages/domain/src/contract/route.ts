/**
 * One contract per route: its method, path, who may call it, and the schemas of its path
 * parameters, query, body and answer. The server registers every /fe and /api/v1 route from these
 * descriptors (apps/server/src/http/serve.ts), the OpenAPI documents are generated from them, the
 * response-schema test is driven by them, and the web app's client is typed by them, so a route's
 * shape is written once.
 */
import { z } from 'zod';
import { MAX_ID } from '../constants/limits';
import type { PermissionArea, PermissionLevel } from '../constants/permissions';

/** Which callers a route admits; checked by the one guard in the server's session plugin. */
export type Access =
  | 'public'
  /** any signed-in user, also in the middle of the two-factor step */
  | 'pending'
  /** a signed-in member of a carrier's staff or a platform administrator (not a partner user) */
  | 'session'
  /** anyone signed in: staff, an administrator or a partner user (their own account: the user, two-factor) */
  | 'account'
  /** a signed-in partner user (the portal, /fe/portal): only their partner's records */
  | 'partner_user'
  /** a platform administrator */
  | 'admin'
  /** a user with the calculator flag */
  | 'calculator'
  /**
   * the partner API: a partner's Bearer token, else a signed-in user with the calculator flag
   * calling from our own pages, or a partner user's session acting as their partner (the portal);
   * checked before the body is read
   */
  | 'partner'
  /** a level on an area, or on any one of several (on every one of them with `every`) */
  | {
      area: PermissionArea | readonly PermissionArea[];
      level: Exclude<PermissionLevel, 'none'>;
      /** The level is needed on every area listed, not on one of them (a 403 names those missing). */
      every?: boolean;
      /** Also admit users with the calculator flag (the calculator's option lists). */
      orCalculator?: boolean;
    };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a route answers: JSON of a schema, a file (a workbook, a PDF, a JSON download), a page of
 * HTML (the API docs), or nothing (204).
 */
export type AnswerKind = z.ZodType | 'file' | 'html' | 'empty';

export interface RouteDescriptor {
  method: Method;
  /** The path as the server matches it: '/fe/surcharges/:id'. */
  path: string;
  access: Access;
  /** One line for the OpenAPI document and the route table. */
  summary: string;
  /** The path parameters; a value they refuse is 404 (a malformed id names no record). */
  params?: z.ZodType;
  /** The query string; a value it refuses is 422 naming the parameter. */
  query?: z.ZodType;
  /** The JSON body; refused is 422 naming each field. Absent: the route reads no JSON body. */
  body?: z.ZodType;
  /** The body is a multipart upload of one file in the field `file` (a workbook), not JSON. */
  upload?: boolean;
  answer: AnswerKind;
  /**
   * What a write answers with 202 when the carrier's approvals hold it for a second person
   * (docs/api.md "Changes a second person approves"): nothing that prices changed.
   */
  accepted?: z.ZodType;
  /** The success status when it is not 200 (201 for a create, 202 for a job, 204 for nothing). */
  status?: number;
  /** A GET that changes state (sign out, act as a carrier, start two-factor set-up): refused cross-site like a write. */
  stateChanging?: boolean;
  /** Documented in the partners' OpenAPI document (/api/v1/openapi.json). */
  partnerApi?: boolean;
}

/** A descriptor, its literal types kept (the client and the server's handler are typed by them). */
export function route<const R extends RouteDescriptor>(descriptor: R): R {
  return descriptor;
}

/** A path id: a whole number 1 to 2^31 - 1 given as text. */
export const pathId = z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().int().min(1).max(MAX_ID));

/** `:id` of a record's path. */
export const idParams = z.object({ id: pathId });

type Part = 'params' | 'query' | 'body';

/**
 * A part of a route (its params, query or body) as parsed (`'output'`) or as sent (`'input'`);
 * `undefined` when the route has none. Distributes over a union of descriptors (a route mounted twice).
 */
type PartOf<R, K extends Part, IO extends 'input' | 'output'> =
  R extends Record<K, infer S extends z.ZodType> ? (IO extends 'output' ? z.output<S> : z.input<S>) : undefined;

/** What the server's handler receives, parsed: the params, query and body as their schemas give them. */
export type ParsedParams<R extends RouteDescriptor> = PartOf<R, 'params', 'output'>;
export type ParsedQuery<R extends RouteDescriptor> = PartOf<R, 'query', 'output'>;
export type ParsedBody<R extends RouteDescriptor> = PartOf<R, 'body', 'output'>;

/** What a caller sends: the params, query and body as their schemas accept them. */
export type ParamsInput<R extends RouteDescriptor> = PartOf<R, 'params', 'input'>;
export type QueryInput<R extends RouteDescriptor> = PartOf<R, 'query', 'input'>;
export type BodyInput<R extends RouteDescriptor> = PartOf<R, 'body', 'input'>;

/** The answer of a JSON route as the client reads it; the server's handler returns what the schema accepts. */
export type Answer<R extends RouteDescriptor> = R extends RouteDescriptor
  ? R['answer'] extends z.ZodType
    ? z.output<R['answer']>
    : never
  : never;
export type AnswerInput<R extends RouteDescriptor> = R extends RouteDescriptor
  ? R['answer'] extends z.ZodType
    ? Wire<z.input<R['answer']>>
    : R['answer'] extends 'empty'
      ? void
      : unknown
  : never;

/**
 * What a handler may return for an answer of type T: the same, except that a timestamp may still
 * be a Date (it is written as its ISO text, which is what the schema reads).
 */
export type Wire<T> = T extends string
  ? string extends T
    ? T | Date
    : T
  : T extends readonly (infer E)[]
    ? Wire<E>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The concrete path of a route: '/fe/surcharges/:id' with { id: 5 } is '/fe/surcharges/5'. */
export function pathOf(descriptor: Pick<RouteDescriptor, 'path'>, params?: Record<string, string | number>): string {
  return descriptor.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${descriptor.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
