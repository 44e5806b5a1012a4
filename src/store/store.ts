// The one gateway to a memory store. Front ends (MCP, FUSE, CLI) call these methods with an
// OpContext; each call checks the path and the principal's grant, does its I/O through the
// sandbox, and writes exactly one audit entry — success or failure — before it returns.
// No method follows a link or writes through an existing inode (see src/sandbox).
// Not split: this file is the operation table of the one door — every method is parse → grant → I/O →
// one audit line → one change event, side by side so a reviewer can check each keeps that
// shape. The plumbing they share is store-core.ts; paths (store-path.ts), namespaces and
// grants (namespace.ts), text operations (text-ops.ts), walking (walk.ts), change events
// (change.ts) and the mount's POSIX view (posix-fs.ts) live beside it.

import { AuditLog } from '../audit/audit-log.js';
import { MemError } from '../errors/mem-error.js';
import { atomicWrite } from '../sandbox/atomic-write.js';
import { O_APPEND, O_CREAT, O_WRONLY } from '../sandbox/ffi.js';
import { removeTree } from '../sandbox/remove-tree.js';
import { SandboxRoot } from '../sandbox/sandbox-root.js';
import type { ListEntry } from '../sandbox/stat.js';
import { source } from './change.js';
import type { OpContext } from './context.js';
import { grepFlags, grepMatcher } from './grep-matcher.js';
import { isScratchPath } from './scratch.js';
import { REGEX_BUDGET_MS, RegexWorker } from './regex-worker.js';
import { AUDIT_FILE, META_DIR, TMP_DIR } from './layout.js';
import { DEFAULT_LIMITS, type StoreLimits } from './limits.js';
import { namespaceDepth } from './namespace.js';
import { estimateTokens, StoreCore, type Draft } from './store-core.js';
import type { Entry, GrepMatch, ReadResult, WriteResult } from './results.js';
import type { StorePath } from './store-path.js';
import { insertLines, isBinary, pageLines, replaceOnce } from './text-ops.js';
import { sweepTemps, vanished, visibleNamespaces, walk } from './walk.js';

const GREP_LINE_CHARS = 500;

export class Store extends StoreCore {
  private readonly regexes = new RegexWorker();

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
      const store = new Store(root, AuditLog.open(root, AUDIT_FILE, all.auditFsyncMs), all);
      store.onClose(() => store.regexes.close());
      return store;
    } catch (err) {
      root.close();
      throw err;
    }
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

  async write(
    ctx: OpContext,
    path: unknown,
    content: string,
    { overwrite, durable }: { overwrite?: boolean; durable?: boolean } = {}, // durable: false, see makeDurable
  ): Promise<WriteResult> {
    const result = this.audited(ctx, 'mem_write', path, (d) => {
      const p = this.parse(ctx, path, d, 'path', 'write');
      const data = Buffer.from(this.asAgentMay(ctx, p.rel, content), 'utf8');
      this.checkSize(data.length, 'content for', p.rel);
      const before = this.root.tryStat(p.rel);
      if (before?.type === 'dir')
        throw new MemError(
          'MEM_IS_DIR',
          `"${p.rel}" is a directory; write to a file path inside it`,
          { path: p.rel },
        );
      if (before && !overwrite)
        throw new MemError(
          'MEM_EXISTS',
          `"${p.rel}" already exists; pass overwrite: true to replace it, or use mem_edit / mem_append to change it`,
          { path: p.rel },
        );
      this.ensureParent(p);
      try {
        atomicWrite(this.root, p.rel, data, { noReplace: !overwrite, mode: before?.mode, durable });
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

  /** mem_promote: a file of the session's scratch moves into a namespace (scratch.ts). */
  async promote(ctx: OpContext, from: string, to: unknown, opts: { overwrite?: boolean } = {}) {
    if (isScratchPath(from)) return this.move(ctx, from, to, opts);
    return this.audited(ctx, 'mem_promote', from, () => {
      throw new MemError('MEM_INVALID_ARG', `"${from}" is not in scratch/; use mem_move for that`);
    });
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
      const add = (
        rel: string,
        e: Pick<ListEntry, 'type' | 'size' | 'mtimeMs' | 'mode'>,
      ): boolean => {
        if (entries.length >= max) {
          truncated = true;
          return false;
        }
        entries.push({
          path: rel,
          type: e.type,
          bytes: e.type === 'file' ? e.size : 0,
          mtime: new Date(e.mtimeMs).toISOString(),
          mode: e.mode.toString(8).padStart(4, '0'),
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
    return this.auditedAsync(ctx, 'mem_grep', opts.path, async (d) => {
      const regex = opts.regex === true;
      const match = grepMatcher(pattern, regex, opts.ignoreCase === true);
      const deadline = Date.now() + REGEX_BUDGET_MS;
      const max = opts.maxResults ?? 100;
      const [files, skipped]: [string[], string[]] = [[], []];
      const visit = (rel: string, e: Pick<ListEntry, 'type' | 'size'>): boolean => {
        if (e.type === 'file') (e.size > this.limits.maxScanBytes ? skipped : files).push(rel);
        return true;
      };
      for (const start of this.roots(ctx, opts.path, d)) {
        const st = this.root.stat(start);
        if (st.type === 'file') visit(start, st);
        else walk(this.root, start, true, visit);
      }
      const matches: GrepMatch[] = [];
      let truncated = false;
      for (const rel of files) {
        let buf: Buffer;
        try {
          buf = this.root.readFile(rel);
        } catch (err) {
          if (vanished(err)) continue;
          throw err;
        }
        if (isBinary(buf)) continue;
        const lines = buf.toString('utf8').split('\n');
        // A caller's regular expression runs on a worker, with a deadline (regex-worker.ts).
        const hits = regex
          ? await this.regexes.matching(
              pattern,
              grepFlags(opts.ignoreCase === true),
              lines,
              deadline,
              rel,
            )
          : lines.flatMap((line, i) => (match(line) ? [i] : []));
        for (const i of hits) {
          if (matches.length >= max) truncated = true;
          if (truncated) break;
          const line = lines[i] as string;
          const text = line.length > GREP_LINE_CHARS ? `${line.slice(0, GREP_LINE_CHARS)}…` : line;
          matches.push({ path: rel, line: i + 1, text });
        }
        if (truncated) break;
      }
      d.count = matches.length;
      d.tokens = estimateTokens(matches.reduce((n, m) => n + m.path.length + m.text.length + 8, 0));
      return { matches, truncated, skipped };
    });
  }
}
