// Parsing of the paths models and people send. A store path is relative, starts with a
// namespace (`user/…`, `agents/<id>/…`, `teams/<id>/…`) and never names a reserved entry.
// This layer gives clear errors for hostile spellings; the sandbox (openat2) enforces the
// boundary again in the kernel, so a mistake here cannot become an escape.

import { MemError } from '../errors/mem-error.js';
import type { Principal } from './context.js';
import { RESERVED_ANYWHERE } from './layout.js';
import { canUse, namespaceDepth, namespaceHint, type Access } from './namespace.js';
import { foldLookalikes, INVISIBLE } from '../safety/fold.js';

export interface StorePath {
  /** Normalised relative path: no empty, `.` or `..` components. */
  rel: string;
  /** `user`, `agents/<id>`, `teams/<id>`. */
  ns: string;
  /** True when `rel` is the namespace directory itself. */
  isNamespaceRoot: boolean;
}

const MAX_PATH_BYTES = 4096;
const MAX_NAME_BYTES = 255;
// Control characters; invisible ones and look-alikes are in safety/fold.ts.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const PLAIN = /^[\x20-\x2d\x2f-\x7e][\x20-\x7e]*$/;
function invalid(raw: string, why: string, fix: string, errno?: string): MemError {
  return new MemError('MEM_INVALID_ARG', `path "${printable(raw)}" ${why}; ${fix}`, {
    path: raw,
    ...(errno ? { errno } : {}),
  });
}

/** The path as it may be shown in a message: control characters escaped, length bounded. */
export function printable(raw: string): string {
  const shown = raw.length > 200 ? `${raw.slice(0, 200)}…` : raw;
  return JSON.stringify(shown).slice(1, -1);
}

/** Why a single name may not be used in a store path, or undefined when it may. */
export function nameProblem(
  name: string,
): 'long' | 'control' | 'invisible' | 'reserved' | undefined {
  // Fast path for the common name (a readdir of a large directory asks for every entry):
  // printable ASCII without a leading dot cannot be reserved or a look-alike of one.
  if (name.length <= MAX_NAME_BYTES && PLAIN.test(name)) return undefined;
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) return 'long';
  if (CONTROL.test(name)) return 'control';
  if (INVISIBLE.test(name)) return 'invisible';
  const folded = foldLookalikes(name);
  if (RESERVED_ANYWHERE.some((r) => folded === r)) return 'reserved';
  return undefined;
}

function checkName(raw: string, name: string): void {
  switch (nameProblem(name)) {
    case 'long':
      throw invalid(
        raw,
        `has a name of ${Buffer.byteLength(name)} bytes (ENAMETOOLONG)`,
        `names are at most ${MAX_NAME_BYTES} bytes`,
        'ENAMETOOLONG',
      );
    case 'control':
      throw invalid(raw, 'contains a control character', 'use printable names');
    case 'invisible':
      throw invalid(
        raw,
        'contains an invisible or direction-changing character',
        'use plain names',
      );
    case 'reserved':
      throw new MemError(
        'MEM_RESERVED',
        `path "${printable(raw)}" names "${name}", which is reserved for mnemofs and git and never writable by tools; choose another name`,
        { path: raw },
      );
    case undefined:
      return;
  }
}

/**
 * Parses and checks a path argument, including the principal's grant on its namespace.
 * Accepts `//`, `./` and a trailing `/` (normalised away); refuses `..`, absolute paths,
 * NUL and control characters, overlong names, reserved names and their look-alikes.
 */
export function parseStorePath(
  raw: unknown,
  principal: Principal,
  access: Access = 'read',
  /**
   * The longest path accepted, in bytes: a tool's path argument is at most PATH_MAX; the
   * mount passes Infinity — the kernel already held each call's own path to PATH_MAX, and a
   * path below a working directory deep in the store may be longer in all (the sandbox
   * resolves such a path in pieces).
   */
  maxPathBytes = MAX_PATH_BYTES,
): StorePath {
  if (typeof raw !== 'string' || raw === '') {
    throw new MemError(
      'MEM_INVALID_ARG',
      'path is empty; give a store path such as user/notes/a.md',
    );
  }
  if (raw.includes('\0')) throw invalid(raw, 'contains a NUL byte', 'remove it');
  if (Buffer.byteLength(raw) > maxPathBytes) {
    throw invalid(
      raw,
      `is ${Buffer.byteLength(raw)} bytes long (ENAMETOOLONG)`,
      `paths are at most ${maxPathBytes} bytes`,
      'ENAMETOOLONG',
    );
  }
  if (raw.startsWith('/')) {
    throw new MemError(
      'MEM_OUTSIDE_ROOT',
      `path "${printable(raw)}" is absolute; store paths are relative and start with a namespace: ${namespaceHint(principal)}`,
      { path: raw },
    );
  }
  const parts = raw.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) {
    throw new MemError(
      'MEM_OUTSIDE_ROOT',
      `path "${printable(raw)}" contains "..", which is never allowed; name the target directly, starting with a namespace: ${namespaceHint(principal)}`,
      { path: raw },
    );
  }
  for (const part of parts) checkName(raw, part);
  const nsDepth = namespaceDepth(parts.join('/'));
  if (nsDepth === 0) {
    throw new MemError(
      'MEM_FORBIDDEN',
      `path "${printable(raw)}" has no namespace; use one of: ${namespaceHint(principal)}`,
      { path: raw },
    );
  }
  const ns = parts.slice(0, nsDepth).join('/');
  if (access === 'write' && canUse(principal, ns, 'read') && !canUse(principal, ns, 'write')) {
    throw new MemError(
      'MEM_FORBIDDEN',
      `path "${printable(raw)}" is in namespace ${ns}/, which ${principal.id} may read but not change; write in: ${namespaceHint(principal, 'write')}`,
      { path: raw },
    );
  }
  if (!canUse(principal, ns)) {
    throw new MemError(
      'MEM_FORBIDDEN',
      `path "${printable(raw)}" is in namespace ${ns}/, which ${principal.id} may not use; use one of: ${namespaceHint(principal)}`,
      { path: raw },
    );
  }
  return { rel: parts.join('/'), ns, isNamespaceRoot: parts.length === nsDepth };
}
