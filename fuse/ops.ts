// The FUSE op table, assembled in one place. Every handler has one shape: map the path,
// call the core, answer `cb(0, value)` or `cb(-errno)` exactly once (reply() guarantees it,
// and a throw never escapes into the session, which would answer EIO). Ops the
// mount does not support answer the errno that docs/SEMANTICS.md lists for them.

import crypto from 'node:crypto';
import type { FuseOps, FuseStat } from './op-types.js';
import { MemError } from '../src/errors/mem-error.js';
import type { PosixFs, PosixHandle, Stat } from '../src/store/posix-fs.js';
import { context, type OpContext, type Principal } from '../src/store/context.js';
import { toErrno } from './errno.js';
import type { HandleTable } from './handles.js';

const DT_DIR = 4;
/** Their inode numbers are not looked up: `ls -ai` stats them. */
const DOT = { name: '.', type: DT_DIR, ino: 0xffffffff };
const DOTDOT = { name: '..', type: DT_DIR, ino: 0xffffffff };

function toFuseStat(st: Stat): FuseStat {
  const r = st.raw;
  return {
    mode: r.mode,
    uid: r.uid,
    gid: r.gid,
    size: r.size,
    nlink: r.nlink,
    ino: r.ino,
    blocks: r.blocks,
    blksize: 4096,
    atime: r.atimeNs,
    mtime: r.mtimeNs,
    ctime: r.ctimeNs,
  };
}

/** Where the mount tells a refusal besides the audit log (serve's stderr). */
export type OnRefusal = (err: unknown, errno: number) => void;

export function buildOps(
  posix: PosixFs,
  handles: HandleTable,
  principal: Principal,
  onRefusal: OnRefusal = () => undefined,
): FuseOps {
  const fail = (err: unknown): number => {
    const errno = toErrno(err);
    onRefusal(err, errno);
    return errno;
  };
  const reply = <T>(cb: (errno: number, value?: T) => void, fn: () => T): void => {
    let value: T;
    try {
      value = fn();
    } catch (err) {
      cb(fail(err));
      return;
    }
    cb(0, value);
  };
  // Trace ids from a per-mount prefix and counter: unique, and no random bytes per lookup.
  const prefix = crypto.randomBytes(4).toString('hex');
  let seq = 0;
  const ctx = (): OpContext =>
    context(principal, 'fuse', { traceId: `${prefix}${(seq++).toString(16).padStart(8, '0')}` });
  const handle = (fd: number): PosixHandle => {
    const h = handles.get(fd);
    if (!h) throw new MemError('MEM_INVALID_ARG', `no open file handle ${fd}`, { errno: 'EBADF' });
    return h;
  };
  /** Refuses an op the mount never performs: audited, answered with a fixed errno. */
  const no = (op: string, path: string, errno: 'EPERM' | 'EACCES', why: string): number =>
    fail(posix.refuse(ctx(), op, path, why, errno));

  return {
    statfs: (_path, cb) => reply(cb, () => posix.statfs()),
    getattr: (path, cb) => reply(cb, () => toFuseStat(posix.getattr(ctx(), path))),
    lookup: (path, cb) =>
      reply<FuseStat | undefined>(cb, () => {
        const st = posix.lookup(ctx(), path);
        return st && toFuseStat(st);
      }),
    fgetattr: (_path, fd, cb) => reply(cb, () => toFuseStat(posix.fgetattr(handle(fd)))),
    // `.` and `..` are the file system's to list; `ls -a` expects them.
    readdir: (path, cb) => reply(cb, () => [DOT, DOTDOT, ...posix.readdir(ctx(), path)]),
    open: (path, flags, cb) => reply(cb, () => handles.add(posix.open(ctx(), path, flags))),
    create: (path, mode, cb) =>
      reply(cb, () => {
        const h = posix.create(ctx(), path, mode);
        return { fh: handles.add(h), st: toFuseStat(posix.createdAttrs(h)) };
      }),
    // read and write answer with the byte count, or a negative errno.
    read: (_path, fd, buf, len, pos, cb) =>
      reply<number>(
        (errno, n) => cb(errno || (n as number)),
        () => posix.read(handle(fd), buf, len, pos),
      ),
    write: (_path, fd, buf, len, pos, cb) =>
      reply<number>(
        (errno, n) => cb(errno || (n as number)),
        () => posix.write(handle(fd), buf, len, pos),
      ),
    fsync: (_path, _datasync, fd, cb) => reply(cb, () => posix.fsync(handle(fd))),
    fsyncdir: (path, _datasync, _fd, cb) => reply(cb, () => posix.fsyncDir(ctx(), path)),
    release: (_path, fd, cb) =>
      reply(cb, () => {
        const h = handles.take(fd);
        if (h) posix.release(h);
      }),
    truncate: (path, size, cb) => reply(cb, () => posix.truncate(ctx(), path, size)),
    ftruncate: (_path, fd, size, cb) => reply(cb, () => posix.ftruncate(handle(fd), size)),
    unlink: (path, cb) => reply(cb, () => posix.unlink(ctx(), path)),
    mkdir: (path, mode, cb) => reply(cb, () => posix.mkdir(ctx(), path, mode)),
    rmdir: (path, cb) => reply(cb, () => posix.rmdir(ctx(), path)),
    rename: (src, dest, cb) => reply(cb, () => posix.rename(ctx(), src, dest)),
    utimens: (path, atime, mtime, cb) => reply(cb, () => posix.utimens(ctx(), path, atime, mtime)),
    // Refused: the store never creates or follows links or special files.
    readlink: (path, cb) =>
      cb(no('fuse.readlink', path, 'EACCES', 'links are never followed or revealed')),
    symlink: (_target, path, cb) =>
      cb(no('fuse.symlink', path, 'EPERM', 'the store never creates symbolic links')),
    link: (_target, path, cb) =>
      cb(no('fuse.link', path, 'EPERM', 'the store never creates hard links')),
    mknod: (path, _mode, _dev, cb) =>
      cb(no('fuse.mknod', path, 'EPERM', 'the store never creates FIFOs, sockets or devices')),
    chmod: (path, mode, cb) => reply(cb, () => posix.chmod(ctx(), path, mode)),
    chown: (path, uid, gid, cb) => reply(cb, () => posix.chown(ctx(), path, uid, gid)),
    fchmod: (_path, fd, mode, cb) => reply(cb, () => posix.fchmod(handle(fd), mode)),
    fchown: (_path, fd, uid, gid, cb) => reply(cb, () => posix.fchown(handle(fd), uid, gid)),
    futimens: (_path, fd, atime, mtime, cb) =>
      reply(cb, () => posix.futimens(handle(fd), atime, mtime)),
  };
}
