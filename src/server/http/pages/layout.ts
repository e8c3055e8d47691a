// The frame of every dashboard page: head (the one stylesheet and script, /assets), the navigation
// of a signed-in user with the sign-out button, and the page's title; and the error page.
import { html, sendHtml, type Html } from '../basics.ts';
import type { Exchange } from '../context.ts';
import { csrf } from './views.ts';

/** A whole page; with `x`, for the signed-in user of the exchange (the navigation). */
export function layout(title: string, body: Html, x?: Exchange): string {
  const user = x?.principal;
  const nav = user
    ? html`<nav>
        <a href="/">Projects</a> <a href="/projects/new">New project</a> <a href="/alerts">Alerts</a>
        <a href="/tokens">Tokens</a>
        ${user.permissions.has('admin') ? html`<a href="/users">Users</a>` : ''}
        <form method="post" action="/logout" class="inline">
          ${csrf(x!)} <button>Sign out ${user.userName}</button>
        </form>
      </nav>`
    : '';
  return `<!doctype html>\n${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title} · assay</title>
      <link rel="icon" href="data:," />
      <link rel="stylesheet" href="/assets/app.css" />
      <script src="/assets/app.js" defer></script>
    </head>
    <body>
      <header><strong>assay</strong> ${nav}</header>
      <main>
        <h1>${title}</h1>
        ${body}
      </main>
    </body>
  </html>`}\n`;
}

/** Answers with a whole page for the exchange's user. */
export function sendPage(x: Exchange, title: string, body: Html, status = 200): void {
  sendHtml(x.res, status, layout(title, body, x));
}

export function errorPage(status: number, message: string): string {
  return layout(
    `Error ${status}`,
    html`<p class="problem">${message}</p>
      <p><a href="/">Back</a></p>`,
  );
}
