/**
 * The error contract of every HTTP answer: a stable code, a message for people and, for bad
 * input, the fields. The server throws these codes and the web app reads them back, so both sides
 * agree on what a failure means without comparing message texts.
 */
import { z } from 'zod';

/** Error codes and the HTTP status each one is answered with (the one table of the mapping). */
export const ERROR_STATUS = {
  /** Malformed request: not JSON, a wrong content type. */
  BAD_REQUEST: 400,
  /** No session, no token, or the second sign-in step not done. */
  UNAUTHORIZED: 401,
  /** Signed in, but the role does not allow it. */
  FORBIDDEN: 403,
  /** No such record, or another carrier's. */
  NOT_FOUND: 404,
  /** The request clashes with the stored state (a used code, a stale version, a record in use). */
  CONFLICT: 409,
  /** The body is larger than the route takes (the message says its limit). */
  TOO_LARGE: 413,
  /** The body is well-formed but a field is wrong: `errors` names each one. */
  VALIDATION: 422,
  /** Too many attempts; try again later. */
  RATE_LIMITED: 429,
  /** Our fault; the answer carries a request id, never details. */
  INTERNAL: 500,
  /** The database cannot be reached for now (down, restarting, out of connections); try again shortly. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The code a status stands for when an answer carries none (a proxy's page, an old server). */
export function errorCodeOfStatus(status: number): ErrorCode {
  const found = ERROR_CODES.find((code) => ERROR_STATUS[code] === status);
  if (found) return found;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** The body of every failed answer. */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  /** One sentence for people; for VALIDATION it names the first field. */
  message: z.string(),
  /** Field path (`fare_groups.0.zones.3.prices.2`) to its reason; only for field errors. */
  errors: z.record(z.string(), z.string()).optional(),
  /** On INTERNAL answers: the id to quote to support (it is in the server log). */
  request_id: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Turns any failed answer back into an ApiError: the body when it follows the contract, else one
 * made from the status (a gateway's HTML page, an empty body).
 */
export function parseApiError(status: number, body: unknown, fallbackMessage?: string): ApiError {
  const parsed = apiErrorSchema.partial({ code: true }).safeParse(body);
  const code = parsed.success && parsed.data.code ? parsed.data.code : errorCodeOfStatus(status);
  if (parsed.success && parsed.data.message) return { ...parsed.data, code, message: parsed.data.message };
  return { code, message: fallbackMessage || `Request failed (${status})` };
}
