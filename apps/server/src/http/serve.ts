/**
 * Registers a route from its contract (packages/domain/src/contract): the path, the access the
 * session guard checks and the success status come from the descriptor; the path parameters,
 * query and body are parsed with its schemas before the handler runs, so a handler receives typed,
 * valid input and returns what the answer schema accepts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerInput, ParsedBody, ParsedParams, ParsedQuery, RouteDescriptor } from '@freight/domain';
import { AppError, parseWith } from '../errors';

/** The parsed input of a route: each part its schema's output, `undefined` where the route has none. */
export interface RouteInput<R extends RouteDescriptor> {
  params: ParsedParams<R>;
  query: ParsedQuery<R>;
  body: ParsedBody<R>;
}

export type RouteHandler<R extends RouteDescriptor> = (
  input: RouteInput<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<AnswerInput<R> | FastifyReply> | AnswerInput<R> | FastifyReply;

export function serve<R extends RouteDescriptor>(app: FastifyInstance, descriptor: R, handler: RouteHandler<R>): void {
  const { method, path, access, stateChanging } = descriptor;
  app.route({
    method,
    url: path,
    config: { access, route: descriptor, ...(stateChanging ? { stateChanging } : {}) },
    handler: async (request, reply) => {
      const input = {
        params: descriptor.params ? parseParams(descriptor.params, request.params) : undefined,
        query: descriptor.query ? parseWith(descriptor.query, request.query) : undefined,
        body: descriptor.body ? parseWith(descriptor.body, request.body) : undefined,
      } as RouteInput<R>;
      const answer = await handler(input, request, reply);
      if (answer === reply) return reply;
      if (descriptor.answer === 'empty') return reply.status(descriptor.status ?? 204).send();
      if (descriptor.status) void reply.status(descriptor.status);
      return answer;
    },
  });
}

/** Path parameters: one the schema refuses names no record (a malformed id), so 404, not 422. */
function parseParams(schema: NonNullable<RouteDescriptor['params']>, params: unknown): unknown {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw AppError.notFound();
  return parsed.data;
}
