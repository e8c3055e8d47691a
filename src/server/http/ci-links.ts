// Where a run from CI came from, as links: the workflow run (run.ci.runUrl) and the commit (short
// sha). The provenance is whatever the sender's results.json said, so only an http(s) address is
// ever linked, and the commit only as a hex sha under that address's host and a plain owner/name.
import type { CiProvenance } from '../../model/index.ts';
import { html, type Html } from './basics.ts';

function httpUrl(value: string | undefined): URL | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** `ci` with the workflow run and commit linked where the provenance allows; the branch beside. */
export function ciOrigin(ci: CiProvenance | undefined): Html {
  if (ci === undefined) return html`ci`;
  const run = httpUrl(ci.runUrl);
  const sha = ci.commit !== undefined && /^[0-9a-f]{7,64}$/i.test(ci.commit) ? ci.commit : undefined;
  const repository =
    ci.repository !== undefined && /^[\w.-]+\/[\w.-]+$/.test(ci.repository) ? ci.repository : undefined;
  const origin = run ? html`<a href="${run.href}">ci</a>` : html`ci`;
  const commit =
    sha === undefined
      ? ''
      : run && repository
        ? html` <a class="ci" href="${`${run.origin}/${repository}/commit/${sha}`}">${sha.slice(0, 7)}</a>`
        : html` <code>${sha.slice(0, 7)}</code>`;
  return html`${origin}${commit}${ci.branch ? html` <span class="muted">${ci.branch}</span>` : ''}`;
}
