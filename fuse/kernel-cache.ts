// What the kernel may cache of the mount, and how it is told to forget.
//
// Names, attributes and "no such name" are cached for CACHE_SECONDS, as a local disk's are
// (bindfs caches for a second too): a `stat`, `ls -l` or `git status` through the mount then
// costs one request to this process or none, instead of two per name. What keeps the mount
// truthful is that every change the mount did not make — a tool's write, a direct edit in
// the backing directory, the audit log growing, a commit, a restore — is reported by the
// store (StoreCore.onOutsideChange), and the kernel is then told to drop its entry for the
// top-level name holding the change (`user`, `agents`, `.mnemofs`, …) together with every
// unused name and attribute below it (FUSE_NOTIFY_INVAL_ENTRY, scripts/patch-fuse-native.mjs).
// A tool's change is dropped before the tool returns, so what MCP wrote is what the next
// `cat` in the mount reads; a direct edit within the watcher's debounce; the store's own
// files (.mnemofs/, .git/) within RESERVED_DELAY_MS. Changes made through
// the mount need nothing: the kernel made them.
//
// Limit (docs/SEMANTICS.md): a name kept in use — a file held open, a shell's working
// directory — cannot be dropped, so a `stat` by path of a file that is open in the mount
// can show attributes up to CACHE_SECONDS old after a tool replaced it.

import type FuseClass from 'fuse-native';
import { NS_CONTAINERS } from '../src/store/layout.js';
import { ROOT_NAMES } from '../src/store/mount-path.js';

export const CACHE_SECONDS = 1;

/**
 * The store's own files (the audit log grows with every request, the history with every
 * commit) are forgotten at most this long after they change, in one go: invalidating them
 * after each audit line doubled the work of every request in a burst.
 */
const RESERVED_DELAY_MS = 50;
const NAMESPACE_ROOTS: readonly string[] = ['user', ...NS_CONTAINERS];

type FuseInstance = InstanceType<typeof FuseClass>;

export class KernelCache {
  /** Per top-level name: the invalidation running, and the one queued behind it. */
  private readonly jobs = new Map<string, { running: Promise<void>; next?: Promise<void> }>();
  /** Reserved names waiting for their delayed invalidation. */
  private readonly delayed = new Map<string, Promise<void>>();
  private closed = false;

  constructor(private readonly fuse: FuseInstance) {}

  /** Has the kernel forget what it cached at or under `rel` (`''`: the whole mount). */
  forget(rel: string): Promise<void> {
    const top = rel.split('/')[0] as string;
    const names = top === '' ? ROOT_NAMES : [top];
    return Promise.all(
      names.map((name) =>
        top === '' || NAMESPACE_ROOTS.includes(name) ? this.forgetName(name) : this.later(name),
      ),
    ).then(() => undefined);
  }

  /** A reserved name: forgotten RESERVED_DELAY_MS from now, with whatever else changes there. */
  private later(name: string): Promise<void> {
    let waiting = this.delayed.get(name);
    if (!waiting) {
      waiting = new Promise<void>((resolve) => setTimeout(resolve, RESERVED_DELAY_MS)).then(() => {
        this.delayed.delete(name);
        return this.forgetName(name);
      });
      this.delayed.set(name, waiting);
    }
    return waiting;
  }

  /** Stops invalidating and waits for those running (before the mount goes away). */
  async close(): Promise<void> {
    await Promise.all(this.delayed.values());
    this.closed = true;
    await Promise.all([...this.jobs.values()].map((j) => j.next ?? j.running));
  }

  /**
   * One invalidation at a time per name. A request while one runs waits for a new one that
   * starts after it: the running one may have reached the kernel before the change it is
   * asked about was made.
   */
  private forgetName(name: string): Promise<void> {
    if (this.closed) return Promise.resolve();
    const job = this.jobs.get(name);
    if (job) return (job.next ??= job.running.then(() => this.forgetName(name)));
    const running = new Promise<void>((resolve) =>
      // 0, or -ENOENT when the kernel had nothing cached under the name: both are done.
      this.fuse.invalidateRootEntry(name, () => resolve()),
    ).finally(() => this.jobs.delete(name));
    this.jobs.set(name, { running });
    return running;
  }
}
