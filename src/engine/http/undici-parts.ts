// The parts of undici that every run needs, loaded on their own: `import 'undici'` evaluates all of
// it (fetch, WebSocket, caches, mocks, cookies), ~40 ms of every start-up. What needs more (fetching
// a collection from a URL, a language model) imports 'undici' itself when it is used.
import Agent from 'undici/lib/dispatcher/agent.js';
import EnvHttpProxyAgent from 'undici/lib/dispatcher/env-http-proxy-agent.js';
// Already loaded by EnvHttpProxyAgent: a test's own `proxy` costs nothing more at start-up.
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent.js';
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import api from 'undici/lib/api/index.js';
import buildConnector from 'undici/lib/core/connect.js';

// A proxy tunnels to https targets with the `connect` method that undici's index adds to every
// dispatcher: add it as the index does.
Object.assign(Dispatcher.prototype, api);

export { Agent, EnvHttpProxyAgent, ProxyAgent, buildConnector };
