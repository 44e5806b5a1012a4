// The two front ends over one store, in one serving process: MCP clients join `serve`, and
// what one front end writes the other sees at once. And the serving process never touches
// its own mount — checked by effect with strace while a shell hammers the mount, during
// which MCP calls keep answering.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { fuseUnavailable, serve, tempBase, type Served } from '../helpers/serve.js';
import { BIN } from '../helpers/cli.js';
import { readAudit } from '../helpers/temp-store.js';
import { eventually } from '../helpers/eventually.js';
import { text } from '../helpers/mcp-client.js';

const skip = fuseUnavailable();
const t = tempBase();
let s: Served;
let client: Client;

before(async () => {
  if (skip) return;
  s = await serve(t.store, t.mount);
  client = new Client({ name: 'consistency', version: '0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', '--store', t.store] }),
  );
});
after(async () => {
  await client?.close();
  if (s) assert.equal(await s.stop(), 0);
  t.cleanup();
});

const mcp = async (name: string, args: Record<string, unknown>) => {
  const r = await client.callTool({ name, arguments: args });
  return { text: text(r as never), isError: r.isError === true };
};

/** The paths a text search for `query` finds. */
const searchPaths = async (query: string) => {
  const r = await client.callTool({ name: 'memory_search', arguments: { query, mode: 'text' } });
  return (r.structuredContent as { hits: { path: string }[] }).hits.map((h) => h.path);
};

test(
  'the mount never shows stale bytes: MCP rewrites and removes read back at once, direct edits within the watcher window; a note saved through the mount is found by search',
  { skip },
  async () => {
    const file = path.join(t.mount, 'user', 'cached.md');
    await mcp('mem_write', { path: 'user/cached.md', content: 'alpha one' });
    assert.equal(fs.readFileSync(file, 'utf8'), 'alpha one'); // now in the page cache
    await mcp('mem_write', { path: 'user/cached.md', content: 'omega two', overwrite: true });
    assert.equal(fs.readFileSync(file, 'utf8'), 'omega two', 'same size, new bytes (MCP)');
    // Direct edits in the backing directory reach the mount within the watcher's window.
    fs.writeFileSync(path.join(t.store, 'user', 'cached.md'), 'gamma 3 and more');
    await eventually('a direct edit', () => fs.readFileSync(file, 'utf8') === 'gamma 3 and more');
    assert.equal(fs.statSync(file).size, 16);
    fs.rmSync(path.join(t.store, 'user', 'cached.md'));
    await eventually('a direct delete', () => !fs.existsSync(file));
    await mcp('mem_write', { path: 'user/cached.md', content: 'back' });
    assert.equal(fs.readFileSync(file, 'utf8'), 'back');
    await mcp('mem_remove', { path: 'user/cached.md' });
    assert.equal(fs.existsSync(file), false, 'an MCP remove, at once (the dentry is cached)');

    // A note saved through the mount is indexed once the kernel releases it (after close
    // returns), and while the mount is busy that waits; a search drains what is queued.
    fs.writeFileSync(path.join(t.mount, 'user', 'saved.md'), '# the zanzibarine note\n');
    await eventually(
      'the saved note found',
      async () => (await searchPaths('zanzibarine')).join() === 'user/saved.md',
    );
  },
);

test(
  'a file held open in the mount is refreshed too: an MCP rewrite and a direct append are seen by stat and by the open handle; an unlinked open file still answers',
  { skip },
  async () => {
    const file = path.join(t.mount, 'user', 'held.md');
    await mcp('mem_write', { path: 'user/held.md', content: 'first' });
    const fd = fs.openSync(file, 'r');
    try {
      assert.equal(fs.fstatSync(fd).size, 5);
      // A tool replaces the file (a new inode): the path shows the new file at once; the
      // open handle is still the old file, as on a disk.
      await mcp('mem_write', { path: 'user/held.md', content: 'second, longer', overwrite: true });
      assert.equal(fs.statSync(file).size, 14, 'stat by path of a name held open');
      assert.equal(fs.readFileSync(file, 'utf8'), 'second, longer');
      assert.equal(fs.fstatSync(fd).size, 5, 'the open handle keeps the replaced file');
    } finally {
      fs.closeSync(fd);
    }
    // `tail -f`: an append in place beside the mount reaches a handle held open.
    const tail = fs.openSync(file, 'r');
    try {
      assert.equal(fs.fstatSync(tail).size, 14);
      fs.appendFileSync(path.join(t.store, 'user', 'held.md'), ' and appended');
      await eventually('the open handle sees the append', () => fs.fstatSync(tail).size === 27);
      const buf = Buffer.alloc(64);
      const n = fs.readSync(tail, buf, 0, 64, 0);
      assert.equal(buf.subarray(0, n).toString(), 'second, longer and appended');
    } finally {
      fs.closeSync(tail);
    }
    // Unlinked while open: the handle answers fstat, reads and writes, fchmod, fchown and
    // futimens (audited); the name is gone.
    const open = fs.openSync(path.join(t.mount, 'user', 'doomed.md'), 'w+');
    try {
      fs.writeSync(open, 'still here');
      fs.unlinkSync(path.join(t.mount, 'user', 'doomed.md'));
      assert.equal(fs.existsSync(path.join(t.mount, 'user', 'doomed.md')), false);
      assert.equal(fs.fstatSync(open).size, 10);
      const buf = Buffer.alloc(16);
      assert.equal(buf.subarray(0, fs.readSync(open, buf, 0, 16, 0)).toString(), 'still here');
      const mark = readAudit(t.store).length;
      fs.fchmodSync(open, 0o640);
      fs.futimesSync(open, new Date('2001-02-03T04:05:06Z'), new Date('2001-02-03T04:05:06Z'));
      const own = fs.fstatSync(open);
      fs.fchownSync(open, own.uid, own.gid);
      const after = fs.fstatSync(open);
      assert.equal(after.mode & 0o7777, 0o640, 'fchmod of the unlinked file');
      assert.equal(after.mtime.toISOString(), '2001-02-03T04:05:06.000Z', 'futimens of it');
      assert.deepEqual(
        readAudit(t.store)
          .slice(mark)
          .filter((e) => e.path === 'user/doomed.md')
          .map((e) => `${e.op} ${e.ok}`),
        ['fuse.chmod true', 'fuse.utimens true', 'fuse.chown true'],
      );
      assert.deepEqual(
        fs.readdirSync(path.join(t.store, 'user')).filter((n) => n.startsWith('.fuse_hidden')),
        [],
        'nothing renamed aside',
      );
    } finally {
      fs.closeSync(open);
    }
  },
);

test(
  'a direct edit beside the mount is seen while a program keeps the mount busy (the watcher then reads its events in batches)',
  { skip },
  async () => {
    // A shell saves notes through the mount without pause (echo is a builtin: no fork), so
    // the mount never rests while the edit is made and looked for.
    const burst = path.join(t.mount, 'user', 'burst');
    fs.mkdirSync(burst);
    const writer = spawn(
      'sh',
      ['-c', `i=0; while :; do echo $i > ${burst}/n$((i % 64)).md; i=$((i+1)); done`],
      { stdio: 'ignore' },
    );
    try {
      await eventually('the burst under way', () => fs.readdirSync(burst).length === 64);
      const audited = readAudit(t.store).length;
      fs.writeFileSync(path.join(t.store, 'user', 'beside-burst.md'), '# the quokkaesque edit\n');
      await eventually(
        'the direct edit indexed',
        async () => (await searchPaths('quokkaesque')).join() === 'user/beside-burst.md',
      );
      assert.equal(
        fs.readFileSync(path.join(t.mount, 'user', 'beside-burst.md'), 'utf8'),
        '# the quokkaesque edit\n',
      );
      assert.equal(writer.exitCode, null, 'seen while the burst still ran');
      assert.ok(readAudit(t.store).length > audited + 64, 'the mount was busy meanwhile');
    } finally {
      writer.kill();
      await new Promise((r) => writer.once('exit', r));
    }
  },
);

test(
  'an MCP client joins the serving process: one audit stream, one session per client',
  { skip },
  async () => {
    await mcp('mem_write', { path: 'user/joined.md', content: 'x' });
    const e = readAudit(t.store)
      .filter((x) => x.op === 'mem_write')
      .at(-1);
    assert.equal(e?.origin, 'mcp');
    // The bridge process serves nothing itself: the store's serving process does.
    assert.match(s.output(), /MCP clients join through/);
  },
);

test(
  'a process inside a directory keeps its working directory when the directory changes beside the mount',
  { skip },
  async () => {
    // A shell sits in a directory made through the mount, until told to ask the kernel where
    // it is (getcwd, through /bin/pwd) and to remove the directory from its parent.
    const dir = path.join(t.mount, 'user', 'workdir');
    fs.mkdirSync(dir);
    const shell = spawn('sh', ['-c', 'read _; /bin/pwd; cd .. && rmdir workdir; echo "rc=$?"'], {
      cwd: dir,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    shell.stdout.on('data', (d: Buffer) => (out += d.toString()));
    shell.stderr.on('data', (d: Buffer) => (out += d.toString()));
    // The directory's times change in the backing directory: the watcher reports it and the
    // mount has the kernel drop what it cached of the entry and the node — seen once the new
    // time shows through an fd (by path, a lookup would put the entry back before `pwd` runs).
    const fd = fs.openSync(dir, 'r');
    const then = new Date('2020-02-02T02:02:02Z');
    fs.utimesSync(path.join(t.store, 'user', 'workdir'), then, then);
    try {
      await eventually(
        'the new time shows through the mount',
        () => fs.fstatSync(fd).mtime.getTime() === then.getTime(),
      );
    } finally {
      fs.closeSync(fd);
    }
    shell.stdin.end('\n');
    await new Promise((resolve) => shell.once('exit', resolve));
    assert.equal(
      out,
      `${dir}\nrc=0\n`,
      'getcwd still works inside, and the directory is removable',
    );
    assert.equal(fs.existsSync(path.join(t.store, 'user', 'workdir')), false);
  },
);

test(
  'a listing the kernel keeps never goes stale: MCP writes, moves and removes show at once, direct creates and removes within the watcher window',
  { skip },
  async () => {
    const dir = path.join(t.mount, 'user', 'listed');
    const backing = (name: string) => path.join(t.store, 'user', 'listed', name);
    const ls = () => fs.readdirSync(dir).sort().join(',');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'a.md'), 'a');
    assert.equal(ls(), 'a.md');
    assert.equal(ls(), 'a.md'); // listed again: the kernel's copy (FOPEN_CACHE_DIR)
    await mcp('mem_write', { path: 'user/listed/b.md', content: 'b' });
    assert.equal(ls(), 'a.md,b.md', 'an MCP write, at once');
    await mcp('mem_move', { from: 'user/listed/b.md', to: 'user/listed/c.md' });
    assert.equal(ls(), 'a.md,c.md', 'an MCP move, at once');
    await mcp('mem_remove', { path: 'user/listed/c.md' });
    assert.equal(ls(), 'a.md', 'an MCP remove, at once');
    fs.writeFileSync(backing('d.md'), 'd');
    await eventually('a direct create', () => ls() === 'a.md,d.md');
    fs.rmSync(backing('a.md'));
    await eventually('a direct remove', () => ls() === 'd.md');
    fs.mkdirSync(backing('sub'));
    await eventually('a direct mkdir', () => ls() === 'd.md,sub');
    fs.renameSync(path.join(dir, 'd.md'), path.join(dir, 'e.md'));
    assert.equal(ls(), 'e.md,sub', 'a rename through the mount, at once');
  },
);

test(
  'a note saved through the mount and removed beside it before it was indexed is gone from the mount',
  { skip },
  async () => {
    // The mount indexes what it saved once it rests; until then the watcher's events for
    // those paths are its own echoes — but not a removal the mount did not make.
    const dir = path.join(t.mount, 'user', 'queued');
    fs.mkdirSync(dir);
    const names = Array.from({ length: 400 }, (_, i) => `q${i}.md`);
    for (const n of names) fs.writeFileSync(path.join(dir, n), `# ${n}\n`);
    const last = names[names.length - 1] as string;
    assert.ok(fs.existsSync(path.join(dir, last))); // its name and attributes now cached
    fs.rmSync(path.join(t.store, 'user', 'queued', last));
    await eventually('the removal seen', () => !fs.existsSync(path.join(dir, last)));
    assert.equal(fs.readdirSync(dir).length, names.length - 1);
  },
);

test('MCP writes are visible in the mount at once, and mount writes to MCP', { skip }, async () => {
  const file = path.join(t.mount, 'user', 'shared.md');
  await mcp('mem_write', { path: 'user/shared.md', content: 'one' });
  assert.equal(fs.readFileSync(file, 'utf8'), 'one');
  await mcp('mem_write', { path: 'user/shared.md', content: 'two, longer', overwrite: true });
  assert.equal(fs.readFileSync(file, 'utf8'), 'two, longer');
  assert.equal(fs.statSync(file).size, 11);
  await mcp('mem_append', { path: 'user/shared.md', content: '!' });
  assert.equal(fs.readFileSync(file, 'utf8'), 'two, longer!');
  fs.writeFileSync(file, 'from the mount');
  assert.equal((await mcp('mem_read', { path: 'user/shared.md' })).text, 'from the mount');
  fs.unlinkSync(file);
  assert.match((await mcp('mem_read', { path: 'user/shared.md' })).text, /^MEM_NOT_FOUND/);
  await mcp('mem_mkdir', { path: 'user/made-by-mcp' });
  assert.ok(fs.statSync(path.join(t.mount, 'user', 'made-by-mcp')).isDirectory());
  const fd = fs.openSync(path.join(t.mount, 'user', 'synced.md'), 'w');
  fs.writeSync(fd, 'durable');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  assert.equal(fs.readFileSync(path.join(t.store, 'user', 'synced.md'), 'utf8'), 'durable');
});

test(
  'no self-deadlock: the server never touches its mount while a shell hammers it, and MCP keeps answering',
  { skip },
  async (ctx) => {
    const strace = spawnSync('sh', ['-c', 'command -v strace']).status === 0;
    const traceLog = path.join(t.base, 'strace.log');
    const tracer = strace
      ? spawn(
          'strace',
          ['-f', '-qq', '-e', 'trace=%file', '-o', traceLog, '-p', String(s.proc.pid)],
          { stdio: 'ignore' },
        )
      : undefined;
    if (!tracer)
      ctx.diagnostic('strace not installed: the by-effect check of mountpoint access is skipped');
    await new Promise((r) => setTimeout(r, 500));
    const m = t.mount;
    const hammer = spawn('bash', [
      '-c',
      `end=$((SECONDS+4));
     for w in 1 2 3 4 5 6 7 8; do (while [ $SECONDS -lt $end ]; do head -c 20000 /dev/urandom > ${m}/user/w$w.md; done) & done;
     (while [ $SECONDS -lt $end ]; do find ${m} > /dev/null; done) &
     (while [ $SECONDS -lt $end ]; do cat ${m}/user/*.md > /dev/null 2>&1; done) &
     wait`,
    ]);
    const latencies: number[] = [];
    const done = new Promise((r) => hammer.once('exit', r));
    let running = true;
    void done.then(() => (running = false));
    let i = 0;
    while (running) {
      const t0 = performance.now();
      const r = await mcp(i % 2 ? 'mem_list' : 'mem_write', {
        path: i % 2 ? 'user' : `user/mcp-${i}.md`,
        content: 'x',
        recursive: false,
      });
      latencies.push(performance.now() - t0);
      assert.equal(r.isError, false, r.text);
      i++;
    }
    latencies.sort((a, b) => a - b);
    ctx.diagnostic(
      `${latencies.length} MCP calls under load: p50 ${latencies[latencies.length >> 1]?.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
    );
    // A liveness bound, not a speed target: a deadlocked server would never answer.
    assert.ok((latencies.at(-1) ?? 0) < 10_000 && latencies.length > 20);
    if (tracer) {
      tracer.kill('SIGINT');
      await new Promise((r) => tracer.once('exit', r));
      const lines = fs.readFileSync(traceLog, 'utf8').split('\n');
      assert.ok(
        lines.filter((l) => /openat2|statx/.test(l)).length > 100,
        'strace recorded the server at work',
      );
      const touched = lines.filter((l) => l.includes(m));
      assert.deepEqual(touched, [], 'the serving process touched its own mountpoint');
    }
  },
);
