// The store's git repository (isomorphic-git, through the sandboxed fs of git-fs.ts), so
// `git log`, `git diff` and every other git tool work on the backing directory. A commit
// stages exactly the paths it was told about, so its cost follows the size of the change,
// not of the store. Messages name the ops, paths, principals and trace ids.

import git from 'isomorphic-git';
import { MemError } from '../errors/mem-error.js';
import type { StoreFiles } from '../store/store-files.js';
import { isEditorTemp } from '../store/editor-temp.js';
import { GIT_LOCK } from '../store/layout.js';
import type { ChangeSource } from '../store/change.js';
import { GIT_DIR, GIT_ROOT, StoreGitFs } from './git-fs.js';

/** Who a direct edit of the backing directory is attributed to: nobody mnemofs knows. */
export const DIRECT_EDIT: ChangeSource = { op: 'direct.edit', principal: 'direct' };

export interface CommitInfo {
  id: string;
  time: string;
  message: string;
  principal: string;
}

export interface Pending {
  path: string;
  by: ChangeSource;
}

const GITIGNORE_FILE = '.gitignore';
const LOCK_WAIT_MS = 60_000;

/**
 * Runs `fn` holding the store's git lock (flock on `.mnemofs/git.lock`): two mnemofs
 * processes on one store (two stdio servers) never interleave index updates and commits.
 */
export async function withRepoLock<T>(files: StoreFiles, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  let fd: number | undefined;
  for (let wait = 5; (fd = files.tryLock(GIT_LOCK)) === undefined; wait = Math.min(wait * 2, 200)) {
    if (Date.now() - started > LOCK_WAIT_MS) {
      throw new MemError(
        'MEM_CONFLICT',
        `another process has held ${GIT_LOCK} for over ${LOCK_WAIT_MS / 1000} s; check for a hung mnemofs process`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  try {
    return await fn();
  } finally {
    files.unlock(fd);
  }
}

const COMMITTER = { name: 'mnemofs', email: 'mnemofs@localhost' };
const MAX_BODY_LINES = 50;
const PRINCIPAL_TRAILER = 'Principal: ';

/** A git author for a principal id (`agent:coder` → `agent:coder <agent.coder@mnemofs>`). */
function author(principal: string) {
  return { name: principal, email: `${principal.replace(/[^A-Za-z0-9._-]/g, '.')}@mnemofs` };
}

function gitError(err: unknown, what: string): MemError {
  if (err instanceof MemError) return err;
  const e = err as Error & { code?: string; cause?: unknown };
  const cause = e.cause instanceof MemError ? `: ${e.cause.message}` : '';
  return new MemError(
    'MEM_IO',
    `git ${what} failed (${e.code ?? e.name}) ${e.message}${cause}; \`mnemofs doctor\` checks the repository`,
    {},
    err,
  );
}

/** The commit message for a batch: subject, one line per op and path, trailers. */
export function commitMessage(all: Pending[]): string {
  // The watcher also sees the store's own writes; a path a front end reported is named by
  // that front end's op, and only paths nothing else reported are direct edits. A write
  // into a new directory shows the watcher the directory too, and a moved directory shows
  // it the files inside: a watched path on the same branch as a reported one (the same,
  // an ancestor or a descendant) is that front end's change, never a direct edit.
  const reported = all.filter((c) => c.by.op !== DIRECT_EDIT.op).map((c) => c.path);
  const covered = (path: string) =>
    reported.some((r) => r === path || r.startsWith(`${path}/`) || path.startsWith(`${r}/`));
  const batch = all.filter((c) => c.by.op !== DIRECT_EDIT.op || !covered(c.path));
  const lines = new Map<string, number>();
  for (const { path, by } of batch) {
    const key = `${by.op} ${path}${by.detail ? ` ${by.detail}` : ''} (${by.principal})`;
    lines.set(key, (lines.get(key) ?? 0) + 1);
  }
  const first = batch[0] as Pending;
  const others = new Set(batch.map((c) => c.path)).size - 1;
  const detail = first.by.detail ? ` ${first.by.detail}` : '';
  const subject = `${first.by.op} ${first.path}${detail}${others > 0 ? ` (+${others} more)` : ''}`;
  const body = [...lines].map(([line, n]) => (n > 1 ? `${line} ×${n}` : line));
  if (body.length > MAX_BODY_LINES) {
    const rest = body.length - MAX_BODY_LINES;
    body.splice(MAX_BODY_LINES, rest, `… and ${rest} more`);
  }
  const principals = [...new Set(batch.map((c) => c.by.principal))];
  const traces = [...new Set(batch.flatMap((c) => (c.by.traceId ? [c.by.traceId] : [])))];
  const trailers = [`${PRINCIPAL_TRAILER}${principals.join(', ')}`];
  if (traces.length) trailers.push(`Trace-Ids: ${traces.slice(0, MAX_BODY_LINES).join(' ')}`);
  return `${subject}\n\n${body.join('\n')}\n\n${trailers.join('\n')}\n`;
}

/** The principal a commit names in its trailer, else its git author (a commit made by hand). */
function principalOf(message: string, authorName: string): string {
  const line = message.split('\n').find((l) => l.startsWith(PRINCIPAL_TRAILER));
  return line ? line.slice(PRINCIPAL_TRAILER.length) : authorName;
}

/**
 * The git work itself, done in whichever thread owns this object (history-worker.ts runs
 * one off the main thread): staging, committing, reading history. Every method that
 * writes `.git/` holds the store's git lock. Callers serialize calls (CommitBatcher does).
 */
export class Repository {
  private readonly fs: StoreGitFs;
  private readonly cache = {};

  constructor(private readonly files: StoreFiles) {
    this.fs = new StoreGitFs(files);
  }

  private get repo() {
    return { fs: this.fs, dir: GIT_ROOT, cache: this.cache };
  }

  /**
   * Creates the repository (branch `main`, first commit: `.gitignore`) if the store has
   * none; idempotent.
   */
  static async init(files: StoreFiles): Promise<boolean> {
    return withRepoLock(files, async () => {
      if (files.stat(`${GIT_DIR}/HEAD`)) return false;
      const repo = { fs: new StoreGitFs(files), dir: GIT_ROOT };
      try {
        await git.init({ ...repo, defaultBranch: 'main' });
        if (files.stat(GITIGNORE_FILE)) await git.add({ ...repo, filepath: GITIGNORE_FILE });
        await git.commit({
          ...repo,
          message: `mnemofs init\n\n${PRINCIPAL_TRAILER}owner\n`,
          author: COMMITTER,
          committer: COMMITTER,
        });
      } catch (err) {
        throw gitError(err, 'init');
      }
      return true;
    });
  }

  /** Commits the paths a batch names; the commit id, or undefined when nothing changed. */
  commitPaths(batch: Pending[]): Promise<string | undefined> {
    return withRepoLock(this.files, async () => {
      try {
        await this.stagePaths([...new Set(batch.map((c) => c.path))]);
        return await this.commitStaged(batch);
      } catch (err) {
        throw gitError(err, 'commit');
      }
    });
  }

  /**
   * Commits everything git sees changed in the working tree — what was edited while no
   * mnemofs process was running. Called at start; costs a stat of every file.
   */
  commitAll(by: ChangeSource): Promise<string | undefined> {
    return withRepoLock(this.files, async () => {
      try {
        const changed = await this.stageStatus(undefined);
        return await this.commitStaged(changed.map((path) => ({ path, by })));
      } catch (err) {
        throw gitError(err, 'commit');
      }
    });
  }

  /**
   * Stages the paths a batch names, as the store has them now: a file is added (git hashes
   * it only if its stat changed), anything gone — or a link, FIFO or device, which git
   * must not see — is removed with everything under it, and a directory (moved in, or
   * restored) is staged through git's status of that directory.
   */
  private async stagePaths(paths: string[]): Promise<void> {
    const files: string[] = [];
    const dirs: string[] = [];
    for (const path of paths) {
      const type = this.files.stat(path)?.type;
      if (type === 'file') files.push(path);
      else if (type === 'dir') dirs.push(path);
      else await git.remove({ ...this.repo, filepath: path });
    }
    if (files.length) await git.add({ ...this.repo, filepath: files });
    if (dirs.length) await this.stageStatus(dirs);
  }

  /** Stages what git's status shows changed under `paths` (everything when undefined). */
  private async stageStatus(paths: string[] | undefined): Promise<string[]> {
    const matrix = await git.statusMatrix({
      ...this.repo,
      ...(paths ? { filepaths: paths } : {}),
      filter: (path) => !isEditorTemp(path),
    });
    const add: string[] = [];
    const changed: string[] = [];
    for (const [path, head, workdir, stage] of matrix) {
      if (workdir === 0 && stage !== 0) await git.remove({ ...this.repo, filepath: path });
      if (workdir === 2 && stage !== 2) add.push(path);
      if ((head === 0 && workdir === 2) || (head === 1 && workdir !== 1)) changed.push(path);
    }
    if (add.length) await git.add({ ...this.repo, filepath: add });
    return changed;
  }

  /** Commits the index; undefined when it holds the tree HEAD already has. */
  private async commitStaged(batch: Pending[]): Promise<string | undefined> {
    if (batch.length === 0) return undefined;
    let oid: string;
    try {
      oid = await git.commit({
        ...this.repo,
        message: commitMessage(batch),
        author: author((batch[0] as Pending).by.principal),
        committer: COMMITTER,
        disallowEmpty: true,
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'EmptyCommitError') return undefined;
      throw err;
    }
    return oid;
  }

  /** Commits that touched `path` (any path when undefined), newest first. */
  async log(path: string | undefined, limit: number): Promise<CommitInfo[]> {
    let commits;
    try {
      commits = await git.log({
        ...this.repo,
        ...(path ? { filepath: path, force: true } : {}),
        depth: path ? undefined : limit,
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'NotFoundError') return [];
      throw gitError(err, 'log');
    }
    return commits.slice(0, limit).map((c) => ({
      id: c.oid,
      time: new Date(c.commit.author.timestamp * 1000).toISOString(),
      message: c.commit.message.trimEnd(),
      principal: principalOf(c.commit.message, c.commit.author.name),
    }));
  }

  /**
   * A commit id from a revision: `HEAD`, a branch, a full or abbreviated id (≥ 4 hex
   * digits), each optionally followed by `~N` or `^` steps to ancestors.
   */
  async resolve(rev: string): Promise<string> {
    const m = /^([^~^]+)((?:~\d*|\^)*)$/.exec(rev.trim());
    if (!m) throw badRev(rev, 'it is not a revision');
    const [, base, steps] = m as unknown as [string, string, string];
    let oid: string;
    try {
      oid = /^[0-9a-f]{4,40}$/i.test(base)
        ? await git.expandOid({ ...this.repo, oid: base.toLowerCase() })
        : await git.resolveRef({ ...this.repo, ref: base });
    } catch {
      throw badRev(rev, 'no commit or branch has that name');
    }
    for (const step of steps.match(/~\d*|\^/g) ?? []) {
      const n = step === '^' || step === '~' ? 1 : Number(step.slice(1));
      for (let i = 0; i < n; i++) {
        const { commit } = await git.readCommit({ ...this.repo, oid });
        if (!commit.parent[0]) throw badRev(rev, 'it goes back past the first commit');
        oid = commit.parent[0];
      }
    }
    return oid;
  }

  /**
   * The files at or under `path` in commit `oid`, as store path → bytes. Empty when the
   * path did not exist then.
   */
  async filesAt(oid: string, path: string): Promise<Map<string, Buffer>> {
    const out = new Map<string, Buffer>();
    const visit = async (rel: string): Promise<void> => {
      try {
        const { blob } = await git.readBlob({ ...this.repo, oid, filepath: rel });
        out.set(rel, Buffer.from(blob));
        return;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'NotFoundError') return;
        if (code !== 'ObjectTypeError') throw gitError(err, 'read');
      }
      const { tree } = await git.readTree({ ...this.repo, oid, filepath: rel });
      for (const entry of tree) if (entry.type !== 'commit') await visit(`${rel}/${entry.path}`);
    };
    await visit(path);
    return out;
  }
}

/**
 * For `mnemofs doctor`: the commit HEAD names and how many paths differ from it, or
 * undefined when the store has no repository. Reads only.
 */
export async function inspectRepository(
  files: StoreFiles,
): Promise<{ head: string; changed: number } | undefined> {
  if (!files.stat(`${GIT_DIR}/HEAD`)) return undefined;
  const repo = { fs: new StoreGitFs(files), dir: GIT_ROOT };
  try {
    const head = await git.resolveRef({ ...repo, ref: 'HEAD' });
    const matrix = await git.statusMatrix(repo);
    return {
      head,
      changed: matrix.filter(([, h, w, s]) => !(h === 1 && w === 1 && s === 1)).length,
    };
  } catch (err) {
    throw gitError(err, 'status');
  }
}

function badRev(rev: string, why: string): MemError {
  return new MemError(
    'MEM_NOT_FOUND',
    `revision "${rev}" cannot be used: ${why}; use an id from mem_log, HEAD, or HEAD~N`,
  );
}
