// No ghosts from the other two ways files change: through the mount (indexed on release)
// and directly in the backing directory (through the watcher), and while the server was
// down (reconciled at start). Polls with a deadline, never sleeps a fixed time.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { fuseUnavailable, serve, tempBase } from '../helpers/serve.js';
import { BIN } from '../helpers/cli.js';
import { eventually } from '../helpers/eventually.js';

/**
 * A client of `mnemofs mcp` on the store (joining a running serve, else serving itself). With
 * `onStderr`, the server's log lines go there; `pid` is the server process's.
 */
async function joined(
  store: string,
  onStderr?: (text: string) => void,
): Promise<Client & { pid: number }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', '--store', store],
    ...(onStderr ? { stderr: 'pipe' as const } : {}),
  });
  transport.stderr?.on('data', (d: Buffer) => onStderr?.(d.toString()));
  const client = new Client({ name: 'ghosts', version: '0' });
  await client.connect(transport);
  return Object.assign(client, { pid: transport.pid as number });
}

async function paths(client: Client, query: string): Promise<string[]> {
  const r = await client.callTool({ name: 'memory_search', arguments: { query, mode: 'text' } });
  return (r.structuredContent as { hits: { path: string }[] }).hits.map((h) => h.path);
}

const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);

async function lifecycle(client: Client, root: string, label: string): Promise<void> {
  const p = (rel: string) => path.join(root, rel);
  fs.mkdirSync(p('user/ghosts'), { recursive: true });
  fs.writeFileSync(p('user/ghosts/a.md'), `the quokkaberry ${label}\n`);
  await eventually(`${label}: new file found`, async () =>
    same(await paths(client, 'quokkaberry'), ['user/ghosts/a.md']),
  );
  fs.writeFileSync(p('user/ghosts/a.md'), `the wombatfruit ${label}\n`);
  let got: string[] = [];
  await eventually(
    `${label}: edit reflected`,
    async () => same((got = await paths(client, 'wombatfruit')), ['user/ghosts/a.md']),
    5000,
    () => [got, fs.readFileSync(p('user/ghosts/a.md'), 'utf8')],
  );
  assert.deepEqual(await paths(client, 'quokkaberry'), [], `${label}: old words of an edited file`);
  fs.renameSync(p('user/ghosts/a.md'), p('user/ghosts/b.md'));
  await eventually(
    `${label}: rename reflected`,
    async () => same((got = await paths(client, 'wombatfruit')), ['user/ghosts/b.md']),
    5000,
    () => got,
  );
  fs.renameSync(p('user/ghosts'), p('user/spirits'));
  await eventually(`${label}: directory rename reflected`, async () =>
    same(await paths(client, 'wombatfruit'), ['user/spirits/b.md']),
  );
  // A file that turns binary (a NUL in its head) leaves the index, words after it included.
  fs.writeFileSync(p('user/spirits/c.md'), `the lemonbat ${label}\n`);
  await eventually(`${label}: text file found`, async () =>
    same(await paths(client, 'lemonbat'), ['user/spirits/c.md']),
  );
  fs.writeFileSync(p('user/spirits/c.md'), Buffer.from(`\0\x01 the lemonbat ${label}\n`));
  await eventually(`${label}: binary file dropped`, async () =>
    same(await paths(client, 'lemonbat'), []),
  );
  fs.rmSync(p('user/spirits'), { recursive: true });
  await eventually(`${label}: delete reflected`, async () =>
    same(await paths(client, 'wombatfruit'), []),
  );
}

test(
  'through the mount and directly in the backing directory: no ghosts',
  { skip: fuseUnavailable() },
  async () => {
    const t = tempBase();
    const s = await serve(t.store, t.mount);
    const client = await joined(t.store);
    try {
      await lifecycle(client, t.mount, 'mount');
      await lifecycle(client, t.store, 'backing');
    } finally {
      await client.close();
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);

test(
  'changes made while the server was down are found after a restart',
  { skip: fuseUnavailable() },
  async () => {
    const t = tempBase();
    let s = await serve(t.store, t.mount);
    let client = await joined(t.store);
    await client.callTool({
      name: 'mem_write',
      arguments: { path: 'user/kept.md', content: 'kept capybara' },
    });
    await client.callTool({
      name: 'mem_write',
      arguments: { path: 'user/changed.md', content: 'old narwhal' },
    });
    await client.callTool({
      name: 'mem_write',
      arguments: { path: 'user/deleted.md', content: 'doomed axolotl' },
    });
    await client.close();
    assert.equal(await s.stop(), 0);
    fs.writeFileSync(path.join(t.store, 'user/changed.md'), 'new okapi');
    fs.rmSync(path.join(t.store, 'user/deleted.md'));
    fs.writeFileSync(path.join(t.store, 'user/added.md'), 'fresh pangolin');
    s = await serve(t.store, t.mount);
    client = await joined(t.store);
    try {
      assert.deepEqual(await paths(client, 'capybara'), ['user/kept.md']);
      assert.deepEqual(await paths(client, 'narwhal'), []);
      assert.deepEqual(await paths(client, 'okapi'), ['user/changed.md']);
      assert.deepEqual(await paths(client, 'axolotl'), []);
      assert.deepEqual(await paths(client, 'pangolin'), ['user/added.md']);
    } finally {
      await client.close();
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);

test('a directory made again under an old name is read whole: what was written before its watch is found', async () => {
  const t = tempBase();
  const client = await joined(t.store);
  const p = (rel: string) => path.join(t.store, rel);
  try {
    fs.mkdirSync(p('user/d'));
    fs.writeFileSync(p('user/d/a.md'), 'the old okapi\n');
    await eventually('the first file is found', async () =>
      same(await paths(client, 'okapi'), ['user/d/a.md']),
    );
    // While the server is stopped, the directory moves away and one of the same name is
    // made with the file edited: the new directory's watch does not exist yet, so the edit
    // makes no event of its own, and the index still knows a file under the old name.
    process.kill(client.pid, 'SIGSTOP');
    try {
      fs.renameSync(p('user/d'), p('user/e'));
      fs.mkdirSync(p('user/d'));
      fs.writeFileSync(p('user/d/a.md'), 'the new zebu\n');
    } finally {
      process.kill(client.pid, 'SIGCONT');
    }
    let got: string[] = [];
    await eventually(
      'the file written before the watch is found',
      async () => same((got = await paths(client, 'zebu')), ['user/d/a.md']),
      5000,
      () => got,
    );
    assert.deepEqual(await paths(client, 'okapi'), ['user/e/a.md'], 'the moved file, once');
  } finally {
    await client.close();
    t.cleanup();
  }
});

const maxQueued = Number(fs.readFileSync('/proc/sys/fs/inotify/max_queued_events', 'utf8'));

test(
  'events the kernel drops (inotify overflow) are noticed, and the index reconciled',
  {
    skip:
      maxQueued > 100_000 &&
      `fs.inotify.max_queued_events is ${maxQueued}; overflowing it would take too many files`,
  },
  async () => {
    const t = tempBase();
    let log = '';
    const client = await joined(t.store, (text) => (log += text));
    const burst = path.join(t.store, 'user/burst');
    const pid = client.pid;
    try {
      fs.mkdirSync(burst);
      fs.writeFileSync(path.join(burst, 'first.md'), 'the first marmoset\n');
      await eventually('the watched directory is known', async () =>
        same(await paths(client, 'marmoset'), ['user/burst/first.md']),
      );
      // While the server is stopped nothing reads the queue: each file below is two or three
      // events (create, modify, close-write), so the queue overflows before the last ones.
      const n = Math.ceil(maxQueued / 2) + 500;
      process.kill(pid, 'SIGSTOP');
      try {
        for (let i = 0; i < n; i++)
          fs.writeFileSync(
            path.join(burst, `f${i}.md`),
            `note ${i} ${i === n - 1 ? 'lastkiwi' : ''}\n`,
          );
        fs.rmSync(path.join(burst, 'first.md'));
      } finally {
        process.kill(pid, 'SIGCONT');
      }
      let got: string[] = [];
      await eventually(
        'the last file, whose events were dropped, is found',
        async () => same((got = await paths(client, 'lastkiwi')), [`user/burst/f${n - 1}.md`]),
        60_000,
        () => got,
      );
      assert.match(log, /inotify queue overflow/);
      assert.deepEqual(await paths(client, 'marmoset'), [], 'the file removed in the burst');
    } finally {
      await client.close();
      t.cleanup();
    }
  },
);
