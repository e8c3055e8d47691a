// The floors inside the engine (eslint.config.js, ENGINE_FLOORS): a folder imports only the folders on
// the floors below its own. The lint reports a file that crosses them, statically or dynamically.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return result!.messages
    .filter((message) => ['no-restricted-imports', 'layers/no-dynamic-import'].includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('the layer rules inside the engine', () => {
  for (const [file, specifier] of [
    ['src/engine/plan/x.ts', '../run/execute-test.ts'],
    ['src/engine/auth/x.ts', '../run/retry.ts'],
    ['src/engine/http/x.ts', '../validators/index.ts'],
    ['src/engine/http/x.ts', '../run/retry.ts'],
    ['src/engine/http/x.ts', '../templates/render.ts'],
    ['src/engine/templates/x.ts', '../queries/query.ts'],
    ['src/engine/validators/capture-sources/x.ts', '../../plan/plan.ts'],
    ['src/engine/queries/x.ts', '../probes/probes.ts'],
    ['src/engine/run/x.ts', '../../session/execute.ts'],
  ]) {
    it(`refuses ${file} importing ${specifier}`, async () => {
      const errors = await layerErrors(file, `import type { X } from '${specifier}';\nexport type Y = X;\n`);
      assert.equal(errors.length, 1, `${file} → ${specifier}: ${errors.join('; ')}`);
      const dynamic = await layerErrors(file, `export const load = () => import('${specifier}');\n`);
      assert.equal(dynamic.length, 1, `${file} → import('${specifier}'): ${dynamic.join('; ')}`);
    });
  }

  for (const [file, specifier] of [
    ['src/engine/run/x.ts', '../plan/plan.ts'],
    ['src/engine/plan/x.ts', '../validators/index.ts'],
    ['src/engine/validators/capture-sources/x.ts', '../../queries/query.ts'],
    ['src/engine/auth/x.ts', '../templates/render.ts'],
    ['src/engine/auth/x.ts', '../http/types.ts'],
    ['src/engine/http/x.ts', '../../model/index.ts'],
  ]) {
    it(`lets ${file} import ${specifier}`, async () => {
      assert.deepEqual(await layerErrors(file, `import type { X } from '${specifier}';\nexport type Y = X;\n`), []);
    });
  }
});
