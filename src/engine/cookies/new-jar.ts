// A cookie jar for one iteration of a collection that keeps cookies (`cookies: true`, `--cookie`,
// `--cookie-jar`). tough-cookie, with the public suffix list it reads through tldts, is loaded by the
// first such jar, before any request of the iteration is sent: a run that keeps no cookies never
// loads it (start-up, docs/performance.md).
import type { FileCookie } from './netscape.ts';
import type { RunCookieJar } from './jar.ts';
import { loadPart } from '../../model/load-part.ts';

export async function newCookieJar(seed: readonly FileCookie[]): Promise<RunCookieJar> {
  const { RunCookieJar } = await loadPart(
    'the cookie jar',
    () => import(/* webpackChunkName: "cookie-jar" */ './jar.ts'),
  );
  const jar = new RunCookieJar();
  if (seed.length > 0) jar.add(seed);
  return jar;
}
