// Bundles the two entry points with ncc into dist/cli.js (the command line) and dist/index.js
// (the GitHub Action), and the query worker thread both start, dist/query-thread.js (the `xpath` package,
// @xmldom/xmldom and parse5, which the main thread never loads, and jsonpath-rfc9535 again). A
// dynamic import() in the sources becomes a chunk, `<id>.index.js`, that
// the entry loads from its own directory when the import runs: the command line's entry only
// enables Node's compile cache and then loads the option table, then the chunks of the command
// argv names (a run, `merge`, `import`, …), and the action loads the artifact client
// (@actions/artifact with its Azure and protobuf modules) only when it uploads. Both load the report
// formats written after a run (html, ctrf, xray, markdown, testlemon) only when they are asked for.
// Chunk ids are hashes of the chunk names (webpackChunkName) or of the modules in them, so the
// file names are stable from build to build. A file the sources read with a fixed path (the
// dashboard's stylesheet and script) is put into the bundle as text (`inlineAssets`). Anything else
// ncc emits (a native module, another asset) would be missing at run time, so it fails the build, and so does a chunk name both builds use,
// except for the engine's lazily loaded libraries (JSONPath, the XPath expression checker, the
// sitemap reader's XML parser, the JSON Schema compiler, undici whole for a proxy, a collection's URL
// or a language model, parse5 for the `html-unescape` filter, tough-cookie for a run keeping cookies,
// tldts for the domain probe), the domain probe's RDAP bootstrap, the full YAML parser (for a text
// the fast reader does not take), an OpenAPI spec's collection and the report formats written after
// a run: both entries load them, each build numbers
// its modules its own way, so the second entry's copy gets a free id.
//
// One edit is made to the bundled code: undici's HTTP/2 client loads node:http2 (and node:tls with
// it) as soon as undici is loaded, ~17 ms of CPU at every start (docs/performance.md). assay's
// dispatchers speak HTTP/1.1 only (`allowH2: false`), so the bundles load node:http2 when an
// HTTP/2 session is opened instead (see `lazyHttp2`). And every bundle is written with Latin-1 alone
// (`latin1Only`: a `…` in a comment would make V8 keep the whole file's source two bytes a character).
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { constants as http2Constants } from 'node:http2';
import { join } from 'node:path';
import { latin1Only } from './latin1-only.ts';

const entries = [
  { source: 'src/cli.ts', target: 'cli.js', executable: true },
  { source: 'src/index.ts', target: 'index.js', executable: false },
  { source: 'src/engine/queries/query-thread.ts', target: 'query-thread.js', executable: false },
];
const CHUNK = /^\d+\.index\.js$/;

rmSync('build', { recursive: true, force: true });
rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
for (const entry of entries) {
  const out = join('build', entry.target);
  execFileSync('node_modules/.bin/ncc', ['build', entry.source, '-o', out, '--quiet'], { stdio: 'inherit' });
  inlineAssets(out);
  const files = readdirSync(out).filter((f) => f !== 'package.json');
  const unexpected = files.filter((f) => f !== 'index.js' && !CHUNK.test(f));
  if (!files.includes('index.js') || unexpected.length > 0) {
    throw new Error(`ncc produced unexpected files for ${entry.source}: ${files.join(', ')}`);
  }
  const chunks = files.filter((f) => CHUNK.test(f));
  const fresh = freeIds(out, entry.source, chunks);
  if (fresh.size > 0) renumber(out, chunks, fresh);
  for (const chunk of chunks) {
    const id = Number(chunk.split('.')[0]);
    renameSync(join(out, chunk), join('dist', `${fresh.get(id) ?? id}.index.js`));
  }
  renameSync(join(out, 'index.js'), join('dist', entry.target));
  if (entry.executable) chmodSync(join('dist', entry.target), 0o755);
}
let lazyHttp2Copies = 0;
for (const file of readdirSync('dist').filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join('dist', file), 'utf8');
  const edited = lazyHttp2(text);
  if (edited.copies === 0) continue;
  lazyHttp2Copies += edited.copies;
  writeFileSync(join('dist', file), edited.text);
}
if (lazyHttp2Copies === 0)
  throw new Error("undici's HTTP/2 client was not found: lazyHttp2 in scripts/build.mjs needs updating");
for (const file of readdirSync('dist').filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join('dist', file), 'utf8');
  const edited = latin1Only(text, file);
  if (edited !== text) writeFileSync(join('dist', file), edited);
}
writeFileSync('dist/package.json', '{\n  "type": "module"\n}\n');
rmSync('build', { recursive: true, force: true });

/**
 * Each bundled copy of undici's client-h2.js, which reads node:http2 when it is loaded:
 *
 *     try {
 *       http2 = __webpack_require__(2467)
 *     } catch { … }
 *     const { constants: { HTTP2_HEADER_AUTHORITY, … } } = http2
 *
 * gets in its place the constants it reads (their values taken from this Node) and a `connect`
 * that loads node:http2 on its first call, the only other member it uses. A copy that uses any
 * other member fails the build rather than break at run time.
 */
function lazyHttp2(text) {
  const load = /^( +http2 = )(__(?:webpack|nccwpck)_require__)\((\d+)\)$/gm;
  let copies = 0;
  const edited = text.replace(load, (line, assign, require, id, offset) => {
    const rest = text.slice(offset);
    const end = rest.search(/^\/\*\*\*\/ \d+:$/m);
    const module = end === -1 ? rest : rest.slice(0, end);
    const destructured = /^const \{\n {2}constants: \{\n([\s\S]*?)\n {2}\}\n\} = http2$/m.exec(module);
    if (!destructured)
      throw new Error(`undici's client-h2 (module ${id}) no longer reads http2.constants as lazyHttp2 expects`);
    const members = new Set([...module.matchAll(/\bhttp2\.(\w+)/g)].map((m) => m[1]));
    members.delete('constants');
    members.delete('connect');
    if (members.size > 0)
      throw new Error(
        `undici's client-h2 (module ${id}) uses http2.${[...members].join(', http2.')}: lazyHttp2 handles connect only`,
      );
    const names = destructured[1].split(',').map((name) => name.trim());
    const constants = Object.fromEntries(names.map((name) => [name, http2Constants[name]]));
    if (names.some((name) => constants[name] === undefined))
      throw new Error(`node:http2 lacks one of ${names.join(', ')}`);
    copies++;
    return `${assign}{ constants: ${JSON.stringify(constants)}, connect: (...args) => ${require}(${id}).connect(...args) }`;
  });
  return { text: edited, copies };
}

/**
 * The files ncc emitted beside a bundle because the sources read them with a fixed path
 * (`readFileSync(new URL('./assets/app.css', import.meta.url), 'utf8')`: the dashboard's stylesheet
 * and script): each read becomes the file's text, and the file goes, so that dist/ needs nothing
 * beside its bundles. A read of another shape, or an emitted file no read names, fails the build.
 */
function inlineAssets(out) {
  const code = readdirSync(out).filter((f) => f === 'index.js' || CHUNK.test(f));
  const assets = readdirSync(out).filter((f) => f !== 'package.json' && !code.includes(f));
  // In an entry the base is `__nccwpck_require__.ab`, in a chunk `__webpack_require__.ab`.
  const read = /\(0,\s*[\w$.]+\.readFileSync\)\(__(?:nccwpck|webpack)_require__\.ab \+ "([^"]+)", 'utf8'\)/g;
  const inlined = new Set();
  for (const file of code) {
    const text = readFileSync(join(out, file), 'utf8');
    const edited = text.replace(read, (_call, name) => {
      if (!assets.includes(name)) throw new Error(`${file} reads ${name}, which ncc did not emit`);
      inlined.add(name);
      return JSON.stringify(readFileSync(join(out, name), 'utf8'));
    });
    if (/__(?:nccwpck|webpack)_require__\.ab \+/.test(edited))
      throw new Error(`${file} reads a file beside the bundle in a way inlineAssets does not handle`);
    if (edited !== text) writeFileSync(join(out, file), edited);
  }
  for (const asset of inlined) rmSync(join(out, asset));
}

/** Chunks of the engine's lazily loaded libraries, which both entries may load. */
function sharedByEngine(text) {
  // fast_check_default: fast-check, a chunk of its own that `assay fuzz` loads from either entry;
  // parseFragment: parse5, which the html-unescape filter loads; RDAP bootstrap: the domain probe's
  // IANA copy; RunCookieJar, allowSpecialUseDomain: the cookie jar and tough-cookie; getDomainWithoutSuffix:
  // tldts; class Composer, parseYaml: the `yaml` package and the full parser; readSpec, generateTests:
  // an OpenAPI spec read as a collection; the others: the report formats.
  return /ajv|jsonpath-rfc9535|XPathParser|fast-xml-parser|XMLValidator|EnvHttpProxyAgent|fast_check_default|parseFragment|"description":"RDAP bootstrap file|class RunCookieJar\b|allowSpecialUseDomain|function getDomainWithoutSuffix\(|class Composer\b|function parseYaml\(|function readSpec\(|function generateTests\(|function\*? ?(?:htmlWriter|ctrfWriter|xrayWriter|testlemonWriter|markdownWriter)\b/.test(
    text,
  );
}

/**
 * This entry's chunks whose ids an earlier entry's chunks took (only the engine's shared libraries may),
 * each with a free id: id → new id.
 */
function freeIds(out, source, chunks) {
  const fresh = new Map();
  for (const chunk of chunks.filter((c) => existsSync(join('dist', c)))) {
    if (!sharedByEngine(readFileSync(join(out, chunk), 'utf8'))) {
      throw new Error(
        `${source} and an earlier entry both produced the chunk ${chunk}: name one of the dynamic imports (webpackChunkName) to give it another id`,
      );
    }
    const id = Number(chunk.split('.')[0]);
    let free = id + 1000;
    const taken = (n) =>
      existsSync(join('dist', `${n}.index.js`)) || chunks.includes(`${n}.index.js`) || [...fresh.values()].includes(n);
    while (taken(free)) free += 1000;
    fresh.set(id, free);
  }
  return fresh;
}

/**
 * Gives the chunks just built in `out` their free ids: in each chunk's own `id` and `ids` (a chunk
 * that holds another's modules lists that one's id too), and in every load of them, in the entry
 * (`__nccwpck_require__.e(62)`, or with the chunk's name `__nccwpck_require__.e(/* import() | xpath *\/ 704)`)
 * or in a chunk (`__webpack_require__.e(…)`).
 */
function renumber(out, chunks, fresh) {
  const renamed = (id) => fresh.get(Number(id)) ?? Number(id);
  const loaded = new Set();
  const load = /(__(?:nccwpck|webpack)_require__\.e\((?:\/\* import\(\) \| [\w-]+ \*\/ )?)(\d+)\)/g;
  for (const file of ['index.js', ...chunks]) {
    let text = readFileSync(join(out, file), 'utf8');
    if (file !== 'index.js') {
      const header = /^export const id = (\d+);\nexport const ids = \[([\d,]+)\];/;
      if (!header.test(text)) throw new Error(`cannot renumber chunks: ${file} does not start with its ids`);
      text = text.replace(
        header,
        (_all, id, ids) =>
          `export const id = ${renamed(id)};\nexport const ids = [${ids.split(',').map(renamed).join(',')}];`,
      );
    }
    text = text.replace(load, (_all, call, id) => {
      loaded.add(Number(id));
      return `${call}${renamed(id)})`;
    });
    writeFileSync(join(out, file), text);
  }
  for (const id of fresh.keys())
    if (!loaded.has(id)) throw new Error(`cannot renumber chunk ${id}.index.js: nothing in ${out} loads it`);
}
