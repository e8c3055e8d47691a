// Where a `context` entry takes its value from. Without a source key an entry reads the response
// body (today's form: `{ name, pattern }`); a registered source adds a key to context entries
// (`{ name, header: X-Id, pattern: … }`) whose argument it reads like a validator's, and a query
// (engine/queries/query.ts) it selects values with. The entry's `pattern` refines the selected
// values. The sources of issue 11 (json-path, header, cookie, xpath, status, duration) register here.
import type { CaptureSourceSpec } from './capture-sources/spec.ts';
import { jsonPathSource } from './capture-sources/json-path.ts';
import { headerSource } from './capture-sources/header.ts';
import { cookieSource } from './capture-sources/cookie.ts';
import { xpathSource } from './capture-sources/xpath.ts';
import { statusSource } from './capture-sources/status.ts';
import { durationSource } from './capture-sources/duration.ts';

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
for (const source of [jsonPathSource, headerSource, cookieSource, xpathSource, statusSource, durationSource]) {
  captureSources.register<never>(source as CaptureSourceSpec<never>);
}
