// The shell only sees an errno (`Permission denied`) where the audit log has the reason
// and the fix ("has no namespace; use one of: user/, …"). Refusals of the mount are told
// on serve's stderr too, once per path and errno, so the person at the shell can find out
// why without reading the audit log. Ordinary answers (ENOENT, EEXIST, ENOTDIR …) are not
// refusals and are not logged.

import os from 'node:os';
import { asMemError } from '../src/errors/mem-error.js';

const E = os.constants.errno;
const REFUSALS = new Map<number, string>([
  [E.EACCES, 'EACCES'],
  [E.EPERM, 'EPERM'],
  [E.EFBIG, 'EFBIG'],
  [E.EINVAL, 'EINVAL'],
  [E.ELOOP, 'ELOOP'],
]);
/** Past this many distinct refusals the memory of what was told starts over. */
const REMEMBERED = 10_000;

/** A function to call with each failure and its negative errno. */
export function refusalLog(log: (line: string) => void): (err: unknown, errno: number) => void {
  const told = new Set<string>();
  return (err, errno) => {
    const name = REFUSALS.get(-errno);
    if (!name) return;
    const e = asMemError(err);
    const key = `${String(e.data.path ?? e.message)}\0${errno}`;
    if (told.has(key)) return;
    if (told.size >= REMEMBERED) told.clear();
    told.add(key);
    log(`mnemofs: the mount answered ${name}: ${e.message}`);
  };
}
