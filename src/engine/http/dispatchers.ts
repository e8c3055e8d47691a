// The dispatchers of a run: the shared one for every plain request, and one per distinct way a test
// asks to be connected (`resolve`/`connect-to` routes, HTTP/2, its own proxy), made when a test first
// asks for it and kept for the run, so such tests still reuse connections.
import type { buildConnector, Dispatcher } from 'undici';
import { Agent, EnvHttpProxyAgent, ProxyAgent } from './undici-parts.ts';
import { createConnector, type CancellableConnector } from './connector.ts';
import { routeTarget, serverNameOf, type Route } from './routes.ts';

export type HttpVersion = '1.0' | '1.1' | '2';

/** What decides the connection a request goes over. */
export interface ConnectionChoice {
  routes?: { connectTo: readonly Route[]; resolve: readonly Route[] };
  httpVersion?: HttpVersion;
  /** The test's own proxy URL (credentials in it become Proxy-Authorization). */
  proxy?: string;
}

export interface DispatcherSettings {
  insecure: boolean;
  connections: number;
  /** `--http-version 2`: every request offers h2. */
  http2: boolean;
}

/** A run holds few distinct connection choices; a templated proxy could make more, so they are bounded. */
const MAX_DISPATCHERS = 64;

const proxyVariables = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY'];

export const CONFINED =
  'the environment sets a proxy (HTTP_PROXY/HTTPS_PROXY): a test cannot choose its own proxy, resolve, connect-to or HTTP/1.0 around it';

export class Dispatchers {
  readonly #settings: DispatcherSettings;
  readonly #connectors = new Map<boolean, CancellableConnector>();
  readonly #chosen = new Map<string, Dispatcher>();
  readonly default: Dispatcher;
  /** `HTTP_PROXY`/`HTTPS_PROXY` confine where a run's requests go (docs/serve.md): a test cannot route around them. */
  readonly environmentProxy = proxyVariables.some((name) => process.env[name]);

  constructor(settings: DispatcherSettings) {
    this.#settings = settings;
    this.default = this.#envDispatcher(this.#connector(settings.http2).connect, settings.http2);
  }

  /** The dispatcher for a request's choice, or why there is none. */
  for(choice: ConnectionChoice | undefined): Dispatcher | string {
    if (choice === undefined) return this.default;
    const http2 = choice.httpVersion === undefined ? this.#settings.http2 : choice.httpVersion === '2';
    const routes = choice.routes;
    if (routes === undefined && choice.proxy === undefined && http2 === this.#settings.http2) return this.default;
    if (this.environmentProxy && (routes !== undefined || choice.proxy !== undefined)) return CONFINED;
    const key = JSON.stringify([routes, http2, choice.proxy]);
    const known = this.#chosen.get(key);
    if (known !== undefined) return known;
    if (this.#chosen.size >= MAX_DISPATCHERS)
      return `more than ${MAX_DISPATCHERS} distinct connection settings (resolve, connect-to, proxy, http-version) in one run`;
    const dispatcher =
      choice.proxy === undefined
        ? this.#envDispatcher(routed(this.#connector(http2).connect, routes), http2)
        : this.#proxyDispatcher(choice.proxy);
    if (typeof dispatcher === 'string') return dispatcher;
    this.#chosen.set(key, dispatcher);
    return dispatcher;
  }

  destroy(reason: Error): Promise<void> {
    const destroyed = [this.default, ...this.#chosen.values()].map((each) => each.destroy(reason));
    for (const connector of this.#connectors.values()) connector.cancelPending();
    return Promise.all(destroyed).then(() => undefined);
  }

  #connector(http2: boolean): CancellableConnector {
    let connector = this.#connectors.get(http2);
    if (connector === undefined) {
      connector = createConnector(!this.#settings.insecure, http2);
      this.#connectors.set(http2, connector);
    }
    return connector;
  }

  #envDispatcher(connect: buildConnector.connector, http2: boolean): Dispatcher {
    const agentOptions = { connections: this.#settings.connections, allowH2: http2, connect };
    // EnvHttpProxyAgent reads the variables (and NO_PROXY) when it is constructed.
    if (this.environmentProxy) {
      const tls = { rejectUnauthorized: !this.#settings.insecure };
      // As curl does: http targets go to the proxy as absolute-form requests, https ones through a CONNECT tunnel.
      return new EnvHttpProxyAgent({ ...agentOptions, requestTls: tls, proxyTls: tls, proxyTunnel: false });
    }
    return new Agent(agentOptions);
  }

  /** Through a test's proxy, the proxy connects to the host (routes do not apply) over HTTP/1.1. */
  #proxyDispatcher(proxy: string): Dispatcher | string {
    let url: URL;
    try {
      url = new URL(proxy);
    } catch {
      return 'the proxy is not a valid URL';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return `the proxy must be an http or https URL, not ${url.protocol.slice(0, -1)}`;
    const tls = { rejectUnauthorized: !this.#settings.insecure };
    return new ProxyAgent({
      uri: url.href,
      connections: this.#settings.connections,
      requestTls: tls,
      proxyTls: tls,
      proxyTunnel: false,
    });
  }
}

/** The connector with the test's routes applied: the socket goes elsewhere, SNI and the certificate check stay with the URL's host. */
function routed(connect: buildConnector.connector, routes: ConnectionChoice['routes']): buildConnector.connector {
  if (routes === undefined) return connect;
  return (options, callback) => {
    const port = options.port || (options.protocol === 'https:' ? '443' : '80');
    const target = routeTarget(routes, options.hostname, port);
    const servername = options.servername || serverNameOf(options.hostname);
    return connect(
      { ...options, hostname: target.hostname, port: target.port, ...(servername ? { servername } : {}) },
      callback,
    );
  };
}
