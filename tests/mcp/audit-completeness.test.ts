// Every tool, every error it can return, and its success: exactly one new audit line per
// call, with ok:false and the right code for failures, ok:true with bytes or a count for
// successes. Includes refusals that happen before the store is reached (bad arguments,
// unknown tools).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tempStore } from '../helpers/temp-store.js';
import { call, connect, text } from '../helpers/mcp-client.js';

type Case = [tool: string, args: Record<string, unknown>, code: string];

const FAILURES: Case[] = [
  ['mem_read', { path: 'user/missing.md' }, 'MEM_NOT_FOUND'],
  ['mem_read', { path: 'user/dir' }, 'MEM_IS_DIR'],
  ['mem_read', { path: 'user/a.md/x.md' }, 'MEM_NOT_DIR'],
  ['mem_read', { path: '../x.md' }, 'MEM_OUTSIDE_ROOT'],
  ['mem_read', { path: 'user/link.md' }, 'MEM_OUTSIDE_ROOT'],
  ['mem_read', { path: 'user/.git/x' }, 'MEM_RESERVED'],
  ['mem_read', { path: 'x.md' }, 'MEM_FORBIDDEN'],
  ['mem_read', { path: 'user/big.md' }, 'MEM_TOO_LARGE'],
  ['mem_read', { path: 'user/bin.dat' }, 'MEM_INVALID_ARG'],
  ['mem_read', { path: 'user/a.md', offset: 99 }, 'MEM_INVALID_ARG'],
  ['mem_read', { path: 'user/fifo' }, 'MEM_NOT_REGULAR'],
  ['mem_read', { path: 7 }, 'MEM_INVALID_ARG'],
  ['mem_read', {}, 'MEM_INVALID_ARG'],
  ['mem_write', { path: 'user/a.md', content: 'x' }, 'MEM_EXISTS'],
  ['mem_write', { path: 'user/dir', content: 'x', overwrite: true }, 'MEM_IS_DIR'],
  ['mem_write', { path: 'user/a.md/x.md', content: 'x' }, 'MEM_NOT_DIR'],
  ['mem_write', { path: 'user/new.md', content: 'x'.repeat(1001) }, 'MEM_TOO_LARGE'],
  ['mem_write', { path: 'user/.mnemofs', content: 'x' }, 'MEM_RESERVED'],
  ['mem_write', { path: 'user/n\0.md', content: 'x' }, 'MEM_INVALID_ARG'],
  ['mem_write', { path: 'user/new.md' }, 'MEM_INVALID_ARG'],
  ['mem_append', { path: 'user/new.md', content: 'x'.repeat(1001) }, 'MEM_TOO_LARGE'],
  ['mem_append', { path: 'user/full.md', content: 'x'.repeat(10) }, 'MEM_TOO_LARGE'],
  ['mem_append', { path: 'user/dir', content: 'x' }, 'MEM_IS_DIR'],
  ['mem_append', { path: 'user/hard.md', content: 'x' }, 'MEM_NOT_REGULAR'],
  ['mem_append', { path: 'user/fifo', content: 'x' }, 'MEM_NOT_REGULAR'],
  ['mem_edit', { path: 'user/missing.md', old_str: 'a', new_str: 'b' }, 'MEM_NOT_FOUND'],
  ['mem_edit', { path: 'user/a.md', old_str: 'gamma', new_str: 'b' }, 'MEM_NO_MATCH'],
  ['mem_edit', { path: 'user/a.md', old_str: 'beta', new_str: 'b' }, 'MEM_NO_MATCH'],
  ['mem_edit', { path: 'user/a.md', old_str: '', new_str: 'b' }, 'MEM_INVALID_ARG'],
  ['mem_edit', { path: 'user/a.md', old_str: 'alpha', new_str: 'x'.repeat(1001) }, 'MEM_TOO_LARGE'],
  ['mem_edit', { path: 'user/dir', old_str: 'a', new_str: 'b' }, 'MEM_IS_DIR'],
  ['mem_insert', { path: 'user/a.md', line: 9, text: 'x' }, 'MEM_INVALID_ARG'],
  ['mem_insert', { path: 'user/a.md', line: 0, text: 'x' }, 'MEM_INVALID_ARG'],
  ['mem_insert', { path: 'user/missing.md', line: 1, text: 'x' }, 'MEM_NOT_FOUND'],
  ['mem_insert', { path: 'user/a.md', line: 1.5, text: 'x' }, 'MEM_INVALID_ARG'],
  ['mem_move', { from: 'user/missing.md', to: 'user/b.md' }, 'MEM_NOT_FOUND'],
  ['mem_move', { from: 'user/a.md', to: 'user/full.md' }, 'MEM_EXISTS'],
  ['mem_move', { from: 'user/dir', to: 'user/dir/inner' }, 'MEM_INVALID_ARG'],
  ['mem_move', { from: 'user', to: 'teams/x' }, 'MEM_INVALID_ARG'],
  ['mem_move', { from: 'user/a.md', to: 'user/dir', overwrite: true }, 'MEM_IS_DIR'],
  ['mem_move', { from: 'user/empty', to: 'user/dir', overwrite: true }, 'MEM_NOT_EMPTY'],
  ['mem_move', { from: 'user/a.md', to: '../a.md' }, 'MEM_OUTSIDE_ROOT'],
  ['mem_list', { path: 'user/missing' }, 'MEM_NOT_FOUND'],
  ['mem_list', { path: 'user/a.md' }, 'MEM_NOT_DIR'],
  ['mem_list', { path: 'user/link.md' }, 'MEM_OUTSIDE_ROOT'],
  ['mem_grep', { pattern: '(', regex: true }, 'MEM_INVALID_ARG'],
  ['mem_grep', { pattern: '' }, 'MEM_INVALID_ARG'],
  ['mem_grep', { pattern: 'a', path: 'user/missing' }, 'MEM_NOT_FOUND'],
  ['mem_grep', { pattern: 'a', max_results: 0 }, 'MEM_INVALID_ARG'],
  ['mem_mkdir', { path: 'user/a.md' }, 'MEM_NOT_DIR'],
  ['mem_mkdir', { path: 'user/a.md/sub' }, 'MEM_NOT_DIR'],
  ['mem_mkdir', { path: 'user/.git' }, 'MEM_RESERVED'],
  ['mem_remove', { path: 'user/missing.md' }, 'MEM_NOT_FOUND'],
  ['mem_remove', { path: 'user/dir' }, 'MEM_NOT_EMPTY'],
  ['mem_remove', { path: 'user' }, 'MEM_INVALID_ARG'],
  ['mem_remove', { path: 'user/link.md/x' }, 'MEM_OUTSIDE_ROOT'],
  ['no_such_tool', {}, 'MEM_INVALID_ARG'],
];

const SUCCESSES: [
  tool: string,
  args: Record<string, unknown>,
  field: 'bytes' | 'count',
  value: number,
][] = [
  ['mem_read', { path: 'user/a.md' }, 'bytes', 16],
  ['mem_write', { path: 'user/w.md', content: 'hello' }, 'bytes', 5],
  ['mem_append', { path: 'user/w.md', content: '!!' }, 'bytes', 2],
  ['mem_edit', { path: 'user/w.md', old_str: 'hello', new_str: 'hi' }, 'bytes', 4],
  ['mem_insert', { path: 'user/w.md', line: 1, text: 'top' }, 'bytes', 8],
  ['mem_move', { from: 'user/w.md', to: 'user/moved/w.md' }, 'bytes', -1],
  ['mem_list', { path: 'user/moved' }, 'count', 1],
  ['mem_grep', { pattern: 'top' }, 'count', 1],
  ['mem_mkdir', { path: 'user/made/deep' }, 'bytes', -1],
  ['mem_remove', { path: 'user/moved', recursive: true }, 'count', 2],
];

test('every failure of every tool writes exactly one audit line with its code', async () => {
  const t = tempStore({ maxWriteBytes: 1000, maxScanBytes: 5000 });
  const client = await connect(t.store);
  const u = (...p: string[]) => path.join(t.dir, 'user', ...p);
  try {
    fs.writeFileSync(u('a.md'), 'alpha\nbeta\nbeta\n');
    fs.writeFileSync(u('full.md'), 'x'.repeat(995));
    fs.writeFileSync(u('big.md'), 'x'.repeat(6000));
    fs.writeFileSync(u('bin.dat'), Buffer.from([1, 0, 2]));
    fs.mkdirSync(u('dir', 'inner'), { recursive: true });
    fs.mkdirSync(u('empty'));
    fs.symlinkSync(path.join(t.outside, 'secret.md'), u('link.md'));
    fs.linkSync(path.join(t.outside, 'secret.md'), u('hard.md'));
    execFileSync('mkfifo', [u('fifo')]);
    const covered = new Set<string>();
    for (const [tool, args, code] of FAILURES) {
      const since = t.mark();
      const result = await call(client, tool, args);
      const where = `${tool} ${JSON.stringify(args).slice(0, 80)}`;
      assert.equal(result.isError, true, `${where} should fail`);
      const lines = since();
      assert.equal(lines.length, 1, `${where}: ${lines.length} audit lines`);
      assert.equal(lines[0]?.ok, false, where);
      assert.equal(lines[0]?.error?.code, code, `${where}: ${lines[0]?.error?.message}`);
      assert.ok(lines[0]?.trace_id && lines[0]?.session, where);
      if (!result.rpcError)
        assert.ok(text(result).startsWith(`${code}: `), `${where}: ${text(result)}`);
      covered.add(code);
    }
    // All codes but MEM_CONFLICT (a file changed mid-edit: a race) and MEM_IO (an unexpected
    // OS error), which no call can provoke deterministically.
    assert.equal(covered.size, 12, `codes covered: ${[...covered].join(', ')}`);
    for (const [tool, args, field, value] of SUCCESSES) {
      const since = t.mark();
      const result = await call(client, tool, args);
      assert.equal(result.isError, undefined, `${tool}: ${text(result)}`);
      const lines = since();
      assert.equal(lines.length, 1, tool);
      assert.equal(lines[0]?.ok, true, tool);
      if (value >= 0) assert.equal(lines[0]?.[field], value, `${tool} ${field}`);
    }
  } finally {
    await client.close();
    await t.close();
  }
});
