// Threat: a model names hostile paths. Every tool, every path argument, every spelling:
// refused, nothing outside the root changed or created, nothing inside changed, and
// exactly one audit line with ok:false for each call.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { tempStore, treeState } from '../helpers/temp-store.js';
import { call, connect, text } from '../helpers/mcp-client.js';
import { callsWithPath } from '../helpers/tool-calls.js';

function hostilePaths(outside: string): [string, string][] {
  return [
    ['dot-dot', '../outside/secret.md'],
    ['dot-dot inside namespace', 'user/../../outside/secret.md'],
    ['dot-dot staying inside', 'user/../user/own.md'],
    ['absolute', '/etc/passwd'],
    ['absolute to victim', path.join(outside, 'secret.md')],
    ['NUL byte', 'user/own.md\0.txt'],
    ['overlong name', `user/${'x'.repeat(300)}.md`],
    ['overlong path', `user/${'d/'.repeat(2100)}x.md`],
    ['reserved .mnemofs', '.mnemofs/audit.jsonl'],
    ['reserved .mnemofs deep', 'user/.mnemofs/x.md'],
    ['reserved .git', '.git/HEAD'],
    ['reserved .git deep', 'user/notes/.git/config'],
    ['reserved case', 'user/.GIT/config'],
    ['reserved look-alike', 'user/.ɡit/config'],
    ['reserved fullwidth', 'user/．ｇｉｔ/config'],
    ['bidi override', 'user/\u202egpj.md'],
    ['zero-width', 'user/o\u200bwn.md'],
    ['control char', 'user/a\nb.md'],
    ['no namespace', 'notes/secret.md'],
    ['root gitignore', '.gitignore'],
    ['empty', ''],
  ];
}

test('hostile paths are refused by every tool with no effect on disk', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    fs.writeFileSync(path.join(t.dir, 'user', 'own.md'), 'ORIGINAL');
    const outsideBefore = t.outsideState();
    const storeState = () =>
      treeState(path.join(t.dir, 'user')) + fs.readFileSync(path.join(t.dir, '.gitignore'), 'utf8');
    const storeBefore = storeState();
    let calls = 0;
    for (const [label, hostile] of hostilePaths(t.outside)) {
      for (const { tool, args } of callsWithPath(hostile)) {
        // An empty path means "every namespace" to the two read-only walkers.
        if (hostile === '' && (tool === 'mem_list' || tool === 'mem_grep')) continue;
        const since = t.mark();
        const result = await call(client, tool, args);
        const where = `${tool} ${label} ${JSON.stringify(args).slice(0, 120)}`;
        assert.equal(result.isError, true, `${where} was not refused: ${text(result)}`);
        assert.doesNotMatch(result.rpcError ?? text(result), /ORIGINAL/, where);
        const lines = since();
        assert.equal(lines.length, 1, `${where}: expected one audit line, got ${lines.length}`);
        assert.equal(lines[0]?.ok, false, where);
        assert.equal(lines[0]?.op, tool, where);
        assert.ok(lines[0]?.error?.code.startsWith('MEM_'), where);
        calls++;
      }
    }
    assert.ok(calls >= 250);
    assert.equal(t.outsideState(), outsideBefore, 'something outside the store changed');
    assert.equal(storeState(), storeBefore, 'the store changed');
  } finally {
    await client.close();
    await t.close();
  }
});

test('error messages name the cause and the fix', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    const noNs = text(await call(client, 'mem_read', { path: 'notes/a.md' }));
    assert.match(noNs, /MEM_FORBIDDEN: path "notes\/a.md" has no namespace; use one of: user\//);
    const up = text(await call(client, 'mem_read', { path: '../x' }));
    assert.match(up, /MEM_OUTSIDE_ROOT: .*"\.\."/);
    const reserved = text(await call(client, 'mem_write', { path: 'user/.git/x', content: '' }));
    assert.match(reserved, /MEM_RESERVED: .*reserved/);
  } finally {
    await client.close();
    await t.close();
  }
});
