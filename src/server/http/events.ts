// `GET /events`: the live updates of the dashboard as Server-Sent Events, for anyone who may read
// (session or token with `read`). Each event is a `run` (queued, running, finished) or a `test`
// (one finished test of a running run); `?project=<id>` keeps the events of one project. The stream
// ends after STREAM_MS so that a signed-out session or a deleted token stops receiving: the browser
// reconnects and is authenticated again.
import type { LiveEvent } from '../live.ts';
import { SECURITY_HEADERS } from './basics.ts';
import type { Route } from './context.ts';

const HEARTBEAT_MS = 15_000;
const STREAM_MS = 5 * 60_000;

export const EVENT_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/events$/,
    access: 'read',
    kind: 'api',
    handle: async (x) => {
      const only = x.url.searchParams.get('project');
      x.res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no', // a proxy (nginx) must not hold the events back
      });
      if (x.req.method === 'HEAD') return void x.res.end();
      // `retry`: how long the browser waits before it reconnects.
      x.res.write('retry: 3000\n\n');
      const send = (event: LiveEvent) => {
        if (only === null || event.projectId === only)
          x.res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      const unsubscribe = x.ctx.live.subscribe(send);
      const heartbeat = setInterval(() => x.res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = setTimeout(() => x.res.end(), STREAM_MS);
      x.res.once('close', () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(end);
      });
    },
  },
];
