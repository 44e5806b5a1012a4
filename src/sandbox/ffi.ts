// The only foreign-function file of mnemofs: the Linux system calls the sandbox needs and
// Node does not offer on a directory fd (openat2, mkdirat, unlinkat, renameat2, statx,
// getdents64, flock, inotify on a directory the sandbox opened). Each wrapper says why it is
// safe: who owns the fd, how big the buffer is, and that errno is read immediately after the
// call, before any other JS can run.
//
// Every `*at` call below is given ONE name, never a path with '/': libc's *at functions
// resolve multi-component paths with symlinks followed (measured: mkdirat(root,
// "escape/evil") created a directory outside the root). Callers open the parent with
// openat2 first. `assertOneName` enforces that here, as the last line of defence.
// read/write/fsync/fdatasync on fds we already hold need no binding: Node's fs.*Sync(fd)
// calls are those same system calls on the same fd. close does: an fd this file opened is
// closed here, because Node tracks the fds its own fs opened in a worker thread (and warns
// when asked to close another).

import koffi from 'koffi';
import type { Timespec } from './timespec.js';
import { constants as fsc } from 'node:fs';
import os from 'node:os';

if (os.platform() !== 'linux' || !['x64', 'arm64'].includes(os.arch())) {
  throw new Error(
    `mnemofs needs Linux on x86_64 or arm64 (openat2, statx); this is ${os.platform()}/${os.arch()}`,
  );
}

const libc = koffi.load('libc.so.6');

/** openat2 is system call 437 on every Linux architecture (the unified table since 5.x). */
const SYS_openat2 = 437;

// Flag values. Those Node exposes come from Node (they differ between architectures);
// O_PATH and O_CLOEXEC have the same value on x86_64 and arm64 and Node does not export them.
export const O_RDONLY = fsc.O_RDONLY;
export const O_WRONLY = fsc.O_WRONLY;
export const O_RDWR = fsc.O_RDWR;
export const O_CREAT = fsc.O_CREAT;
export const O_EXCL = fsc.O_EXCL;
export const O_APPEND = fsc.O_APPEND;
export const O_NONBLOCK = fsc.O_NONBLOCK;
export const O_NOCTTY = fsc.O_NOCTTY;
export const O_DIRECTORY = fsc.O_DIRECTORY;
export const O_NOATIME = fsc.O_NOATIME ?? 0o1000000;
export const O_NOFOLLOW = fsc.O_NOFOLLOW;
export const O_PATH = 0o10000000;
export const O_CLOEXEC = 0o2000000;

export const RESOLVE_NO_MAGICLINKS = 0x02;
export const RESOLVE_NO_SYMLINKS = 0x04;
export const RESOLVE_BENEATH = 0x08;

export const AT_SYMLINK_NOFOLLOW = 0x100;
export const AT_REMOVEDIR = 0x200;
export const AT_EMPTY_PATH = 0x1000;
export const RENAME_NOREPLACE = 1;
const LOCK_EX = 2;
const LOCK_NB = 4;

const STATX_BASIC_STATS = 0x7ff;
const STATX_SIZE = 256; // sizeof(struct statx): fixed by the kernel ABI on every architecture

const OpenHow = koffi.struct('open_how', { flags: 'uint64', mode: 'uint64', resolve: 'uint64' });

// syscall(2) is declared with a fixed prototype rather than as variadic: glibc implements it
// in assembly that only moves integer registers into place, and every argument here is an
// integer or a pointer, so the fixed and variadic calling conventions coincide (x86_64, arm64).
const sysOpenat2 = libc.func('syscall', 'long', [
  'long',
  'int',
  'str',
  koffi.pointer(OpenHow),
  'size_t',
]);
const cMkdirat = libc.func('int mkdirat(int dirfd, str name, uint32 mode)');
const cUnlinkat = libc.func('int unlinkat(int dirfd, str name, int flags)');
const cRenameat2 = libc.func(
  'int renameat2(int olddirfd, str oldname, int newdirfd, str newname, uint32 flags)',
);
const cStatx = libc.func(
  'int statx(int dirfd, str name, int flags, uint32 mask, _Out_ uint8_t *buf)',
);
const cGetdents64 = libc.func('long getdents64(int fd, _Out_ uint8_t *buf, size_t nbytes)');
const cFlock = libc.func('int flock(int fd, int operation)');
const cInotifyInit1 = libc.func('int inotify_init1(int flags)');
const cInotifyAddWatch = libc.func('int inotify_add_watch(int fd, str path, uint32 mask)');
const cInotifyRmWatch = libc.func('int inotify_rm_watch(int fd, int wd)');
const cClose = libc.func('int close(int fd)');
const cFutimens = libc.func('int futimens(int fd, const uint8_t *times)');
const cSetpriority = libc.func('int setpriority(int which, uint32 who, int prio)');

/** A failed system call: `code` is the errno name (`ENOENT`), `errno` the number. */
export class SysError extends Error {
  constructor(
    readonly code: string,
    readonly errno: number,
    readonly syscall: string,
  ) {
    super(`${syscall}: ${code}`);
  }
}

/** errno number → name (`ENOENT`), built once. */
const ERRNO_NAMES = new Map(Object.entries(os.constants.errno ?? {}).map(([name, n]) => [n, name]));

/** `syscall` failing with `errno`, as a SysError. */
export function sysError(syscall: string, errno: number): SysError {
  // No stack: a SysError is always wrapped (sysToMem) or answered as an expected miss, and
  // capturing one made each failed lookup (every create starts with one) cost more than
  // the system call.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  const err = new SysError(ERRNO_NAMES.get(errno) ?? `E${errno}`, errno, syscall);
  Error.stackTraceLimit = limit;
  return err;
}

function fail(syscall: string, errno = koffi.errno()): never {
  throw sysError(syscall, errno);
}

function assertOneName(name: string): void {
  if (name === '' || name.includes('/') || name.includes('\0') || name === '.' || name === '..') {
    throw new SysError('EINVAL', os.constants.errno.EINVAL, `one-name check (${name})`);
  }
}

/**
 * openat2(dirfd, rel, {flags | O_CLOEXEC, mode, resolve}). Returns a new fd the caller owns
 * and must close. `rel` may have several components: openat2 resolves it in the kernel with
 * the `resolve` restrictions, which is the point. The open_how struct lives for the call.
 */
export function openat2(dirfd: number, rel: string, flags: number, mode: number, resolve: number) {
  const how = { flags: flags | O_CLOEXEC, mode, resolve };
  const fd = Number(sysOpenat2(SYS_openat2, dirfd, rel, how, 24));
  if (fd < 0) fail('openat2');
  return fd;
}

/** mkdirat(dirfd, name): one name in a directory the caller holds open. */
export function mkdirat(dirfd: number, name: string, mode: number): void {
  assertOneName(name);
  if (cMkdirat(dirfd, name, mode) !== 0) fail('mkdirat');
}

/** unlinkat(dirfd, name, flags): removes the entry itself, never what a link points to. */
export function unlinkat(dirfd: number, name: string, flags: number): void {
  assertOneName(name);
  if (cUnlinkat(dirfd, name, flags) !== 0) fail('unlinkat');
}

/** renameat2 between two directories the caller holds open, one name each. */
export function renameat2(
  fromDir: number,
  fromName: string,
  toDir: number,
  toName: string,
  flags: number,
): void {
  assertOneName(fromName);
  assertOneName(toName);
  if (cRenameat2(fromDir, fromName, toDir, toName, flags) !== 0) fail('renameat2');
}

export interface StatxResult {
  /** Full st_mode: file type bits and permission bits. */
  mode: number;
  nlink: number;
  uid: number;
  gid: number;
  size: number;
  blocks: number;
  ino: number;
  atimeMs: number;
  mtimeMs: number;
  ctimeMs: number;
  /** The same three times exactly: nanoseconds since the epoch (what the mount shows). */
  atimeNs: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
}

/** A `struct statx_timestamp` as nanoseconds since the epoch. */
function timestampNs(buf: Buffer, offset: number): bigint {
  return buf.readBigInt64LE(offset) * 1_000_000_000n + BigInt(buf.readUInt32LE(offset + 8));
}

/**
 * statx(dirfd, name, AT_SYMLINK_NOFOLLOW) — or, with name "", of dirfd itself
 * (AT_EMPTY_PATH). statx rather than fstatat: its struct layout is the same on every
 * architecture, so there is no per-arch `struct stat` to get wrong. The 256-byte buffer is
 * allocated per call and read after the call returns.
 */
export function statx(dirfd: number, name: string): StatxResult {
  if (name !== '') assertOneName(name);
  const buf = Buffer.alloc(STATX_SIZE);
  const flags = name === '' ? AT_EMPTY_PATH | AT_SYMLINK_NOFOLLOW : AT_SYMLINK_NOFOLLOW;
  if (cStatx(dirfd, name, flags, STATX_BASIC_STATS, buf) !== 0) fail('statx');
  const atimeNs = timestampNs(buf, 64);
  const ctimeNs = timestampNs(buf, 96);
  const mtimeNs = timestampNs(buf, 112);
  return {
    nlink: buf.readUInt32LE(16),
    uid: buf.readUInt32LE(20),
    gid: buf.readUInt32LE(24),
    mode: buf.readUInt16LE(28),
    ino: Number(buf.readBigUInt64LE(32)),
    size: Number(buf.readBigUInt64LE(40)),
    blocks: Number(buf.readBigUInt64LE(48)),
    atimeNs,
    ctimeNs,
    mtimeNs,
    atimeMs: Number(atimeNs) / 1e6,
    ctimeMs: Number(ctimeNs) / 1e6,
    mtimeMs: Number(mtimeNs) / 1e6,
  };
}

/** futimens(2): sets access and modification time of the entry open on `fd`, to the ns. */
export function futimens(fd: number, atime: Timespec, mtime: Timespec): void {
  const buf = Buffer.alloc(32);
  buf.writeBigInt64LE(BigInt(atime.sec), 0);
  buf.writeBigInt64LE(BigInt(atime.nsec), 8);
  buf.writeBigInt64LE(BigInt(mtime.sec), 16);
  buf.writeBigInt64LE(BigInt(mtime.nsec), 24);
  if (cFutimens(fd, buf) !== 0) fail('futimens');
}

export interface Dirent {
  name: string;
  /** d_type: DT_REG, DT_DIR… (DT_UNKNOWN where the file system does not say). */
  type: number;
  /** d_ino, the inode number. */
  ino: number;
}

/**
 * Every entry of the directory open on `fd` (opened O_RDONLY|O_DIRECTORY by the caller),
 * by repeated getdents64 into a 32 KiB buffer; the kernel never writes past `nbytes`.
 * Records are parsed within the byte count the call returned.
 */
export function readDirents(fd: number): Dirent[] {
  const buf = Buffer.alloc(32 * 1024);
  const out: Dirent[] = [];
  for (;;) {
    const n = Number(cGetdents64(fd, buf, buf.length));
    if (n < 0) fail('getdents64');
    if (n === 0) return out;
    let off = 0;
    while (off < n) {
      const reclen = buf.readUInt16LE(off + 16);
      const type = buf.readUInt8(off + 18);
      const ino = buf.readUInt32LE(off) + buf.readUInt32LE(off + 4) * 2 ** 32;
      const end = buf.indexOf(0, off + 19);
      const name = buf.toString(
        'utf8',
        off + 19,
        end < 0 || end > off + reclen ? off + reclen : end,
      );
      if (name !== '.' && name !== '..') out.push({ name, type, ino });
      off += reclen;
    }
  }
}

/**
 * flock(fd, LOCK_EX | LOCK_NB) on an fd the caller holds: true when taken, false when
 * another open file description holds it. The kernel drops the lock when the fd closes,
 * also when the process is killed, so a crash never leaves a stale lock behind.
 */
export function tryLockExclusive(fd: number): boolean {
  if (cFlock(fd, LOCK_EX | LOCK_NB) === 0) return true;
  if (koffi.errno() === os.constants.errno.EWOULDBLOCK) return false;
  fail('flock');
}

/** inotify_init1(IN_NONBLOCK | IN_CLOEXEC): an inotify fd the caller owns and closes. */
export function inotifyInit(): number {
  const fd = cInotifyInit1(fsc.O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) fail('inotify_init1');
  return fd;
}

/**
 * inotify_add_watch on the directory open on `dirfd`, named through its /proc/self/fd magic
 * link: the kernel watches exactly the inode the sandbox opened beneath the root, never
 * what a path might resolve to by now. Returns the watch descriptor (the same one again for
 * an inode already watched).
 */
export function inotifyWatch(inotifyFd: number, dirfd: number, mask: number): number {
  const wd = cInotifyAddWatch(inotifyFd, `/proc/self/fd/${dirfd}`, mask);
  if (wd < 0) fail('inotify_add_watch');
  return wd;
}

/** inotify_rm_watch; a watch the kernel already dropped (its directory is gone) is no error. */
export function inotifyUnwatch(inotifyFd: number, wd: number): void {
  if (cInotifyRmWatch(inotifyFd, wd) !== 0 && koffi.errno() !== os.constants.errno.EINVAL)
    fail('inotify_rm_watch');
}

/** close(2) of an fd openat2 returned; never of one Node's fs opened (see the header). */
export function close(fd: number): void {
  if (cClose(fd) !== 0) fail('close');
}

/**
 * Gives the calling thread the scheduling weight of `nice` (Linux keeps a nice value per
 * thread; PRIO_PROCESS with who 0 is the caller alone), so that on a busy machine the
 * thread answering FUSE and MCP requests is served first. Not SCHED_IDLE: a worker that
 * answers searches (the vector graph) must not starve while other processes load the
 * machine. Raising one's own nice value is always allowed.
 */
export function niceThisThread(nice: number): void {
  if (cSetpriority(0, 0, nice) !== 0) fail('setpriority');
}
