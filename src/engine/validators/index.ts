// The validator registry: every validator's name, the argument it takes (the checker uses this
// to report wrong types before anything is sent) and the function that judges a response.
// Adding a validator is adding one entry here, one family file, and one line in
// docs/collection-format.md.
import type { ValidatorName, ValidatorResult } from '../../model/index.ts';
import { statusCode, isSuccessful } from './status.ts';
import { bodyContains, bodyNotContains, bodyEquals, bodyNotEquals } from './body.ts';
import { responseTime } from './timing.ts';

/** What a validator sees of a response. */
export interface ObservedResponse {
  status: number;
  statusText: string;
  body: string;
  totalMs: number;
  /** Masks secrets; body text quoted in a message is masked before it is cut to an excerpt. */
  redact(text: string): string;
}

/**
 * The argument a validator takes:
 * - `status-codes`: an integer 100–599 or a list of them;
 * - `boolean`: true or false (also the strings "true"/"false", any case, as the original reads them);
 * - `text`: any string (numbers and booleans are read as their text); may contain templates;
 * - `milliseconds`: a non-negative integer.
 */
export type ArgumentKind = 'status-codes' | 'boolean' | 'text' | 'milliseconds';

export type ValidatorArgument = number | number[] | boolean | string;

export interface ValidatorEntry {
  argument: ArgumentKind;
  /** One line for `--help`-like listings and hints. */
  summary: string;
  judge(response: ObservedResponse, argument: ValidatorArgument): ValidatorResult;
}

export const validators: Record<ValidatorName, ValidatorEntry> = {
  'status-code': statusCode,
  'is-successful': isSuccessful,
  'body-contains': bodyContains,
  'body-not-contains': bodyNotContains,
  'body-equals': bodyEquals,
  'body-not-equals': bodyNotEquals,
  'response-time': responseTime,
};

export const validatorNames = Object.keys(validators) as ValidatorName[];

export function isValidatorName(name: string): name is ValidatorName {
  return Object.hasOwn(validators, name);
}

/**
 * Validators the original Testlemon runner has that assay does not run (they need DNS, WHOIS,
 * raw TLS handshakes, sitemap crawling or an LLM). A collection using one gets a diagnostic
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
  prompt: 'LLM (OpenAI) judgements',
  sentiment: 'LLM (OpenAI) judgements',
};
