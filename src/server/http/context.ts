// What every handler can reach, and the shape of a route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientAddress } from '../auth/client-address.ts';
import type { Permission, Principal } from '../auth/access.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Alerts } from '../alerts.ts';
import type { LiveEvents } from '../live.ts';
import type { Projects } from '../projects.ts';
import type { Scheduler } from '../scheduler.ts';
import type { SecretBox } from '../secret-box.ts';
import type { Store } from '../store/store.ts';

export interface ServerContext {
  store: Store;
  projects: Projects;
  scheduler: Scheduler;
  alerts: Alerts;
  /** The runs of this instance as they happen (GET /events). */
  live: LiveEvents;
  box: SecretBox;
  /** Sign-in, sign-out and the signed-in user of a session cookie. */
  sessions: Sessions;
  /** The client's address, read through the trusted reverse proxies (--trust-proxy). */
  clientAddress: ClientAddress;
  /** Groups whose status page and badges are public ('' is the projects without a group). */
  publicGroups: ReadonlySet<string>;
  instanceId: string;
}

export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: string[];
  ctx: ServerContext;
  /** Set on every route that is not public. */
  principal: Principal;
  /** The parsed body of a form POST (pages). */
  form: URLSearchParams;
}

export interface Route {
  method: string;
  path: RegExp;
  /** `public`: anyone; otherwise the permission the caller needs. */
  access: 'public' | Permission;
  /** `api` answers with JSON errors (401/403); `page` redirects to the login page. */
  kind: 'api' | 'page';
  handle(exchange: Exchange): Promise<void>;
}

/** The pattern of an id in a route's path (a UUID), captured as a parameter. */
export const ID = '([0-9a-f-]{36})';
