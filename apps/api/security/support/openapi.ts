import type { FastifyInstance } from 'fastify';
import type { Route } from './route-table.js';

/** The part of JSON Schema the routes' zod schemas produce, as the OpenAPI document carries it. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  nullable?: boolean;
};

type Parameter = { in: string; name: string; schema?: JsonSchema; required?: boolean };
type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * What a route takes, from the OpenAPI document generated from its zod schemas, and whether it makes
 * or changes something (it answers 201, or it is a PATCH).
 */
export type RouteInput = { body?: JsonSchema; query?: JsonSchema; params?: JsonSchema; stores: boolean };

/** The parameters found `in` one place, as the schema of an object. */
function parametersIn(operation: Operation, place: 'query' | 'path'): JsonSchema | undefined {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === place);
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** Reads each route's body and query schema from the app's own OpenAPI document. */
export function routeInputs(app: FastifyInstance): (route: Route) => RouteInput {
  const doc = app.swagger() as unknown as OpenApiDocument;
  return (route) => {
    const openApiPath = route.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
    const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
    if (!operation) return { stores: false };
    return {
      body: operation.requestBody?.content?.['application/json']?.schema,
      query: parametersIn(operation, 'query'),
      params: parametersIn(operation, 'path'),
      stores: route.method === 'PATCH' || '201' in (operation.responses ?? {}),
    };
  };
}

/** Whether a field takes free text: a string with no closed set of values and no fixed format. */
export function isFreeText(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.some(isFreeText);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && !schema.enum && schema.const === undefined && !schema.format && !schema.pattern;
}

/** The schema of the value at `path` inside `schema` (array items by any index). */
export function schemaAt(schema: JsonSchema | undefined, path: readonly (string | number)[]): JsonSchema | undefined {
  let current = schema;
  for (const part of path) {
    if (!current) return undefined;
    const variants = current.anyOf ?? current.oneOf;
    if (variants) current = variants.find((variant) => variant.properties || variant.items) ?? variants[0];
    current = typeof part === 'number' ? current?.items : current?.properties?.[part];
  }
  return current;
}
