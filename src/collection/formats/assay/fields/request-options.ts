// A test's request options (Hurl's [Options], issue 30): how its request is sent. Each is read and
// checked here, with a position for every problem; the engine gets them in `requestOptions`.
import type { ConnectionRoute, RequestOptionsDefinition } from '../../../../model/index.ts';
import { readList, readTemplate, readText, valueSpan, type Field, type TokenUse } from '../fields.ts';
import { describeNode, scalarText, type ParseContext } from '../../../yaml/parse-context.ts';
import { suggestion } from '../../../../model/suggest.ts';
import { isScalar } from '../../../yaml/tree.ts';

export const REQUEST_OPTION_KEYS = [
  'resolve',
  'connect-to',
  'delay',
  'http-version',
  'proxy',
  'follow-redirects',
  'max-redirects',
  'location-trusted',
  'limit-rate',
  'path-as-is',
] as const;

export const HTTP_VERSIONS = ['1.0', '1.1', '2'] as const;
/** However far a test lets redirects go, a loop still ends. */
export const MAX_REDIRECTS_BOUND = 1000;
/** A delay longer than a day is a mistake (the unit is milliseconds). */
const MAX_DELAY_MS = 24 * 60 * 60 * 1000;

type OptionKey = (typeof REQUEST_OPTION_KEYS)[number];

/** The options among `fields`; undefined when the test has none (most tests). */
export function readRequestOptions(
  reader: ParseContext,
  fields: ReadonlyMap<string, Field>,
  tokens: TokenUse[],
): RequestOptionsDefinition | undefined {
  let options: RequestOptionsDefinition | undefined;
  for (const key of REQUEST_OPTION_KEYS) {
    const field = fields.get(key);
    if (field !== undefined) readOption(reader, key, field, (options ??= {}), tokens);
  }
  return options;
}

function readOption(
  reader: ParseContext,
  key: OptionKey,
  field: Field,
  options: RequestOptionsDefinition,
  tokens: TokenUse[],
): void {
  switch (key) {
    case 'resolve':
      return void (options.resolve = readRoutes(reader, field, 3));
    case 'connect-to':
      return void (options.connectTo = readRoutes(reader, field, 4));
    case 'delay': {
      const ms = readCount(reader, field, 0, MAX_DELAY_MS, 'a number of milliseconds');
      if (ms !== undefined) options.delayMs = ms;
      return;
    }
    case 'http-version': {
      const text = scalarText(field.value);
      const version = HTTP_VERSIONS.find((each) => each === text || `${each}.0` === text);
      if (version !== undefined) options.httpVersion = version;
      else
        reader.error(
          valueSpan(reader, field),
          'invalid-option',
          `\`http-version\` must be "1.0", "1.1" or "2", got ${text === undefined ? describeNode(field.value) : `\`${text}\``}`,
          text === undefined
            ? undefined
            : (suggestion(text, HTTP_VERSIONS) ?? 'write it quoted, e.g. `http-version: "1.1"`'),
        );
      return;
    }
    case 'proxy': {
      const text = readText(reader, field);
      if (text === undefined) return;
      if (!text.includes('${{') && !/^https?:\/\/[^/?#]+/i.test(text.trim())) {
        reader.error(
          valueSpan(reader, field),
          'invalid-option',
          '`proxy` must be an http:// or https:// URL',
          'e.g. `proxy: http://proxy.example:3128` (credentials: `http://user:${{ secrets.proxyPassword }}@proxy.example:3128`)',
        );
        return;
      }
      options.proxy = readTemplate(reader, field.value, text, tokens);
      return;
    }
    case 'follow-redirects':
    case 'location-trusted':
    case 'path-as-is': {
      const value = readFlag(reader, field);
      if (value === undefined) return;
      if (key === 'follow-redirects') options.followRedirects = value;
      else if (key === 'location-trusted') options.locationTrusted = value;
      else options.pathAsIs = value;
      return;
    }
    case 'max-redirects': {
      const max = readCount(reader, field, 0, MAX_REDIRECTS_BOUND, 'a number of redirects');
      if (max !== undefined) options.maxRedirects = max;
      return;
    }
    case 'limit-rate': {
      const rate = readCount(reader, field, 1, Number.MAX_SAFE_INTEGER, 'a number of bytes per second');
      if (rate !== undefined) options.limitRate = rate;
      return;
    }
  }
}

function readFlag(reader: ParseContext, field: Field): boolean | undefined {
  if (isScalar(field.value) && typeof field.value.value === 'boolean') return field.value.value;
  reader.error(
    valueSpan(reader, field),
    'wrong-type',
    `\`${field.name}\` must be true or false, got ${describeNode(field.value)}`,
  );
  return undefined;
}

function readCount(reader: ParseContext, field: Field, min: number, max: number, what: string): number | undefined {
  const text = scalarText(field.value)?.trim();
  const value = text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
  if (value !== undefined && value >= min && value <= max) return value;
  const bounds = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
  reader.error(
    valueSpan(reader, field),
    'invalid-option',
    `\`${field.name}\` must be ${what}, ${bounds}, got ${text === undefined ? describeNode(field.value) : `\`${text}\``}`,
    field.name === 'max-redirects' && text === '-1'
      ? `Hurl's -1 (no limit) is not offered: a redirect loop would never end; write up to ${MAX_REDIRECTS_BOUND}`
      : undefined,
  );
  return undefined;
}

/** `host:port:address` (resolve, 3 parts) or `host:port:host2:port2` (connect-to, 4 parts); an IPv6 address in brackets. */
function readRoutes(reader: ParseContext, field: Field, parts: 3 | 4): ConnectionRoute[] | undefined {
  const example = parts === 3 ? 'api.example.com:443:127.0.0.1' : 'api.example.com:443:localhost:8443';
  const routes: ConnectionRoute[] = [];
  for (const item of readList(reader, field, `a list of \`${example}\` entries`, true) ?? []) {
    const text = isScalar(item) ? scalarText(item) : undefined;
    const route = text === undefined ? undefined : parseRoute(text.trim(), parts);
    if (route === undefined) {
      reader.error(
        reader.spanOf(item, field.keySpan),
        'invalid-option',
        `\`${field.name}\` entries are \`${parts === 3 ? 'host:port:address' : 'host:port:host2:port2'}\`, got ${text === undefined ? describeNode(item) : `\`${text}\``}`,
        `e.g. \`${example}\``,
      );
      continue;
    }
    routes.push(route);
  }
  return routes.length > 0 ? routes : undefined;
}

const HOST = String.raw`(\[[0-9A-Fa-f:.]+\]|[^:\[\]\s]*)`;
const PORT = String.raw`(\d{0,5})`;
const RESOLVE = new RegExp(`^${HOST}:${PORT}:${HOST}$`);
const CONNECT_TO = new RegExp(`^${HOST}:${PORT}:${HOST}:${PORT}$`);

function parseRoute(text: string, parts: 3 | 4): ConnectionRoute | undefined {
  const match = (parts === 3 ? RESOLVE : CONNECT_TO).exec(text);
  if (match === null) return undefined;
  const [, host = '', port = '', toHost = '', toPort = ''] = match;
  if ([port, toPort].some((each) => each !== '' && Number(each) > 65535)) return undefined;
  const bare = (each: string): string => (each.startsWith('[') ? each.slice(1, -1) : each).toLowerCase();
  // resolve names a host and port exactly, and an address to connect to.
  if (parts === 3 && (host === '' || port === '' || toHost === '')) return undefined;
  return { host: bare(host), port, toHost: bare(toHost), toPort: parts === 3 ? port : toPort };
}
