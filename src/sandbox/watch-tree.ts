// Names of entries that change anywhere under the store root, from the kernel (inotify):
// one non-recursive fs.watch per directory, added as directories appear. Only names come
// out: every read still goes through the sandbox. Directories named in `skip` (.git,
// .mnemofs) are never watched, so the store's own commits and audit lines make no events.
//
// Measured and replaced twice: chokidar re-reads the directory and lstat()s every entry on
// each create or delete (O(N²) stats for N creates in one directory: 33 files/s through
// the mount in a 2,000-file directory); Node 20's recursive fs.watch on Linux is a JS layer
// that re-reads the directory on every event, and watched .git/ too (a third of the serving
// process's CPU during a burst of creates). Here an event costs one callback, plus one
// lstat when it names something that may be a new directory.

import fs from 'node:fs';
import path from 'node:path';

export interface TreeWatcher {
  close(): void;
}

export function watchTree(
  dir: string,
  onPath: (rel: string) => void,
  onError: (err: Error) => void,
  skip: readonly string[] = [],
): TreeWatcher {
  const watchers = new Map<string, { watcher: fs.FSWatcher; ino: number }>();
  const skipped = (name: string) => skip.includes(name);

  /** Stops watching `rel` and everything below it (removed, or replaced). */
  const drop = (rel: string): void => {
    for (const [key, w] of watchers) {
      if (key === rel || key.startsWith(`${rel}/`)) {
        w.watcher.close();
        watchers.delete(key);
      }
    }
  };

  /** Watches `rel` and every directory below it; reports nothing (they are known). */
  const add = (rel: string, ino: number): void => {
    const known = watchers.get(rel);
    if (known?.ino === ino) return;
    if (known) drop(rel); // the same name, another directory: watch the new one
    const full = path.join(dir, rel);
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(full, { persistent: false }, (_event, name) => {
        if (!name) return;
        const child = rel ? `${rel}/${name.toString()}` : name.toString();
        if (skipped(name.toString())) return;
        onPath(child);
        // A new directory (created, or moved in) gets its own watch; its entries are
        // reported by the path of the directory itself, which a reader walks.
        try {
          const st = fs.lstatSync(path.join(dir, child));
          if (st.isDirectory()) add(child, st.ino);
          else drop(child);
        } catch {
          drop(child); // removed: so is its watch
        }
      });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return; // vanished before we watched it
      return onError(err as Error); // ENOSPC: the inotify watch limit
    }
    watcher.on('error', (err) => {
      drop(rel);
      if ((err as NodeJS.ErrnoException).code !== 'EPERM') onError(err);
    });
    watchers.set(rel, { watcher, ino });
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(full, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (!e.isDirectory() || skipped(e.name)) continue;
      const sub = rel ? `${rel}/${e.name}` : e.name;
      try {
        add(sub, fs.lstatSync(path.join(dir, sub)).ino);
      } catch {
        // vanished between the listing and the lstat
      }
    }
  };

  add('', fs.lstatSync(dir).ino);
  return {
    close() {
      for (const w of watchers.values()) w.watcher.close();
      watchers.clear();
    },
  };
}
