/**
 * The price API's answer as JSON text, written once per result by serialisers compiled from the
 * domain's schemas, so that the quote record stores the very text the partner received instead of
 * serialising the same answer a second time (decision 8).
 */
import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import { priceResultSchema, priceTraceSchema, type PriceResultAnswer, type PriceTrace } from '@freight/domain';
import { serializerSchema } from '../../http/response-schema';

/** A serialiser compiled from a domain schema: fast-json-stringify, what Fastify compiles `schema.response` with. */
function compiled<T>(schema: z.ZodType): (value: T) => string {
  return fastJson(serializerSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as (value: T) => string;
}

/** One result's answer without its quote id and trace: what a quote records as `answer`. */
export type PriceAnswer = Omit<PriceResultAnswer, 'quote_id' | 'trace'>;

const writeAnswer = compiled<PriceAnswer>(priceResultSchema.omit({ quote_id: true, trace: true }));
const writeTrace = compiled<PriceTrace>(priceTraceSchema);

/** The answer of one result as JSON (fields in the schema's order, none it lacks). */
export function answerJson(answer: PriceAnswer): string {
  return writeAnswer(answer);
}

/**
 * One element of POST /api/v1/service_price's answer: the result's answer JSON with its quote id
 * and, when explained, its trace added as the last fields (priceResultSchema's order).
 */
export function resultJson(answer: string, quoteId: string | null, trace: PriceTrace | null): string {
  const id = quoteId === null ? 'null' : `"${quoteId}"`;
  return `${answer.slice(0, -1)},"quote_id":${id}${trace ? `,"trace":${writeTrace(trace)}` : ''}}`;
}
