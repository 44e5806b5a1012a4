// `mnemofs remote add|list|remove` and `mnemofs sync [NAME]`: the git remotes a store syncs
// with (src/sync/), and a sync now — through the running serve when there is one, which
// also syncs on its schedule (`[sync]` in config.toml).

import { MemError } from '../../errors/mem-error.js';
import { Remotes, branchOf } from '../../sync/remotes.js';
import type { SyncResult } from '../../sync/sync-service.js';
import { storeDir } from '../config.js';
import type { Verb } from '../verb.js';
import { openOrInitStore } from '../open-store.js';
import { withTools } from '../tool-client.js';

const USAGE =
  'mnemofs remote add NAME URL [--ns NAMESPACE] [--token-env VAR] [--user U] | list | remove NAME  [--store DIR] [--json]';

export const remoteCommand: Verb = {
  summary: 'the git remotes the store syncs with: add NAME URL, list, remove NAME',
  usage: USAGE,
  args: [
    [
      'add NAME URL',
      'a git server over http(s) (GitHub, GitLab, Gitea, git http-backend); no credentials in the URL',
    ],
    [
      '--ns NAMESPACE',
      'share only this namespace (teams/core), on its own branch mnemofs/<ns>; default: the whole store on main',
    ],
    [
      '--token-env VAR',
      'the environment variable holding the token (read by the process that syncs); default: git’s credential helper',
    ],
    ['--user U', 'the user name sent with the token (default x-access-token; GitLab: oauth2)'],
    ['list', 'the remotes: name, URL, namespace, branch'],
    ['remove NAME', 'stop syncing with NAME (nothing on either side is deleted)'],
  ],
  examples: [
    'mnemofs remote add hub https://git.example.com/team/memory.git --ns teams/core --token-env MEMORY_TOKEN',
    'mnemofs remote list',
  ],
  options: {
    ns: { type: 'string' },
    'token-env': { type: 'string' },
    user: { type: 'string' },
  },
  async run(values, [action, name, url]) {
    const store = openOrInitStore(storeDir(values.store as string | undefined));
    const remotes = new Remotes(store.files);
    const out = (json: object, text: string) =>
      console.log(values.json ? JSON.stringify(json) : text);
    try {
      switch (action) {
        case 'add': {
          if (!name || !url)
            throw new MemError('MEM_INVALID_ARG', `give a name and a URL: ${USAGE}`);
          const r = remotes.add({
            name,
            url,
            ...(values.ns ? { ns: values.ns as string } : {}),
            ...(values['token-env'] ? { token_env: values['token-env'] as string } : {}),
            ...(values.user ? { user: values.user as string } : {}),
          });
          out(
            r,
            `remote ${r.name}: ${r.url} (${r.ns ?? 'the whole store'} on branch ${branchOf(r)})`,
          );
          return 0;
        }
        case 'list': {
          const list = remotes.list();
          out(
            { remotes: list },
            list
              .map(
                (r) =>
                  `${r.name}  ${r.url}  ${r.ns ?? '(whole store)'}  ${branchOf(r)}${r.token_env ? `  token from $${r.token_env}` : ''}`,
              )
              .join('\n') || 'no remotes (add one: mnemofs remote add NAME URL)',
          );
          return 0;
        }
        case 'remove': {
          if (!name) throw new MemError('MEM_INVALID_ARG', `give a remote name: ${USAGE}`);
          const r = remotes.remove(name);
          out(r, `removed remote ${r.name}`);
          return 0;
        }
        default:
          throw new MemError(
            'MEM_INVALID_ARG',
            `unknown remote action "${action ?? ''}"; ${USAGE}`,
          );
      }
    } finally {
      await store.close();
    }
  },
};

export const syncCommand: Verb = {
  summary: 'sync with the git remotes now (all, or NAME): fetch, merge, push',
  usage: 'mnemofs sync [NAME] [--store DIR] [--json]',
  args: [
    ['NAME', 'one remote (default: every remote)'],
    ['--json', 'print {results: [{remote, pulled, merged, conflicts, refused, pushed, …}]}'],
  ],
  examples: ['mnemofs sync', 'mnemofs sync hub --json'],
  options: {},
  async run(values, [name]) {
    const dir = storeDir(values.store as string | undefined);
    const r = await withTools(dir, (call) => call('mem_sync', name ? { remote: name } : {}));
    const results = r.results as SyncResult[];
    if (values.json) console.log(JSON.stringify(r));
    else if (!results.length) console.log('no remotes (add one: mnemofs remote add NAME URL)');
    else
      for (const s of results) {
        console.log(
          `${s.remote}: ${s.pulled.length} pulled, ${s.removed.length} removed, ${s.merged.length} merged, ${s.conflicts.length} conflict(s), ${s.refused.length} refused; ${s.pushed ? `pushed ${s.pushed.slice(0, 7)}` : 'nothing to push'}`,
        );
        for (const c of s.conflicts) console.log(`  conflict: ${c} (mnemofs review list)`);
        for (const f of s.refused) console.log(`  refused: ${f.reason}`);
      }
    return 0;
  },
};
