// What the bench's target answers, defined once for both targets: bench/target.ts answers with it
// from Node, and bench/nginx.ts generates an nginx config from the same definitions.
//   GET /items/N       200 application/json itemBody(N); N is 0 or has no leading zero, ≤ 9 digits
//   … with x-token     a non-empty `x-token` must be the token of item N−1 (what the test before it
//                      captured), else 400 `bad token` (item 0 has no item before it)
//   anything else      404 `not found` (another method, a query, another path)

/** The digits of an item's number, in a syntax JavaScript and nginx's PCRE read alike. */
const ITEM_NUMBER = '0|[1-9][0-9]{0,8}';

/** Nine digits at most, so both targets read the same number (no float rounding, no overflow). */
export const MAX_ITEM_DIGITS = 9;

/** The request paths that are items, exactly as sent (the raw request target, query included). */
export const ITEM_PATH = new RegExp(`^/items/(${ITEM_NUMBER})$`);

/** `ITEM_PATH` for nginx, its number in a named capture (`map` values take named captures only). */
export function itemPathPcre(capture: string): string {
  return `^/items/(?<${capture}>${ITEM_NUMBER})$`;
}

/**
 * Item n's token: its number in a fixed frame, so that nginx builds it by substitution (`n` may be
 * an nginx variable) and checks it without arithmetic beyond the item before; at least 10
 * characters, above secret masking's 6 (src/report/secret-forms.ts), so it masks like a real one.
 */
export function tokenFor(n: number | string): string {
  return `tk-${n}-b3nch`;
}

export function itemBody(n: number | string): string {
  return `{"n":${n},"token":"${tokenFor(n)}","name":"item ${n}","tags":["bench","loopback"]}`;
}

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export const ITEM_TYPE = 'application/json';
export const NOT_FOUND: Answer = { status: 404, contentType: 'text/plain', body: 'not found' };
export const BAD_TOKEN: Answer = { status: 400, contentType: 'text/plain', body: 'bad token' };

/** The answer to one request; `token` is the x-token header as received (undefined when absent). */
export function answer(method: string, url: string, token: string | undefined): Answer {
  const match = ITEM_PATH.exec(url);
  if (method !== 'GET' || !match) return NOT_FOUND;
  const n = Number(match[1]);
  // nginx cannot tell an empty header from a missing one, so neither target does.
  if (token && (n === 0 || token !== tokenFor(n - 1))) return BAD_TOKEN;
  return { status: 200, contentType: ITEM_TYPE, body: itemBody(n) };
}

/**
 * N−1 for nginx, which has no arithmetic: `map` entries from a positive item's digits (captured as
 * `prefix`) to the digits of the item before, for each last non-zero digit and count of trailing
 * zeros (`…d00` → `…(d−1)99`), the ones that lose their leading digit (`100` → `99`) first.
 */
export function previousItemEntries(prefix: string): [pattern: string, value: string][] {
  const entries: [string, string][] = [];
  for (let zeros = 0; zeros < MAX_ITEM_DIGITS; zeros++) {
    if (zeros > 0) entries.push([`^1${'0'.repeat(zeros)}$`, '9'.repeat(zeros)]);
    for (let digit = 1; digit <= 9; digit++)
      entries.push([
        `^(?<${prefix}>[0-9]*)${digit}${'0'.repeat(zeros)}$`,
        `\${${prefix}}${digit - 1}${'9'.repeat(zeros)}`,
      ]);
  }
  return entries;
}
