// A test's `method`: the standard methods in any case, a registered one as written, a typo warned about.
import type { HttpMethod } from '../../../../model/index.ts';
import { readText, valueSpan, type Field } from '../fields.ts';
import type { Reader } from '../../../yaml/parse-context.ts';
import { suggestion } from '../../../suggest.ts';
import { HTTP_TOKEN } from './http-token.ts';

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];
/**
 * Methods written as registered need no warning: IANA's HTTP Method Registry (WebDAV, versioning,
 * LINK, QUERY…) and `PURGE`, which caches (Varnish, Squid, Fastly) answer. A near miss of a standard
 * method outside this list (`PSOT`, `GETS`) is probably a typo and is warned about.
 */
const REGISTERED_METHODS: ReadonlySet<string> = new Set([
  ...['ACL', 'BASELINE-CONTROL', 'BIND', 'CHECKIN', 'CHECKOUT', 'CONNECT', 'COPY', 'LABEL', 'LINK', 'LOCK'],
  ...['MERGE', 'MKACTIVITY', 'MKCALENDAR', 'MKCOL', 'MKREDIRECTREF', 'MKWORKSPACE', 'MOVE', 'ORDERPATCH'],
  ...['PRI', 'PROPFIND', 'PROPPATCH', 'QUERY', 'REBIND', 'REPORT', 'SEARCH', 'UNBIND', 'UNCHECKOUT'],
  ...['UNLINK', 'UNLOCK', 'UPDATE', 'UPDATEREDIRECTREF', 'VERSION-CONTROL', 'PURGE'],
]);

/** The standard methods in any case (sent upper case); any other token as written (`PURGE`, `PROPFIND`). */
export function readMethod(reader: Reader, field: Field): HttpMethod {
  const text = readText(reader, field)?.trim();
  if (text === undefined) return 'GET';
  const upper = text.toUpperCase();
  if (METHODS.includes(upper)) return upper;
  if (!HTTP_TOKEN.test(text)) {
    reader.error(
      valueSpan(reader, field),
      'invalid-method',
      `\`${text}\` is not an HTTP method: a method is one word of letters, digits and !#$%&'*+-.^_\`|~`,
      suggestion(upper, METHODS),
    );
    return 'GET';
  }
  if (REGISTERED_METHODS.has(text)) return text;
  const near = REGISTERED_METHODS.has(upper)
    ? `did you mean \`${upper}\`? methods are case-sensitive`
    : suggestion(upper, METHODS);
  if (near)
    reader.warning(
      valueSpan(reader, field),
      'unusual-method',
      `\`${text}\` is not a standard HTTP method; it is sent as written`,
      near,
    );
  return text;
}
