// `$ref` resolution for OpenAPI documents: local pointers (`#/components/schemas/Pet`) and
// relative references (`schemas/pet.yaml#/Pet`), read once each: beside a spec file, or on the
// server of a spec read from a URL (never a local file). Absolute remote references are not
// fetched: a spec file must be runnable offline. Cycles stay cycles (the sampler stops at a depth).
import path from 'node:path';
import { parse as parseYamlText } from 'yaml';
import { MAX_NESTING, tooDeep } from '../../../model/nesting.ts';
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
/** The longest chain of references to references deref follows. */
const MAX_HOPS = 50;

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
    while (queue.length > 0)
      for (const wanted of this.#unread(queue.shift()!)) {
        const read = this.#readFile(wanted.location, wanted.target);
        if ('problem' in read) {
          this.#unreadable(wanted, read.problem);
          continue;
        }
        try {
          queue.push(this.#add(wanted.location, namedText(read)));
        } catch (error) {
          this.#unreadable(wanted, `cannot read ${wanted.target}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    this.#noteLoops();
  }

  /**
   * For a spec read from a URL: fetches every document reachable through relative `$ref`s from the
   * spec's server (`read` fetches one URL, throwing an Error that says why it could not).
   */
  async loadReferencedUrls(read: (url: string) => Promise<string>): Promise<void> {
    const queue: SpecFile[] = [this.main];
    while (queue.length > 0)
      for (const wanted of this.#unread(queue.shift()!)) {
        try {
          queue.push(this.#add(wanted.location, await read(wanted.location)));
        } catch (error) {
          this.#unreadable(wanted, `cannot read ${wanted.target}: ${(error as Error).message}`);
        }
      }
    this.#noteLoops();
  }

  /** The documents `file` refers to that are not read yet; references that cannot be followed are noted. */
  #unread(file: SpecFile): Wanted[] {
    const wanted: Wanted[] = [];
    for (const { ref, pointer } of refsIn(file.root)) {
      const target = ref.split('#')[0];
      if (target === '') continue;
      const located = locate(target, file.location);
      if ('problem' in located) {
        this.broken.push({ file: file.location, pointer, ref, reason: located.problem });
        continue;
      }
      if (this.files.has(located.location) || wanted.some((w) => w.location === located.location)) continue;
      if (this.files.size + wanted.length >= MAX_FILES) {
        this.broken.push({
          file: file.location,
          pointer,
          ref,
          reason: `the spec refers to more than ${MAX_FILES} files`,
        });
        continue;
      }
      wanted.push({ location: located.location, from: file.location, pointer, ref, target });
    }
    return wanted;
  }

  #add(location: string, text: string): SpecFile {
    const loaded = { location, root: parseYamlText(text, { maxAliasCount: 1000 }) as unknown };
    const deep = tooDeep(loaded.root);
    if (deep) throw new Error(`it is nested more than ${MAX_NESTING} levels deep (at #/${deep.join('/')})`);
    this.files.set(location, loaded);
    return loaded;
  }

  #unreadable(wanted: Wanted, reason: string): void {
    this.files.set(wanted.location, { location: wanted.location, root: undefined });
    this.broken.push({
      file: wanted.from,
      pointer: wanted.pointer,
      ref: wanted.ref,
      reason,
    });
  }

  /**
   * References that lead back to themselves without descending into the value (`A: {$ref: B}`,
   * `B: {allOf: [{$ref: A}]}`): a schema that judges a value by itself forever, which a schema
   * compiler follows until the stack overflows. Noted at the first reference of each loop.
   */
  #noteLoops(): void {
    const refNodes = new Map<object, { file: string; pointer: string[]; ref: string }>();
    for (const file of this.files.values())
      for (const { ref, pointer } of refsIn(file.root)) {
        const node = walkPointer(file.root, pointer);
        if (isObject(node)) refNodes.set(node, { file: file.location, pointer, ref });
      }
    // Depth-first over "judged in place" edges, iteratively; a grey node met again closes a loop.
    const state = new Map<object, 'grey' | 'black'>();
    for (const [start, at] of refNodes) {
      if (state.has(start)) continue;
      const path: { node: object; file: string; edges: { value: unknown; file: string }[] }[] = [];
      const enter = (node: object, file: string) => {
        state.set(node, 'grey');
        path.push({ node, file, edges: this.#inPlace(node, file) });
      };
      enter(start, at.file);
      while (path.length > 0) {
        const top = path[path.length - 1];
        const edge = top.edges.pop();
        if (!edge) {
          state.set(top.node, 'black');
          path.pop();
          continue;
        }
        if (!isObject(edge.value)) continue;
        const seen = state.get(edge.value);
        if (seen === undefined) enter(edge.value, edge.file);
        else if (seen === 'grey') {
          const loop = path.slice(path.findIndex((step) => step.node === edge.value));
          const refs = loop.flatMap((step) => refNodes.get(step.node) ?? []);
          const first = refs[0];
          if (first)
            this.broken.push({
              file: first.file,
              pointer: first.pointer,
              ref: first.ref,
              reason: `it loops back to itself without descending into the value (${refs.map((r) => r.ref).join(' → ')} → ${first.ref})`,
            });
        }
      }
    }
  }

  /** The schemas a node judges the same value with: its `$ref`'s target, and allOf/anyOf/oneOf/not/if/then/else. */
  #inPlace(node: object, file: string): { value: unknown; file: string }[] {
    const edges: { value: unknown; file: string }[] = [];
    const record = node as Record<string, unknown>;
    const ref = refOf(record);
    if (ref !== undefined) {
      const target = this.target(ref, file);
      if (target) edges.push(target);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'])
      if (Array.isArray(record[key])) for (const part of record[key]) edges.push({ value: part, file });
    for (const key of ['not', 'if', 'then', 'else'])
      if (isObject(record[key])) edges.push({ value: record[key], file });
    return edges;
  }

  /** The node a `$ref` in `from` points to, or undefined (a broken reference). */
  target(ref: string, from: string): { value: unknown; file: string } | undefined {
    const [filePart, fragment = ''] = ref.split('#');
    const located = filePart === '' ? { location: from } : locate(filePart, from);
    if ('problem' in located) return undefined;
    const file = located.location;
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
    for (let hops = 0; hops < MAX_HOPS; hops++) {
      const ref = refOf(current.value);
      if (ref === undefined) return current;
      const next = this.target(ref, current.file);
      if (!next) return { value: undefined, file: current.file };
      current = next;
    }
    return { value: undefined, file };
  }
}

interface Wanted {
  location: string;
  /** The document the reference is written in, where in it, and the reference as written. */
  from: string;
  pointer: string[];
  ref: string;
  target: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The document a reference's part before `#` names, read from the document `from`: a file beside a
 * spec file, or a URL on the server of a spec read from a URL (so a spec fetched from a server can
 * never make assay read a local file, nor fetch from another host).
 */
function locate(target: string, from: string): { location: string } | { problem: string } {
  if (SCHEME.test(target))
    return {
      problem: /^https?:/i.test(target)
        ? 'remote references are not fetched (assay reads specs offline); download the file next to the spec'
        : `references of the scheme ${target.split(':')[0]}: are not followed`,
    };
  if (/^https?:\/\//i.test(from)) {
    const base = new URL(from);
    const url = new URL(target, base);
    if (url.origin !== base.origin)
      return { problem: `a spec read from ${base.origin} may refer only to documents on that server` };
    url.hash = '';
    return { location: url.href };
  }
  if (!path.isAbsolute(from)) return { problem: 'a relative reference needs a spec read from a file or a URL' };
  try {
    return { location: path.resolve(path.dirname(from), decodeURI(target)) };
  } catch {
    return { problem: 'it is not a valid URI reference (a stray `%`)' };
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
