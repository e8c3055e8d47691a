#!/usr/bin/env -S node --
// The command line's entry. The `--` in the line above ends Node's own options: Node reads an
// `--env-file` anywhere on its command line before a `--`, even after the script, and would end with
// `node: missing.env: not found` (exit 9) before assay could read its own `--env-file`.
//
// First it checks the Node it runs on: on an older one the program would end in a stack trace
// (enableCompileCache alone is missing before Node 22.1), so it says which Node it needs and exits 2
// before touching anything newer.
//
// Then it enables Node's compile cache before the program is loaded (it only helps modules loaded after
// the call, hence the dynamic import), so a repeat run reuses V8's compiled code instead of
// compiling the bundle again. The cache goes to NODE_COMPILE_CACHE or, unset, the OS temp
// directory; NODE_DISABLE_COMPILE_CACHE=1 turns it off, and a directory it cannot write goes unused.
// Not in CI, where a run usually starts on a fresh machine: there the cache would only cost its
// write (~20 ms) and never be read. Setting NODE_COMPILE_CACHE (e.g. to a cached directory) enables
// it there too, as Node itself reads that variable.
import { enableCompileCache } from 'node:module';
import { unsupportedNodeMessage } from './cli/required-node.ts';
import { EXIT_USAGE } from './model/run-outcome.ts';

const unsupported = unsupportedNodeMessage(process.versions.node, process.execPath);
if (unsupported) {
  process.stderr.write(`${unsupported}\n`);
  process.exitCode = EXIT_USAGE;
} else {
  if (!process.env.CI) enableCompileCache();
  void import(/* webpackChunkName: "cli-main" */ './cli/main.ts').then(({ main }) => main(process.argv.slice(2)));
}
