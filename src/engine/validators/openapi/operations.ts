// A spec's operations in one shape for Swagger 2.0 and OpenAPI 3.x: parameters merged from the
// path and the operation (references followed), the request body, the responses by status with
// their schema and headers, and the security requirements that apply.
import type { HttpMethod } from '../../../model/index.ts';
import { isObject, type RefResolver } from './resolve.ts';

export interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** The schema (2.0: the parameter itself). */
  schema: unknown;
  /** The file the schema is written in (its `$ref`s resolve against it). */
  file: string;
  example?: { value: unknown };
  /** OpenAPI 3 `content` parameters: the media type its value is written in. */
  contentType?: string;
}

export interface SpecMedia {
  contentType: string;
  schema?: unknown;
  /** The file the schema is written in (its `$ref`s resolve against it). */
  file: string;
  example?: { value: unknown };
}

export interface SpecResponse {
  status: string;
  media: SpecMedia[];
  /** Names of the headers the response documents as required. */
  requiredHeaders: string[];
}

export interface SpecOperation {
  method: HttpMethod;
  path: string;
  operationId?: string;
  summary?: string;
  tags: string[];
  /** Where the operation is written in the main spec file. */
  pointer: string[];
  /** The file references inside this operation resolve against. */
  file: string;
  parameters: SpecParameter[];
  /** The request body (2.0: the `in: body` or `in: formData` parameters). */
  body?: { required: boolean; media: SpecMedia[] };
  responses: SpecResponse[];
  /** Alternatives (any one suffices), each naming schemes that all apply; empty: no security. */
  security: Record<string, string[]>[];
  /** What makes the operation unreadable as written (a malformed parameter, an operation that is no mapping). */
  problems: string[];
}

export interface SecurityScheme {
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'basic' | string;
  in?: string;
  name?: string;
  scheme?: string;
}

export interface SpecSummary {
  version: '2.0' | '3.0' | '3.1';
  title?: string;
  /** The first server (variables replaced by their defaults), as written: may be relative. */
  server?: string;
  operations: SpecOperation[];
  /** Entries under `paths` that give no operation (a path item that is no mapping, an unknown method). */
  unread: { pointer: string[]; reason: string }[];
  securitySchemes: Record<string, SecurityScheme>;
}

/** The spec's version from `swagger`/`openapi`, or undefined for one assay does not read. */
export function specVersion(root: Record<string, unknown>): SpecSummary['version'] | undefined {
  if (root.swagger !== undefined) return String(root.swagger) === '2.0' ? '2.0' : undefined;
  const match = /^3\.([01])(\.\d+)?(-.*)?$/.exec(String(root.openapi));
  return match ? (`3.${match[1]}` as '3.0' | '3.1') : undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** The other fields of a path item (and extensions, `x-…`). */
const PATH_ITEM_FIELDS = new Set(['$ref', 'summary', 'description', 'servers', 'parameters']);
const LOCATIONS = new Set(['path', 'query', 'header', 'cookie', 'body', 'formData']);

export function readSpec(
  root: Record<string, unknown>,
  version: SpecSummary['version'],
  resolver: RefResolver,
): SpecSummary {
  const file = resolver.main.location;
  const info = isObject(root.info) ? root.info : {};
  const swagger = version === '2.0';
  const globalSecurity = Array.isArray(root.security) ? (root.security as Record<string, string[]>[]) : [];
  const schemesSource = swagger
    ? root.securityDefinitions
    : isObject(root.components)
      ? root.components.securitySchemes
      : undefined;
  const securitySchemes: Record<string, SecurityScheme> = {};
  if (isObject(schemesSource))
    for (const [name, scheme] of Object.entries(schemesSource)) {
      const value = resolver.deref(scheme, file).value;
      if (isObject(value)) securitySchemes[name] = value as unknown as SecurityScheme;
    }
  const operations: SpecOperation[] = [];
  const unread: SpecSummary['unread'] = [];
  const paths = isObject(root.paths) ? root.paths : {};
  for (const [pathKey, rawItem] of Object.entries(paths)) {
    if (pathKey.startsWith('x-')) continue;
    const item = resolver.deref(rawItem, file);
    if (!isObject(item.value)) {
      unread.push({
        pointer: ['paths', pathKey],
        reason: `the path item ${pathKey} is ${describe(item.value)}, not a mapping of operations: nothing of it is tested`,
      });
      continue;
    }
    const pathItem = item.value;
    for (const key of Object.keys(pathItem))
      if (!(METHODS as readonly string[]).includes(key) && !PATH_ITEM_FIELDS.has(key) && !key.startsWith('x-'))
        unread.push({
          pointer: ['paths', pathKey, key],
          reason: `\`${key}\` under ${pathKey} is not an HTTP method OpenAPI knows (${METHODS.join(', ')}): it is not tested`,
        });
    // Document order: the path item's keys as written, not a fixed method order.
    for (const method of Object.keys(pathItem).filter((key): key is (typeof METHODS)[number] =>
      (METHODS as readonly string[]).includes(key),
    )) {
      const written = pathItem[method];
      const problems: string[] = [];
      if (!isObject(written)) problems.push(`the operation is ${describe(written)}, not a mapping`);
      const operation = isObject(written) ? written : {};
      const parameters = mergeParameters(
        [...listOf(pathItem.parameters), ...listOf(operation.parameters)],
        item.file,
        resolver,
        swagger,
        problems,
      );
      const consumes = stringList(operation.consumes ?? root.consumes);
      const produces = stringList(operation.produces ?? root.produces);
      operations.push({
        method: method.toUpperCase() as HttpMethod,
        path: pathKey,
        ...(typeof operation.operationId === 'string' ? { operationId: operation.operationId } : {}),
        ...(typeof operation.summary === 'string' && operation.summary.trim() !== ''
          ? { summary: operation.summary.trim() }
          : {}),
        tags: stringList(operation.tags),
        pointer: ['paths', pathKey, method],
        file: item.file,
        parameters: parameters.filter(
          (p): p is SpecParameter => p.in !== 'body' && p.in !== 'formData',
        ) as SpecParameter[],
        body: swagger ? swaggerBody(parameters, consumes) : openApiBody(operation.requestBody, item.file, resolver),
        responses: readResponses(operation.responses, item.file, resolver, swagger ? produces : undefined),
        security: Array.isArray(operation.security)
          ? (operation.security as Record<string, string[]>[])
          : globalSecurity,
        problems,
      });
    }
  }
  return {
    version,
    ...(typeof info.title === 'string' ? { title: info.title } : {}),
    ...serverOf(root, swagger),
    operations,
    unread,
    securitySchemes,
  };
}

function describe(value: unknown): string {
  if (value === undefined) return 'a $ref that leads nowhere (a loop)';
  if (value === null) return 'empty';
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}

type RawParameter = Omit<SpecParameter, 'in'> & { in: SpecParameter['in'] | 'body' | 'formData' };

function mergeParameters(
  list: unknown[],
  file: string,
  resolver: RefResolver,
  swagger: boolean,
  problems: string[],
): RawParameter[] {
  const byKey = new Map<string, RawParameter>();
  for (const [index, raw] of list.entries()) {
    const { value, file: at } = resolver.deref(raw, file);
    if (
      !isObject(value) ||
      typeof value.name !== 'string' ||
      typeof value.in !== 'string' ||
      !LOCATIONS.has(value.in)
    ) {
      const named = isObject(value) && typeof value.name === 'string' ? ` \`${value.name}\`` : '';
      problems.push(`parameter ${index + 1}${named} is not a parameter (a mapping with \`name\` and a valid \`in\`)`);
      continue;
    }
    const given = parameterSchema(value, at, resolver, swagger);
    const example =
      value.example !== undefined
        ? { value: value.example }
        : value['x-example'] !== undefined
          ? { value: value['x-example'] }
          : (firstExample(value.examples, at, resolver) ?? given.example);
    // An operation's parameter overrides the path's one with the same name and location.
    byKey.set(`${value.in}:${value.name}`, {
      name: value.name,
      in: value.in as RawParameter['in'],
      required: value.required === true || value.in === 'path',
      schema: given.schema,
      file: given.file,
      ...(example ? { example } : {}),
      ...(given.contentType !== undefined ? { contentType: given.contentType } : {}),
    });
  }
  return [...byKey.values()];
}

/**
 * A parameter's schema: `schema`, else (OpenAPI 3) the one media type of `content`; Swagger 2.0 writes
 * it in the parameter itself (`type`, `format`, …). Undefined when the spec gives none.
 */
function parameterSchema(
  parameter: Record<string, unknown>,
  file: string,
  resolver: RefResolver,
  swagger: boolean,
): { schema: unknown; file: string; example?: { value: unknown }; contentType?: string } {
  if (parameter.schema !== undefined) {
    const { value, file: at } = resolver.deref(parameter.schema, file);
    return { schema: value, file: at };
  }
  if (swagger) return { schema: parameter.type !== undefined ? parameter : undefined, file };
  if (!isObject(parameter.content)) return { schema: undefined, file };
  const [media] = readMedia(parameter.content, file, resolver);
  if (!media) return { schema: undefined, file };
  return {
    schema: media.schema,
    file,
    contentType: media.contentType,
    ...(media.example ? { example: media.example } : {}),
  };
}

function swaggerBody(parameters: RawParameter[], consumes: string[]): SpecOperation['body'] {
  const body = parameters.find((p) => p.in === 'body');
  if (body) {
    const types = consumes.length > 0 ? consumes : ['application/json'];
    return {
      required: body.required,
      media: types.map((contentType) => ({
        contentType,
        schema: body.schema,
        file: body.file,
        ...(body.example ? { example: body.example } : {}),
      })),
    };
  }
  const form = parameters.filter((p) => p.in === 'formData');
  if (form.length === 0) return undefined;
  const schema = {
    type: 'object',
    required: form.filter((p) => p.required).map((p) => p.name),
    properties: Object.fromEntries(form.map((p) => [p.name, p.schema])),
  };
  const contentType = consumes.find((c) => c.includes('form')) ?? 'application/x-www-form-urlencoded';
  return { required: form.some((p) => p.required), media: [{ contentType, schema, file: form[0].file }] };
}

function openApiBody(raw: unknown, file: string, resolver: RefResolver): SpecOperation['body'] {
  const { value, file: at } = resolver.deref(raw, file);
  if (!isObject(value) || !isObject(value.content)) return undefined;
  return { required: value.required === true, media: readMedia(value.content, at, resolver) };
}

function readMedia(content: Record<string, unknown>, file: string, resolver: RefResolver): SpecMedia[] {
  return Object.entries(content).map(([contentType, raw]) => {
    const media = isObject(raw) ? raw : {};
    const example =
      media.example !== undefined ? { value: media.example } : firstExample(media.examples, file, resolver);
    return {
      contentType,
      file,
      ...(media.schema !== undefined ? { schema: media.schema } : {}),
      ...(example ? { example } : {}),
    };
  });
}

function readResponses(raw: unknown, file: string, resolver: RefResolver, produces?: string[]): SpecResponse[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).map(([status, entry]) => {
    const { value, file: at } = resolver.deref(entry, file);
    const response = isObject(value) ? value : {};
    let media: SpecMedia[] = [];
    if (produces !== undefined) {
      if (response.schema !== undefined)
        media = (produces.length > 0 ? produces : ['application/json']).map((contentType) => ({
          contentType,
          schema: response.schema,
          file: at,
        }));
    } else if (isObject(response.content)) media = readMedia(response.content, at, resolver);
    const headers = isObject(response.headers) ? response.headers : {};
    const requiredHeaders = Object.entries(headers)
      .filter(
        ([, header]) =>
          isObject(resolver.deref(header, at).value) &&
          (resolver.deref(header, at).value as Record<string, unknown>).required === true,
      )
      .map(([name]) => name);
    return { status, media, requiredHeaders };
  });
}

function firstExample(examples: unknown, file: string, resolver: RefResolver): { value: unknown } | undefined {
  if (!isObject(examples)) return undefined;
  for (const raw of Object.values(examples)) {
    const example = resolver.deref(raw, file).value;
    if (isObject(example) && example.value !== undefined) return { value: example.value };
  }
  return undefined;
}

function serverOf(root: Record<string, unknown>, swagger: boolean): { server?: string } {
  if (swagger) {
    const basePath = typeof root.basePath === 'string' ? root.basePath : '';
    if (typeof root.host !== 'string') return basePath ? { server: basePath } : {};
    const schemes = stringList(root.schemes);
    const scheme = schemes.includes('https') ? 'https' : (schemes[0] ?? 'https');
    return { server: `${scheme}://${root.host}${basePath}` };
  }
  const servers = listOf(root.servers);
  const first = servers.find((s) => isObject(s) && typeof s.url === 'string') as Record<string, unknown> | undefined;
  if (!first) return {};
  const variables = isObject(first.variables) ? first.variables : {};
  const url = (first.url as string).replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== undefined ? String(variable.default) : whole;
  });
  return { server: url };
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
