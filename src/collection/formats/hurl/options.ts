// A Hurl entry's [Options] → assay test keys (issue 30's names: `location` → `follow-redirects`,
// `max-redirs` → `max-redirects`, `http1.0` → `http-version: "1.0"`, …). Options of the command
// line's world (certificates, verbosity, output files) are notes: docs/from-hurl.md says why.
import type { KeyValue, Position } from './ast.ts';
import type { NoteSink } from './notes.ts';
import { literalText } from './reader.ts';
import type { Scope } from './scope.ts';

type Json = Record<string, unknown>;

export interface ConvertedOptions {
  keys: Json;
  /** `header: Name: value` options. */
  headers: string[];
  auth?: Json;
  /** `skip: true`: the test is written commented out. */
  skip: boolean;
}

/** Options assay does not have per test, with what to do instead. */
const UNSUPPORTED: Record<string, string> = {
  cacert: 'give the run NODE_EXTRA_CA_CERTS=<file> instead',
  cert: 'client certificates are not supported',
  key: 'client certificates are not supported',
  insecure: 'pass --insecure on the command line',
  'connect-timeout': 'assay has one deadline per request: the test timeout',
  http3: 'assay speaks HTTP/1.1 and HTTP/2',
  ipv4: 'the address family is chosen by the resolver',
  ipv6: 'the address family is chosen by the resolver',
  netrc: 'pass --netrc on the command line',
  'netrc-file': 'pass --netrc-file on the command line',
  'netrc-optional': 'pass --netrc-optional on the command line',
  output: 'results.json holds every response',
  pinnedpubkey: 'public key pinning is not supported',
  repeat: 'repeat the run with --repeats, or copy the test',
  'unix-socket': 'Unix sockets are not supported',
  verbose: 'results.json and the reports hold every exchange (--debug prints more)',
  'very-verbose': 'results.json and the reports hold every exchange (--debug prints more)',
  digest: 'digest authentication is not supported',
  ntlm: 'NTLM authentication is not supported',
  negotiate: 'Negotiate authentication is not supported',
};

export function convertOptions(options: KeyValue[], scope: Scope, notes: NoteSink): ConvertedOptions {
  const result: ConvertedOptions = { keys: {}, headers: [], skip: false };
  let user: { name: string; password: string; position: Position } | undefined;
  let awsProvider: string | undefined;
  for (const option of options) {
    const name = literalText(option.key) ?? '';
    const value = scope.text(option.value, notes);
    const position = option.position;
    const flag = () => value === 'true' || value === '';
    switch (name) {
      case 'variable': {
        const equals = value.indexOf('=');
        if (equals <= 0) notes.unconverted(position, `variable: ${value}: expected name=value`);
        else scope.optionVariables.set(value.slice(0, equals).trim(), typed(value.slice(equals + 1).trim()));
        break;
      }
      case 'location':
        result.keys['follow-redirects'] = flag();
        break;
      case 'location-trusted':
        result.keys['follow-redirects'] = flag();
        result.keys['location-trusted'] = flag();
        break;
      case 'max-redirs': {
        const count = integer(value, name, position, notes);
        if (count === -1)
          notes.unsupported(position, 'max-redirs: -1 (without end) is written as 1000, the most assay follows');
        result.keys['max-redirects'] = count === -1 ? 1000 : count;
        break;
      }
      case 'compressed':
        // assay always decodes gzip, deflate and br; Hurl asks for them with this option.
        if (flag()) result.headers.push('Accept-Encoding: gzip, deflate, br');
        break;
      case 'http1.0':
      case 'http1.1':
      case 'http2':
        if (flag()) result.keys['http-version'] = name.slice(4);
        break;
      case 'delay':
        result.keys.delay = milliseconds(value, 'ms', name, position, notes);
        break;
      case 'max-time':
        result.keys.timeout = milliseconds(value, 's', name, position, notes);
        break;
      case 'retry': {
        const count = integer(value, name, position, notes);
        if (count === -1) notes.unsupported(position, 'retry: -1 (without end) is written as 1000 retries');
        result.keys.retry = { ...(result.keys.retry as Json), count: count === -1 ? 1000 : count };
        break;
      }
      case 'retry-interval':
        result.keys.retry = {
          ...(result.keys.retry as Json),
          interval: milliseconds(value, 'ms', name, position, notes),
        };
        break;
      case 'proxy':
        result.keys.proxy = value;
        break;
      case 'resolve':
      case 'connect-to':
        result.keys[name] = [...((result.keys[name] as string[] | undefined) ?? []), value];
        break;
      case 'limit-rate':
        result.keys['limit-rate'] = integer(value, name, position, notes);
        break;
      case 'path-as-is':
        result.keys['path-as-is'] = flag();
        break;
      case 'skip':
        result.skip = flag();
        break;
      case 'header':
        if (value.includes(':')) result.headers.push(value);
        else notes.unconverted(position, `header: ${value}: expected Name: value`);
        break;
      case 'user': {
        const colon = value.indexOf(':');
        user = {
          name: colon < 0 ? value : value.slice(0, colon),
          password: colon < 0 ? '' : value.slice(colon + 1),
          position,
        };
        break;
      }
      case 'aws-sigv4':
        awsProvider = value;
        break;
      default:
        // An option turned off is Hurl's default, and assay's.
        if (value === 'false') break;
        if (UNSUPPORTED[name] !== undefined) notes.unsupported(position, `[Options] ${name}: ${UNSUPPORTED[name]}`);
        else notes.unconverted(position, `[Options] ${name} is not converted`);
    }
  }
  if (awsProvider !== undefined) {
    scope.secretsUsed.add('awsAccessKey').add('awsSecretKey');
    result.auth = {
      'aws-sigv4': {
        provider: awsProvider,
        'access-key': '${{ secrets.awsAccessKey }}',
        'secret-key': '${{ secrets.awsSecretKey }}',
      },
    };
    notes.secret(
      user?.position ?? options[0]!.position,
      'the AWS keys are not copied: pass them with --secrets awsAccessKey=… awsSecretKey=…',
    );
  } else if (user !== undefined) {
    const password = user.password.includes('${{') ? user.password : '${{ secrets.password }}';
    if (!user.password.includes('${{')) {
      scope.secretsUsed.add('password');
      notes.secret(user.position, "the user option's password is not copied: pass it with --secrets password=…");
    }
    result.auth = { basic: { username: user.name, password } };
  }
  return result;
}

/** A variable's value as Hurl types it: a number, a boolean, null, or text. */
function typed(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null') return null;
  if (/^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text))) return Number(text);
  return text;
}

function integer(value: string, name: string, position: Position, notes: NoteSink): number | string {
  if (/^-?\d+$/.test(value)) return Number(value);
  if (!value.includes('${{')) notes.unconverted(position, `${name}: ${value} is not an integer`);
  return value;
}

/** `500`, `500ms`, `2s`, `1m` in milliseconds (a bare number in `unit`). */
function milliseconds(
  value: string,
  unit: 'ms' | 's',
  name: string,
  position: Position,
  notes: NoteSink,
): number | string {
  const match = /^(\d+)(ms|s|m|h)?$/.exec(value);
  if (!match) {
    if (!value.includes('${{')) notes.unconverted(position, `${name}: ${value} is not a duration`);
    return value;
  }
  const factor = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? unit]!;
  return Number(match[1]) * factor;
}
