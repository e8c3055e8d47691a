// The static imports of src/ (`import type` included) form no circle. Dynamic `import()` is left out:
// it is how a layer loads another on demand (eslint.config.js, DYNAMIC_ONLY).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { findCycles, staticImports } from './import-graph.ts';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceGraph(): Map<string, string[]> {
  const files = readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const local = staticImports(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(SRC, resolve(dirname(file), specifier)));
    graph.set(relative(SRC, file), local);
  }
  return graph;
}

describe('the import graph of src/', () => {
  it('reads every form of static import and export, and no dynamic one', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      'import {',
      '  c,',
      '  type D,',
      "} from './c.ts';",
      "export { e } from './e.ts';",
      "export type * from './f.ts';",
      "import './g.ts';",
      "const h = await import('./h.ts');",
      "// import { i } from './i.ts';",
    ].join('\n');
    assert.deepEqual(staticImports(text), ['./a.ts', './b.ts', './c.ts', './e.ts', './f.ts', './g.ts']);
  });

  it('finds a circle and names it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    assert.deepEqual(findCycles(graph), [['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('has no circle', () => {
    const cycles = findCycles(sourceGraph()).map((cycle) => cycle.join(' → '));
    assert.deepEqual(cycles, [], `import circles in src/:\n${cycles.join('\n')}`);
  });
});
