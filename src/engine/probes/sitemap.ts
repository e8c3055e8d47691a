// The sitemap probe behind sitemap-{each,any}-body-{contains,not-contains}: finds a site's pages from
// `/sitemap.xml` and the `Sitemap:` lines of `/robots.txt` (following sitemap indexes), fetches each page
// once per run with the caller's fetch (the run's HTTP client) and a concurrency limit, and checks a
// keyword against every page. A page that fails is a failed item with its cause, never an exception.

import { ProbeCache } from './cache.ts';
import { abortReason, probeSignal, type ProbeWaitOptions } from './wait.ts';
import { plural } from '../../model/values.ts';

export const DEFAULT_MAX_PAGES = 500;
const DEFAULT_CONCURRENCY = 8;
/** Sitemap files read per site at most (indexes can nest). */
const MAX_SITEMAPS = 100;
/** Index nesting followed at most (the protocol has one level; some sites nest more). */
const MAX_INDEX_DEPTH = 3;

export interface SitemapProbeOptions extends ProbeWaitOptions {
  fetch: typeof fetch;
  /** Pages fetched per site at most (--max-pages); the rest are reported as not checked. */
  maxPages?: number;
  /** Pages fetched at the same time. */
  concurrency?: number;
}

export type PageFetch = { url: string; ok: true; body: string } | { url: string; ok: false; cause: string };

export interface SiteCrawl {
  /** The sitemap files read, in order. */
  sitemaps: string[];
  /** What went wrong while finding pages (a missing robots.txt is not a problem). */
  problems: string[];
  /** Distinct page URLs found (before the cap). */
  found: number;
  /** Pages fetched: the first `maxPages` found. */
  pages: PageFetch[];
  /** Pages found but not fetched because of the cap. */
  skipped: number;
}

export type SitemapCheck = 'each-contains' | 'each-not-contains' | 'any-contains' | 'any-not-contains';

export interface PageItem {
  url: string;
  passed: boolean;
  /** Where the keyword was found: `Found 'kw' at index 123: …text around it…`. */
  snippet?: string;
  /** Why the page could not be checked. */
  cause?: string;
}

export interface SitemapCheckResult {
  passed: boolean;
  message: string;
  items: PageItem[];
  crawl: Omit<SiteCrawl, 'pages'>;
}

export interface SitemapProbe {
  crawl(siteUrl: string): Promise<SiteCrawl>;
  check(siteUrl: string, check: SitemapCheck, keyword: string): Promise<SitemapCheckResult>;
}

export function createSitemapProbe(options: SitemapProbeOptions): SitemapProbe {
  const crawls = new ProbeCache<SiteCrawl>();
  const crawl = (siteUrl: string): Promise<SiteCrawl> => {
    const origin = URL.parse(siteUrl)?.origin;
    if (origin === undefined || !/^https?:/.test(origin)) {
      return Promise.resolve({
        sitemaps: [],
        problems: [`'${siteUrl}' is not an http(s) URL`],
        found: 0,
        pages: [],
        skipped: 0,
      });
    }
    return crawls.answer(origin, () => crawlSite(origin, options));
  };
  return {
    crawl,
    check: async (siteUrl, check, keyword) => evaluate(await crawl(siteUrl), check, keyword, options),
  };
}

async function crawlSite(origin: string, options: SitemapProbeOptions): Promise<SiteCrawl> {
  const problems: string[] = [];
  const sitemaps: string[] = [];
  const queue: { url: string; depth: number; required: boolean }[] = [
    { url: `${origin}/sitemap.xml`, depth: 0, required: false },
  ];
  const robots = await fetchBytes(`${origin}/robots.txt`, options);
  if (robots.ok) {
    for (const url of robotsSitemaps(Buffer.from(robots.bytes).toString('utf8'), origin))
      queue.push({ url, depth: 0, required: true });
  }
  const seen = new Set<string>();
  const pageUrls = new Set<string>();
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (seen.has(next.url)) continue;
    seen.add(next.url);
    if (sitemaps.length >= MAX_SITEMAPS) {
      problems.push(`stopped after ${MAX_SITEMAPS} sitemap files`);
      break;
    }
    const fetched = await fetchBytes(next.url, options);
    if (!fetched.ok) {
      // /sitemap.xml is only a guess; sitemaps named by robots.txt or an index must exist.
      if (next.required || fetched.status !== 404) problems.push(`sitemap ${next.url}: ${fetched.cause}`);
      continue;
    }
    sitemaps.push(next.url);
    // fast-xml-parser is its own chunk in dist/, loaded by the first sitemap read (not at start).
    const { readSitemap } = await import(/* webpackChunkName: "sitemap" */ './sitemap-format.ts');
    const content = readSitemap(fetched.bytes);
    if (content.kind === 'invalid') problems.push(`sitemap ${next.url}: ${content.message}`);
    else if (content.kind === 'urlset') for (const loc of content.locations) pageUrls.add(loc);
    else if (next.depth >= MAX_INDEX_DEPTH)
      problems.push(`sitemap index ${next.url}: nested deeper than ${MAX_INDEX_DEPTH} levels`);
    else for (const loc of content.locations) queue.push({ url: loc, depth: next.depth + 1, required: true });
  }
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const urls = [...pageUrls];
  const pages = await mapLimited(urls.slice(0, maxPages), options.concurrency ?? DEFAULT_CONCURRENCY, (url) =>
    fetchPage(url, options),
  );
  return { sitemaps, problems, found: urls.length, pages, skipped: Math.max(0, urls.length - maxPages) };
}

/** `Sitemap:` lines of robots.txt (any case, anywhere in the file), resolved against the origin. */
export function robotsSitemaps(robots: string, origin: string): string[] {
  const urls: string[] = [];
  for (const line of robots.split(/\r?\n/)) {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (!match) continue;
    try {
      urls.push(new URL(match[1]!, origin).href);
    } catch {
      // An unreadable line is skipped, as crawlers do.
    }
  }
  return urls;
}

type Fetched = { ok: true; bytes: Uint8Array } | { ok: false; status?: number; cause: string };

async function fetchBytes(url: string, options: SitemapProbeOptions): Promise<Fetched> {
  const signal = probeSignal(options);
  try {
    const response = await options.fetch(url, { signal, redirect: 'follow' });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, status: response.status, cause: `HTTP ${response.status}` };
    }
    return { ok: true, bytes: new Uint8Array(await response.arrayBuffer()) };
  } catch (error) {
    if (signal.aborted) return { ok: false, cause: abortReason(signal, options.timeoutMs) };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { ok: false, cause: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

async function fetchPage(url: string, options: SitemapProbeOptions): Promise<PageFetch> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, ok: false, cause: 'not a URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { url, ok: false, cause: `${parsed.protocol} is not HTTP` };
  const fetched = await fetchBytes(url, options);
  return fetched.ok
    ? { url, ok: true, body: Buffer.from(fetched.bytes).toString('utf8') }
    : { url, ok: false, cause: fetched.cause };
}

async function mapLimited<T, R>(items: T[], limit: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await each(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}

const SNIPPET_RADIUS = 100;

function evaluate(
  crawl: SiteCrawl,
  check: SitemapCheck,
  keyword: string,
  options: SitemapProbeOptions,
): SitemapCheckResult {
  const { pages, ...summary } = crawl;
  const wantsKeyword = check.endsWith('-contains') && !check.endsWith('not-contains');
  const items: PageItem[] = pages.map((page) => {
    if (!page.ok) return { url: page.url, passed: false, cause: page.cause };
    const index = page.body.indexOf(keyword);
    const found = index >= 0;
    return {
      url: page.url,
      passed: found === wantsKeyword,
      ...(found ? { snippet: snippet(page.body, index, keyword) } : {}),
    };
  });
  if (items.length === 0) {
    const why = crawl.problems.length > 0 ? `: ${crawl.problems.join('; ')}` : '';
    return {
      passed: false,
      message: `could not find any page URLs in the site's sitemaps${why}`,
      items,
      crawl: summary,
    };
  }
  const passing = items.filter((item) => item.passed).length;
  const passed = check.startsWith('each') ? passing === items.length : passing > 0;
  const failedFetches = items.filter((item) => item.cause !== undefined).length;
  const parts = [`${passing} of ${items.length} pages ${wantsKeyword ? 'contain' : 'do not contain'} '${keyword}'`];
  if (failedFetches > 0) parts.push(`${failedFetches} could not be fetched`);
  if (crawl.skipped > 0)
    parts.push(`${plural(crawl.skipped, 'more page')} not checked (page cap ${options.maxPages ?? DEFAULT_MAX_PAGES})`);
  return { passed, message: parts.join('; '), items, crawl: summary };
}

function snippet(body: string, index: number, keyword: string): string {
  const start = Math.max(0, index - SNIPPET_RADIUS);
  const end = Math.min(body.length, index + keyword.length + SNIPPET_RADIUS);
  const text = body.slice(start, end).replace(/\s+/g, ' ');
  return `Found '${keyword}' at index ${index}: ${start > 0 ? '…' : ''}${text}${end < body.length ? '…' : ''}`;
}
