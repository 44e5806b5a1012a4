// The FUSE kernel protocol as the mount speaks it: opcodes, the layouts of the structures it
// reads and writes (linux/fuse.h, protocol 7.31, which every kernel since 5.11 speaks and
// older ones down to 7.26 accept), and their encoders. Everything is little-endian on the
// machines FUSE runs on here (x86_64, arm64).

import type { FuseDirent, FuseStat, FuseStatFs } from './op-types.js';

export const OP = {
  LOOKUP: 1,
  FORGET: 2,
  GETATTR: 3,
  SETATTR: 4,
  READLINK: 5,
  SYMLINK: 6,
  MKNOD: 8,
  MKDIR: 9,
  UNLINK: 10,
  RMDIR: 11,
  RENAME: 12,
  LINK: 13,
  OPEN: 14,
  READ: 15,
  WRITE: 16,
  STATFS: 17,
  RELEASE: 18,
  FSYNC: 20,
  LISTXATTR: 23,
  INIT: 26,
  OPENDIR: 27,
  READDIR: 28,
  RELEASEDIR: 29,
  FSYNCDIR: 30,
  CREATE: 35,
  INTERRUPT: 36,
  DESTROY: 38,
  BATCH_FORGET: 42,
} as const;

/** Notification codes (written with unique 0, the code in the error field). */
const NOTIFY = { INVAL_INODE: 2, INVAL_ENTRY: 3 } as const;

/** INIT flags the mount asks for (each the kernel also offers). */
export const INIT = {
  ASYNC_READ: 1 << 0,
  BIG_WRITES: 1 << 5,
  AUTO_INVAL_DATA: 1 << 12,
  /** max_pages in fuse_init_out is honoured (7.28): requests past 128 KiB. */
  MAX_PAGES: 1 << 22,
} as const;

/** SETATTR `valid` bits. */
export const FATTR = {
  MODE: 1 << 0,
  UID: 1 << 1,
  GID: 1 << 2,
  SIZE: 1 << 3,
  ATIME: 1 << 4,
  MTIME: 1 << 5,
  FH: 1 << 6,
  ATIME_NOW: 1 << 7,
  MTIME_NOW: 1 << 8,
} as const;

export const GETATTR_FH = 1;
export const FOPEN_KEEP_CACHE = 1 << 1;
/** A directory's listing may be cached by the kernel (kept across opens with KEEP_CACHE). */
export const FOPEN_CACHE_DIR = 1 << 3;
export const ROOT_ID = 1;
export const PROTOCOL = { major: 7, minor: 31 } as const;

export const IN_HEADER = 40;
export const OUT_HEADER = 16;
const ATTR = 88;
export const ENTRY_OUT = 40 + ATTR;
const ATTR_OUT = 16 + ATTR;
export const OPEN_OUT = 16;
const INIT_OUT = 64;
const STATFS_OUT = 80;
/** Offset of a WRITE's data: header and fuse_write_in. */
export const WRITE_DATA = IN_HEADER + 40;

/** A NUL-terminated name at `at`; returns it and where the next field starts. */
export function cString(buf: Buffer, at: number, end: number): [string, number] {
  let nul = buf.indexOf(0, at);
  if (nul < 0 || nul > end) nul = end;
  return [buf.toString('utf8', at, nul), nul + 1];
}

const NS = 1_000_000_000n;

function writeTime(out: Buffer, secAt: number, nsecAt: number, ns: bigint): void {
  const sec = ns / NS;
  let nsec = ns % NS;
  // Times before 1970: a negative second count with a positive nanosecond part.
  out.writeBigInt64LE(nsec < 0n ? sec - 1n : sec, secAt);
  if (nsec < 0n) nsec += NS;
  out.writeUInt32LE(Number(nsec), nsecAt);
}

/** fuse_attr at `at`. */
export function writeAttr(out: Buffer, at: number, st: FuseStat): void {
  out.writeBigUInt64LE(BigInt(st.ino), at);
  out.writeBigUInt64LE(BigInt(st.size), at + 8);
  out.writeBigUInt64LE(BigInt(st.blocks), at + 16);
  writeTime(out, at + 24, at + 48, st.atime);
  writeTime(out, at + 32, at + 52, st.mtime);
  writeTime(out, at + 40, at + 56, st.ctime);
  out.writeUInt32LE(st.mode >>> 0, at + 60);
  out.writeUInt32LE(st.nlink, at + 64);
  out.writeUInt32LE(st.uid >>> 0, at + 68);
  out.writeUInt32LE(st.gid >>> 0, at + 72);
  out.writeUInt32LE(0, at + 76);
  out.writeUInt32LE(st.blksize, at + 80);
  out.writeUInt32LE(0, at + 84);
}

/** Seconds and nanoseconds of a validity period. */
function writeValid(out: Buffer, secAt: number, nsecAt: number, seconds: number): void {
  const whole = Math.floor(seconds);
  out.writeBigUInt64LE(BigInt(whole), secAt);
  out.writeUInt32LE(Math.round((seconds - whole) * 1e9), nsecAt);
}

/** fuse_entry_out at `at`; nodeid 0 with a stat of undefined is a cached "no such name". */
export function writeEntry(
  out: Buffer,
  at: number,
  nodeid: number,
  st: FuseStat | undefined,
  entrySeconds: number,
  attrSeconds: number,
): number {
  out.fill(0, at, at + ENTRY_OUT);
  out.writeBigUInt64LE(BigInt(nodeid), at);
  writeValid(out, at + 16, at + 32, entrySeconds);
  writeValid(out, at + 24, at + 36, attrSeconds);
  if (st) writeAttr(out, at + 40, st);
  return ENTRY_OUT;
}

export function writeAttrOut(out: Buffer, at: number, st: FuseStat, seconds: number): number {
  out.fill(0, at, at + 16);
  writeValid(out, at, at + 8, seconds);
  writeAttr(out, at + 16, st);
  return ATTR_OUT;
}

export function writeOpenOut(out: Buffer, at: number, fh: number, flags: number): number {
  out.fill(0, at, at + OPEN_OUT);
  out.writeBigUInt64LE(BigInt(fh), at);
  out.writeUInt32LE(flags, at + 8);
  return OPEN_OUT;
}

export function writeStatfs(out: Buffer, at: number, s: FuseStatFs): number {
  out.fill(0, at, at + STATFS_OUT);
  out.writeBigUInt64LE(BigInt(s.blocks), at);
  out.writeBigUInt64LE(BigInt(s.bfree), at + 8);
  out.writeBigUInt64LE(BigInt(s.bavail), at + 16);
  out.writeBigUInt64LE(BigInt(s.files), at + 24);
  out.writeBigUInt64LE(BigInt(s.ffree), at + 32);
  out.writeUInt32LE(s.bsize, at + 40);
  out.writeUInt32LE(s.namemax, at + 44);
  out.writeUInt32LE(s.frsize, at + 48);
  return STATFS_OUT;
}

/**
 * One fuse_dirent at `at` if it fits before `end`: the bytes written, or 0 when it does not.
 * `off` is the offset the kernel gives back to continue after this entry. The entry's type
 * and inode number go with its name, so `find -type f` and `ls -i` need no stat of each.
 */
export function writeDirent(
  out: Buffer,
  at: number,
  end: number,
  { name, type, ino }: FuseDirent,
  off: number,
): number {
  const nameLen = Buffer.byteLength(name);
  const size = (24 + nameLen + 7) & ~7;
  if (at + size > end) return 0;
  // Two 32-bit halves, not a BigInt each: a listing of thousands of names writes thousands.
  out.writeUInt32LE(ino % 2 ** 32, at);
  out.writeUInt32LE(Math.floor(ino / 2 ** 32), at + 4);
  out.writeUInt32LE(off % 2 ** 32, at + 8);
  out.writeUInt32LE(Math.floor(off / 2 ** 32), at + 12);
  out.writeUInt32LE(nameLen, at + 16);
  out.writeUInt32LE(type, at + 20);
  out.write(name, at + 24, nameLen, 'utf8');
  out.fill(0, at + 24 + nameLen, at + size);
  return size;
}

/** fuse_init_out: protocol 7.31 (or the kernel's, if older); writes of up to `maxWrite`. */
export function writeInitOut(
  out: Buffer,
  at: number,
  kernelMinor: number,
  maxReadahead: number,
  flags: number,
  maxWrite: number,
): number {
  out.fill(0, at, at + INIT_OUT);
  out.writeUInt32LE(PROTOCOL.major, at);
  out.writeUInt32LE(Math.min(kernelMinor, PROTOCOL.minor), at + 4);
  out.writeUInt32LE(maxReadahead, at + 8);
  out.writeUInt32LE(flags, at + 12);
  out.writeUInt16LE(12, at + 16); // max_background: libfuse's default
  out.writeUInt16LE(9, at + 18); // congestion_threshold: 3/4 of it
  out.writeUInt32LE(maxWrite, at + 20);
  out.writeUInt32LE(1, at + 24); // time_gran: nanoseconds
  if (kernelMinor >= 28) out.writeUInt16LE(Math.ceil(maxWrite / 4096), at + 28); // max_pages
  return kernelMinor < 23 ? 24 : INIT_OUT;
}

/**
 * The entry is only expired, never unhashed (FUSE_EXPIRE_ONLY, kernel 6.2+; older kernels
 * read the field as padding and drop the entry as before): the next lookup of the name asks
 * the mount again, while a directory that is some process's working directory stays one —
 * dropping it made that process's getcwd() fail with ENOENT (`pwd`, git, and pjdfstest's
 * shells inside a directory the watcher had reported).
 */
const EXPIRE_ONLY = 1;

/** fuse_notify_inval_entry_out and the name: `name` in directory `parent` must be looked up again. */
export function invalEntry(parent: number, name: string): Buffer {
  const nameLen = Buffer.byteLength(name);
  const out = Buffer.alloc(OUT_HEADER + 16 + nameLen + 1);
  header(out, out.length, NOTIFY.INVAL_ENTRY, 0n);
  out.writeBigUInt64LE(BigInt(parent), OUT_HEADER);
  out.writeUInt32LE(nameLen, OUT_HEADER + 8);
  out.writeUInt32LE(EXPIRE_ONLY, OUT_HEADER + 12);
  out.write(name, OUT_HEADER + 16, nameLen, 'utf8');
  return out;
}

/** fuse_notify_inval_inode_out: forget the attributes and every cached page of `nodeid`. */
export function invalInode(nodeid: number): Buffer {
  const out = Buffer.alloc(OUT_HEADER + 24);
  header(out, out.length, NOTIFY.INVAL_INODE, 0n);
  out.writeBigUInt64LE(BigInt(nodeid), OUT_HEADER);
  out.writeBigInt64LE(0n, OUT_HEADER + 8);
  out.writeBigInt64LE(0n, OUT_HEADER + 16); // length 0: to the end of the file
  return out;
}

/** fuse_out_header: length, error (a negative errno, or a notification code), unique. */
export function header(out: Buffer, len: number, error: number, unique: bigint): void {
  out.writeUInt32LE(len, 0);
  out.writeInt32LE(error, 4);
  out.writeBigUInt64LE(unique, 8);
}
