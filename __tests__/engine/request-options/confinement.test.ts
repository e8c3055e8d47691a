// HTTP_PROXY/HTTPS_PROXY confine where a run's requests go (the way docs/serve.md gives an operator
// to confine projects): no test option takes a request around them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startForwardProxy, type ForwardProxy } from '../../helpers/forward-proxy.ts';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { runCollection } from './run.ts';

let api: TargetServer;
let elsewhere: TargetServer;
let proxy: ForwardProxy;

before(async () => {
  api = await startTargetServer();
  elsewhere = await startTargetServer();
  proxy = await startForwardProxy();
  process.env.HTTP_PROXY = proxy.url;
});
after(async () => {
  delete process.env.HTTP_PROXY;
  await Promise.all([api.close(), elsewhere.close(), proxy.close()]);
});

test('with a proxy in the environment, proxy, resolve, connect-to and HTTP/1.0 error the test; plain tests go through it', async () => {
  const { results } = await runCollection(`
tests:
  - url: ${api.url('/plain')}
  - url: ${api.url('/own-proxy')}
    proxy: http://127.0.0.1:${elsewhere.port}
  - url: http://allowed.example.test/resolved
    resolve: ["allowed.example.test:80:127.0.0.1"]
  - url: http://allowed.example.test/connect-to
    connect-to: ["allowed.example.test:80:127.0.0.1:${elsewhere.port}"]
  - url: ${api.url('/old')}
    http-version: "1.0"
`);
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'errored', 'errored', 'errored', 'errored'],
  );
  for (const result of results.slice(1)) assert.match(result.error!, /the environment sets a proxy/);
  assert.deepEqual(proxy.targets, [api.url('/plain')]);
  assert.equal(elsewhere.requests.length, 0);
  assert.deepEqual(
    api.requests.map((r) => r.url),
    ['/plain'],
  );
});
