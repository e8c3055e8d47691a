// auth: aws-sigv4. AWS's published examples fix the algorithm; a loopback server then checks what a
// run sends with its own implementation of the documented steps, written apart from the signer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { signAwsV4 } from '../../../src/engine/auth/aws-sigv4.ts';
import { startTargetServer, type TargetServer, type ReceivedRequest } from '../../helpers/target-server.ts';
import { runCollection } from './run.ts';

const SUITE = { accessKey: 'AKIDEXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const SUITE_DATE = new Date(Date.UTC(2015, 7, 30, 12, 36, 0));

function signature(signed: ReturnType<typeof signAwsV4>): string {
  assert.ok(signed.ok);
  return /Signature=([0-9a-f]{64})$/.exec(signed.headers.at(-1)![1])![1]!;
}

test('the AWS Signature Version 4 test suite: get-vanilla, post-vanilla, get-vanilla-query-order-key-case', () => {
  const provider = 'aws:amz:us-east-1:service';
  const sign = (method: string, url: string) =>
    signAwsV4({ provider, ...SUITE }, { method, url, headers: [], body: undefined }, SUITE_DATE);
  const vanilla = sign('GET', 'https://example.amazonaws.com/');
  assert.ok(vanilla.ok);
  assert.deepEqual(vanilla.headers, [
    ['X-Amz-Date', '20150830T123600Z'],
    [
      'Authorization',
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    ],
  ]);
  assert.equal(
    signature(sign('POST', 'https://example.amazonaws.com/')),
    '5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b',
  );
  assert.equal(
    signature(sign('GET', 'https://example.amazonaws.com/?Param2=value2&Param1=value1')),
    'b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500',
  );
});

test('a provider without region and service takes them from the host (service.region.amazonaws.com), as curl', () => {
  const request = { method: 'GET', url: 'https://sts.eu-west-3.amazonaws.com/', headers: [], body: undefined };
  const short = signAwsV4({ provider: 'aws:amz', ...SUITE }, request, SUITE_DATE);
  const long = signAwsV4({ provider: 'aws:amz:eu-west-3:sts', ...SUITE }, request, SUITE_DATE);
  assert.deepEqual(short, long);
  const nowhere = signAwsV4({ provider: 'aws', ...SUITE }, { ...request, url: 'https://localhost/' }, SUITE_DATE);
  assert.ok(!nowhere.ok);
  assert.match(nowhere.error, /names no region and service/);
});

test('the S3 documentation example: GET /test.txt with a Range header', () => {
  const signed = signAwsV4(
    {
      provider: 'aws:amz:us-east-1:s3',
      accessKey: 'AKIAIOSFODNN7EXAMPLE',
      secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    },
    {
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: [['Range', 'bytes=0-9']],
      body: undefined,
    },
    new Date(Date.UTC(2013, 4, 24)),
  );
  assert.equal(signature(signed), 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
});

/** The verifier: the steps of the AWS documentation, from what arrived. */
function verify(request: ReceivedRequest, host: string, secretKey: string): string | undefined {
  const header = (name: string) => request.headers.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v);
  const authorization = header('authorization')[0] ?? '';
  const parts =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!parts) return `malformed Authorization: ${authorization}`;
  const [, , day, region, service, signedHeaders, given] = parts as unknown as string[];
  const amzDate = header('x-amz-date')[0] ?? '';
  if (!amzDate.startsWith(day!)) return 'x-amz-date is not the scope day';
  const [path, query = ''] = request.url.split('?') as [string, string?];
  const encode = (text: string) =>
    encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const canonicalPath = path
    .split('/')
    .map((segment) => encode(segment))
    .join('/');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((x) => encode(decodeURIComponent(x ?? ''))))
    .map(([k, v = '']) => `${k}=${v}`)
    .sort()
    .join('&');
  const names = signedHeaders!.split(';');
  const canonicalHeaders = names
    .map((name) => `${name}:${(name === 'host' ? [host] : header(name)).map((v) => v.trim()).join(',')}\n`)
    .join('');
  const payload = createHash('sha256').update(request.bytes).digest('hex');
  const canonical = [request.method, canonicalPath, canonicalQuery, canonicalHeaders, signedHeaders, payload].join(
    '\n',
  );
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const mac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const key = mac(mac(mac(mac(`AWS4${secretKey}`, day!), region!), service!), 'aws4_request');
  const expected = mac(key, toSign).toString('hex');
  return expected === given ? undefined : `signature ${given} is not ${expected}`;
}

let api: TargetServer;
const verdicts: (string | undefined)[] = [];

before(async () => {
  api = await startTargetServer((request, response) => {
    const verdict = verify(request, `127.0.0.1:${api.port}`, 'sec/ret+KEY-for-the-test');
    verdicts.push(verdict);
    response.writeHead(verdict === undefined ? 200 : 403);
    response.end(verdict ?? 'signed');
  });
});
after(() => api.close());

test('a run signs the request as sent: a server checking the signature its own way accepts it; keys stay secret', async () => {
  const { results, reported } = await runCollection(
    `
baseUrl: ${api.origin}
tests:
  - url: /buckets/my%20bucket/items?b=2&a=1&a=0
    method: PUT
    headers: { Content-Type: application/json, X-Amz-Meta-Color: blue }
    body: { "color": "blue" }
    auth:
      aws-sigv4:
        provider: aws:amz:eu-central-1:execute-api
        access-key: \${{ secrets.accessKey }}
        secret-key: \${{ secrets.secretKey }}
        session-token: \${{ secrets.sessionToken }}
`,
    [
      '-s',
      'accessKey=AKIA-TEST-ACCESS',
      '-s',
      'secretKey=sec/ret+KEY-for-the-test',
      '-s',
      'sessionToken=session-token-value',
    ],
  );
  assert.equal(results[0]!.outcome, 'passed', `${verdicts.at(-1)} ${results[0]!.error ?? ''}`);
  const sent = api.requests.at(-1)!;
  assert.ok(sent.headers.some(([n, v]) => n === 'X-Amz-Security-Token' && v === 'session-token-value'));
  for (const secret of ['sec/ret+KEY-for-the-test', 'session-token-value', 'AKIA-TEST-ACCESS'])
    assert.ok(!reported.includes(secret), secret);
});

test("a wrong secret key fails the server's check (the verifier can refuse)", async () => {
  const { results } = await runCollection(
    `tests: [{ url: "${api.url('/x')}", auth: { aws-sigv4: { provider: "aws:amz:us-east-1:s3", access-key: AKID, secret-key: "\${{ secrets.k }}" } } }]`,
    ['-s', 'k=another-secret-key'],
  );
  assert.equal(results[0]!.outcome, 'failed');
  assert.match(verdicts.at(-1)!, /^signature/);
});
