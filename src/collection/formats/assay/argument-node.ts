// A positioned tree node seen through the interface validators' and capture sources' argument
// schemas read (src/engine/validators/argument.ts), so their diagnostics carry positions.
// A class rather than closures: one is made for every validator of a collection.
import { resolve } from 'node:path';
import type { Template } from '../../../model/index.ts';
import type { NamedFile } from '../../../model/file-access.ts';
import type { ArgumentNode } from '../../../engine/validators/index.ts';
import { readTemplate, type TokenUse } from './fields.ts';
import { describeNode, scalarText, type ParseContext, type Span } from '../../yaml/parse-context.ts';
import { hasTemplate, parseTemplate } from './template.ts';
import { readPlain } from './values.ts';
import { isMap, isScalar, isSeq, type TreeNode } from '../../yaml/tree.ts';

export class TreeArgumentNode implements ArgumentNode {
  readonly text: string | undefined;
  readonly #reader: ParseContext;
  readonly #node: TreeNode | null;
  /** Where a node without a position of its own (e.g. an empty value) reports. */
  readonly #fallback: () => Span;
  readonly #tokens: TokenUse[];
  readonly #code: string;
  /** The mapping key this node is the value of, if any. */
  readonly #key: TreeNode | null | undefined;

  constructor(
    reader: ParseContext,
    node: TreeNode | null,
    fallback: () => Span,
    tokens: TokenUse[],
    code: string,
    key?: TreeNode | null,
  ) {
    this.#reader = reader;
    this.#node = node;
    this.#fallback = fallback;
    this.#tokens = tokens;
    this.#code = code;
    this.#key = key;
    this.text = scalarText(node);
  }

  readFile(path: string, shown?: string): NamedFile {
    return this.#reader.readNamedFile(path, shown);
  }

  get templated(): boolean {
    const node = this.#node;
    return isScalar(node) && typeof node.value === 'string' && hasTemplate(node.value);
  }

  get items(): ArgumentNode[] | undefined {
    const node = this.#node;
    return isSeq(node) ? node.items.map((item) => this.#child(this.#reader.resolve(item))) : undefined;
  }

  get fields(): ReadonlyMap<string, ArgumentNode> | undefined {
    const node = this.#node;
    if (!isMap(node)) return undefined;
    const fields = new Map<string, ArgumentNode>();
    for (const pair of node.items) {
      const key = this.#reader.resolve(pair.key);
      const name = scalarText(key);
      const value = this.#reader.resolve(pair.value);
      if (name !== undefined) fields.set(name, this.#child(value, key));
    }
    return fields;
  }

  get file(): string {
    return this.#reader.absolutePath ?? resolve(this.#reader.baseDirectory, this.#reader.file);
  }

  shared<T>(key: string, make: () => T): T {
    return this.#reader.shared(key, make);
  }

  plain(): unknown {
    return readPlain(this.#reader, this.#node);
  }

  describe(): string {
    return this.text === undefined ? describeNode(this.#node) : `\`${this.text}\``;
  }

  template(): Template {
    return readTemplate(this.#reader, this.#node, this.text ?? '', this.#tokens);
  }

  reference(): Template | undefined {
    const parsed = parseTemplate(`\${{ ${this.text ?? ''} }}`);
    const span = this.#span();
    for (const problem of parsed.problems) this.#reader.error(span, problem.code, problem.message, problem.hint);
    if (parsed.problems.length > 0) return undefined;
    for (const token of parsed.tokens) this.#tokens.push({ part: token.part, span, shown: true });
    return parsed.template;
  }

  error(message: string, hint?: string): void {
    this.#reader.error(this.#span(), this.#code, message, hint);
  }

  keyError(message: string, hint?: string): void {
    const key = this.#key;
    this.#reader.error(key?.range ? this.#reader.spanOf(key) : this.#span(), this.#code, message, hint);
  }

  checksNothing(severity: 'error' | 'warning', message: string, hint: string): void {
    if (severity === 'error') this.#reader.error(this.#span(), 'checks-nothing', message, hint);
    else this.#reader.warning(this.#span(), 'checks-nothing', message, hint);
  }

  #span(): Span {
    return this.#node?.range ? this.#reader.spanOf(this.#node) : this.#fallback();
  }

  /** A child reports at its own position, else at `near` (a mapping key), else where this node does. */
  #child(node: TreeNode | null, near?: TreeNode | null): TreeArgumentNode {
    const fallback = (): Span => (near?.range ? this.#reader.spanOf(near) : this.#span());
    return new TreeArgumentNode(this.#reader, node, fallback, this.#tokens, this.#code, near);
  }
}
