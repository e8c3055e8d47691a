// The checker knows every request option: a wrong value is an error at its line and column before
// anything is sent, a misspelt key gets a did-you-mean, and the JSON Schema agrees on valid ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { collectionJsonSchema } from '../../../src/collection/formats/assay/json-schema.ts';
import { runCollection } from './run.ts';

const VALID = `
baseUrl: https://api.example.com
tests:
  - url: /all
    resolve: ["api.example.com:443:127.0.0.1", "[::1]:8443:[::1]"]
    connect-to: ["api.example.com:443:localhost:8443", "::backup.example.com:"]
    delay: 250
    http-version: "2"
    proxy: http://user:\${{ secrets.proxyPassword }}@proxy.example:3128
    follow-redirects: true
    max-redirects: 50
    location-trusted: true
    limit-rate: 65536
    path-as-is: true
  - url: /signed
    http-version: 1.0
    auth:
      aws-sigv4:
        provider: aws:amz:eu-west-1:s3
        access-key: \${{ secrets.accessKey }}
        secret-key: \${{ secrets.secretKey }}
`;

test('every option with a valid value passes the checker and the JSON Schema', async () => {
  const { diagnostics } = await runCollection(VALID, [
    '--dry-run',
    '-s',
    'proxyPassword=x',
    '-s',
    'accessKey=a',
    '-s',
    'secretKey=b',
  ]);
  assert.equal(diagnostics.trim(), '');
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats.default(ajv);
  const validate = ajv.compile(collectionJsonSchema());
  assert.ok(validate(parse(VALID)), JSON.stringify(validate.errors));
});

test('wrong values are errors at their position, with what is expected, and the schema refuses them too', async () => {
  const collection = `tests:
  - url: https://api.example.com/
    resolve: api.example.com:443
    connect-to: [a:b:c:d]
    delay: -5
    http-version: "3"
    proxy: socks5://proxy:1080
    follow-redirects: sometimes
    max-redirects: -1
    limit-rate: 0
    path-as-is: yes please
    auth: { aws-sigv4: { provider: "aws:amz:eu:s3:extra", access-key: a, secret-key: b } }
`;
  const { diagnostics, results } = await runCollection(collection);
  assert.equal(results.length, 0);
  const expected: [number, string][] = [
    [3, '`resolve` entries are `host:port:address`'],
    [4, '`connect-to` entries are `host:port:host2:port2`'],
    [5, '`delay` must be a number of milliseconds'],
    [6, '`http-version` must be "1.0", "1.1" or "2"'],
    [7, '`proxy` must be an http:// or https:// URL'],
    [8, '`follow-redirects` must be true or false'],
    [9, "Hurl's -1 (no limit) is not offered"],
    [10, '`limit-rate` must be a number of bytes per second, at least 1'],
    [11, '`path-as-is` must be true or false'],
    [12, '`provider` must be `provider1[:provider2[:region[:service]]]`'],
  ];
  const blocks = diagnostics.split('\n\n');
  for (const [line, words] of expected) {
    const block = blocks.find((each) => each.includes(words));
    assert.ok(block !== undefined, `no diagnostic with ${words} in\n${diagnostics}`);
    assert.match(block, new RegExp(`--> <inline #1>:${line}:\\d+`), block);
  }
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats.default(ajv);
  const validate = ajv.compile(collectionJsonSchema());
  for (const [key, value] of Object.entries({
    delay: -5,
    'http-version': '3',
    'max-redirects': 5000,
    'limit-rate': 0,
    'path-as-is': 'yes',
    resolve: 'api.example.com:443',
  })) {
    const document = { tests: [{ url: 'https://a.example/', [key]: value }] };
    assert.equal(validate(document), false, `the schema accepts ${key}: ${JSON.stringify(value)}`);
  }
});

test('a misspelt option gets a did-you-mean (Hurl names too: max-redirs)', async () => {
  const { diagnostics } = await runCollection(`tests:
  - url: https://api.example.com/
    http-verison: "2"
    max-redirs: 3
`);
  assert.match(
    diagnostics,
    /unknown key `http-verison` in test\n --> <inline #1>:3:5\n[^]*?did you mean `http-version`\?/,
  );
  assert.match(
    diagnostics,
    /unknown key `max-redirs` in test\n --> <inline #1>:4:5\n[^]*?did you mean `max-redirects`\?/,
  );
});
