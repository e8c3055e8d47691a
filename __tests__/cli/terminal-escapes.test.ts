// What a hostile server sends never reaches the terminal or the runner's log as control sequences
// or workflow commands: the console escapes control characters in everything it prints from a
// response, and the action's log neutralises lines that the runner would read as commands.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { runAction } from '../action/run-action.ts';

const ESC = '\x1b';
/** Clear the screen, set the window title, a hyperlink, red text, a carriage return that overwrites the line. */
const HOSTILE = `${ESC}[2J${ESC}]0;owned${ESC}\\${ESC}]8;;https://evil.example/${ESC}\\link${ESC}[31mred\rPASS\x9b31m\x07`;
const COMMANDS =
  '::add-mask::injected-mask\n  ::error::injected-error\n::stop-commands::injected-stop\n##[error]injected-v1';

let api: TargetServer;
let raw: Server;
let rawPort = 0;

before(async () => {
  api = await startTargetServer((request, response) => {
    if (request.url === '/text')
      return response.writeHead(500, { 'content-type': 'text/plain' }).end(`start ${HOSTILE} end`);
    if (request.url === '/json')
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ value: `v${HOSTILE}`, commands: `x\n${COMMANDS}` }));
    if (request.url === '/commands')
      return response.writeHead(500, { 'content-type': 'text/plain' }).end(`${COMMANDS}\n`);
    response.writeHead(404).end();
  });
  // A status line a well-behaved server would never send: the reason phrase carries escapes.
  raw = createServer((socket) => {
    socket.once('data', () =>
      socket.end(
        `HTTP/1.1 500 Bad${ESC}[2J${ESC}]0;owned\x07 Thing\r\ncontent-length: 2\r\nconnection: close\r\n\r\nno`,
      ),
    );
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  rawPort = (raw.address() as AddressInfo).port;
});
after(async () => {
  await api.close();
  await new Promise((resolve) => raw.close(resolve));
});

function collection(): string {
  return `baseUrl: ${api.origin}
tests:
  - name: a body with escapes
    url: /text
  - name: a value with escapes
    url: /json
    validators: [{ json-path: { path: $.value, equals: plain } }, { json-path: { path: $.commands, equals: plain } }]
  - name: a status text with escapes
    url: http://127.0.0.1:${rawPort}/status
  - name: a body of workflow commands
    url: /commands
`;
}

/** Every control character but the line feed (and the tab), C1 ones included. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

test('the console prints no control character a server sent, in bodies, values or status texts', async () => {
  const dir = workspace({ 'c.yaml': collection() });
  const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
  assert.equal(result.code, 1, result.stderr);
  for (const [where, text] of [
    ['stdout', result.stdout],
    ['stderr', result.stderr],
  ]) {
    const line = text.split('\n').find((l) => CONTROL.test(l));
    assert.equal(line, undefined, `a control character in ${where}: ${JSON.stringify(line)}`);
  }
  // Escaped, not dropped: a person still sees what the server sent.
  assert.ok(result.stdout.includes('\\x1b[2J'), result.stdout);
  assert.ok(result.stdout.includes('\\x1b]0;owned'), result.stdout);
});

test("the action's log carries no workflow command a server wrote, and assay's own commands still work", async () => {
  const dir = workspace({ 'c.yaml': collection() });
  const result = await runAction({ workspace: dir, inputs: { args: '-c c.yaml', upload: 'false' } });
  assert.equal(result.code, 1, result.stderr);
  for (const [where, text] of [
    ['stdout', result.stdout],
    ['stderr', result.stderr],
  ]) {
    for (const line of text.split(/\r?\n/)) {
      if (!line.includes('injected')) continue;
      // assay's own annotation of the failure: one command, its message escaped as the runner defines.
      if (line.startsWith('::error title=Failed%3A ')) {
        assert.ok(!CONTROL.test(line), `a control character in an annotation: ${JSON.stringify(line)}`);
        continue;
      }
      assert.ok(!line.trimStart().startsWith('::'), `a command in ${where}: ${JSON.stringify(line)}`);
      assert.ok(!line.includes('##['), `a v1 command in ${where}: ${JSON.stringify(line)}`);
      assert.ok(!CONTROL.test(line), `a control character in ${where}: ${JSON.stringify(line)}`);
    }
  }
  // The server's text is still shown, and assay's own annotation still reaches the runner.
  assert.ok(result.stdout.includes('injected-error'), result.stdout);
  assert.match(result.stdout, /^::error::.*failed/m);
});

test('a collection that writes escapes in its names (YAML "\\e") shows them escaped, in --dry-run too', async () => {
  // A collection fetched with -c https://… is the server's text as much as a response is.
  const dir = workspace({
    'c.yaml': `name: "remote\\e]0;owned\\a"\ntests:\n  - name: "clear\\e[2J\\e[3J"\n    url: ${api.url('/text')}\n`,
  });
  for (const args of [
    ['-c', 'c.yaml', '--dry-run'],
    ['-c', 'c.yaml'],
  ]) {
    const result = await runCli(args, { cwd: dir });
    const line = `${result.stdout}\n${result.stderr}`.split('\n').find((l) => CONTROL.test(l));
    assert.equal(line, undefined, `a control character with ${args.join(' ')}: ${JSON.stringify(line)}`);
    assert.ok(result.stdout.includes('clear\\x1b[2J'), result.stdout);
  }
});
