// The mount's path-level operation table (fuse/ops.ts builds it, fuse/session.ts calls it):
// one method per file system operation on a path, answering through a callback with 0 or
// a negative errno, as C file systems answer libfuse's high-level API. The kernel protocol's
// node ids, handles and encodings stay in session.ts; the conformance tests drive this table
// directly.

export type Cb = (errno: number) => void;
export type CbValue<T> = (errno: number, value?: T) => void;

export interface FuseStat {
  mode: number;
  uid: number;
  gid: number;
  size: number;
  nlink: number;
  /** The backing file's inode number, so it is stable across renames and remounts. */
  ino: number;
  blocks: number;
  blksize: number;
  /** Nanoseconds since the epoch. */
  atime: bigint;
  mtime: bigint;
  ctime: bigint;
}

/** A directory entry: its name, d_type (DT_DIR, DT_REG…) and the backing inode number. */
export interface FuseDirent {
  name: string;
  type: number;
  ino: number;
}

/** A time as utimens gives it: nsec may be UTIME_NOW or UTIME_OMIT. */
export interface FuseTime {
  sec: number;
  nsec: number;
}

export interface FuseStatFs {
  bsize: number;
  frsize: number;
  blocks: number;
  bfree: number;
  bavail: number;
  files: number;
  ffree: number;
  favail: number;
  namemax: number;
}

export interface FuseOps {
  statfs(path: string, cb: CbValue<FuseStatFs>): void;
  getattr(path: string, cb: CbValue<FuseStat>): void;
  /** getattr, but a name that does not exist answers 0 with no value. */
  lookup(path: string, cb: CbValue<FuseStat | undefined>): void;
  fgetattr(path: string, fd: number, cb: CbValue<FuseStat>): void;
  readdir(path: string, cb: CbValue<FuseDirent[]>): void;
  open(path: string, flags: number, cb: CbValue<number>): void;
  /** Creates and opens a file: its handle and its attributes as created. */
  create(path: string, mode: number, cb: CbValue<{ fh: number; st: FuseStat }>): void;
  read(
    path: string,
    fd: number,
    buf: Buffer,
    len: number,
    pos: number,
    cb: (bytesOrErrno: number) => void,
  ): void;
  write(
    path: string,
    fd: number,
    buf: Buffer,
    len: number,
    pos: number,
    cb: (bytesOrErrno: number) => void,
  ): void;
  fsync(path: string, datasync: boolean, fd: number, cb: Cb): void;
  fsyncdir(path: string, datasync: boolean, fd: number, cb: Cb): void;
  release(path: string, fd: number, cb: Cb): void;
  truncate(path: string, size: number, cb: Cb): void;
  ftruncate(path: string, fd: number, size: number, cb: Cb): void;
  unlink(path: string, cb: Cb): void;
  mkdir(path: string, mode: number, cb: Cb): void;
  rmdir(path: string, cb: Cb): void;
  rename(src: string, dest: string, cb: Cb): void;
  utimens(path: string, atime: FuseTime, mtime: FuseTime, cb: Cb): void;
  readlink(path: string, cb: CbValue<string>): void;
  symlink(target: string, path: string, cb: Cb): void;
  link(target: string, path: string, cb: Cb): void;
  mknod(path: string, mode: number, dev: number, cb: Cb): void;
  chmod(path: string, mode: number, cb: Cb): void;
  chown(path: string, uid: number, gid: number, cb: Cb): void;
  /** chmod, chown and utimens through an open handle (a file whose name is gone). */
  fchmod(path: string, fd: number, mode: number, cb: Cb): void;
  fchown(path: string, fd: number, uid: number, gid: number, cb: Cb): void;
  futimens(path: string, fd: number, atime: FuseTime, mtime: FuseTime, cb: Cb): void;
}
