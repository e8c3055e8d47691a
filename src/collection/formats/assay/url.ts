// Whether a URL can be sent, and what the user most likely meant when it cannot
// (`api.example.com` → `https://api.example.com`).

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A host (name with a dot, localhost or an IPv4 address) and optional port, then a path or nothing. */
const HOST_FIRST = /^(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?(?:[/?#]|$)/i;
/** A mistyped scheme: `htp://`, `https//`, `http:/`, `http:host`. */
const NEAR_SCHEME = /^(h?t?t?p?s?)(:\/?\/?|\/\/)(?=[^/])/i;

export function isAbsolute(text: string): boolean {
  return ABSOLUTE.test(text);
}

/** Why a URL (that is not just a template) cannot be sent; undefined when it is fine. */
export function absoluteUrlProblem(text: string): string | undefined {
  if (text.startsWith('${{')) return undefined;
  if (!ABSOLUTE.test(text)) return `\`${withoutPassword(text)}\` has no \`http://\` or \`https://\``;
  if (!/^https?:\/\//i.test(text))
    return `\`${text.slice(0, text.indexOf(':'))}\` URLs cannot be tested, only http and https`;
  if (!text.includes('${{') && !URL.canParse(text)) return `\`${withoutPassword(text)}\` is not a valid URL`;
  return undefined;
}

/**
 * The URL as a message may quote it: the password of a `user:password@` part masked, with or without
 * a scheme — the value may come from `--variables` or `${{ env.X }}`, where nothing else knows it.
 */
function withoutPassword(text: string): string {
  return text.replace(/^((?:[a-z][a-z0-9+.-]*:\/\/)?[^\s/?#@:]+:)[^\s/?#@]+@/i, '$1***@');
}

/** The URL the user probably meant, when a bad one is close to one; undefined otherwise. */
export function likelyUrl(text: string): string | undefined {
  const trimmed = text.trim();
  const candidate = HOST_FIRST.test(trimmed)
    ? `${/^(localhost|127\.)/i.test(trimmed) ? 'http' : 'https'}://${trimmed}`
    : nearScheme(trimmed);
  return candidate !== undefined && candidate !== text && URL.canParse(candidate) ? candidate : undefined;
}

function nearScheme(text: string): string | undefined {
  const match = NEAR_SCHEME.exec(text);
  if (!match || match[1].length < 3 || !/^h/i.test(match[1])) return undefined;
  const rest = text.slice(match[0].length);
  if (!HOST_FIRST.test(rest)) return undefined;
  return `${/s$/i.test(match[1]) ? 'https' : 'http'}://${rest}`;
}
