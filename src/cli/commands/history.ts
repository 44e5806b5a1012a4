// `mnemofs log|diff|revert`: the history tools from the shell (through tool-client.ts).

import type { CommitInfo } from '../../history/repository.js';
import type { DiffResult, RevertResult } from '../../history/history-service.js';
import { storeDir } from '../config.js';
import { usageError, wholeNumber, type Verb } from '../verb.js';
import { withTools } from '../tool-client.js';

const REV: [string, string] = [
  'REV format',
  'a commit id or a unique prefix of one (4+ hex digits, from `mnemofs log`), HEAD, a branch name, or HEAD~N (N commits before the latest)',
];

function needPath(path: string | undefined, usage: string): string {
  if (!path) throw usageError('give a path', usage);
  return path;
}

export const logCommand: Verb = {
  summary: 'the commits that changed a path (or the store), newest first',
  usage: 'mnemofs log [PATH] [--limit N] [--store DIR] [--json]',
  args: [
    ['PATH', 'a store path (user/notes/rust.md) or a directory; default: the whole store'],
    ['--limit N', 'at most N commits (default 20, whole number ≥ 1)'],
    ['--json', 'print {commits: [{id, time, message, principal}]}'],
  ],
  examples: ['mnemofs log', 'mnemofs log user/notes/rust.md --limit 5'],
  options: { limit: { type: 'string' } },
  async run(values, [path]) {
    const limit = wholeNumber(values.limit, '--limit');
    const r = await withTools(storeDir(values.store as string | undefined), (call) =>
      call('mem_log', { ...(path ? { path } : {}), ...(limit ? { limit } : {}) }),
    );
    const commits = r.commits as CommitInfo[];
    if (values.json) console.log(JSON.stringify(r));
    else if (!commits.length) console.log(`no commits${path ? ` touch ${path}` : ' yet'}`);
    else
      for (const c of commits)
        console.log(`${c.id.slice(0, 12)}  ${c.time}  ${c.principal}  ${c.message.split('\n')[0]}`);
    return 0;
  },
};

export const diffCommand: Verb = {
  summary: 'a unified diff of a path between two versions (default: latest commit → now)',
  usage: 'mnemofs diff PATH [--from REV] [--to REV] [--store DIR] [--json]',
  args: [
    ['PATH', 'a store path, e.g. user/notes/rust.md (required)'],
    ['--from REV', 'the older version (default: the latest commit)'],
    ['--to REV', 'the newer version (default: the file as it is now on disk)'],
    REV,
    ['--json', 'print {path, from, to, diff, …}'],
  ],
  examples: ['mnemofs diff user/notes/rust.md', 'mnemofs diff user/a.md --from HEAD~3 --to HEAD'],
  options: { from: { type: 'string' }, to: { type: 'string' } },
  async run(values, [path]) {
    const wanted = needPath(path, this.usage);
    const r = (await withTools(storeDir(values.store as string | undefined), (call) =>
      call('mem_diff', {
        path: wanted,
        ...(values.from ? { from: values.from } : {}),
        ...(values.to ? { to: values.to } : {}),
      }),
    )) as unknown as DiffResult;
    if (values.json) console.log(JSON.stringify(r));
    else if (!r.diff) console.log(`no changes to ${wanted} between those versions`);
    else process.stdout.write(r.diff);
    return 0;
  },
};

export const revertCommand: Verb = {
  summary:
    'put a path back as it was at a version, as a new commit (default: undo its last change)',
  usage: 'mnemofs revert PATH [--to REV] [--store DIR] [--json]',
  args: [
    ['PATH', 'a store path or directory (required)'],
    ['--to REV', 'the version to restore (default: the one before its latest change)'],
    REV,
    ['--json', 'print {path, to, restored, removed, commit}'],
  ],
  examples: ['mnemofs revert user/notes/rust.md', 'mnemofs revert user/projects --to 3f2a9c1e'],
  options: { to: { type: 'string' } },
  async run(values, [path]) {
    const wanted = needPath(path, this.usage);
    const r = (await withTools(storeDir(values.store as string | undefined), (call) =>
      call('mem_revert', { path: wanted, ...(values.to ? { to: values.to } : {}) }),
    )) as unknown as RevertResult;
    if (values.json) console.log(JSON.stringify(r));
    else
      console.log(
        `reverted ${r.path} to ${r.to.slice(0, 12)}: ${r.restored.length} restored, ${r.removed.length} removed${r.commit ? ` (commit ${r.commit.slice(0, 12)})` : ''}`,
      );
    return 0;
  },
};
