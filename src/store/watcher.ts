// Edits made directly in the backing directory (an editor, `git checkout`, a sync tool)
// reach the index and the history through a recursive watch of the backing directory —
// never the mount, which would miss them and would be this process touching its own
// mount. The watch only reports names (src/sandbox/watch-tree.ts says why it is not
// chokidar); every read still goes through the sandbox. A watcher error (an inotify
// overflow, a watch limit) triggers a full resync instead of silence.

import type { SandboxRoot } from '../sandbox/sandbox-root.js';
import { watchTree } from '../sandbox/watch-tree.js';
import { RESERVED_ANYWHERE } from './layout.js';

/**
 * What the watcher drives: a look at one path, and a full resync after an overflow. A look
 * is told whether the path is a directory that `appeared` (created or moved in) since the
 * last look: only then must its entries be read whole (a directory merely changed has its
 * entries' own events).
 */
export interface WatchTarget {
  look(rel: string, appeared: boolean): void;
  resync(): void;
}

const SETTLE_MS = 100;
const MAX_WAIT_MS = 1000;
const IGNORED = /(^|\/)\.(git|mnemofs)(\/|$)/;

export interface StoreWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchStore(
  root: SandboxRoot,
  target: WatchTarget,
  log: (line: string) => void,
  busy?: () => boolean,
): StoreWatcher {
  // Events are debounced per path: a path is looked at once it has been quiet for
  // SETTLE_MS, and at least every MAX_WAIT_MS while events keep coming. A file being
  // written (a 256 MiB copy is thousands of events) is then read once, not once per write;
  // a truncate-then-write is read after both; and the kernel merging two identical inotify
  // events into one cannot leave a stale state behind.
  const settling = new Map<string, { timer: NodeJS.Timeout; first: number; appeared: boolean }>();
  const settle = (r: string, appearedNow: boolean) => {
    const pending = settling.get(r);
    const first = pending?.first ?? Date.now();
    // Merged events keep a directory's appearance: one that appeared and then changed is
    // still read whole.
    const appeared = appearedNow || (pending?.appeared ?? false);
    if (pending) clearTimeout(pending.timer);
    const fire = () => {
      settling.delete(r);
      target.look(r, appeared);
    };
    if (Date.now() - first >= MAX_WAIT_MS) return fire();
    settling.set(r, { timer: setTimeout(fire, SETTLE_MS).unref(), first, appeared });
  };
  const watcher = watchTree(
    root,
    (r, appeared) => {
      if (!IGNORED.test(r)) settle(r, appeared);
    },
    (err) => {
      log(`mnemofs: watcher error (${err.message}); resyncing with the backing directory`);
      target.resync();
    },
    RESERVED_ANYWHERE,
    busy,
  );
  return {
    ready: Promise.resolve(),
    close: async () => {
      for (const { timer } of settling.values()) clearTimeout(timer);
      watcher.close();
    },
  };
}
