// Which address a request comes from, for the sign-in limit. Behind a reverse proxy every
// connection comes from the proxy, so the operator may name the proxies to trust (--trust-proxy):
// for a connection from one of them, the client is the rightmost address of X-Forwarded-For that
// is not a trusted proxy. The header is never read from anyone else, who could write any address.
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export class ClientAddress {
  readonly #trusted = new BlockList();
  readonly #any: boolean;

  /** `proxies`: addresses or CIDR ranges (`10.0.0.0/8`), each checked by proxyProblem first. */
  constructor(proxies: readonly string[]) {
    for (const proxy of proxies) {
      const [address, bits] = proxy.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) this.#trusted.addAddress(address, type);
      else this.#trusted.addSubnet(address, Number(bits), type);
    }
    this.#any = proxies.length > 0;
  }

  of(req: IncomingMessage): string {
    let client = plain(req.socket.remoteAddress ?? 'unknown');
    if (!this.#any) return client;
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter((hop) => hop !== '');
    while (this.#isTrusted(client) && forwarded.length > 0) {
      const hop = forwarded.pop()!;
      if (isIP(hop) === 0) break; // not an address: keep the last one known
      client = hop;
    }
    return client;
  }

  #isTrusted(address: string): boolean {
    const type = isIP(address);
    return type !== 0 && this.#trusted.check(address, type === 6 ? 'ipv6' : 'ipv4');
  }
}

/** Why `value` is not an address or CIDR range, or undefined. */
export function proxyProblem(value: string): string | undefined {
  const [address, bits, extra] = value.split('/');
  const family = isIP(address);
  const max = family === 6 ? 128 : 32;
  if (family === 0 || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max)))
    return `--trust-proxy takes an IP address or a CIDR range (10.0.0.0/8), got ${value}`;
  return undefined;
}

/** `::ffff:10.0.0.1` (an IPv4 client of a dual-stack socket) is `10.0.0.1`. */
const plain = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);
