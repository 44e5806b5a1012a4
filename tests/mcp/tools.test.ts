// Each file tool through the real MCP client, checked by its effect on disk first, then by
// what it returned, then by its audit line.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { tempStore } from '../helpers/temp-store.js';
import { call, connect, text } from '../helpers/mcp-client.js';
import { TOOLS } from '../../mcp/tools.js';

test('tools/list: every tool has a description, annotations and a typed schema', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  const { tools } = await client.listTools();
  assert.deepEqual(
    tools.map((x) => x.name),
    TOOLS.map((x) => x.name),
  );
  for (const tool of tools) {
    assert.ok((tool.description ?? '').length > 80, tool.name);
    assert.equal(typeof tool.annotations?.readOnlyHint, 'boolean', tool.name);
    assert.equal(typeof tool.annotations?.destructiveHint, 'boolean', tool.name);
    assert.equal(tool.inputSchema.type, 'object');
    for (const [name, prop] of Object.entries(tool.inputSchema.properties ?? {})) {
      assert.ok(
        (prop as { description?: string }).description,
        `${tool.name}.${name} has no description`,
      );
    }
  }
  await client.close();
  await t.close();
});

test('file tools change the disk as they say', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  const disk = (rel: string) => fs.readFileSync(path.join(t.dir, rel), 'utf8');
  try {
    const w = await call(client, 'mem_write', {
      path: 'user/notes/rust.md',
      content: '# Rust\nownership\n',
    });
    assert.equal(disk('user/notes/rust.md'), '# Rust\nownership\n');
    assert.deepEqual(w.structuredContent, { path: 'user/notes/rust.md', bytes: 17, created: true });

    await call(client, 'mem_write', {
      path: 'user/notes/rust.md',
      content: '# Rust\nborrowing\n',
      overwrite: true,
    });
    assert.equal(disk('user/notes/rust.md'), '# Rust\nborrowing\n');

    await call(client, 'mem_append', { path: 'user/notes/rust.md', content: 'lifetimes\n' });
    assert.equal(disk('user/notes/rust.md'), '# Rust\nborrowing\nlifetimes\n');

    await call(client, 'mem_edit', {
      path: 'user/notes/rust.md',
      old_str: 'borrowing',
      new_str: 'the borrow checker',
    });
    assert.equal(disk('user/notes/rust.md'), '# Rust\nthe borrow checker\nlifetimes\n');

    await call(client, 'mem_insert', { path: 'user/notes/rust.md', line: 2, text: 'Notes:' });
    assert.equal(disk('user/notes/rust.md'), '# Rust\nNotes:\nthe borrow checker\nlifetimes\n');

    const page = await call(client, 'mem_read', {
      path: 'user/notes/rust.md',
      offset: 2,
      limit: 2,
    });
    assert.deepEqual(page.structuredContent, {
      path: 'user/notes/rust.md',
      content: 'Notes:\nthe borrow checker\n',
      bytes: 26,
      truncated: true,
      next_offset: 4,
      total_lines: 4,
    });

    await call(client, 'mem_move', { from: 'user/notes/rust.md', to: 'agents/coder/lang/rust.md' });
    assert.ok(!fs.existsSync(path.join(t.dir, 'user/notes/rust.md')));
    assert.equal(
      disk('agents/coder/lang/rust.md'),
      '# Rust\nNotes:\nthe borrow checker\nlifetimes\n',
    );

    const ns = await call(client, 'mem_list', {});
    assert.deepEqual(
      (ns.structuredContent as { entries: { path: string }[] }).entries.map((e) => e.path),
      ['agents/coder', 'user'],
    );
    const all = await call(client, 'mem_list', { path: 'agents/coder', recursive: true });
    assert.deepEqual(
      (
        all.structuredContent as { entries: { path: string; type: string; bytes: number }[] }
      ).entries.map((e) => [e.path, e.type, e.bytes]),
      [
        ['agents/coder/lang', 'dir', 0],
        ['agents/coder/lang/rust.md', 'file', 43],
      ],
    );

    const grep = await call(client, 'mem_grep', { pattern: 'BORROW', ignore_case: true });
    assert.deepEqual(grep.structuredContent, {
      matches: [{ path: 'agents/coder/lang/rust.md', line: 3, text: 'the borrow checker' }],
      truncated: false,
      skipped: [],
    });
    const re = await call(client, 'mem_grep', {
      pattern: '^life',
      regex: true,
      path: 'agents/coder/lang/rust.md',
    });
    assert.equal(text(re), 'agents/coder/lang/rust.md:4: lifetimes');

    await call(client, 'mem_mkdir', { path: 'user/empty/deeper' });
    assert.ok(fs.statSync(path.join(t.dir, 'user/empty/deeper')).isDirectory());
    const again = await call(client, 'mem_mkdir', { path: 'user/empty/deeper' });
    assert.equal((again.structuredContent as { created: boolean }).created, false);

    await call(client, 'mem_remove', { path: 'user/empty/deeper' });
    assert.ok(!fs.existsSync(path.join(t.dir, 'user/empty/deeper')));
    await call(client, 'mem_remove', { path: 'agents/coder/lang', recursive: true });
    assert.deepEqual(fs.readdirSync(path.join(t.dir, 'agents/coder')), []);

    // Every call above wrote one successful audit line.
    const ops = t.audit().filter((e) => e.origin === 'mcp');
    assert.equal(ops.length, 15);
    assert.ok(ops.every((e) => e.ok && e.principal === 'owner'));
    const move = ops.find((e) => e.op === 'mem_move');
    assert.equal(move?.path, 'user/notes/rust.md');
    assert.equal(move?.dest, 'agents/coder/lang/rust.md');
  } finally {
    await client.close();
    await t.close();
  }
});

test('a file over the read cap comes back in pages that add up to the file', async () => {
  const t = tempStore({ maxReadBytes: 1000 });
  const client = await connect(t.store);
  const body = Array.from({ length: 300 }, (_, i) => `line ${i}\n`).join('');
  fs.writeFileSync(path.join(t.dir, 'user', 'long.md'), body);
  let offset = 1;
  let got = '';
  for (;;) {
    const r = (await call(client, 'mem_read', { path: 'user/long.md', offset }))
      .structuredContent as {
      content: string;
      truncated: boolean;
      next_offset?: number;
      bytes: number;
    };
    assert.ok(r.bytes <= 1000);
    got += r.content;
    if (!r.truncated) break;
    offset = r.next_offset as number;
  }
  assert.equal(got, body);
  await client.close();
  await t.close();
});

test('a regular expression that backtracks without end fails after its budget, and the server keeps answering', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    await call(client, 'mem_write', { path: 'user/long.md', content: `${'a'.repeat(36)}b\n` });
    await call(client, 'mem_write', { path: 'user/other.md', content: 'lifetimes\n' });
    const done: string[] = [];
    const grep = call(client, 'mem_grep', { pattern: '^(a+)+$', regex: true }).then((r) => {
      done.push('grep');
      return r;
    });
    // The main thread is free while the pattern runs: a read answers first.
    const read = await call(client, 'mem_read', { path: 'user/other.md' });
    done.push('read');
    assert.match(text(read), /lifetimes/);
    const r = await grep;
    assert.deepEqual(done, ['read', 'grep']);
    assert.equal(r.isError, true);
    assert.match(text(r), /ran for more than 5 s .*pass regex: false/);
    const line = t.audit().find((e) => e.op === 'mem_grep');
    assert.equal(line?.ok, false);
    // The next search starts a fresh worker.
    const again = await call(client, 'mem_grep', { pattern: '^life', regex: true });
    assert.equal(text(again), 'user/other.md:1: lifetimes');
  } finally {
    await client.close();
    await t.close();
  }
});
