// A session's scratch area: `scratch/…` in every file tool (write, read, list, edit, append,
// remove, move) is `.mnemofs/scratch/<session>/…` on disk — under the store's own directory,
// so it is never versioned (git ignores .mnemofs/) and never indexed (its change events
// stop in the store), reached through the same sandbox and checked by the same path rules.
// mem_promote moves a scratch file into a namespace; the area goes when the session ends.

import { MemError } from '../errors/mem-error.js';
import type { ChangeEvent } from './change.js';
import { OWNER } from './context.js';
import { SCRATCH_DIR } from './layout.js';
import { parseStorePath, type StorePath } from './store-path.js';

const SESSION = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export function isScratchPath(raw: unknown): raw is string {
  return typeof raw === 'string' && (raw === 'scratch' || raw.startsWith('scratch/'));
}

/** A session id a client pinned, or a generated one: 1–128 of `[A-Za-z0-9._-]`, no `..`. */
export function checkSessionId(session: string): string {
  if (!SESSION.test(session) || session.includes('..'))
    throw new MemError(
      'MEM_INVALID_ARG',
      `session id "${session.slice(0, 140)}" is not valid: use 1–128 letters, digits, ".", "-" or "_" (MNEMOFS_SESSION)`,
    );
  return session;
}

/** The scratch directory of `session`, refusing an id that could make a path. */
export function scratchDir(session: string | undefined): string {
  if (session === undefined)
    throw new MemError(
      'MEM_INVALID_ARG',
      'scratch/ belongs to an MCP session and this call has none; write into a namespace instead',
    );
  return `${SCRATCH_DIR}/${checkSessionId(session)}`;
}

/** `scratch/<rest>` as a store path in the session's area, `rest` checked like any path. */
export function scratchPath(raw: string, session: string | undefined): StorePath {
  const dir = scratchDir(session);
  const rest = raw.slice('scratch'.length).replace(/^\/+/, '');
  if (rest === '') return { rel: dir, ns: 'scratch', isNamespaceRoot: true };
  // The path rules (NUL, `..`, reserved names, lengths) are the namespaces' rules.
  const checked = parseStorePath(`user/${rest}`, OWNER).rel.slice('user/'.length);
  return { rel: `${dir}/${checked}`, ns: 'scratch', isNamespaceRoot: false };
}

const inScratch = (rel: string) => rel === SCRATCH_DIR || rel.startsWith(`${SCRATCH_DIR}/`);

/** The change the rest of the store hears of: none inside scratch; a promotion is a new file. */
export function withoutScratch(event: ChangeEvent): ChangeEvent | undefined {
  if (event.kind !== 'moved') return inScratch(event.path) ? undefined : event;
  if (!inScratch(event.from))
    return inScratch(event.to) ? { ...event, kind: 'removed', path: event.from } : event;
  return inScratch(event.to) ? undefined : { kind: 'file', path: event.to, by: event.by };
}
