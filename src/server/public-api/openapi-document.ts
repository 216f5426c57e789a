import { z } from 'zod';
import { site } from '../../config/site.ts';
import { PUBLIC_OPERATIONS, SIGN_UP_OPERATIONS, type PublicOperation, type SignUpOperation } from './operations.ts';
import { apiSchemas, errorSchema } from './schemas.ts';
import { notEnoughSeatsSchema } from '../routes/registrations.ts';

type JsonSchema = Record<string, unknown>;

const REF = (id: string) => `#/components/schemas/${id}`;

function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/** components/schemas: every registered answer schema, referring to each other by $ref. */
function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(apiSchemas, { target: 'draft-2020-12', uri: REF, unrepresentable: 'any' });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema as JsonSchema)]));
}

function refTo(schema: z.ZodType): JsonSchema {
  const id = apiSchemas.get(schema)?.id;
  if (!id) throw new Error('An answer schema of the public API is not registered in apiSchemas');
  return { $ref: REF(id) };
}

/** The OpenAPI parameters for a route's param or query schema, read from the schema's input side. */
function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || (json.required ?? []).includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function operationObject(op: PublicOperation): JsonSchema {
  const content =
    'json' in op.ok
      ? { 'application/json': { schema: refTo(op.ok.json) } }
      : 'calendar' in op.ok
        ? { 'text/calendar': { schema: { type: 'string', description: 'RFC 5545 iCalendar' } } }
        : Object.fromEntries(
            op.ok.images.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
          );
  const ok = { description: op.ok.description, content };
  const errors = Object.fromEntries(
    Object.entries(op.errors ?? {}).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: refTo(errorSchema) } } },
    ]),
  );
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: `${op.description}\n\nCache-Control: ${op.cacheControl}.`,
    parameters: [...parametersOf(op.params, 'path'), ...parametersOf(op.query, 'query')],
    responses: {
      200: { ...ok, headers: { 'Access-Control-Allow-Origin': { schema: { type: 'string', const: '*' } } } },
      ...errors,
      503: {
        description: 'The database is unreachable for a moment; try again',
        content: { 'application/json': { schema: refTo(errorSchema) } },
      },
    },
  };
}

/** A request body's JSON Schema, read from the route's validator's input side (inline, not a component). */
function requestBodyOf(schema: SignUpOperation['body']): JsonSchema | undefined {
  if (!schema) return undefined;
  const json = withoutDialect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  return { required: true, content: { 'application/json': { schema: json } } };
}

const jsonError = (description: string, schema: z.ZodType = errorSchema) => ({
  description,
  content: { 'application/json': { schema: refTo(schema) } },
});

/** A sign-up operation (any method, same-origin: no CORS header). */
function signUpOperationObject(op: SignUpOperation): JsonSchema {
  const ok =
    op.ok.status === 204
      ? { description: op.ok.description }
      : 'json' in op.ok
        ? { description: op.ok.description, content: { 'application/json': { schema: refTo(op.ok.json) } } }
        : { description: op.ok.description, content: { 'text/calendar': { schema: { type: 'string', description: 'RFC 5545 iCalendar' } } } };
  const errors = Object.fromEntries(
    Object.entries(op.errors).map(([status, description]) => [
      status,
      status === '409' && op.conflictCarriesSeatsLeft
        ? { description, content: { 'application/json': { schema: { anyOf: [refTo(notEnoughSeatsSchema), refTo(errorSchema)] } } } }
        : jsonError(description),
    ]),
  );
  const body = requestBodyOf(op.body);
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: `${op.description}\n\nFor this site's own pages: no \`Access-Control-Allow-Origin\`, and a write from another origin is refused.`,
    parameters: Object.entries(op.params).map(([name, description]) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } })),
    ...(body ? { requestBody: body } : {}),
    responses: { [op.ok.status]: ok, ...errors, 503: jsonError('The database is unreachable for a moment; try again') },
  };
}

/**
 * The public API as an OpenAPI 3.1 document, generated from the route table of public operations and the
 * zod schemas the routes validate with and answer in. Built once per process.
 */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of PUBLIC_OPERATIONS) (paths[op.path] ??= {})['get'] = operationObject(op);
  for (const op of SIGN_UP_OPERATIONS) (paths[op.path] ??= {})[op.method] = signUpOperationObject(op);
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: `${site.name} public API`,
      version: '1.0.0',
      description:
        `Prayer times, announcements and events of ${site.name}, free to read from any website or app: no key, ` +
        `no sign-in, and \`Access-Control-Allow-Origin: *\` on every answer. Dates and times of day are in the ` +
        `masjid's time zone, ${site.timeZone}; instants are ISO 8601 in UTC. A readable reference is at /api/docs.`,
    },
    servers: [{ url: site.url }],
    tags: [
      { name: 'Prayer times', description: "The masjid's daily schedule" },
      { name: 'Announcements' },
      { name: 'Events' },
      { name: 'Calendar feeds', description: 'iCalendar files for calendar apps' },
      { name: 'Programs', description: 'Schools, classes, halaqas and camps' },
      { name: 'Pages', description: "The site's page texts and menu" },
      { name: 'Site', description: "The masjid's contacts, address and ways to donate" },
      { name: 'Sign-ups', description: "Signing up for an event or program, and the sign-up's private link (this site's own pages)" },
    ],
    paths,
    components: { schemas: componentSchemas() },
  };
}

let cached: JsonSchema | undefined;

export function openApiDocument(): JsonSchema {
  cached ??= buildOpenApiDocument();
  return cached;
}
