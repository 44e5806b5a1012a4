// The tree watcher waits on its inotify fd through the native addon (native/waiter.ts): events
// anywhere below the root arrive without a poll — in a directory made after the watch started
// too — a directory that appears (made, or moved in) is told apart from one changed in place
// (what was written in it before its watch existed made no event: a reader walks it whole),
// and a watcher alone never keeps a process alive (a CLI verb that watches must exit).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fdWaiter } from '../../native/waiter.js';
import { SandboxRoot } from '../../src/sandbox/sandbox-root.js';
import { watchTree } from '../../src/sandbox/watch-tree.js';
import { eventually } from '../helpers/eventually.js';

const waiter = fdWaiter();
const skip = waiter instanceof Error ? `the native addon is not built (${waiter.message})` : false;

test(
  'events arrive through the addon, in new directories too, and the skipped ones never',
  { skip },
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-watch-'));
    fs.mkdirSync(path.join(dir, '.git'));
    const root = SandboxRoot.open(dir, { tmpDir: '.tmp' });
    const seen = new Set<string>();
    const appeared = new Set<string>();
    const changed = new Set<string>();
    const errors: Error[] = [];
    const watcher = watchTree(
      root,
      (rel, isNew) => (seen.add(rel), (isNew ? appeared : changed).add(rel)),
      (err) => errors.push(err),
      ['.git'],
    );
    try {
      fs.mkdirSync(path.join(dir, 'a'));
      await eventually('the new directory is reported', () => seen.has('a'));
      fs.writeFileSync(path.join(dir, 'a', 'note.md'), 'x');
      await eventually('a file in it is reported (its watch was added)', () =>
        seen.has('a/note.md'),
      );
      fs.renameSync(path.join(dir, 'a', 'note.md'), path.join(dir, 'a', 'moved.md'));
      await eventually('both names of a rename are reported', () => seen.has('a/moved.md'));
      fs.writeFileSync(path.join(dir, '.git', 'HEAD'), 'ref');
      fs.writeFileSync(path.join(dir, 'last.md'), 'x');
      await eventually('a later event arrives', () => seen.has('last.md'));
      fs.renameSync(path.join(dir, 'a'), path.join(dir, 'b'));
      await eventually('the moved directory is reported', () => seen.has('b'));
      fs.chmodSync(path.join(dir, 'b'), 0o700);
      fs.writeFileSync(path.join(dir, 'b', 'after.md'), 'x');
      await eventually('a file in the moved directory is reported', () => seen.has('b/after.md'));
      // Only a directory that appears (made, or moved in) is one a reader must walk whole.
      assert.deepEqual([...appeared].sort(), ['a', 'b']);
      assert.ok(changed.has('b'), 'a directory changed in place (chmod) did not appear');
      assert.ok(
        ![...seen].some((p) => p.startsWith('.git')),
        `.git is never watched: ${[...seen]}`,
      );
      assert.deepEqual(errors, []);
    } finally {
      watcher.close();
      root.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('a process whose only handle is a watcher exits on its own', { skip }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-watch-'));
  const script = `
    import { SandboxRoot } from ${JSON.stringify(path.join(import.meta.dirname, '../../src/sandbox/sandbox-root.ts'))};
    import { watchTree } from ${JSON.stringify(path.join(import.meta.dirname, '../../src/sandbox/watch-tree.ts'))};
    watchTree(SandboxRoot.open(${JSON.stringify(dir)}, { tmpDir: '.tmp' }), () => {}, () => {});
  `;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    timeout: 20_000,
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  assert.equal(r.error, undefined, `the process did not exit within 20 s: ${r.error?.message}`);
  assert.equal(r.status, 0, r.stderr);
});
