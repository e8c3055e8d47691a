// The request handler: finds the route, establishes who is asking (API token or session cookie),
// enforces the route's permission and, for changes made with a session, the CSRF token.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { roleGrants, tokenGrants, type Principal } from '../auth/access.ts';
import { sameText, sha256, TOKEN_PREFIX } from '../auth/tokens.ts';
import { AlertInputError } from '../alerts/input.ts';
import { ProjectError } from '../projects.ts';
import { SecretKeyMissing } from '../secret-box.ts';
import { UserError } from '../users.ts';
import { API_ROUTES } from './api.ts';
import { ALERT_ROUTES } from './alert-api.ts';
import { ASSET_ROUTES } from './assets.ts';
import { checkOrigin, cookies, HttpError, readForm, redirect, sendHtml, sendJson } from './basics.ts';
import type { Exchange, Route, ServerContext } from './context.ts';
import { EVENT_ROUTES } from './events.ts';
import { PAGE_ROUTES, errorPage } from './pages/index.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROUTES: Route[] = [...API_ROUTES, ...ALERT_ROUTES, ...ASSET_ROUTES, ...PAGE_ROUTES, ...EVENT_ROUTES];

export function createHandler(ctx: ServerContext) {
  return (req: IncomingMessage, res: ServerResponse) => {
    void handle(req, res, ctx).catch((error: unknown) => fail(req, res, error));
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, ctx: ServerContext): Promise<void> {
  const url = requestUrl(req.url ?? '/');
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  let pathMatched = false;
  for (const route of ROUTES) {
    const match = route.path.exec(url.pathname);
    if (!match) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const exchange = { req, res, url, params: match.slice(1), ctx, form: new URLSearchParams() } as Exchange;
    if (route.access !== 'public') {
      const principal = await authenticate(req, ctx);
      if (!principal) {
        if (route.kind === 'page') return redirect(res, `/login?next=${encodeURIComponent(url.pathname + url.search)}`);
        throw new HttpError(401, 'sign in or send an API token (Authorization: Bearer …)');
      }
      exchange.principal = principal;
      if (UNSAFE.has(method)) await checkCsrf(exchange);
      if (!principal.permissions.has(route.access))
        throw new HttpError(
          403,
          `this needs the ${route.access} permission, which ${describe(principal)} does not have`,
        );
    } else if (UNSAFE.has(method) && route.kind === 'page') {
      // Signing in from another site would sign the browser in to the attacker's account (login CSRF).
      checkOrigin(req);
      exchange.form = await readForm(req);
    }
    return route.handle(exchange);
  }
  throw new HttpError(pathMatched ? 405 : 404, pathMatched ? 'method not allowed' : 'not found');
}

/** The request target as a URL; a path is read as a path (`//x` is not a host), anything unreadable is a 400. */
function requestUrl(target: string): URL {
  try {
    return new URL(target.startsWith('/') ? `http://assay.invalid${target}` : target);
  } catch {
    throw new HttpError(400, 'the request target is not a valid URL');
  }
}

function describe(principal: Principal): string {
  return principal.via === 'token' ? 'this token' : `the role ${principal.role}`;
}

async function authenticate(req: IncomingMessage, ctx: ServerContext): Promise<Principal | undefined> {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) {
    const [scheme, secret] = authorization.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !secret?.startsWith(TOKEN_PREFIX)) return undefined;
    const token = await ctx.store.tokenByHash(sha256(secret));
    const user = token && (await ctx.store.userById(token.userId));
    if (!token || !user) return undefined;
    return {
      userId: user.id,
      userName: user.name,
      role: user.role,
      permissions: tokenGrants(user.role, token.scopes),
      via: 'token',
    };
  }
  const session = await ctx.sessions.find(cookies(req));
  if (!session) return undefined;
  const { user, csrfToken } = session;
  return {
    userId: user.id,
    userName: user.name,
    role: user.role,
    permissions: roleGrants(user.role),
    csrfToken,
    via: 'session',
  };
}

/**
 * A change made with the session cookie must carry the session's CSRF token: a form field `_csrf`
 * (pages) or the `X-CSRF-Token` header (scripts). A cross-site Origin is refused outright.
 */
async function checkCsrf(x: Exchange): Promise<void> {
  if (x.principal.via !== 'session') return;
  checkOrigin(x.req);
  let sent = x.req.headers['x-csrf-token'];
  if (
    sent === undefined &&
    String(x.req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
  ) {
    x.form = await readForm(x.req);
    sent = x.form.get('_csrf') ?? undefined;
  }
  if (typeof sent !== 'string' || !sameText(sent, x.principal.csrfToken!))
    throw new HttpError(403, 'the CSRF token is missing or wrong: reload the page and try again');
}

function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const known =
    error instanceof HttpError ||
    error instanceof ProjectError ||
    error instanceof UserError ||
    error instanceof AlertInputError;
  const status = known ? (error as HttpError).status : error instanceof SecretKeyMissing ? 422 : 500;
  const message =
    known || error instanceof SecretKeyMissing ? (error as Error).message : 'internal error (see the server log)';
  if (!known && !(error instanceof SecretKeyMissing))
    process.stderr.write(`assay serve: ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}\n`);
  if (res.headersSent) return void res.end();
  const path = req.url ?? '';
  if (path.startsWith('/api/') || /^\/events(\?|$)/.test(path) || req.headers.accept?.includes('application/json'))
    sendJson(res, status, { error: message });
  else sendHtml(res, status, errorPage(status, message));
}
