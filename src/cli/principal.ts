// Resolves `--as P` to a principal. One principal exists until scopes land (issue 7): the
// owner, granted every namespace.

import { MemError } from '../errors/mem-error.js';
import { OWNER, type Principal } from '../store/context.js';

export function principalFor(flag: string | undefined): Principal {
  if (flag === undefined || flag === 'owner') return OWNER;
  throw new MemError(
    'MEM_INVALID_ARG',
    `unknown principal "${flag}"; this store knows only "owner" (agent and team principals come with scopes)`,
  );
}
