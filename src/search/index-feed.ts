// The search index's intake, and how the watcher's echoes are told from real edits.
//
// A change made through a tool is indexed before the tool returns (read-your-writes). A
// change made through the mount is queued and indexed off the request path, one path at a
// time, while the mount is idle: a path waits while the mount served a request in the last
// IDLE_MS, but never more than MAX_DEFER_MS (so a mount that never rests is still indexed,
// slowly). Issue 14: a note saved through the mount costs the file, not its indexing. A
// search first drains the queue at once, so whatever either door wrote is found.
//
// Every change the store makes itself also comes back from the inotify watcher ~100 ms
// later. The feed remembers what each path it handled looked like (inode, size, mtime and
// ctime to the nanosecond, or absent) just before indexing it; a watcher event for a path
// still queued and there (or gone) as the mount left it, or that still looks exactly so, is
// the store's own echo and is skipped — no second read, and no "direct edit" in the
// history. Any outside change moves ctime (kernels with multigrain timestamps, 6.13+, give a
// change after a stat a distinct one; on older kernels an outside same-size edit within the
// same clock tick as the store's own write could pass for an echo until the next
// reconcile). So can an edit beside the mount of a note still queued: its look is taken
// when it is indexed.

import type { ChangeEvent } from '../store/change.js';
import type { StoreFiles } from '../store/store-files.js';
import { authorOf, type Author, type SearchEngine } from './search-engine.js';

const IDLE_MS = 20;
const MAX_DEFER_MS = 250;
/** Paths whose look is remembered for echo detection; the oldest are forgotten past this. */
const REMEMBERED = 20_000;

/** Whether a path that looks `look` is there (or gone) as the mount left it. */
const asLeft = (look: string | undefined, present: boolean) => (look !== 'absent') === present;

export class IndexFeed {
  /** Paths the mount changed, waiting to be indexed: their writer, and whether they exist. */
  private readonly pending = new Map<string, { author: Author | undefined; present: boolean }>();
  private readonly looks = new Map<string, string>();
  private draining: Promise<void> | undefined;
  /** Searches waiting for the queue: while any does, the drain does not wait for idleness. */
  private urgent = 0;

  /** `lastActive` says when the mount last served a request (performance.now()). */
  constructor(
    private readonly engine: () => SearchEngine,
    private readonly files: StoreFiles,
    private readonly lastActive: () => number,
    private readonly report: (err: unknown) => void,
  ) {}

  /** The store's change listener: tools are indexed now, the mount a moment later. */
  async change(event: ChangeEvent): Promise<void> {
    const paths = event.kind === 'moved' ? [event.from, event.to] : [event.path];
    if (!event.by.op.startsWith('fuse.')) {
      for (const p of paths) this.remember(p);
      await this.engine().apply(event);
      return;
    }
    const author = event.kind === 'file' ? authorOf(event.by) : undefined;
    // What the mount left at each path: a moved file is gone from where it was.
    paths.forEach((p, i) =>
      this.pending.set(p, {
        author,
        present: event.kind === 'file' || (event.kind === 'moved' && i === 1),
      }),
    );
    void this.drain();
  }

  /** Whether `rel` waits to be indexed as the mount wrote it (a walk leaves it alone). */
  queued(rel: string): boolean {
    return this.pending.has(rel);
  }

  /**
   * Whether a watcher event at `rel` is the echo of a change the store made itself. A path
   * that no longer looks as the store left it was changed from outside: it is forgotten, so
   * an old look can never hide a later outside change that happens to match it (a file the
   * store removed, created and removed again directly). A path still queued is the mount's
   * own while it is there or gone as the mount left it: a note saved through the mount and
   * removed beside it before it was indexed is a change from outside (the kernel must drop
   * its name and its directory's listing).
   */
  isEcho(rel: string): boolean {
    const queued = this.pending.get(rel);
    if (queued) return asLeft(this.look(rel), queued.present);
    const seen = this.looks.get(rel);
    if (seen !== undefined && seen === this.look(rel)) return true;
    this.looks.delete(rel);
    return false;
  }

  /** Indexes everything queued; resolves when the index has it (a search calls this first). */
  async settle(): Promise<void> {
    this.urgent++;
    try {
      while (this.pending.size > 0 || this.draining) await (this.draining ?? this.drain());
    } finally {
      this.urgent--;
    }
  }

  close(): Promise<void> {
    return this.settle();
  }

  /**
   * Resolves once the mount has rested IDLE_MS, or MAX_DEFER_MS passed, or a search waits.
   * It first yields to the event loop: a request the kernel queued meanwhile is read (and
   * marks the mount busy) before the next path is indexed. Without it the drain ran from
   * one resolved promise to the next and held the loop until the queue was empty (2,000
   * notes: a second with no request served, issue 14).
   */
  private async idle(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    const start = performance.now();
    while (this.urgent === 0 && performance.now() - start < MAX_DEFER_MS) {
      const rested = performance.now() - this.lastActive();
      if (rested >= IDLE_MS) return;
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS - rested));
    }
  }

  /** Indexes the queue, path by path; new paths queued meanwhile are taken in the same run. */
  private drain(): Promise<void> {
    this.draining ??= (async () => {
      try {
        for (const rel of this.pending.keys()) {
          await this.idle();
          const queued = this.pending.get(rel);
          if (!queued) continue;
          this.pending.delete(rel);
          this.remember(rel, queued.present);
          await this.engine()
            .indexTree(rel, false, queued.author)
            .catch((err: unknown) => this.report(err));
        }
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  /**
   * Notes how `rel` looks now, before it is indexed (an edit after this changes the look) —
   * unless it is not there as the mount left it (`present`): a note removed beside the
   * mount before it was indexed is someone else's change, and the watcher's event for it
   * must not pass for the store's echo.
   */
  private remember(rel: string, present?: boolean): void {
    this.looks.delete(rel);
    const look = this.look(rel);
    if (look === undefined || (present !== undefined && !asLeft(look, present))) return;
    this.looks.set(rel, look);
    if (this.looks.size > REMEMBERED) this.looks.delete(this.looks.keys().next().value as string);
  }

  private look(rel: string): string | undefined {
    try {
      const st = this.files.stat(rel);
      if (!st) return 'absent';
      const r = st.raw;
      return `${r.ino}:${r.size}:${r.mode}:${r.mtimeNs}:${r.ctimeNs}`;
    } catch {
      return undefined; // a component is a file or a link: never taken for an echo
    }
  }
}
