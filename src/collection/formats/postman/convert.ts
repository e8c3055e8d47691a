// Postman collections (v2.0 and v2.1) → an assay collection: folders flattened into tests tagged
// with their folder, requests with headers, bodies and auth, `{{x}}` → `${{ vars.x }}`, and simple
// `pm.test` status/body checks as validators. Anything else is named in a comment.
import { isCredentialName } from '../../../model/credentials.ts';
import { bodyWithoutCredentials, formWithoutCredentials, recordedSecret } from '../credentials.ts';
import { writeCollection, type WrittenTest } from '../write.ts';

type Json = Record<string, unknown>;

export interface PostmanImport {
  yaml: string;
  /** `name=value` lines for `--env-file`: collection and environment variables (secrets left empty). */
  envFile: string;
  /** Everything not carried over, one line each, for the terminal. */
  notes: string[];
}

const DYNAMIC: Record<string, string> = {
  $guid: '${{ func.guid() }}',
  $randomUUID: '${{ func.guid() }}',
  $randomInt: '${{ func.random() }}',
  $isoTimestamp: '${{ func.utcnow() }}',
};

export function convertPostman(collection: unknown, environment?: unknown): PostmanImport {
  if (!isObject(collection) || !isObject(collection.info) || !Array.isArray(collection.item))
    throw new Error('not a Postman collection: expected `info` and `item` (export it as Collection v2.1 or v2.0)');
  const schema = String(collection.info.schema ?? '');
  if (schema !== '' && !/v2\.[01]\.\d/.test(schema))
    throw new Error(`unsupported Postman collection schema ${schema}: assay imports v2.0 and v2.1`);
  const notes: string[] = [];
  const tests: WrittenTest[] = [];
  // Variables Postman marks secret, or named like a credential (`apiKey`, `password`), are
  // referenced as assay secrets (their values are never copied).
  const secrets = new Set(
    [collection.variable, isObject(environment) ? environment.values : undefined]
      .flatMap((list) => (Array.isArray(list) ? list : []))
      .filter((v): v is Json => isObject(v) && (v.type === 'secret' || isCredentialName(String(v.key))))
      .map((v) => String(v.key)),
  );
  walk(collection.item, [], asAuth(collection.auth), tests, notes, secrets);
  const name = typeof collection.info.name === 'string' ? collection.info.name : 'Postman collection';
  const header = [`Imported by assay from the Postman collection "${name}".`];
  if (Array.isArray(collection.event) && collection.event.length > 0)
    header.push('not converted: collection-level scripts (pre-request/test) — see the original collection');
  const yaml = writeCollection(header, { name }, tests);
  return { yaml, envFile: envFile(collection.variable, environment), notes };
}

function walk(
  items: unknown[],
  folders: string[],
  inherited: Json | undefined,
  tests: WrittenTest[],
  notes: string[],
  secrets: ReadonlySet<string>,
) {
  for (const item of items) {
    if (!isObject(item)) continue;
    const name = typeof item.name === 'string' ? item.name : 'request';
    const auth = item.auth === undefined ? inherited : asAuth(item.auth);
    if (Array.isArray(item.item)) {
      walk(item.item, [...folders, name], auth, tests, notes, secrets);
      continue;
    }
    if (item.request === undefined) continue;
    const test = convertRequest(item, [...folders, name], folders, auth, secrets);
    for (const note of test.notes) notes.push(`${[...folders, name].join(' / ')}: ${note}`);
    tests.push(test);
  }
}

function convertRequest(
  item: Json,
  path: string[],
  folders: string[],
  auth: Json | undefined,
  secrets: ReadonlySet<string>,
): WrittenTest {
  const notes: string[] = [];
  const request = typeof item.request === 'string' ? { url: item.request, method: 'GET' } : (item.request as Json);
  const method = String(request.method ?? 'GET').toUpperCase();
  const url = urlWithoutCredentials(variables(urlOf(request.url), notes, secrets), notes);
  const headers: Record<string, string> = {};
  for (const header of Array.isArray(request.header) ? request.header : []) {
    if (!isObject(header) || header.disabled === true || typeof header.key !== 'string') continue;
    const value = variables(String(header.value ?? ''), notes, secrets);
    headers[header.key] =
      value === '' || value.includes('${{') || !isCredentialName(header.key)
        ? value
        : recordedSecret(header.key, 'header', notes);
  }
  const query: string[] = [];
  applyAuth(request.auth === undefined ? auth : asAuth(request.auth), headers, query, notes);
  const body = bodyOf(request.body, headers, notes, secrets);
  const validators = testScripts(item.event, notes);
  const fullUrl = query.length > 0 ? `${url}${url.includes('?') ? '&' : '?'}${query.join('&')}` : url;
  const entry: Json = {
    name: path.join(' / '),
    method,
    url: fullUrl,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(folders.length > 0 ? { tags: folders } : {}),
    ...(validators.length > 0 ? { validators } : {}),
  };
  if (url === '') return { entry, notes, skipped: 'the request has no URL' };
  return { entry, notes };
}

function urlOf(url: unknown): string {
  if (typeof url === 'string') return url;
  if (!isObject(url)) return '';
  if (typeof url.raw === 'string') return url.raw;
  const host = Array.isArray(url.host) ? url.host.join('.') : String(url.host ?? '');
  const path = Array.isArray(url.path) ? url.path.join('/') : String(url.path ?? '');
  return `${url.protocol ? `${String(url.protocol)}://` : ''}${host}/${path}`;
}

/** The URL with the value of each credential-looking query parameter replaced by a secret. */
function urlWithoutCredentials(url: string, notes: string[]): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const hash = url.indexOf('#', query);
  const end = hash < 0 ? url.length : hash;
  return `${url.slice(0, query + 1)}${formWithoutCredentials(url.slice(query + 1, end), notes, 'query parameter')}${url.slice(end)}`;
}

/** `{{name}}` → `${{ vars.name }}`; Postman's dynamic variables → assay functions where they exist. */
function variables(text: string, notes: string[], secrets: ReadonlySet<string>): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    if (name.startsWith('$')) {
      const replacement = DYNAMIC[name];
      if (!replacement) notes.push(`dynamic variable {{${name}}} has no assay equivalent: left as written`);
      return replacement ?? whole;
    }
    if (!/^[A-Za-z_][\w.-]*$/.test(name)) {
      notes.push(`variable {{${name}}} is not a valid assay variable name: left as written`);
      return whole;
    }
    return `\${{ ${secrets.has(name) ? 'secrets' : 'vars'}.${name} }}`;
  });
}

function bodyOf(
  body: unknown,
  headers: Record<string, string>,
  notes: string[],
  secrets: ReadonlySet<string>,
): string | undefined {
  if (!isObject(body) || body.disabled === true) return undefined;
  const setType = (type: string) => {
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['Content-Type'] = type;
  };
  switch (body.mode) {
    case 'raw': {
      const raw = typeof body.raw === 'string' ? body.raw : '';
      if (raw === '') return undefined;
      const language = isObject(body.options) && isObject(body.options.raw) ? body.options.raw.language : undefined;
      if (language === 'json') setType('application/json');
      else if (language === 'xml') setType('application/xml');
      else if (language === 'text') setType('text/plain');
      return bodyWithoutCredentials(variables(raw, notes, secrets), notes);
    }
    case 'urlencoded': {
      const fields = (Array.isArray(body.urlencoded) ? body.urlencoded : []).filter(
        (field): field is Json => isObject(field) && field.disabled !== true,
      );
      setType('application/x-www-form-urlencoded');
      return formWithoutCredentials(
        fields
          .map(
            (f) =>
              `${encodeURIComponent(String(f.key))}=${variables(encodeForm(String(f.value ?? '')), notes, secrets)}`,
          )
          .join('&'),
        notes,
      );
    }
    case 'graphql': {
      const graphql = isObject(body.graphql) ? body.graphql : {};
      setType('application/json');
      let variablesValue: unknown = {};
      try {
        variablesValue =
          typeof graphql.variables === 'string' && graphql.variables.trim() ? JSON.parse(graphql.variables) : {};
      } catch {
        notes.push('GraphQL variables are not valid JSON: sent empty');
      }
      return variables(JSON.stringify({ query: graphql.query ?? '', variables: variablesValue }), notes, secrets);
    }
    default:
      notes.push(`${String(body.mode)} body not converted (assay sends text and JSON bodies): add it by hand`);
      return undefined;
  }
}

/** Encodes a form value but keeps `{{x}}` references intact for conversion. */
function encodeForm(value: string): string {
  return value
    .split(/(\{\{[^{}]+\}\})/)
    .map((part) => (part.startsWith('{{') ? part : encodeURIComponent(part)))
    .join('');
}

function asAuth(auth: unknown): Json | undefined {
  return isObject(auth) ? auth : undefined;
}

/** Postman keeps auth parameters as a list of {key, value} (v2.1) or a map (v2.0). */
function authParameters(auth: Json, type: string): Record<string, string> {
  const raw = auth[type];
  if (Array.isArray(raw))
    return Object.fromEntries(raw.filter(isObject).map((p) => [String(p.key), String(p.value ?? '')]));
  return isObject(raw) ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])) : {};
}

function applyAuth(auth: Json | undefined, headers: Record<string, string>, query: string[], notes: string[]) {
  if (!auth || auth.type === 'noauth' || auth.type === undefined) return;
  const type = String(auth.type);
  const p = authParameters(auth, type);
  if (type === 'bearer') headers.Authorization = `Bearer ${secretValue(p.token, 'token', notes)}`;
  else if (type === 'basic') {
    notes.push('basic auth: pass the base64 of user:password with --secrets basicAuth=…');
    headers.Authorization = 'Basic ${{ secrets.basicAuth }}';
  } else if (type === 'apikey') {
    const value = secretValue(p.value, 'apiKey', notes);
    if (p.in === 'query') query.push(`${encodeURIComponent(p.key ?? 'api_key')}=${value}`);
    else headers[p.key ?? 'X-API-Key'] = value;
  } else notes.push(`${type} auth not converted: add the header it sends by hand`);
}

/** A credential is never copied into the collection: a `{{var}}` stays a variable, a literal becomes a secret. */
function secretValue(value: string | undefined, name: string, notes: string[]): string {
  const reference = /^\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}$/.exec(value ?? '');
  if (reference) return `\${{ secrets.${reference[1]} }}`;
  notes.push(`the ${name} written in the collection is not copied: pass it with --secrets ${name}=…`);
  return `\${{ secrets.${name} }}`;
}

/** Recognisable `pm.test` checks → validators; the rest named in notes. */
function testScripts(events: unknown, notes: string[]): Json[] {
  const validators: Json[] = [];
  for (const event of Array.isArray(events) ? events : []) {
    if (!isObject(event) || !isObject(event.script)) continue;
    const exec = event.script.exec;
    const source = Array.isArray(exec) ? exec.join('\n') : String(exec ?? '');
    if (source.trim() === '') continue;
    if (event.listen === 'prerequest') {
      notes.push('pre-request script not converted');
      continue;
    }
    for (const statement of statements(source)) {
      const validator = recognise(statement);
      if (validator) validators.push(validator);
      else
        notes.push(`test script not converted: ${statement.length > 100 ? `${statement.slice(0, 97)}...` : statement}`);
    }
  }
  return validators;
}

/** The checks in a script: each `pm.test(...)` block's body statements, or top-level statements. */
function statements(source: string): string[] {
  return source
    .split(/;\s*\n|\n/)
    .map((line) => line.trim().replace(/;$/, ''))
    .filter(
      (line) =>
        line !== '' &&
        !line.startsWith('//') &&
        !/^pm\.test\(.*function\s*\(\)\s*\{$|^pm\.test\(.*=>\s*\{$/.test(line) &&
        !/^\}\)?;?$/.test(line),
    );
}

const STATUS = [
  /^pm\.response\.to\.have\.status\((\d{3})\)$/,
  /^pm\.expect\(pm\.response\.code\)\.to\.(?:eql|equal|be\.equal|eq)\((\d{3})\)$/,
  /^tests\[["'].*["']\]\s*=\s*responseCode\.code\s*===?\s*(\d{3})$/,
];

function recognise(statement: string): Json | undefined {
  // A one-line pm.test("name", () => pm.response.to.have.status(200)) or with function() { …; }
  const inline = /^pm\.test\([^,]+,\s*(?:function\s*\(\)\s*\{|\(\)\s*=>\s*\{?)\s*(.+?)\s*;?\s*\}?\s*\)$/.exec(
    statement,
  );
  const body = inline ? inline[1].replace(/;\s*\}$/, '').trim() : statement;
  for (const pattern of STATUS) {
    const match = pattern.exec(body);
    if (match) return { 'status-code': Number(match[1]) };
  }
  if (/^pm\.response\.to\.be\.(ok|success)$/.test(body))
    return body.endsWith('ok') ? { 'status-code': 200 } : { 'is-successful': true };
  const includes = /^pm\.expect\(pm\.response\.text\(\)\)\.to\.(?:include|contain|have\.string)\((["'`])(.*)\1\)$/.exec(
    body,
  );
  if (includes) return { 'body-contains': includes[2] };
  const hasBody = /^pm\.response\.to\.have\.body\((["'`])(.*)\1\)$/.exec(body);
  if (hasBody) return { 'body-equals': hasBody[2] };
  const time = /^pm\.expect\(pm\.response\.responseTime\)\.to\.be\.(?:below|lessThan|lt)\((\d+)\)$/.exec(body);
  if (time) return { 'response-time': Number(time[1]) };
  return undefined;
}

function envFile(collectionVariables: unknown, environment: unknown): string {
  const lines: string[] = [];
  const add = (entries: unknown, origin: string) => {
    for (const variable of Array.isArray(entries) ? entries : []) {
      if (!isObject(variable) || variable.disabled === true || variable.enabled === false) continue;
      const name = String(variable.key ?? '');
      if (!/^[A-Za-z_][\w.-]*$/.test(name)) continue;
      if (variable.type === 'secret' || isCredentialName(name))
        lines.push(`# ${origin} secret: pass it with --secrets ${name}=… (value not copied)`);
      else lines.push(`${name}=${String(variable.value ?? '').replace(/\r?\n/g, ' ')}`);
    }
  };
  add(collectionVariables, 'collection');
  if (isObject(environment)) add(environment.values, 'environment');
  return lines.length > 0 ? `# Variables from Postman, for --env-file.\n${lines.join('\n')}\n` : '';
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
