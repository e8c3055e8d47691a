// `$ref` resolution for OpenAPI documents: local pointers (`#/components/schemas/Pet`) and
// relative files (`schemas/pet.yaml#/Pet`), read once each. Remote (http) references are not
// fetched: a spec must be runnable offline. Cycles stay cycles (the sampler stops at a depth).
import path from 'node:path';
import { parse as parseYamlText } from 'yaml';
import { namedText, type NamedFile } from '../../../model/file-access.ts';

export interface SpecFile {
  /** Absolute path, or the URL the spec came from, or the display name of inline text. */
  location: string;
  root: unknown;
}

/** A reference that could not be followed, with where it is written (pointer in its file). */
export interface BrokenRef {
  file: string;
  pointer: string[];
  ref: string;
  reason: string;
}

const MAX_FILES = 200;

/** Reads a file a `$ref` names (an absolute path), as the collection may (model/file-access.ts); `shown` names it in problems. */
export type ReadReferencedFile = (absolute: string, shown: string) => NamedFile;

export class RefResolver {
  readonly files = new Map<string, SpecFile>();
  readonly broken: BrokenRef[] = [];
  #cache = new Map<string, unknown>();

  readonly main: SpecFile;
  readonly #readFile: ReadReferencedFile;

  constructor(main: SpecFile, readFile: ReadReferencedFile) {
    this.main = main;
    this.#readFile = readFile;
    this.files.set(main.location, main);
  }

  /** Reads every file reachable through relative `$ref`s (once, so later lookups need no reading). */
  loadReferencedFiles(): void {
    const queue: SpecFile[] = [this.main];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const { ref, pointer } of refsIn(file.root)) {
        const target = ref.split('#')[0];
        if (target === '') continue;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || !path.isAbsolute(file.location)) {
          this.broken.push({
            file: file.location,
            pointer,
            ref,
            reason: /^https?:/i.test(target)
              ? 'remote references are not fetched (assay reads specs offline); download the file next to the spec'
              : 'a relative reference needs a spec read from a file',
          });
          continue;
        }
        const absolute = path.resolve(path.dirname(file.location), decodeURI(target));
        if (this.files.has(absolute)) continue;
        if (this.files.size >= MAX_FILES) throw new Error(`more than ${MAX_FILES} files referenced`);
        const read = this.#readFile(absolute, target);
        try {
          if ('problem' in read) throw new Error(read.problem);
          const loaded = { location: absolute, root: parseYamlText(namedText(read)) as unknown };
          this.files.set(absolute, loaded);
          queue.push(loaded);
        } catch (error) {
          this.files.set(absolute, { location: absolute, root: undefined });
          this.broken.push({ file: file.location, pointer, ref, reason: (error as Error).message.split('\n')[0]! });
        }
      }
    }
  }

  /** The node a `$ref` in `from` points to, or undefined (a broken reference). */
  target(ref: string, from: string): { value: unknown; file: string } | undefined {
    const [filePart, fragment = ''] = ref.split('#');
    const file = filePart === '' ? from : path.resolve(path.dirname(from), decodeURI(filePart));
    const key = `${file}#${fragment}`;
    if (this.#cache.has(key)) return { value: this.#cache.get(key), file };
    const root = this.files.get(file)?.root;
    if (root === undefined) return undefined;
    const value = walkPointer(root, parsePointer(fragment));
    if (value === undefined) return undefined;
    this.#cache.set(key, value);
    return { value, file };
  }

  /**
   * Follows `$ref` chains of `node` (found in `file`) to a plain node. Returns the node and the file
   * it lives in, so references inside it resolve against the right file.
   */
  deref(node: unknown, file: string): { value: unknown; file: string } {
    let current = { value: node, file };
    for (let hops = 0; hops < 50; hops++) {
      const ref = refOf(current.value);
      if (ref === undefined) return current;
      const next = this.target(ref, current.file);
      if (!next) return { value: undefined, file: current.file };
      current = next;
    }
    return { value: undefined, file };
  }
}

export function refOf(node: unknown): string | undefined {
  return isObject(node) && typeof node.$ref === 'string' ? node.$ref : undefined;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parsePointer(fragment: string): string[] {
  if (fragment === '' || fragment === '/') return [];
  return fragment
    .replace(/^\//, '')
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function walkPointer(root: unknown, parts: string[]): unknown {
  let node = root;
  for (const part of parts) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isObject(node) && Object.hasOwn(node, part)) node = node[part];
    else return undefined;
  }
  return node;
}

/** Every `$ref` string in a tree with the pointer to the object holding it. */
export function refsIn(root: unknown): { ref: string; pointer: string[] }[] {
  const found: { ref: string; pointer: string[] }[] = [];
  const stack: { node: unknown; pointer: string[] }[] = [{ node: root, pointer: [] }];
  while (stack.length > 0) {
    const { node, pointer } = stack.pop()!;
    if (Array.isArray(node)) node.forEach((item, i) => stack.push({ node: item, pointer: [...pointer, String(i)] }));
    else if (isObject(node)) {
      const ref = refOf(node);
      if (ref !== undefined) found.push({ ref, pointer });
      for (const [key, value] of Object.entries(node))
        if (typeof value === 'object') stack.push({ node: value, pointer: [...pointer, key] });
    }
  }
  return found.reverse();
}
