// What the history tools and verbs do — mem_log, mem_diff, mem_revert — each one audited
// call with the principal's grants checked on its path. A revert never rewrites history:
// it writes the old bytes back through the sandbox (atomically, one file at a time), tells
// the store's listeners (search, history) like any write, and commits at once.

import { createTwoFilesPatch } from 'diff';
import { MemError } from '../errors/mem-error.js';
import { isOwner, type OpContext } from '../store/context.js';
import type { Access } from '../store/namespace.js';
import { parseStorePath, type StorePath } from '../store/store-path.js';
import type { Draft } from '../store/store-core.js';
import type { Store } from '../store/store.js';
import { isBinary } from '../store/text-ops.js';
import type { CommitBatcher } from './commit-batcher.js';
import type { CommitInfo } from './repository.js';

export interface DiffResult {
  path: string;
  from: string;
  /** A commit id, or `working tree`. */
  to: string;
  files: { path: string; status: 'added' | 'removed' | 'modified' }[];
  diff: string;
  truncated: boolean;
}

export interface RevertResult {
  path: string;
  to: string;
  restored: string[];
  removed: string[];
  /** The new commit, or undefined when the path already was as `to` has it. */
  commit?: string;
}

const WORKING_TREE = 'working tree';

function sameBytes(a: Buffer | undefined, b: Buffer | undefined): boolean {
  return a !== undefined && b !== undefined && a.equals(b);
}

/** One body line of a commit message mnemofs wrote: `op path [detail] (principal)`. */
const CHANGE_LINE = /^(\S+) (\S+)(?: [^()]*)? \(([^()]+)\)(?: ×\d+)?$/;

/** The commit as a principal who sees only `visible` paths may see it, or undefined. */
function redactCommit(c: CommitInfo, visible: (path: string) => boolean): CommitInfo | undefined {
  const lines = c.message
    .split('\n')
    .map((l) => CHANGE_LINE.exec(l))
    .filter((m): m is RegExpExecArray => m !== null && visible(m[2] as string));
  if (!lines.length) return undefined;
  const first = lines[0] as RegExpExecArray;
  const others = lines.length - 1;
  const subject = `${first[1]} ${first[2]}${others ? ` (+${others} more)` : ''}`;
  const principals = [...new Set(lines.map((m) => m[3] as string))];
  return {
    ...c,
    message: `${subject}\n\n${lines.map((m) => m[0]).join('\n')}\n\nPrincipal: ${principals.join(', ')}`,
    principal: principals.join(', '),
  };
}

export class HistoryService {
  constructor(
    private readonly store: Store,
    readonly history: CommitBatcher,
  ) {}

  private parse(ctx: OpContext, raw: unknown, d: Draft, access: Access = 'read'): StorePath {
    const p = parseStorePath(raw, ctx.principal, access);
    d.path = p.rel;
    d.ns = p.ns;
    return p;
  }

  log(ctx: OpContext, path: string | undefined, limit = 20): Promise<CommitInfo[]> {
    return this.store.auditedAsync(ctx, 'mem_log', path, async (d) => {
      const rel = path === undefined ? undefined : this.parse(ctx, path, d).rel;
      await this.history.flush(); // read-your-writes: a change made just now is listed
      if (isOwner(ctx.principal)) {
        const commits = await this.history.log(rel, limit);
        d.count = commits.length;
        return commits;
      }
      // Anyone else sees a commit only through the lines of its message that name paths in
      // namespaces they may read; a commit with none of those (or made by hand, with lines
      // mnemofs did not write) is not shown at all. Batches are scanned past `limit` so
      // that hidden commits do not eat it.
      const visible = (p: string) => {
        try {
          parseStorePath(p, ctx.principal);
          return true;
        } catch {
          return false;
        }
      };
      const out: CommitInfo[] = [];
      for (const c of await this.history.log(rel, limit * 20)) {
        const shown = redactCommit(c, visible);
        if (shown) out.push(shown);
        if (out.length === limit) break;
      }
      d.count = out.length;
      return out;
    });
  }

  /** The files at or under `rel` as the store has them now. */
  private working(rel: string): Map<string, Buffer> {
    const out = new Map<string, Buffer>();
    const cap = this.store.limits.maxScanBytes;
    const files = this.store.files;
    const st = files.stat(rel);
    if (st?.type === 'file') out.set(rel, files.read(rel, cap));
    if (st?.type === 'dir') {
      files.walk(rel, true, (f, e) => {
        if (e.type === 'file') out.set(f, files.read(f, cap));
        return true;
      });
    }
    return out;
  }

  diff(ctx: OpContext, path: string, from?: string, to?: string): Promise<DiffResult> {
    return this.store.auditedAsync(ctx, 'mem_diff', path, async (d) => {
      const p = this.parse(ctx, path, d);
      await this.history.flush();
      const fromOid = await this.history.resolve(from ?? 'HEAD');
      const toOid = to === undefined ? WORKING_TREE : await this.history.resolve(to);
      const before = await this.history.filesAt(fromOid, p.rel);
      const after =
        toOid === WORKING_TREE ? this.working(p.rel) : await this.history.filesAt(toOid, p.rel);
      const files: DiffResult['files'] = [];
      const parts: string[] = [];
      for (const file of [...new Set([...before.keys(), ...after.keys()])].sort()) {
        const a = before.get(file);
        const b = after.get(file);
        if (sameBytes(a, b)) continue;
        files.push({ path: file, status: !a ? 'added' : !b ? 'removed' : 'modified' });
        if ((a && isBinary(a)) || (b && isBinary(b))) {
          parts.push(`Binary files a/${file} and b/${file} differ\n`);
          continue;
        }
        parts.push(
          createTwoFilesPatch(
            a ? `a/${file}` : '/dev/null',
            b ? `b/${file}` : '/dev/null',
            a?.toString('utf8') ?? '',
            b?.toString('utf8') ?? '',
            fromOid.slice(0, 12),
            toOid === WORKING_TREE ? WORKING_TREE : toOid.slice(0, 12),
          ),
        );
      }
      let diff = parts.join('');
      const cap = this.store.limits.maxReadBytes;
      const truncated = Buffer.byteLength(diff) > cap;
      if (truncated) diff = Buffer.from(diff).subarray(0, cap).toString('utf8');
      d.count = files.length;
      d.bytes = Buffer.byteLength(diff);
      return { path: p.rel, from: fromOid, to: toOid, files, diff, truncated };
    });
  }

  /** The version before the last commit that changed `rel`: what "undo" goes back to. */
  private async beforeLastChange(rel: string): Promise<string> {
    const [last] = await this.history.log(rel, 1);
    if (!last) {
      throw new MemError(
        'MEM_NOT_FOUND',
        `"${rel}" has no history yet; mem_log shows what has been committed`,
        { path: rel },
      );
    }
    return this.history.resolve(`${last.id}~1`);
  }

  revert(ctx: OpContext, path: string, to?: string): Promise<RevertResult> {
    return this.store.auditedAsync(ctx, 'mem_revert', path, async (d) => {
      const p = this.parse(ctx, path, d, 'write');
      await this.history.flush();
      const oid =
        to === undefined ? await this.beforeLastChange(p.rel) : await this.history.resolve(to);
      const target = await this.history.filesAt(oid, p.rel);
      const current = this.working(p.rel);
      for (const [file, data] of target) {
        parseStorePath(file, ctx.principal, 'write'); // a name git holds may be one the store refuses
        if (data.length > this.store.limits.maxWriteBytes) {
          throw new MemError(
            'MEM_TOO_LARGE',
            `"${file}" at ${oid.slice(0, 7)} is ${data.length} bytes, over limits.max_write_bytes; nothing was reverted`,
            { path: file },
          );
        }
      }
      const files = this.store.files;
      const removed = [...current.keys()].filter((f) => !target.has(f));
      for (const file of removed) files.removeTree(file);
      const restored: string[] = [];
      for (const [file, data] of target) {
        if (sameBytes(current.get(file), data)) continue;
        files.write(file, data);
        restored.push(file);
      }
      const by = {
        op: 'mem_revert',
        detail: `to ${oid.slice(0, 7)}`,
        principal: ctx.principal.id,
        traceId: ctx.traceId,
      };
      for (const file of removed) await this.store.changed({ kind: 'removed', path: file, by });
      for (const file of restored) await this.store.changed({ kind: 'file', path: file, by });
      const commit = await this.history.flush();
      d.count = restored.length + removed.length;
      return { path: p.rel, to: oid, restored, removed, commit };
    });
  }
}
