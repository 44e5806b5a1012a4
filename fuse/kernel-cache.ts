// What the kernel must forget when the store changes beside the mount.
//
// The kernel caches names, attributes and "no such name" for CACHE_SECONDS, a file's pages
// and a directory's listing across opens (fuse/session.ts). What keeps the mount truthful
// is that every change the mount did not make — a tool's write, a direct edit in the
// backing directory, the audit log growing, a commit, a restore — is reported by the store
// (StoreCore.onOutsideChange), and the kernel is told to drop exactly what it holds of that
// path: the name in its directory (FUSE_NOTIFY_INVAL_ENTRY, expire only: the next lookup
// asks again, and a directory some process works in stays its working directory), the
// directory's attributes and listing, and the node's attributes and pages
// (FUSE_NOTIFY_INVAL_INODE of each). The node table knows which ids the kernel holds, so a
// file held open is refreshed too. Where the kernel holds no id for some name on the path,
// dropping that name (a cached "no such name" among them) is all there is to do.
//
// A tool's change is dropped before the tool returns, so what MCP wrote is what the next
// `cat` in the mount reads; a direct edit within the watcher's debounce; the store's own
// files (.mnemofs/, .git/) within RESERVED_DELAY_MS, in one go. Changes made through the
// mount need nothing: the kernel made them. What the mount itself remembers of attributes
// (fuse/attr-cache.ts) is dropped with the kernel's.

import { NS_CONTAINERS } from '../src/store/layout.js';
import { ROOT_NAMES } from '../src/store/mount-path.js';
import type { AttrCache } from './attr-cache.js';
import type { FuseDevice } from './device.js';
import type { NodeTable } from './nodes.js';
import { invalEntry, invalInode, ROOT_ID } from './protocol.js';

/**
 * How long the kernel may trust what it cached. Every change beside the mount is dropped
 * explicitly, so this only bounds how long a change nobody reported (none is known) could
 * stay unseen.
 */
export const CACHE_SECONDS = 60;

/**
 * The store's own files (the audit log grows with every request, the history with every
 * commit) are forgotten at most this long after they change, in one go: invalidating them
 * after each audit line doubled the work of every request in a burst.
 */
const RESERVED_DELAY_MS = 50;
const NAMESPACE_ROOTS: readonly string[] = ['user', ...NS_CONTAINERS];

export class KernelCache {
  /** Reserved paths waiting for their delayed invalidation. */
  private readonly delayed = new Map<string, Promise<void>>();
  private closed = false;

  constructor(
    private readonly device: FuseDevice,
    private readonly nodes: NodeTable,
    private readonly attrs: AttrCache,
  ) {}

  /** Has the kernel forget what it cached of `rel` (`''`: the whole mount). */
  forget(rel: string): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (rel === '') return this.forgetAll();
    const top = rel.split('/')[0] as string;
    return NAMESPACE_ROOTS.includes(top) ? this.forgetPath(rel) : this.later(rel);
  }

  /** Stops invalidating and waits for those pending (before the mount goes away). */
  async close(): Promise<void> {
    await Promise.all(this.delayed.values());
    this.closed = true;
  }

  /** A reserved path: forgotten RESERVED_DELAY_MS from now, with whatever else changes there. */
  private later(rel: string): Promise<void> {
    let waiting = this.delayed.get(rel);
    if (!waiting) {
      waiting = new Promise<void>((resolve) => setTimeout(resolve, RESERVED_DELAY_MS)).then(() => {
        this.delayed.delete(rel);
        return this.forgetPath(rel);
      });
      this.delayed.set(rel, waiting);
    }
    return waiting;
  }

  private async forgetPath(rel: string): Promise<void> {
    const at = this.nodes.resolve(rel);
    if (!at) return this.forgetAll();
    this.attrs.drop(at.parent);
    this.attrs.drop(at.id);
    // The parent's attributes and its listing too (FOPEN_CACHE_DIR): an entry notice reaches
    // the listing only through a name the kernel has looked up.
    const sent = [
      this.device.notify(invalEntry(at.parent, at.name)),
      this.device.notify(invalInode(at.parent)),
    ];
    if (at.id !== undefined) sent.push(this.device.notify(invalInode(at.id)));
    await Promise.all(sent);
  }

  /** A restore or a reload: every name in the root and every node the kernel holds. */
  private async forgetAll(): Promise<void> {
    this.attrs.clear();
    await Promise.all([
      ...ROOT_NAMES.map((name) => this.device.notify(invalEntry(ROOT_ID, name))),
      ...this.nodes.ids().map((id) => this.device.notify(invalInode(id))),
    ]);
  }
}
