// The fields that shape a request beyond url, headers and a text/JSON body: `query`, `form`,
// `multipart`, `body: { file }` and `auth`; each problem is reported where it was written.
import type {
  AuthDefinition,
  BodyDefinition,
  FileReference,
  MultipartPart,
  NameValue,
  Template,
} from '../../../../model/index.ts';
import { asMap, Field, readFields, readTemplate, readText, valueSpan, type TokenUse } from '../fields.ts';
import { describeNode, scalarText, type Reader } from '../../../yaml/parse-context.ts';
import { isMap, isScalar, isSeq, type TreeNode } from '../../../yaml/tree.ts';
import { suggestion } from '../../../suggest.ts';

/** What request fields need beyond the YAML. */
export interface RequestFieldContext {
  reader: Reader;
  tokens: TokenUse[];
}

/** `query` or `form`: a mapping of names to a value or a list of values (each repeats the name). */
export function readNameValues(context: RequestFieldContext, field: Field): NameValue[] {
  const { reader, tokens } = context;
  const map = asMap(field.value);
  if (!map) {
    reader.error(
      valueSpan(reader, field),
      'wrong-type',
      `\`${field.name}\` must be a mapping of names to values, got ${describeNode(field.value)}`,
      `e.g. \`${field.name}: { q: red shoes, tag: [a, b] }\``,
    );
    return [];
  }
  const pairs: NameValue[] = [];
  for (const pair of map.items) {
    const keyNode = reader.resolve(pair.key);
    const name = scalarText(keyNode);
    if (name === undefined) {
      reader.error(
        reader.spanOf(keyNode, valueSpan(reader, field)),
        'invalid-key',
        `a name in \`${field.name}\` must be text`,
      );
      continue;
    }
    const nameTemplate = readTemplate(reader, keyNode, name, tokens);
    const value = reader.resolve(pair.value);
    const items = isSeq(value) ? value.items.map((item) => reader.resolve(item)) : [value];
    for (const item of items) {
      // `x:` (a YAML null) is sent empty, as `x: ''` is.
      const text = item === null || (isScalar(item) && item.value === null) ? '' : scalarText(item);
      if (text === undefined) {
        reader.error(
          reader.spanOf(item, reader.spanOf(keyNode)),
          'wrong-type',
          `\`${field.name}.${name}\` must be text or a list of texts, got ${describeNode(item)}`,
        );
        continue;
      }
      pairs.push({ name: nameTemplate, value: readTemplate(reader, item, text, tokens) });
    }
  }
  return pairs;
}

export function readForm(context: RequestFieldContext, field: Field): BodyDefinition {
  return { kind: 'form', fields: readNameValues(context, field) };
}

const FILE_PART_KEYS = ['file', 'filename', 'content-type'] as const;
const TEXT_PART_KEYS = ['value', 'content-type'] as const;

/**
 * `multipart`: a mapping of part names to text, `{ file, filename?, content-type? }`,
 * `{ value, content-type }`, or a list of those (the name repeats).
 */
export function readMultipart(context: RequestFieldContext, field: Field): BodyDefinition {
  const { reader, tokens } = context;
  const map = asMap(field.value);
  if (!map) {
    reader.error(
      valueSpan(reader, field),
      'wrong-type',
      `\`multipart\` must be a mapping of part names to parts, got ${describeNode(field.value)}`,
      'e.g. `multipart: { description: a photo, photo: { file: fixtures/cat.png } }`',
    );
    return { kind: 'multipart', parts: [] };
  }
  const parts: MultipartPart[] = [];
  for (const pair of map.items) {
    const keyNode = reader.resolve(pair.key);
    const name = scalarText(keyNode);
    if (name === undefined) {
      reader.error(reader.spanOf(keyNode, valueSpan(reader, field)), 'invalid-key', 'a part name must be text');
      continue;
    }
    const nameTemplate = readTemplate(reader, keyNode, name, tokens);
    const value = reader.resolve(pair.value);
    const items = isSeq(value) ? value.items.map((item) => reader.resolve(item)) : [value];
    for (const item of items) {
      const part = readPart(context, nameTemplate, name, item, keyNode);
      if (part) parts.push(part);
    }
  }
  return { kind: 'multipart', parts };
}

function readPart(
  context: RequestFieldContext,
  name: Template,
  written: string,
  node: TreeNode | null,
  keyNode: TreeNode | null,
): MultipartPart | undefined {
  const { reader, tokens } = context;
  if (node === null || isScalar(node)) {
    const text = node === null ? '' : (scalarText(node) ?? '');
    return { name, value: readTemplate(reader, node, text, tokens) };
  }
  const map = asMap(node);
  if (!map) {
    reader.error(
      reader.spanOf(node, reader.spanOf(keyNode)),
      'wrong-type',
      `part \`${written}\` must be text, \`{ file: … }\` or \`{ value: …, content-type: … }\`, got ${describeNode(node)}`,
    );
    return undefined;
  }
  const isFile = map.items.some((pair) => scalarText(reader.resolve(pair.key)) === 'file');
  const fields = readFields(reader, map, isFile ? FILE_PART_KEYS : TEXT_PART_KEYS, `part \`${written}\``);
  const contentType = optionalTemplate(context, fields.get('content-type'));
  if (isFile) {
    const file = readFile(context, fields.get('file')!, `multipart part \`${written}\``);
    const filename = optionalTemplate(context, fields.get('filename'));
    if (!file) return undefined;
    return {
      name,
      file,
      ...(filename ? { filename } : {}),
      ...(contentType ? { contentType } : {}),
    };
  }
  const valueField = fields.get('value');
  if (!valueField) {
    reader.error(reader.spanOf(node), 'missing-key', `part \`${written}\` has neither \`file\` nor \`value\``);
    return undefined;
  }
  const value = optionalTemplate(context, valueField);
  return value ? { name, value, ...(contentType ? { contentType } : {}) } : undefined;
}

/**
 * `body: { file: path, content-type? }`: a mapping with `file` and nothing but an optional
 * `content-type` is a file; any other mapping stays a JSON body.
 */
export function isFileBody(reader: Reader, node: TreeNode | null): boolean {
  if (!isMap(node)) return false;
  const keys = node.items.map((pair) => scalarText(reader.resolve(pair.key)));
  return keys.includes('file') && keys.every((key) => key === 'file' || key === 'content-type');
}

export function readFileBody(context: RequestFieldContext, field: Field): BodyDefinition | undefined {
  const fields = readFields(context.reader, asMap(field.value)!, ['file', 'content-type'], '`body`');
  const file = readFile(context, fields.get('file')!, '`body.file`');
  const contentType = optionalTemplate(context, fields.get('content-type'));
  return file ? { kind: 'file', file, ...(contentType ? { contentType } : {}) } : undefined;
}

/**
 * A file path, relative to the collection's folder: one the collection may name (its file policy),
 * a regular file of at most 50 MB now; it is read, and checked again, when the test runs.
 */
function readFile(context: RequestFieldContext, field: Field, named: string): FileReference | undefined {
  const { reader } = context;
  const written = readText(reader, field);
  if (written === undefined) return undefined;
  const span = valueSpan(reader, field);
  if (written.includes('${{')) {
    reader.error(span, 'invalid-file', 'a file path cannot hold a template', 'write the path as text');
    return undefined;
  }
  const checked = reader.checkNamedFile(written);
  if ('problem' in checked) {
    reader.error(span, 'invalid-file', `${named}: ${checked.problem}`, reader.fileHint);
    return undefined;
  }
  return { written, path: checked.path, policy: reader.filePolicy };
}

function optionalTemplate(context: RequestFieldContext, field: Field | undefined): Template | undefined {
  if (!field) return undefined;
  const text = readText(context.reader, field);
  return text === undefined ? undefined : readTemplate(context.reader, field.value, text, context.tokens);
}

const AUTH_KINDS = ['basic', 'bearer', 'oauth2'] as const;
const OAUTH2_KEYS = ['token-url', 'client-id', 'client-secret', 'scope', 'audience', 'client-auth'] as const;

/** `auth`: `{ basic: { username, password } }`, `{ bearer: token }` or `{ oauth2: { … } }`. */
export function readAuth(context: RequestFieldContext, field: Field): AuthDefinition | undefined {
  const { reader } = context;
  const map = asMap(field.value);
  if (!map || map.items.length !== 1) {
    reader.error(
      valueSpan(reader, field),
      'invalid-auth',
      `\`auth\` must be a mapping with one of ${AUTH_KINDS.map((k) => `\`${k}\``).join(', ')}, got ${map ? `${map.items.length} keys` : describeNode(field.value)}`,
      'e.g. `auth: { bearer: "${{ secrets.token }}" }`',
    );
    return undefined;
  }
  const keyNode = reader.resolve(map.items[0]!.key);
  const kind = scalarText(keyNode);
  const inner = new Field(reader, kind ?? '', keyNode, reader.resolve(map.items[0]!.value));
  switch (kind) {
    case 'bearer': {
      const token = optionalTemplate(context, inner);
      return token ? { kind: 'bearer', token } : undefined;
    }
    case 'basic': {
      const fields = subFields(context, inner, ['username', 'password'], ['username', 'password']);
      if (!fields) return undefined;
      const username = optionalTemplate(context, fields.get('username'));
      const password = optionalTemplate(context, fields.get('password'));
      return username && password ? { kind: 'basic', username, password } : undefined;
    }
    case 'oauth2':
      return readOAuth2(context, inner);
    default:
      reader.error(
        reader.spanOf(keyNode),
        'invalid-auth',
        `unknown auth kind \`${kind ?? describeNode(keyNode)}\``,
        suggestion(kind ?? '', AUTH_KINDS) ?? `use ${AUTH_KINDS.map((k) => `\`${k}\``).join(', ')}`,
      );
      return undefined;
  }
}

function readOAuth2(context: RequestFieldContext, field: Field): AuthDefinition | undefined {
  const { reader } = context;
  const fields = subFields(context, field, OAUTH2_KEYS, ['token-url', 'client-id', 'client-secret']);
  if (!fields) return undefined;
  const tokenUrlField = fields.get('token-url');
  const tokenUrl =
    tokenUrlField && checkTokenUrl(reader, tokenUrlField) ? optionalTemplate(context, tokenUrlField) : undefined;
  const clientId = optionalTemplate(context, fields.get('client-id'));
  const clientSecret = optionalTemplate(context, fields.get('client-secret'));
  const scope = optionalTemplate(context, fields.get('scope'));
  const audience = optionalTemplate(context, fields.get('audience'));
  let clientAuth: 'basic' | 'body' = 'basic';
  const clientAuthField = fields.get('client-auth');
  if (clientAuthField) {
    const text = readText(reader, clientAuthField);
    if (text === 'basic' || text === 'body') clientAuth = text;
    else if (text !== undefined) {
      reader.error(
        valueSpan(reader, clientAuthField),
        'invalid-auth',
        `\`client-auth\` must be \`basic\` or \`body\`, got \`${text}\``,
      );
      return undefined;
    }
  }
  if (!tokenUrl || !clientId || !clientSecret) return undefined;
  return {
    kind: 'oauth2',
    tokenUrl,
    clientId,
    clientSecret,
    ...(scope ? { scope } : {}),
    ...(audience ? { audience } : {}),
    clientAuth,
  };
}

/**
 * A token URL is absolute `http(s)://`, or starts with a template (`${{ vars.authUrl }}/token`): it
 * is not joined to `baseUrl`, which belongs to the API rather than to its authorization server.
 */
function checkTokenUrl(reader: Reader, field: Field): boolean {
  const text = readText(reader, field)?.trim();
  if (text === undefined) return false;
  if (text.startsWith('${{')) return true;
  let valid = /^https?:\/\//i.test(text);
  if (valid && !text.includes('${{')) {
    try {
      new URL(text);
    } catch {
      valid = false;
    }
  }
  if (!valid) {
    reader.error(
      valueSpan(reader, field),
      'invalid-url',
      `\`token-url\` must be an absolute http:// or https:// URL, got \`${text}\``,
      'write the whole URL, e.g. `https://id.example.com/oauth/token` or `${{ vars.authUrl }}/oauth/token`',
    );
  }
  return valid;
}

function subFields(
  context: RequestFieldContext,
  field: Field,
  allowed: readonly string[],
  required: readonly string[],
): Map<string, Field> | undefined {
  const { reader } = context;
  const map = asMap(field.value);
  if (!map) {
    reader.error(
      valueSpan(reader, field),
      'invalid-auth',
      `\`${field.name}\` must be a mapping with ${required.map((k) => `\`${k}\``).join(', ')}, got ${describeNode(field.value)}`,
    );
    return undefined;
  }
  const fields = readFields(reader, map, allowed, `\`auth.${field.name}\``);
  const missing = required.filter((key) => !fields.has(key));
  if (missing.length > 0) {
    reader.error(
      field.keySpan,
      'missing-key',
      `\`auth.${field.name}\` has no ${missing.map((k) => `\`${k}\``).join(', ')}`,
    );
    return undefined;
  }
  return fields;
}
