// `Set-Cookie` response headers read with their attributes (RFC 6265 §5.2, leniently: an
// attribute that does not parse is kept as written, never an error).

export interface ResponseCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased (`secure`, `httponly`, `samesite`, `path`, `domain`, `max-age`, `expires`…);
   *  a flag attribute has the value `true`. */
  attributes: Record<string, string | true>;
}

export function parseSetCookie(header: string): ResponseCookie | undefined {
  const [pair = '', ...rest] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return undefined;
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const at = part.indexOf('=');
    const name = (at === -1 ? part : part.slice(0, at)).trim().toLowerCase();
    if (name !== '') attributes[name] = at === -1 ? true : part.slice(at + 1).trim();
  }
  return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim(), attributes };
}
