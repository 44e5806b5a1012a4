// Threat: a process with write access to the backing directory plants symlinks (in every
// path position, to files and directories), a hard link to an outside file, and a FIFO.
// Every tool through the real MCP client: the outside victim is unchanged, nothing new
// appears outside, no response carries its content, and no call hangs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tempStore } from '../helpers/temp-store.js';
import { call, connect, text } from '../helpers/mcp-client.js';
import { callsWithPath } from '../helpers/tool-calls.js';

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} hung for ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** Plants links in the store; returns the paths that go through them. */
function plantLinks(dir: string, outside: string): string[] {
  const u = (...p: string[]) => path.join(dir, 'user', ...p);
  fs.symlinkSync(outside, u('linkdir'));
  fs.symlinkSync(path.join(outside, 'secret.md'), u('linkfile.md'));
  fs.symlinkSync(path.join(outside, 'created-by-escape.md'), u('dangling.md'));
  fs.mkdirSync(u('d'));
  fs.symlinkSync(outside, u('d', 'inner'));
  fs.symlinkSync('../../outside', u('relative'));
  fs.symlinkSync(outside, path.join(dir, 'agents'));
  fs.mkdirSync(path.join(dir, 'teams'));
  fs.symlinkSync(outside, path.join(dir, 'teams', 't'));
  return [
    'user/linkdir',
    'user/linkdir/secret.md',
    'user/linkdir/sub',
    'user/linkdir/sub/deep.md',
    'user/linkdir/new.md',
    'user/linkfile.md',
    'user/dangling.md',
    'user/d/inner/secret.md',
    'user/d/inner/new/x.md',
    'user/relative/secret.md',
    'agents/x/secret.md',
    'agents/sub/deep.md',
    'teams/t/secret.md',
    'teams/t',
  ];
}

test('planted symlinks in every position never let a tool reach outside', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    const before = t.outsideState();
    const through = plantLinks(t.dir, t.outside);
    for (const p of through) {
      for (const { tool, args } of callsWithPath(p)) {
        fs.writeFileSync(path.join(t.dir, 'user', 'own.md'), 'mine');
        const since = t.mark();
        const result = await withTimeout(call(client, tool, args), 5000, tool);
        const where = `${tool} ${JSON.stringify(args)}`;
        assert.doesNotMatch(text(result), /ORIGINAL/, `${where} returned outside content`);
        assert.equal(since().length, 1, `${where}: one audit line`);
        assert.equal(t.outsideState(), before, `${where} changed something outside`);
        // Links removed or replaced by a tool are planted again so every call meets them.
        fs.rmSync(path.join(t.dir, 'user'), { recursive: true, force: true });
        fs.rmSync(path.join(t.dir, 'agents'), { recursive: true, force: true });
        fs.rmSync(path.join(t.dir, 'teams'), { recursive: true, force: true });
        fs.mkdirSync(path.join(t.dir, 'user'));
        plantLinks(t.dir, t.outside);
      }
    }
    // Walkers over the whole store see links as links and never descend into them.
    const grep = await call(client, 'mem_grep', { pattern: 'ORIGINAL' });
    assert.doesNotMatch(text(grep), /ORIGINAL/);
    const list = await call(client, 'mem_list', { recursive: true });
    assert.doesNotMatch(text(list), /secret|deep/);
    assert.match(text(list), /user\/linkdir\/\s+\[symlink\]/);
    assert.equal(t.outsideState(), before);
  } finally {
    await client.close();
    await t.close();
  }
});

test('a planted hard link cannot carry a write to the outside file', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    const secret = path.join(t.outside, 'secret.md');
    fs.linkSync(secret, path.join(t.dir, 'user', 'hard.md'));
    const writes = [
      ['mem_write', { path: 'user/hard.md', content: 'PWNED', overwrite: true }],
      ['mem_append', { path: 'user/hard.md', content: 'PWNED' }],
      ['mem_edit', { path: 'user/hard.md', old_str: 'ORIGINAL', new_str: 'PWNED' }],
      ['mem_insert', { path: 'user/hard.md', line: 1, text: 'PWNED' }],
      ['mem_move', { from: 'user/hard.md', to: 'user/moved.md' }],
      ['mem_remove', { path: 'user/moved.md' }],
    ] as const;
    for (const [tool, args] of writes) {
      if (!fs.existsSync(path.join(t.dir, 'user', 'hard.md')) && tool !== 'mem_remove') {
        fs.linkSync(secret, path.join(t.dir, 'user', 'hard.md'));
      }
      await call(client, tool, args);
      assert.equal(fs.readFileSync(secret, 'utf8'), 'ORIGINAL', `${tool} changed the outside file`);
    }
    fs.rmSync(path.join(t.dir, 'user', 'hard.md'), { force: true });
    fs.linkSync(secret, path.join(t.dir, 'user', 'hard.md'));
    const append = await call(client, 'mem_append', { path: 'user/hard.md', content: 'x' });
    assert.equal(append.isError, true);
    assert.match(text(append), /MEM_NOT_REGULAR: .*hard links/);
  } finally {
    await client.close();
    await t.close();
  }
});

test('a planted FIFO is refused without hanging, by every tool', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    execFileSync('mkfifo', [path.join(t.dir, 'user', 'fifo.md')]);
    for (const { tool, args } of callsWithPath('user/fifo.md')) {
      if (!fs.existsSync(path.join(t.dir, 'user', 'fifo.md')))
        execFileSync('mkfifo', [path.join(t.dir, 'user', 'fifo.md')]);
      fs.writeFileSync(path.join(t.dir, 'user', 'own.md'), 'mine');
      await withTimeout(call(client, tool, args), 5000, `${tool} on a FIFO`);
    }
    for (const tool of ['mem_read', 'mem_append', 'mem_edit'] as const) {
      if (!fs.existsSync(path.join(t.dir, 'user', 'fifo.md')))
        execFileSync('mkfifo', [path.join(t.dir, 'user', 'fifo.md')]);
      const r = await withTimeout(
        call(client, tool, { path: 'user/fifo.md', content: 'x', old_str: 'a', new_str: 'b' }),
        5000,
        tool,
      );
      assert.equal(r.isError, true, tool);
      assert.match(text(r), /MEM_NOT_REGULAR|not a regular file/, tool);
    }
    const grep = await withTimeout(
      call(client, 'mem_grep', { pattern: 'x' }),
      5000,
      'grep over a FIFO',
    );
    assert.equal(grep.isError, undefined);
  } finally {
    await client.close();
    await t.close();
  }
});
