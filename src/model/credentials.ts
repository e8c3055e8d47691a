// Which names and parts of a URL hold credentials, shared by whoever sends, shows or writes them:
// a URL's userinfo (sent as Basic auth, as curl does) and the headers, query parameters and fields
// whose names say they carry a key, a token or a password.

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

/** Words that make a name a credential's: `X-Api-Key`, `api_key`, `access_token`, `password`, `X-Amz-Signature`. */
const CREDENTIAL_WORDS = new Set([
  'apikey',
  'key',
  'token',
  'secret',
  'password',
  'passwd',
  'pwd',
  'passphrase',
  'auth',
  'authorization',
  'credential',
  'credentials',
  'signature',
  'sig',
  'session',
  'sessionid',
  'phpsessid',
  'jsessionid',
  'sid',
  'jwt',
  'cookie',
  'otp',
]);

const MAY_BE_CREDENTIAL = /key|token|secret|pass|pwd|auth|credential|sig|session|sid|jwt|otp|cookie/i;

/** Whether a header, query parameter or field name says that its value is a credential. */
export function isCredentialName(name: string): boolean {
  // Most names (Accept, Content-Type, page) hold none of the words: one test, no split.
  if (!MAY_BE_CREDENTIAL.test(name)) return false;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some(
    (word, i) =>
      CREDENTIAL_WORDS.has(word) || (word === 'api' && words[i + 1] === 'key') || /^(api|access|secret)key$/.test(word),
  );
}

/**
 * The credentials a URL carries, as secrets: its user and password, and the values of its
 * credential-looking query parameters (`?token=…`).
 */
export function urlSecrets(text: string): string[] {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return [];
  }
  const secrets: string[] = [];
  const credentials = splitUrlCredentials(text);
  if (credentials !== undefined) {
    // A lone user is the credential itself (`https://TOKEN@host/`, as GitHub and others take a token).
    if (credentials.password === '') secrets.push(credentials.user);
    else secrets.push(credentials.password, `${credentials.user}:${credentials.password}`);
  }
  for (const [name, value] of url.searchParams) if (value !== '' && isCredentialName(name)) secrets.push(value);
  return secrets;
}

/** The URL as it may be shown: its userinfo and the values of credential-looking query parameters as `***`. */
export function displayUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  const userinfo = url.username !== '' || url.password !== '';
  const query = url.search.slice(1).split('&');
  const masked = query.map((pair) => {
    const equals = pair.indexOf('=');
    if (equals <= 0 || !isCredentialName(safeDecode(pair.slice(0, equals).replaceAll('+', ' ')))) return pair;
    return `${pair.slice(0, equals)}=***`;
  });
  const queryMasked = masked.some((pair, i) => pair !== query[i]);
  // A URL with nothing to hide is shown as written, not as the URL parser would normalise it.
  if (!userinfo && !queryMasked) return text;
  if (userinfo) {
    url.username = '***';
    url.password = '';
  }
  if (queryMasked) url.search = `?${masked.join('&')}`;
  return url.href.replace('://%2A%2A%2A@', '://***@');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
