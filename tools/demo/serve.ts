// Starts the demo API on its own, e.g. for the action's self-test in CI:
//   node tools/demo/serve.ts --port 8080
import { startDemoServer } from './server.ts';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 8080;
const server = await startDemoServer({ port });
console.log(`demo API listening on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
