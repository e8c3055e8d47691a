// How a validator reads its argument from the collection. The collection layer hands each argument
// over as an `ArgumentNode` (a positioned tree node seen through a small interface, so the engine
// needs nothing of the YAML reader); a schema turns it into a value or reports positioned
// diagnostics through it. The same schema converts a templated argument once rendered at run
// time, and describes the argument for the docs table and the JSON Schema of the format. Schemas
// are built with the combinators of arguments.ts, which derive all of that from one declaration.
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
  /** The hint under such a diagnostic, e.g. "e.g. `response-time: 500`"; a validator's default: its first passing example. */
  example?: string;
  /** The "Argument" column of the validators table in docs/collection-format.md. */
  docs: string;
  jsonSchema: JsonSchema;
  /** The checked argument, a template to convert at run time, or undefined after reporting a diagnostic. */
  read(node: ArgumentNode, reject: (got: string, at?: ArgumentNode) => undefined): A | Template | undefined;
  /** A templated argument once rendered; undefined when the text is not a valid argument. Absent: `read` returns no template. */
  fromText?(text: string): A | undefined;
  /** For a rendered argument that `fromText` refused: "expected …" (default: `expects`). */
  renderedExpects?: string;
}
