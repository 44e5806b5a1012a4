// The plumbing every operation of the store shares (store.ts holds the operations): the
// sandbox root, held here and handed only to the store's own parts; the one audit line of
// each call (`audited`), the one change event (`changed`), path parsing with the
// principal's grant, the size cap, and the trust rule for an agent's writes — so the tools
// (Store) and the mount (PosixFs) apply each rule the same way.

import type { AuditLog } from '../audit/audit-log.js';
import type { AuditChunk } from '../audit/audit-reader.js';
import type { AuditEntry } from '../audit/audit-entry.js';
import { MemError, asMemError } from '../errors/mem-error.js';
import { lowerAgentTrust } from '../safety/trust.js';
import { closeFd, fsyncDir, splitRel, type SandboxRoot } from '../sandbox/sandbox-root.js';
import type { ChangeEvent, ChangeListener } from './change.js';
import { AUDIT_FILE } from './layout.js';
import { isScratchPath, scratchDir, scratchPath, withoutScratch } from './scratch.js';
import { isOwner, type OpContext, type Principal } from './context.js';
import type { StoreLimits } from './limits.js';
import type { Access } from './namespace.js';
import { PosixFs } from './posix-fs.js';
import { StoreFiles } from './store-files.js';
import { parseStorePath, printable, type StorePath } from './store-path.js';
import { isBinary } from './text-ops.js';
import { watchStore, type StoreWatcher, type WatchTarget } from './watcher.js';

/** Told of a change the mount did not make (onOutsideChange). */
export type OutsideListener = (rel: string) => Promise<void> | void;

/** Fields a call fills in on its audit entry as it learns them. */
export type Draft = Partial<
  Pick<AuditEntry, 'ns' | 'path' | 'dest' | 'bytes' | 'count' | 'tokens'>
>;

/** The audit draft of a call, starting with the path as given (printable). */
function draftFor(rawPath: unknown): Draft {
  return typeof rawPath === 'string' ? { path: printable(rawPath) } : {};
}

/** The mount counts as busy for the watcher this long after its last request. */
const MOUNT_BUSY_MS = 50;

/** Retrieval ops log the tokens they hand a model: about four characters a token. */
export function estimateTokens(chars: number): number {
  return Math.ceil(chars / 4);
}

/**
 * Whether a call's content is written by an agent: through MCP, an agent's mount view, or
 * pulled from a remote (whose claims of trust count no more than an agent's).
 */
export function isAgentAuthor(ctx: OpContext): boolean {
  return (
    ctx.origin === 'mcp' ||
    ctx.origin === 'sync' ||
    (ctx.origin === 'fuse' && !isOwner(ctx.principal))
  );
}

export abstract class StoreCore {
  private readonly listeners: ChangeListener[] = [];
  private readonly outsideListeners: OutsideListener[] = [];
  private readonly closeHooks: (() => Promise<void>)[] = [];

  /** The store's files for its own services (memory, search, history, snapshots, tokens). */
  readonly files: StoreFiles;

  /**
   * When the mount last served a request (performance.now()). Work that can wait — indexing
   * what the mount wrote — waits while the mount is busy (IndexFeed).
   */
  mountActiveAt = -Infinity;

  /** Whether the mount served a request in the last `ms` milliseconds. */
  mountBusyWithin(ms: number): boolean {
    return performance.now() - this.mountActiveAt < ms;
  }

  /** `[session]` settings, kept current by the service that owns the config. */
  readonly sessions = { keepScratch: false };

  protected constructor(
    /** The sandbox: held here and handed only to the store's own parts (issue 13). */
    protected readonly root: SandboxRoot,
    readonly audit: AuditLog,
    readonly limits: StoreLimits,
  ) {
    this.files = new StoreFiles(root);
  }

  /** Audit entries from byte `offset` of the log, and where the next read starts. */
  readAudit(offset: number): AuditChunk {
    return this.files.readAudit(offset);
  }

  readAuditTail(maxBytes: number): AuditChunk {
    return this.files.readAuditTail(maxBytes);
  }

  /**
   * Makes a batch of writes made with `durable: false` durable: each file's data, then each
   * directory's entries — one pass of fsyncs after the batch instead of two per file
   * within it (the first flushes the journal for all of them).
   */
  makeDurable(paths: string[]): void {
    const dirs = new Set<string>();
    for (const rel of paths) {
      if (this.root.tryStat(rel)?.type !== 'file') continue;
      this.files.sync(rel);
      dirs.add(splitRel(rel).parent);
    }
    for (const dir of dirs) {
      const fd = this.root.openDir(dir);
      try {
        fsyncDir(fd);
      } finally {
        closeFd(fd);
      }
    }
  }

  /** Runs `hook` first thing in close(), while the root fd is still open (history flushes). */
  onClose(hook: () => Promise<void>): void {
    this.closeHooks.push(hook);
  }

  async close(): Promise<void> {
    for (const hook of this.closeHooks.splice(0)) await hook();
    await this.audit.close();
    this.root.close();
  }

  /**
   * Runs one operation and writes its audit entry. `fn` fills the draft as it goes, so a
   * failure after the path was parsed is still logged with its path and namespace. Public
   * for the few operations a composition root performs itself (`mnemofs init`).
   */
  audited<T>(ctx: OpContext, op: string, rawPath: unknown, fn: (draft: Draft) => T): T {
    const draft = draftFor(rawPath);
    try {
      const result = fn(draft);
      this.record(ctx, op, draft);
      return result;
    } catch (err) {
      throw this.failed(ctx, op, draft, err);
    }
  }

  /** `audited` for an operation that awaits (search, indexing). */
  async auditedAsync<T>(
    ctx: OpContext,
    op: string,
    rawPath: unknown,
    fn: (draft: Draft) => Promise<T>,
  ): Promise<T> {
    const draft = draftFor(rawPath);
    try {
      const result = await fn(draft);
      this.record(ctx, op, draft);
      return result;
    } catch (err) {
      throw this.failed(ctx, op, draft, err);
    }
  }

  /** Records a failure and returns it as the MemError to throw. */
  private failed(ctx: OpContext, op: string, draft: Draft, err: unknown): MemError {
    const error = asMemError(err);
    this.record(ctx, op, draft, error);
    return error;
  }

  private record(ctx: OpContext, op: string, draft: Draft, error?: MemError): void {
    this.audit.record({
      ts: new Date().toISOString(),
      op: ctx.op ?? op,
      origin: ctx.origin,
      principal: ctx.principal.id,
      ...draft,
      ok: error === undefined,
      ...(error ? { error: { code: error.code, message: error.message } } : {}),
      trace_id: ctx.traceId,
      session: ctx.session,
    });
    void this.outsideChange(AUDIT_FILE); // the mount shows the log growing
  }

  /** Subscribes to every successful change of the tree, from any front end. */
  onChange(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /**
   * Reports a change to the listeners (the search index) and waits for them, so a caller
   * that awaits a write can search for it (read-your-writes) — and, for a change the mount
   * did not make, can read it through the mount (outsideChange).
   */
  async changed(original: ChangeEvent): Promise<void> {
    // A session's scratch is neither versioned nor searched: its changes stop here, and a
    // promotion out of it is, for everyone else, a new file where it landed.
    const event = withoutScratch(original);
    if (!event) return;
    const outside = event.by.op.startsWith('fuse.')
      ? []
      : (event.kind === 'moved' ? [event.from, event.to] : [event.path]).map((p) =>
          this.outsideChange(p),
        );
    await Promise.all([...this.listeners.map((l) => l(event)), ...outside]);
  }

  /**
   * Subscribes to changes the mount did not make — a tool's, a direct edit in the backing
   * directory, the store's own files (audit log, history) — so the mount can drop what the
   * kernel cached there.
   */
  onOutsideChange(listener: OutsideListener): void {
    this.outsideListeners.push(listener);
  }

  /** Reports such a change at `rel` (`''`: anywhere); resolves when every listener is done. */
  async outsideChange(rel: string): Promise<void> {
    await Promise.all(this.outsideListeners.map((l) => l(rel)));
  }

  /**
   * A session ended: its scratch area goes with it (audited as `scratch.remove` with the
   * number of entries, when there was one) — unless `[session] keep_scratch` keeps it.
   */
  endSession(ctx: OpContext, session: string): void {
    if (this.sessions.keepScratch) return;
    let dir: string;
    try {
      dir = scratchDir(session);
    } catch {
      return; // an id that could not name a scratch area never had one
    }
    if (!this.root.tryStat(dir)) return;
    this.audited({ ...ctx, op: 'scratch.remove' }, 'scratch.remove', undefined, (d) => {
      d.path = dir;
      d.count = this.files.removeTree(dir);
    });
  }

  /** Records a call a front end refused before it reached the store (bad arguments, unknown tool). */
  refuse(ctx: OpContext, op: string, error: MemError, rawPath?: unknown): void {
    try {
      this.audited(ctx, op, rawPath, () => {
        throw error;
      });
    } catch (err) {
      if (err !== error) throw err;
    }
  }

  protected parse(
    ctx: OpContext,
    raw: unknown,
    draft: Draft,
    slot: 'path' | 'dest' = 'path',
    access: Access = 'read',
  ): StorePath {
    const p = isScratchPath(raw)
      ? scratchPath(raw, ctx.session)
      : parseStorePath(raw, ctx.principal, access);
    if (slot === 'path') {
      draft.path = p.rel;
      draft.ns = p.ns;
    } else draft.dest = p.rel;
    return p;
  }

  /** The size cap of every write, through any front end (EFBIG through the mount). */
  checkSize(bytes: number, what: string, path: string): void {
    if (bytes > this.limits.maxWriteBytes) {
      throw new MemError(
        'MEM_TOO_LARGE',
        `${what} "${path}" would be ${bytes} bytes; the cap is ${this.limits.maxWriteBytes} (limits.max_write_bytes) — split it into several files`,
        { path, errno: 'EFBIG' },
      );
    }
  }

  /**
   * Watches the backing directory for direct edits (store/watcher.ts); its events are read
   * in batches while the mount has served a request in the last MOUNT_BUSY_MS.
   */
  watch(target: WatchTarget, log: (line: string) => void): StoreWatcher {
    return watchStore(this.root, target, log, () => this.mountBusyWithin(MOUNT_BUSY_MS));
  }

  /**
   * The POSIX view of this store for `principal`'s mount: the same rules, caps and audit.
   * The owner's paths are resolved in one kernel step beneath the root: it may use every
   * namespace, so the namespace step has nothing to keep apart for it (two system calls
   * fewer per path; docs/SEMANTICS.md "Namespaces").
   */
  posixView(principal: Principal): PosixFs {
    return new PosixFs(this, isOwner(principal) ? this.root.withoutCompartments() : this.root);
  }

  /** Reads a text file for a tool, with messages that say what to do instead. */
  protected readText(p: StorePath, cap: number, forWhat: string): string {
    let buf: Buffer;
    try {
      buf = this.root.readFile(p.rel, cap);
    } catch (err) {
      if (err instanceof MemError && err.code === 'MEM_IS_DIR') {
        throw new MemError(
          'MEM_IS_DIR',
          `"${p.rel}" is a directory; use mem_list to see what it holds`,
          { path: p.rel },
        );
      }
      if (err instanceof MemError && err.code === 'MEM_TOO_LARGE') {
        throw new MemError(
          'MEM_TOO_LARGE',
          `"${p.rel}" is ${err.data.size} bytes, over the ${cap}-byte cap for ${forWhat}`,
          { path: p.rel },
        );
      }
      throw err;
    }
    if (isBinary(buf)) {
      throw new MemError(
        'MEM_INVALID_ARG',
        `"${p.rel}" is not a text file (it contains NUL bytes); memories are Markdown text`,
        { path: p.rel },
      );
    }
    return buf.toString('utf8');
  }

  /** Creates parent directories of a file about to be written. */
  protected ensureParent(p: StorePath): void {
    const { parent } = splitRel(p.rel);
    if (parent !== '') this.root.mkdirp(parent);
  }

  /**
   * What an agent's write stores: its content, with a `trust: trusted` it claimed lowered to
   * `unverified` (trust is set by people and the system) — noted with its own audit line.
   * An agent writes through MCP, or through the mount of an agent's view (`serve --as`);
   * the tools and the POSIX view both apply this, so the rule is the same through either.
   */
  asAgentMay(ctx: OpContext, rel: string, text: string): string {
    if (!isAgentAuthor(ctx)) return text;
    const lowered = lowerAgentTrust(text);
    if (lowered === undefined) return text;
    this.refuse(
      { ...ctx, op: 'memory.trust_downgrade' },
      'memory.trust_downgrade',
      new MemError(
        'MEM_FORBIDDEN',
        `agents may not mark memory trusted; "${rel}" was stored with trust: unverified — a person approves trust`,
        { path: rel },
      ),
      rel,
    );
    return lowered;
  }
}
