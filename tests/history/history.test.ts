// History by effect: the real `git` CLI reads what mnemofs commits — from MCP, the mount and
// direct edits — with the right messages; mem_revert brings back exact bytes as a new
// commit; mem_diff shows the change; a symlink planted in .git/ cannot carry a commit out.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { BIN, gitUnavailable } from '../helpers/cli.js';

const noGit = gitUnavailable();
import { eventually } from '../helpers/eventually.js';
import { call, connect, text } from '../helpers/mcp-client.js';
import { fuseUnavailable, serve, tempBase } from '../helpers/serve.js';
import { readAudit, tempStore } from '../helpers/temp-store.js';

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });

/** Subject and body of every commit, newest first. */
const messages = (dir: string) =>
  git(dir, 'log', '--format=%B%x00')
    .split('\0')
    .map((m) => m.trim())
    .filter(Boolean);

test(
  'an MCP write, a mount write and a direct edit each reach `git log` with their op, path and principal; `git status` is clean after the batch window',
  { skip: fuseUnavailable() ?? noGit },
  async () => {
    const t = tempBase();
    const s = await serve(t.store, t.mount, [], { MNEMOFS_COMMIT_QUIET_MS: '200' });
    const client = new Client({ name: 'history', version: '0' });
    try {
      await client.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [BIN, 'mcp', '--store', t.store],
        }),
      );
      const r = await client.callTool({
        name: 'mem_write',
        arguments: { path: 'user/from-mcp.md', content: 'written by a model\n' },
      });
      assert.ok(!r.isError, JSON.stringify(r));
      await eventually('MCP write committed', () =>
        messages(t.store).some((m) => m.startsWith('mem_write user/from-mcp.md')),
      );
      fs.writeFileSync(path.join(t.mount, 'user', 'from-mount.md'), 'written through the mount\n');
      await eventually('mount write committed', () =>
        messages(t.store).some((m) => m.startsWith('fuse.write user/from-mount.md')),
      );
      fs.writeFileSync(path.join(t.store, 'user', 'from-disk.md'), 'written by an editor\n');
      await eventually('direct edit committed', () =>
        messages(t.store).some((m) => m.startsWith('direct.edit user/from-disk.md')),
      );
      const log = messages(t.store);
      const find = (prefix: string) => log.find((m) => m.startsWith(prefix)) as string;
      assert.match(find('mem_write user/from-mcp.md'), /Principal: owner\nTrace-Ids: [0-9a-f]{16}/);
      assert.match(find('fuse.write user/from-mount.md'), /Principal: owner/);
      assert.match(find('direct.edit user/from-disk.md'), /Principal: direct/);
      // The store's own writes come back through the watcher too; they are never
      // attributed to a direct edit.
      assert.ok(
        !log.some((m) => /direct\.edit user\/from-(mcp|mount)\.md/.test(m)),
        log.join('\n---\n'),
      );
      await eventually(
        'git status clean',
        () => git(t.store, 'status', '--porcelain') === '',
        5000,
        () => git(t.store, 'status', '--porcelain'),
      );
      assert.equal(git(t.store, 'show', 'HEAD:user/from-disk.md'), 'written by an editor\n');
      // The repository is an ordinary one: git's own consistency check passes.
      git(t.store, 'fsck', '--strict');
      // No commit failed, the one at start included (the serve socket in .mnemofs/ is not
      // something git may trip over).
      const failed = readAudit(t.store).filter((e) => e.op === 'history.commit' && !e.ok);
      assert.deepEqual(failed, []);
      assert.ok(!git(t.store, 'ls-files').includes('.mnemofs'));
    } finally {
      await client.close();
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);

test(
  'mem_diff shows a change; mem_revert brings back the exact bytes as a new commit, history intact',
  { skip: noGit },
  async () => {
    const t = tempStore();
    try {
      const client = await connect(t.store);
      // Bytes a text round trip could alter: CRLF, no final newline, non-ASCII, a BOM.
      const v1 = '\uFEFFfirst line\r\nzweite Zeile — ü\r\nno newline at end';
      assert.ok(
        !(await call(client, 'mem_write', { path: 'user/notes/a.md', content: v1 })).isError,
      );
      await call(client, 'mem_log', {}); // ends the batch: the edit below is a commit of its own
      const edit = await call(client, 'mem_edit', {
        path: 'user/notes/a.md',
        old_str: 'zweite Zeile',
        new_str: 'second line',
      });
      assert.ok(!edit.isError, text(edit));
      const log = await call(client, 'mem_log', { path: 'user/notes/a.md' });
      const commits = (
        log.structuredContent as { commits: { id: string; message: string; principal: string }[] }
      ).commits;
      assert.deepEqual(
        commits.map((c) => c.message.split('\n')[0]),
        ['mem_edit user/notes/a.md', 'mem_write user/notes/a.md'],
      );
      assert.ok(commits.every((c) => c.principal === 'owner'));

      const diff = await call(client, 'mem_diff', {
        path: 'user/notes/a.md',
        from: 'HEAD~1',
        to: 'HEAD',
      });
      const d = diff.structuredContent as {
        diff: string;
        files: { path: string; status: string }[];
      };
      assert.deepEqual(d.files, [{ path: 'user/notes/a.md', status: 'modified' }]);
      assert.match(d.diff, /^-zweite Zeile — ü\r?$/m);
      assert.match(d.diff, /^\+second line — ü\r?$/m);
      assert.match(d.diff, /^--- a\/user\/notes\/a\.md/m);

      const revert = await call(client, 'mem_revert', { path: 'user/notes/a.md' });
      assert.ok(!revert.isError, text(revert));
      assert.deepEqual(fs.readFileSync(path.join(t.dir, 'user/notes/a.md')), Buffer.from(v1));
      const after = messages(t.dir);
      assert.match(after[0] as string, /^mem_revert user\/notes\/a\.md to [0-9a-f]{7}/);
      assert.equal(after.length, 4, 'init, write, edit, revert: nothing rewritten');
      assert.deepEqual(
        Buffer.from(git(t.dir, 'show', 'HEAD:user/notes/a.md'), 'utf8'),
        Buffer.from(v1),
      );
      // Working tree vs HEAD after the revert: nothing to show.
      const clean = await call(client, 'mem_diff', { path: 'user/notes/a.md' });
      assert.deepEqual((clean.structuredContent as { files: unknown[] }).files, []);
      assert.equal(git(t.dir, 'status', '--porcelain'), '');
    } finally {
      await t.close();
    }
  },
);

test(
  'mem_revert of a directory restores removed files and removes added ones; bad revisions change nothing',
  { skip: noGit },
  async () => {
    const t = tempStore();
    try {
      const client = await connect(t.store);
      await call(client, 'mem_write', { path: 'user/p/a.md', content: 'A' });
      await call(client, 'mem_write', { path: 'user/p/b.md', content: 'B' });
      const [base] = (
        (await call(client, 'mem_log', { path: 'user/p', limit: 1 })).structuredContent as {
          commits: { id: string }[];
        }
      ).commits;
      await call(client, 'mem_remove', { path: 'user/p/b.md' });
      await call(client, 'mem_write', { path: 'user/p/c.md', content: 'capybara' });
      await call(client, 'mem_write', { path: 'user/p/a.md', content: 'A2', overwrite: true });

      const before = fs.readdirSync(path.join(t.dir, 'user/p')).sort();
      const mark = t.mark();
      for (const to of ['0000000', 'nosuchbranch', 'HEAD~99', '../../etc']) {
        const r = await call(client, 'mem_revert', { path: 'user/p', to });
        assert.ok(r.isError, to);
        assert.match(text(r), /^MEM_NOT_FOUND: revision .* cannot be used/);
      }
      const noHistory = await call(client, 'mem_revert', { path: 'user/never' });
      assert.match(text(noHistory), /^MEM_NOT_FOUND: "user\/never" has no history yet/);
      assert.deepEqual(fs.readdirSync(path.join(t.dir, 'user/p')).sort(), before);
      assert.equal(mark().filter((e) => e.op === 'mem_revert' && !e.ok).length, 5);

      const r = await call(client, 'mem_revert', { path: 'user/p', to: base?.id.slice(0, 8) });
      assert.ok(!r.isError, text(r));
      const s = r.structuredContent as { restored: string[]; removed: string[] };
      assert.deepEqual(s.restored.sort(), ['user/p/a.md', 'user/p/b.md']);
      assert.deepEqual(s.removed, ['user/p/c.md']);
      assert.deepEqual(fs.readdirSync(path.join(t.dir, 'user/p')).sort(), ['a.md', 'b.md']);
      assert.equal(fs.readFileSync(path.join(t.dir, 'user/p/a.md'), 'utf8'), 'A');
      // Search follows a revert like any write: the removed file is gone from the index.
      const hits = await call(client, 'memory_search', { query: 'capybara', mode: 'text' });
      assert.ok(!JSON.stringify(hits.structuredContent).includes('c.md'));
    } finally {
      await t.close();
    }
  },
);

test(
  'a symlink planted in .git/ does not make a commit write outside the store; the failure is audited',
  { skip: noGit },
  async () => {
    const t = tempStore();
    try {
      const client = await connect(t.store);
      await call(client, 'mem_write', { path: 'user/first.md', content: 'committed normally' });
      assert.ok(!(await call(client, 'mem_log', {})).isError);
      assert.equal(messages(t.dir).length, 2);
      const victimObjects = path.join(t.outside, 'objects');
      fs.mkdirSync(victimObjects);
      const gitDir = path.join(t.dir, '.git');
      fs.renameSync(path.join(gitDir, 'objects'), path.join(gitDir, 'objects.real'));
      fs.symlinkSync(victimObjects, path.join(gitDir, 'objects'));
      // And the index itself replaced by a link to an outside file.
      fs.renameSync(path.join(gitDir, 'index'), path.join(gitDir, 'index.real'));
      fs.symlinkSync(path.join(t.outside, 'secret.md'), path.join(gitDir, 'index'));
      const outsideBefore = t.outsideState();
      const mark = t.mark();

      const w = await call(client, 'mem_write', { path: 'user/second.md', content: 'SECOND' });
      assert.ok(!w.isError, 'the write itself succeeds; only its commit cannot be made');
      const log = await call(client, 'mem_log', {});
      assert.ok(log.isError);
      assert.match(text(log), /^MEM_IO: git commit failed/);
      assert.deepEqual(
        fs.readdirSync(victimObjects),
        [],
        'nothing written through the planted link',
      );
      assert.equal(fs.readFileSync(path.join(t.outside, 'secret.md'), 'utf8'), 'ORIGINAL');
      assert.equal(t.outsideState(), outsideBefore);
      const failed = mark().filter((e) => e.op === 'history.commit' && !e.ok);
      assert.equal(failed.length, 1);
      assert.equal(failed[0]?.principal, 'system');
      assert.match(failed[0]?.error?.message ?? '', /symbolic link/);
    } finally {
      await t.close().catch(() => undefined);
    }
  },
);

test(
  'a burst of writes is one commit; two stdio servers on one store never lose each other’s commits',
  { skip: noGit },
  async () => {
    const t = tempStore();
    try {
      const client = await connect(t.store);
      for (let i = 0; i < 30; i++)
        await call(client, 'mem_write', {
          path: `user/burst/${String(i).padStart(2, '0')}.md`,
          content: `${i}`,
        });
      const log = (await call(client, 'mem_log', { limit: 5 })).structuredContent as {
        commits: { message: string }[];
      };
      assert.equal(log.commits[0]?.message.split('\n')[0], 'mem_write user/burst/00.md (+29 more)');
      assert.equal(log.commits.length, 2, 'init and one commit for the burst');
    } finally {
      await t.close();
    }

    // Two `mnemofs mcp` processes serving the same store in-process (no `serve` running):
    // their commits interleave under the store's git lock.
    const u = tempStore();
    await u.store.close();
    const clients = await Promise.all(
      ['one', 'two'].map(async (name) => {
        const c = new Client({ name, version: '0' });
        await c.connect(
          new StdioClientTransport({
            command: process.execPath,
            args: [BIN, 'mcp', '--store', u.dir],
            env: { ...process.env, MNEMOFS_COMMIT_QUIET_MS: '1' } as Record<string, string>,
          }),
        );
        return [name, c] as const;
      }),
    );
    try {
      await Promise.all(
        clients.map(async ([name, c]) => {
          for (let i = 0; i < 40; i++) {
            const r = await c.callTool({
              name: 'mem_write',
              arguments: { path: `user/${name}/${i}.md`, content: `${name} ${i}\n` },
            });
            assert.ok(!r.isError, JSON.stringify(r));
            if (i % 3 === 0) await new Promise((r) => setTimeout(r, 5)); // let batches commit
          }
        }),
      );
    } finally {
      for (const [, c] of clients) await c.close();
    }
    const files = git(u.dir, 'ls-files').split('\n').filter(Boolean);
    assert.equal(
      files.filter((f) => f.startsWith('user/')).length,
      80,
      'a commit lost another’s files',
    );
    assert.equal(git(u.dir, 'status', '--porcelain'), '');
    git(u.dir, 'fsck', '--strict');
    fs.rmSync(u.base, { recursive: true, force: true });
  },
);
