// Users: the checks a new account passes, whether it comes from the API or the dashboard's form.
import { hashPassword, passwordProblem } from './auth/passwords.ts';
import { ROLES, type Role, type Store, type User } from './store/store.ts';

/** A user that cannot be created; `status` is the HTTP status that answers it. */
export class UserError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

export async function createUser(store: Store, name?: string, password?: string, role?: string): Promise<User> {
  const trimmed = name?.trim() ?? '';
  if (!/^[\w.@-]{1,64}$/.test(trimmed))
    throw new UserError('a user name is 1–64 letters, digits, `.`, `_`, `@` or `-`');
  if (!ROLES.includes(role as Role)) throw new UserError(`role must be one of ${ROLES.join(', ')}`);
  const problem = password === undefined ? 'a user needs a password' : passwordProblem(password);
  if (problem) throw new UserError(problem);
  if (await store.userByName(trimmed)) throw new UserError(`a user named ${trimmed} exists already`, 409);
  return store.createUser(trimmed, role as Role, await hashPassword(password!));
}
