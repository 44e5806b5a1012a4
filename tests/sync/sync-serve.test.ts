// Sync as people run it: a git server on loopback that wants a token, two stores, one
// served and mounted. The remote is added with the CLI (a URL with credentials in it is
// refused), the token comes from the environment of the process that syncs, the served
// store syncs on its own after a quiet period of local changes, `mnemofs sync` of the other
// store runs in-process and of the served one through serve (the mem_sync tool), and what a
// sync pulls shows in the mount at once. The token appears in no file of either store.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuditEntry } from '../../src/audit/audit-entry.js';
import { runCliAsync } from '../helpers/cli.js';
import { fuseUnavailable, serve } from '../helpers/serve.js';
import { gitServerUnavailable, startGitServer } from '../helpers/git-server.js';
import { eventually } from '../helpers/eventually.js';

const TOKEN = 'tok-3f9c2a7e51d04b6b8e9a';
const NS = 'teams/core';

test(
  'remote add, scheduled and manual sync with a token from the environment, mount up to date, no token on disk',
  { skip: gitServerUnavailable() ?? fuseUnavailable() },
  async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-sync-serve-'));
    fs.mkdirSync(path.join(base, 'server'));
    const server = await startGitServer(path.join(base, 'server'), TOKEN);
    const bare = server.bare('team.git');
    const [a, b, mnt] = ['a', 'b', 'mnt'].map((d) => path.join(base, d)) as [
      string,
      string,
      string,
    ];
    const env = { HUB_TOKEN: TOKEN, MNEMOFS_SYNC_QUIET_S: '1', MNEMOFS_SYNC_INTERVAL_S: '3600' };
    const cli = (...args: string[]) => runCliAsync(args, env);
    let served: Awaited<ReturnType<typeof serve>> | undefined;
    try {
      for (const dir of [a, b]) {
        assert.equal((await cli('init', '--store', dir)).code, 0);
        const leaky = await cli(
          'remote',
          'add',
          'hub',
          server.url('team.git').replace('http://', `http://me:${TOKEN}@`),
          '--ns',
          NS,
          '--store',
          dir,
        );
        assert.notEqual(leaky.code, 0);
        assert.match(leaky.stderr, /credentials/);
        const added = await cli(
          'remote',
          'add',
          'hub',
          server.url('team.git'),
          '--ns',
          NS,
          '--token-env',
          'HUB_TOKEN',
          '--store',
          dir,
        );
        assert.equal(added.code, 0, added.stderr);
      }
      // Without the token the server refuses, and the error says where the token comes from.
      const bare401 = await runCliAsync(['sync', '--store', b], { HUB_TOKEN: '' });
      assert.notEqual(bare401.code, 0);
      assert.match(bare401.stderr, /HUB_TOKEN/);

      served = await serve(a, mnt, [], env);
      // A person writes through the mount; serve syncs by itself after the quiet second.
      fs.mkdirSync(path.join(mnt, NS), { recursive: true });
      fs.writeFileSync(path.join(mnt, NS, 'from-a.md'), '# From A\n\nwritten in the mount\n');
      await eventually(
        'the scheduled sync pushed from-a.md',
        () => {
          try {
            return execFileSync(
              'git',
              ['-C', bare, 'ls-tree', '-r', '--name-only', `mnemofs/${NS}`],
              { encoding: 'utf8' },
            ).includes('from-a.md');
          } catch {
            return false;
          }
        },
        30_000,
      );
      // The other store syncs from the CLI, in-process: pulls A's note, pushes its own.
      fs.mkdirSync(path.join(b, NS), { recursive: true });
      fs.writeFileSync(path.join(b, NS, 'from-b.md'), '# From B\n');
      const rb = await cli('sync', '--store', b, '--json');
      assert.equal(rb.code, 0, rb.stderr);
      const [resultB] = (
        JSON.parse(rb.stdout) as { results: { pulled: string[]; pushed: string | null }[] }
      ).results;
      assert.deepEqual(resultB?.pulled, [`${NS}/from-a.md`]);
      assert.ok(resultB?.pushed);
      // `mnemofs sync` of the served store goes through serve; the mount shows it at once.
      const ra = await cli('sync', 'hub', '--store', a);
      assert.equal(ra.code, 0, ra.stderr);
      assert.match(ra.stdout, /1 pulled/);
      assert.equal(fs.readFileSync(path.join(mnt, NS, 'from-b.md'), 'utf8'), '# From B\n');
      assert.equal(
        fs.readFileSync(path.join(b, NS, 'from-a.md'), 'utf8'),
        '# From A\n\nwritten in the mount\n',
      );

      // Audited with origin sync; the token in no file of either store, and sent only to the server.
      const lines = fs
        .readFileSync(path.join(a, '.mnemofs', 'audit.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as AuditEntry);
      const ops = new Set(lines.filter((e) => e.origin === 'sync').map((e) => e.op));
      for (const op of ['sync.fetch', 'sync.push', 'sync.pull'])
        assert.ok(ops.has(op), [...ops].join(','));
      for (const dir of [a, b])
        for (const f of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
          if (f.isFile()) {
            const text = fs.readFileSync(path.join(f.parentPath, f.name), 'latin1');
            assert.ok(!text.includes(TOKEN), `the token is in ${path.join(f.parentPath, f.name)}`);
          }
      assert.ok(server.requests.some((r) => r.auth?.startsWith('Basic ')));
    } finally {
      if (served) assert.equal(await served.stop(), 0);
      await server.close();
      fs.rmSync(base, { recursive: true, force: true });
    }
  },
);
