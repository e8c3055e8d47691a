// Reading one sitemap file (sitemaps.org protocol): XML `<urlset>` or `<sitemapindex>`, a plain text
// list of URLs, either of them gzipped. Entity expansion is off: only the five predefined XML entities
// and character references are decoded in `<loc>`, so a hostile sitemap cannot blow up in memory.

import { gunzipSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Limit of a sitemap after decompression (the protocol allows 50 MB). */
const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

export type SitemapContent =
  | { kind: 'urlset'; locations: string[] }
  | { kind: 'index'; locations: string[] }
  | { kind: 'invalid'; message: string };

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

export function readSitemap(bytes: Uint8Array): SitemapContent {
  let data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data[0] === 0x1f && data[1] === 0x8b) {
    try {
      data = gunzipSync(data, { maxOutputLength: MAX_SITEMAP_BYTES });
    } catch (error) {
      return { kind: 'invalid', message: `cannot gunzip: ${(error as Error).message}` };
    }
  }
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (!text.trimStart().startsWith('<')) return { kind: 'urlset', locations: textLocations(text) };
  return xmlLocations(text);
}

function textLocations(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^https?:\/\//i.test(line));
}

function xmlLocations(text: string): SitemapContent {
  if (/<!ENTITY/i.test(text))
    return { kind: 'invalid', message: 'declares XML entities, which a sitemap never needs: refused' };
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line } = validation.err;
    return { kind: 'invalid', message: `not well-formed XML: ${msg} (line ${line})` };
  }
  let document: Record<string, unknown>;
  try {
    document = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    return { kind: 'invalid', message: `not well-formed XML: ${(error as Error).message}` };
  }
  const urlset = document['urlset'] as { url?: unknown[] } | undefined;
  if (urlset !== undefined) return { kind: 'urlset', locations: locations(urlset?.url) };
  const index = document['sitemapindex'] as { sitemap?: unknown[] } | undefined;
  if (index !== undefined) return { kind: 'index', locations: locations(index?.sitemap) };
  return { kind: 'invalid', message: 'neither <urlset> nor <sitemapindex>' };
}

function locations(entries: unknown[] | undefined): string[] {
  return (entries ?? [])
    .map((entry) => (entry as { loc?: unknown } | null)?.loc)
    .filter((loc): loc is string => typeof loc === 'string' && loc !== '')
    .map(decodeXmlText);
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return PREDEFINED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
