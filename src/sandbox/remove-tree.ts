// rm -r inside the sandbox. Each directory is opened with openat2 beneath the one above it,
// entries are classified with statx(AT_SYMLINK_NOFOLLOW) and removed with unlinkat on one
// name. A symlink inside the tree is removed as a link (its target is never touched); if a
// directory is swapped for a link mid-walk, openat2 refuses it (ELOOP) and the link itself
// is unlinked instead — so a racing attacker can make us remove their link, nothing else.

import * as sys from './ffi.js';
import type { SandboxRoot } from './sandbox-root.js';
import { entryType } from './stat.js';

const RESOLVE = sys.RESOLVE_BENEATH | sys.RESOLVE_NO_SYMLINKS | sys.RESOLVE_NO_MAGICLINKS;

/** Removes `rel` and everything below it; returns the number of entries removed. */
export function removeTree(root: SandboxRoot, rel: string): number {
  return root.withParent(rel, (parentFd, name) => removeEntry(parentFd, name, 0));
}

function removeEntry(parentFd: number, name: string, depth: number): number {
  if (depth > 256) throw new sys.SysError('ELOOP', 40, 'removeTree depth');
  let st: sys.StatxResult;
  try {
    st = sys.statx(parentFd, name);
  } catch (err) {
    // Expected race: somebody else removed it first; it is gone, which is what we want.
    if (err instanceof sys.SysError && err.code === 'ENOENT') return 0;
    throw err;
  }
  if (entryType(st.mode) !== 'dir') {
    sys.unlinkat(parentFd, name, 0);
    return 1;
  }
  let dirfd: number;
  try {
    dirfd = sys.openat2(parentFd, name, sys.O_RDONLY | sys.O_DIRECTORY, 0, RESOLVE);
  } catch (err) {
    // Swapped for a link or a file since the statx: remove that entry, not its target.
    if (err instanceof sys.SysError && (err.code === 'ELOOP' || err.code === 'ENOTDIR')) {
      sys.unlinkat(parentFd, name, 0);
      return 1;
    }
    throw err;
  }
  let removed = 0;
  try {
    for (const entry of sys.readDirents(dirfd))
      removed += removeEntry(dirfd, entry.name, depth + 1);
  } finally {
    sys.close(dirfd);
  }
  sys.unlinkat(parentFd, name, sys.AT_REMOVEDIR);
  return removed + 1;
}
