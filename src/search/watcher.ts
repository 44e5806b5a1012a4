// Edits made directly in the backing directory (an editor, `git checkout`, a sync tool)
// reach the index through a recursive watch of the backing directory — never the mount,
// which would miss them and would be this process touching its own mount. The watch only
// reports names (src/sandbox/watch-tree.ts says why it is not chokidar); every read still
// goes through the sandbox. A watcher error (an inotify overflow, a watch limit) triggers
// a full reconcile instead of silence.

import { watchTree } from '../sandbox/watch-tree.js';
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
  const report = (what: string) => (err: unknown) => log(`mnemofs: index ${what} failed: ${err}`);
  // Every event means "look at this path again": indexTree checks the disk through the
  // sandbox instead of trusting the event, which may be stale by the time it arrives. A
  // directory the index knows nothing under (created, or moved in) is walked once; for a
  // known one only what vanished is pruned — new entries bring their own events.
  const look = (r: string) => void engine.indexTree(r, true).catch(report('update'));
  // Events are debounced per path: a path is looked at once it has been quiet for
  // SETTLE_MS, and at least every MAX_WAIT_MS while events keep coming. A file being
  // written (a 256 MiB copy is thousands of events) is then read once, not once per write;
  // a truncate-then-write is read after both; and the kernel merging two identical inotify
  // events into one cannot leave a stale state behind.
  const settling = new Map<string, { timer: NodeJS.Timeout; first: number }>();
  const resync = (r: string) => {
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
  const watcher = watchTree(
    dir,
    (r) => {
      if (!IGNORED.test(r)) resync(r);
    },
    (err) => {
      log(
        `mnemofs: watcher error (${err.message}); reconciling the index with the backing directory`,
      );
      void engine.reconcile().catch(report('reconcile'));
    },
  );
  return {
    ready: Promise.resolve(),
    close: async () => {
      for (const { timer } of settling.values()) clearTimeout(timer);
      watcher.close();
    },
  };
}
