import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';

/** Field path ("fare_groups.0.zones.3.prices.2") to a reason. */
export type FieldErrors = Record<string, string>;

/** The one error type of the server: a status, a message for people and, for bad input, the fields. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }

  static badRequest = (message: string, errors?: FieldErrors) => new AppError(400, message, errors);
  static unauthorized = (message = 'Not signed in') => new AppError(401, message);
  static forbidden = (message = 'No access') => new AppError(403, message);
  static notFound = (message = 'Not found') => new AppError(404, message);
  static conflict = (message: string, errors?: FieldErrors) => new AppError(409, message, errors);
  static invalid = (message: string, errors?: FieldErrors) => new AppError(422, message, errors);
  static tooMany = (message: string) => new AppError(429, message);
}

/** Zod issues as a field map, and a message naming the first field. */
export function fromZodError(error: ZodError): AppError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  const [field, reason] = Object.entries(errors)[0] ?? ['_', 'is invalid'];
  return AppError.invalid(field === '_' ? reason : `${field} ${reason}`, errors);
}

/** Parses `input` with `schema` or throws the 422 naming the fields. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/** Maps every error to the JSON body of api.md; 5xx answers hide details and carry the request id. */
export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.status).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
  }
  if (error instanceof ZodError) {
    const app = fromZodError(error);
    return reply.status(app.status).send({ message: app.message, errors: app.errors });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation || (fastifyError.statusCode && fastifyError.statusCode < 500)) {
    // Malformed JSON, a body too large, a wrong content type: the client's fault, said plainly.
    return reply.status(fastifyError.statusCode ?? 400).send({ message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: 'Something went wrong', request_id: request.id });
}

/** Throws the 422 of a field map when it has any entry; its message names the first field. */
export function assertNoFieldErrors(errors: FieldErrors): void {
  const first = Object.entries(errors)[0];
  if (first) throw AppError.invalid(`${first[0]} ${first[1]}`, errors);
}
