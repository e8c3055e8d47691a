import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseServeArgs } from '../../src/server/options.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const config = (text: string) => {
  const file = join(tempDir('assay-config-'), 'serve.yaml');
  writeFileSync(file, text);
  return file;
};

test('defaults, then the config file, then the environment, then flags', () => {
  const defaults = parseServeArgs([], {});
  assert.equal(defaults.kind, 'options');
  if (defaults.kind !== 'options') return;
  assert.deepEqual(
    [defaults.options.data, defaults.options.port, defaults.options.host, defaults.options.runSlots],
    ['./assay-data', 8080, '0.0.0.0', 4],
  );
  const file = config('port: 9000\npublic-status: [shop, default]\nruns: 8\ninsecure-cookies: true\nhost: 127.0.0.1\n');
  const parsed = parseServeArgs(['--config', file, '--runs', '2'], { ASSAY_PORT: '9100' });
  assert.equal(parsed.kind, 'options');
  if (parsed.kind !== 'options') return;
  assert.equal(parsed.options.port, 9100);
  assert.equal(parsed.options.runSlots, 2);
  assert.equal(parsed.options.host, '127.0.0.1');
  assert.equal(parsed.options.insecureCookies, true);
  assert.deepEqual(parsed.options.publicGroups, ['shop', '']);
  const fromEnv = parseServeArgs([], { ASSAY_CONFIG: file });
  assert.equal(fromEnv.kind === 'options' && fromEnv.options.port, 9000);
});

test('mistakes in flags and the config file are one message each', () => {
  const message = (argv: string[], env = {}) => {
    const parsed = parseServeArgs(argv, env);
    return parsed.kind === 'error' ? parsed.message : `no error: ${parsed.kind}`;
  };
  assert.match(message(['--port', 'eighty']), /--port must be a whole number/);
  assert.match(message(['--database', 'mysql://x']), /postgres:\/\//);
  assert.match(message(['--config', config('prot: 1\n')]), /unknown option `prot` \(did you mean port\?\)/);
  assert.match(message(['--config', config('insecure-cookies: yes please\n')]), /true or false/);
  assert.match(message(['--config', config('- 1\n')]), /must be a mapping/);
  assert.match(message(['--config', '/nonexistent/serve.yaml']), /cannot read the config file/);
  assert.match(message(['extra']), /unexpected argument "extra"/);
});
