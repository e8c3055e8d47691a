// Credentials a request carries: the userinfo of its URL, which becomes Basic auth as curl does, and
// the values of the headers that hold credentials, which are secrets wherever a server echoes them.

export interface UrlCredentials {
  /** The URL without its userinfo. */
  url: string;
  user: string;
  password: string;
}

/** The userinfo of `text` (percent-decoded, as curl does) and the URL without it; undefined when there is none. */
export function splitUrlCredentials(text: string): UrlCredentials | undefined {
  if (!text.includes('@')) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.username === '' && url.password === '') return undefined;
  const user = safeDecode(url.username);
  const password = safeDecode(url.password);
  url.username = '';
  url.password = '';
  return { url: url.href, user, password };
}

export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/** The secret parts of a credential header's value (`Authorization`, `Cookie`, `Set-Cookie`, …). */
export function credentialValues(name: string, value: string): string[] {
  switch (name.toLowerCase()) {
    case 'authorization':
    case 'proxy-authorization': {
      const scheme = /^(\S+)\s+(.+)$/.exec(value.trim());
      if (scheme === null) return [value];
      const token = scheme[2]!;
      if (scheme[1]!.toLowerCase() !== 'basic') return [token];
      const decoded = Buffer.from(token, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      return colon < 0 ? [token] : [token, decoded, decoded.slice(colon + 1)];
    }
    case 'cookie':
      return value.split(';').map(cookieValue);
    case 'set-cookie':
      return [cookieValue(value.split(';')[0]!)];
    default:
      return [];
  }
}

const credentialHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

export function isCredentialHeader(name: string): boolean {
  return credentialHeaders.has(name.toLowerCase());
}

function cookieValue(pair: string): string {
  const equals = pair.indexOf('=');
  return (equals < 0 ? pair : pair.slice(equals + 1)).trim().replace(/^"(.*)"$/, '$1');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
