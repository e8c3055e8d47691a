// The queries declared once for both uses (define-query.ts) that joined after the first ones, in the
// order of the docs tables: each is a validator and a capture source of the same key.
import { status } from './queries/status.ts';
import { duration } from './queries/duration.ts';
import { body } from './queries/body.ts';
import { bytes } from './queries/bytes.ts';
import { sha256, md5 } from './queries/digests.ts';
import { regex } from './queries/regex.ts';
import { url } from './queries/url.ts';
import { redirects } from './queries/redirects.ts';
import { ip } from './queries/ip.ts';
import { httpVersion } from './queries/http-version.ts';
import { certificate } from './queries/certificate.ts';
import { variable } from './queries/variable.ts';
import type { DeclaredQuery } from './define-query.ts';

// Each reads and evaluates its own locator type, so the list need not know it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const declaredQueries: readonly DeclaredQuery<any>[] = [
  status,
  duration,
  body,
  bytes,
  sha256,
  md5,
  regex,
  url,
  redirects,
  ip,
  httpVersion,
  certificate,
  variable,
];
