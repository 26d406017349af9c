import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  ERROR_STATUS,
  errorCodeOfStatus,
  fieldLabel,
  localizeError,
  pickLanguage,
  translate,
  type ApiError,
  type ErrorCode,
  type Language,
  type MessageKey,
  type MessageValues,
} from '@freight/domain';
import { ZodError, type z } from 'zod';

/**
 * A message of the catalogs in English, as the server says it: an error's message is always one of
 * these (the lint refuses a literal), so `localizeError` can say it in the caller's language.
 */
export function english(key: MessageKey, values?: MessageValues): string {
  return translate('en', key, values);
}

/**
 * The language an answer's messages are said in: the first of the caller's Accept-Language that is
 * one of ours (the web app sends its reader's), else English, the API's own.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return pickLanguage(acceptedLanguages(request.headers['accept-language']));
}

/** Field path ("fare_groups.0.zones.3.prices.2") to a reason. */
export type FieldErrors = Record<string, string>;

/**
 * The one error type of the server: a stable code (its HTTP status comes from the code, in
 * packages/domain ERROR_STATUS), a message for people and, for bad input, the fields.
 */
export class AppError extends Error {
  readonly status: number;
  /** Seconds after which a refused call may be tried again: sent as Retry-After (a 429). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    /** More of the answer beside code, message and errors (a refused workbook's difference). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  static badRequest = (message: string, errors?: FieldErrors) => new AppError('BAD_REQUEST', message, errors);
  static unauthorized = (message = english('errors.common.notSignedIn')) => new AppError('UNAUTHORIZED', message);
  static forbidden = (message = english('errors.common.noAccess')) => new AppError('FORBIDDEN', message);
  static notFound = (message = english('errors.common.notFound')) => new AppError('NOT_FOUND', message);
  static conflict = (message: string, errors?: FieldErrors) => new AppError('CONFLICT', message, errors);
  static invalid = (message: string, errors?: FieldErrors) => new AppError('VALIDATION', message, errors);
  static tooMany = (message: string, retryAfterSeconds?: number) =>
    Object.assign(new AppError('RATE_LIMITED', message), retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
}

/** Zod issues as a field map, and a message naming the first field. */
export function fromZodError(error: ZodError): AppError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  const [field, reason] = Object.entries(errors)[0] ?? ['_', english('validation.notValid')];
  return AppError.invalid(field === '_' ? reason : fieldMessage(field, reason), errors);
}

/** Parses `input` with `schema` or throws the 422 naming the fields. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/** The JSON body of an AppError (docs/api.md "Conventions"), its texts in `language`. */
export function errorBody(error: AppError, language: Language = 'en'): ApiError {
  const said = localizeError(language, { message: error.message, errors: error.errors });
  return { ...error.details, code: error.code, message: said.message, ...(said.errors ? { errors: said.errors } : {}) };
}

/**
 * Maps every error to the JSON body of docs/api.md, said in the caller's language (`requestLanguage`);
 * 5xx answers hide details and carry the request id.
 */
export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  const app = appErrorOf(error, request);
  if (app) {
    if (app.retryAfterSeconds !== undefined) void reply.header('retry-after', String(app.retryAfterSeconds));
    return reply.status(app.status).send(errorBody(app, language));
  }
  if (isConnectionError(error)) {
    // Not the request's fault nor a bug: the database is down or restarting. Said so, with a retry hint.
    request.log.error({ err: error }, 'database unreachable');
    void reply.header('retry-after', String(DATABASE_DOWN_RETRY_SECONDS));
    const message = translate(language, 'errors.common.databaseDown');
    return reply.status(503).send({ code: 'UNAVAILABLE', message, request_id: request.id } satisfies ApiError);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation || (fastifyError.statusCode && fastifyError.statusCode < 500)) {
    // Malformed JSON, a wrong content type: the client's fault, said plainly (in Fastify's English).
    const status = fastifyError.statusCode ?? 400;
    return reply.status(status).send({ code: errorCodeOfStatus(status), message: error.message } satisfies ApiError);
  }
  request.log.error({ err: error }, 'request failed');
  const message = translate(language, 'errors.common.internal');
  return reply.status(500).send({ code: 'INTERNAL', message, request_id: request.id } satisfies ApiError);
}

/** An error the client caused, as an AppError: ours, a schema's refusal, a value the database refused, a body too large. */
function appErrorOf(error: FastifyError | AppError | Error, request: FastifyRequest): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return fromZodError(error);
  if (isDataError(error)) {
    // The schemas should have refused it first; worth a look, but the client's input, not our fault.
    request.log.warn({ err: error }, 'database refused a value');
    return AppError.invalid(english('errors.common.dataRefused'));
  }
  if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = formatBytes(request.routeOptions.bodyLimit);
    return new AppError('TOO_LARGE', english('errors.http.bodyTooLarge', { limit }));
  }
  return null;
}

/** 16384 as "16 KB", 5242880 as "5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: a number out of range, a NUL byte, a date out of
 * range, malformed JSON...), from pg or PGlite alike: the last defence behind the shared schemas.
 */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && 'severity' in (error as object);
}

const DATABASE_DOWN_RETRY_SECONDS = 5;
export const DATABASE_DOWN_MESSAGE = english('errors.common.databaseDown');

/** Network errors of a socket to the database (pg), or its connection pool's. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** pg's own messages when a connection fails or is cut (it gives them no code). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end on the pool',
  // The embedded database closed (a process stopping) or its thread gone (db/thread-calls.ts).
  'PGlite is closed',
  'driver has already been destroyed',
  "the embedded database's thread stopped",
];

/**
 * The database is unreachable, not wrong: a socket refused or cut, pg's pool timing out, or a
 * PostgreSQL connection exception (SQLSTATE class 08), a shutdown or a start in progress (57P01-57P03)
 * or too many connections (53300). Looks through `cause` and an AggregateError's errors (a host with
 * two addresses refuses twice).
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (CONNECTION_ERRNOS.has(code)) return true;
    if ('severity' in error && (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code))) return true;
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.startsWith(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}

/** Throws the 422 of a field map when it has any entry; its message names the first field. */
export function assertNoFieldErrors(errors: FieldErrors): void {
  const first = Object.entries(errors)[0];
  if (first) throw AppError.invalid(fieldMessage(first[0], first[1]), errors);
}

/** A 422's message: its first field and reason ('Valid to is required'), which `localizeError` knows by that form. */
function fieldMessage(field: string, reason: string): string {
  return `${fieldLabel(field)} ${reason}`;
}
