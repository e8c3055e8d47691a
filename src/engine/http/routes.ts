// Where a connection goes when a test says so (`resolve`, `connect-to`), as curl decides it: the
// request, its Host header, TLS SNI and the certificate check keep the URL's host; only the address
// the socket connects to changes.
import { isIP } from 'node:net';

/** `connect-to: host:port:host2:port2` (an empty host or port matches any), or `resolve: host:port:address`. */
export interface Route {
  /** Lower case, brackets of an IPv6 address removed; empty: any host. */
  host: string;
  /** Empty: any port. */
  port: string;
  /** Empty: the host as it is. */
  toHost: string;
  /** Empty: the port as it is. */
  toPort: string;
}

/** What a test's routes make of a connection: `connect-to` first (the first that matches), then `resolve`. */
export function routeTarget(
  routes: { connectTo: readonly Route[]; resolve: readonly Route[] },
  hostname: string,
  port: string,
): { hostname: string; port: string } {
  let target = { hostname: unbracketed(hostname).toLowerCase(), port };
  for (const table of [routes.connectTo, routes.resolve]) {
    const route = table.find((each) => matches(each, target.hostname, target.port));
    if (route !== undefined)
      target = { hostname: route.toHost === '' ? target.hostname : route.toHost, port: route.toPort || target.port };
  }
  return target;
}

function matches(route: Route, hostname: string, port: string): boolean {
  return (
    (route.host === '' || route.host === '*' || route.host === hostname) && (route.port === '' || route.port === port)
  );
}

export function unbracketed(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** The name TLS sends as SNI and checks the certificate against: the URL's host, unless it is an address. */
export function serverNameOf(hostname: string): string | undefined {
  const host = unbracketed(hostname);
  return host === '' || isIP(host) !== 0 ? undefined : host;
}
