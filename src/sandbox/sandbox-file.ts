// An open regular file inside the store. Only SandboxRoot creates one (after checking the
// fd is a regular file), so holders of a SandboxFile can read and write by fd and never by
// path. The fd is owned by this object until close().

import fs from 'node:fs';
import { close, futimens, statx, type StatxResult } from './ffi.js';
import type { Timespec } from './timespec.js';
import { toStat, type Stat } from './stat.js';
import { sysToMem } from './sys-error.js';

export class SandboxFile {
  constructor(
    readonly fd: number,
    readonly rel: string,
    /** The attributes SandboxRoot checked when it opened the file. */
    private atOpen: StatxResult,
  ) {}

  /**
   * The attributes as they were when the file was opened, or its mode last set through it
   * (no system call: a create answers with them).
   */
  openedStat(): Stat {
    return toStat(this.atOpen);
  }

  size(): number {
    return fs.fstatSync(this.fd).size;
  }

  /** Reads up to `buf.length` bytes at `position`; returns how many were read. */
  read(buf: Buffer, position: number): number {
    return fs.readSync(this.fd, buf, 0, buf.length, position);
  }

  /**
   * The whole file from offset 0, however its size changes while it is read. `sizeHint`
   * (the size seen at open) lets a file that did not change be read in one buffer.
   */
  readAll(sizeHint = 0): Buffer {
    const chunks: Buffer[] = [];
    let position = 0;
    for (;;) {
      const buf = Buffer.allocUnsafe(position === 0 && sizeHint > 0 ? sizeHint + 1 : 64 * 1024);
      const n = this.read(buf, position);
      if (n === 0) return Buffer.concat(chunks);
      chunks.push(n === buf.length ? buf : buf.subarray(0, n));
      position += n;
    }
  }

  /** Writes all of `data` at the current offset (for O_APPEND files: at the end, atomically per call). */
  write(data: Buffer | string): number {
    const buf = typeof data === 'string' ? Buffer.from(data) : data;
    let done = 0;
    while (done < buf.length) done += fs.writeSync(this.fd, buf, done, buf.length - done);
    return done;
  }

  stat(): Stat {
    return toStat(statx(this.fd, ''));
  }

  /**
   * pread into `buf`; the bytes read (the mount's read path). Done synchronously on the JS
   * thread: the data is almost always in the page cache (~20 µs for 128 KiB), and a
   * thread-pool hop would add two context switches to every FUSE read (measured: slower).
   * A failure is a MemError carrying the kernel's errno, for `rel`.
   */
  readAt(buf: Buffer, length: number, position: number, rel: string): number {
    try {
      return fs.readSync(this.fd, buf, 0, length, position);
    } catch (err) {
      throw sysToMem(err, rel);
    }
  }

  /** pwrite from `buf`; the bytes written (the mount's write path), synchronous as readAt. */
  writeAt(buf: Buffer, length: number, position: number, rel: string): number {
    try {
      return fs.writeSync(this.fd, buf, 0, length, position);
    } catch (err) {
      throw sysToMem(err, rel);
    }
  }

  truncate(size: number): void {
    fs.ftruncateSync(this.fd, size);
  }

  /** Sets the permission bits of the open file. */
  setMode(mode: number): void {
    fs.fchmodSync(this.fd, mode & 0o7777);
    this.atOpen = statx(this.fd, '');
  }

  /** Sets the owner and group of the open file (-1 keeps one). */
  setOwner(uid: number, gid: number): void {
    fs.fchownSync(this.fd, uid, gid);
  }

  /** Sets access and modification times on the open file, to the nanosecond. */
  setTimes(atime: Timespec, mtime: Timespec): void {
    futimens(this.fd, atime, mtime);
  }

  sync(): void {
    fs.fsyncSync(this.fd);
  }

  /** fdatasync off the JS thread, for batched durability (the audit log). */
  syncAsync(): Promise<void> {
    return new Promise((resolve, reject) =>
      fs.fdatasync(this.fd, (err) => (err ? reject(err) : resolve())),
    );
  }

  close(): void {
    close(this.fd);
  }
}
