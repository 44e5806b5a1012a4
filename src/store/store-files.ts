// The store's files as its own services need them (issue 13: the store is the only holder
// of the sandbox). Memory, search, history's revert, tokens and the join socket read and
// write through these methods instead of holding the sandbox root: every path is still
// resolved beneath the root by openat2, writes are atomic, appends are fsync'ed, and a
// library that can only open by path (hnswlib, a Unix socket) gets one through a directory
// fd the store opened — never a path an attacker could swap. Grants are the callers' (a
// service checks the principal with store-path.ts / namespace.ts before it calls here);
// auditing is the calling operation's one line.

import { atomicWrite } from '../sandbox/atomic-write.js';
import { O_APPEND, O_CREAT, O_RDONLY, O_WRONLY } from '../sandbox/ffi.js';
import { removeTree } from '../sandbox/remove-tree.js';
import { closeFd, splitRel, type SandboxRoot } from '../sandbox/sandbox-root.js';
import type { ListEntry, Stat } from '../sandbox/stat.js';
import type { Principal } from './context.js';
import { visibleNamespaces, walk, type Visit } from './walk.js';

export type { ListEntry, Stat };

export class StoreFiles {
  constructor(private readonly root: SandboxRoot) {}

  /** The store directory, for messages and logs. */
  get path(): string {
    return this.root.path;
  }

  /** lstat semantics; undefined when nothing is there. */
  stat(rel: string): Stat | undefined {
    return this.root.tryStat(rel);
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

  /** Writes `data` atomically (temp + fsync + rename), making the parent directories. */
  write(rel: string, data: Buffer, options: { mode?: number; noReplace?: boolean } = {}): void {
    const { parent } = splitRel(rel);
    if (parent !== '' && this.root.tryStat(parent)?.type !== 'dir') this.root.mkdirp(parent);
    atomicWrite(this.root, rel, data, {
      noReplace: options.noReplace ?? false,
      mode: options.mode,
    });
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
