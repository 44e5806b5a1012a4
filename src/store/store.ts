// The one gateway to a memory store. Front ends (MCP, FUSE, CLI) call these methods with an
// OpContext; each call checks the path and the principal's grant, does its I/O through the
// sandbox, and writes exactly one audit entry — success or failure — before it returns.
// No method follows a link or writes through an existing inode (see src/sandbox).
// Not split: this is the operation table of the one door — every method is parse → grant →
// I/O → one audit line → one change event, and keeping them side by side is how a reviewer
// checks each keeps that shape. What is not an operation lives beside it: paths
// (store-path.ts), namespaces and grants (namespace.ts), text operations (text-ops.ts),
// walking (walk.ts), change events (change.ts), the mount's POSIX view (posix-fs.ts).

import { AuditLog } from '../audit/audit-log.js';
import type { AuditEntry } from '../audit/audit-entry.js';
import { MemError, asMemError } from '../errors/mem-error.js';
import { atomicWrite } from '../sandbox/atomic-write.js';
import { O_APPEND, O_CREAT, O_WRONLY } from '../sandbox/ffi.js';
import { removeTree } from '../sandbox/remove-tree.js';
import { lowerAgentTrust } from '../safety/trust.js';
import { SandboxRoot, splitRel } from '../sandbox/sandbox-root.js';
import type { ListEntry } from '../sandbox/stat.js';
import { isOwner, type OpContext } from './context.js';
import { PosixFs } from './posix-fs.js';
import { StoreFiles } from './store-files.js';
import { watchStore, type StoreWatcher, type WatchTarget } from './watcher.js';
import type { AuditChunk } from '../audit/audit-reader.js';
import { grepMatcher } from './grep-matcher.js';
import { AUDIT_FILE, META_DIR, TMP_DIR } from './layout.js';
import { namespaceDepth } from './namespace.js';
import { DEFAULT_LIMITS, type StoreLimits } from './limits.js';
import { sweepTemps, vanished, visibleNamespaces, walk } from './walk.js';
import type { Access } from './namespace.js';
import { parseStorePath, printable, type StorePath } from './store-path.js';
import { insertLines, isBinary, pageLines, replaceOnce } from './text-ops.js';

export interface ReadResult {
  path: string;
  content: string;
  bytes: number;
  truncated: boolean;
  next_offset?: number;
  total_lines: number;
}

export interface WriteResult {
  path: string;
  bytes: number;
  created: boolean;
}

export interface Entry {
  path: string;
  type: ListEntry['type'];
  bytes: number;
  mtime: string;
}

export interface GrepMatch {
  path: string;
  line: number;
  text: string;
}

/** Fields a call fills in on its audit entry as it learns them. */
import { source, type ChangeEvent, type ChangeListener } from './change.js';

export type Draft = Partial<
  Pick<AuditEntry, 'ns' | 'path' | 'dest' | 'bytes' | 'count' | 'tokens'>
>;

const GREP_LINE_CHARS = 500;

/** The audit draft of a call, starting with the path as given (printable). */
function draftFor(rawPath: unknown): Draft {
  return typeof rawPath === 'string' ? { path: printable(rawPath) } : {};
}

/** Retrieval ops log the tokens they hand a model: about four characters a token. */
export function estimateTokens(chars: number): number {
  return Math.ceil(chars / 4);
}

/** Whether a call's content is written by an agent: through MCP, or an agent's mount view. */
export function isAgentAuthor(ctx: OpContext): boolean {
  return ctx.origin === 'mcp' || (ctx.origin === 'fuse' && !isOwner(ctx.principal));
}

export class Store {
  private readonly listeners: ChangeListener[] = [];
  private readonly closeHooks: (() => Promise<void>)[] = [];

  /** The store's files for its own services (memory, search, history, snapshots, tokens). */
  readonly files: StoreFiles;

  private constructor(
    /** The sandbox: held here and handed only to the store's own parts (issue 13). */
    private readonly root: SandboxRoot,
    readonly audit: AuditLog,
    readonly limits: StoreLimits,
  ) {
    this.files = new StoreFiles(root);
  }

  /** Audit entries from byte `offset` of the log, and where the next read starts. */
  readAudit(offset: number): AuditChunk {
    return this.files.readAudit(offset);
  }

  /** Opens an initialised store; sweeps temps a crash may have left in the staging dir. */
  static open(dir: string, limits: Partial<StoreLimits> = {}): Store {
    const all = { ...DEFAULT_LIMITS, ...limits };
    const root = SandboxRoot.open(dir, { tmpDir: TMP_DIR, compartment: namespaceDepth });
    try {
      if (root.tryStat(META_DIR)?.type !== 'dir') {
        throw new MemError(
          'MEM_NOT_FOUND',
          `${dir} is not a mnemofs store; run \`mnemofs init --store ${dir}\``,
        );
      }
      root.mkdirp(TMP_DIR);
      sweepTemps(root);
      return new Store(root, AuditLog.open(root, AUDIT_FILE, all.auditFsyncMs), all);
    } catch (err) {
      root.close();
      throw err;
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
  }

  /** Subscribes to every successful change of the tree, from any front end. */
  onChange(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /**
   * Reports a change to the listeners (the search index) and waits for them, so a caller
   * that awaits a write can search for it (read-your-writes).
   */
  async changed(event: ChangeEvent): Promise<void> {
    await Promise.all(this.listeners.map((l) => l(event)));
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

  private parse(
    ctx: OpContext,
    raw: unknown,
    draft: Draft,
    slot: 'path' | 'dest' = 'path',
    access: Access = 'read',
  ): StorePath {
    const p = parseStorePath(raw, ctx.principal, access);
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

  /** Watches the backing directory for direct edits (store/watcher.ts). */
  watch(target: WatchTarget, log: (line: string) => void): StoreWatcher {
    return watchStore(this.root, target, log);
  }

  /** The POSIX view of this store, for the mount: the same rules, caps and audit. */
  posixView(): PosixFs {
    return new PosixFs(this, this.root);
  }

  /** Reads a text file for a tool, with messages that say what to do instead. */
  private readText(p: StorePath, cap: number, forWhat: string): string {
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

  async read(
    ctx: OpContext,
    path: unknown,
    opts: { offset?: number; limit?: number } = {},
  ): Promise<ReadResult> {
    return this.audited(ctx, 'mem_read', path, (d) => {
      const p = this.parse(ctx, path, d);
      const offset = opts.offset ?? 1;
      if (!Number.isInteger(offset) || offset < 1) {
        throw new MemError(
          'MEM_INVALID_ARG',
          `offset must be a line number from 1; got ${offset}`,
          { path: p.rel },
        );
      }
      if (opts.limit !== undefined && (!Number.isInteger(opts.limit) || opts.limit < 1)) {
        throw new MemError(
          'MEM_INVALID_ARG',
          `limit must be a positive number of lines; got ${opts.limit}`,
          { path: p.rel },
        );
      }
      const text = this.readText(p, this.limits.maxScanBytes, 'reading');
      const page = pageLines(text, offset, opts.limit, this.limits.maxReadBytes);
      d.bytes = Buffer.byteLength(page.content);
      d.tokens = estimateTokens(page.content.length);
      return {
        path: p.rel,
        content: page.content,
        bytes: d.bytes,
        truncated: page.truncated,
        ...(page.nextOffset ? { next_offset: page.nextOffset } : {}),
        total_lines: page.totalLines,
      };
    });
  }

  /** Creates parent directories of a file about to be written. */
  private ensureParent(p: StorePath): void {
    const { parent } = splitRel(p.rel);
    if (parent !== '') this.root.mkdirp(parent);
  }

  async write(
    ctx: OpContext,
    path: unknown,
    content: string,
    opts: { overwrite?: boolean } = {},
  ): Promise<WriteResult> {
    const result = this.audited(ctx, 'mem_write', path, (d) => {
      const p = this.parse(ctx, path, d, 'path', 'write');
      const data = Buffer.from(this.asAgentMay(ctx, p.rel, content), 'utf8');
      this.checkSize(data.length, 'content for', p.rel);
      const before = this.root.tryStat(p.rel);
      if (before?.type === 'dir') {
        throw new MemError(
          'MEM_IS_DIR',
          `"${p.rel}" is a directory; write to a file path inside it`,
          { path: p.rel },
        );
      }
      if (before && !opts.overwrite) {
        throw new MemError(
          'MEM_EXISTS',
          `"${p.rel}" already exists; pass overwrite: true to replace it, or use mem_edit / mem_append to change it`,
          { path: p.rel },
        );
      }
      this.ensureParent(p);
      try {
        atomicWrite(this.root, p.rel, data, { noReplace: !opts.overwrite, mode: before?.mode });
      } catch (err) {
        if (err instanceof MemError && err.code === 'MEM_EXISTS') {
          throw new MemError(
            'MEM_EXISTS',
            `"${p.rel}" was created by someone else just now; pass overwrite: true to replace it`,
            { path: p.rel },
          );
        }
        throw err;
      }
      d.bytes = data.length;
      return { path: p.rel, bytes: data.length, created: before === undefined };
    });
    await this.changed({ kind: 'file', path: result.path, by: source(ctx, 'mem_write') });
    return result;
  }

  async append(ctx: OpContext, path: unknown, content: string): Promise<WriteResult> {
    const result = this.audited(ctx, 'mem_append', path, (d) => {
      const p = this.parse(ctx, path, d, 'path', 'write');
      const data = Buffer.from(content, 'utf8');
      this.checkSize(data.length, 'content for', p.rel);
      const existed = this.root.tryStat(p.rel) !== undefined;
      if (!existed) this.ensureParent(p);
      // O_APPEND on an fd checked to be a regular file with one link: each write lands at
      // the end atomically, so appends from several processes never overwrite each other.
      const file = this.root.openFile(p.rel, O_WRONLY | O_APPEND | O_CREAT);
      try {
        this.checkSize(file.size() + data.length, 'appending to', p.rel);
        file.write(data);
        file.sync();
      } finally {
        file.close();
      }
      d.bytes = data.length;
      return { path: p.rel, bytes: data.length, created: !existed };
    });
    await this.changed({ kind: 'file', path: result.path, by: source(ctx, 'mem_append') });
    return result;
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

  /** Read-modify-write through a temp file; refuses if the file changed meanwhile. */
  private rewrite(ctx: OpContext, p: StorePath, change: (text: string) => string): number {
    const before = this.root.stat(p.rel);
    const text = this.readText(p, this.limits.maxWriteBytes, 'editing');
    const data = Buffer.from(this.asAgentMay(ctx, p.rel, change(text)), 'utf8');
    this.checkSize(data.length, 'the edited file', p.rel);
    const now = this.root.stat(p.rel);
    if (now.mtimeMs !== before.mtimeMs || now.size !== before.size) {
      throw new MemError(
        'MEM_CONFLICT',
        `"${p.rel}" changed while it was being edited; read it again and retry`,
        { path: p.rel },
      );
    }
    atomicWrite(this.root, p.rel, data, { noReplace: false, mode: before.mode });
    return data.length;
  }

  async edit(ctx: OpContext, path: unknown, oldStr: string, newStr: string): Promise<WriteResult> {
    const result = this.audited(ctx, 'mem_edit', path, (d) => {
      const p = this.parse(ctx, path, d, 'path', 'write');
      d.bytes = this.rewrite(ctx, p, (text) => replaceOnce(text, oldStr, newStr, p.rel));
      return { path: p.rel, bytes: d.bytes, created: false };
    });
    await this.changed({ kind: 'file', path: result.path, by: source(ctx, 'mem_edit') });
    return result;
  }

  async insert(ctx: OpContext, path: unknown, line: number, text: string): Promise<WriteResult> {
    const result = this.audited(ctx, 'mem_insert', path, (d) => {
      const p = this.parse(ctx, path, d, 'path', 'write');
      d.bytes = this.rewrite(ctx, p, (old) => insertLines(old, line, text, p.rel));
      return { path: p.rel, bytes: d.bytes, created: false };
    });
    await this.changed({ kind: 'file', path: result.path, by: source(ctx, 'mem_insert') });
    return result;
  }

  async move(
    ctx: OpContext,
    from: unknown,
    to: unknown,
    opts: { overwrite?: boolean } = {},
  ): Promise<{ from: string; to: string }> {
    const result = this.audited(ctx, 'mem_move', from, (d) => {
      const src = this.parse(ctx, from, d, 'path', 'write');
      const dst = this.parse(ctx, to, d, 'dest', 'write');
      if (src.isNamespaceRoot || dst.isNamespaceRoot) {
        throw new MemError(
          'MEM_INVALID_ARG',
          `a namespace directory cannot be moved or replaced (${src.isNamespaceRoot ? src.rel : dst.rel}/); move the files inside it instead`,
          { path: src.rel },
        );
      }
      if (dst.rel === src.rel || dst.rel.startsWith(`${src.rel}/`)) {
        throw new MemError(
          'MEM_INVALID_ARG',
          `cannot move "${src.rel}" into itself ("${dst.rel}")`,
          { path: src.rel },
        );
      }
      this.root.stat(src.rel);
      const target = this.root.tryStat(dst.rel);
      if (target && !opts.overwrite) {
        throw new MemError(
          'MEM_EXISTS',
          `"${dst.rel}" already exists; pass overwrite: true to replace it, or choose another name`,
          { path: dst.rel },
        );
      }
      this.ensureParent(dst);
      this.root.rename(src.rel, dst.rel, opts.overwrite === true);
      return { from: src.rel, to: dst.rel };
    });
    await this.changed({
      kind: 'moved',
      from: result.from,
      to: result.to,
      by: source(ctx, 'mem_move'),
    });
    return result;
  }

  async mkdir(ctx: OpContext, path: unknown): Promise<{ path: string; created: boolean }> {
    return this.audited(ctx, 'mem_mkdir', path, (d) => {
      const p = this.parse(ctx, path, d, 'path', 'write');
      return { path: p.rel, created: this.root.mkdirp(p.rel) };
    });
  }

  async remove(
    ctx: OpContext,
    path: unknown,
    opts: { recursive?: boolean } = {},
  ): Promise<{ path: string; removed: number }> {
    const result = this.audited(ctx, 'mem_remove', path, (d) => {
      const p = this.parse(ctx, path, d, 'path', 'write');
      if (p.isNamespaceRoot) {
        throw new MemError(
          'MEM_INVALID_ARG',
          `"${p.rel}/" is a namespace and cannot be removed; remove the files inside it instead`,
          { path: p.rel },
        );
      }
      const st = this.root.stat(p.rel);
      let removed = 1;
      if (st.type !== 'dir') this.root.unlink(p.rel);
      else if (opts.recursive) removed = removeTree(this.root, p.rel);
      else {
        try {
          this.root.rmdir(p.rel);
        } catch (err) {
          if (err instanceof MemError && err.code === 'MEM_NOT_EMPTY') {
            throw new MemError(
              'MEM_NOT_EMPTY',
              `directory "${p.rel}" is not empty; pass recursive: true to remove it with everything inside`,
              { path: p.rel },
            );
          }
          throw err;
        }
      }
      d.count = removed;
      return { path: p.rel, removed };
    });
    await this.changed({ kind: 'removed', path: result.path, by: source(ctx, 'mem_remove') });
    return result;
  }

  /** The directories a listing or search starts from: one path, or every visible namespace. */
  private roots(ctx: OpContext, path: unknown, d: Draft): string[] {
    if (path === undefined || path === '' || path === '.' || path === '/') {
      return visibleNamespaces(this.root, ctx.principal);
    }
    return [this.parse(ctx, path, d).rel];
  }

  async list(
    ctx: OpContext,
    path?: unknown,
    opts: { recursive?: boolean } = {},
  ): Promise<{ entries: Entry[]; truncated: boolean }> {
    return this.audited(ctx, 'mem_list', path, (d) => {
      const top = path === undefined || path === '' || path === '.' || path === '/';
      const starts = this.roots(ctx, path, d);
      const entries: Entry[] = [];
      const max = this.limits.maxListEntries;
      let truncated = false;
      const add = (rel: string, e: Pick<ListEntry, 'type' | 'size' | 'mtimeMs'>): boolean => {
        if (entries.length >= max) {
          truncated = true;
          return false;
        }
        entries.push({
          path: rel,
          type: e.type,
          bytes: e.type === 'file' ? e.size : 0,
          mtime: new Date(e.mtimeMs).toISOString(),
        });
        return true;
      };
      for (const start of starts) {
        if (top) {
          if (!add(start, this.root.stat(start))) break;
          if (!opts.recursive) continue;
        } else if (this.root.stat(start).type === 'file') {
          throw new MemError('MEM_NOT_DIR', `"${start}" is a file; use mem_read to read it`, {
            path: start,
          });
        }
        if (!walk(this.root, start, opts.recursive === true, add)) break;
      }
      d.count = entries.length;
      return { entries, truncated };
    });
  }

  async grep(
    ctx: OpContext,
    pattern: string,
    opts: { path?: unknown; regex?: boolean; ignoreCase?: boolean; maxResults?: number } = {},
  ): Promise<{ matches: GrepMatch[]; truncated: boolean; skipped: string[] }> {
    return this.audited(ctx, 'mem_grep', opts.path, (d) => {
      const match = grepMatcher(pattern, opts.regex === true, opts.ignoreCase === true);
      const max = opts.maxResults ?? 100;
      const matches: GrepMatch[] = [];
      const skipped: string[] = [];
      let truncated = false;
      const visit = (rel: string, e: Pick<ListEntry, 'type' | 'size'>): boolean => {
        if (e.type !== 'file') return true;
        if (e.size > this.limits.maxScanBytes) {
          skipped.push(rel);
          return true;
        }
        let buf: Buffer;
        try {
          buf = this.root.readFile(rel);
        } catch (err) {
          if (vanished(err)) return true;
          throw err;
        }
        if (isBinary(buf)) return true;
        const lines = buf.toString('utf8').split('\n');
        for (let i = 0; i < lines.length; i++) {
          const line = lines[i] as string;
          if (!match(line)) continue;
          if (matches.length >= max) {
            truncated = true;
            return false;
          }
          matches.push({
            path: rel,
            line: i + 1,
            text: line.length > GREP_LINE_CHARS ? `${line.slice(0, GREP_LINE_CHARS)}…` : line,
          });
        }
        return true;
      };
      for (const start of this.roots(ctx, opts.path, d)) {
        const st = this.root.stat(start);
        if (st.type === 'file' ? !visit(start, st) : !walk(this.root, start, true, visit)) break;
      }
      d.count = matches.length;
      d.tokens = estimateTokens(matches.reduce((n, m) => n + m.path.length + m.text.length + 8, 0));
      return { matches, truncated, skipped };
    });
  }
}
