// The mount keeps modes, owners and times the way a disk does (issue 14, first part), through
// a real mount: the create mode under the caller's umask, chmod, chown (as root), mkdir -m,
// touch -d, cp -p of a tree, and ENAMETOOLONG past 255-byte names on both adapters; chmod and
// chown are audited as mutations, and mem_list shows the mode.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';

import { connectStdio } from '../helpers/stdio-client.js';
import { fuseUnavailable, serve, tempBase } from '../helpers/serve.js';
import { readAudit } from '../helpers/temp-store.js';

const skip = fuseUnavailable();
const mode = (p: string) => fs.statSync(p).mode & 0o7777;

test(
  'create modes, chmod, chown, mkdir -m, touch -d and cp -p keep what was asked',
  { skip },
  async () => {
    const t = tempBase();
    const s = await serve(t.store, t.mount);
    const m = (rel: string) => path.join(t.mount, rel);
    const b = (rel: string) => path.join(t.store, rel);
    const umask = process.umask(0o002);
    try {
      fs.closeSync(fs.openSync(m('user/shared.md'), 'w', 0o620));
      assert.equal(mode(b('user/shared.md')).toString(8), '620', 'the create mode under umask 002');
      fs.chmodSync(m('user/shared.md'), 0o640);
      assert.equal(mode(b('user/shared.md')).toString(8), '640');
      fs.mkdirSync(m('user/private'), { mode: 0o700 });
      assert.equal(mode(b('user/private')).toString(8), '700');
      if (process.getuid?.() === 0) {
        fs.chownSync(m('user/shared.md'), 1000, 2000);
        const st = fs.statSync(b('user/shared.md'));
        assert.deepEqual([st.uid, st.gid], [1000, 2000]);
      }
      execFileSync('touch', ['-d', '2020-01-02T03:04:05Z', m('user/shared.md')]);
      assert.equal(
        fs.statSync(b('user/shared.md')).mtime.toISOString(),
        '2020-01-02T03:04:05.000Z',
      );

      // cp -p of a tree: contents, modes and times as in the source.
      const src = path.join(t.base, 'src');
      fs.mkdirSync(path.join(src, 'sub'), { recursive: true });
      fs.writeFileSync(path.join(src, 'sub/a.md'), '# a\n');
      fs.chmodSync(path.join(src, 'sub/a.md'), 0o600);
      execFileSync('touch', ['-d', '2021-05-06T07:08:09Z', path.join(src, 'sub/a.md')]);
      execFileSync('cp', ['-rp', src, m('user/copy')]);
      const copied = b('user/copy/sub/a.md');
      assert.equal(fs.readFileSync(copied, 'utf8'), '# a\n');
      assert.equal(mode(copied).toString(8), '600');
      assert.equal(fs.statSync(copied).mtime.toISOString(), '2021-05-06T07:08:09.000Z');

      const ops = readAudit(t.store).map((e) => `${e.op} ${e.path} ${e.ok}`);
      assert.ok(ops.includes('fuse.chmod user/shared.md true'), ops.join('\n'));
      if (process.getuid?.() === 0) assert.ok(ops.includes('fuse.chown user/shared.md true'));

      const client = await connectStdio(t.store);
      const list = (await client.callTool({ name: 'mem_list', arguments: { path: 'user' } }))
        .structuredContent as { entries: { path: string; mode: string }[] };
      assert.equal(list.entries.find((e) => e.path === 'user/shared.md')?.mode, '0640');
      await client.close();
    } finally {
      process.umask(umask);
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);

test(
  'a path deeper than PATH_MAX in all works below a working directory; a tool path over 4096 bytes is ENAMETOOLONG',
  { skip },
  async () => {
    const t = tempBase();
    const s = await serve(t.store, t.mount);
    // 22 directories of 200 bytes: 4,422 bytes below user/, made and used from a shell that
    // walks down into them (each call's own path stays short, as the kernel requires; bash,
    // whose `cd` falls back to the relative name where dash's fails past PATH_MAX).
    const name = 'd'.repeat(200);
    const script = `set -e; for i in $(seq 22); do mkdir ${name}; cd ${name}; done; printf deep > note.md; cat note.md; echo; /bin/pwd | wc -c`;
    try {
      const r = spawnSync('bash', ['-c', script], {
        cwd: path.join(t.mount, 'user'),
        encoding: 'utf8',
      });
      assert.equal(r.status, 0, `status ${r.status}: ${r.stderr} ${r.stdout} ${r.error}`);
      const [content, pwdBytes] = r.stdout.split('\n');
      assert.equal(content, 'deep');
      assert.ok(Number(pwdBytes) > 4096, `the working directory is ${pwdBytes} bytes deep`);
      const rel = `user/${Array(22).fill(name).join('/')}/note.md`;
      const found = spawnSync('find', ['.', '-name', 'note.md'], {
        cwd: t.store,
        encoding: 'utf8',
      });
      assert.equal(found.stdout.trim(), `./${rel}`, 'the note is in the backing directory');
      const client = await connectStdio(t.store);
      const read = await client.callTool({ name: 'mem_read', arguments: { path: rel } });
      assert.equal(read.isError, true, 'a tool path is held to 4096 bytes');
      assert.match(JSON.stringify(read.content), /ENAMETOOLONG/);
      await client.close();
    } finally {
      // rm walks down with openat; a path over PATH_MAX is beyond Node's own rmSync.
      spawnSync('rm', ['-rf', name], { cwd: path.join(t.store, 'user') });
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);

test(
  'a name over 255 bytes is ENAMETOOLONG through the mount and named so by MCP',
  { skip },
  async () => {
    const t = tempBase();
    const s = await serve(t.store, t.mount);
    const long = `${'n'.repeat(256)}.md`;
    try {
      assert.throws(() => fs.writeFileSync(path.join(t.mount, 'user', long), 'x'), /ENAMETOOLONG/);
      const client = await connectStdio(t.store);
      const r = await client.callTool({
        name: 'mem_write',
        arguments: { path: `user/${long}`, content: 'x' },
      });
      assert.equal(r.isError, true);
      assert.match(JSON.stringify(r.content), /ENAMETOOLONG/);
      await client.close();
      assert.deepEqual(fs.readdirSync(path.join(t.store, 'user')), []);
    } finally {
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);
