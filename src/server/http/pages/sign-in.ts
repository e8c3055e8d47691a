// Signing in and out (auth/sessions.ts does the checking): the form, its post, and sign-out.
import { cookies, html, redirect, sameOriginPath, sendHtml } from '../basics.ts';
import type { Route } from '../context.ts';
import { errorPage, layout } from './layout.ts';
import { field } from './views.ts';

export const SIGN_IN_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/login$/,
    access: 'public',
    kind: 'page',
    handle: async (x) =>
      sendHtml(
        x.res,
        200,
        layout(
          'Sign in',
          html`<form method="post" action="/login">
            <input type="hidden" name="next" value="${x.url.searchParams.get('next') ?? '/'}" />
            ${field('User', html`<input name="name" autocomplete="username" required />`)}
            ${field('Password', html`<input name="password" type="password" autocomplete="current-password" required />`)}
            <button>Sign in</button>
          </form>`,
        ),
      ),
  },
  {
    method: 'POST',
    path: /^\/login$/,
    access: 'public',
    kind: 'page',
    handle: async (x) => {
      const next = sameOriginPath(x.form.get('next') ?? '/') ?? '/';
      const signIn = await x.ctx.sessions.signIn(
        x.form.get('name') ?? '',
        x.form.get('password') ?? '',
        x.ctx.clientAddress.of(x.req),
      );
      if (!signIn.ok)
        return sendHtml(
          x.res,
          signIn.status,
          errorPage(signIn.status, signIn.message),
          signIn.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(signIn.retryAfterSeconds) },
        );
      redirect(x.res, next, { 'Set-Cookie': signIn.setCookie });
    },
  },
  {
    method: 'POST',
    path: /^\/logout$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => redirect(x.res, '/login', { 'Set-Cookie': await x.ctx.sessions.signOut(cookies(x.req)) }),
  },
];
