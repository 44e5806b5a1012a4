// History and audit that tell the truth (issue 12, finding 4), and refusals a person at the
// shell can understand (finding 5), through a real mount served by a real `serve`: writes
// into new directories (mount and MCP) are never credited to `direct`; a vim save is
// committed under the note's name and its swap files are neither committed nor mined;
// `grep -r` over the mount does not audit .git/ reads line by line; an EACCES is explained
// once on serve's stderr.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { BIN, gitUnavailable } from '../helpers/cli.js';
import { connectStdio } from '../helpers/stdio-client.js';
import { until } from '../helpers/until.js';
import { fuseUnavailable, serve, tempBase, type Served } from '../helpers/serve.js';

const skip = fuseUnavailable() ?? gitUnavailable();

/**
 * `author<TAB>subject` of every commit, newest first, and the files of HEAD's tree — what is
 * committed, not what is staged (git's index is written before the commit object, so a
 * poll of `ls-files` could see a file whose commit is not there yet).
 */
function history(store: string): { commits: string[]; files: string[] } {
  const git = (...a: string[]) =>
    execFileSync('git', ['-C', store, ...a], { encoding: 'utf8' })
      .trim()
      .split('\n');
  return {
    commits: git('log', '--format=%an%x09%s'),
    files: git('ls-tree', '-r', '--name-only', 'HEAD'),
  };
}

async function withServe(fn: (s: Served, store: string, mount: string) => Promise<void>) {
  const t = tempBase();
  const s = await serve(t.store, t.mount);
  try {
    await fn(s, t.store, t.mount);
  } finally {
    assert.equal(await s.stop(), 0);
    t.cleanup();
  }
}

test(
  'writes into new directories are credited to the mount and to MCP, never to direct',
  { skip },
  () =>
    withServe(async (_s, store, mount) => {
      fs.mkdirSync(path.join(mount, 'user/new/deeper'), { recursive: true });
      fs.writeFileSync(path.join(mount, 'user/new/deeper/note.md'), '# through the mount\n');
      const client = await connectStdio(store);
      const r = await client.callTool({
        name: 'mem_write',
        arguments: { path: 'user/fresh/dir/plan.md', content: '# through MCP\n' },
      });
      assert.equal(r.isError, undefined);
      await client.close();
      await until('both notes to be committed', () => {
        const { files } = history(store);
        return (
          files.includes('user/new/deeper/note.md') && files.includes('user/fresh/dir/plan.md')
        );
      });
      const { commits } = history(store);
      assert.deepEqual(
        commits.filter((c) => c.startsWith('direct')),
        [],
        `no commit is credited to direct:\n${commits.join('\n')}`,
      );
      // Each change is named by the front end that made it (one batch may hold both).
      const bodies = execFileSync('git', ['-C', store, 'log', '--format=%B'], {
        encoding: 'utf8',
      });
      assert.doesNotMatch(bodies, /direct/, bodies);
      assert.match(bodies, /^fuse\.\w+ user\/new\/deeper\/note\.md \(owner\)/m, bodies);
      assert.match(bodies, /^mem_write user\/fresh\/dir\/plan\.md \(owner\)/m, bodies);
    }),
);

test(
  'a vim save is committed under the note; swap files are neither committed nor mined',
  {
    skip:
      skip ?? (spawnSync('vim', ['--version']).status === 0 ? undefined : 'vim is not installed'),
  },
  () =>
    withServe(async (_s, store, mount) => {
      const note = path.join(mount, 'user/hello.md');
      fs.writeFileSync(note, '# hello\n');
      await until('the first commit', () => history(store).files.includes('user/hello.md'));
      // vim writes .hello.md.swp (and probes with .swx / 4913) beside the note.
      const vim = spawnSync(
        'vim',
        [
          '-N',
          '-u',
          'NONE',
          '-i',
          'NONE',
          '-n',
          '-es',
          '-c',
          'set swapfile',
          '-c',
          'normal Gosaved by vim',
          '-c',
          'wq',
          note,
        ],
        { timeout: 20_000 },
      );
      assert.equal(vim.status, 0, String(vim.stderr));
      // An editor's failing operation on its swap file, twice (a link the store refuses):
      // not a lesson to learn.
      const swp = path.join(mount, 'user/.hello.md.swp');
      fs.writeFileSync(swp, 'swap');
      for (let i = 0; i < 2; i++)
        assert.throws(() => fs.symlinkSync('hello.md', `${swp}.lnk.swp`), /EPERM/);
      fs.writeFileSync(path.join(mount, 'user/hello.md~'), 'backup');
      await until(
        'the vim save to be committed',
        () =>
          history(store).commits.some(
            (c) => /^owner\tfuse\.\w+ user\/hello\.md/.test(c) && !/mnemofs init/.test(c),
          ) &&
          execFileSync('git', ['-C', store, 'show', 'HEAD:user/hello.md'], {
            encoding: 'utf8',
          }).includes('saved by vim'),
      );
      await new Promise((r) => setTimeout(r, 1500)); // the temp files' batch would be committed by now
      const { commits, files } = history(store);
      assert.deepEqual(
        files.filter((f) => f !== 'user/hello.md' && f !== '.gitignore'),
        [],
      );
      for (const c of commits) assert.doesNotMatch(c, /\.sw[a-z]|4913|~/, c);
      const consolidate = spawnSync(
        process.execPath,
        [BIN, 'review', 'list', '--json', '--store', store],
        { encoding: 'utf8' },
      );
      const before = JSON.parse(consolidate.stdout) as { candidates: { title: string }[] };
      assert.deepEqual(
        before.candidates.filter((c) => /swp/.test(c.title)),
        [],
      );
      const client = await connectStdio(store);
      await client.callTool({ name: 'mem_consolidate', arguments: {} });
      await client.close();
      const after = JSON.parse(
        spawnSync(process.execPath, [BIN, 'review', 'list', '--json', '--store', store], {
          encoding: 'utf8',
        }).stdout,
      ) as { candidates: { title: string }[] };
      assert.deepEqual(
        after.candidates.filter((c) => /\.sw[a-z]|~/.test(c.title)),
        [],
        JSON.stringify(after.candidates),
      );
    }),
);

test('grep -r over the mount does not audit .git/ reads line by line', { skip }, () =>
  withServe(async (_s, store, mount) => {
    fs.writeFileSync(path.join(mount, 'user/a.md'), 'findme\n');
    await until('a commit', () => history(store).files.includes('user/a.md'));
    const audit = () => fs.readFileSync(path.join(store, '.mnemofs/audit.jsonl'), 'utf8');
    const before = audit().length;
    const grep = spawnSync('grep', ['-r', 'findme', mount], { encoding: 'utf8' });
    assert.match(grep.stdout, /user\/a\.md:findme/);
    const lines = audit()
      .slice(before)
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { op: string; path?: string });
    assert.deepEqual(
      lines.filter((e) => /^\.git(\/|$)/.test(e.path ?? '')),
      [],
      'no audit line for reading .git/',
    );
    assert.ok(lines.some((e) => e.op === 'fuse.read' && e.path === 'user/a.md'));
  }),
);

test('a refusal through the mount is explained once on serve’s stderr', { skip }, () =>
  withServe(async (s, _store, mount) => {
    for (let i = 0; i < 3; i++)
      assert.throws(() => fs.writeFileSync(path.join(mount, 'notes.md'), 'x'), /EACCES/);
    await until('the explanation', () => /the mount answered EACCES: .*notes\.md/.test(s.output()));
    await new Promise((r) => setTimeout(r, 300));
    const told = s.output().match(/the mount answered EACCES: [^\n]*notes\.md[^\n]*/g) ?? [];
    assert.equal(told.length, 1, s.output());
    assert.match(told[0] as string, /namespace|use one of|user\//);
  }),
);
