// The git side of a sync, on isomorphic-git over smart HTTP with the store's sandboxed fs
// (git-fs.ts): the remote's entry in `.git/config` (its URL only — never a credential),
// fetch and push of one branch, the files of a commit's tree, and a commit built from a
// set of files. Credentials come from the environment variable the remote names, else
// from git's credential helper (`git credential fill`, never prompting), only when the
// server asks; they are held in memory for the call and written nowhere.

import { execFileSync } from 'node:child_process';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import git from 'isomorphic-git';
import http from 'isomorphic-git/http/node';
import { MemError } from '../errors/mem-error.js';
import type { StoreFiles } from '../store/store-files.js';
import { GIT_ROOT, StoreGitFs } from '../history/git-fs.js';
import { withRepoLock } from '../history/repository.js';
import { branchOf, type Remote } from './remotes.js';

/** A file in a tree: its blob id and git mode (`100644`, `100755`; others are refused). */
export interface TreeFile {
  oid: string;
  mode: string;
}

/** An entry of a fetched tree that is not a plain file: a symlink, a submodule, an odd name. */
export interface OddEntry {
  path: string;
  why: string;
}

const AUTHOR = { name: 'mnemofs', email: 'mnemofs@localhost' };

/** The credentials for a remote, asked for when the server answers 401. */
function credentials(remote: Remote, env: NodeJS.ProcessEnv) {
  if (remote.token_env) {
    const token = env[remote.token_env];
    if (!token)
      throw new MemError(
        'MEM_FORBIDDEN',
        `remote "${remote.name}" takes its token from $${remote.token_env}, which is not set in this process's environment`,
      );
    return { username: remote.user ?? 'x-access-token', password: token };
  }
  const url = new URL(remote.url);
  try {
    const out = execFileSync('git', ['credential', 'fill'], {
      input: `protocol=${url.protocol.slice(0, -1)}\nhost=${url.host}\npath=${url.pathname.slice(1)}\n\n`,
      env: { ...env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '' },
      stdio: ['pipe', 'pipe', 'ignore'],
      encoding: 'utf8',
      timeout: 10_000,
    });
    const get = (k: string) => new RegExp(`^${k}=(.*)$`, 'm').exec(out)?.[1];
    const password = get('password');
    if (password) return { username: get('username') ?? '', password };
  } catch {
    // no helper, or it knows nothing of this host
  }
  throw new MemError(
    'MEM_FORBIDDEN',
    `the server at ${remote.url} wants credentials and git's credential helper has none for it; re-add remote "${remote.name}" with --token-env VAR (the variable holding the token), or store one with \`git credential approve\``,
  );
}

export class GitRemote {
  private readonly fs: StoreGitFs;
  private readonly cache = {};
  readonly gitRemote: string;
  readonly branch: string;

  constructor(
    private readonly files: StoreFiles,
    readonly remote: Remote,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.fs = new StoreGitFs(files);
    this.agent =
      new URL(remote.url).protocol === 'https:'
        ? new HttpsAgent({ keepAlive: false })
        : new HttpAgent({ keepAlive: false });
    this.gitRemote = `mnemofs-${remote.name}`;
    this.branch = branchOf(remote);
  }

  private get repo() {
    return { fs: this.fs, dir: GIT_ROOT, cache: this.cache };
  }

  /**
   * Connections are not kept alive between calls: a server (or a proxy) closes an idle
   * keep-alive socket on its own schedule, and a request sent on one it just closed fails
   * with ECONNRESET — a sync every few minutes would meet that every time.
   */
  private readonly agent: HttpAgent;

  private get transport() {
    let asked = false;
    return {
      http: {
        request: (req: Parameters<typeof http.request>[0]) =>
          http.request({ ...req, agent: this.agent }),
      },
      onAuth: () => {
        asked = true;
        return credentials(this.remote, this.env);
      },
      onAuthFailure: () => {
        throw new MemError(
          'MEM_FORBIDDEN',
          asked
            ? `the server at ${this.remote.url} refused the credentials of remote "${this.remote.name}"`
            : `the server at ${this.remote.url} wants credentials; pass --token-env VAR to \`mnemofs remote add\``,
        );
      },
    };
  }

  /** The ref that holds the last commit both sides agreed on (the merge base of the next sync). */
  get baseRef(): string {
    return `refs/mnemofs/sync/${this.remote.name}`;
  }

  /** Fetches the remote's branch: its tip commit, or null when the server has none yet. */
  async fetch(): Promise<string | null> {
    return withRepoLock(this.files, async () => {
      await git.setConfig({
        ...this.repo,
        path: `remote.${this.gitRemote}.url`,
        value: this.remote.url,
      });
      await git.setConfig({
        ...this.repo,
        path: `remote.${this.gitRemote}.fetch`,
        value: `+refs/heads/${this.branch}:refs/remotes/${this.gitRemote}/${this.branch}`,
      });
      try {
        const r = await git.fetch({
          ...this.repo,
          ...this.transport,
          remote: this.gitRemote,
          ref: this.branch,
          remoteRef: this.branch,
          singleBranch: true,
          tags: false,
        });
        return r.fetchHead ?? null;
      } catch (err) {
        if ((err as { code?: string }).code !== 'NotFoundError') throw err;
        return null; // the branch is not on the server yet
      }
    });
  }

  /** Pushes `oid` as the remote's branch (a fast-forward: it descends from what was fetched). */
  async push(oid: string): Promise<void> {
    const ref = `refs/mnemofs/out/${this.remote.name}`;
    await withRepoLock(this.files, () =>
      git.writeRef({ ...this.repo, ref, value: oid, force: true }),
    );
    const r = await git.push({
      ...this.repo,
      ...this.transport,
      remote: this.gitRemote,
      ref,
      remoteRef: `refs/heads/${this.branch}`,
    });
    if (!r.ok)
      throw new MemError(
        'MEM_CONFLICT',
        `the server refused the push of remote "${this.remote.name}": ${r.error ?? JSON.stringify(r.refs)}`,
      );
  }

  async readRef(ref: string): Promise<string | null> {
    try {
      return await git.resolveRef({ ...this.repo, ref });
    } catch {
      return null;
    }
  }

  setRef(ref: string, oid: string): Promise<void> {
    return withRepoLock(this.files, () =>
      git.writeRef({ ...this.repo, ref, value: oid, force: true }),
    );
  }

  /** Every file of a commit's tree, and the entries no store may hold. */
  async treeFiles(
    commit: string | null,
  ): Promise<{ files: Map<string, TreeFile>; odd: OddEntry[] }> {
    const files = new Map<string, TreeFile>();
    const odd: OddEntry[] = [];
    if (!commit) return { files, odd };
    // Trees are parsed here, not by isomorphic-git, which rejects a whole tree over one
    // unsafe name: every name is kept as the remote wrote it, for the vetting to refuse.
    const visit = async (oid: string, prefix: string): Promise<void> => {
      for (const e of await this.rawTree(oid)) {
        const path = prefix ? `${prefix}/${e.name}` : e.name;
        if (e.mode === '40000' || e.mode === '040000') await visit(e.oid, path);
        else if (e.mode === '100644' || e.mode === '100755')
          files.set(path, { oid: e.oid, mode: e.mode });
        else
          odd.push({
            path,
            why:
              e.mode === '120000'
                ? 'a symbolic link'
                : e.mode === '160000'
                  ? 'a submodule'
                  : `an entry of mode ${e.mode}`,
          });
      }
    };
    const { commit: c } = await git.readCommit({ ...this.repo, oid: commit });
    await visit(c.tree, '');
    return { files, odd };
  }

  /** A tree object's entries: `<mode> <name>\0<20-byte id>`, as stored. */
  private async rawTree(oid: string): Promise<{ mode: string; name: string; oid: string }[]> {
    const { object, type } = await git.readObject({ ...this.repo, oid, format: 'content' });
    if (type !== 'tree')
      throw new MemError('MEM_INVALID_ARG', `the remote's object ${oid} is a ${type}, not a tree`);
    const buf = Buffer.from(object as Uint8Array);
    const out: { mode: string; name: string; oid: string }[] = [];
    for (let at = 0; at < buf.length;) {
      const space = buf.indexOf(0x20, at);
      const nul = buf.indexOf(0, space);
      if (space < 0 || nul < 0 || nul + 21 > buf.length)
        throw new MemError('MEM_INVALID_ARG', `the remote's tree ${oid} is malformed`);
      out.push({
        mode: buf.toString('latin1', at, space),
        name: buf.toString('utf8', space + 1, nul),
        oid: buf.toString('hex', nul + 1, nul + 21),
      });
      at = nul + 21;
    }
    return out;
  }

  async readBlob(oid: string): Promise<Buffer> {
    const { blob } = await git.readBlob({ ...this.repo, oid });
    return Buffer.from(blob.buffer, blob.byteOffset, blob.byteLength);
  }

  hashBlob(content: Buffer): Promise<string> {
    return git.hashBlob({ object: content }).then((r) => r.oid);
  }

  /**
   * A commit whose tree holds `files` (path → blob id; `blobs` holds the content of the
   * ones not in the object store yet), with `parents`.
   */
  commit(
    files: Map<string, string>,
    blobs: Map<string, Buffer>,
    parents: string[],
    message: string,
  ): Promise<string> {
    return withRepoLock(this.files, async () => {
      for (const data of blobs.values()) await git.writeBlob({ ...this.repo, blob: data });
      interface Dir {
        files: Map<string, string>;
        dirs: Map<string, Dir>;
      }
      const root: Dir = { files: new Map(), dirs: new Map() };
      for (const [path, oid] of files) {
        const parts = path.split('/');
        let d = root;
        for (const p of parts.slice(0, -1)) {
          let next = d.dirs.get(p);
          if (!next) d.dirs.set(p, (next = { files: new Map(), dirs: new Map() }));
          d = next;
        }
        d.files.set(parts[parts.length - 1] as string, oid);
      }
      const write = async (d: Dir): Promise<string> => {
        const tree: { mode: string; path: string; oid: string; type: 'blob' | 'tree' }[] = [
          ...d.files,
        ].map(([path, oid]) => ({ mode: '100644', path, oid, type: 'blob' }));
        for (const [path, sub] of d.dirs)
          tree.push({ mode: '040000', path, oid: await write(sub), type: 'tree' });
        return git.writeTree({ ...this.repo, tree });
      };
      const now = { timestamp: Math.floor(Date.now() / 1000), timezoneOffset: 0 };
      return git.writeCommit({
        ...this.repo,
        commit: {
          tree: await write(root),
          parent: parents,
          author: { ...AUTHOR, ...now },
          committer: { ...AUTHOR, ...now },
          message,
        },
      });
    });
  }

  /** The tree id of a commit, to tell whether a new commit changes anything. */
  async treeOf(commit: string): Promise<string> {
    return (await git.readCommit({ ...this.repo, oid: commit })).commit.tree;
  }
}
