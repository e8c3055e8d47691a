// How a validator reads its argument from the collection. The collection layer hands each argument
// over as an `ArgumentNode` (a positioned tree node seen through a small interface, so the engine
// needs nothing of the YAML reader); a schema turns it into a value or reports positioned
// diagnostics through it. The same schema converts a templated argument once rendered at run
// time, and describes the argument for the docs table and the JSON Schema of the format.
import type { Template } from '../../model/index.ts';
import type { NamedFile } from '../../model/file-access.ts';

export interface ArgumentNode {
  /** A scalar's text (numbers and booleans as written); undefined for a list, a mapping or nothing. */
  readonly text: string | undefined;
  /** True for a string scalar holding a `${{ … }}` reference. */
  readonly templated: boolean;
  /** The items of a list (aliases resolved); undefined when the node is not a list. */
  readonly items: readonly ArgumentNode[] | undefined;
  /** The entries of a mapping by key text (aliases resolved); undefined when the node is not a mapping. */
  readonly fields: ReadonlyMap<string, ArgumentNode> | undefined;
  /** How the node reads in a "got …" message: `` `abc` `` for a scalar, "a mapping", "a list", "nothing". */
  describe(): string;
  /** Reads the scalar as a template (its reference problems become diagnostics). */
  template(): Template;
  /**
   * Reads the scalar as the name of a value (`context.userId`), as if written `${{ context.userId }}`:
   * checked like any reference, and a capture of type secret is refused (its value would be shown).
   * Undefined after a diagnostic.
   */
  reference(): Template | undefined;
  /** A diagnostic `invalid-validator-argument` at this node. */
  error(message: string, hint?: string): void;
  /** The same at the key this node is the value of in a mapping (e.g. an unknown key); at the node otherwise. */
  keyError(message: string, hint?: string): void;
  /**
   * A diagnostic `checks-nothing` at this node: an argument that makes its check hold whatever the
   * response (`body-contains: ""`), or never. An error when nothing sensible is meant, a warning when it is
   * legal but surprising; an error stops the argument being used, a warning does not.
   */
  checksNothing(severity: 'error' | 'warning', message: string, hint: string): void;
  /** The node as a plain JSON value (YAML types kept: `1` is a number, `"1"` a string, `~` null). */
  plain(): unknown;
  /**
   * The collection file the node is written in: its absolute path, or for text that is not a file
   * (inline, a URL) its name in the folder its files are relative to.
   */
  readonly file: string;
  /**
   * A value made once per collection file and shared by every argument asking with the same key
   * (a spec that many tests name is read once).
   */
  shared<T>(key: string, make: () => T): T;
  /**
   * Reads a file the argument names (a schema, a spec, a file a `$ref` in them names): `path` is
   * relative to the collection's folder or absolute, `shown` how a problem names it. Only files the
   * collection may name are read (model/file-access.ts); `--watch` follows each.
   */
  readFile(path: string, shown?: string): NamedFile;
}

/** JSON Schema (draft 2020-12) of an argument, as it appears in schema/collection.schema.json. */
export type JsonSchema = Record<string, unknown>;

export interface ArgumentSchema<A> {
  /** For "`name` expects …, got …" diagnostics. */
  expects: string;
  /** The hint under such a diagnostic, e.g. "e.g. `response-time: 500`". */
  example: string;
  /** The "Argument" column of the validators table in docs/collection-format.md. */
  docs: string;
  jsonSchema: JsonSchema;
  /** The checked argument, a template to convert at run time, or undefined after reporting a diagnostic. */
  read(node: ArgumentNode, reject: (got: string, at?: ArgumentNode) => undefined): A | Template | undefined;
  /** A templated argument once rendered; undefined when the text is not a valid argument. */
  fromText(text: string): A | undefined;
  /** For a rendered argument that `fromText` refused: "expected …". */
  renderedExpects: string;
}

const TEMPLATE_STRING: JsonSchema = { type: 'string', pattern: '\\$\\{\\{' };

/**
 * Text a check searches for, which an empty text would make pointless: it is in every body
 * (`body-contains: ""` holds for any response, `body-not-contains: ""` for none). `empty` says so for the validator.
 */
export function searchedTextArgument(empty: { message: string; hint: string }): ArgumentSchema<string> {
  return {
    ...textArgument,
    jsonSchema: { type: ['string', 'number', 'boolean'], minLength: 1 },
    read(node, reject) {
      if (node.text !== '') return textArgument.read(node, reject);
      node.checksNothing('error', empty.message, empty.hint);
      return undefined;
    },
    fromText: (text) => (text === '' ? undefined : text),
    renderedExpects: 'text that is not empty (an empty text is in every body)',
  };
}

/** Any text; numbers and booleans are read as their text. Templates are rendered when the test runs. */
export const textArgument: ArgumentSchema<string> = {
  expects: 'text',
  example: 'e.g. `body-contains: "id"`',
  docs: 'text',
  jsonSchema: { type: ['string', 'number', 'boolean'] },
  read: (node, reject) => (node.text === undefined ? reject(node.describe()) : node.template()),
  fromText: (text) => text,
  renderedExpects: 'text',
};

export const booleanArgument: ArgumentSchema<boolean> = {
  expects: '`true` or `false`',
  example: 'e.g. `is-successful: true`',
  docs: '`true` / `false` (also `"True"`, `"false"`, any case)',
  jsonSchema: {
    anyOf: [
      { type: 'boolean' },
      { type: 'string', pattern: '^\\s*([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])\\s*$' },
      TEMPLATE_STRING,
    ],
  },
  read(node, reject) {
    const scalar = readScalar(node, reject);
    if (scalar === undefined || typeof scalar !== 'string') return scalar;
    return booleanArgument.fromText(scalar) ?? reject(`\`${scalar}\``);
  },
  fromText(text) {
    const lower = text.trim().toLowerCase();
    return lower === 'true' ? true : lower === 'false' ? false : undefined;
  },
  renderedExpects: 'true or false',
};

export const millisecondsArgument: ArgumentSchema<number> = {
  expects: 'a number of milliseconds (a non-negative integer)',
  example: 'e.g. `response-time: 500`',
  docs: 'milliseconds (non-negative integer)',
  jsonSchema: {
    anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^\\s*\\d+\\s*$' }, TEMPLATE_STRING],
  },
  read(node, reject) {
    const scalar = readScalar(node, reject);
    if (scalar === undefined || typeof scalar !== 'string') return scalar;
    return integer(scalar) ?? reject(`\`${scalar}\``);
  },
  fromText: (text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined),
  renderedExpects: 'a whole number of milliseconds',
};

/** One status code, or a list of them; a template renders to one code or a comma-separated list. */
export const statusCodesArgument: ArgumentSchema<number | number[]> = {
  expects: 'a status code (an integer 100–599) or a list of them',
  example: 'e.g. `status-code: 201` or `status-code: [200, 204]`',
  docs: 'a status code (integer 100–599), or a list of them',
  jsonSchema: {
    anyOf: [
      { $ref: '#/$defs/statusCode' },
      { type: 'array', minItems: 1, items: { $ref: '#/$defs/statusCode' } },
      TEMPLATE_STRING,
    ],
  },
  read(node, reject) {
    const items = node.items;
    if (items === undefined) {
      const scalar = readScalar(node, reject);
      if (scalar === undefined || typeof scalar !== 'string') return scalar;
      return statusCode(scalar) ?? reject(`\`${scalar}\``);
    }
    if (items.length === 0) return reject('an empty list');
    const codes: number[] = [];
    for (const item of items) {
      const code = statusCode(item.text);
      if (code === undefined) return reject(item.describe(), item);
      codes.push(code);
    }
    return codes;
  },
  fromText(text) {
    const codes = text
      .trim()
      .split(/\s*,\s*/)
      .map(Number);
    if (!codes.every((c) => Number.isInteger(c) && c >= 100 && c <= 599)) return undefined;
    return codes.length === 1 ? codes[0] : codes;
  },
  renderedExpects: 'an HTTP status code (100–599)',
};

/** A scalar's text, or its template when it holds a reference (converted when the test runs). */
function readScalar(node: ArgumentNode, reject: (got: string) => undefined): string | Template | undefined {
  if (node.text === undefined) return reject(node.describe());
  return node.templated ? node.template() : node.text;
}

function integer(text: string | undefined): number | undefined {
  return text !== undefined && /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
}

function statusCode(text: string | undefined): number | undefined {
  const value = integer(text);
  return value !== undefined && value >= 100 && value <= 599 ? value : undefined;
}
