// The tool contract a client relies on (issue 12): every tool declares an outputSchema and
// every successful result matches it — checked by the SDK's real Client, which validates
// structuredContent against the listed outputSchema on each call — and a call with a
// missing or malformed argument is an `isError` tool result naming the argument and the fix
// (one prefix, no protocol error), audited, with nothing written.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { connect } from '../helpers/mcp-client.js';
import { tempStore } from '../helpers/temp-store.js';
import { TOOLS } from '../../mcp/tools.js';

test('every tool declares an outputSchema that its results match', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  const { tools } = await client.listTools();
  for (const tool of tools) assert.equal(tool.outputSchema?.type, 'object', tool.name);
  const calls: [string, Record<string, unknown>][] = [
    ['mem_write', { path: 'user/a.md', content: '# A\nhello world\n' }],
    ['mem_read', { path: 'user/a.md' }],
    ['mem_append', { path: 'user/a.md', content: 'more\n' }],
    ['mem_edit', { path: 'user/a.md', old_str: 'more', new_str: 'less' }],
    ['mem_insert', { path: 'user/a.md', line: 1, text: 'x' }],
    ['mem_mkdir', { path: 'user/d' }],
    ['mem_move', { from: 'user/a.md', to: 'user/b.md' }],
    ['mem_list', { path: 'user', recursive: true }],
    ['mem_grep', { pattern: 'hello' }],
    ['mem_diff', { path: 'user/b.md' }],
    ['memory_search', { query: 'hello' }],
    ['memory_observe', { content: 'The user prefers dark mode in every editor.' }],
    ['memory_get_context', { query: 'hello' }],
    ['mem_index_refresh', {}],
    ['mem_log', {}],
    ['mem_snapshot', { label: 'contract' }],
    ['mem_snapshot_list', {}],
    ['mem_sync', {}],
    ['mem_consolidate', {}],
    ['memory_facts', {}],
    ['mem_revert', { path: 'user/b.md' }],
    ['mem_write', { path: 'user/c.md', content: 'forget me' }],
    ['memory_forget', { path: 'user/c.md', reason: 'test' }],
    ['mem_remove', { path: 'user/d' }],
    ['memory_task_save', { id: 'contract', title: 'the contract test' }],
    ['memory_task_resume', { id: 'contract' }],
    ['memory_task_list', {}],
    ['memory_task_close', { id: 'contract' }],
    ['mem_session_log', {}],
    ['memory_consent', {}],
    ['memory_about', {}],
    ['memory_about', { topic: 'hello' }],
    ['memory_auto_created', {}],
    ['mem_export', {}],
    ['memory_summary', {}],
    ['memory_session_context', {}],
    ['mem_write', { path: 'scratch/s.md', content: 'draft' }],
    ['mem_promote', { path: 'scratch/s.md', to: 'user/promoted.md' }],
    ['mem_dream', {}],
    ['mem_compact', { dry_run: true }],
    [
      'mem_import',
      { json_data: '{"format":"anolisa-memory-archive","version":"1.0","memories":[]}' },
    ],
  ];
  const called = new Set<string>();
  for (const [name, args] of calls) {
    // The SDK Client throws when structuredContent does not match the outputSchema.
    const r = await client.callTool({ name, arguments: args });
    assert.equal(r.isError, undefined, `${name}: ${JSON.stringify(r.content)}`);
    called.add(name);
  }
  const list = (await client.callTool({ name: 'mem_snapshot_list', arguments: {} }))
    .structuredContent as { snapshots: { id: string }[] };
  const restore = await client.callTool({
    name: 'mem_snapshot_restore',
    arguments: { id: list.snapshots[0]?.id },
  });
  assert.equal(restore.isError, undefined, JSON.stringify(restore.content));
  called.add('mem_snapshot_restore');
  const sessions = await client.callTool({ name: 'memory_sessions', arguments: {} });
  const id = (sessions.structuredContent as { sessions: { session_id: string }[] }).sessions[0]
    ?.session_id;
  const timeline = await client.callTool({
    name: 'memory_timeline',
    arguments: { session_id: id },
  });
  assert.equal(timeline.isError, undefined, JSON.stringify(timeline.content));
  called.add('memory_sessions').add('memory_timeline');
  assert.deepEqual(
    TOOLS.map((tool) => tool.name).filter((n) => !called.has(n)),
    [],
    'every tool is called once',
  );
  await t.close();
});

test('invalid arguments are a tool error naming the argument, audited, nothing written', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  const missing = await client.callTool({ name: 'mem_write', arguments: { path: 'user/x.md' } });
  assert.equal(missing.isError, true);
  const text = (missing.content as { text: string }[])[0]?.text ?? '';
  assert.match(text, /^MEM_INVALID_ARG: invalid arguments for mem_write: argument `content`/);
  assert.doesNotMatch(text, /MCP error/);
  assert.deepEqual(
    (missing.structuredContent as { error: { code: string } }).error.code,
    'MEM_INVALID_ARG',
  );
  const wrongType = await client.callTool({ name: 'mem_read', arguments: { path: 7 } });
  assert.match((wrongType.content as { text: string }[])[0]?.text ?? '', /argument `path`/);
  assert.equal(fs.existsSync(path.join(t.dir, 'user/x.md')), false);
  const audit = fs
    .readFileSync(path.join(t.dir, '.mnemofs/audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map(
      (l) => JSON.parse(l) as { op: string; ok: boolean; path?: string; error?: { code: string } },
    );
  const refused = audit.filter((e) => !e.ok && e.error?.code === 'MEM_INVALID_ARG');
  assert.deepEqual(
    refused.map((e) => [e.op, e.path]),
    [
      ['mem_write', 'user/x.md'],
      ['mem_read', undefined],
    ],
  );
  // An unknown tool is still a protocol error (MCP: the method's target does not exist).
  await assert.rejects(client.callTool({ name: 'mem_nope', arguments: {} }), /unknown tool/);
  await t.close();
});
