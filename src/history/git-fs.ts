// The `fs` isomorphic-git is given: every byte it reads or writes goes through the store's
// files (StoreFiles, on the sandbox), never through node:fs. isomorphic-git names files as `${dir}/${path}`; here `dir` is a
// virtual root (GIT_ROOT) that maps to the store's root fd, so a path it builds can only
// resolve beneath the store, and openat2's RESOLVE_NO_SYMLINKS makes a symlink planted in
// `.git/` (say `.git/objects` → `/tmp/elsewhere`) an error (ELOOP), not a way out.
//
// Two further rules on top of the sandbox:
// - writes (files, directories, removals) are allowed only under `.git/`: git's own
//   machinery never changes a memory — restoring one goes through the store, audited;
// - an entry that is not a regular file or a directory (a planted symlink, FIFO, device)
//   does not exist as far as git is concerned: it is neither hashed nor followed.

import { MemError } from '../errors/mem-error.js';
import { META_DIR } from '../store/layout.js';
import type { Stat, StoreFiles } from '../store/store-files.js';

export const GIT_ROOT = '/mnemofs-store';
export const GIT_DIR = '.git';

/** The errno isomorphic-git branches on, from the store's error. */
const ERRNO: Partial<Record<MemError['code'], string>> = {
  MEM_NOT_FOUND: 'ENOENT',
  MEM_EXISTS: 'EEXIST',
  MEM_NOT_DIR: 'ENOTDIR',
  MEM_IS_DIR: 'EISDIR',
  MEM_NOT_EMPTY: 'ENOTEMPTY',
  MEM_OUTSIDE_ROOT: 'ELOOP',
};

class GitFsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

function asFsError(err: unknown): GitFsError {
  if (!(err instanceof MemError)) throw err;
  const code = err.data.errno ?? ERRNO[err.code] ?? 'EIO';
  return new GitFsError(code, `${code}: ${err.message}`, err);
}

/** The node:fs Stats subset isomorphic-git reads. */
interface GitStats {
  mode: number;
  size: number;
  ino: number;
  uid: number;
  gid: number;
  dev: number;
  mtimeMs: number;
  ctimeMs: number;
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

function toGitStats(st: Stat): GitStats {
  return {
    mode: st.raw.mode,
    size: st.size,
    ino: st.raw.ino,
    uid: st.raw.uid,
    gid: st.raw.gid,
    dev: 0,
    mtimeMs: st.raw.mtimeMs,
    ctimeMs: st.raw.ctimeMs,
    isFile: () => st.type === 'file',
    isDirectory: () => st.type === 'dir',
    isSymbolicLink: () => false,
  };
}

type Encoding = { encoding?: string } | string | undefined;

function encodingOf(opts: Encoding): string | undefined {
  return typeof opts === 'string' ? opts : opts?.encoding;
}

export class StoreGitFs {
  constructor(private readonly files: StoreFiles) {}

  /** The store-relative path of a path isomorphic-git built, or an error for anything else. */
  private rel(path: string): string {
    if (path === GIT_ROOT) return '';
    if (!path.startsWith(GIT_ROOT + '/')) {
      throw new GitFsError('EACCES', `EACCES: git asked for "${path}", outside the store`);
    }
    // `dir/.` and `dir//x` are spellings isomorphic-git produces; `..` is left for the
    // sandbox to refuse.
    return path
      .slice(GIT_ROOT.length + 1)
      .split('/')
      .filter((part) => part !== '' && part !== '.')
      .join('/');
  }

  private writable(path: string): string {
    const rel = this.rel(path);
    if (rel !== GIT_DIR && !rel.startsWith(GIT_DIR + '/')) {
      throw new GitFsError(
        'EACCES',
        `EACCES: git may only write under .git/, not "${rel}"; memories change through the store`,
      );
    }
    return rel;
  }

  private run<T>(fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      throw asFsError(err);
    }
  }

  async readFile(path: string, opts?: Encoding): Promise<Buffer | string> {
    const rel = this.rel(path);
    return this.run(() => {
      const buf = this.files.read(rel);
      const enc = encodingOf(opts);
      return enc ? buf.toString(enc as BufferEncoding) : buf;
    });
  }

  async writeFile(
    path: string,
    data: Uint8Array | string,
    opts?: Encoding | { mode?: number },
  ): Promise<void> {
    const rel = this.writable(path);
    const mode = typeof opts === 'object' && opts && 'mode' in opts ? opts.mode : undefined;
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
    return this.run(() => this.files.write(rel, bytes, { mode: mode ?? 0o644, durable: false }));
  }

  async mkdir(path: string): Promise<void> {
    const rel = this.writable(path);
    return this.run(() => this.files.mkdir(rel));
  }

  async rmdir(path: string): Promise<void> {
    const rel = this.writable(path);
    return this.run(() => this.files.rmdir(rel));
  }

  async unlink(path: string): Promise<void> {
    const rel = this.writable(path);
    return this.run(() => this.files.remove(rel));
  }

  /**
   * Regular files and directories only, as lstat reports them; and never `.mnemofs/` —
   * the audit log, indexes and snapshots stay out of history whatever .gitignore says.
   */
  async readdir(path: string): Promise<string[]> {
    const rel = this.rel(path);
    return this.run(() =>
      this.files
        .list(rel)
        .filter(
          (e) => (e.type === 'file' || e.type === 'dir') && !(rel === '' && e.name === META_DIR),
        )
        .map((e) => e.name),
    );
  }

  async stat(path: string): Promise<GitStats> {
    return this.lstat(path);
  }

  /** Regular files and directories only; anything else is reported missing (ENOENT). */
  async lstat(path: string): Promise<GitStats> {
    const rel = this.rel(path);
    return this.run(() => {
      const st = this.files.mustStat(rel);
      if (st.type !== 'file' && st.type !== 'dir') {
        throw new MemError('MEM_NOT_FOUND', `"${rel}" is a ${st.type}, which git does not see`, {
          path: rel,
        });
      }
      return toGitStats(st);
    });
  }

  async readlink(path: string): Promise<never> {
    throw new GitFsError('EINVAL', `EINVAL: "${path}" is not a link; the store has none`);
  }

  async symlink(_target: string, path: string): Promise<never> {
    throw new GitFsError('EPERM', `EPERM: the store never creates links ("${path}")`);
  }
}
