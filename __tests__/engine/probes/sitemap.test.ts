import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { createProbes } from '../../../src/engine/probes/index.ts';
import { createSitemapProbe, robotsSitemaps } from '../../../src/engine/probes/sitemap.ts';
import { readSitemap } from '../../../src/engine/probes/sitemap-format.ts';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';

const cleanups: (() => Promise<unknown>)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const urlset = (urls: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${url.replaceAll('&', '&amp;')}</loc><lastmod>2026-11-01</lastmod></url>`)
    .join('\n')}\n</urlset>\n`;

/**
 * A site: /sitemap.xml (two pages, one with a query string), robots.txt naming an index (a gzipped
 * sitemap and a missing one) and a text sitemap; one page answers 500.
 */
async function site(): Promise<TargetServer> {
  let origin = '';
  const pages: Record<string, string> = {
    '/a': '<html><body><h1>Alpha</h1><p>The assay keyword is on this page.</p></body></html>',
    '/b': '<html><body>keyword first</body></html>',
    '/search?q=1&lang=en': '<html><body>results for keyword</body></html>',
    '/blog/1': '<html><body>nothing to see</body></html>',
    '/c': '<html><body>see keyword</body></html>',
  };
  const server = await startTargetServer((request, response) => {
    const at = (path: string): string => `${origin}${path}`;
    switch (request.url) {
      case '/robots.txt':
        return response.end(`User-agent: *\nDisallow:\n\nsitemap: /sitemap-index.xml\nSitemap: ${at('/pages.txt')}\n`);
      case '/sitemap.xml':
        return response.end(urlset([at('/a'), at('/b'), at('/search?q=1&lang=en')]));
      case '/sitemap-index.xml':
        return response.end(
          `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
            `<sitemap><loc>${at('/sitemap-blog.xml.gz')}</loc></sitemap><sitemap><loc>${at('/gone.xml')}</loc></sitemap></sitemapindex>`,
        );
      case '/sitemap-blog.xml.gz':
        return response
          .writeHead(200, { 'content-type': 'application/gzip' })
          .end(gzipSync(urlset([at('/blog/1'), at('/blog/2')])));
      case '/pages.txt':
        return response.end(`${at('/c')}\n${at('/a')}\n\n`);
      case '/blog/2':
        return response.writeHead(500).end('down');
    }
    const page = pages[request.url];
    if (page === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  origin = server.origin;
  cleanups.push(() => server.close());
  return server;
}

const options = { timeoutMs: 5000, fetch };

test('finds pages from sitemap.xml, robots.txt, an index, gzip and text sitemaps; fetches each page once', async () => {
  const server = await site();
  const probe = createSitemapProbe({ ...options, concurrency: 2 });
  const each = await probe.check(server.url('/any/page'), 'each-contains', 'keyword');
  assert.equal(each.passed, false);
  assert.deepEqual(
    each.items.map((item) => [new URL(item.url).pathname + new URL(item.url).search, item.passed, item.cause]),
    [
      ['/a', true, undefined],
      ['/b', true, undefined],
      ['/search?q=1&lang=en', true, undefined],
      ['/c', true, undefined],
      ['/blog/1', false, undefined],
      ['/blog/2', false, 'HTTP 500'],
    ],
  );
  assert.equal(each.message, "4 of 6 pages contain 'keyword'; 1 could not be fetched");
  assert.equal(
    each.items[0]!.snippet,
    "Found 'keyword' at index 39: <html><body><h1>Alpha</h1><p>The assay keyword is on this page.</p></body></html>",
  );
  assert.deepEqual(each.crawl.problems, [`sitemap ${server.url('/gone.xml')}: HTTP 404`]);
  assert.deepEqual(
    each.crawl.sitemaps.map((url) => new URL(url).pathname),
    ['/sitemap.xml', '/sitemap-index.xml', '/pages.txt', '/sitemap-blog.xml.gz'],
  );

  const any = await probe.check(server.url('/'), 'any-contains', 'keyword');
  assert.equal(any.passed, true);
  const eachNot = await probe.check(server.url('/'), 'each-not-contains', 'absent-word');
  assert.equal(eachNot.passed, false, 'a page that could not be fetched is not a page without the word');
  assert.equal(eachNot.items.filter((item) => item.passed).length, 5);
  const anyNot = await probe.check(server.url('/'), 'any-not-contains', 'keyword');
  assert.equal(anyNot.passed, true);
  assert.deepEqual(
    anyNot.items.filter((item) => item.passed).map((item) => new URL(item.url).pathname),
    ['/blog/1'],
  );

  const perUrl = new Map<string, number>();
  for (const request of server.requests) perUrl.set(request.url, (perUrl.get(request.url) ?? 0) + 1);
  assert.ok(
    [...perUrl.values()].every((count) => count === 1),
    JSON.stringify([...perUrl]),
  );
  assert.ok(server.maxInFlight <= 2, `at most 2 pages at a time, saw ${server.maxInFlight}`);
});

test('the page cap is applied and reported', async () => {
  const server = await site();
  const result = await createSitemapProbe({ ...options, maxPages: 3 }).check(
    server.url('/'),
    'each-contains',
    'keyword',
  );
  assert.equal(result.items.length, 3);
  assert.equal(result.crawl.found, 6);
  assert.equal(result.crawl.skipped, 3);
  assert.equal(result.passed, true);
  assert.equal(result.message, "3 of 3 pages contain 'keyword'; 3 more pages not checked (page cap 3)");
});

test('a site without sitemaps fails with the reason, and an unreachable site too', async () => {
  const empty = await startTargetServer((_, response) => response.writeHead(404).end());
  cleanups.push(() => empty.close());
  const none = await createSitemapProbe(options).check(empty.url('/'), 'any-contains', 'x');
  assert.deepEqual([none.passed, none.message], [false, "could not find any page URLs in the site's sitemaps"]);

  const gone = await startTargetServer();
  const url = gone.url('/');
  await gone.close();
  const unreachable = await createSitemapProbe(options).check(url, 'any-contains', 'x');
  assert.equal(unreachable.passed, false);
  assert.match(
    unreachable.message,
    /could not find any page URLs in the site's sitemaps: sitemap .*sitemap\.xml: ECONNREFUSED/,
  );
});

test('sitemap files: entities are not expanded, text and XML are told apart, robots lines are resolved', () => {
  const bomb = Buffer.from(
    '<?xml version="1.0"?><!DOCTYPE urlset [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><urlset><url><loc>&b;</loc></url></urlset>',
  );
  assert.deepEqual(readSitemap(bomb), {
    kind: 'invalid',
    message: 'declares XML entities, which a sitemap never needs: refused',
  });
  assert.deepEqual(readSitemap(Buffer.from('<urlset><url><loc>https://x.test/?a=1&amp;b=&#50;</loc></url></urlset>')), {
    kind: 'urlset',
    locations: ['https://x.test/?a=1&b=2'],
  });
  assert.deepEqual(readSitemap(Buffer.from('\uFEFFhttps://x.test/a\r\nnot a url\nhttps://x.test/b\n')), {
    kind: 'urlset',
    locations: ['https://x.test/a', 'https://x.test/b'],
  });
  assert.equal(readSitemap(Buffer.from('<html><body>oops</body></html>')).kind, 'invalid');
  assert.equal(readSitemap(Buffer.from('<urlset><url>')).kind, 'invalid');
  assert.deepEqual(
    robotsSitemaps('SITEMAP: /s.xml\n# Sitemap: /commented.xml\nsitemap:https://cdn.test/s.xml', 'https://x.test'),
    ['https://x.test/s.xml', 'https://cdn.test/s.xml'],
  );
});

test('the run creates its probes together; options reach them', async () => {
  const server = await site();
  const probes = createProbes({ timeoutMs: 5000, fetch, maxPages: 1 });
  const result = await probes.sitemap.check(server.url('/'), 'any-contains', 'keyword');
  assert.deepEqual([result.items.length, result.crawl.skipped], [1, 5]);
  const invalid = await probes.sitemap.check('mailto:someone@example.test', 'any-contains', 'keyword');
  assert.deepEqual(
    [invalid.passed, invalid.crawl.problems],
    [false, ["'mailto:someone@example.test' is not an http(s) URL"]],
  );
});
