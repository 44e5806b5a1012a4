// Edit, then approve (`mnemofs review approve ID --edit TEXT`, the web page's same call): the
// person's corrected statement becomes the trusted fact, a `key: value` line stays an
// attribute (and supersedes by its predicate), a free statement drops the attribute; an
// empty edit is refused with nothing changed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../helpers/cli.js';
import { call, connect } from '../helpers/mcp-client.js';
import { tempStore } from '../helpers/temp-store.js';

test('review approve --edit: the corrected statement becomes the fact', async () => {
  const t = tempStore();
  try {
    const client = await connect(t.store);
    const observe = async (content: string) =>
      ((await call(client, 'memory_observe', { content })).structuredContent as { id: string }).id;
    const editor = await observe('editor: vim');
    const note = await observe('The build server is in Frankfurt');
    const approve = (id: string, text: string) =>
      runCli(['review', 'approve', id, '--edit', text, '--store', t.dir]);

    const empty = approve(editor, '   ');
    assert.notEqual(empty.code, 0);
    assert.match(empty.stderr, /edited statement is empty/);
    assert.ok(fs.existsSync(path.join(t.dir, '.mnemofs', 'review', `${editor}.md`)));

    const r = approve(editor, 'editor: neovim');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /as edited/);
    const fact = fs.readFileSync(path.join(t.dir, 'user', 'facts', `${editor}.md`), 'utf8');
    assert.match(fact, /^value: neovim$/m);
    assert.match(fact, /^predicate: editor$/m);
    assert.match(fact, /^trust: trusted$/m);
    assert.match(fact, /\neditor: neovim\n$/);

    const r2 = approve(note, 'The build server moved to Dublin in November');
    assert.equal(r2.code, 0, r2.stderr);
    const plain = fs.readFileSync(path.join(t.dir, 'user', 'facts', `${note}.md`), 'utf8');
    assert.doesNotMatch(plain, /^predicate:/m);
    assert.match(plain, /^title: The build server moved to Dublin in November$/m);

    const facts = (await call(client, 'memory_facts', {})).structuredContent as {
      facts: { id: string; text: string }[];
    };
    assert.deepEqual(facts.facts.map((f) => f.text).sort(), [
      'The build server moved to Dublin in November',
      'editor: neovim',
    ]);
    await client.close();
  } finally {
    await t.close();
  }
});
