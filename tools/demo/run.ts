// `npm run demo`: the main job on a built-in default. Starts the bundled demo API on a free
// loopback port, runs every collection in examples/ against it with the real bundled CLI
// (dist/cli.js), prints the results and writes every report format to ./output.
import { spawn } from 'node:child_process';
import { startDemoServer, DEMO_USER } from './server.ts';

const server = await startDemoServer();
const args = [
  'dist/cli.js',
  '-c',
  'examples',
  '-v',
  `baseUrl=${server.url}`,
  '-s',
  `password=${DEMO_USER.password}`,
  '-o',
  'output',
  '-f',
  'html,ctrf,xray,markdown,testlemon',
  ...process.argv.slice(2),
];
console.log(`Demo API on ${server.url}; running: node ${args.join(' ').replace(DEMO_USER.password, '***')}\n`);
const child = spawn(process.execPath, args, { stdio: 'inherit' });
const code = await new Promise<number>((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await server.close();
process.exit(code);
