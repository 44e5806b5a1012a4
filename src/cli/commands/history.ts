// `mnemofs log|diff|revert`: the history tools from the shell (through tool-client.ts).

import { MemError } from '../../errors/mem-error.js';
import type { CommitInfo } from '../../history/repository.js';
import type { DiffResult, RevertResult } from '../../history/history-service.js';
import { storeDir } from '../config.js';
import type { Verb } from '../main.js';
import { withTools } from '../tool-client.js';

function needPath(path: string | undefined, usage: string): string {
  if (!path) throw new MemError('MEM_INVALID_ARG', `give a path: ${usage}`);
  return path;
}

export const logCommand: Verb = {
  summary: 'the commits that changed a path (or the store), newest first',
  usage: 'mnemofs log [PATH] [--store DIR] [--limit N] [--json]',
  options: { limit: { type: 'string' } },
  async run(values, [path]) {
    const r = await withTools(storeDir(values.store as string | undefined), (call) =>
      call('mem_log', {
        ...(path ? { path } : {}),
        ...(values.limit ? { limit: Number(values.limit) } : {}),
      }),
    );
    const commits = r.commits as CommitInfo[];
    if (values.json) console.log(JSON.stringify(r));
    else
      for (const c of commits)
        console.log(`${c.id.slice(0, 12)}  ${c.time}  ${c.principal}  ${c.message.split('\n')[0]}`);
    return 0;
  },
};

export const diffCommand: Verb = {
  summary: 'a unified diff of a path between two versions (default: latest commit → now)',
  usage: 'mnemofs diff PATH [--from REV] [--to REV] [--store DIR] [--json]',
  options: { from: { type: 'string' }, to: { type: 'string' } },
  async run(values, [path]) {
    const r = (await withTools(storeDir(values.store as string | undefined), (call) =>
      call('mem_diff', {
        path: needPath(path, this.usage),
        ...(values.from ? { from: values.from } : {}),
        ...(values.to ? { to: values.to } : {}),
      }),
    )) as unknown as DiffResult;
    if (values.json) console.log(JSON.stringify(r));
    else process.stdout.write(r.diff);
    return 0;
  },
};

export const revertCommand: Verb = {
  summary:
    'put a path back as it was at a version, as a new commit (default: undo its last change)',
  usage: 'mnemofs revert PATH [--to REV] [--store DIR] [--json]',
  options: { to: { type: 'string' } },
  async run(values, [path]) {
    const r = (await withTools(storeDir(values.store as string | undefined), (call) =>
      call('mem_revert', {
        path: needPath(path, this.usage),
        ...(values.to ? { to: values.to } : {}),
      }),
    )) as unknown as RevertResult;
    if (values.json) console.log(JSON.stringify(r));
    else
      console.log(
        `reverted ${r.path} to ${r.to.slice(0, 12)}: ${r.restored.length} restored, ${r.removed.length} removed${r.commit ? ` (commit ${r.commit.slice(0, 12)})` : ''}`,
      );
    return 0;
  },
};
