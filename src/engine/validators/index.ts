// The validator registry: every validator the checker accepts and the engine runs. It is open: a
// validator is a `ValidatorSpec` (spec.ts) in its own file, listed once in `builtInValidators`;
// names for did-you-mean, the docs table check, the `ValidatorName` type and the JSON Schema of the
// collection format all come from here.
import { statusCode, isSuccessful } from './status.ts';
import { bodyContains, bodyNotContains, bodyEquals, bodyNotEquals } from './body.ts';
import { responseTime } from './timing.ts';
import { prompt } from './prompt.ts';
import { sentiment } from './sentiment.ts';
import type { ValidatorSpec } from './spec.ts';

export type { ArgumentNode, ArgumentSchema, JsonSchema } from './argument.ts';
export type { EvaluationContext, ObservationPart, ValidatorExample, ValidatorSpec } from './spec.ts';
export { defineValidator } from './spec.ts';
export { captureSources, type CaptureSourceSpec } from './capture-sources.ts';

const builtInValidators = [
  statusCode,
  isSuccessful,
  bodyContains,
  bodyNotContains,
  bodyEquals,
  bodyNotEquals,
  responseTime,
  prompt,
  sentiment,
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
}

export const validators = new ValidatorRegistry(builtInValidators);

/**
 * Validators the original Testlemon runner has that assay does not run (they need DNS, WHOIS,
 * raw TLS handshakes or sitemap crawling). A collection using one gets a diagnostic
 * saying so, rather than the generic "unknown validator".
 */
export const unsupportedTestlemonValidators: Record<string, string> = {
  'ssl-expiration-after': 'certificate expiry checks',
  'ssl-expiration-before': 'certificate expiry checks',
  'domain-expiration-after': 'domain registration (RDAP/WHOIS) checks',
  'domain-expiration-before': 'domain registration (RDAP/WHOIS) checks',
  'tls-version-equals': 'TLS protocol version checks',
  'tls-version-not-equals': 'TLS protocol version checks',
  'dns-record-exists': 'DNS record checks',
  'dns-spf-exists': 'DNS record checks',
  'dns-dkim-exists': 'DNS record checks',
  'dns-dmarc-exists': 'DNS record checks',
  'dns-dmarc-single-record': 'DNS record checks',
  'dns-dmarc-strict-policy': 'DNS record checks',
  'sitemap-each-body-contains': 'sitemap crawling',
  'sitemap-each-body-not-contains': 'sitemap crawling',
  'sitemap-any-body-contains': 'sitemap crawling',
  'sitemap-any-body-not-contains': 'sitemap crawling',
};
