// Starts the demo API on its own, e.g. for the action's self-test in CI:
//   npm run demo:serve -- --port 8080        (on the Node 24 that `npm ci` installs)
//   node tools/demo/serve.mjs --port 8080    (when `node` is Node 24)
//   npm run demo:serve -- --bugs             (with the deliberate bugs docs/fuzz.md finds)
// Plain JavaScript, so an older Node gets as far as the version check: the demo API is TypeScript,
// which the pinned Node 24 runs as is (an older one stops at the `.ts` file with a stack trace).
if (Number(process.versions.node.split('.')[0]) < 24) {
  process.stderr.write(
    `The demo API needs Node.js 24, but this is Node.js ${process.versions.node}: ` +
      'run it with `npm run demo:serve -- --port 8080`, which uses the Node 24 `npm ci` installed.\n',
  );
  process.exit(2);
}

const { startDemoServer } = await import('./server.ts');
const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 8080;
const server = await startDemoServer({ port, bugs: process.argv.includes('--bugs') });
console.log(`demo API listening on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
