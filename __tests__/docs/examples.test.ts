// Docs are tested: every fenced block of README.md and docs/ is either run or checked, so a doc
// example cannot fail for a user. The convention is in docs/architecture.md, "Docs are tested".
//   - ```yaml collection / ```json collection: run by dist/cli.js against the demo API (exit 0, or
//     the `exits N` of the info string), with only the base URL adapted;
//   - ```yaml fragment: valid YAML whose keys are collection, test, context or validator keys;
//   - ```yaml workflow / ```yaml inputs: the `with:` keys of every assay step are inputs of action.yml;
//   - ```yaml output / other (and json): valid YAML/JSON; `output ctrf|results`: valid against the schema;
//   - sh/bash/console blocks: every line that runs assay runs through dist/cli.js in a workspace
//     holding the files it names (exit 0, or `# exits N`); SKIPPED lists what cannot run here.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, parseDocument, stringify } from 'yaml';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { CLI } from '../helpers/run-cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { startDemoServer, DEMO_USER, type DemoServer } from '../../tools/demo/server.ts';
import { COLLECTION_KEYS, TEST_KEYS } from '../../src/collection/formats/assay/parse.ts';
import { CONTEXT_KEYS } from '../../src/collection/formats/assay/fields/captures.ts';
import { captureSources, validators } from '../../src/engine/validators/index.ts';
import {
  ROOT,
  assayCommands,
  docFiles,
  fencedBlocks,
  isShellBlock,
  where,
  collectionArguments,
  type Block,
} from './doc-blocks.ts';

/** Commands the docs show that cannot run on a test machine: reviewed, each with its reason. */
const SKIPPED: { pattern: RegExp; reason: string }[] = [
  { pattern: /^docker\s/, reason: 'needs Docker and the published image (the image is built in CI)' },
  {
    pattern: /^npm\s+(install|i)\s+(-g|--global)\b/,
    reason: 'installs from the npm registry (__tests__/cli/install.test.ts installs the packed tarball)',
  },
  {
    pattern: /(^assay|\bdist\/cli\.js)\s+serve\b/,
    reason: 'starts a server that never exits (assay serve is tested in __tests__/server/)',
  },
  {
    pattern: /\bhttps:\/\/api\.example\.com\//,
    reason: 'fetches from a remote URL (no network on the test machines)',
  },
];
/** PowerShell is not on the test machines; its blocks mirror sh blocks that do run. */
const POWERSHELL_REASON = 'PowerShell is not installed on the test machines';

const DATA_LANGUAGES = new Set(['yaml', 'yml', 'json']);
const ROLES = ['collection', 'fragment', 'workflow', 'inputs', 'output', 'other'];
const MARKING = `mark it after the language: ${ROLES.map((role) => `\`\`\`yaml ${role}`).join(', ')} (see docs/architecture.md, "Docs are tested")`;

const ACTION_INPUTS = Object.keys((parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: object }).inputs);
/** What a fragment's keys may be: keys of a collection, a test or a context entry, or validator names. */
const FRAGMENT_KEYS = new Set<string>([
  ...COLLECTION_KEYS,
  ...TEST_KEYS,
  ...CONTEXT_KEYS,
  ...captureSources.all.map((source) => source.key),
  ...validators.all.map((validator) => validator.name),
]);

/** `output <name>`: the shown document must validate against that format's schema. */
const OUTPUT_SCHEMAS: Record<string, string> = {
  ctrf: '__tests__/fixtures/ctrf.schema.json',
  results: 'docs/results-schema.json',
};

let demo: DemoServer;
let bin: string;
let token: string;
let demoSpec: string;
const FIXTURES = join(ROOT, '__tests__/fixtures');
before(async () => {
  demo = await startDemoServer();
  // A bearer token of the demo's account: what `-s bearerAuth="$TOKEN"` passes.
  const login = await fetch(`${demo.url}/auth/login`, { method: 'POST', body: JSON.stringify(DEMO_USER) });
  token = ((await login.json()) as { token: string }).token;
  // The demo's own OpenAPI document, with its address (a file has no URL to resolve `/` against).
  const spec = (await (await fetch(`${demo.url}/openapi.json`)).json()) as Record<string, unknown>;
  demoSpec = stringify({ ...spec, servers: [{ url: demo.url }] });
  // `assay` on the PATH of the doc commands is the bundled CLI on this Node.
  bin = tempDir('assay-docs-bin-');
  writeFileSync(join(bin, 'assay'), `#!/bin/sh\nexec '${process.execPath}' '${CLI}' "$@"\n`);
  chmodSync(join(bin, 'assay'), 0o755);
});
after(() => demo.close());

for (const file of docFiles()) {
  describe(file, () => {
    const blocks = fencedBlocks(file);
    for (const [index, block] of blocks.entries()) {
      if (block.language === '') {
        test(`${where(block)}: a fence without a language`, () => {
          assert.fail(
            `${where(block)}: give the fence a language: \`\`\`text for output, diagrams and synopses, ` +
              `\`\`\`sh for commands (their assay lines run in the tests), \`\`\`yaml/json with a role for data`,
          );
        });
      } else if (DATA_LANGUAGES.has(block.language)) {
        dataBlockTest(block);
      } else if (isShellBlock(block)) {
        // A collection example shown just before the commands is the file they name.
        const previous = blocks[index - 1];
        shellBlockTest(block, previous?.words[0] === 'collection' ? previous : undefined);
      }
    }
  });
}

function dataBlockTest(block: Block): void {
  const [role = ''] = block.words;
  test(`${where(block)}: ${block.language} ${block.words.join(' ') || '(unmarked)'}`, async () => {
    if (!ROLES.includes(role)) {
      assert.fail(
        `${where(block)}: a \`\`\`${block.language} block ${role ? `with the unknown role \`${role}\`` : 'without a role'}: ${MARKING}`,
      );
    }
    const value = parseData(block);
    if (role === 'collection') await runCollection(block);
    if (role === 'fragment') checkFragment(block, value);
    if (role === 'workflow') checkWorkflow(block, value);
    if (role === 'inputs') checkInputKeys(block, value, 'the block');
    if (role === 'output' && block.words[1]) checkOutputSchema(block, value);
  });
}

/** The block's value; a syntax error fails with the parser's message. */
function parseData(block: Block): unknown {
  if (block.language === 'json') {
    try {
      return JSON.parse(block.text);
    } catch (error) {
      assert.fail(`${where(block)}: not valid JSON: ${(error as Error).message}\n${block.text}`);
    }
  }
  // Fragments may show alternatives of one key one below the other.
  const document = parseDocument(block.text, { uniqueKeys: block.words[0] !== 'fragment' });
  if (document.errors.length > 0) {
    assert.fail(`${where(block)}: not valid YAML: ${document.errors.map((error) => error.message).join('\n')}`);
  }
  return document.toJS();
}

async function runCollection(block: Block): Promise<void> {
  const expected = exitsWord(block);
  const dir = tempDir('assay-docs-');
  const name = `example.${block.language === 'json' ? 'json' : 'yaml'}`;
  writeFileSync(join(dir, name), withDemoBaseUrl(block.text));
  const args = ['-c', name, '-o', 'output', ...['-v', `baseUrl=${demo.url}`, `user=${DEMO_USER.username}`]];
  const result = await run(process.execPath, [CLI, ...args, '-s', `password=${DEMO_USER.password}`], dir);
  assert.equal(
    result.code,
    expected,
    `${where(block)}: the collection example exited ${result.code}, the doc promises ${expected}` +
      `${expected === 0 ? ' (a block that fails on purpose says so: ```yaml collection exits 1)' : ''}\n` +
      `command: assay ${args.join(' ')} -s password=***\n${output(result)}`,
  );
}

/** `exits N` in the info string, else 0. */
function exitsWord(block: Block): number {
  const index = block.words.indexOf('exits');
  if (index < 0) return 0;
  const code = Number(block.words[index + 1]);
  assert.ok(Number.isInteger(code), `${where(block)}: \`exits\` needs a number, e.g. \`\`\`yaml collection exits 1`);
  return code;
}

/** A literal http(s) `baseUrl` points at the demo API; a templated one gets `-v baseUrl=`. */
function withDemoBaseUrl(text: string): string {
  return text.replace(
    /^(\s*(["']?)baseUrl\2\s*:\s*)(["']?)https?:\/\/[^\s"',}]*\3/m,
    (_match, key: string, _q: string, quote: string) => `${key}${quote}${demo.url}${quote}`,
  );
}

function checkFragment(block: Block, value: unknown): void {
  if (value === null || value === undefined) return; // comments only, e.g. a yaml-language-server line
  // A mapping (part of a collection or test) or a list (validators, headers, context entries).
  const mappings = (Array.isArray(value) ? value : [value]).filter(
    (item): item is object => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
  assert.ok(
    Array.isArray(value) || mappings.length === 1,
    `${where(block)}: a fragment is a mapping or a list of collection, test, context or validator keys`,
  );
  const unknown = mappings.flatMap((mapping) => Object.keys(mapping)).filter((key) => !FRAGMENT_KEYS.has(key));
  assert.deepEqual(
    unknown,
    [],
    `${where(block)}: keys that are not collection, test, context or validator keys: ${unknown.join(', ')}` +
      " (a whole collection is ```yaml collection; another tool's YAML is ```yaml other)",
  );
}

function checkOutputSchema(block: Block, value: unknown): void {
  const schema = OUTPUT_SCHEMAS[block.words[1]];
  assert.ok(
    schema,
    `${where(block)}: no schema for \`output ${block.words[1]}\`; known: ${Object.keys(OUTPUT_SCHEMAS).join(', ')}`,
  );
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(join(ROOT, schema), 'utf8')) as object);
  assert.ok(
    validate(value),
    `${where(block)}: does not validate against ${schema}: ${ajv.errorsText(validate.errors)}`,
  );
}

function checkWorkflow(block: Block, value: unknown): void {
  const steps = assaySteps(value);
  assert.ok(steps.length > 0, `${where(block)}: no \`uses: assay-dev/assay@…\` step; another tool's YAML is \`other\``);
  for (const step of steps) checkInputKeys(block, step.with ?? {}, `the assay step's \`with:\``);
}

function checkInputKeys(block: Block, value: unknown, what: string): void {
  assert.ok(value !== null && typeof value === 'object', `${where(block)}: ${what} is not a mapping`);
  const unknown = Object.keys(value).filter((key) => !ACTION_INPUTS.includes(key));
  assert.deepEqual(
    unknown,
    [],
    `${where(block)}: ${what} has keys that are not inputs of action.yml: ${unknown.join(', ')} (inputs: ${ACTION_INPUTS.join(', ')})`,
  );
}

/** Every mapping below `value` with `uses: assay-dev/assay@…`. */
function assaySteps(value: unknown): { with?: unknown }[] {
  if (Array.isArray(value)) return value.flatMap(assaySteps);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.uses === 'string' && /^assay-dev\/assay@/.test(record.uses) ? [record] : [];
  return [...own, ...Object.values(record).flatMap(assaySteps)];
}

function shellBlockTest(block: Block, shownBefore: Block | undefined): void {
  const commands = assayCommands(block);
  if (commands.length === 0) return;
  describe(`${where(block)}: ${block.language}`, () => {
    let workspace: string | undefined;
    for (const command of commands) {
      const skip = skipReason(block, command.text);
      test(`${block.file}:${command.line}: ${command.text}`, { skip }, async () => {
        // One workspace per block: later commands read what earlier ones wrote (shards, merge).
        workspace ??= commandWorkspace(
          shownBefore,
          commands.flatMap((each) => collectionArguments(each.text)),
        );
        const script = adapted(command.text);
        const result = await run('/bin/sh', ['-c', script], workspace, {
          PATH: `${bin}:${process.env.PATH}`,
          API_BASE_URL: demo.url,
          API_TOKEN: 'doc-test-token',
          API_PASSWORD: DEMO_USER.password,
          TOKEN: token,
          ASSAY_LICENSE: 'doc-test-license',
        });
        assert.equal(
          result.code,
          command.exits,
          `${block.file}:${command.line}: exited ${result.code}, the doc promises ${command.exits}` +
            `${command.exits === 0 ? ' (a command that fails on purpose says so: `# exits 1`)' : ''}\n` +
            `command: ${command.text}\nran as:  ${script}\n${output(result)}`,
        );
      });
    }
  });
}

function skipReason(block: Block, command: string): string | false {
  const listed = SKIPPED.find(({ pattern }) => pattern.test(command));
  if (listed) return listed.reason;
  return block.language === 'powershell' || block.language === 'pwsh' ? POWERSHELL_REASON : false;
}

/** The doc's command as it runs here: `assay` on the PATH, the base URL pointing at the demo API. */
function adapted(command: string): string {
  return command
    .replace(/\bnpx\s+assay\b/g, 'assay')
    .replace(/\bnode\s+\S*dist\/cli\.js\b/g, 'assay')
    .replace(/\bbaseUrl=https?:\/\/[^\s"']*/g, `baseUrl=${demo.url}`);
}

/**
 * The files doc commands name: `tests/` (and `tests/api/`), `api.yaml`, `collection.yaml` and
 * `collection.json` hold the examples/ collections, with their base URL set to the demo API, and
 * `examples/` is there as in the repository. When the block just before the commands is a collection
 * example, every YAML/JSON file the commands pass to `-c` is that example instead.
 */
function commandWorkspace(shownBefore: Block | undefined, named: string[]): string {
  const dir = tempDir('assay-docs-');
  const example = (name: string) =>
    readFileSync(join(ROOT, 'examples', name), 'utf8').replaceAll('${{ vars.baseUrl }}', demo.url);
  mkdirSync(join(dir, 'tests/api'), { recursive: true });
  writeFileSync(join(dir, 'tests/api/quick-start.yaml'), example('quick-start.yaml'));
  writeFileSync(join(dir, 'tests/api/validators.json'), example('validators.json'));
  writeFileSync(join(dir, 'api.yaml'), example('quick-start.yaml'));
  writeFileSync(join(dir, 'collection.yaml'), example('quick-start.yaml'));
  writeFileSync(join(dir, 'collection.json'), example('validators.json'));
  cpSync(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
  // A browser's HAR of a session against api.example.com (and a CDN that --host leaves out).
  cpSync(join(ROOT, '__tests__/docs/fixtures/session.har'), join(dir, 'session.har'));
  // The demo API's OpenAPI document, and a Postman export with its environment.
  writeFileSync(join(dir, 'openapi.yaml'), demoSpec);
  cpSync(join(FIXTURES, 'import/shop.postman_collection.json'), join(dir, 'Shop API.postman_collection.json'));
  cpSync(join(FIXTURES, 'import/staging.postman_environment.json'), join(dir, 'staging.postman_environment.json'));
  if (shownBefore) {
    for (const file of named.filter((name) => /\.(ya?ml|json)$/.test(name) && !/[*?[]/.test(name))) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), withDemoBaseUrl(shownBefore.text));
    }
  }
  return dir;
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Children still running; each is killed (with its process group) when the suite ends. */
const running = new Set<ReturnType<typeof spawn>>();
after(() => {
  for (const child of running) killGroup(child);
});

function killGroup(child: ReturnType<typeof spawn>): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** A command's result; it is killed after 60 s so that a hanging command fails instead of keeping the suite alive. */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<RunResult> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: 'pipe',
    detached: true,
  });
  running.add(child);
  const timer = setTimeout(() => killGroup(child), 60_000);
  child.on('close', () => {
    clearTimeout(timer);
    running.delete(child);
  });
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

function output(result: RunResult): string {
  return `--- stdout ---\n${result.stdout.trimEnd()}\n--- stderr ---\n${result.stderr.trimEnd()}`;
}
