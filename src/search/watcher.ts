// Edits made directly in the backing directory (an editor, `git checkout`, a sync tool)
// reach the index through chokidar watching the backing directory — never the mount, which
// would miss them and would be this process touching its own mount. chokidar only reports
// names; every read still goes through the sandbox. A watcher error (an inotify overflow,
// a watch limit) triggers a full reconcile instead of silence.

import { watch, type FSWatcher } from 'chokidar';
import path from 'node:path';
import type { SearchEngine } from './search-engine.js';

const SETTLE_MS = 300;
const IGNORED = /(^|\/)\.(git|mnemofs)(\/|$)/;

export interface IndexWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchStore(
  dir: string,
  engine: SearchEngine,
  log: (line: string) => void,
): IndexWatcher {
  const rel = (p: string) => path.relative(dir, p).split(path.sep).join('/');
  const watcher: FSWatcher = watch(dir, {
    ignoreInitial: true,
    followSymlinks: false,
    ignored: (p: string) => IGNORED.test(rel(p)),
  });
  const report = (what: string) => (err: unknown) => log(`mnemofs: index ${what} failed: ${err}`);
  // Every event means "look at this path again": indexTree checks the disk through the
  // sandbox instead of trusting the event's kind, which may be stale by the time it arrives.
  const look = (r: string) => {
    engine.pruneDir(path.posix.dirname(r) === '.' ? '' : path.posix.dirname(r));
    void engine.indexTree(r).catch(report('update'));
  };
  // Each event is handled at once and once more SETTLE_MS later: a writer that truncates
  // and then writes can be read in between, and the kernel merges the second, identical
  // inotify event into the first, so no later event would come to correct it.
  const settling = new Map<string, NodeJS.Timeout>();
  const resync = (p: string) => {
    const r = rel(p);
    look(r);
    clearTimeout(settling.get(r));
    settling.set(
      r,
      setTimeout(() => {
        settling.delete(r);
        look(r);
      }, SETTLE_MS).unref(),
    );
  };
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const)
    watcher.on(event, resync);
  // chokidar can lose track of a directory that is renamed or removed and re-created
  // quickly, and then stays silent about it. Its raw events still name every entry the
  // kernel reported in each watched directory, so each one is resynced too.
  watcher.on('raw', (_event, name, details) => {
    const watched = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (!watched || !name) return;
    const full = path.isAbsolute(name) ? name : path.join(watched, name);
    if (full.startsWith(dir) && !IGNORED.test(rel(full))) resync(full);
  });
  watcher.on('error', (err) => {
    log(`mnemofs: watcher error (${err}); reconciling the index with the backing directory`);
    void engine.reconcile().catch(report('reconcile'));
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    close: () => {
      for (const t of settling.values()) clearTimeout(t);
      return watcher.close();
    },
  };
}
