// The commit batcher: every change the store reports —
// from MCP, the mount, the watcher (direct edits) or a revert — is noted here and
// committed in batches: a burst of writes becomes one commit once the store has been quiet
// for `quietMs`, or at once when `maxChanges` paths are pending. The git work is done by a
// Repository in a worker thread (history-worker.ts), one call at a time. A commit that falls
// due while the mount is busy (someone is working in it) waits until it rests — at most
// MAX_DEFER_MS, and never past MAX_DEFERRED_PATHS pending — so that hashing and compressing
// a burst does not compete with the burst's next requests (issue 14).

import { MemError } from '../errors/mem-error.js';
import type { StoreFiles } from '../store/store-files.js';
import { isEditorTemp } from '../store/editor-temp.js';
import type { ChangeEvent, ChangeSource } from '../store/change.js';
import { WorkerRepository } from './history-worker.js';
import { Repository, type CommitInfo, type Pending } from './repository.js';

export interface HistoryConfig {
  /** Commit once no change has arrived for this long. */
  quietMs: number;
  /** Commit at once when this many paths are pending. */
  maxChanges: number;
}

export const DEFAULT_HISTORY: HistoryConfig = { quietMs: 1000, maxChanges: 500 };

/** How often a commit held back by a busy mount looks again. */
const REST_CHECK_MS = 100;
/** A commit is held back at most this long (a mount that never rests is still committed)… */
const MAX_DEFER_MS = 10_000;
/** …and not once this many paths are pending. */
const MAX_DEFERRED_PATHS = 20_000;

/** What happened to the history: commits made and commits that failed. */
export type HistoryListener = (outcome: {
  ok: boolean;
  paths: number;
  commit?: string;
  error?: MemError;
}) => void;

/** The git work CommitBatcher needs done: a Repository here, or one in the worker. */
type RepositoryPort = Pick<Repository, 'commitPaths' | 'commitAll' | 'log' | 'resolve' | 'filesAt'>;

export class CommitBatcher {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners: HistoryListener[] = [];
  private closed = false;
  /** When the commit now due was first held back (performance.now()). */
  private deferredSince: number | undefined;

  private constructor(
    private readonly repo: RepositoryPort & { close?(): Promise<void> },
    private readonly config: HistoryConfig,
    /** Whether the mount is busy now (a due commit then waits for it to rest). */
    private readonly busy: () => boolean,
  ) {}

  /**
   * Opens the history of a store, creating its repository if it has none. With `inThread`
   * the git work runs on the calling thread (benchmarks, one-shot tools); by default in a
   * worker.
   */
  static async open(
    files: StoreFiles,
    config: HistoryConfig = DEFAULT_HISTORY,
    options: { inThread?: boolean; busy?: () => boolean } = {},
  ): Promise<CommitBatcher> {
    await Repository.init(files);
    return new CommitBatcher(
      options.inThread ? new Repository(files) : new WorkerRepository(files),
      config,
      options.busy ?? (() => false),
    );
  }

  onCommit(listener: HistoryListener): void {
    this.listeners.push(listener);
  }

  /** Runs `fn` after every git operation queued before it. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Commits what is pending, then stops the worker; no change is noted after this. */
  async close(): Promise<void> {
    this.closed = true;
    try {
      await this.flush();
    } finally {
      await this.repo.close?.();
    }
  }

  /** Notes a change for the next commit; an editor's temp and swap files are not history. */
  note(event: ChangeEvent): void {
    if (this.closed) return;
    const paths = (event.kind === 'moved' ? [event.from, event.to] : [event.path]).filter(
      (p) => !isEditorTemp(p),
    );
    if (paths.length === 0) return;
    for (const path of paths) this.pending.push({ path, by: event.by });
    if (this.timer) clearTimeout(this.timer);
    if (this.pending.length >= this.config.maxChanges) {
      this.timer = undefined;
      this.due();
      return;
    }
    this.timer = setTimeout(() => this.due(), this.config.quietMs);
    this.timer.unref();
  }

  /** A commit is due: made now, or once the mount rests (within the limits above). */
  private due(): void {
    const now = performance.now();
    this.deferredSince ??= now;
    if (
      this.busy() &&
      now - this.deferredSince < MAX_DEFER_MS &&
      this.pending.length < MAX_DEFERRED_PATHS
    ) {
      this.timer = setTimeout(() => this.due(), REST_CHECK_MS);
      this.timer.unref();
      return;
    }
    void this.flush().catch(() => undefined);
  }

  /** Tells the listeners (the audit log) how a commit went, and passes its result on. */
  private async reported(
    paths: number,
    commit: () => Promise<string | undefined>,
  ): Promise<string | undefined> {
    try {
      const oid = await commit();
      if (oid) for (const l of this.listeners) l({ ok: true, paths, commit: oid });
      return oid;
    } catch (err) {
      const error = err instanceof MemError ? err : new MemError('MEM_IO', String(err));
      for (const l of this.listeners) l({ ok: false, paths, error });
      throw error;
    }
  }

  /**
   * Commits what is pending now (a no-op when nothing is). Returns the commit id, or
   * undefined when the changes left the tree as HEAD has it. Failures reach the listeners
   * (the audit log) and the caller.
   */
  flush(): Promise<string | undefined> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.deferredSince = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return this.serial(async () => undefined);
    const paths = new Set(batch.map((c) => c.path)).size;
    return this.serial(() => this.reported(paths, () => this.repo.commitPaths(batch)));
  }

  /** Commits whatever git sees changed (what was edited while nothing ran). */
  commitAll(by: ChangeSource): Promise<string | undefined> {
    return this.serial(() => this.reported(0, () => this.repo.commitAll(by)));
  }

  /** Commits that touched `path` (any path when undefined), newest first. */
  log(path: string | undefined, limit: number): Promise<CommitInfo[]> {
    return this.serial(() => this.repo.log(path, limit));
  }

  /** A commit id from a revision (`HEAD`, an id, a branch, with `~N` / `^`). */
  resolve(rev: string): Promise<string> {
    return this.serial(() => this.repo.resolve(rev));
  }

  /** The files at or under `path` in commit `oid`, as store path → bytes. */
  filesAt(oid: string, path: string): Promise<Map<string, Buffer>> {
    return this.serial(() => this.repo.filesAt(oid, path));
  }
}
