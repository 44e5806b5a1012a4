// The FUSE kernel protocol, answered on the main thread: each request the device delivers is
// decoded, turned into a call of the path-level op table (fuse/ops.ts) on the path its node
// id stands for (fuse/nodes.ts), and answered before the next is read. Nothing here decides
// what is allowed: the op table and the store behind it do.
//
// What the kernel may cache is said here: names, attributes and "no such name" for
// `cacheSeconds`, a file's pages across opens (FOPEN_KEEP_CACHE) and a directory's listing
// across opens (FOPEN_CACHE_DIR with FOPEN_KEEP_CACHE on OPENDIR). It is safe because the
// mount knows each node id, so every change made beside it drops exactly the entries and
// pages it touched (fuse/kernel-cache.ts) before a tool returns.
// Not split: one decoder per opcode, each a few lines, is the whole protocol.

import os from 'node:os';
import { AttrCache } from './attr-cache.js';
import type { FuseDevice } from './device.js';
import { MAX_WRITE } from './device.js';
import type { NodeTable } from './nodes.js';
import type { FuseDirent, FuseOps, FuseStat, FuseTime } from './op-types.js';
import {
  cString,
  ENTRY_OUT,
  FATTR,
  FOPEN_CACHE_DIR,
  FOPEN_KEEP_CACHE,
  GETATTR_FH,
  header,
  IN_HEADER,
  INIT,
  OP,
  OPEN_OUT,
  OUT_HEADER,
  PROTOCOL,
  WRITE_DATA,
  writeAttrOut,
  writeDirent,
  writeEntry,
  writeInitOut,
  writeOpenOut,
  writeStatfs,
} from './protocol.js';

const E = os.constants.errno;
const UTIME_NOW = 0x3fffffff;
const UTIME_OMIT = 0x3ffffffe;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;

/** A node whose name is gone (removed or replaced): answered ENOENT, not logged. */
class StaleNode extends Error {}

/** A synchronous op's answer: [0 or -errno, value]. */
type Answer<T> = [number, T | undefined];

function call<T>(fn: (cb: (errno: number, value?: T) => void) => void): Answer<T> {
  let answer: Answer<T> | undefined;
  fn((errno, value) => (answer = [errno, value]));
  return answer ?? [-E.EIO, undefined]; // every op of ops.ts answers before it returns
}

/** read/write answer with the byte count or a negative errno. */
function callCount(fn: (cb: (n: number) => void) => void): number {
  let n: number | undefined;
  fn((v) => (n = v));
  return n ?? -E.EIO;
}

export class FuseSession {
  private readonly out = Buffer.alloc(OUT_HEADER + MAX_WRITE + 4096);
  /**
   * Open directories: the node each was opened on and its listing, taken at the first
   * READDIR — which never comes while the kernel still holds the listing (FOPEN_CACHE_DIR).
   */
  private readonly dirs = new Map<number, { node: number; entries?: FuseDirent[] }>();
  private nextDir = 1;
  /** Open file handles and the node each was opened through. */
  private readonly files = new Map<number, number>();
  /** Handles written since they were opened (their attributes are taken at release). */
  private readonly written = new Set<number>();
  /** What the kernel was last told of each node's attributes (fuse/attr-cache.ts). */
  readonly attrs: AttrCache;

  constructor(
    private readonly device: FuseDevice,
    private readonly ops: FuseOps,
    private readonly nodes: NodeTable,
    private readonly cacheSeconds: number,
    /** The mount's max_read, also offered as its readahead (fuse/device.ts). */
    private readonly maxRead: number,
    private readonly onEnd: (errno: number) => void,
    /** Told of every request: the store defers its own work while the mount is busy. */
    private readonly onRequest: () => void,
  ) {
    this.attrs = new AttrCache(cacheSeconds);
  }

  start(): void {
    this.device.listen((n) => this.request(n));
  }

  /** Handles one request of `n` bytes in the device's buffer (n ≤ 0: the mount ended). */
  private request(n: number): void {
    if (n <= 0) {
      this.device.stopListening(); // a device the kernel let go stays readable (with errors)
      return this.onEnd(-n);
    }
    this.onRequest();
    const buf = this.device.buffer;
    const opcode = buf.readUInt32LE(4);
    const unique = buf.readBigUInt64LE(8);
    const node = Number(buf.readBigUInt64LE(16));
    try {
      this.dispatch(opcode, unique, node, buf, n);
    } catch (err) {
      const errno = (err as { errno?: unknown }).errno;
      if (err instanceof StaleNode) return this.error(unique, -E.ENOENT);
      console.error(`mnemofs: the mount failed on request ${opcode}: ${(err as Error).stack}`);
      this.error(unique, typeof errno === 'number' && errno < 0 ? errno : -E.EIO);
    }
  }

  private dispatch(opcode: number, unique: bigint, node: number, buf: Buffer, n: number): void {
    const at = IN_HEADER;
    switch (opcode) {
      case OP.INIT:
        return this.init(unique, buf);
      case OP.LOOKUP:
        return this.lookup(unique, node, cString(buf, at, n)[0]);
      case OP.FORGET:
        return this.forget(node, Number(buf.readBigUInt64LE(at)));
      case OP.BATCH_FORGET: {
        const count = buf.readUInt32LE(at);
        for (let i = 0, p = at + 8; i < count; i++, p += 16)
          this.forget(Number(buf.readBigUInt64LE(p)), Number(buf.readBigUInt64LE(p + 8)));
        return;
      }
      case OP.GETATTR: {
        const known = this.attrs.get(node);
        if (known) return this.attr(unique, [0, known]);
        const fh = buf.readUInt32LE(at) & GETATTR_FH ? Number(buf.readBigUInt64LE(at + 8)) : 0;
        return this.attr(unique, this.stat(node, fh), node);
      }
      case OP.SETATTR:
        return this.setattr(unique, node, buf);
      case OP.READLINK:
        return this.refused(
          unique,
          call<string>((cb) => this.ops.readlink(this.path(node), cb)),
        );
      case OP.SYMLINK: {
        const [name, next] = cString(buf, at, n);
        const target = cString(buf, next, n)[0];
        return this.refused(
          unique,
          call((cb) => this.ops.symlink(target, this.child(node, name), cb)),
        );
      }
      case OP.MKNOD:
        return this.mknod(unique, node, buf.readUInt32LE(at), cString(buf, at + 16, n)[0]);
      case OP.MKDIR: {
        const name = cString(buf, at + 8, n)[0];
        const path = this.child(node, name);
        const made = call((cb) => this.ops.mkdir(path, buf.readUInt32LE(at), cb));
        this.attrs.drop(node);
        if (made[0] < 0) return this.error(unique, made[0]);
        return this.entry(
          unique,
          node,
          name,
          call<FuseStat>((cb) => this.ops.getattr(path, cb)),
        );
      }
      case OP.UNLINK:
      case OP.RMDIR: {
        const name = cString(buf, at, n)[0];
        const path = this.child(node, name);
        const [errno] = call((cb) =>
          opcode === OP.UNLINK ? this.ops.unlink(path, cb) : this.ops.rmdir(path, cb),
        );
        this.attrs.drop(node);
        this.attrs.drop(this.nodes.find(node, name));
        if (errno === 0) this.nodes.detach(node, name);
        return this.empty(unique, errno);
      }
      case OP.RENAME: {
        const dir = Number(buf.readBigUInt64LE(at));
        const [from, next] = cString(buf, at + 8, n);
        const to = cString(buf, next, n)[0];
        const [errno] = call((cb) =>
          this.ops.rename(this.child(node, from), this.child(dir, to), cb),
        );
        for (const n of [node, dir, this.nodes.find(node, from), this.nodes.find(dir, to)])
          this.attrs.drop(n);
        if (errno === 0) this.nodes.move(node, from, dir, to);
        return this.empty(unique, errno);
      }
      case OP.LINK: {
        const target = this.path(Number(buf.readBigUInt64LE(at)));
        const path = this.child(node, cString(buf, at + 8, n)[0]);
        return this.refused(
          unique,
          call((cb) => this.ops.link(target, path, cb)),
        );
      }
      case OP.OPEN: {
        const [errno, fh] = call<number>((cb) =>
          this.ops.open(this.path(node), buf.readUInt32LE(at), cb),
        );
        if (errno < 0) return this.error(unique, errno);
        this.files.set(fh as number, node);
        return this.reply(
          unique,
          writeOpenOut(this.out, OUT_HEADER, fh as number, FOPEN_KEEP_CACHE),
        );
      }
      case OP.READ: {
        const fh = Number(buf.readBigUInt64LE(at));
        const size = Math.min(buf.readUInt32LE(at + 16), this.out.length - OUT_HEADER);
        const data = this.out.subarray(OUT_HEADER);
        const pos = Number(buf.readBigUInt64LE(at + 8));
        const got = callCount((cb) => this.ops.read('', fh, data, size, pos, cb));
        this.attrs.drop(this.files.get(fh)); // the access time may have moved
        return got < 0 ? this.error(unique, got) : this.reply(unique, got);
      }
      case OP.WRITE: {
        const fh = Number(buf.readBigUInt64LE(at));
        const size = buf.readUInt32LE(at + 16);
        const data = buf.subarray(WRITE_DATA, WRITE_DATA + size);
        const pos = Number(buf.readBigUInt64LE(at + 8));
        const put = callCount((cb) => this.ops.write('', fh, data, size, pos, cb));
        this.attrs.drop(this.files.get(fh));
        this.written.add(fh);
        if (put < 0) return this.error(unique, put);
        this.out.fill(0, OUT_HEADER, OUT_HEADER + 8);
        this.out.writeUInt32LE(put, OUT_HEADER);
        return this.reply(unique, 8);
      }
      case OP.STATFS: {
        const [errno, s] = call<Parameters<typeof writeStatfs>[2]>((cb) =>
          this.ops.statfs('/', cb),
        );
        if (errno < 0 || !s) return this.error(unique, errno || -E.EIO);
        return this.reply(unique, writeStatfs(this.out, OUT_HEADER, s));
      }
      case OP.RELEASE:
        return this.release(unique, Number(buf.readBigUInt64LE(at)));
      case OP.FSYNC: {
        const fh = Number(buf.readBigUInt64LE(at));
        const datasync = (buf.readUInt32LE(at + 8) & 1) === 1;
        return this.empty(unique, call((cb) => this.ops.fsync('', datasync, fh, cb))[0]);
      }
      case OP.LISTXATTR:
        // No extended attributes; their other requests answer ENOSYS (below), after which the
        // kernel answers "not supported" itself and never asks again.
        if (buf.readUInt32LE(at) === 0) {
          this.out.fill(0, OUT_HEADER, OUT_HEADER + 8);
          return this.reply(unique, 8);
        }
        return this.reply(unique, 0);
      case OP.OPENDIR: {
        this.path(node); // a directory whose name is gone answers ENOENT now
        const fh = this.nextDir++;
        this.dirs.set(fh, { node });
        return this.reply(
          unique,
          writeOpenOut(this.out, OUT_HEADER, fh, FOPEN_CACHE_DIR | FOPEN_KEEP_CACHE),
        );
      }
      case OP.READDIR:
        return this.readdir(unique, buf);
      case OP.RELEASEDIR:
        this.dirs.delete(Number(buf.readBigUInt64LE(at)));
        return this.empty(unique, 0);
      case OP.FSYNCDIR:
        return this.empty(
          unique,
          call((cb) => this.ops.fsyncdir(this.path(node), false, 0, cb))[0],
        );
      case OP.CREATE:
        return this.create(unique, node, buf.readUInt32LE(at + 4), cString(buf, at + 16, n)[0]);
      case OP.INTERRUPT:
        return; // every request is answered before the next is read: nothing to interrupt
      case OP.DESTROY:
        return this.empty(unique, 0);
      default:
        return this.error(unique, -E.ENOSYS);
    }
  }

  private init(unique: bigint, buf: Buffer): void {
    const major = buf.readUInt32LE(IN_HEADER);
    if (major !== PROTOCOL.major) return this.error(unique, -E.EPROTO);
    const minor = buf.readUInt32LE(IN_HEADER + 4);
    const readahead = buf.readUInt32LE(IN_HEADER + 8);
    const offered = buf.readUInt32LE(IN_HEADER + 12);
    const wanted = INIT.ASYNC_READ | INIT.BIG_WRITES | INIT.AUTO_INVAL_DATA | INIT.MAX_PAGES;
    this.reply(
      unique,
      writeInitOut(
        this.out,
        OUT_HEADER,
        minor,
        Math.max(readahead, this.maxRead),
        offered & wanted,
        MAX_WRITE,
      ),
    );
  }

  /** The path of a node; a node the store no longer has by name answers ENOENT. */
  private path(node: number): string {
    const p = this.nodes.path(node);
    if (p === undefined) throw new StaleNode();
    return p;
  }

  private child(node: number, name: string): string {
    const p = this.nodes.child(node, name);
    if (p === undefined) throw new StaleNode();
    return p;
  }

  /**
   * Attributes of a node: by the handle the kernel names, else by its path — unless the
   * path now holds another file (replaced or removed beside the mount) while a handle is
   * open on the node: then the handle answers (`fstat` of a file replaced or unlinked while
   * open, as on a disk) and the node keeps no name.
   */
  private stat(node: number, fh: number): Answer<FuseStat> {
    if (fh && this.files.has(fh)) return call<FuseStat>((cb) => this.ops.fgetattr('', fh, cb));
    const path = this.nodes.path(node);
    const found: Answer<FuseStat> =
      path === undefined
        ? [-E.ENOENT, undefined]
        : call<FuseStat>((cb) => this.ops.getattr(path, cb));
    const st = found[1];
    if (st && this.nodes.isSameFile(node, st.ino)) return found;
    if (!st && found[0] !== -E.ENOENT) return found;
    const held = this.heldOn(node, fh);
    if (held === undefined) return found;
    this.nodes.detachId(node);
    return call<FuseStat>((cb) => this.ops.fgetattr('', held, cb));
  }

  /** A handle open on `node`: `fh` if it is one, else any. */
  private heldOn(node: number, fh: number): number | undefined {
    if (fh && this.files.get(fh) === node) return fh;
    for (const [h, n] of this.files) if (n === node) return h;
    return undefined;
  }

  private lookup(unique: bigint, parent: number, name: string): void {
    const path = this.nodes.child(parent, name);
    if (path === undefined) return this.error(unique, -E.ENOENT);
    const found = call<FuseStat | undefined>((cb) => this.ops.lookup(path, cb));
    if (found[0] === 0 && !found[1]) {
      // Cached as "no such name"; a create or a change beside the mount drops it.
      this.nodes.detach(parent, name);
      const len = writeEntry(this.out, OUT_HEADER, 0, undefined, this.cacheSeconds, 0);
      return this.reply(unique, len);
    }
    return this.entry(unique, parent, name, found);
  }

  /** Answers a lookup-like request with the node for `name` (counted as handed out). */
  private entry(unique: bigint, parent: number, name: string, found: Answer<FuseStat>): void {
    const [errno, st] = found;
    if (errno < 0 || !st) return this.error(unique, errno || -E.EIO);
    this.reply(unique, this.writeNode(parent, name, st));
  }

  /** Remembers the node for `name` with its attributes and writes its fuse_entry_out. */
  private writeNode(parent: number, name: string, st: FuseStat): number {
    const id = this.nodes.remember(parent, name, st.ino);
    this.attrs.set(id, st);
    const s = this.cacheSeconds;
    return writeEntry(this.out, OUT_HEADER, id, st, s, s);
  }

  /** Answers with attributes; those of `node` taken now are remembered for its next GETATTR. */
  private attr(unique: bigint, [errno, st]: Answer<FuseStat>, node?: number): void {
    if (errno < 0 || !st) return this.error(unique, errno || -E.EIO);
    if (node !== undefined) this.attrs.set(node, st);
    this.reply(unique, writeAttrOut(this.out, OUT_HEADER, st, this.cacheSeconds));
  }

  /** The kernel dropped `count` references to `node`. */
  private forget(node: number, count: number): void {
    this.attrs.drop(node);
    this.nodes.forget(node, count);
  }

  /** Closes a handle; a written file's attributes are taken first, on its open fd. */
  private release(unique: bigint, fh: number): void {
    const node = this.files.get(fh);
    if (this.written.delete(fh) && node !== undefined) {
      const [errno, st] = call<FuseStat>((cb) => this.ops.fgetattr('', fh, cb));
      if (errno === 0 && st && this.nodes.isSameFile(node, st.ino)) this.attrs.set(node, st);
    }
    this.files.delete(fh);
    this.empty(unique, call((cb) => this.ops.release('', fh, cb))[0]);
  }

  private setattr(unique: bigint, node: number, buf: Buffer): void {
    const at = IN_HEADER;
    const valid = buf.readUInt32LE(at);
    const fh = valid & FATTR.FH ? Number(buf.readBigUInt64LE(at + 8)) : 0;
    const path = this.nodes.path(node);
    // A node whose name is gone (unlinked or replaced while open) is reached through a
    // handle open on it, as fchmod, fchown and futimens reach such a file on a disk.
    const held = path === undefined ? this.heldOn(node, fh) : undefined;
    const steps: ((cb: (errno: number) => void) => void)[] = [];
    const named = (): string => path ?? this.path(node);
    if (valid & FATTR.MODE) {
      const mode = buf.readUInt32LE(at + 68);
      steps.push((cb) =>
        held ? this.ops.fchmod('', held, mode, cb) : this.ops.chmod(named(), mode, cb),
      );
    }
    if (valid & (FATTR.UID | FATTR.GID)) {
      const uid = valid & FATTR.UID ? buf.readUInt32LE(at + 76) : 0xffffffff;
      const gid = valid & FATTR.GID ? buf.readUInt32LE(at + 80) : 0xffffffff;
      steps.push((cb) =>
        held ? this.ops.fchown('', held, uid, gid, cb) : this.ops.chown(named(), uid, gid, cb),
      );
    }
    if (valid & FATTR.SIZE) {
      const size = Number(buf.readBigUInt64LE(at + 16));
      steps.push((cb) =>
        fh && this.files.has(fh)
          ? this.ops.ftruncate('', fh, size, cb)
          : this.ops.truncate(named(), size, cb),
      );
    }
    if (valid & (FATTR.ATIME | FATTR.MTIME)) {
      const time = (set: number, now: number, secAt: number, nsecAt: number): FuseTime =>
        valid & now
          ? { sec: 0, nsec: UTIME_NOW }
          : valid & set
            ? { sec: Number(buf.readBigInt64LE(secAt)), nsec: buf.readUInt32LE(nsecAt) }
            : { sec: 0, nsec: UTIME_OMIT };
      const atime = time(FATTR.ATIME, FATTR.ATIME_NOW, at + 32, at + 56);
      const mtime = time(FATTR.MTIME, FATTR.MTIME_NOW, at + 40, at + 60);
      steps.push((cb) =>
        held
          ? this.ops.futimens('', held, atime, mtime, cb)
          : this.ops.utimens(named(), atime, mtime, cb),
      );
    }
    this.attrs.drop(node);
    for (const step of steps) {
      const [errno] = call(step);
      if (errno < 0) return this.error(unique, errno);
    }
    this.attr(unique, this.stat(node, fh), node);
  }

  /** mknod of a regular file is a create (as libfuse does it); other types are refused. */
  private mknod(unique: bigint, parent: number, mode: number, name: string): void {
    const path = this.child(parent, name);
    if ((mode & S_IFMT) !== S_IFREG)
      return this.refused(
        unique,
        call((cb) => this.ops.mknod(path, mode, 0, cb)),
      );
    const made = this.createFile(path, parent, mode);
    if (typeof made === 'number') return this.error(unique, made);
    call((cb) => this.ops.release(path, made.fh, cb));
    this.reply(unique, this.writeNode(parent, name, made.st));
  }

  private create(unique: bigint, parent: number, mode: number, name: string): void {
    const made = this.createFile(this.child(parent, name), parent, mode);
    if (typeof made === 'number') return this.error(unique, made);
    const len = this.writeNode(parent, name, made.st);
    this.files.set(made.fh, this.nodes.find(parent, name) as number);
    writeOpenOut(this.out, OUT_HEADER + ENTRY_OUT, made.fh, FOPEN_KEEP_CACHE);
    this.reply(unique, len + OPEN_OUT);
  }

  /** Creates and opens `path` with its attributes, or answers the negative errno. */
  private createFile(
    path: string,
    parent: number,
    mode: number,
  ): { fh: number; st: FuseStat } | number {
    const [errno, made] = call<{ fh: number; st: FuseStat }>((cb) =>
      this.ops.create(path, mode, cb),
    );
    this.attrs.drop(parent); // its times changed
    return errno < 0 || !made ? errno || -E.EIO : made;
  }

  private readdir(unique: bigint, buf: Buffer): void {
    const dir = this.dirs.get(Number(buf.readBigUInt64LE(IN_HEADER)));
    if (!dir) return this.error(unique, -E.EBADF);
    if (!dir.entries) {
      const [errno, listed] = call<FuseDirent[]>((cb) => this.ops.readdir(this.path(dir.node), cb));
      if (errno < 0) return this.error(unique, errno);
      dir.entries = listed as FuseDirent[];
    }
    const entries = dir.entries;
    const offset = Number(buf.readBigUInt64LE(IN_HEADER + 8));
    const end =
      OUT_HEADER + Math.min(buf.readUInt32LE(IN_HEADER + 16), this.out.length - OUT_HEADER);
    let p = OUT_HEADER;
    for (let i = offset; i < entries.length; i++) {
      const size = writeDirent(this.out, p, end, entries[i] as FuseDirent, i + 1);
      if (size === 0) break;
      p += size;
    }
    this.reply(unique, p - OUT_HEADER);
  }

  /** Answers with no payload: `errno` 0 is success. */
  private empty(unique: bigint, errno: number): void {
    if (errno < 0) return this.error(unique, errno);
    this.reply(unique, 0);
  }

  /** Answers an op the op table refuses (links, special files): its errno. */
  private refused(unique: bigint, [errno]: Answer<unknown>): void {
    this.empty(unique, errno < 0 ? errno : -E.EIO);
  }

  private error(unique: bigint, errno: number): void {
    header(this.out, OUT_HEADER, errno, unique);
    this.device.reply(this.out, OUT_HEADER);
  }

  /** Sends the `len` bytes of payload already written after the header. */
  private reply(unique: bigint, len: number): void {
    header(this.out, OUT_HEADER + len, 0, unique);
    this.device.reply(this.out, OUT_HEADER + len);
  }
}
