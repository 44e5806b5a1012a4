// Runs every `sh-example` block of docs/SEMANTICS.md in a real mount: each `$ command` is
// run with bash in the mountpoint and its output must be the lines that follow it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fuseUnavailable, serve, tempBase } from '../helpers/serve.js';

const doc = fs.readFileSync(path.join(import.meta.dirname, '../../docs/SEMANTICS.md'), 'utf8');
const blocks = [...doc.matchAll(/```sh-example\n([\s\S]*?)```/g)].map((m) => m[1] as string);

function steps(block: string): { command: string; output: string }[] {
  const out: { command: string; output: string }[] = [];
  for (const line of block.trimEnd().split('\n')) {
    if (line.startsWith('$ ')) out.push({ command: line.slice(2), output: '' });
    else (out.at(-1) as { output: string }).output += `${line}\n`;
  }
  return out;
}

test('SEMANTICS.md mount examples run as written', { skip: fuseUnavailable() }, async () => {
  assert.ok(blocks.length >= 1);
  const t = tempBase();
  const s = await serve(t.store, t.mount);
  try {
    for (const block of blocks) {
      for (const { command, output } of steps(block)) {
        const got = execFileSync('bash', ['-c', command], { cwd: t.mount, encoding: 'utf8' });
        assert.equal(got, output, `$ ${command}`);
      }
    }
  } finally {
    assert.equal(await s.stop(), 0);
    t.cleanup();
  }
});
