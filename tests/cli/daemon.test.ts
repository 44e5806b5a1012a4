// The daemon and the CLI as a newcomer meets them (issue 12): with `serve` running, every
// verb exits with its result within a deadline; a principal added to config.toml is served
// without restart and an unknown one fails fast (stderr, a JSON-RPC error, exit 2) over
// stdio and HTTP; a bad config is refused and the old one stays; an unmount from outside
// stops serve; `npm start` stops on SIGTERM to its own pid; the service unit verifies.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { BIN } from '../helpers/cli.js';
import { until } from '../helpers/until.js';
import { fuseUnavailable, isMounted, serve, tempBase } from '../helpers/serve.js';

const DEADLINE_MS = 30_000;

/** The built CLI with a deadline: a verb that does not exit in time fails the test. */
function cli(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    timeout: DEADLINE_MS,
    input,
  });
  assert.equal(r.signal, null, `mnemofs ${args.join(' ')} did not exit within 30 s`);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('every verb exits with its result while serve runs (one exit-code convention)', async () => {
  const t = tempBase();
  const mount = fuseUnavailable() ? undefined : t.mount;
  const s = await serve(t.store, mount);
  try {
    const at = ['--store', t.store];
    fs.writeFileSync(path.join(t.store, 'user/a.md'), '# alpha\nfirst\n');
    await until('the watcher to commit user/a.md', () =>
      cli(['log', 'user/a.md', ...at]).stdout.includes('user/a.md'),
    );
    fs.writeFileSync(path.join(t.store, 'user/a.md'), '# alpha\nsecond\n');
    const expect: [string[], number, RegExp][] = [
      [['log'], 0, /mnemofs init/],
      [['log', 'user/none.md'], 0, /no commits touch user\/none\.md/],
      [['log', '--limit', 'abc'], 2, /--limit must be a whole number ≥ 1; got "abc"/],
      [['diff', 'user/a.md', '--from', 'HEAD~1'], 0, /\+second/],
      [['diff'], 2, /give a path/],
      [['diff', 'user/a.md', '--from', 'nope'], 1, /revision "nope" cannot be used/],
      [['search', 'alpha'], 0, /user\/a\.md/],
      [['search', 'zzqqxx'], 0, /no hits for "zzqqxx"/],
      [['search', 'alpha', '--limit', '0'], 2, /--limit must be a whole number ≥ 1/],
      [['search', 'alpha', '--mode', 'fuzzy'], 2, /argument `mode`/],
      [['index', 'rebuild'], 0, /index rebuilt: \d+ file\(s\) indexed/],
      [['index'], 2, /unknown index action ""; use status or rebuild/],
      [['snapshot', 'list'], 0, /no snapshots yet/],
      [['snapshot', 'create', '--label', 'test'], 0, /^snapshot \S+: \d+ files/],
      [['snapshot', 'list'], 0, /test/],
      [['snapshot', 'restore'], 2, /give a snapshot id/],
      [['snapshot', 'frob'], 2, /unknown snapshot action "frob"/],
      [['revert', 'user/a.md'], 0, /reverted user\/a\.md/],
      [['review', 'list'], 0, /no candidates waiting/],
      [['audit', '--op', 'no.such.op'], 0, /no audit entries match/],
      [['audit', '--limit', '-3'], 2, /--limit/],
      [['token', 'list'], 0, /no tokens/],
      [['init'], 0, /already a mnemofs store/],
      [['client-config', 'cursor'], 0, /"mcpServers"/],
      [['service', 'install', '--print'], 0, /ExecStart=/],
      [['unmount', path.join(t.base, 'not-mounted')], 1, /nothing is mounted at/],
      [['frobnicate'], 2, /unknown verb "frobnicate"/],
      [['log', '--bogus'], 2, /Unknown option '--bogus'/],
    ];
    for (const [args, code, out] of expect) {
      const r = cli([...args, ...at]);
      assert.equal(r.code, code, `mnemofs ${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.match(r.stdout + r.stderr, out, `mnemofs ${args.join(' ')}`);
    }
    // mcp joined to serve ends when its client closes stdin.
    const mcp = cli(['mcp', ...at], '');
    assert.equal(mcp.code, 0, mcp.stderr);
    // --help: arguments, defaults, formats, an example and the exit codes, for every verb.
    const verbs = cli(['--help']).stdout.match(/^ {2}[a-z-]+(?= {2,})/gm) ?? [];
    assert.ok(verbs.length >= 15, cli(['--help']).stdout);
    for (const verb of verbs.map((v) => v.trim())) {
      const h = cli([verb, '--help']);
      assert.equal(h.code, 0);
      assert.match(
        h.stdout,
        /arguments and options:[\s\S]*examples:\n {2}mnemofs [\s\S]*exit status: 0/,
      );
    }
  } finally {
    assert.equal(await s.stop(), 0);
  }
  // serve saved the index as it stopped; status reads it without loading it.
  const status = cli(['index', 'status', '--store', t.store]);
  assert.match(status.stdout, /files: +1\n.*embedder: +subword/, status.stdout);
  t.cleanup();
});

function stdioClient(store: string, as: string) {
  const client = new Client({ name: 'daemon-test', version: '0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', '--store', store, '--as', as],
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return { client, transport, stderr: () => stderr };
}

test('a principal added to config.toml is served without restart; an unknown one fails fast', async () => {
  const t = tempBase();
  const s = await serve(t.store, undefined, ['--http', '127.0.0.1:0']);
  const config = path.join(t.store, '.mnemofs/config.toml');
  try {
    // Unknown: the client's connect() fails at once with the reason, the process exits 2.
    const started = Date.now();
    const unknown = stdioClient(t.store, 'agent:coder');
    await assert.rejects(
      unknown.client.connect(unknown.transport),
      /unknown principal "agent:coder"/,
    );
    assert.ok(Date.now() - started < 15_000);
    assert.match(unknown.stderr(), /unknown principal "agent:coder"/);
    const raw = cli(
      ['mcp', '--store', t.store, '--as', 'agent:coder'],
      '{"jsonrpc":"2.0","id":7,"method":"initialize","params":{}}\n',
    );
    assert.equal(raw.code, 2);
    const answer = JSON.parse(raw.stdout) as { id: number; error: { message: string } };
    assert.equal(answer.id, 7);
    assert.match(answer.error.message, /this store knows: owner/);

    // Declared while serve runs: the same client now connects, and sees its namespace only.
    fs.writeFileSync(config, '[[agents]]\nid = "coder"\ntools = "writer"\n');
    await until('serve to reload', () => /configuration reloaded/.test(s.output()));
    const known = stdioClient(t.store, 'agent:coder');
    await known.client.connect(known.transport);
    const written = await known.client.callTool({
      name: 'mem_write',
      arguments: { path: 'agents/coder/plan.md', content: 'plan' },
    });
    assert.equal(written.isError, undefined, JSON.stringify(written));
    assert.equal(fs.readFileSync(path.join(t.store, 'agents/coder/plan.md'), 'utf8'), 'plan');
    const token = cli(['token', 'create', '--as', 'agent:coder', '--store', t.store, '--json']);
    const bearer = (JSON.parse(token.stdout) as { token: string }).token;

    // A bad file is refused with a log line; the agent keeps working.
    fs.writeFileSync(config, '[[agents]]\nid = "Coder Bad"\n');
    await until('serve to refuse the bad config', () =>
      /configuration change refused, the previous one stays in force: .*id "Coder Bad"/.test(
        s.output(),
      ),
    );
    const again = await known.client.callTool({
      name: 'mem_read',
      arguments: { path: 'agents/coder/plan.md' },
    });
    assert.equal(again.isError, undefined);

    // Removed: its live session is closed, and its HTTP token is refused naming it (403).
    fs.writeFileSync(config, '# no agents\n');
    await until('the agent to be removed', () => /closing its session/.test(s.output()));
    const url = /MCP over HTTP at (\S+)/.exec(s.output())?.[1] as string;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }),
    });
    assert.equal(res.status, 403);
    assert.match(
      ((await res.json()) as { error: { message: string } }).error.message,
      /agent:coder/,
    );
    await known.client.close().catch(() => undefined);
  } finally {
    assert.equal(await s.stop(), 0);
    t.cleanup();
  }
});

test(
  'serve notices an unmount from outside, says so and exits 0',
  { skip: fuseUnavailable() },
  async () => {
    const t = tempBase();
    const s = await serve(t.store, t.mount);
    try {
      const r = cli(['unmount', t.mount]);
      assert.equal(r.code, 0, r.stderr);
      const code = await Promise.race([
        new Promise<number | null>((resolve) => s.proc.once('exit', resolve)),
        new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 15_000)),
      ]);
      assert.equal(code, 0, s.output());
      assert.match(s.output(), /was unmounted from outside/);
      assert.equal(isMounted(t.mount), false);
    } finally {
      await s.stop();
      t.cleanup();
    }
  },
);

test(
  'npm start stops on SIGTERM and SIGINT sent to its own pid',
  { skip: fuseUnavailable() },
  async () => {
    const repo = path.join(import.meta.dirname, '../..');
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      // A copy of the package's face (package.json, the built dist) in a fresh directory, so
      // `npm start` makes its ./store and ./mnt there.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-start-'));
      fs.copyFileSync(path.join(repo, 'package.json'), path.join(dir, 'package.json'));
      fs.symlinkSync(path.join(repo, 'dist'), path.join(dir, 'dist'));
      const npm = spawn('npm', ['start'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      npm.stdout.on('data', (d: Buffer) => (out += d.toString()));
      npm.stderr.on('data', (d: Buffer) => (out += d.toString()));
      try {
        await until('npm start to serve', () => /MCP clients join/.test(out), 30_000);
        npm.kill(signal);
        await until(
          `the server to stop after ${signal}`,
          () => /mnemofs: stopped/.test(out),
          20_000,
        );
        await until('the mount to go', () => !isMounted(path.join(dir, 'mnt')));
        const lock = spawnSync('pgrep', ['-f', `${dir}/store`]);
        assert.notEqual(lock.status, 0, `a server of ${dir} is still running:\n${out}`);
      } finally {
        npm.kill('SIGKILL');
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  },
);

test('service install --print writes a unit that systemd-analyze verifies', (t) => {
  const r = cli(['service', 'install', '--print', '--store', '/tmp/a store', '--mount', '/tmp/m']);
  assert.equal(r.code, 0);
  assert.match(
    r.stdout,
    /^ExecStart=\S+node \S+main\.js serve --store "\/tmp\/a store" --mount \/tmp\/m$/m,
  );
  assert.match(r.stdout, /^Restart=on-failure$/m);
  if (spawnSync('systemd-analyze', ['--version']).status !== 0)
    return t.skip('systemd-analyze is not installed (apt-get install systemd)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-unit-'));
  const file = path.join(dir, 'mnemofs.service');
  fs.writeFileSync(file, r.stdout);
  const v = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true });
  assert.equal(v.status, 0, v.stderr);
  assert.equal(v.stderr.trim(), '', v.stderr);
});

test('limits and the embedder change without restart; the index is rebuilt for the new one', async () => {
  const t = tempBase();
  const s = await serve(t.store, undefined);
  const config = path.join(t.store, '.mnemofs/config.toml');
  const client = stdioClient(t.store, 'owner');
  try {
    await client.client.connect(client.transport);
    const write = (p: string, content: string) =>
      client.client.callTool({ name: 'mem_write', arguments: { path: p, content } });
    assert.equal((await write('user/big.md', 'x'.repeat(5000))).isError, undefined);
    fs.writeFileSync(config, '[limits]\nmax_write_bytes = 1000\n');
    await until('serve to reload', () => /configuration reloaded/.test(s.output()));
    const refused = await write('user/big2.md', 'x'.repeat(5000));
    assert.equal(refused.isError, true);
    assert.match(JSON.stringify(refused.content), /the cap is 1000/);
    assert.equal(fs.existsSync(path.join(t.store, 'user/big2.md')), false);

    assert.equal((await write('user/zebra.md', '# zebra crossing\nstripes')).isError, undefined);
    fs.writeFileSync(config, '[limits]\nmax_write_bytes = 1000\n[embedder]\ndim = 64\n');
    await until('the index to be rebuilt', () =>
      /search index rebuilt for embedder subword/.test(s.output()),
    );
    const hits = await client.client.callTool({
      name: 'memory_search',
      arguments: { query: 'zebra', mode: 'vector' },
    });
    assert.match(JSON.stringify(hits.structuredContent), /user\/zebra\.md/);
    await client.client.close();
  } finally {
    assert.equal(await s.stop(), 0);
  }
  const status = cli(['index', 'status', '--store', t.store]);
  assert.match(status.stdout, /embedder: +subword-v1-64 \(dimension 64\)/, status.stdout);
  t.cleanup();
});
