/**
 * A real DNS server on loopback for tests: Debian's dnsmasq, started with the zone the test gives and
 * nothing else (no /etc/hosts, no upstream; names under the zone's domains that it does not know are
 * NXDOMAIN). Returns undefined when dnsmasq is not installed, so callers can skip with a message.
 *
 *   const dns = await startDnsServer({ a: [['example.test', '192.0.2.1']], txt: [['example.test', ['v=spf1 -all']]] });
 *   dns.server          '127.0.0.1:PORT', for --dns-server / the probe's `server` option
 *   await dns.stop()
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { Resolver } from 'node:dns/promises';

export interface Zone {
  /** Domains the server answers for authoritatively (NXDOMAIN for unknown names below them). */
  domains: string[];
  a?: [string, string][];
  aaaa?: [string, string][];
  cname?: [string, string][];
  /** name, exchange, preference */
  mx?: [string, string, number][];
  /** name, the strings of one record (several strings = one record split in chunks; no commas: dnsmasq splits there) */
  txt?: [string, string[]][];
  ns?: [string, string][];
  /** name, flags, tag, value */
  caa?: [string, number, string, string][];
  /** name, primary server, hostmaster mailbox (as a name), serial */
  soa?: [string, string, string, number][];
}

export interface DnsServer {
  server: string;
  stop(): Promise<void>;
}

export function dnsmasqPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v dnsmasq'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return existsSync('/usr/sbin/dnsmasq') ? '/usr/sbin/dnsmasq' : undefined;
}

export async function startDnsServer(zone: Zone): Promise<DnsServer | undefined> {
  const binary = dnsmasqPath();
  if (binary === undefined) return undefined;
  // The port is free for UDP when it is chosen, but dnsmasq also listens on TCP, and another test's
  // connection (or another dnsmasq started at the same moment) may hold that port: try another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startDnsmasq(binary, zone, await freeUdpPort());
    } catch (error) {
      if (attempt === 5 || !/Address already in use/.test((error as Error).message)) throw error;
    }
  }
}

async function startDnsmasq(binary: string, zone: Zone, port: number): Promise<DnsServer> {
  const args = [
    '--keep-in-foreground',
    '--conf-file=/dev/null',
    '--no-hosts',
    '--no-resolv',
    '--no-poll',
    '--pid-file=',
    '--bind-interfaces',
    '--listen-address=127.0.0.1',
    `--port=${port}`,
    ...zone.domains.map((domain) => `--local=/${domain}/`),
    ...(zone.a ?? []).map(([name, address]) => `--host-record=${name},${address}`),
    ...(zone.aaaa ?? []).map(([name, address]) => `--host-record=${name},${address}`),
    ...(zone.cname ?? []).map(([name, target]) => `--cname=${name},${target}`),
    ...(zone.mx ?? []).map(([name, exchange, preference]) => `--mx-host=${name},${exchange},${preference}`),
    ...(zone.txt ?? []).map(([name, strings]) => `--txt-record=${name},${strings.join(',')}`),
    ...(zone.ns ?? []).map(([name, server]) => `--dns-rr=${name},2,${hex(wireName(server))}`),
    ...(zone.caa ?? []).map(([name, flags, tag, value]) => `--dns-rr=${name},257,${hex(caa(flags, tag, value))}`),
    ...(zone.soa ?? []).map(
      ([name, primary, mailbox, serial]) => `--dns-rr=${name},6,${hex(soa(primary, mailbox, serial))}`,
    ),
  ];
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const server = `127.0.0.1:${port}`;
  await waitUntilAnswering(server, child, () => stderr);
  return {
    server,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitUntilAnswering(server: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const resolver = new Resolver({ timeout: 200, tries: 1 });
  resolver.setServers([server]);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`dnsmasq exited (${child.exitCode}): ${stderr()}`);
    try {
      await resolver.resolve4('assay-readiness-probe.invalid');
      return;
    } catch (error) {
      // Any DNS answer (NXDOMAIN, REFUSED) means it is listening.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ECONNREFUSED' && code !== 'ETIMEOUT') return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`dnsmasq did not answer on ${server}: ${stderr()}`);
}

function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

function wireName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.');
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);
}

function caa(flags: number, tag: string, value: string): Buffer {
  return Buffer.concat([Buffer.from([flags, tag.length]), Buffer.from(tag), Buffer.from(value)]);
}

function soa(primary: string, mailbox: string, serial: number): Buffer {
  const numbers = Buffer.alloc(20);
  [serial, 7200, 3600, 1209600, 300].forEach((value, index) => numbers.writeUInt32BE(value, index * 4));
  return Buffer.concat([wireName(primary), wireName(mailbox), numbers]);
}

function hex(bytes: Buffer): string {
  return bytes.toString('hex').replace(/(..)(?!$)/g, '$1:');
}
