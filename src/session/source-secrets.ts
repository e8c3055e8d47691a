// Credentials in the URLs a run is given or reads (`-c https://bob:pw@host/tests.yaml?token=…`, a
// `$ref` or test URL written with them) are secrets of the run: masked in every output, and
// registered with the action's log masker.
import { urlSecrets } from '../model/credentials.ts';

/** The credentials of the `-c` values that are URLs. */
export function collectionUrlSecrets(collections: readonly string[]): string[] {
  return collections.filter((value) => /^https?:\/\//i.test(value.trim())).flatMap((value) => urlSecrets(value.trim()));
}

/** The credentials of the literal URLs a collection or spec text holds (templates are not credentials yet). */
export function textUrlSecrets(text: string): string[] {
  if (!text.includes('://')) return [];
  const secrets: string[] = [];
  for (const [url] of text.matchAll(/https?:\/\/[^\s"'<>`]+/gi))
    if (url.includes('@') || MAY_NAME_CREDENTIAL.test(url))
      secrets.push(...urlSecrets(url).filter((secret) => !secret.includes('${{')));
  return secrets;
}

/** A cheap look before a URL is parsed: most URLs of a large collection have no query that may hold a credential. */
const MAY_NAME_CREDENTIAL = /[?&][^=&#]*(?:key|token|secret|pass|pwd|auth|sig|session|sid|cookie|jwt|otp|credential)/i;
