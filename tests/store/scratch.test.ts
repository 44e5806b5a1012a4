// A session's scratch area and mem_promote (issue 15), through real clients: every file
// tool reads and writes scratch/…; it is never versioned or searched; mem_promote moves a
// draft into memory; another session never sees it; paths out of it are refused; and it is
// gone when the session ends (the built CLI's `mnemofs mcp`, closed by its client).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { call, connect, testServices, text } from '../helpers/mcp-client.js';
import { connectStdio } from '../helpers/stdio-client.js';
import { tempStore } from '../helpers/temp-store.js';
import { until } from '../helpers/until.js';
import { spawnSync } from 'node:child_process';
import { BIN } from '../helpers/cli.js';

const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Record<string, unknown>;

test('scratch: written, read, edited, unsearched, promoted into memory, private to its session', async () => {
  const t = tempStore();
  const services = await testServices(t.store);
  const one = await connect(t.store, { services });
  const two = await connect(t.store, { services });
  try {
    const w = sc(
      await call(one, 'mem_write', { path: 'scratch/draft.md', content: '# quasarfrog draft\n' }),
    );
    assert.match(w.path as string, /^\.mnemofs\/scratch\/[^/]+\/draft\.md$/);
    assert.ok(fs.existsSync(path.join(t.dir, w.path as string)));
    await call(one, 'mem_append', { path: 'scratch/draft.md', content: 'more\n' });
    await call(one, 'mem_edit', { path: 'scratch/draft.md', old_str: 'draft', new_str: 'plan' });
    assert.match(
      text(await call(one, 'mem_read', { path: 'scratch/draft.md' })),
      /quasarfrog plan\nmore/,
    );
    assert.match(text(await call(one, 'mem_list', { path: 'scratch' })), /draft\.md/);
    const hits = sc(await call(one, 'memory_search', { query: 'quasarfrog', mode: 'text' }));
    assert.deepEqual(hits.hits, [], 'scratch is not searched');

    // Another session has its own, empty scratch.
    assert.doesNotMatch(text(await call(two, 'mem_list', { path: 'scratch' })), /draft/);
    assert.match(text(await call(two, 'mem_read', { path: 'scratch/draft.md' })), /MEM_NOT_FOUND/);
    // Nothing escapes it, and mem_promote only moves out of it.
    for (const bad of ['scratch/../user/x.md', 'scratch/.git/x', 'scratch/a\u0000.md'])
      assert.equal((await call(one, 'mem_write', { path: bad, content: 'x' })).isError, true, bad);
    assert.match(
      text(await call(one, 'mem_promote', { path: 'user/a.md', to: 'user/b.md' })),
      /not in scratch/,
    );

    const p = sc(
      await call(one, 'mem_promote', { path: 'scratch/draft.md', to: 'user/plans/q.md' }),
    );
    assert.equal(p.to, 'user/plans/q.md');
    assert.equal(
      fs.readFileSync(path.join(t.dir, 'user/plans/q.md'), 'utf8'),
      '# quasarfrog plan\nmore\n',
    );
    assert.ok(!fs.existsSync(path.join(t.dir, w.path as string)));
    const found = sc(await call(one, 'memory_search', { query: 'quasarfrog', mode: 'text' }));
    assert.deepEqual(
      (found.hits as { path: string }[]).map((h) => h.path),
      ['user/plans/q.md'],
    );
    const log = sc(await call(one, 'mem_log', {}));
    assert.ok(!JSON.stringify(log).includes('scratch'), 'scratch never reached the history');
    assert.ok(t.audit().some((e) => e.op === 'mem_promote' && e.ok));
  } finally {
    await one.close();
    await two.close();
    await t.close();
  }
});

test('a session’s scratch is removed when the session ends', async () => {
  const t = tempStore();
  await t.store.close();
  try {
    const client = await connectStdio(t.dir);
    const w = (
      await client.callTool({
        name: 'mem_write',
        arguments: { path: 'scratch/tmp.md', content: 'x' },
      })
    ).structuredContent as { path: string };
    const where = path.join(t.dir, path.dirname(w.path));
    assert.ok(fs.existsSync(where));
    await client.close();
    await until('the scratch area is gone', () => !fs.existsSync(where));
  } finally {
    fs.rmSync(t.base, { recursive: true, force: true });
  }
});

test('[session] keep_scratch keeps the area after the session (MNEMOFS_KEEP_SCRATCH=1)', async () => {
  const t = tempStore();
  await t.store.close();
  try {
    const client = await connectStdio(t.dir, undefined, { MNEMOFS_KEEP_SCRATCH: '1' });
    const w = (
      await client.callTool({
        name: 'mem_write',
        arguments: { path: 'scratch/kept.md', content: 'x' },
      })
    ).structuredContent as { path: string };
    await client.close();
    await new Promise((resolve) => setTimeout(resolve, 500)); // the end of the session has run
    assert.ok(fs.existsSync(path.join(t.dir, w.path)));
    fs.writeFileSync(path.join(t.dir, '.mnemofs/config.toml'), '[session]\nkeep_scratch = "yes"\n');
    const bad = spawnSync(process.execPath, [BIN, 'mcp', '--store', t.dir], {
      input: '',
      encoding: 'utf8',
    });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /\[session\] keep_scratch must be true or false/);
  } finally {
    fs.rmSync(t.base, { recursive: true, force: true });
  }
});
