// `cookies: true`: the jar keeps what servers set (redirects too) under RFC 6265 rules and sends
// matching cookies back; reports show their names, never their values.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type ReceivedRequest, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

let api: TargetServer;

before(async () => {
  api = await startTargetServer((request, response) => {
    if (request.url === '/login') {
      response.setHeader('set-cookie', [
        'sid=SESSION-VALUE-1; Path=/; HttpOnly',
        'pref=dark; Path=/admin',
        'gone=1; Path=/; Max-Age=0',
        'tls=only; Path=/; Secure',
        'other=1; Path=/; Domain=example.com',
      ]);
    } else if (request.url === '/sso') {
      response.writeHead(302, { location: '/landing', 'set-cookie': 'sso=REDIRECT-VALUE; Path=/' });
      return response.end();
    }
    response.end('{}');
  });
});
after(() => api.close());

function cookieHeader(request: ReceivedRequest | undefined): string | undefined {
  return request?.headers.find(([n]) => n.toLowerCase() === 'cookie')?.[1];
}

async function run(cookies: boolean) {
  const dir = workspace({
    'c.yaml': `
baseUrl: ${api.origin}
${cookies ? 'cookies: true' : ''}
tests:
  - { id: login, url: /login }
  - { id: me, url: /me, dependsOn: login }
  - { id: admin, url: /admin/panel, dependsOn: me }
  - { id: sso, url: /sso, dependsOn: admin }
  - { url: /after, dependsOn: sso, validators: [ { status-code: 201 } ] }
`,
  });
  const from = api.requests.length;
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  const byUrl = (url: string) => api.requests.slice(from).find((r) => r.url === url);
  return { ...result, byUrl, results: readFileSync(join(dir, 'out', 'results.json'), 'utf8') };
}

test('cookies: true sends matching cookies back: path, expiry, Secure and domain rules, redirects included', async () => {
  const { byUrl, results, stdout } = await run(true);
  assert.equal(cookieHeader(byUrl('/login')), undefined);
  // Expired (Max-Age=0) and foreign-domain cookies are not kept; a Secure one is sent to loopback
  // as browsers do (a potentially trustworthy origin); longer paths come first (RFC 6265 §5.4).
  assert.equal(cookieHeader(byUrl('/me')), 'sid=SESSION-VALUE-1; tls=only');
  assert.equal(cookieHeader(byUrl('/admin/panel')), 'pref=dark; sid=SESSION-VALUE-1; tls=only');
  // The cookie set by the redirect reaches the redirect's target and later tests.
  assert.equal(cookieHeader(byUrl('/landing')), 'sid=SESSION-VALUE-1; tls=only; sso=REDIRECT-VALUE');
  assert.equal(cookieHeader(byUrl('/after')), 'sid=SESSION-VALUE-1; tls=only; sso=REDIRECT-VALUE');
  // The failing test keeps its request in the reports: names only.
  assert.match(results, /sid=\*\*\*; tls=\*\*\*; sso=\*\*\*/);
  for (const value of ['SESSION-VALUE-1', 'REDIRECT-VALUE']) assert.ok(!(results + stdout).includes(value), value);
});

test('without cookies: true nothing is sent back', async () => {
  const { byUrl } = await run(false);
  assert.equal(cookieHeader(byUrl('/me')), undefined);
  assert.equal(cookieHeader(byUrl('/after')), undefined);
});
