// The kernel-enforced sandbox: every byte of store I/O goes through a SandboxRoot. Over 400
// lines and not split, on purpose: every operation on the root fd is in this one file, so
// the rule below can be checked in one read.
//
// The attack it stops: a path is validated at check time, then, between the check and the
// open, an attacker with write access to the tree swaps a directory component for a
// symlink — `user/notes/x` becomes a link to `~/.ssh/id_rsa` — and the model's
// `mem_read("user/notes/x")` reads the key. So nothing here checks and then acts on a path
// string. The root is opened once (O_PATH); every open is openat2 beneath it with
// RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS, so the kernel refuses a
// symlink or an escape at the moment of use. Directory operations (mkdir, unlink, rmdir,
// rename, stat, list) open the *parent* that way and then act on ONE name with the *at
// call. There is no weaker tier (a root without compartments, for the store's owner, drops
// only the step that keeps compartments apart). Only regular files and directories are ever
// opened; a FIFO, device or socket is refused (opens use O_NONBLOCK so a FIFO cannot hang
// us).
// Atomic writes and recursive removal, built on these operations, live beside this file.

import fs from 'node:fs';
import crypto from 'node:crypto';
import os from 'node:os';
import { MemError } from '../errors/mem-error.js';
import * as sys from './ffi.js';
import { sysToMem } from './sys-error.js';
import { SandboxFile } from './sandbox-file.js';
import { entryType, toStat, type ListEntry, type Stat } from './stat.js';
import type { Timespec } from './timespec.js';

const ENOENT = os.constants.errno.ENOENT;

// Read once (reading it means setting it back): serve never changes its umask.
const PROCESS_UMASK = process.umask();

const RESOLVE = sys.RESOLVE_BENEATH | sys.RESOLVE_NO_SYMLINKS | sys.RESOLVE_NO_MAGICLINKS;
const DIR_PATH = sys.O_PATH | sys.O_DIRECTORY;
/** The longest path openat2 takes (PATH_MAX less its NUL). */
const PATH_ARG_MAX = 4095;
/** Splits a checked relative path into its parent ('' for the root) and its last name. */
export function splitRel(rel: string): { parent: string; name: string } {
  const i = rel.lastIndexOf('/');
  return i < 0 ? { parent: '', name: rel } : { parent: rel.slice(0, i), name: rel.slice(i + 1) };
}

/**
 * Refuses a relative path the sandbox must never be handed. The store validates paths with
 * better messages first; this is defence in depth, and openat2 would refuse most of it again.
 */
function checkRel(rel: string): void {
  if (rel === '') return;
  if (rel.startsWith('/') || rel.includes('\0')) {
    throw new MemError('MEM_OUTSIDE_ROOT', `"${rel}" is not a relative path inside the store`, {
      path: rel,
    });
  }
  for (const part of rel.split('/')) {
    if (part === '' || part === '.' || part === '..') {
      throw new MemError('MEM_OUTSIDE_ROOT', `"${rel}" is not a plain path inside the store`, {
        path: rel,
      });
    }
  }
}

export interface SandboxOptions {
  /** Directory (relative to the root) where atomic writes stage their temp files. */
  tmpDir: string;
  /**
   * How many leading components of a path name its compartment (a store namespace:
   * `user` → 1, `agents/<id>` → 2), or 0 for none. A path inside a compartment is resolved
   * beneath the compartment's own directory fd, so the kernel, not only the path parser,
   * keeps it from reaching a sibling compartment.
   */
  compartment?: (rel: string) => number;
}

export class SandboxRoot {
  /** O_PATH fd on the root directory, opened once, owned by this object until close(). */
  readonly fd: number;
  readonly path: string;
  readonly tmpDir: string;
  private readonly compartment: ((rel: string) => number) | undefined;

  private constructor(
    fd: number,
    path: string,
    options: SandboxOptions,
    /** A view of another root's fd (withoutCompartments): closing it is the owner's job. */
    private readonly borrowed = false,
  ) {
    this.fd = fd;
    this.path = path;
    this.tmpDir = options.tmpDir;
    this.compartment = options.compartment;
  }

  /**
   * The same root (the same fd, still RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS), resolving a
   * path in one step beneath it rather than two. Only for a caller allowed into every
   * compartment (the store's owner): the second step keeps one compartment from reaching a
   * sibling, and such a caller may reach them all anyway. Closing the view closes nothing.
   */
  withoutCompartments(): SandboxRoot {
    return new SandboxRoot(this.fd, this.path, { tmpDir: this.tmpDir }, true);
  }

  /** Whether paths are resolved beneath their compartment's own directory. */
  get compartmented(): boolean {
    return this.compartment !== undefined;
  }

  /**
   * Opens an existing directory as a sandbox root. The root itself is named by a path once,
   * here, by the operator; nothing after this resolves a path outside it.
   */
  static open(dir: string, options: SandboxOptions, shownAs = dir): SandboxRoot {
    let fd: number;
    try {
      fd = fs.openSync(dir, sys.O_PATH | sys.O_DIRECTORY | sys.O_CLOEXEC);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new MemError(
        code === 'ENOENT' ? 'MEM_NOT_FOUND' : 'MEM_IO',
        code === 'ENOENT'
          ? `store directory ${dir} does not exist; run \`mnemofs init --store ${dir}\` first`
          : `cannot open store directory ${dir}: ${code}`,
        { errno: code },
        err,
      );
    }
    return new SandboxRoot(fd, shownAs, options);
  }

  /** Creates the root directory itself (mkdir -p by the operator's path), then opens it. */
  static create(dir: string, options: SandboxOptions): SandboxRoot {
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    return SandboxRoot.open(dir, options);
  }

  close(): void {
    if (!this.borrowed) fs.closeSync(this.fd);
  }

  /** openat2 beneath the root; maps kernel refusals to MemError with `rel` in the message. */
  private openat(rel: string, flags: number, mode = 0): number {
    const fd = this.openatOrMiss(rel, flags, mode);
    if (fd === undefined) throw sysToMem(sys.sysError('openat2', ENOENT), rel);
    return fd;
  }

  /**
   * openat, but undefined when a name on the way does not exist: a lookup's miss (every
   * create begins with one) builds no error at all.
   */
  private openatOrMiss(rel: string, flags: number, mode = 0): number | undefined {
    checkRel(rel);
    let parts = rel === '' ? ['.'] : rel.split('/');
    let dirfd = this.fd;
    try {
      // Two steps, both beneath: the compartment's directory, then the rest beneath it.
      const depth = rel === '' ? 0 : (this.compartment?.(rel) ?? 0);
      if (depth > 0 && parts.length > depth) {
        dirfd = sys.openat2(this.fd, parts.slice(0, depth).join('/'), DIR_PATH, 0, RESOLVE);
        parts = parts.slice(depth);
      }
      // openat2 takes at most PATH_MAX bytes: a longer path (a working directory deep in the
      // store, then a long name below it) is walked in pieces, each beneath the last.
      while (Buffer.byteLength(parts.join('/')) > PATH_ARG_MAX) {
        let n = 0;
        for (let len = 0; n < parts.length - 1; n++) {
          len += Buffer.byteLength(parts[n] as string) + 1;
          if (len > PATH_ARG_MAX) break;
        }
        const next = sys.openat2(dirfd, parts.slice(0, n).join('/'), DIR_PATH, 0, RESOLVE);
        if (dirfd !== this.fd) sys.close(dirfd);
        dirfd = next;
        parts = parts.slice(n);
      }
      return sys.openat2(dirfd, parts.join('/'), flags, mode, RESOLVE);
    } catch (err) {
      if (err instanceof sys.SysError && err.errno === ENOENT) return undefined;
      throw sysToMem(err, rel);
    } finally {
      if (dirfd !== this.fd) sys.close(dirfd);
    }
  }

  /** A readable directory fd (also usable for fsync and as a dirfd). Caller closes it. */
  openDir(rel: string): number {
    return this.openat(rel, sys.O_RDONLY | sys.O_DIRECTORY);
  }

  /**
   * Runs `fn` with the parent directory of `rel` open, and closes it after. The fd is an
   * O_PATH one (enough for the *at calls, and cheaper to open) unless `syncable` asks for a
   * readable fd that fsync accepts.
   */
  withParent<T>(rel: string, fn: (dirfd: number, name: string) => T, { syncable = false } = {}): T {
    checkRel(rel);
    if (rel === '') throw new MemError('MEM_INVALID_ARG', 'the store root has no parent');
    const { parent, name } = splitRel(rel);
    const dirfd = this.openat(parent, (syncable ? sys.O_RDONLY : sys.O_PATH) | sys.O_DIRECTORY);
    try {
      return fn(dirfd, name);
    } catch (err) {
      throw sysToMem(err, rel);
    } finally {
      sys.close(dirfd);
    }
  }

  /**
   * lstat semantics: a symlink is reported as a symlink, never followed. The entry itself is
   * opened O_PATH|O_NOFOLLOW beneath the root (openat2 then hands back the link itself, not
   * its target) and its fd is statted: a name that does not exist costs one openat2 less
   * than opening its parent and asking there (every create begins with such a miss).
   */
  stat(rel: string): Stat {
    const st = this.tryStat(rel);
    if (!st) throw sysToMem(sys.sysError('statx', ENOENT), rel);
    return st;
  }

  /** Like stat, but undefined when the entry does not exist (no exception for a miss). */
  tryStat(rel: string): Stat | undefined {
    if (rel === '') return toStat(sys.statx(this.fd, ''));
    const fd = this.openatOrMiss(rel, sys.O_PATH | sys.O_NOFOLLOW);
    if (fd === undefined) return undefined;
    try {
      return toStat(sys.statx(fd, ''));
    } catch (err) {
      throw sysToMem(err, rel);
    } finally {
      sys.close(fd);
    }
  }

  /**
   * Opens a regular file. O_NONBLOCK|O_NOCTTY so that a FIFO or terminal planted under the
   * name cannot block or become our controlling tty; the fd is then checked to be a regular
   * file, and for writing also to have one link (a hard link planted in the store must not
   * let an in-place write change a file outside it).
   */
  openFile(rel: string, flags: number, mode = 0o644): SandboxFile {
    // openat2 refuses a mode without O_CREAT (EINVAL), unlike open(2) which ignores it.
    const fd = this.openat(
      rel,
      flags | sys.O_NONBLOCK | sys.O_NOCTTY,
      flags & sys.O_CREAT ? mode : 0,
    );
    try {
      const st = sys.statx(fd, '');
      const type = entryType(st.mode);
      if (type === 'dir')
        throw new MemError('MEM_IS_DIR', `"${rel}" is a directory`, { path: rel });
      if (type !== 'file') {
        throw new MemError(
          'MEM_NOT_REGULAR',
          `"${rel}" is not a regular file (a FIFO, device or socket); the store only opens regular files`,
          { path: rel },
        );
      }
      const writing = (flags & (sys.O_WRONLY | sys.O_RDWR)) !== 0;
      if (writing && st.nlink > 1) {
        throw new MemError(
          'MEM_NOT_REGULAR',
          `"${rel}" has ${st.nlink} hard links; the store never makes hard links, so one was planted — remove it before writing`,
          { path: rel },
        );
      }
      return new SandboxFile(fd, rel, st);
    } catch (err) {
      sys.close(fd);
      throw sysToMem(err, rel);
    }
  }

  /**
   * Creates a new regular file with exactly `mode` (O_EXCL: undefined when the name exists).
   * The caller's umask is already in `mode` (the kernel applied it for the mount); this
   * process's own umask must not take more bits away, so when it would, fchmod puts them
   * back — one system call saved on every create in the common case where it would not.
   */
  createFile(rel: string, mode: number): SandboxFile | undefined {
    let file: SandboxFile;
    try {
      file = this.openFile(rel, sys.O_RDWR | sys.O_CREAT | sys.O_EXCL, mode);
    } catch (err) {
      if (err instanceof MemError && err.code === 'MEM_EXISTS') return undefined;
      throw err;
    }
    if (mode & PROCESS_UMASK) file.setMode(mode);
    return file;
  }

  /**
   * Opens a regular file for the store's own reading (index, history, tools) with
   * O_NOATIME, so what mnemofs reads behind the user's back leaves the access time as the
   * user set it (`touch -a`, `tar x`). O_NOATIME is the owner's (or CAP_FOWNER's): on a
   * file another user owns the kernel says EPERM, and it is opened as any reader would.
   */
  openForReading(rel: string): SandboxFile {
    try {
      return this.openFile(rel, sys.O_RDONLY | sys.O_NOATIME);
    } catch (err) {
      if (!(err instanceof MemError && err.data?.errno === 'EPERM')) throw err;
      return this.openFile(rel, sys.O_RDONLY);
    }
  }

  /**
   * Reads a whole regular file, refusing one over `maxBytes` (checked on the open fd, so
   * the size and the bytes come from the same inode). One path resolution in all.
   */
  readFile(rel: string, maxBytes = Infinity): Buffer {
    const file = this.openForReading(rel);
    try {
      const size = file.size();
      if (size > maxBytes) {
        throw new MemError(
          'MEM_TOO_LARGE',
          `"${rel}" is ${size} bytes, over the ${maxBytes}-byte cap`,
          {
            path: rel,
            size,
          },
        );
      }
      return file.readAll(size);
    } finally {
      file.close();
    }
  }

  /** Creates one directory. Throws MEM_EXISTS if the name is taken. */
  mkdir(rel: string, mode = 0o755): void {
    this.withParent(rel, (dirfd, name) => sys.mkdirat(dirfd, name, mode));
  }

  /**
   * mkdir -p, one component at a time, each through a freshly opened parent. Returns
   * whether the last component was created. An existing non-directory anywhere → MEM_NOT_DIR.
   */
  mkdirp(rel: string, mode = 0o755): boolean {
    checkRel(rel);
    if (rel === '') return false;
    const parts = rel.split('/');
    let created = false;
    for (let i = 1; i <= parts.length; i++) {
      const sub = parts.slice(0, i).join('/');
      try {
        this.mkdir(sub, mode);
        created = true;
      } catch (err) {
        if (!(err instanceof MemError && err.code === 'MEM_EXISTS')) throw err;
        if (this.stat(sub).type !== 'dir') {
          throw new MemError('MEM_NOT_DIR', `"${sub}" exists and is not a directory`, {
            path: sub,
          });
        }
        created = false;
      }
    }
    return created;
  }

  /** Removes a non-directory entry (file, or a planted link/FIFO — never what it points to). */
  unlink(rel: string): void {
    this.withParent(rel, (dirfd, name) => sys.unlinkat(dirfd, name, 0));
  }

  rmdir(rel: string): void {
    this.withParent(rel, (dirfd, name) => sys.unlinkat(dirfd, name, sys.AT_REMOVEDIR));
  }

  /** rename(2) between two parents held open; no-replace unless `replace`. */
  rename(from: string, to: string, replace: boolean): void {
    this.withParent(
      from,
      (fromDir, fromName) =>
        this.withParent(
          to,
          (toDir, toName) => {
            sys.renameat2(fromDir, fromName, toDir, toName, replace ? 0 : sys.RENAME_NOREPLACE);
            fsyncDir(toDir);
            if (fromDir !== toDir) fsyncDir(fromDir);
          },
          { syncable: true },
        ),
      { syncable: true },
    );
  }

  /** Names in a directory (getdents64 only, no statx): for listings that need no attributes. */
  names(rel: string): string[] {
    return this.entries(rel).map((d) => d.name);
  }

  /** Entries of a directory with their type and inode number, as getdents64 gives them. */
  entries(rel: string): sys.Dirent[] {
    const dirfd = this.openDir(rel);
    try {
      return sys.readDirents(dirfd);
    } catch (err) {
      throw sysToMem(err, rel);
    } finally {
      sys.close(dirfd);
    }
  }

  /** Entries of a directory, from getdents64 on an fd opened beneath the root. */
  list(rel: string): ListEntry[] {
    const dirfd = this.openDir(rel);
    try {
      const out: ListEntry[] = [];
      for (const d of sys.readDirents(dirfd)) {
        try {
          out.push({ name: d.name, ...toStat(sys.statx(dirfd, d.name)) });
        } catch (err) {
          // Expected race: the entry vanished between getdents and statx.
          if (!(err instanceof sys.SysError && err.code === 'ENOENT')) throw err;
        }
      }
      return out;
    } catch (err) {
      throw sysToMem(err, rel);
    } finally {
      sys.close(dirfd);
    }
  }

  /**
   * Runs `fn` on an fd of the file or directory `rel`, opened with openat2 beneath the root
   * (never a link, a FIFO or a device: openFile refuses them), so an attribute change lands
   * on the entry that was resolved — an `f*` call on the fd, never a path the kernel
   * resolves again (`chmod` of a name swapped for a link would change its target).
   */
  private onEntry(rel: string, fn: (fd: number) => void): void {
    const st = this.stat(rel);
    const fd = st.type === 'dir' ? this.openDir(rel) : this.openFile(rel, sys.O_RDONLY).fd;
    try {
      fn(fd);
    } catch (err) {
      throw sysToMem(err, rel);
    } finally {
      sys.close(fd);
    }
  }

  /** Sets the times of a file or directory to the nanosecond (futimens: UTIME_NOW/OMIT too). */
  setTimes(rel: string, atime: Timespec, mtime: Timespec): void {
    this.onEntry(rel, (fd) => sys.futimens(fd, atime, mtime));
  }

  /** Sets the permission bits of a file or directory (kernel semantics, errors the kernel's). */
  setMode(rel: string, mode: number): void {
    this.onEntry(rel, (fd) => fs.fchmodSync(fd, mode & 0o7777));
  }

  /** Sets the owner and group of a file or directory (-1 leaves one as it is). */
  setOwner(rel: string, uid: number, gid: number): void {
    this.onEntry(rel, (fd) => fs.fchownSync(fd, uid, gid));
  }

  /** statfs of the filesystem holding the root, through the root fd (not a path). */
  statfs(): fs.StatsFs {
    return fs.statfsSync(`/proc/self/fd/${this.fd}`);
  }

  /**
   * Tries to take an exclusive lock on the file `rel` (created if missing). Returns the
   * fd holding it — close it with closeFd to release — or undefined when another process
   * (or another fd of this one) holds it.
   */
  tryLock(rel: string): number | undefined {
    const file = this.openFile(rel, sys.O_RDWR | sys.O_CREAT, 0o600);
    if (sys.tryLockExclusive(file.fd)) return file.fd;
    file.close();
    return undefined;
  }

  /** A fresh temp name in the staging directory; unique across processes and calls. */
  tempName(prefix: string): string {
    return `${prefix}-${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  }
}

/** Closes an fd this module handed out (openDir). */
export function closeFd(fd: number): void {
  sys.close(fd);
}

/** fsync of a directory fd we hold open (O_RDONLY|O_DIRECTORY), to make a rename durable. */
export function fsyncDir(dirfd: number): void {
  fs.fsyncSync(dirfd);
}
