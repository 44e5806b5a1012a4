// The sandbox's own operations, each checked by effect: links are removed as links and
// never followed, renames do not replace unless asked, atomic writes leave no temp, and the
// FFI refuses to hand a multi-component path to a libc *at call.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { tempStore } from '../helpers/temp-store.js';
import { atomicWrite } from '../../src/sandbox/atomic-write.js';
import { removeTree } from '../../src/sandbox/remove-tree.js';
import * as sys from '../../src/sandbox/ffi.js';
import { TMP_DIR } from '../../src/store/layout.js';
import { context, OWNER } from '../../src/store/context.js';

test('removeTree removes links inside the tree as links, never their targets', async () => {
  const t = tempStore();
  const before = t.outsideState();
  const d = path.join(t.dir, 'user', 'tree');
  fs.mkdirSync(path.join(d, 'a', 'b'), { recursive: true });
  fs.writeFileSync(path.join(d, 'a', 'b', 'f.md'), 'x');
  fs.symlinkSync(t.outside, path.join(d, 'a', 'to-outside'));
  fs.symlinkSync(path.join(t.outside, 'secret.md'), path.join(d, 'secret-link.md'));
  assert.equal(removeTree(t.sandbox(), 'user/tree'), 6);
  assert.ok(!fs.existsSync(d));
  assert.equal(t.outsideState(), before);
  await t.close();
});

test('rename refuses to replace unless asked, and never follows a link at the target', async () => {
  const t = tempStore();
  const root = t.sandbox();
  fs.writeFileSync(path.join(t.dir, 'user', 'a.md'), 'A');
  fs.writeFileSync(path.join(t.dir, 'user', 'b.md'), 'B');
  assert.throws(() => root.rename('user/a.md', 'user/b.md', false), { code: 'MEM_EXISTS' });
  assert.equal(fs.readFileSync(path.join(t.dir, 'user', 'b.md'), 'utf8'), 'B');
  fs.symlinkSync(path.join(t.outside, 'secret.md'), path.join(t.dir, 'user', 'link.md'));
  root.rename('user/a.md', 'user/link.md', true);
  assert.equal(fs.readFileSync(path.join(t.outside, 'secret.md'), 'utf8'), 'ORIGINAL');
  assert.equal(fs.readFileSync(path.join(t.dir, 'user', 'link.md'), 'utf8'), 'A');
  await t.close();
});

test('atomicWrite replaces whole files and leaves no temp behind, also on failure', async () => {
  const t = tempStore();
  const root = t.sandbox();
  atomicWrite(root, 'user/x.md', Buffer.from('one'), { noReplace: true });
  atomicWrite(root, 'user/x.md', Buffer.from('two'), { noReplace: false });
  assert.throws(() => atomicWrite(root, 'user/x.md', Buffer.from('three'), { noReplace: true }), {
    code: 'MEM_EXISTS',
  });
  assert.throws(
    () => atomicWrite(root, 'user/missing/x.md', Buffer.from('four'), { noReplace: true }),
    { code: 'MEM_NOT_FOUND' },
  );
  assert.equal(fs.readFileSync(path.join(t.dir, 'user', 'x.md'), 'utf8'), 'two');
  assert.deepEqual(fs.readdirSync(path.join(t.dir, TMP_DIR)), []);
  await t.close();
});

test('mkdirp refuses to create through a planted link', async () => {
  const t = tempStore();
  const before = t.outsideState();
  fs.symlinkSync(t.outside, path.join(t.dir, 'user', 'escape'));
  assert.throws(() => t.sandbox().mkdirp('user/escape/evil'), { code: 'MEM_NOT_DIR' });
  assert.equal(t.outsideState(), before);
  await t.close();
});

test('the FFI refuses multi-component names for *at calls', async () => {
  const t = tempStore();
  const before = t.outsideState();
  fs.symlinkSync(t.outside, path.join(t.dir, 'user', 'escape'));
  const dirfd = t.sandbox().openDir('user');
  try {
    assert.throws(() => sys.mkdirat(dirfd, 'escape/evil', 0o755), /one-name check/);
    assert.throws(() => sys.unlinkat(dirfd, '../x', 0), /one-name check/);
    assert.throws(() => sys.statx(dirfd, 'escape/secret.md'), /one-name check/);
  } finally {
    fs.closeSync(dirfd);
  }
  assert.equal(t.outsideState(), before);
  await t.close();
});

test('list reports links and special files by type, with no follow', async () => {
  const t = tempStore();
  fs.symlinkSync(t.outside, path.join(t.dir, 'user', 'l'));
  fs.writeFileSync(path.join(t.dir, 'user', 'f.md'), 'abc');
  const entries = t
    .sandbox()
    .list('user')
    .sort((a, b) => a.name.localeCompare(b.name));
  assert.deepEqual(
    entries.map((e) => [e.name, e.type, e.type === 'file' ? e.size : 0]),
    [
      ['f.md', 'file', 3],
      ['l', 'symlink', 0],
    ],
  );
  await t.close();
});

// Guards any future cache of open directories (session 10 measured one and left it out):
// the store writes where the name points now, never into a directory moved away.
test('a namespace directory moved away or replaced beside the store is never written through', async () => {
  const t = tempStore();
  const ctx = context(OWNER, 'system');
  const user = path.join(t.dir, 'user');
  await t.store.write(ctx, 'user/notes/first.md', 'one');
  // Moved out of the store (same file system), a new user/ made in its place.
  const moved = path.join(t.outside, 'user-moved');
  fs.renameSync(user, moved);
  fs.mkdirSync(path.join(user, 'notes'), { recursive: true });
  await t.store.write(ctx, 'user/notes/second.md', 'two');
  assert.equal(fs.readFileSync(path.join(user, 'notes', 'second.md'), 'utf8'), 'two');
  assert.ok(
    !fs.existsSync(path.join(moved, 'notes', 'second.md')),
    'written into the moved directory',
  );
  // Replaced by a link to the moved directory: refused, as an open of the link would be.
  fs.rmSync(user, { recursive: true });
  fs.symlinkSync(moved, user);
  await assert.rejects(t.store.write(ctx, 'user/notes/third.md', 'three'), {
    code: 'MEM_OUTSIDE_ROOT',
  });
  assert.ok(!fs.existsSync(path.join(moved, 'notes', 'third.md')), 'written through the link');
  assert.deepEqual(fs.readdirSync(path.join(moved, 'notes')), ['first.md']);
  await t.close();
});
