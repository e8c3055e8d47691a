// One spec operation as the requests fuzzing sends: the values of its parameters and body drawn from
// their schemas (valid ones, or valid ones with one violation), its credentials as the security
// schemes name them (`${{ secrets.<scheme> }}`, given with --secrets), and a drawn case written as a
// request. Requests keep secret references until they are sent, so everything shown or saved has the
// reference, never the value.
import fc from 'fast-check';
import type { SecurityScheme, SpecOperation, SpecParameter } from '../engine/validators/openapi/operations.ts';
import type { RefResolver } from '../engine/validators/openapi/resolve.ts';
import { isCredentialName } from '../model/credentials.ts';
import { secretName } from '../collection/formats/credentials.ts';
import { resolveSchema, valuesOf } from './schema-values.ts';
import { OMIT, violationsOf, type Violation } from './negative.ts';
import { isObject } from '../engine/validators/openapi/resolve.ts';

/** A request as shown and saved: secrets as `${{ secrets.name }}`. */
export interface CaseRequest {
  method: string;
  /** The path with its parameters and query, relative to the base URL. */
  path: string;
  headers: [string, string][];
  /** JSON bodies keep their value, so a saved test writes them as YAML. */
  body?: { contentType: string; text: string; json?: unknown };
}

export interface OperationPlan {
  operation: SpecOperation;
  /** Why valid requests cannot be sent (credentials not given); only ignored_auth runs then. */
  notSent?: string;
  /** Whether the operation requires credentials (for ignored_auth). */
  secured: boolean;
  valid: fc.Arbitrary<DrawnCase>;
  /** Absent when the spec constrains nothing assay can break. */
  invalid?: fc.Arbitrary<DrawnCase>;
  /** The spec's own examples, tried first. */
  examples: DrawnCase[];
  /** Writes a drawn case as a request; `withAuth: false` leaves the credentials out. */
  render(drawn: DrawnCase, withAuth?: boolean): CaseRequest;
}

/** What fast-check draws (and shrinks): parameter values by `in:name`, the body, the violation made. */
export interface DrawnCase {
  parameters: Record<string, unknown>;
  body?: unknown;
  violation?: string;
}

interface Auth {
  headers: [string, string][];
  query: [string, string][];
  cookies: string[];
}

const SKIPPED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

export function planOperation(
  operation: SpecOperation,
  resolver: RefResolver,
  schemes: Record<string, SecurityScheme>,
  secrets: Record<string, string>,
): OperationPlan {
  const has = (name: string) => Object.hasOwn(secrets, name);
  const problems: string[] = [];
  const auth = authFor(operation, schemes, has, problems);
  const parameters: SpecParameter[] = [];
  const credentialParameters: Auth = { headers: [], query: [], cookies: [] };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header' && SKIPPED_HEADERS.has(parameter.name.toLowerCase())) continue;
    if (parameter.in !== 'path' && isCredentialName(parameter.name)) {
      const secret = secretName(parameter.name);
      const reference = `\${{ secrets.${secret} }}`;
      if (has(secret)) place(credentialParameters, parameter.in, parameter.name, reference);
      else if (parameter.required)
        problems.push(
          `its ${parameter.in} parameter ${parameter.name} is a credential: pass it with --secrets ${secret}=…`,
        );
      continue;
    }
    parameters.push(parameter);
  }
  const media = operation.body ? chooseMedia(operation.body.media) : undefined;
  const context = (file: string) => ({ resolver, file });

  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  const violations: { key: string; violation: Violation }[] = [];
  for (const parameter of parameters) {
    const key = `${parameter.in}:${parameter.name}`;
    const schema = parameterSchema(parameter, resolver);
    model[key] =
      parameter.in === 'path'
        ? pathValues(schema, context(parameter.file))
        : valuesOf(schema, context(parameter.file)).map(headerSafe(parameter));
    if (parameter.required) requiredKeys.push(key);
    if (parameter.required && parameter.in !== 'path')
      violations.push({
        key,
        violation: {
          description: `${parameter.in} parameter ${parameter.name}: required, left out`,
          apply: () => OMIT,
        },
      });
    for (const violation of violationsOf(
      schema,
      context(parameter.file),
      `${parameter.in} parameter ${parameter.name}`,
    ))
      if (parameter.in !== 'header') violations.push({ key, violation });
  }
  const parameterValues = fc.record(model, { requiredKeys });
  const bodyValues = media?.schema !== undefined ? valuesOf(media.schema, context(media.file)) : undefined;
  // A documented body is always sent (an optional one too: the server must take it).
  const valid: fc.Arbitrary<DrawnCase> = bodyValues
    ? fc.record({ parameters: parameterValues, body: bodyValues })
    : parameterValues.map((values) => ({ parameters: values }));
  if (media?.schema !== undefined && /[/+]json\b/i.test(media.contentType)) {
    for (const violation of violationsOf(media.schema, context(media.file), 'body'))
      violations.push({ key: 'body', violation });
    if (operation.body!.required)
      violations.push({ key: 'body', violation: { description: 'body: required, left out', apply: () => OMIT } });
  }
  const invalid =
    violations.length === 0
      ? undefined
      : fc
          .tuple(valid, fc.nat({ max: violations.length - 1 }))
          .map(([drawn, index]) => breakCase(drawn, violations[index]));

  const example = exampleCase(operation, parameters, media, resolver);
  const renderer = (drawn: DrawnCase, withAuth = true) =>
    renderCase(
      operation,
      parameters,
      media?.contentType,
      drawn,
      withAuth ? merge(auth ?? none(), credentialParameters) : credentialParameters,
    );
  return {
    operation,
    ...(problems.length > 0 ? { notSent: problems.join('; ') } : {}),
    secured:
      operation.security.length > 0 &&
      !operation.security.some((alternative) => Object.keys(alternative ?? {}).length === 0),
    valid,
    ...(invalid ? { invalid } : {}),
    examples: example ? [example] : [],
    render: renderer,
  };
}

function none(): Auth {
  return { headers: [], query: [], cookies: [] };
}

function merge(a: Auth, b: Auth): Auth {
  return {
    headers: [...a.headers, ...b.headers],
    query: [...a.query, ...b.query],
    cookies: [...a.cookies, ...b.cookies],
  };
}

/**
 * The case with the violation made; without `violation` when it changed nothing (a nested field's rule
 * on an optional parameter or a null that was not drawn), so no valid case is taken for an invalid one.
 */
function breakCase(drawn: DrawnCase, { key, violation }: { key: string; violation: Violation }): DrawnCase {
  const original = key === 'body' ? drawn.body : drawn.parameters[key];
  const broken = violation.apply(original);
  if (broken === original || broken === undefined) return drawn;
  if (key === 'body') {
    const { body: _, ...rest } = drawn;
    return { ...rest, ...(broken === OMIT ? {} : { body: broken }), violation: violation.description };
  }
  const parameters = { ...drawn.parameters };
  if (broken === OMIT) delete parameters[key];
  else parameters[key] = broken;
  return { ...drawn, parameters, violation: violation.description };
}

/** The spec's examples (parameters and body) as a case, when it gives one for every required value. */
function exampleCase(
  operation: SpecOperation,
  parameters: SpecParameter[],
  media: ReturnType<typeof chooseMedia>,
  resolver: RefResolver,
): DrawnCase | undefined {
  const values: Record<string, unknown> = {};
  for (const parameter of parameters) {
    const schema = resolveSchema(parameter.schema, { resolver, file: parameter.file }).node;
    const example = parameter.example?.value ?? (isObject(schema) ? (schema.example ?? schema.default) : undefined);
    if (example !== undefined) values[`${parameter.in}:${parameter.name}`] = example;
    else if (parameter.required) return undefined;
  }
  if (media === undefined) return { parameters: values };
  const schema = resolveSchema(media.schema, { resolver, file: media.file }).node;
  const body = media.example?.value ?? (isObject(schema) ? schema.example : undefined);
  if (body === undefined) return operation.body?.required ? undefined : { parameters: values };
  return { parameters: values, body };
}

function parameterSchema(parameter: SpecParameter, resolver: RefResolver): unknown {
  const schema = resolveSchema(parameter.schema, { resolver, file: parameter.file }).node;
  return schema ?? {};
}

/** Path parameters are never empty (an empty segment is another path); not a filter, which a spec allowing only '' would hang. */
function pathValues(schema: unknown, context: { resolver: RefResolver; file: string }): fc.Arbitrary<unknown> {
  return valuesOf(schema, context).map((value) => (text(value) === '' ? '0' : value));
}

/** Header values are sent as visible ASCII: anything else is percent-encoded. */
function headerSafe(parameter: SpecParameter): (value: unknown) => unknown {
  if (parameter.in !== 'header' && parameter.in !== 'cookie') return (value) => value;
  return (value) => (/^[\x20-\x7e]*$/.test(text(value)) ? value : encodeURIComponent(text(value)));
}

function chooseMedia(media: NonNullable<SpecOperation['body']>['media']) {
  return (
    media.find((m) => /[/+]json\b/i.test(m.contentType)) ??
    media.find((m) => /x-www-form-urlencoded/i.test(m.contentType)) ??
    media.find((m) => /^text\//i.test(m.contentType))
  );
}

function renderCase(
  operation: SpecOperation,
  parameters: SpecParameter[],
  contentType: string | undefined,
  drawn: DrawnCase,
  auth: Auth,
): CaseRequest {
  let path = operation.path;
  const query: [string, string][] = [];
  const headers: [string, string][] = [...auth.headers];
  const cookies = [...auth.cookies];
  for (const parameter of parameters) {
    const key = `${parameter.in}:${parameter.name}`;
    if (!Object.hasOwn(drawn.parameters, key)) continue;
    const value = drawn.parameters[key];
    if (parameter.in === 'path') path = path.split(`{${parameter.name}}`).join(encodeURIComponent(text(value)));
    else if (parameter.in === 'query')
      for (const item of Array.isArray(value) ? value : [value]) query.push([parameter.name, text(item)]);
    else if (parameter.in === 'header') headers.push([parameter.name, text(value)]);
    else cookies.push(`${parameter.name}=${encodeURIComponent(text(value))}`);
  }
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  query.push(...auth.query);
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeQueryValue(value)}`).join('&');
  const request: CaseRequest = { method: operation.method, path: search ? `${path}?${search}` : path, headers };
  if (drawn.body !== undefined && contentType !== undefined) {
    if (/[/+]json\b/i.test(contentType))
      request.body = { contentType, text: JSON.stringify(drawn.body), json: drawn.body };
    else if (/x-www-form-urlencoded/i.test(contentType) && isObject(drawn.body))
      request.body = {
        contentType,
        text: new URLSearchParams(Object.entries(drawn.body).map(([name, value]) => [name, text(value)])).toString(),
      };
    else request.body = { contentType, text: text(drawn.body) };
    headers.push(['Content-Type', contentType]);
  }
  return request;
}

/** Secret references stay readable in a query (`${{ secrets.key }}`), everything else is encoded. */
function encodeQueryValue(value: string): string {
  return /^\$\{\{ secrets\.[\w.-]+ \}\}$/.test(value) ? value : encodeURIComponent(value);
}

function place(auth: Auth, where: string, name: string, value: string): void {
  if (where === 'query') auth.query.push([name, value]);
  else if (where === 'cookie') auth.cookies.push(`${name}=${value}`);
  else auth.headers.push([name, value]);
}

/** The first security alternative whose every scheme has a credential; undefined (and a problem) when none has. */
function authFor(
  operation: SpecOperation,
  schemes: Record<string, SecurityScheme>,
  has: (name: string) => boolean,
  problems: string[],
): Auth | undefined {
  if (operation.security.length === 0) return none();
  const wanted: string[] = [];
  for (const alternative of operation.security) {
    const names = Object.keys(alternative ?? {});
    if (names.length === 0) return none();
    if (!names.every(has)) {
      wanted.push(names.join(' + '));
      continue;
    }
    const auth = none();
    for (const name of names) {
      const scheme = schemes[name];
      const reference = `\${{ secrets.${name} }}`;
      if (scheme?.type === 'apiKey' && scheme.name) place(auth, scheme.in ?? 'header', scheme.name, reference);
      else if (scheme?.type === 'basic' || (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'basic'))
        auth.headers.push(['Authorization', `Basic ${reference}`]);
      else if (scheme !== undefined) {
        const kind = scheme.type === 'http' && scheme.scheme ? scheme.scheme : 'Bearer';
        auth.headers.push(['Authorization', `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${reference}`]);
      } else {
        problems.push(`its security scheme ${name} is not defined in the spec`);
        return undefined;
      }
    }
    return auth;
  }
  problems.push(
    `it requires credentials (${wanted.join(' or ')}): pass them with --secrets ${wanted[0].split(' + ')[0]}=…`,
  );
  return undefined;
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
