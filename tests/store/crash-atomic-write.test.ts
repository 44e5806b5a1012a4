// Crash safety of writes: a child process rewrites one file in a loop and is killed with
// SIGKILL at random moments, twenty times. After every kill the file holds one complete
// version, and no temp file is visible to tools; reopening the store sweeps the staging dir.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { fork } from 'node:child_process';
import { tempStore } from '../helpers/temp-store.js';
import { Store } from '../../src/store/store.js';
import { context, OWNER } from '../../src/store/context.js';
import { TMP_DIR } from '../../src/store/layout.js';

const KILLS = 20;

test(`kill -9 during writes never leaves a torn file (${KILLS} kills)`, async () => {
  const t = tempStore();
  const file = path.join(t.dir, 'user', 'crash.md');
  const ctx = context(OWNER, 'system');
  let sawVersion = 0;
  for (let i = 0; i < KILLS; i++) {
    const child = fork(
      path.join(import.meta.dirname, '../helpers/crash-writer.ts'),
      [t.dir, 'user/crash.md'],
      {
        execArgv: ['--import', 'tsx'],
      },
    );
    await new Promise((resolve) => child.once('message', resolve));
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 150));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    if (!fs.existsSync(file)) continue;
    const content = fs.readFileSync(file, 'utf8');
    const m = /^BEGIN (\d+)\n/.exec(content);
    assert.ok(m, `kill ${i}: file does not start with a version header`);
    const n = Number(m[1]);
    const expected = `BEGIN ${n}\n${`line of version ${n}\n`.repeat(2000)}END ${n}\n`;
    assert.equal(content.length, expected.length, `kill ${i}: torn file (version ${n})`);
    assert.equal(content, expected, `kill ${i}: mixed versions`);
    sawVersion = Math.max(sawVersion, n);
    // Tools never see staging temps, even before a sweep.
    const listed = await t.store.list(ctx, 'user', { recursive: true });
    assert.deepEqual(
      listed.entries.map((e) => e.path),
      ['user/crash.md'],
    );
  }
  assert.ok(sawVersion > 0, 'the writer never completed a write');
  const reopened = Store.open(t.dir);
  assert.deepEqual(fs.readdirSync(path.join(t.dir, TMP_DIR)), [], 'stale temps were not swept');
  await reopened.close();
  await t.close();
});
