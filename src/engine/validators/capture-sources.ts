// Where a `context` entry takes its value from. Without a source key an entry reads the response
// body (today's form: `{ name, pattern }`); a registered source adds a key to context entries
// (`{ name, header: X-Id, pattern: … }`) whose argument it reads like a validator's, and a query
// (engine/queries/query.ts) it selects values with. The entry's `pattern` refines the selected
// values. A query declared once (define-query.ts) is a validator and a source of the same key.
import type { CaptureSourceSpec } from './capture-sources/spec.ts';
import { jsonPath } from './json-path.ts';
import { header } from './header.ts';
import { cookieSource } from './capture-sources/cookie.ts';
import { xpath } from './xpath.ts';
import { declaredQueries } from './declared-queries.ts';

export class CaptureSourceRegistry {
  readonly #specs = new Map<string, CaptureSourceSpec>();

  register<A>(spec: CaptureSourceSpec<A>): void {
    if (this.#specs.has(spec.key)) throw new Error(`capture source \`${spec.key}\` is registered twice`);
    this.#specs.set(spec.key, spec as unknown as CaptureSourceSpec);
  }

  unregister(key: string): void {
    this.#specs.delete(key);
  }

  get(key: string): CaptureSourceSpec | undefined {
    return this.#specs.get(key);
  }

  get keys(): string[] {
    return [...this.#specs.keys()];
  }

  get all(): CaptureSourceSpec[] {
    return [...this.#specs.values()];
  }
}

/** The body source is the default and takes no key. */
export const captureSources = new CaptureSourceRegistry();
for (const source of [
  jsonPath.source,
  header.source,
  cookieSource,
  xpath.source,
  ...declaredQueries.map((query) => query.source),
]) {
  captureSources.register<never>(source as CaptureSourceSpec<never>);
}
