// Users (admins only): the list and the form that creates one (users.ts checks it, as for the API).
import { ROLES } from '../../store/store.ts';
import { createUser } from '../../users.ts';
import { html, redirect, type Html } from '../basics.ts';
import type { Exchange, Route } from '../context.ts';
import { sendPage } from './layout.ts';
import { csrf, field, row, table, when } from './views.ts';

async function usersPage(x: Exchange): Promise<Html> {
  const users = await x.ctx.store.listUsers();
  return html`${table(
      ['Name', 'Role', 'Created'],
      users.map((u) => row([u.name, u.role, when(u.createdAt)])),
    )}
    <h2>New user</h2>
    <form method="post" action="/users">
      ${csrf(x)} ${field('Name', html`<input name="name" required />`)}
      ${field(
        'Password (12 characters or more)',
        html`<input name="password" type="password" minlength="12" required autocomplete="new-password" />`,
      )}
      ${field(
        'Role',
        html`<select name="role">
          ${ROLES.map((r) => html`<option>${r}</option>`)}
        </select>`,
      )}
      <button>Create</button>
    </form>`;
}

export const USER_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/users$/,
    access: 'admin',
    kind: 'page',
    handle: async (x) => sendPage(x, 'Users', await usersPage(x)),
  },
  {
    method: 'POST',
    path: /^\/users$/,
    access: 'admin',
    kind: 'page',
    handle: async (x) => {
      await createUser(
        x.ctx.store,
        x.form.get('name') ?? undefined,
        x.form.get('password') ?? undefined,
        x.form.get('role') ?? undefined,
      );
      redirect(x.res, '/users');
    },
  },
];
