/**
 * Registers a route from its contract (packages/domain/src/contract): the path, the access the
 * session guard checks and the success status come from the descriptor; the path parameters,
 * query and body are parsed with its schemas before the handler runs, so a handler receives typed,
 * valid input and returns what the answer schema accepts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnswerInput, ParsedBody, ParsedParams, ParsedQuery, RouteDescriptor } from '@freight/domain';
import { AppError, parseWith } from '../errors';

/** The parsed input of a route: each part its schema's output, `undefined` where the route has none. */
export interface RouteInput<R extends RouteDescriptor, B = ParsedBody<R>> {
  params: ParsedParams<R>;
  query: ParsedQuery<R>;
  body: B;
}

export type RouteHandler<R extends RouteDescriptor, B = ParsedBody<R>> = (
  input: RouteInput<R, B>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<AnswerInput<R> | FastifyReply> | AnswerInput<R> | FastifyReply;

/** What a few routes need beyond their descriptor. */
export interface ServeOptions<B> {
  /**
   * Reads the body in place of the descriptor's schema: the price API's one-pass check of a
   * well-formed body (the schema still judges the rest), a budget's bytes handed to its worker.
   */
  parseBody?: (raw: unknown) => B;
  /** The 404's message when the path parameters name no record ('No such quote'). */
  notFound?: string;
  /** The body limit of this route, past the app's default (http/body-limits.ts). */
  bodyLimit?: number;
  /** Runs before the body is read: the carrier's slot for heavy work (429 beyond its limit). */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function serve<R extends RouteDescriptor, B = ParsedBody<R>>(
  app: FastifyInstance,
  descriptor: R,
  handler: RouteHandler<R, B>,
  options: ServeOptions<B> = {},
): void {
  const { method, path, access, stateChanging } = descriptor;
  const { parseBody, notFound, bodyLimit, onRequest } = options;
  const readBody = parseBody ?? (descriptor.body ? (raw: unknown) => parseWith(descriptor.body!, raw) : () => undefined);
  app.route({
    method,
    url: path,
    config: { access, route: descriptor, ...(stateChanging ? { stateChanging } : {}) },
    ...(bodyLimit ? { bodyLimit } : {}),
    ...(onRequest ? { onRequest } : {}),
    handler: async (request, reply) => {
      const input = {
        params: descriptor.params ? parseParams(descriptor.params, request.params, notFound) : undefined,
        query: descriptor.query ? parseWith(descriptor.query, request.query) : undefined,
        body: readBody(request.body),
      } as RouteInput<R, B>;
      const answer = await handler(input, request, reply);
      if (answer === reply) return reply;
      if (descriptor.answer === 'empty') return reply.status(descriptor.status ?? 204).send();
      if (descriptor.status) void reply.status(descriptor.status);
      return answer;
    },
  });
}

/** Path parameters: one the schema refuses names no record (a malformed id), so 404, not 422. */
function parseParams(schema: NonNullable<RouteDescriptor['params']>, params: unknown, message?: string): unknown {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw AppError.notFound(message);
  return parsed.data;
}

/**
 * Sends a route's answer with a status other than its descriptor's (a create asked only to check,
 * ?check=true, answers 200, not 201); the answer is still typed by the descriptor.
 */
export function answerWith<R extends RouteDescriptor>(
  reply: FastifyReply,
  _route: R,
  status: number,
  answer: AnswerInput<R>,
): FastifyReply {
  return reply.status(status).send(answer);
}

/**
 * Answers a write the carrier's approvals hold (docs/api.md "Changes a second person approves"):
 * 202 and the route's `accepted` answer, {change_id, status: "pending"}.
 */
export function answerProposed<R extends RouteDescriptor & { accepted: z.ZodType }>(
  reply: FastifyReply,
  _route: R,
  proposed: { change_id: number },
): FastifyReply {
  return reply.status(202).send({ change_id: proposed.change_id, status: 'pending' });
}
