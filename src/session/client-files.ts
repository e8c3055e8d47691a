// The files of the HTTP client's command-line options: `--netrc`/`--netrc-file`/`--netrc-optional`
// (logins by host) and `--cookie` (a Netscape cookie file read into every jar), read when the run is
// prepared, so a missing or malformed one ends the run before anything is sent; and `--cookie-jar`,
// written when the run ends, secret cookies named but not written. Only the command line and the
// action set these: `assay serve` runs with the defaults, so a project never names a host file here.
import { accessSync, constants, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { RunOptions } from '../model/index.ts';
import { ANYWHERE, locateFile, readNamedFileSync } from '../model/file-access.ts';
import { parseNetrc, type Netrc } from '../engine/auth/netrc.ts';
import { formatCookieFile, parseCookieFile, type FileCookie } from '../engine/cookies/netscape.ts';
import type { RunCookieJar } from '../engine/cookies/jar.ts';

export interface ClientFiles {
  netrc?: { netrc: Netrc; required: boolean };
  /** `--cookie`; with `--cookie-jar` alone, empty: every collection keeps cookies either way. */
  cookies?: FileCookie[];
  /** `--cookie-jar`, resolved. */
  cookieJarPath?: string;
}

export function readClientFiles(
  options: RunOptions,
  where: { cwd: string; env: Record<string, string | undefined> },
  /** prepare.ts's SecretSink (named by shape: prepare imports this module). */
  addSecret: (value: string, name: string, derived?: boolean) => void,
): { ok: true; files: ClientFiles } | { ok: false; problem: string } {
  const files: ClientFiles = {};
  if (options.netrc !== undefined) {
    const home = where.env.HOME ?? where.env.USERPROFILE;
    const written = options.netrc.file ?? (home === undefined ? undefined : join(home, '.netrc'));
    const flag =
      options.netrc.file !== undefined ? '--netrc-file' : options.netrc.optional ? '--netrc-optional' : '--netrc';
    const text =
      written === undefined ? { problem: 'no home directory to find .netrc in' } : readText(written, where.cwd);
    if ('problem' in text) {
      if (!options.netrc.optional) return { ok: false, problem: `${flag}: ${text.problem}` };
    } else {
      const parsed = parseNetrc(text.text);
      if (!parsed.ok) return { ok: false, problem: `${flag}: ${written}:${parsed.line}: ${parsed.message}` };
      for (const login of [...parsed.netrc.machines.values(), parsed.netrc.default])
        if (login?.password) addSecret(login.password, 'a password from the netrc file');
      files.netrc = { netrc: parsed.netrc, required: !options.netrc.optional };
    }
  }
  if (options.cookieFile !== undefined) {
    const text = readText(options.cookieFile, where.cwd);
    if ('problem' in text) return { ok: false, problem: `--cookie: ${text.problem}` };
    const parsed = parseCookieFile(text.text);
    if (!parsed.ok) return { ok: false, problem: `--cookie: ${options.cookieFile}:${parsed.line}: ${parsed.message}` };
    // A cookie is a credential, as one a server sets is (a short one is not worth masking).
    for (const cookie of parsed.cookies) addSecret(cookie.value, `cookie ${cookie.name} of --cookie`, true);
    files.cookies = parsed.cookies;
  }
  if (options.cookieJar !== undefined) {
    const path = resolve(where.cwd, options.cookieJar);
    try {
      accessSync(dirname(path), constants.W_OK);
    } catch {
      return { ok: false, problem: `--cookie-jar: cannot write in the folder of ${options.cookieJar}` };
    }
    files.cookieJarPath = path;
    files.cookies ??= [];
  }
  return { ok: true, files };
}

/** `--cookie-jar`: the cookies of each collection's last jar; those whose value is a secret only named. */
export function writeCookieJar(
  path: string,
  jars: readonly RunCookieJar[],
  isSecret: (value: string) => boolean,
): void {
  const cookies = jars.flatMap((jar) => jar.cookies());
  writeFileSync(
    path,
    formatCookieFile(cookies, (cookie) => isSecret(cookie.value)),
    { mode: 0o600 },
  );
}

function readText(written: string, cwd: string): { text: string } | { problem: string } {
  const located = locateFile(written, cwd, ANYWHERE);
  if ('problem' in located) return located;
  const read = readNamedFileSync(located.path, written, ANYWHERE);
  return 'problem' in read ? read : { text: read.bytes.toString('utf8') };
}
