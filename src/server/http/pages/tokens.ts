// API tokens: a user's own (an admin sees every one), revoking, and a new token with scopes up to
// the user's own permissions, its secret shown once.
import { checkScopes, PERMISSIONS } from '../../auth/access.ts';
import { newApiToken, sha256 } from '../../auth/tokens.ts';
import { html, HttpError, redirect, type Html } from '../basics.ts';
import { ID, type Exchange, type Route } from '../context.ts';
import { sendPage } from './layout.ts';
import { csrf, field, notice, postButton, row, table, when } from './views.ts';

async function tokensPage(x: Exchange, created?: string): Promise<Html> {
  const tokens = await x.ctx.store.listTokens(x.principal.permissions.has('admin') ? undefined : x.principal.userId);
  const scopes = PERMISSIONS.filter((p) => x.principal.permissions.has(p));
  return html`${created ? notice(html`Your new token (shown this once): <code>${created}</code>`) : ''}
    ${table(
      ['Name', 'Scopes', 'Created', 'Last used', ''],
      tokens.map((t) =>
        row([
          t.name,
          t.scopes.join(' '),
          when(t.createdAt),
          when(t.lastUsedAt),
          postButton(x, `/tokens/${t.id}/delete`, 'Revoke'),
        ]),
      ),
    )}
    <h2>New token</h2>
    <form method="post" action="/tokens">
      ${csrf(x)} ${field('Name', html`<input name="name" required />`)}
      ${scopes.map((p) => html`<label class="inline"><input type="checkbox" name="scopes" value="${p}" /> ${p}</label>`)}
      <button>Create</button>
    </form>`;
}

export const TOKEN_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/tokens$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => sendPage(x, 'API tokens', await tokensPage(x)),
  },
  {
    method: 'POST',
    path: /^\/tokens$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      const scopes = x.form.getAll('scopes');
      const name = (x.form.get('name') ?? '').trim();
      const problem = name === '' ? 'a token needs a name' : checkScopes(scopes, x.principal.permissions);
      if (problem) throw new HttpError(400, problem);
      const secret = newApiToken();
      await x.ctx.store.createToken(x.principal.userId, name, sha256(secret), scopes);
      sendPage(x, 'API tokens', await tokensPage(x, secret), 201);
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/tokens/${ID}/delete$`),
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      await x.ctx.store.deleteToken(x.params[0], x.principal.permissions.has('admin') ? undefined : x.principal.userId);
      redirect(x.res, '/tokens');
    },
  },
];
