import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

// Only the shape matters to a serialiser: what validates or documents a value is dropped.
const NOT_FOR_WRITING = new Set(['$schema', 'description', 'format', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength']);

/**
 * An answer's zod schema (packages/domain) as the JSON Schema a serialiser is compiled from
 * (fast-json-stringify, what Fastify compiles `schema.response` with; pricing/price-answer.ts
 * compiles the price API's): the known fields are written without walking the object the way
 * JSON.stringify does. A strict object's `additionalProperties: false` stays, so a field the
 * schema lacks is not sent: the response schema test parses every answer with the same strict
 * schemas, so they cannot drift apart.
 */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  return lean(z.toJSONSchema(schema, { io: 'output' }) as JsonSchema);
}

/** Drops validation keywords and turns `anyOf: [X, null]` into X with a nullable type, which the serialiser writes without testing each branch. */
function lean(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (NOT_FOR_WRITING.has(key)) continue;
    if (key === 'properties')
      out[key] = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, lean(v)]));
    else if (key === 'items' || key === 'additionalProperties')
      out[key] = typeof value === 'object' && value !== null ? lean(value as JsonSchema) : value;
    else if (key === 'anyOf') Object.assign(out, nullableOf((value as JsonSchema[]).map(lean)));
    else out[key] = value;
  }
  return out;
}

function nullableOf(branches: JsonSchema[]): JsonSchema {
  const others = branches.filter((b) => b.type !== 'null');
  const only = others[0];
  if (others.length === 1 && branches.length === 2 && typeof only?.type === 'string') return { ...only, type: [only.type, 'null'] };
  return { anyOf: branches };
}
