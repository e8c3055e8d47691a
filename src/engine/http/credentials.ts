// The values of the headers that hold credentials, which are secrets wherever a server echoes them
// (a URL's userinfo is read in model/credentials.ts).
import { isCredentialName } from '../../model/credentials.ts';

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
      // A header named like a credential (X-Api-Key, X-Auth-Token) holds one whole.
      return isCredentialName(name) ? [value.trim()] : [];
  }
}

const credentialHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

export function isCredentialHeader(name: string): boolean {
  return credentialHeaders.has(name.toLowerCase()) || isCredentialName(name);
}

function cookieValue(pair: string): string {
  const equals = pair.indexOf('=');
  return (equals < 0 ? pair : pair.slice(equals + 1)).trim().replace(/^"(.*)"$/, '$1');
}
