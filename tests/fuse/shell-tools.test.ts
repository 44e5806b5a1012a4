// The mount as people use it: real shell tools through a real FUSE mount served by a
// separate `mnemofs serve` process. Each command is checked by its effect in the backing
// directory and in the audit log.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fuseUnavailable, serve, tempBase, type Served } from '../helpers/serve.js';
import { readAudit } from '../helpers/temp-store.js';

const skip = fuseUnavailable();
const t = tempBase();
let s: Served;

function sh(script: string): string {
  return execFileSync('bash', ['-euo', 'pipefail', '-c', script], {
    cwd: t.mount,
    encoding: 'utf8',
  });
}

/** Runs a command expected to fail; returns its stderr. */
function shFails(script: string): string {
  const r = spawnSync('bash', ['-c', script], { cwd: t.mount, encoding: 'utf8' });
  assert.notEqual(r.status, 0, `expected failure: ${script}\n${r.stdout}`);
  return r.stderr;
}

const backing = (rel: string) => path.join(t.store, rel);
const auditOps = (since: number) =>
  readAudit(t.store)
    .slice(since)
    .map(
      (e) =>
        `${e.op} ${e.path ?? ''}${e.dest ? ` -> ${e.dest}` : ''} ${e.ok ? 'ok' : e.error?.code}`,
    );

before(async () => {
  if (skip) return;
  s = await serve(t.store, t.mount);
});
after(async () => {
  if (s) assert.equal(await s.stop(), 0, s.output());
  t.cleanup();
});

test('echo, cat, >>, ls -la, stat', { skip }, () => {
  const n = readAudit(t.store).length;
  sh('echo "hello mount" > user/a.md && echo "more" >> user/a.md');
  assert.equal(fs.readFileSync(backing('user/a.md'), 'utf8'), 'hello mount\nmore\n');
  assert.equal(sh('cat user/a.md'), 'hello mount\nmore\n');
  assert.match(sh('ls -la user'), /-rw-r--r-- .* 17 .* a\.md/);
  assert.equal(sh('stat -c "%s %F" user/a.md').trim(), '17 regular file');
  const ops = auditOps(n);
  assert.ok(ops.includes('fuse.create user/a.md ok'), ops.join('\n'));
  assert.equal(ops.filter((o) => o === 'fuse.write user/a.md ok').length, 2);
  assert.ok(ops.includes('fuse.read user/a.md ok'));
  const w = readAudit(t.store)
    .slice(n)
    .find((e) => e.op === 'fuse.write');
  assert.equal(w?.bytes, 12);
  assert.equal(w?.origin, 'fuse');
});

test('mkdir -p, cp -r, find, grep -r', { skip }, () => {
  sh(
    'mkdir -p user/projects/alpha/notes && printf "x\\nneedle here\\n" > user/projects/alpha/notes/n.md',
  );
  assert.ok(fs.statSync(backing('user/projects/alpha/notes')).isDirectory());
  sh('cp -r user/projects user/copy');
  assert.equal(fs.readFileSync(backing('user/copy/alpha/notes/n.md'), 'utf8'), 'x\nneedle here\n');
  assert.equal(sh('find user/copy -type f').trim(), 'user/copy/alpha/notes/n.md');
  assert.equal(
    sh('grep -rn needle user/projects').trim(),
    'user/projects/alpha/notes/n.md:2:needle here',
  );
});

test('mv of a file and a directory, across directories', { skip }, () => {
  const n = readAudit(t.store).length;
  sh('mkdir -p user/from user/to && echo f > user/from/f.md && mv user/from/f.md user/to/g.md');
  assert.ok(!fs.existsSync(backing('user/from/f.md')));
  assert.equal(fs.readFileSync(backing('user/to/g.md'), 'utf8'), 'f\n');
  sh('mv user/to user/from/moved');
  assert.equal(fs.readFileSync(backing('user/from/moved/g.md'), 'utf8'), 'f\n');
  assert.ok(auditOps(n).includes('fuse.rename user/to -> user/from/moved ok'));
});

test('rm, rm -r, rmdir, truncate, touch', { skip }, () => {
  const n = readAudit(t.store).length;
  sh('echo 123456789 > user/t.md && truncate -s 4 user/t.md');
  assert.equal(fs.readFileSync(backing('user/t.md'), 'utf8'), '1234');
  sh('touch -d "2020-01-02 03:04:05 UTC" user/t.md');
  assert.equal(fs.statSync(backing('user/t.md')).mtime.toISOString(), '2020-01-02T03:04:05.000Z');
  sh('touch user/new-empty.md');
  assert.equal(fs.statSync(backing('user/new-empty.md')).size, 0);
  sh('rm user/t.md && mkdir user/empty && rmdir user/empty && rm -r user/copy');
  assert.ok(
    !fs.existsSync(backing('user/t.md')) &&
      !fs.existsSync(backing('user/empty')) &&
      !fs.existsSync(backing('user/copy')),
  );
  const ops = auditOps(n);
  for (const o of [
    'fuse.truncate user/t.md ok',
    'fuse.utimens user/t.md ok',
    'fuse.unlink user/t.md ok',
    'fuse.mkdir user/empty ok',
    'fuse.rmdir user/empty ok',
    'fuse.rmdir user/copy ok',
  ]) {
    assert.ok(ops.includes(o), `${o} not in\n${ops.join('\n')}`);
  }
});

test('df reports the backing filesystem', { skip }, () => {
  const out = sh(`df -P ${t.mount} | tail -1`);
  assert.match(out, /^mnemofs\s+\d+\s+\d+\s+\d+/);
});

test(
  'a large file reads back whole; as root the mount reads ahead as far as it reads',
  { skip },
  () => {
    sh('head -c 12582912 /dev/urandom > user/big.bin');
    const want = sh('sha256sum < user/big.bin');
    sh('echo 3 > /proc/sys/vm/drop_caches 2>/dev/null || true'); // from the disk where we may
    assert.equal(sh('dd if=user/big.bin bs=1M 2>/dev/null | sha256sum'), want);
    assert.equal(sh(`sha256sum < ${backing('user/big.bin')}`), want);
    const maxRead = /max_read=(\d+)/.exec(sh(`grep ' ${t.mount} ' /proc/mounts`))?.[1];
    const sysfs = spawnSync('sh', ['-c', 'test -w /sys/class/bdi']).status === 0;
    if (process.getuid?.() === 0 && sysfs) {
      assert.equal(maxRead, String(1024 * 1024));
      const dev = sh(`mountpoint -d ${t.mount}`).trim();
      assert.equal(fs.readFileSync(`/sys/class/bdi/${dev}/read_ahead_kb`, 'utf8').trim(), '1024');
    } else assert.equal(maxRead, String(128 * 1024)); // the kernel's readahead stays
  },
);

test('an editor-style save (temp, fsync, rename over) replaces the file', { skip }, () => {
  fs.writeFileSync(path.join(t.mount, 'user/doc.md'), 'v1\n');
  // What vim/VS Code do: write a sibling temp, fsync it, rename it over the original.
  const tmp = path.join(t.mount, 'user/.doc.md.swp');
  const fd = fs.openSync(tmp, 'w');
  fs.writeSync(fd, 'v2\n');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(tmp, path.join(t.mount, 'user/doc.md'));
  assert.equal(fs.readFileSync(backing('user/doc.md'), 'utf8'), 'v2\n');
  assert.ok(!fs.existsSync(backing('user/.doc.md.swp')));
});

test('.mnemofs and .git are visible read-only; tail of the audit log works', { skip }, () => {
  fs.mkdirSync(backing('.git'), { recursive: true });
  fs.writeFileSync(backing('.git/HEAD'), 'ref: refs/heads/main\n');
  assert.match(sh('tail -1 .mnemofs/audit.jsonl'), /"origin":"fuse"/);
  assert.equal(sh('cat .git/HEAD'), 'ref: refs/heads/main\n');
});

test(
  'refusals: links, FIFOs, reserved areas and names — right errno, nothing changed',
  { skip },
  () => {
    const n = readAudit(t.store).length;
    const before = fs.readdirSync(backing('user')).sort();
    assert.match(shFails('ln -s /etc/passwd user/link'), /Operation not permitted/);
    assert.match(shFails('ln user/a.md user/hard'), /Operation not permitted/);
    assert.match(shFails('mkfifo user/fifo'), /Operation not permitted/);
    assert.match(shFails('echo x > .mnemofs/evil'), /Permission denied/);
    assert.match(shFails('echo x >> .mnemofs/audit.jsonl'), /Permission denied/);
    assert.match(shFails('echo x > .git/HEAD'), /Permission denied/);
    assert.match(shFails('mkdir .git/objects2'), /Permission denied/);
    assert.match(shFails('touch user/.git'), /Permission denied/);
    assert.match(shFails('mkdir user/.mnemofs'), /Permission denied/);
    assert.match(shFails('mkdir user/.GIT'), /Permission denied/);
    assert.match(shFails('echo x > stray.md'), /Permission denied/);
    assert.deepEqual(fs.readdirSync(backing('user')).sort(), before);
    assert.equal(fs.readFileSync(backing('.git/HEAD'), 'utf8'), 'ref: refs/heads/main\n');
    assert.ok(!fs.existsSync(backing('stray.md')) && !fs.existsSync(backing('.mnemofs/evil')));
    const refusals = readAudit(t.store)
      .slice(n)
      .filter((e) => !e.ok);
    const ops = refusals.map((e) => e.op);
    for (const op of ['fuse.symlink', 'fuse.link', 'fuse.mknod'])
      assert.ok(ops.includes(op), `${op} not audited: ${ops}`);
    assert.ok(refusals.length >= 11, `${refusals.length} refusals audited`);
  },
);
