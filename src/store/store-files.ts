// The store's files as its own services need them (issue 13: the store is the only holder
// of the sandbox). Memory, search, history's revert, tokens and the join socket read and
// write through these methods instead of holding the sandbox root: every path is still
// resolved beneath the root by openat2, writes are atomic, appends are fsync'ed, and a
// library that can only open by path (hnswlib, a Unix socket) gets one through a directory
// fd the store opened — never a path an attacker could swap. Grants are the callers' (a
// service checks the principal with store-path.ts / namespace.ts before it calls here);
// auditing is the calling operation's one line.

import { MemError } from '../errors/mem-error.js';
import { atomicWrite } from '../sandbox/atomic-write.js';
import { O_APPEND, O_CREAT, O_EXCL, O_RDONLY, O_WRONLY } from '../sandbox/ffi.js';
import { removeTree } from '../sandbox/remove-tree.js';
import type { SandboxFile } from '../sandbox/sandbox-file.js';
import { closeFd, SandboxRoot, splitRel } from '../sandbox/sandbox-root.js';
import type { ListEntry, Stat } from '../sandbox/stat.js';
import { readAuditFrom, readAuditTail, type AuditChunk } from '../audit/audit-reader.js';
import { AUDIT_FILE, TMP_DIR } from './layout.js';
import type { Principal } from './context.js';
import { visibleNamespaces, walk, type Visit } from './walk.js';

export type { ListEntry, Stat };
/** An open regular file of the store: read and written by fd, never by path. */
export type StoreFile = SandboxFile;

/** What another thread needs to reach the same store (the history worker): the root fd. */
export interface StoreHandle {
  fd: number;
  path: string;
}

export class StoreFiles {
  constructor(private readonly root: SandboxRoot) {}

  /**
   * The same store in another thread, through the root fd `handle()` gave (/proc/self/fd:
   * the fd is the process's, so the path is never resolved again). Close it when done.
   */
  /**
   * A view of directory `dir` for a process that does not serve it (the CLI inspecting a
   * store, reading config files): MEM_NOT_FOUND when it does not exist. Close it when done.
   */
  static open(dir: string): StoreFiles {
    return new StoreFiles(SandboxRoot.open(dir, { tmpDir: TMP_DIR }));
  }

  static reopen(handle: StoreHandle): StoreFiles {
    return new StoreFiles(
      SandboxRoot.open(`/proc/self/fd/${handle.fd}`, { tmpDir: TMP_DIR }, handle.path),
    );
  }

  handle(): StoreHandle {
    return { fd: this.root.fd, path: this.root.path };
  }

  /** Closes a view made by reopen() (the store closes its own). */
  close(): void {
    this.root.close();
  }

  /** The store directory, for messages and logs. */
  get path(): string {
    return this.root.path;
  }

  /** lstat semantics; undefined when nothing is there. */
  stat(rel: string): Stat | undefined {
    return this.root.tryStat(rel);
  }

  /** lstat semantics; MEM_NOT_FOUND when nothing is there. */
  mustStat(rel: string): Stat {
    return this.root.stat(rel);
  }

  /** Audit entries from byte `offset` of the log, and where the next read starts. */
  readAudit(offset: number): AuditChunk {
    return readAuditFrom(this.root, AUDIT_FILE, offset);
  }

  /** The audit entries in the log's last `maxBytes` (a page of the recent past). */
  readAuditTail(maxBytes: number): AuditChunk {
    return readAuditTail(this.root, AUDIT_FILE, maxBytes);
  }

  /** A regular file's bytes (MEM_TOO_LARGE past `maxBytes`). */
  read(rel: string, maxBytes = Infinity): Buffer {
    return this.root.readFile(rel, maxBytes);
  }

  names(dir: string): string[] {
    return this.root.names(dir);
  }

  list(dir: string): ListEntry[] {
    return this.root.list(dir);
  }

  /** Visits the entries under `dir` (reserved names skipped, links never followed). */
  walk(dir: string, recursive: boolean, visit: Visit): boolean {
    return walk(this.root, dir, recursive, visit);
  }

  /** The namespaces that exist and `principal` may read, sorted. */
  namespaces(principal: Principal): string[] {
    return visibleNamespaces(this.root, principal);
  }

  /**
   * Writes `data` atomically (temp + fsync + rename), making the parent directories.
   * `durable: false` skips the fsyncs (git objects: the commit's own write makes them safe).
   */
  write(
    rel: string,
    data: Buffer,
    options: { mode?: number; noReplace?: boolean; durable?: boolean } = {},
  ): void {
    const opts = {
      noReplace: options.noReplace ?? false,
      mode: options.mode,
      durable: options.durable,
    };
    try {
      atomicWrite(this.root, rel, data, opts);
    } catch (err) {
      // A missing parent is made on demand, so the common write costs no extra stat.
      const { parent } = splitRel(rel);
      const missing = err instanceof MemError && err.code === 'MEM_NOT_FOUND' && parent !== '';
      if (!missing || this.root.tryStat(parent)) throw err;
      this.root.mkdirp(parent);
      atomicWrite(this.root, rel, data, opts);
    }
  }

  /** Appends `text` with O_APPEND and fsyncs it before returning (a durable record). */
  append(rel: string, text: string, mode = 0o600): void {
    const file = this.root.openFile(rel, O_WRONLY | O_APPEND | O_CREAT, mode);
    try {
      file.write(text);
      file.sync();
    } finally {
      file.close();
    }
  }

  /** fsyncs a file another library wrote through `throughFd`. */
  sync(rel: string): void {
    const file = this.root.openFile(rel, O_RDONLY);
    try {
      file.sync();
    } finally {
      file.close();
    }
  }

  mkdirp(rel: string): boolean {
    return this.root.mkdirp(rel);
  }

  mkdir(rel: string, mode?: number): void {
    this.root.mkdir(rel, mode);
  }

  rmdir(rel: string): void {
    this.root.rmdir(rel);
  }

  /** renameat2 of one entry; `replace` false refuses an existing target (MEM_EXISTS). */
  rename(from: string, to: string, replace: boolean): void {
    this.root.rename(from, to, replace);
  }

  /** A file to read by fd (leaving its access time alone). */
  openRead(rel: string): StoreFile {
    return this.root.openForReading(rel);
  }

  /** A new file to write by fd; refuses one that exists (O_EXCL). */
  create(rel: string, mode = 0o644): StoreFile {
    return this.root.openFile(rel, O_WRONLY | O_CREAT | O_EXCL, mode);
  }

  /** A fresh name in the staging directory `.mnemofs/tmp/`, unique across processes. */
  tempPath(prefix: string): string {
    return `${TMP_DIR}/${this.root.tempName(prefix)}`;
  }

  /** The backing filesystem's numbers (free space before a restore). */
  statfs(): ReturnType<SandboxRoot['statfs']> {
    return this.root.statfs();
  }

  /** An exclusive flock on `rel`, or undefined when another holder has it; unlock() frees it. */
  tryLock(rel: string): number | undefined {
    return this.root.tryLock(rel);
  }

  unlock(lock: number): void {
    closeFd(lock);
  }

  remove(rel: string): void {
    this.root.unlink(rel);
  }

  /** Removes `rel` and everything below it (links removed as links); entries removed. */
  removeTree(rel: string): number {
    return removeTree(this.root, rel);
  }

  /**
   * Runs `fn` with `/proc/self/fd/N`, where N is `dir` opened beneath the root, for a library
   * that opens files by path; the fd stays open until `fn` settles.
   */
  async throughFd<T>(dir: string, fn: (dirPath: string) => Promise<T>): Promise<T> {
    const fd = this.root.openDir(dir);
    try {
      return await fn(`/proc/self/fd/${fd}`);
    } finally {
      closeFd(fd);
    }
  }
}
