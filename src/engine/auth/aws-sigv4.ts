// AWS Signature Version 4 (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html),
// as curl's --aws-sigv4 applies it: `provider1:provider2:region:service` names the algorithm
// (`AWS4-HMAC-SHA256`), the header prefix (`x-amz-`), the region and the service. The request is
// signed as it will be sent: method, path, query, Host, the date, the body's SHA-256 and the headers
// the test gives. Only node:crypto; the signature, the secret key and the session token are secrets.
// node:crypto is loaded by the first signature, not at every start (a plain run never needs it).
const crypto = () => process.getBuiltinModule('node:crypto');

export interface AwsCredentials {
  provider: string;
  accessKey: string;
  secretKey: string;
  sessionToken?: string;
}

export interface SignableRequest {
  method: string;
  url: string;
  headers: readonly [string, string][];
  body: string | Uint8Array | undefined;
}

export type Signed = { ok: true; headers: [string, string][] } | { ok: false; error: string };

/** The headers to add to the request: the date, the body hash (S3), the session token and Authorization. */
export function signAwsV4(credentials: AwsCredentials, request: SignableRequest, now: Date): Signed {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { ok: false, error: 'aws-sigv4: the URL cannot be signed' };
  }
  const parts = providerParts(credentials.provider, url.hostname);
  if (typeof parts === 'string') return { ok: false, error: `aws-sigv4: ${parts}` };
  const [algorithmName, prefixName, region, service] = parts;
  const prefix = prefixName.toLowerCase();
  const algorithm = `${algorithmName.toUpperCase()}4-HMAC-SHA256`;
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = stamp.slice(0, 8);
  const payloadHash = sha256Hex(request.body ?? '');
  const added: [string, string][] = [[`X-${capitalised(prefix)}-Date`, stamp]];
  if (service === 's3') added.push([`X-${capitalised(prefix)}-Content-Sha256`, payloadHash]);
  if (credentials.sessionToken !== undefined)
    added.push([`X-${capitalised(prefix)}-Security-Token`, credentials.sessionToken]);

  const signedHeaders = canonicalHeaders(url, [...request.headers, ...added]);
  const names = signedHeaders.map(([name]) => name).join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalUri(url, service),
    canonicalQuery(url),
    signedHeaders.map(([name, value]) => `${name}:${value}\n`).join(''),
    names,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/${service}/${algorithmName.toLowerCase()}4_request`;
  const stringToSign = [algorithm, stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`${algorithmName.toUpperCase()}4${credentials.secretKey}`, day);
  for (const part of [region, service, `${algorithmName.toLowerCase()}4_request`]) key = hmac(key, part);
  const signature = hmac(key, stringToSign).toString('hex');
  added.push([
    'Authorization',
    `${algorithm} Credential=${credentials.accessKey}/${scope}, SignedHeaders=${names}, Signature=${signature}`,
  ]);
  return { ok: true, headers: added };
}

/**
 * `provider1[:provider2[:region[:service]]]`: as curl, a missing provider2 is provider1, and a
 * missing region and service are read from a host named `service.region.amazonaws.com`.
 */
function providerParts(provider: string, hostname: string): [string, string, string, string] | string {
  const parts = provider.split(':');
  if (parts.length > 4 || parts.some((part) => !/^[A-Za-z0-9-]+$/.test(part)))
    return '`provider` must be `provider1[:provider2[:region[:service]]]`, e.g. aws:amz:eu-west-1:s3';
  const [first, second = first, region, service] = parts as [string, string?, string?, string?];
  const labels = hostname.split('.');
  const fromHost = labels.length >= 4 ? { service: labels[0]!, region: labels[1]! } : undefined;
  const chosenRegion = region ?? fromHost?.region;
  const chosenService = service ?? fromHost?.service;
  if (chosenRegion === undefined || chosenService === undefined)
    return `\`provider\` ${provider} names no region and service, and the host ${hostname} is not service.region.…: write provider1:provider2:region:service`;
  return [first, second, chosenRegion, chosenService];
}

/**
 * Host and every header the test sends, as the AWS SDKs choose them: not Authorization, the
 * User-Agent, nor the headers a proxy or the connection may change. Names lower case and sorted,
 * values trimmed with inner runs of spaces made one, repeated headers joined with commas.
 */
function canonicalHeaders(url: URL, headers: readonly [string, string][]): [string, string][] {
  const byName = new Map<string, string[]>([['host', [url.host]]]);
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (UNSIGNED_HEADERS.has(lower)) continue;
    const values = byName.get(lower) ?? [];
    values.push(value.trim().replace(/\s+/g, ' '));
    byName.set(lower, values);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, values]) => [name, values.join(',')]);
}

const UNSIGNED_HEADERS = new Set([
  'authorization',
  'user-agent',
  'expect',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'transfer-encoding',
  'upgrade',
  'x-amzn-trace-id',
]);

/** The path encoded once more per segment (twice in all), except for S3, whose path is signed as sent. */
function canonicalUri(url: URL, service: string): string {
  const path = url.pathname === '' ? '/' : url.pathname;
  if (service === 's3') return path;
  return path
    .split('/')
    .map((segment) => uriEncode(segment))
    .join('/');
}

/** Each name=value decoded then encoded the AWS way, sorted by name, then value. */
function canonicalQuery(url: URL): string {
  const search = url.search.slice(1);
  if (search === '') return '';
  return search
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      const value = equals < 0 ? '' : pair.slice(equals + 1);
      return [uriEncode(safeDecode(name)), uriEncode(safeDecode(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Every byte but A-Z a-z 0-9 - . _ ~ as %XX (upper-case hex), as SigV4 requires. */
function uriEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function sha256Hex(data: string | Uint8Array): string {
  return crypto().createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return crypto().createHmac('sha256', key).update(data, 'utf8').digest();
}
