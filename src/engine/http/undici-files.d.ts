// undici publishes types only for its index; these are the files undici-parts.ts loads on their own.
declare module 'undici/lib/dispatcher/agent.js' {
  const Agent: typeof import('undici').Agent;
  export default Agent;
}
declare module 'undici/lib/dispatcher/env-http-proxy-agent.js' {
  const EnvHttpProxyAgent: typeof import('undici').EnvHttpProxyAgent;
  export default EnvHttpProxyAgent;
}
declare module 'undici/lib/dispatcher/dispatcher.js' {
  const Dispatcher: typeof import('undici').Dispatcher;
  export default Dispatcher;
}
declare module 'undici/lib/api/index.js' {
  const api: Pick<import('undici').Dispatcher, 'request' | 'stream' | 'pipeline' | 'connect' | 'upgrade'>;
  export default api;
}
declare module 'undici/lib/core/connect.js' {
  const buildConnector: typeof import('undici').buildConnector;
  export default buildConnector;
}
declare module 'undici/lib/dispatcher/proxy-agent.js' {
  const ProxyAgent: typeof import('undici').ProxyAgent;
  export default ProxyAgent;
}
