// The Netscape cookie file format that curl and Hurl read (--cookie) and write (--cookie-jar): one
// cookie a line, seven tab-separated fields — domain, include subdomains, path, secure, expiry (Unix
// seconds, 0 for a session cookie), name, value — `#` comments, and `#HttpOnly_` before the domain
// of an HttpOnly cookie.

export interface FileCookie {
  /** Without a leading dot. */
  domain: string;
  includeSubdomains: boolean;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  /** Unix seconds; 0 for a session cookie. */
  expires: number;
  name: string;
  value: string;
}

export type CookieFileParse = { ok: true; cookies: FileCookie[] } | { ok: false; line: number; message: string };

const HTTP_ONLY = '#HttpOnly_';

export function parseCookieFile(text: string): CookieFileParse {
  const cookies: FileCookie[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    let line = lines[index]!;
    const httpOnly = line.startsWith(HTTP_ONLY);
    if (httpOnly) line = line.slice(HTTP_ONLY.length);
    else if (line.startsWith('#') || line.trim() === '') continue;
    const fields = line.split('\t');
    // curl writes an empty value as a trailing tab; a line without it has six fields.
    if (fields.length !== 7 && fields.length !== 6)
      return { ok: false, line: index + 1, message: `expected 7 tab-separated fields, got ${fields.length}` };
    const [domain, subdomains, path, secure, expires, name, value = ''] = fields as string[];
    if (!/^(TRUE|FALSE)$/i.test(subdomains!) || !/^(TRUE|FALSE)$/i.test(secure!))
      return { ok: false, line: index + 1, message: 'the 2nd and 4th fields must be TRUE or FALSE' };
    if (!/^\d+$/.test(expires!))
      return { ok: false, line: index + 1, message: 'the 5th field (expiry) must be Unix seconds' };
    if (domain === '' || name === '')
      return { ok: false, line: index + 1, message: 'a cookie needs a domain and a name' };
    cookies.push({
      domain: domain!.replace(/^\./, '').toLowerCase(),
      includeSubdomains: subdomains!.toUpperCase() === 'TRUE',
      path: path === '' ? '/' : path!,
      secure: secure!.toUpperCase() === 'TRUE',
      httpOnly,
      expires: Number(expires),
      name: name!,
      value,
    });
  }
  return { ok: true, cookies };
}

/** The file text; a cookie `leaveOut` says is a secret is written as a comment naming it, without its value. */
export function formatCookieFile(cookies: readonly FileCookie[], leaveOut: (cookie: FileCookie) => boolean): string {
  const lines = [
    '# Netscape HTTP Cookie File',
    '# Written by assay (--cookie-jar). Secret cookies are named, not written.',
    '',
  ];
  for (const cookie of cookies) {
    const domain = cookie.includeSubdomains ? `.${cookie.domain}` : cookie.domain;
    if (leaveOut(cookie)) {
      lines.push(`# secret cookie left out: ${oneLine(cookie.name)} (${domain} ${oneLine(cookie.path)})`);
      continue;
    }
    lines.push(
      [
        `${cookie.httpOnly ? HTTP_ONLY : ''}${domain}`,
        cookie.includeSubdomains ? 'TRUE' : 'FALSE',
        cookie.path,
        cookie.secure ? 'TRUE' : 'FALSE',
        String(cookie.expires),
        cookie.name,
        cookie.value,
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n\t]/g, ' ');
}
