// A sync with one remote: fetch its branch, merge it with this store file by file against
// the last commit both agreed on, apply what came from there through the store (audited
// with origin `sync`, as the principal `remote:<name>` whose grant is the remote's
// namespace — so search indexes those notes with trust `remote:<name>`, history commits
// them, the mount sees them at once), and push the merged result as a fast-forward.
//
// Per path, with b/l/r the base, local and remote versions:
//   l = r                  nothing to do
//   l = b, r changed       take r (vetted: path, type, size, text, injection) — else keep l
//   r = b, l changed       push l
//   both changed           a clean line-wise merge is written here and pushed; otherwise
//                          a conflict item keeps both (conflicts.ts) and the path waits
// Everything pulled is untrusted: paths are vetted like a restored archive (no escape, no
// reserved name, nothing outside the remote's namespace), symlinks and submodules refused,
// sizes capped, binary refused (a remote carries notes), and every note re-checked by the
// injection recogniser. Each refusal is audited (`sync.refuse`) and not applied; the merged
// commit leaves the refused entry out, so the push takes it off the remote too.
//
// Crash or kill at any point leaves both sides consistent: files are written atomically,
// the base moves to the fetched commit only after its changes are applied and to the
// pushed commit only after the server took it; a sync that stopped half-way is redone by
// the next one, whose merge finds what was already applied already equal.

import { MemError } from '../errors/mem-error.js';
import { context, isOwner, type OpContext, type Principal } from '../store/context.js';
import { canUse, namespaceOf } from '../store/namespace.js';
import { parseStorePath } from '../store/store-path.js';
import type { Store } from '../store/store.js';
import { isBinary } from '../store/text-ops.js';
import { injectionReason } from '../safety/injection.js';
import { Conflicts, conflictId, type Conflict } from './conflicts.js';
import { GitRemote, type TreeFile } from './git-remote.js';
import { merge3 } from './merge3.js';
import { Remotes, type Remote } from './remotes.js';

export interface SyncResult {
  remote: string;
  branch: string;
  /** The remote commit fetched, or null when the server had none. */
  fetched: string | null;
  pulled: string[];
  removed: string[];
  merged: string[];
  conflicts: string[];
  refused: { path: string; reason: string }[];
  /** The commit pushed, or null when the remote already had everything. */
  pushed: string | null;
}

/** Records a refused note as the memory gate records refused proposals (refused.jsonl). */
export type RefusalRecorder = (reason: string, text: string, remote: string, path: string) => void;

const FACT_FILE = /\/facts\/(f-[0-9a-f]{16})\.md$/;

interface Local {
  oid: string;
  data: Buffer;
}

export class SyncService {
  readonly remotes: Remotes;
  readonly conflicts: Conflicts;
  private readonly running = new Map<string, Promise<SyncResult>>();

  constructor(
    private readonly store: Store,
    private readonly recordRefusal: RefusalRecorder,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.remotes = new Remotes(store.files);
    this.conflicts = new Conflicts(store.files);
  }

  /**
   * The remotes `ctx` may sync: the owner every one; another principal those of the
   * namespaces it may write (a whole-store remote is the owner's).
   */
  mayUse(ctx: OpContext): Remote[] {
    return this.remotes
      .list()
      .filter((r) => (r.ns ? canUse(ctx.principal, r.ns, 'write') : isOwner(ctx.principal)));
  }

  /** Syncs `name`, or every remote `ctx` may use, one after another. */
  async syncSome(ctx: OpContext, name?: string): Promise<SyncResult[]> {
    const allowed = this.mayUse(ctx);
    if (name !== undefined) {
      const remote = this.remotes.get(name);
      if (!allowed.some((r) => r.name === remote.name))
        throw new MemError(
          'MEM_FORBIDDEN',
          `${ctx.principal.id} may not sync remote "${name}" (${remote.ns ?? 'the whole store'}); its namespace must be one it may write`,
        );
      return [await this.sync(ctx, name)];
    }
    const out: SyncResult[] = [];
    for (const r of allowed) out.push(await this.sync(ctx, r.name));
    return out;
  }

  /** Syncs one remote; a sync of a remote already under way is joined, not repeated. */
  sync(ctx: OpContext, name: string): Promise<SyncResult> {
    const running = this.running.get(name);
    if (running) return running;
    const p = this.store
      .auditedAsync({ ...ctx, op: 'sync' }, 'sync', undefined, async (d) => {
        const remote = this.remotes.get(name);
        d.path = remote.ns;
        const r = await this.run(ctx, remote);
        d.count = r.pulled.length + r.removed.length + r.merged.length;
        return r;
      })
      .finally(() => this.running.delete(name));
    this.running.set(name, p);
    return p;
  }

  /** The principal a remote's changes are made as: its namespace, or every namespace. */
  static principalOf(remote: Remote): Principal {
    return { id: `remote:${remote.name}`, grants: remote.ns ? [remote.ns] : ['*'] };
  }

  private inScope(remote: Remote, path: string): boolean {
    return remote.ns ? path.startsWith(`${remote.ns}/`) : namespaceOf(path) !== undefined;
  }

  /** The files of this store in the remote's scope, with their blob ids. */
  private async locals(g: GitRemote, remote: Remote): Promise<Map<string, Local>> {
    const files = this.store.files;
    const out = new Map<string, Local>();
    const roots = remote.ns
      ? files.stat(remote.ns)?.type === 'dir'
        ? [remote.ns]
        : []
      : files.namespaces({ id: 'system', grants: ['*'] });
    const paths: string[] = [];
    for (const root of roots)
      files.walk(root, true, (rel, e) => {
        if (e.type === 'file') paths.push(rel);
        return true;
      });
    for (const rel of paths) {
      const data = files.read(rel, this.store.limits.maxScanBytes);
      out.set(rel, { oid: await g.hashBlob(data), data });
    }
    return out;
  }

  /** Why a remote's version of `path` may not be applied, or undefined. */
  private vet(remote: Remote, path: string, data: Buffer): string | undefined {
    try {
      parseStorePath(path, SyncService.principalOf(remote), 'write');
    } catch (err) {
      return (err as Error).message;
    }
    if (data.length > this.store.limits.maxWriteBytes)
      return `it is ${data.length} bytes, over limits.max_write_bytes (${this.store.limits.maxWriteBytes})`;
    if (isBinary(data)) return 'it is binary; a remote carries notes (text)';
    const why = injectionReason(data.toString('utf8'));
    return why ? `it looks like a prompt injection (${why})` : undefined;
  }

  private async run(ctx: OpContext, remote: Remote): Promise<SyncResult> {
    const g = new GitRemote(this.store.files, remote, this.env);
    const as = SyncService.principalOf(remote);
    const at = (op: string) =>
      context(as, 'sync', { op, traceId: ctx.traceId, session: ctx.session });
    const result: SyncResult = {
      remote: remote.name,
      branch: g.branch,
      fetched: null,
      pulled: [],
      removed: [],
      merged: [],
      conflicts: [],
      refused: [],
      pushed: null,
    };
    const fetched = await this.store.auditedAsync(
      at('sync.fetch'),
      'sync.fetch',
      undefined,
      async (d) => {
        d.path = remote.ns;
        return g.fetch();
      },
    );
    result.fetched = fetched;
    const base = await g.readRef(g.baseRef);
    const [theirs, ours, local] = await Promise.all([
      g.treeFiles(fetched),
      g.treeFiles(base),
      this.locals(g, remote),
    ]);
    const refuse = (path: string, reason: string) => {
      result.refused.push({ path, reason });
      this.store.refuse(
        at('sync.refuse'),
        'sync.refuse',
        new MemError('MEM_FORBIDDEN', `remote "${remote.name}": ${reason}; not applied`),
        path,
      );
    };
    // What is new on the remote's side and can never be applied: odd entries, paths
    // outside its scope. (Said once: the push below takes them off the remote.)
    for (const o of theirs.odd) refuse(o.path, `"${o.path}" is ${o.why}`);
    for (const [path, f] of theirs.files)
      if (!this.inScope(remote, path) && ours.files.get(path)?.oid !== f.oid)
        refuse(path, `"${path}" is outside ${remote.ns ? `${remote.ns}/` : 'every namespace'}`);
    const b = new Map([...ours.files].filter(([p]) => this.inScope(remote, p)));
    const r = new Map([...theirs.files].filter(([p]) => this.inScope(remote, p)));
    const frozen = new Set(this.conflicts.list(remote.name).map((c) => c.path));
    const out = new Map<string, string>(); // path → blob id of the merged commit
    // The pulled files are made durable together, once all are written (makeDurable).
    const lazily = { overwrite: true, durable: false };
    const written: string[] = [];
    const blobs = new Map<string, Buffer>();
    const keepLocal = (path: string) => {
      const l = local.get(path);
      if (!l) return;
      out.set(path, l.oid);
      if (l.oid !== r.get(path)?.oid && l.oid !== b.get(path)?.oid) blobs.set(l.oid, l.data);
    };
    /** The remote's version of `path` when it may be applied; else refused, and ours kept. */
    const pullable = async (path: string, f: TreeFile): Promise<Buffer | undefined> => {
      const data = await g.readBlob(f.oid);
      const why = this.vet(remote, path, data);
      if (!why) return data;
      refuse(path, `"${path}": ${why}`);
      if (why.includes('prompt injection'))
        this.recordRefusal(why, data.toString('utf8'), remote.name, path);
      keepLocal(path);
      return undefined;
    };
    const text = async (f: TreeFile | undefined) =>
      f ? (await g.readBlob(f.oid)).toString('utf8') : null;
    const paths = new Set([...b.keys(), ...r.keys(), ...local.keys()]);
    for (const path of [...paths].sort()) {
      const bo = b.get(path)?.oid;
      const lo = local.get(path)?.oid;
      const rf = r.get(path);
      const ro = rf?.oid;
      if (frozen.has(path)) {
        if (ro) out.set(path, ro); // waits for a person: the remote keeps its version
        continue;
      }
      if (lo === ro) {
        if (lo) out.set(path, lo);
        continue;
      }
      if (lo === bo) {
        // Changed only there.
        if (!rf) {
          await this.store.remove(at('sync.pull'), path);
          result.removed.push(path);
          continue;
        }
        const data = await pullable(path, rf);
        if (!data) continue;
        await this.store.write(at('sync.pull'), path, data.toString('utf8'), lazily);
        written.push(path);
        result.pulled.push(path);
        out.set(path, rf.oid);
        continue;
      }
      if (ro === bo) {
        keepLocal(path); // changed only here
        continue;
      }
      // Changed on both sides.
      const l = local.get(path);
      const data = rf && (await pullable(path, rf));
      if (rf && !data) continue;
      if (data && l) {
        const merged = merge3(
          (await text(b.get(path))) ?? '',
          l.data.toString('utf8'),
          data.toString('utf8'),
        );
        if (merged !== undefined) {
          const buf = Buffer.from(merged, 'utf8');
          await this.store.write(at('sync.merge'), path, merged, lazily);
          written.push(path);
          result.merged.push(path);
          const oid = await g.hashBlob(buf);
          out.set(path, oid);
          blobs.set(oid, buf);
          continue;
        }
      }
      const conflict: Conflict = {
        id: conflictId(remote.name, path),
        remote: remote.name,
        path,
        base: await text(b.get(path)),
        local: l ? l.data.toString('utf8') : null,
        theirs: await text(rf),
        commit: fetched as string,
        at: new Date().toISOString(),
      };
      const fact = FACT_FILE.exec(path)?.[1];
      if (fact) conflict.fact = fact;
      this.conflicts.put(conflict);
      this.store.audited(at('sync.conflict'), 'sync.conflict', path, (d) => void (d.count = 1));
      result.conflicts.push(path);
      if (ro) out.set(path, ro);
    }
    this.store.makeDurable(written); // before the base moves past what they came from
    if (fetched) await g.setRef(g.baseRef, fetched); // its changes are applied here now
    // Nothing to push when the merged files are exactly the remote's (and it holds nothing
    // refused or out of scope), or when both sides are empty.
    const remoteAsMerged =
      out.size === theirs.files.size &&
      theirs.odd.length === 0 &&
      [...out].every(([p, o]) => r.get(p)?.oid === o);
    if (fetched === null ? out.size === 0 : remoteAsMerged) return result;
    const commit = await g.commit(
      out,
      blobs,
      fetched ? [fetched] : base ? [base] : [],
      `mnemofs sync ${remote.name}\n\nPrincipal: ${ctx.principal.id}\n`,
    );
    await this.store.auditedAsync(at('sync.push'), 'sync.push', undefined, async (d) => {
      d.path = remote.ns;
      d.count = out.size;
      await g.push(commit);
    });
    await g.setRef(g.baseRef, commit);
    result.pushed = commit;
    return result;
  }

  /** Ends a conflict with the version a person chose, written through the store. */
  async resolve(
    ctx: OpContext,
    id: string,
    take: 'local' | 'remote' | { text: string },
  ): Promise<{ id: string; path: string; kept: string }> {
    return this.store.auditedAsync(ctx, 'review.resolve', undefined, async (d) => {
      const c = this.conflicts.get(id);
      d.path = c.path;
      const chosen = take === 'local' ? c.local : take === 'remote' ? c.theirs : take.text;
      const here = this.store.files.stat(c.path);
      if (chosen === null) {
        if (here) await this.store.remove({ ...ctx, op: 'review.resolve' }, c.path);
      } else
        await this.store.write({ ...ctx, op: 'review.resolve' }, c.path, chosen, {
          overwrite: true,
        });
      this.conflicts.remove(id);
      return { id, path: c.path, kept: typeof take === 'string' ? take : 'edited' };
    });
  }
}
