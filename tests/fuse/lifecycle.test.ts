// The mount's life: clean stop on SIGTERM, one serve per store, kill -9 during writes (no
// mount left, restart works, no torn file), recovery of a stale mount, `mnemofs unmount`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';
import { fuseUnavailable, isMounted, serve, tempBase } from '../helpers/serve.js';
import { runCli } from '../helpers/cli.js';
import { eventually } from '../helpers/eventually.js';

const skip = fuseUnavailable();

test(
  'SIGTERM unmounts and exits 0; a second serve of the same store refuses',
  { skip },
  async () => {
    const t = tempBase();
    const s = await serve(t.store, t.mount);
    assert.ok(isMounted(t.mount));
    const second = runCli(['serve', '--store', t.store, '--mount', path.join(t.base, 'mnt2')]);
    assert.equal(second.code, 1);
    assert.match(
      second.stderr,
      /another mnemofs serve is already running on .*; stop it first, or join it with `mnemofs mcp --store/,
    );
    assert.ok(!isMounted(path.join(t.base, 'mnt2')));
    assert.equal(await s.stop('SIGTERM'), 0);
    assert.ok(!isMounted(t.mount));
    t.cleanup();
  },
);

test(
  'kill -9 while a writer saves through the mount: no mount left within 2 s, restart works, no torn file',
  { skip },
  async () => {
    const t = tempBase();
    let s = await serve(t.store, t.mount);
    // Editor-style saves in a loop, from another process: temp, fsync, rename over.
    const writer = spawn(process.execPath, [
      '-e',
      `const fs=require('fs');const d=process.argv[1];let n=0;
     for(;;){const v='BEGIN '+n+'\\n'+'x'.repeat(50000)+'\\nEND '+n+'\\n';
       try{const fd=fs.openSync(d+'/.doc.tmp','w');fs.writeSync(fd,v);fs.fsyncSync(fd);fs.closeSync(fd);fs.renameSync(d+'/.doc.tmp',d+'/doc.md');n++}catch(e){process.exit(0)}}`,
      path.join(t.mount, 'user'),
    ]);
    await eventually(
      'first save',
      () => fs.existsSync(path.join(t.store, 'user', 'doc.md')),
      10_000,
    );
    await new Promise((r) => setTimeout(r, 300));
    await s.stop('SIGKILL');
    const gone = await eventually('auto_unmount after kill -9', () => !isMounted(t.mount), 2000);
    writer.kill('SIGKILL');
    const doc = fs.readFileSync(path.join(t.store, 'user', 'doc.md'), 'utf8');
    const m = /^BEGIN (\d+)\n/.exec(doc);
    assert.ok(m, 'doc.md is torn at the start');
    assert.equal(doc, `BEGIN ${m[1]}\n${'x'.repeat(50000)}\nEND ${m[1]}\n`, 'doc.md is torn');
    s = await serve(t.store, t.mount);
    assert.equal(fs.readFileSync(path.join(t.mount, 'user', 'doc.md'), 'utf8'), doc);
    assert.equal(await s.stop(), 0);
    console.log(`mount gone ${gone} ms after kill -9`);
    t.cleanup();
  },
);

test(
  'a stale mount (server and its auto-unmount helper both killed) is recovered by serve and by `mnemofs unmount`',
  { skip },
  async () => {
    const t = tempBase();
    const staleOnce = async () => {
      const s = await serve(t.store, t.mount);
      // Kill the auto_unmount helper first so nothing cleans up: the mount goes stale.
      execFileSync('pkill', ['-KILL', '-f', `fusermount.*${t.mount}`], { stdio: 'ignore' });
      await s.stop('SIGKILL');
      await new Promise((r) => setTimeout(r, 300));
      assert.ok(isMounted(t.mount), 'expected a stale mount');
      assert.throws(() => fs.readdirSync(t.mount), /ENOTCONN/);
    };
    await staleOnce();
    const s = await serve(t.store, t.mount);
    assert.deepEqual(fs.readdirSync(t.mount).sort(), ['.git', '.gitignore', '.mnemofs', 'user']);
    assert.equal(await s.stop(), 0);
    await staleOnce();
    const r = runCli(['unmount', t.mount]);
    assert.equal(r.code, 0, r.stderr);
    assert.ok(!isMounted(t.mount));
    const again = runCli(['unmount', t.mount]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /nothing is mounted at /); // not fusermount's raw EINVAL (issue 12)
    t.cleanup();
  },
);
