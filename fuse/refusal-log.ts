// The shell only sees an errno (`Permission denied`) where the audit log has the reason
// and the fix ("has no namespace; use one of: user/, …"). Refusals of the mount are told
// on serve's stderr too, once per path and errno, so the person at the shell can find out
// why without reading the audit log. Ordinary answers (a name that does not exist, one that
// already does, a file where a directory was needed) are not refusals and are not logged.

import os from 'node:os';
import { asMemError, type MemCode } from '../src/errors/mem-error.js';

/** The codes of a refusal: a rule of the store said no. */
const REFUSALS = new Set<MemCode>([
  'MEM_FORBIDDEN',
  'MEM_RESERVED',
  'MEM_TOO_LARGE',
  'MEM_UNSUPPORTED',
  'MEM_INVALID_ARG',
  'MEM_OUTSIDE_ROOT',
  'MEM_NOT_REGULAR',
]);
/** Past this many distinct refusals the memory of what was told starts over. */
const REMEMBERED = 10_000;

/** The kernel's name of a (negative) errno, for the person: `EACCES`. */
function errnoName(errno: number): string {
  const found = Object.entries(os.constants.errno).find(([, n]) => n === -errno);
  return found?.[0] ?? `errno ${-errno}`;
}

/** A function to call with each failure and the negative errno it was answered with. */
export function refusalLog(log: (line: string) => void): (err: unknown, errno: number) => void {
  const told = new Set<string>();
  return (err, errno) => {
    const e = asMemError(err);
    if (!REFUSALS.has(e.code)) return;
    const key = `${String(e.data.path ?? e.message)}\0${errno}`;
    if (told.has(key)) return;
    if (told.size >= REMEMBERED) told.clear();
    told.add(key);
    log(`mnemofs: the mount answered ${errnoName(errno)}: ${e.message}`);
  };
}
