// Edits made directly in the backing directory (an editor, `git checkout`, a sync tool)
// reach the index through chokidar watching the backing directory — never the mount, which
// would miss them and would be this process touching its own mount. chokidar only reports
// names; every read still goes through the sandbox. A watcher error (an inotify overflow,
// a watch limit) triggers a full reconcile instead of silence.

import { watch, type FSWatcher } from 'chokidar';
import path from 'node:path';
import type { SearchEngine } from './search-engine.js';

const SETTLE_MS = 100;
const MAX_WAIT_MS = 1000;
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
  // Events are debounced per path: a path is looked at once it has been quiet for
  // SETTLE_MS, and at least every MAX_WAIT_MS while events keep coming. A file being
  // written (a 256 MiB copy is thousands of events) is then read once, not once per write;
  // a truncate-then-write is read after both; and the kernel merging two identical inotify
  // events into one cannot leave a stale state behind.
  const settling = new Map<string, { timer: NodeJS.Timeout; first: number }>();
  const resync = (p: string) => {
    const r = rel(p);
    const pending = settling.get(r);
    const first = pending?.first ?? Date.now();
    if (pending) clearTimeout(pending.timer);
    const fire = () => {
      settling.delete(r);
      look(r);
    };
    if (Date.now() - first >= MAX_WAIT_MS) return fire();
    settling.set(r, { timer: setTimeout(fire, SETTLE_MS).unref(), first });
  };
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const)
    watcher.on(event, resync);
  // chokidar can lose track of a directory that is renamed or removed and re-created
  // quickly, and then stays silent about it. Its raw events still name every entry the
  // kernel reported in each watched directory, so each one is resynced too.
  watcher.on('raw', (_event, name, details) => {
    const watched = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (!watched || !name) return;
    // A watcher on a file reports the file's own name: that is the file, not a child of it.
    const full = path.isAbsolute(name)
      ? name
      : path.basename(watched) === name
        ? watched
        : path.join(watched, name);
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
      for (const { timer } of settling.values()) clearTimeout(timer);
      return watcher.close();
    },
  };
}
