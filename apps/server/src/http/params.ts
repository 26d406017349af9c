import type { FastifyRequest } from 'fastify';
import { pathId } from '@freight/domain';
import { AppError } from '../errors';

/**
 * A path id read outside a route's own handler (the carrier of an admin's mount), by the same
 * rule as the descriptors' (`pathId`): one it refuses names no record, so 404.
 */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const parsed = pathId.safeParse((request.params as Record<string, unknown>)[name]);
  if (!parsed.success) throw AppError.notFound();
  return parsed.data;
}
