// mem_compact (issue 15, upkeep), by effect: a note nobody read or changed for 30 days is
// marked cold from the audit log's record of reads, a recently read old note is not, a cold
// note ranks below an equal warm one (and is still found), an edit warms it, and a dry run
// marks nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { call, connect } from '../helpers/mcp-client.js';
import { tempStore } from '../helpers/temp-store.js';

const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Record<string, unknown>;

test('cold from real reads; ranks lower, never vanishes; an edit warms it', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    const body = '# zephyrine\nthe zephyrine procedure\n';
    for (const n of ['old-unread', 'old-read', 'fresh'])
      await call(client, 'mem_write', { path: `user/${n}.md`, content: body });
    const past = new Date(Date.now() - 40 * 86_400_000);
    for (const n of ['old-unread', 'old-read'])
      fs.utimesSync(path.join(t.dir, `user/${n}.md`), past, past);
    await call(client, 'mem_read', { path: 'user/old-read.md' }); // read now: not cold

    const dry = sc(await call(client, 'mem_compact', { dry_run: true }));
    assert.deepEqual(dry.cold, ['user/old-unread.md']);
    assert.equal(
      fs.existsSync(path.join(t.dir, '.mnemofs/cold.json')),
      false,
      'a dry run marks nothing',
    );

    const r = sc(await call(client, 'mem_compact', {}));
    assert.deepEqual(r.cold, ['user/old-unread.md']);
    const hits = sc(
      await call(client, 'memory_search', { query: 'zephyrine procedure', mode: 'text' }),
    ).hits as { path: string; cold?: boolean }[];
    assert.equal(hits.length, 3, 'a cold note is still found');
    assert.equal(hits.at(-1)?.path, 'user/old-unread.md', 'and ranks last');
    assert.equal(hits.at(-1)?.cold, true);

    await call(client, 'mem_append', { path: 'user/old-unread.md', content: 'touched\n' });
    const after = sc(
      await call(client, 'memory_search', { query: 'zephyrine procedure', mode: 'text' }),
    ).hits as { path: string; cold?: boolean }[];
    assert.ok(
      after.every((h) => !h.cold),
      'changed since marked: warm again',
    );
    assert.ok(t.audit().some((e) => e.op === 'mem_compact' && e.ok && e.count === 1));
  } finally {
    await client.close();
    await t.close();
  }
});
