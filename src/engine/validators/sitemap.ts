// sitemap-{each,any}-body-{contains,not-contains}: every page of the URL's site found in its sitemaps
// (/sitemap.xml and robots.txt `Sitemap:` lines, indexes followed, XML/text/gzip), fetched with the run's
// HTTP client up to --max-pages, checked for a keyword (case-sensitive, as the original). A page that
// cannot be fetched is a failed item with its cause.
import { text } from './arguments.ts';
import type { SitemapCheck } from '../probes/sitemap.ts';
import { defineValidator, type ValidatorSpec } from './spec.ts';
import { probeFailure, targetHost } from './target-host.ts';

// The registry test's site stand-in: two pages both contain `assay`, one contains `welcome`.
const SITE = '${{ vars.siteOrigin }}/';

const WORDS: Record<SitemapCheck, string> = {
  'each-contains': 'every page contains the keyword',
  'each-not-contains': 'no page contains the keyword',
  'any-contains': 'at least one page contains the keyword',
  'any-not-contains': 'at least one page does not contain the keyword',
};

const EXAMPLES: Record<SitemapCheck, [string, string]> = {
  'each-contains': ['assay', 'welcome'],
  'each-not-contains': ['absent-word', 'welcome'],
  'any-contains': ['welcome', 'absent-word'],
  'any-not-contains': ['welcome', 'assay'],
};

function sitemapValidator(check: SitemapCheck): ValidatorSpec<string> {
  const name = `sitemap-${check.replace('contains', 'body-contains').replace('not-body-contains', 'body-not-contains')}`;
  const [passing, failing] = EXAMPLES[check];
  return defineValidator({
    name,
    summary: `of the site's sitemap pages (fetched with the run's client, at most --max-pages), ${WORDS[check]} (case-sensitive; no request to the URL itself)`,
    argument: text({
      notEmpty: {
        message: `\`${name}: ""\` holds for ${check.includes('not') ? 'no' : 'every'} site: an empty text is in every page`,
        hint: 'name the keyword the pages must (or must not) contain',
      },
    }),
    needs: [],
    examples: [
      { argument: passing, url: SITE, response: {}, passes: true },
      { argument: failing, url: SITE, response: {}, passes: false },
    ],
    async evaluate(observation, keyword, { probes, url }) {
      const expected = WORDS[check].replace('the keyword', `'${keyword}'`);
      const target = targetHost(url);
      if (typeof target === 'string') return probeFailure(name, expected, target);
      const result = await probes.sitemap.check(target.origin, check, keyword);
      const lines = result.items.map(
        (item) =>
          `${item.passed ? 'pass' : 'FAIL'} ${item.url}${item.cause ? ` (${item.cause})` : item.snippet ? `: ${observation.redact(item.snippet)}` : ''}`,
      );
      return {
        name,
        pass: result.passed,
        expected,
        actual: lines.length === 0 ? result.message : `${result.message}\n${lines.join('\n')}`,
        message: `${name}: ${result.message}`,
      };
    },
  });
}

export const sitemapEachBodyContains = sitemapValidator('each-contains');
export const sitemapEachBodyNotContains = sitemapValidator('each-not-contains');
export const sitemapAnyBodyContains = sitemapValidator('any-contains');
export const sitemapAnyBodyNotContains = sitemapValidator('any-not-contains');
