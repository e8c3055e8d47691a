// Who may do what. A role grants permissions; an API token carries scopes, and what it may do is
// the part of its scopes its owner's role still grants (a token never outranks its owner, even
// after the owner's role is lowered).
import type { Role } from '../store/store.ts';

/** read: see projects, runs, alerts; run: trigger runs; write: change projects, alerts, windows; admin: users and all tokens. */
export type Permission = 'read' | 'run' | 'write' | 'admin';
export const PERMISSIONS: readonly Permission[] = ['read', 'run', 'write', 'admin'];

const GRANTS: Record<Role, readonly Permission[]> = {
  viewer: ['read'],
  editor: ['read', 'run', 'write'],
  admin: ['read', 'run', 'write', 'admin'],
};

export interface Principal {
  userId: string;
  userName: string;
  role: Role;
  permissions: ReadonlySet<Permission>;
  /** Set when the request came with a session cookie (forms and the API then need the CSRF token). */
  csrfToken?: string;
  via: 'session' | 'token';
}

export function roleGrants(role: Role): Set<Permission> {
  return new Set(GRANTS[role]);
}

export function tokenGrants(role: Role, scopes: readonly string[]): Set<Permission> {
  return new Set(GRANTS[role].filter((p) => scopes.includes(p)));
}

/** Scopes of a new token: known names only, and only what the creator holds. */
export function checkScopes(scopes: unknown, holder: ReadonlySet<Permission>): string | undefined {
  if (!Array.isArray(scopes) || scopes.length === 0)
    return `scopes must be a non-empty list of ${PERMISSIONS.join(', ')}`;
  for (const scope of scopes) {
    if (!PERMISSIONS.includes(scope as Permission))
      return `unknown scope ${JSON.stringify(scope)} (known: ${PERMISSIONS.join(', ')})`;
    if (!holder.has(scope as Permission)) return `you cannot grant the scope ${scope}: your role does not have it`;
  }
  return undefined;
}
