// A .netrc file (curl's --netrc, --netrc-file): `machine NAME login USER password PASS`, `default`,
// `account` and `macdef` (a macro: skipped to its blank line). Tokens are separated by any white
// space; a token may be double-quoted with backslash escapes, as curl reads them.

export interface NetrcLogin {
  login: string;
  password: string;
}

export interface Netrc {
  /** By machine name (lower case). */
  machines: ReadonlyMap<string, NetrcLogin>;
  default?: NetrcLogin;
}

export type NetrcParse = { ok: true; netrc: Netrc } | { ok: false; line: number; message: string };

export function parseNetrc(text: string): NetrcParse {
  const machines = new Map<string, NetrcLogin>();
  let fallback: NetrcLogin | undefined;
  const tokens = tokenize(text);
  let current: { name: string | undefined; login: string; password: string } | undefined;
  const close = (): void => {
    if (current === undefined) return;
    const entry = { login: current.login, password: current.password };
    if (current.name === undefined) fallback ??= entry;
    else if (!machines.has(current.name)) machines.set(current.name, entry);
    current = undefined;
  };
  for (let i = 0; i < tokens.length; i++) {
    const { value, line } = tokens[i]!;
    const next = (): string | NetrcParse => {
      const token = tokens[++i];
      return token === undefined ? { ok: false, line, message: `\`${value}\` has no value` } : token.value;
    };
    switch (value) {
      case 'machine': {
        close();
        const name = next();
        if (typeof name !== 'string') return name;
        current = { name: name.toLowerCase(), login: '', password: '' };
        break;
      }
      case 'default':
        close();
        current = { name: undefined, login: '', password: '' };
        break;
      case 'login':
      case 'password':
      case 'account': {
        const word = next();
        if (typeof word !== 'string') return word;
        if (current === undefined) return { ok: false, line, message: `\`${value}\` before any \`machine\`` };
        if (value === 'login') current.login = word;
        else if (value === 'password') current.password = word;
        break;
      }
      case 'macdef':
        close();
        // The macro's name, then its lines up to the first empty line.
        i++;
        while (i + 1 < tokens.length && !tokens[i + 1]!.afterBlankLine) i++;
        break;
      default:
        return {
          ok: false,
          line,
          message: `unexpected \`${value}\` (expected machine, default, login, password, account or macdef)`,
        };
    }
  }
  close();
  return { ok: true, netrc: { machines, ...(fallback ? { default: fallback } : {}) } };
}

/** The login for a host, the `default` entry when no machine is named for it. */
export function netrcLogin(netrc: Netrc, hostname: string): NetrcLogin | undefined {
  return netrc.machines.get(hostname.toLowerCase()) ?? netrc.default;
}

interface Token {
  value: string;
  line: number;
  /** An empty line came between this token and the one before (ends a macdef). */
  afterBlankLine: boolean;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let blank = false;
  let i = 0;
  let lineHasToken = false;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\n') {
      if (!lineHasToken && i > 0) blank = true;
      lineHasToken = false;
      line++;
      i++;
      continue;
    }
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === '#' && !lineHasToken) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    let value = '';
    if (char === '"') {
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        value += text[i];
        i++;
      }
      i++;
    } else {
      while (i < text.length && !/\s/.test(text[i]!)) value += text[i++];
    }
    tokens.push({ value, line, afterBlankLine: blank });
    blank = false;
    lineHasToken = true;
  }
  return tokens;
}
