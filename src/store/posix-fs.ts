// The POSIX view of the store, for the FUSE mount: path-level lookups and file handles with
// in-place reads and writes, on top of the same sandbox and audit log as the tools. The
// mount is a person's filesystem, so it keeps POSIX semantics (rename replaces, writes go
// to the open inode) where the tools are stricter; the rules are the store's own: the
// boundary, grants, the size cap (EFBIG) and an agent author's trust (issue 13: one door).
// Only the store makes one (Store.posixView), handing it the sandbox root.
//
// Audit (SPEC "Audit"): lookups, listings and reads are too frequent to log one by one.
// Every mutation is logged; every opened file is logged once, at release, with the bytes
// read or written; every refusal is logged. A lookup of a name that does not exist is not
// a refusal and is not logged (every `create` starts with one).
// Not split: it is the mount's whole operation table over the store, one method per FUSE op.

import { MemError, asMemError } from '../errors/mem-error.js';
import { O_RDONLY, O_RDWR, O_WRONLY, type Dirent } from '../sandbox/ffi.js';
import { atomicWrite } from '../sandbox/atomic-write.js';
import type { SandboxFile } from '../sandbox/sandbox-file.js';
import { closeFd, fsyncDir, type SandboxRoot } from '../sandbox/sandbox-root.js';
import type { Stat } from '../sandbox/stat.js';
import type { Timespec } from '../sandbox/timespec.js';
import { canUse, hasGrantUnder, namespaceOf } from './namespace.js';
import { nameProblem } from './store-path.js';
import { isOwner, type OpContext, type Principal } from './context.js';
import { isGitPath, NS_CONTAINERS, RESERVED_ANYWHERE } from './layout.js';
import { source, type Change } from './change.js';
import { isAgentAuthor, type StoreCore } from './store-core.js';
import { vanished } from './walk.js';
import { parseMountPath, ROOT_NAMES, type MountPath } from './mount-path.js';

/** An open file of the mount. Owned by the adapter's handle table until release. */
export interface PosixHandle {
  file: SandboxFile;
  rel: string;
  ns?: string;
  ctx: OpContext;
  writable: boolean;
  read: number;
  written: number;
}

export type { Stat };

/** Failures of a lookup that are answers, not refusals: not audited. */
const LOOKUP_MISS = ['MEM_NOT_FOUND', 'MEM_NOT_DIR'];

const ACC_MODE = O_RDONLY | O_WRONLY | O_RDWR;
/** "Keep this one" is -1, which the kernel hands over as an unsigned 32-bit number. */
const keep = (id: number) => (id === 0xffffffff ? -1 : id);

/** Paths whose parse is remembered, per principal, before the memory starts over. */
const PARSED_MAX = 50_000;

export class PosixFs {
  /** Parsed paths (a lookup, an open and a release name one path): parsing is pure. */
  private readonly parsed = new WeakMap<Principal, Map<string, MountPath>>();

  constructor(
    private readonly store: StoreCore,
    private readonly root: SandboxRoot,
  ) {}

  /** Tells the store's listeners (search, history) about a change; the FUSE reply does not wait. */
  private notify(ctx: OpContext, op: string, change: Change): void {
    this.store
      .changed({ ...change, by: source(ctx, op) })
      .catch((err: unknown) =>
        console.error(`mnemofs: after ${op}, updating search or history failed: ${err}`),
      );
  }

  /** Runs a lookup-type call: audits refusals only (not misses, not successes). */
  private quiet<T>(ctx: OpContext, op: string, path: string, fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      const e = asMemError(err);
      if (!LOOKUP_MISS.includes(e.code))
        this.store.refuse({ ...ctx, op }, op, e, path.replace(/^\/+/, ''));
      throw e;
    }
  }

  /** Runs a mutation: always audited, success or failure. */
  private mutate<T>(
    ctx: OpContext,
    op: string,
    path: string,
    fn: (p: MountPath) => T,
    dest?: string,
  ): T {
    return this.store.audited({ ...ctx, op }, op, path.replace(/^\/+/, ''), (d) => {
      const p = this.parse(path, ctx.principal);
      d.path = p.rel;
      d.ns = namespaceOf(p.rel);
      if (dest !== undefined) d.dest = dest.replace(/^\/+/, '');
      return fn(p);
    });
  }

  /** parseMountPath, remembered; a path it refuses is never remembered (it throws). */
  private parse(path: string, principal: Principal): MountPath {
    let memo = this.parsed.get(principal);
    if (!memo) {
      // A root without compartments is the owner's alone (StoreCore.posixView).
      if (!this.root.compartmented && !isOwner(principal))
        throw new MemError(
          'MEM_FORBIDDEN',
          `the owner's mount view was asked for by ${principal.id}`,
        );
      this.parsed.set(principal, (memo = new Map()));
    }
    let p = memo.get(path);
    if (!p) {
      p = parseMountPath(path, principal);
      if (memo.size >= PARSED_MAX) memo.clear();
      memo.set(path, p);
    }
    return p;
  }

  private writableNs(ctx: OpContext, p: MountPath, what: string): void {
    if (p.kind === 'ns') {
      const ns = namespaceOf(p.rel) as string;
      if (canUse(ctx.principal, ns, 'write')) return;
      throw new MemError(
        'MEM_FORBIDDEN',
        `/${ns} is read-only for ${ctx.principal.id}; ${what} in your own namespace`,
        { path: p.rel },
      );
    }
    const where =
      p.kind === 'reserved'
        ? `/${p.rel} is read-only through the mount`
        : `/${p.rel || ''} holds namespaces only`;
    throw new MemError(
      'MEM_RESERVED',
      `${where}; ${what} inside user/, agents/<id>/ or teams/<id>/`,
      { path: p.rel },
    );
  }

  getattr(ctx: OpContext, path: string): Stat {
    const st = this.lookup(ctx, path);
    if (!st) throw new MemError('MEM_NOT_FOUND', `/${path.replace(/^\/+/, '')} does not exist`);
    return st;
  }

  /** Like getattr, but a name that does not exist is undefined (no exception: every create starts with one). */
  lookup(ctx: OpContext, path: string): Stat | undefined {
    return this.quiet(ctx, 'fuse.getattr', path, () => {
      const p = this.parse(path, ctx.principal);
      const st = this.root.tryStat(p.rel);
      // Reserved areas are shown without write bits: the mount refuses writes there anyway.
      if (st && p.kind === 'reserved')
        return { ...st, raw: { ...st.raw, mode: st.raw.mode & ~0o222 } };
      return st;
    });
  }

  /** Attributes of an open file (also one removed while open). */
  fgetattr(h: PosixHandle): Stat {
    return h.file.stat();
  }

  /** The attributes a file had when `create` made and opened it (no system call). */
  createdAttrs(h: PosixHandle): Stat {
    return h.file.openedStat();
  }

  /** A directory's entries with their types and inode numbers (`find` needs no stat). */
  readdir(ctx: OpContext, path: string): Dirent[] {
    return this.quiet(ctx, 'fuse.readdir', path, () => {
      const p = this.parse(path, ctx.principal);
      const entries = this.root.entries(p.rel);
      if (p.kind === 'root') {
        return entries.filter(
          ({ name: n }) =>
            (ROOT_NAMES as readonly string[]).includes(n) &&
            (isOwner(ctx.principal) ||
              (n === 'user' && canUse(ctx.principal, n)) ||
              (NS_CONTAINERS as readonly string[]).includes(n)),
        );
      }
      if (p.kind === 'reserved') return entries;
      if (p.kind === 'container')
        return entries.filter((d) => canUse(ctx.principal, `${p.rel}/${d.name}`));
      // Names the tools could never address are not shown (reserved names, control characters).
      return entries.filter(
        ({ name: n }) => nameProblem(n) === undefined && !RESERVED_ANYWHERE.includes(n),
      );
    });
  }

  /** Opens a file; logged once, at release. A refused open is logged now. */
  open(ctx: OpContext, path: string, flags: number): PosixHandle {
    const writable = (flags & ACC_MODE) !== O_RDONLY;
    return this.quiet(ctx, 'fuse.open', path, () => {
      const p = this.parse(path, ctx.principal);
      if (writable) this.writableNs(ctx, p, 'write');
      const file = this.root.openFile(p.rel, flags & ACC_MODE);
      return { file, rel: p.rel, ns: namespaceOf(p.rel), ctx, writable, read: 0, written: 0 };
    });
  }

  create(ctx: OpContext, path: string, mode: number): PosixHandle {
    return this.mutate(ctx, 'fuse.create', path, (p) => {
      this.writableNs(ctx, p, 'create files');
      if (p.isNamespaceRoot)
        throw new MemError('MEM_IS_DIR', `/${p.rel} is a namespace directory`, { path: p.rel });
      // A new file gets exactly the caller's mode (a 0620 note stays 0620); an existing one
      // (a create racing another) is opened and keeps its own.
      const file = this.root.createFile(p.rel, mode & 0o7777) ?? this.root.openFile(p.rel, O_RDWR);
      return { file, rel: p.rel, ns: namespaceOf(p.rel), ctx, writable: true, read: 0, written: 0 };
    });
  }

  /** pread into `buf`; the bytes read. */
  read(h: PosixHandle, buf: Buffer, length: number, position: number): number {
    const n = h.file.readAt(buf, length, position, h.rel);
    h.read += n;
    return n;
  }

  /**
   * pwrite from `buf`; the bytes written. A write that would take the file past the store's
   * size cap is refused whole (EFBIG, audited), as mem_write refuses such content.
   */
  write(h: PosixHandle, buf: Buffer, length: number, position: number): number {
    this.capped(h.ctx, h.rel, position + length);
    const n = h.file.writeAt(buf, length, position, h.rel);
    h.written += n;
    return n;
  }

  /** Refuses (and audits) a size past the cap. */
  private capped(ctx: OpContext, rel: string, size: number): void {
    try {
      this.store.checkSize(size, 'writing to', rel);
    } catch (err) {
      this.store.refuse({ ...ctx, op: 'fuse.write' }, 'fuse.write', err as MemError, rel);
      throw err;
    }
  }

  fsync(h: PosixHandle): void {
    h.file.sync();
  }

  /** Closes the handle and writes its one audit line, with the bytes it moved. */
  release(h: PosixHandle): void {
    // Reading history through the mount (`grep -r`, a file manager) would write one line
    // per object file: read-only opens under .git/ are not audited (docs/SEMANTICS.md);
    // writing there is refused, and every refusal is.
    if (!h.writable && isGitPath(h.rel)) return h.file.close();
    const op = h.writable ? 'fuse.write' : 'fuse.read';
    this.store.audited({ ...h.ctx, op }, op, h.rel, (d) => {
      d.ns = h.ns;
      d.bytes = h.writable ? h.written : h.read;
      try {
        if (h.writable && h.written > 0 && isAgentAuthor(h.ctx)) this.authored(h);
      } finally {
        h.file.close();
      }
    });
    // Files created or written through the mount reach search once, when released.
    if (h.writable) this.notify(h.ctx, op, { kind: 'file', path: h.rel });
  }

  /**
   * An agent's view (`serve --as agent:x`) may not mark memory trusted, as through MCP:
   * a `trust: trusted` it wrote is stored as unverified, with the same audit line.
   */
  private authored(h: PosixHandle): void {
    let text: string;
    try {
      text = this.root.readFile(h.rel, this.store.limits.maxWriteBytes).toString('utf8');
    } catch (err) {
      if (vanished(err)) return; // removed or renamed before the release: nothing stored here
      throw err;
    }
    const stored = this.store.asAgentMay(h.ctx, h.rel, text);
    if (stored === text) return;
    const mode = this.root.tryStat(h.rel)?.mode;
    atomicWrite(this.root, h.rel, Buffer.from(stored, 'utf8'), { noReplace: false, mode });
    void this.store.outsideChange(h.rel); // the kernel still has the bytes the agent wrote
  }

  truncate(ctx: OpContext, path: string, size: number): void {
    this.mutate(ctx, 'fuse.truncate', path, (p) => {
      this.writableNs(ctx, p, 'truncate files');
      this.store.checkSize(size, 'truncating', p.rel);
      const file = this.root.openFile(p.rel, O_WRONLY);
      try {
        file.truncate(size);
      } finally {
        file.close();
      }
      this.notify(ctx, 'fuse.truncate', { kind: 'file', path: p.rel });
    });
  }

  ftruncate(h: PosixHandle, size: number): void {
    this.store.audited({ ...h.ctx, op: 'fuse.truncate' }, 'fuse.truncate', h.rel, (d) => {
      d.ns = h.ns;
      if (!h.writable)
        throw new MemError('MEM_INVALID_ARG', `/${h.rel} is not open for writing`, {
          path: h.rel,
          errno: 'EBADF',
        });
      this.store.checkSize(size, 'truncating', h.rel);
      h.file.truncate(size);
      this.notify(h.ctx, 'fuse.truncate', { kind: 'file', path: h.rel });
    });
  }

  unlink(ctx: OpContext, path: string): void {
    this.mutate(ctx, 'fuse.unlink', path, (p) => {
      this.writableNs(ctx, p, 'remove files');
      this.root.unlink(p.rel);
      this.notify(ctx, 'fuse.unlink', { kind: 'removed', path: p.rel });
    });
  }

  mkdir(ctx: OpContext, path: string, mode: number): void {
    this.mutate(ctx, 'fuse.mkdir', path, (p) => {
      // agents/ and teams/ may be made by whoever has a namespace inside them: an agent's
      // view can make agents/ and then agents/<id>/, as mem_write would.
      if (!(p.kind === 'container' && hasGrantUnder(ctx.principal, p.rel)))
        this.writableNs(ctx, p, 'make directories');
      this.root.mkdir(p.rel, mode & 0o7777);
      this.root.setMode(p.rel, mode); // the caller's umask is applied already, not ours
    });
  }

  rmdir(ctx: OpContext, path: string): void {
    this.mutate(ctx, 'fuse.rmdir', path, (p) => {
      this.writableNs(ctx, p, 'remove directories');
      if (p.isNamespaceRoot)
        throw new MemError(
          'MEM_RESERVED',
          `/${p.rel} is a namespace and cannot be removed through the mount`,
          { path: p.rel },
        );
      this.root.rmdir(p.rel);
      this.notify(ctx, 'fuse.rmdir', { kind: 'removed', path: p.rel });
    });
  }

  /** POSIX rename: replaces the target (a file, or an empty directory for a directory). */
  rename(ctx: OpContext, from: string, to: string): void {
    this.mutate(
      ctx,
      'fuse.rename',
      from,
      (src) => {
        const dst = this.parse(to, ctx.principal);
        this.writableNs(ctx, src, 'rename');
        this.writableNs(ctx, dst, 'rename');
        if (src.isNamespaceRoot || dst.isNamespaceRoot) {
          throw new MemError(
            'MEM_RESERVED',
            'namespace directories cannot be renamed through the mount',
            { path: src.rel },
          );
        }
        this.root.rename(src.rel, dst.rel, true);
        this.notify(ctx, 'fuse.rename', { kind: 'moved', from: src.rel, to: dst.rel });
      },
      to,
    );
  }

  /** utimens: access and modification time to the nanosecond, UTIME_NOW/OMIT as the kernel's. */
  utimens(ctx: OpContext, path: string, atime: Timespec, mtime: Timespec): void {
    this.mutate(ctx, 'fuse.utimens', path, (p) => {
      this.writableNs(ctx, p, 'change times');
      this.root.setTimes(p.rel, atime, mtime);
    });
  }

  /** chmod: the permission bits of the backing entry, kernel semantics, audited. */
  chmod(ctx: OpContext, path: string, mode: number): void {
    this.mutate(ctx, 'fuse.chmod', path, (p) => {
      this.writableNs(ctx, p, 'change modes');
      this.root.setMode(p.rel, mode);
      this.notify(ctx, 'fuse.chmod', { kind: 'file', path: p.rel });
    });
  }

  /** chown: the owner and group of the backing entry (-1 keeps one), kernel semantics, audited. */
  chown(ctx: OpContext, path: string, uid: number, gid: number): void {
    this.mutate(ctx, 'fuse.chown', path, (p) => {
      this.writableNs(ctx, p, 'change owners');
      this.root.setOwner(p.rel, keep(uid), keep(gid));
    });
  }

  /**
   * chmod, chown and utimens of an open file whose name is gone (unlinked or replaced while
   * open), through its handle — as fchmod, fchown and futimens reach such a file on a disk.
   * Audited like the by-name ops, under the same write grant.
   */
  fchmod(h: PosixHandle, mode: number): void {
    this.onHandle(h, 'fuse.chmod', 'change modes', () => h.file.setMode(mode));
  }

  fchown(h: PosixHandle, uid: number, gid: number): void {
    this.onHandle(h, 'fuse.chown', 'change owners', () => h.file.setOwner(keep(uid), keep(gid)));
  }

  futimens(h: PosixHandle, atime: Timespec, mtime: Timespec): void {
    this.onHandle(h, 'fuse.utimens', 'change times', () => h.file.setTimes(atime, mtime));
  }

  private onHandle(h: PosixHandle, op: string, what: string, fn: () => void): void {
    this.mutate(h.ctx, op, `/${h.rel}`, (p) => {
      this.writableNs(h.ctx, p, what);
      fn();
    });
  }

  /** An op the mount never performs (symlink, link, mknod, …): refused and audited. */
  refuse(
    ctx: OpContext,
    op: string,
    path: string,
    why: string,
    errno: 'EPERM' | 'EACCES',
  ): MemError {
    const rel = path.replace(/^\/+/, '');
    const err = new MemError('MEM_UNSUPPORTED', `${why} (${op.replace('fuse.', '')} /${rel})`, {
      path: rel,
      errno,
    });
    this.store.refuse({ ...ctx, op }, op, err, rel);
    return err;
  }

  /** fsync of a directory, so renames and creates in it are durable. */
  fsyncDir(ctx: OpContext, path: string): void {
    this.quiet(ctx, 'fuse.fsyncdir', path, () => {
      const fd = this.root.openDir(this.parse(path, ctx.principal).rel);
      try {
        fsyncDir(fd);
      } finally {
        closeFd(fd);
      }
    });
  }

  /** The backing filesystem's numbers, in the shape FUSE's statfs answers with (`df`). */
  statfs() {
    const s = this.root.statfs();
    return {
      bsize: s.bsize,
      frsize: s.bsize,
      blocks: s.blocks,
      bfree: s.bfree,
      bavail: s.bavail,
      files: s.files,
      ffree: s.ffree,
      favail: s.ffree,
      namemax: 255,
    };
  }
}
