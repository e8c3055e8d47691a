// The validator registry: every validator the checker accepts and the engine runs. It is open: a
// validator is a `ValidatorSpec` (spec.ts) in its own file, listed once in `builtInValidators`;
// names for did-you-mean, the docs table check, the `ValidatorName` type and the JSON Schema of the
// collection format all come from here.
import { statusCode, isSuccessful } from './status.ts';
import { bodyContains, bodyNotContains, bodyEquals, bodyNotEquals } from './body.ts';
import { responseTime } from './timing.ts';
import { header } from './header.ts';
import { jsonPath } from './json-path.ts';
import { jsonSchema } from './json-schema.ts';
import { openapi } from './openapi.ts';
import { xpath } from './xpath.ts';
import { cookie } from './cookie.ts';
import { bodyMatches } from './body-matches.ts';
import { responseSize } from './response-size.ts';
import { sslExpirationAfter, sslExpirationBefore } from './certificate.ts';
import { tlsVersionEquals, tlsVersionNotEquals } from './tls-version.ts';
import { domainExpirationAfter, domainExpirationBefore } from './domain-expiration.ts';
import {
  dnsRecordExists,
  dnsSpfExists,
  dnsDkimExists,
  dnsDmarcExists,
  dnsDmarcSingleRecord,
  dnsDmarcStrictPolicy,
} from './dns-records.ts';
import {
  sitemapEachBodyContains,
  sitemapEachBodyNotContains,
  sitemapAnyBodyContains,
  sitemapAnyBodyNotContains,
} from './sitemap.ts';
import { prompt } from './prompt.ts';
import { sentiment } from './sentiment.ts';
import { declaredQueries } from './declared-queries.ts';
import type { ValidatorSpec } from './spec.ts';

export type { ArgumentNode, ArgumentSchema, JsonSchema } from './argument.ts';
export type { EvaluationContext, ObservationPart, ValidatorExample, ValidatorSpec } from './spec.ts';
export { defineValidator } from './spec.ts';
export { captureSources } from './capture-sources.ts';
export type { CaptureSourceSpec } from './capture-sources/spec.ts';
export { predicateProperties } from './predicates.ts';
export {
  applyFilters,
  describeFilters,
  FILTERS,
  FILTERS_KEY,
  filtersJsonSchema,
  readFilters,
} from './filters/registry.ts';
export type { FilterCall } from './filters/registry.ts';
export { filteredText } from './filters/filter.ts';

const builtInValidators = [
  statusCode,
  isSuccessful,
  bodyContains,
  bodyNotContains,
  bodyEquals,
  bodyNotEquals,
  responseTime,
  header.validator,
  jsonPath.validator,
  jsonSchema,
  openapi,
  xpath.validator,
  cookie,
  bodyMatches,
  responseSize,
  sslExpirationAfter,
  sslExpirationBefore,
  tlsVersionEquals,
  tlsVersionNotEquals,
  domainExpirationAfter,
  domainExpirationBefore,
  dnsRecordExists,
  dnsSpfExists,
  dnsDkimExists,
  dnsDmarcExists,
  dnsDmarcSingleRecord,
  dnsDmarcStrictPolicy,
  sitemapEachBodyContains,
  sitemapEachBodyNotContains,
  sitemapAnyBodyContains,
  sitemapAnyBodyNotContains,
  prompt,
  sentiment,
  ...declaredQueries.map((query) => query.validator),
] as const;

/** The name of a built-in validator. */
export type ValidatorName = (typeof builtInValidators)[number]['name'];

// A spec of any argument type: each reads and evaluates its own, so the registry need not know it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyValidatorSpec = ValidatorSpec<any>;

export class ValidatorRegistry {
  readonly #specs = new Map<string, ValidatorSpec>();

  constructor(specs: readonly AnyValidatorSpec[]) {
    for (const spec of specs) this.register(spec);
  }

  /** Adds a validator; a name already taken is a programming error. */
  register<A>(spec: ValidatorSpec<A>): void {
    if (this.#specs.has(spec.name)) throw new Error(`validator \`${spec.name}\` is registered twice`);
    this.#specs.set(spec.name, spec as unknown as ValidatorSpec);
  }

  /** Removes a validator (tests that register a throwaway one clean up with this). */
  unregister(name: string): void {
    this.#specs.delete(name);
  }

  get(name: string): ValidatorSpec | undefined {
    return this.#specs.get(name);
  }

  get names(): string[] {
    return [...this.#specs.keys()];
  }

  get all(): ValidatorSpec[] {
    return [...this.#specs.values()];
  }

  /** Loads what the validators a collection text mentions need before it is checked (see `ValidatorSpec.load`). */
  async load(text: string): Promise<void> {
    const lower = text.toLowerCase();
    for (const spec of this.#specs.values()) {
      if (spec.load !== undefined && lower.includes(spec.name)) await spec.load();
    }
  }
}

export const validators = new ValidatorRegistry(builtInValidators);
