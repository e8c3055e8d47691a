// The answer cache behind --llm-cache: one plain JSON file per question, named by a hash of the
// normalised request (protocol, model, messages, answer format, sampling), so a rerun replays the same
// answers offline and for free. Files are deterministic (sorted keys, no timestamps) so they can be
// reviewed and committed. The endpoint URL and the key are not part of the key; errors are never stored.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LlmApi, LlmCacheMode } from './options.ts';
import type { TokenUsage } from './protocol.ts';

export const CACHE_FORMAT = 1;

export interface CachedAnswer {
  text: string;
  usage: TokenUsage;
}

export type CacheLookup = { found: true; answer: CachedAnswer } | { found: false } | { error: string };

export interface CacheKey {
  hash: string;
  file: string;
}

export class LlmCache {
  readonly #dir: string;
  readonly mode: LlmCacheMode;

  constructor(dir: string, mode: LlmCacheMode) {
    this.#dir = dir;
    this.mode = mode;
  }

  /** The request body is the one sent, secrets already masked. */
  key(api: LlmApi, model: string, body: Record<string, unknown>): CacheKey {
    const hash = questionHash(api, body);
    const slug = model.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60);
    return { hash, file: join(this.#dir, `${slug}-${hash.slice(0, 20)}.json`) };
  }

  async read(key: CacheKey): Promise<CacheLookup> {
    if (this.mode === 'write') return { found: false };
    let text: string;
    try {
      text = await readFile(key.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { found: false };
      return { error: `cannot read the cache file ${key.file}: ${(error as Error).message}` };
    }
    try {
      const entry = JSON.parse(text) as { key?: unknown; answer?: unknown; usage?: Partial<TokenUsage> };
      if (entry.key !== key.hash || typeof entry.answer !== 'string') throw new Error('not an entry for this request');
      const usage = { prompt: num(entry.usage?.prompt), completion: num(entry.usage?.completion), total: 0 };
      usage.total = num(entry.usage?.total) || usage.prompt + usage.completion;
      return { found: true, answer: { text: entry.answer, usage } };
    } catch (error) {
      return {
        error: `the cache file ${key.file} is not a valid entry (${(error as Error).message}): delete it to ask again`,
      };
    }
  }

  async write(
    key: CacheKey,
    api: LlmApi,
    body: Record<string, unknown>,
    answer: CachedAnswer,
  ): Promise<string | undefined> {
    if (this.mode === 'read') return undefined;
    const entry = { format: CACHE_FORMAT, key: key.hash, api, request: body, answer: answer.text, usage: answer.usage };
    const temporary = `${key.file}.${process.pid}.tmp`;
    try {
      await mkdir(this.#dir, { recursive: true });
      await writeFile(temporary, `${JSON.stringify(sortKeys(entry), null, 2)}\n`);
      await rename(temporary, key.file);
      return undefined;
    } catch (error) {
      return `cannot write the cache file ${key.file}: ${(error as Error).message}`;
    }
  }
}

/** SHA-256 (hex) of the protocol and the request body as sent, keys sorted: one question, one hash. */
export function questionHash(api: LlmApi, body: Record<string, unknown>): string {
  // node:crypto is loaded by the first cached question, not at every start.
  return process
    .getBuiltinModule('node:crypto')
    .createHash('sha256')
    .update(canonicalJson({ format: CACHE_FORMAT, api, request: body }))
    .digest('hex');
}

/** JSON with object keys sorted at every level: the same request always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}
