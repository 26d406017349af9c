/**
 * OpenAPI 3.1 documents made from route descriptors (packages/domain/src/contract): each
 * descriptor is an operation, its params and query its parameters, its body the request body and
 * its answer the success response, so a document cannot drift from the routes the server
 * registers. Requests are described as they are accepted (`io: 'input'`), answers as they are sent
 * (`io: 'output'`). What a descriptor does not say (a long description, the error answers, a
 * header) a document adds per operation.
 */
import { z } from 'zod';
import type { RouteDescriptor } from '@freight/domain';

export type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';
const REQUEST_BODIES = '#/components/requestBodies/';
const ref = (id: string) => ({ $ref: `${COMPONENTS}${id}` });
export const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** What an operation says beyond its descriptor. */
export interface OperationExtras {
  description?: string;
  /** The success answer's description, when 'OK' says too little. */
  success?: string;
  /** Headers of the success answer (the rate limit's on the partner API), by name. */
  successHeaders?: Record<string, JsonSchema>;
  /** More answers (errors, a 202), or one in place of the descriptor's success answer. */
  responses?: Record<string, JsonSchema>;
}

export interface OpenApiSpec {
  info: { title: string; version: string; description?: string };
  serverUrl: string;
  routes: readonly RouteDescriptor[];
  securitySchemes: Record<string, JsonSchema>;
  /** The security scheme every operation needs, unless its access is 'public'. */
  security: string;
  /**
   * Named request bodies (in components.requestBodies: a default in a body is optional to generated
   * clients, in components.schemas it reads as always present) and the named parts of requests.
   */
  requests?: { bodies: Record<string, z.ZodType>; parts: Record<string, z.ZodType> };
  /** Named answers and their parts (components.schemas), referred to wherever they appear. */
  answers?: Record<string, z.ZodType>;
  /** Named response headers (components.headers), which answers refer to. */
  headers?: Record<string, JsonSchema>;
  extras?: (route: RouteDescriptor) => OperationExtras | undefined;
  /** Each operation names who may call it (`x-access`, the descriptor's access). */
  showAccess?: boolean;
  /** Extensions at the document's top (`x-...`). */
  extensions?: Record<`x-${string}`, unknown>;
}

/** Drops what says nothing to a reader: the safe-integer range of every integer, the regex behind a format. */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (typeof jsonSchema.format === 'string' && jsonSchema.pattern) delete jsonSchema.pattern;
}

/** Named zod schemas of one direction: their components, and any schema written referring to them. */
class SchemaSet {
  private readonly registry = z.registry<{ id: string }>();
  private readonly names = new Map<z.ZodType, string>();

  constructor(
    named: Record<string, z.ZodType>,
    private readonly io: 'input' | 'output',
  ) {
    for (const [id, schema] of Object.entries(named)) {
      this.registry.add(schema, { id });
      this.names.set(schema, id);
    }
  }

  nameOf(schema: z.ZodType): string | undefined {
    return this.names.get(schema);
  }

  /** Every named schema as a component. */
  components(): Record<string, JsonSchema> {
    if (this.names.size === 0) return {};
    const { schemas } = z.toJSONSchema(this.registry, {
      io: this.io,
      uri: (id) => `${COMPONENTS}${id}`,
      override: tidy,
      unrepresentable: 'any',
    });
    return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema as JsonSchema]));
  }

  /** `schema` written out, a named schema (or a named part of it) as a reference to its component. */
  write(schema: z.ZodType): JsonSchema {
    const name = this.nameOf(schema);
    if (name) return ref(name);
    const {
      $schema: _schema,
      $defs,
      ...written
    } = z.toJSONSchema(schema, {
      io: this.io,
      metadata: this.registry,
      override: tidy,
      unrepresentable: 'any',
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    // Named parts come out as #/$defs/<name>: refer to their components instead.
    const named = new Set(this.names.values());
    const local = Object.fromEntries(Object.entries($defs ?? {}).filter(([id]) => !named.has(id)));
    const text = JSON.stringify(written).replace(/"#\/\$defs\/([^"]+)"/g, (whole, id: string) =>
      named.has(id) ? `"${COMPONENTS}${id}"` : whole,
    );
    return { ...(JSON.parse(text) as JsonSchema), ...(Object.keys(local).length ? { $defs: local } : {}) };
  }
}

/** The parameters of a route: its path parameters and query, each with its description lifted from its schema. */
function parameters(route: RouteDescriptor): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const written = z.toJSONSchema(schema, { io: 'input', override: tidy, unrepresentable: 'any' }) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, { description, ...property }] of Object.entries(written.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (written.required ?? []).includes(name),
        schema: property,
        ...(typeof description === 'string' ? { description } : {}),
      });
    }
  }
  return list;
}

const BINARY = { type: 'string', format: 'binary' };

/** The success answer a descriptor declares. */
function successResponse(route: RouteDescriptor, answers: SchemaSet, description = 'OK'): [string, JsonSchema] {
  const status = String(route.status ?? (route.answer === 'empty' ? 204 : 200));
  if (route.answer === 'empty') return [status, { description: description === 'OK' ? 'No content' : description }];
  if (route.answer === 'file') return [status, { description, content: { 'application/octet-stream': { schema: BINARY } } }];
  if (route.answer === 'html') return [status, { description, content: { 'text/html': { schema: { type: 'string' } } } }];
  return [status, { description, content: jsonContent(answers.write(route.answer)) }];
}

/** The OpenAPI 3.1 document of `spec.routes`. */
export function openApiDocument(spec: OpenApiSpec) {
  const requests = new SchemaSet({ ...spec.requests?.parts, ...spec.requests?.bodies }, 'input');
  const answers = new SchemaSet(spec.answers ?? {}, 'output');
  const inputs = requests.components();
  const requestBodies: Record<string, JsonSchema> = {};
  for (const name of Object.keys(spec.requests?.bodies ?? {})) {
    requestBodies[name] = { required: true, content: jsonContent(inputs[name]!) };
    delete inputs[name];
  }

  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of spec.routes) {
    const extras = spec.extras?.(route) ?? {};
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const bodyName = route.body ? requests.nameOf(route.body) : undefined;
    const requestBody = route.upload
      ? {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: BINARY }, required: ['file'] } } },
        }
      : route.body &&
        (bodyName ? { $ref: `${REQUEST_BODIES}${bodyName}` } : { required: true, content: jsonContent(requests.write(route.body)) });
    const [status, answer] = successResponse(route, answers, extras.success);
    const success = extras.successHeaders ? { ...answer, headers: extras.successHeaders } : answer;
    const params = parameters(route);
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      summary: route.summary,
      ...(extras.description ? { description: extras.description } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [status]: success,
        ...(route.accepted ? { 202: { description: 'Waits for approval', content: jsonContent(answers.write(route.accepted)) } } : {}),
        ...extras.responses,
      },
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(spec.showAccess ? { 'x-access': route.access } : {}),
    };
  }

  return {
    openapi: '3.1.0',
    info: spec.info,
    servers: [{ url: spec.serverUrl }],
    components: {
      securitySchemes: spec.securitySchemes,
      schemas: { ...inputs, ...answers.components() },
      ...(Object.keys(requestBodies).length ? { requestBodies } : {}),
      ...(spec.headers ? { headers: spec.headers } : {}),
    },
    security: [{ [spec.security]: [] }],
    paths,
    ...spec.extensions,
  };
}
