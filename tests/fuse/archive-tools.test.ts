// The tools people copy trees with, through a real mount (issue 14): `rsync -a` into the mount
// leaves a tree whose contents, modes and times equal the source's to the nanosecond (and a
// second `rsync -a` finds nothing to do); `tar c` of the mount and `tar x` into it round-trip
// contents, modes and times; touch sets the access and modification times apart, with
// UTIME_NOW and UTIME_OMIT meaning what they mean on a disk.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

import { fuseUnavailable, serve, tempBase } from '../helpers/serve.js';

const skip = fuseUnavailable();
const hasRsync = (() => {
  try {
    execFileSync('rsync', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false; // not installed: the rsync test skips and says so
  }
})();

/** Every entry under `root`: relative path, type, permission bits, size, mtime in ns, bytes. */
function tree(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of fs.readdirSync(path.join(root, rel)).sort()) {
      const r = path.posix.join(rel, name);
      const st = fs.lstatSync(path.join(root, r), { bigint: true });
      const kind = st.isDirectory() ? 'dir' : 'file';
      const body = kind === 'file' ? fs.readFileSync(path.join(root, r), 'utf8') : '';
      out.push(`${r} ${kind} ${(st.mode & 0o7777n).toString(8)} ${st.mtimeNs} ${body}`);
      if (kind === 'dir') walk(r);
    }
  };
  walk('');
  return out;
}

/** A source tree with distinct modes and nanosecond times, set apart for atime and mtime. */
function makeSource(dir: string): void {
  const files: [string, string, number][] = [
    ['notes/a.md', '# a\n', 0o644],
    ['notes/b.md', '# b\nsecond\n', 0o600],
    ['notes/deep/c.md', '# c\n', 0o640],
    ['top.md', '# top\n', 0o664],
  ];
  for (const [rel, body, mode] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
    fs.chmodSync(path.join(dir, rel), mode);
  }
  fs.chmodSync(path.join(dir, 'notes/deep'), 0o750);
  let i = 0;
  const stamp = (rel: string) =>
    execFileSync('touch', ['-m', '-d', `2021-03-0${++i}T10:11:12.123456789Z`, path.join(dir, rel)]);
  for (const rel of ['notes/a.md', 'notes/b.md', 'notes/deep/c.md', 'top.md', 'notes/deep'])
    stamp(rel);
  stamp('notes');
}

test(
  'rsync -a into the mount: contents, modes and ns mtimes equal the source',
  {
    skip: skip ?? (hasRsync ? undefined : 'rsync is not installed (.ci/run installs it)'),
  },
  async () => {
    const t = tempBase();
    const s = await serve(t.store, t.mount);
    try {
      const src = path.join(t.base, 'src');
      makeSource(src);
      execFileSync('rsync', ['-a', `${src}/`, path.join(t.mount, 'user/copy/')]);
      assert.deepEqual(tree(path.join(t.mount, 'user/copy')), tree(src), 'seen through the mount');
      assert.deepEqual(tree(path.join(t.store, 'user/copy')), tree(src), 'on the backing disk');
      const again = execFileSync('rsync', [
        '-a',
        '--itemize-changes',
        `${src}/`,
        path.join(t.mount, 'user/copy/'),
      ]);
      assert.equal(again.toString(), '', 'a second rsync -a finds nothing to change');
    } finally {
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);

test(
  'tar c of the mount and tar x into it round-trip contents, modes and times',
  { skip },
  async () => {
    const t = tempBase();
    const s = await serve(t.store, t.mount);
    try {
      const src = path.join(t.base, 'src');
      makeSource(src);
      const archive = path.join(t.base, 'a.tar');
      execFileSync('tar', ['--format=posix', '-cf', archive, '-C', src, '.']);
      fs.mkdirSync(path.join(t.mount, 'user/unpacked'));
      execFileSync('tar', ['-xpf', archive, '-C', path.join(t.mount, 'user/unpacked')]);
      assert.deepEqual(
        tree(path.join(t.store, 'user/unpacked')),
        tree(src),
        'tar x into the mount',
      );

      const back = path.join(t.base, 'back.tar');
      execFileSync('tar', [
        '--format=posix',
        '-cf',
        back,
        '-C',
        path.join(t.mount, 'user/unpacked'),
        '.',
      ]);
      const out = path.join(t.base, 'out');
      fs.mkdirSync(out);
      execFileSync('tar', ['-xpf', back, '-C', out]);
      assert.deepEqual(tree(out), tree(src), 'tar c of the mount');
    } finally {
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);

test('touch sets atime and mtime apart; now and omit as on a disk', { skip }, async () => {
  const t = tempBase();
  const s = await serve(t.store, t.mount);
  const m = path.join(t.mount, 'user/t.md');
  const b = path.join(t.store, 'user/t.md');
  const times = (p: string) => {
    const st = fs.statSync(p, { bigint: true });
    return { atime: st.atimeNs, mtime: st.mtimeNs };
  };
  try {
    fs.writeFileSync(m, '# t\n');
    execFileSync('touch', ['-m', '-d', '2019-07-08T09:10:11.987654321Z', m]);
    execFileSync('touch', ['-a', '-d', '2018-01-02T03:04:05.5Z', m]);
    const set = times(b);
    assert.equal(set.mtime, 1562577011987654321n, 'touch -m sets only mtime, to the ns');
    assert.equal(set.atime, 1514862245500000000n, 'touch -a sets only atime');
    assert.deepEqual(times(m), set, 'the mount shows the backing times to the ns');

    const before = BigInt(Date.now() - 5000) * 1_000_000n;
    execFileSync('touch', ['-m', m]); // mtime now (UTIME_NOW), atime left (UTIME_OMIT)
    const now = times(b);
    assert.ok(now.mtime > before, `mtime became now: ${now.mtime}`);
    assert.equal(now.atime, set.atime, 'atime was omitted');
  } finally {
    assert.equal(await s.stop(), 0);
    t.cleanup();
  }
});
