// Crash-safe replacement of a file: write a temp file, fsync it, renameat2 it over the
// target, fsync the directory. A crash leaves the old bytes or the new, never a torn file.
// Temps are staged in the store's reserved staging directory (same filesystem, so the
// rename is just as atomic) rather than beside the target: a temp left by a kill -9 is then
// never seen by tools, the mount listing, the watcher or git, and is swept at start-up.
// Writing never goes through the target's existing inode, so a hard link planted under the
// target's name cannot carry the write to a file outside the store.

import fs from 'node:fs';
import * as sys from './ffi.js';
import { fsyncDir, type SandboxRoot } from './sandbox-root.js';
import { sysToMem } from './sys-error.js';

export interface AtomicWriteOptions {
  /** Fail with MEM_EXISTS instead of replacing an existing target (RENAME_NOREPLACE). */
  noReplace: boolean;
  mode?: number;
  /**
   * fsync the data and the directory (default). Off only for git's own objects, which git
   * itself does not fsync either: a crash may lose the last commit, never a store file.
   */
  durable?: boolean;
}

export function atomicWrite(
  root: SandboxRoot,
  rel: string,
  data: Buffer,
  options: AtomicWriteOptions,
): void {
  const tmpDir = root.openDir(root.tmpDir);
  const tmpName = root.tempName('w');
  let staged = false;
  try {
    const fd = sys.openat2(
      tmpDir,
      tmpName,
      sys.O_WRONLY | sys.O_CREAT | sys.O_EXCL,
      options.mode ?? 0o644,
      sys.RESOLVE_BENEATH | sys.RESOLVE_NO_SYMLINKS,
    );
    staged = true;
    try {
      let done = 0;
      while (done < data.length) done += fs.writeSync(fd, data, done, data.length - done);
      if (options.durable !== false) fs.fsyncSync(fd);
    } finally {
      sys.close(fd);
    }
    root.withParent(
      rel,
      (dirfd, name) => {
        sys.renameat2(tmpDir, tmpName, dirfd, name, options.noReplace ? sys.RENAME_NOREPLACE : 0);
        staged = false;
        if (options.durable !== false) fsyncDir(dirfd);
      },
      { syncable: options.durable !== false },
    );
  } catch (err) {
    throw sysToMem(err, rel);
  } finally {
    if (staged) sys.unlinkat(tmpDir, tmpName, 0);
    sys.close(tmpDir);
  }
}
