import type { FastifyRequest } from 'fastify';
import { pageQuerySchema } from '@freight/domain';
import { AppError, parseWith } from '../errors';

const MAX_ID = 2_147_483_647;

/** A path id: a positive integer, or the record cannot exist (404). */
export function idParam(request: FastifyRequest, name = 'id', from: unknown = request.params): number {
  const raw = (from as Record<string, string | undefined>)[name];
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw AppError.notFound();
  return id;
}

/** ?page=N, 1-based. */
export function pageParam(request: FastifyRequest): number {
  return parseWith(pageQuerySchema, request.query).page;
}

/** A required query parameter, 400 naming it when missing. */
export function queryParam(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  if (typeof value !== 'string' || value === '') throw AppError.badRequest(`${name} is required`, { [name]: 'is required' });
  return value;
}
