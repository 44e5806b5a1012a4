// The built CLI as a person runs it: init (idempotent), audit with filters, doctor, and
// clear usage errors.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { gitUnavailable, runCli } from '../helpers/cli.js';
import { VERSION } from '../../src/version.js';
import { parseSince } from '../../src/cli/commands/audit.js';

function tmp(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-cli-'));
}

test(
  'init creates the layout and the repository once, and is idempotent',
  { skip: gitUnavailable() },
  () => {
    const base = tmp();
    const store = path.join(base, 'store');
    const first = runCli(['init', '--store', store, '--json']);
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(JSON.parse(first.stdout), {
      store,
      created: ['.mnemofs', '.mnemofs/tmp', 'user', '.gitignore', '.git'],
    });
    assert.match(fs.readFileSync(path.join(store, '.gitignore'), 'utf8'), /^\/\.mnemofs\/$/m);
    // The store is a git repository from the start; its first commit holds the .gitignore.
    const git = (...a: string[]) => execFileSync('git', ['-C', store, ...a], { encoding: 'utf8' });
    assert.equal(git('log', '--format=%s'), 'mnemofs init\n');
    assert.equal(git('ls-files'), '.gitignore\n');
    const second = runCli(['init'], { MNEMOFS_STORE: store });
    assert.equal(second.code, 0);
    assert.match(second.stdout, /already a mnemofs store/);
    fs.rmSync(base, { recursive: true });
  },
);

test('audit prints entries, filters failures and ops, and speaks JSON', async () => {
  const base = tmp();
  const store = path.join(base, 'store');
  runCli(['init', '--store', store]);
  const { Store } = await import('../../src/store/store.js');
  const { context, OWNER } = await import('../../src/store/context.js');
  const s = Store.open(store);
  const ctx = context(OWNER, 'cli');
  await s.write(ctx, 'user/a.md', 'x');
  await s.read(ctx, 'user/nope.md').catch(() => undefined);
  await s.close();
  const all = runCli(['audit', '--store', store]);
  assert.equal(all.code, 0);
  assert.equal(all.stdout.trim().split('\n').length, 3);
  const failures = runCli(['audit', '--store', store, '--failures', '--json']);
  const lines = failures.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.deepEqual(
    lines.map((e) => [e.op, e.error.code]),
    [['mem_read', 'MEM_NOT_FOUND']],
  );
  const ops = runCli(['audit', '--store', store, '--op', 'mem_write', '--since', '1h', '--json']);
  assert.equal(JSON.parse(ops.stdout).path, 'user/a.md');
  const future = runCli(['audit', '--store', store, '--since', '2999-01-01T00:00:00Z']);
  assert.equal(future.stdout, 'no audit entries match\n'); // an empty listing says so
  const bad = runCli(['audit', '--store', store, '--since', 'yesterday']);
  assert.equal(bad.code, 2); // a malformed argument is a usage error
  assert.match(bad.stderr, /neither a time .* nor a duration/);
  fs.rmSync(base, { recursive: true });
});

test('parseSince takes times and durations', () => {
  const now = Date.parse('2026-11-30T12:00:00Z');
  assert.equal(parseSince('2h', now).toISOString(), '2026-11-30T10:00:00.000Z');
  assert.equal(parseSince('2026-11-01T00:00:00Z').toISOString(), '2026-11-01T00:00:00.000Z');
});

test('doctor checks the machine and the store', () => {
  const base = tmp();
  const store = path.join(base, 'store');
  const missing = runCli(['doctor', '--store', store, '--json']);
  assert.equal(missing.code, 1);
  const report = JSON.parse(missing.stdout);
  assert.equal(
    report.checks.find((c: { name: string }) => c.name === 'store').fix,
    `mnemofs init --store ${store}`,
  );
  runCli(['init', '--store', store]);
  const ok = JSON.parse(runCli(['doctor', '--store', store, '--json']).stdout);
  const byName = Object.fromEntries(
    ok.checks.map((c: { name: string; ok: boolean }) => [c.name, c.ok]),
  );
  assert.equal(byName.openat2, true);
  assert.equal(byName['store layout'], true);
  assert.equal(byName['audit log'], true);
  assert.equal(byName.history, true);
  assert.equal(byName.snapshots, true);
  // A store edited by hand while nothing ran: doctor says how much is not committed.
  fs.writeFileSync(path.join(store, 'user', 'by-hand.md'), 'x');
  const dirty = JSON.parse(runCli(['doctor', '--store', store, '--json']).stdout);
  assert.match(
    dirty.checks.find((c: { name: string }) => c.name === 'history').detail,
    /1 path\(s\) not committed yet/,
  );
  // A store that is not a repository (made before history existed) is reported with the fix.
  fs.rmSync(path.join(store, '.git'), { recursive: true });
  const noRepo = JSON.parse(runCli(['doctor', '--store', store, '--json']).stdout);
  const history = noRepo.checks.find((c: { name: string }) => c.name === 'history');
  assert.equal(history.ok, false);
  assert.equal(history.fix, `mnemofs init --store ${store}`);
  fs.rmSync(base, { recursive: true });
});

test('usage errors say what to do', () => {
  assert.equal(runCli(['--version']).stdout.trim(), VERSION);
  const unknown = runCli(['frobnicate']);
  assert.equal(unknown.code, 2);
  assert.match(
    unknown.stderr,
    /unknown verb "frobnicate"; use one of: init, serve, mcp, search, log, diff, revert, snapshot, review, token, audit, unmount, doctor/,
  );
  const flag = runCli(['init', '--nope']);
  assert.equal(flag.code, 2);
  assert.match(flag.stderr, /usage: mnemofs init/);
  const who = runCli(['mcp', '--as', 'agent:x', '--store', path.join(tmp(), 's')]);
  assert.equal(who.code, 2); // --as names no principal: a usage error
  assert.match(who.stderr, /unknown principal "agent:x"/);
});

test('numbers in flags, config and environment are parsed strictly, naming the setting', () => {
  const store = path.join(tmp(), 'store');
  runCli(['init', '--store', store]);
  for (const bad of ['1e3', '0x10', '', '12abc']) {
    const r = runCli(['log', '--store', store], { MNEMOFS_MAX_WRITE_BYTES: bad });
    assert.equal(r.code, 2, `${JSON.stringify(bad)}: ${r.stderr}`);
    assert.match(r.stderr, /MNEMOFS_MAX_WRITE_BYTES must be a whole number ≥ 0/);
  }
  const port = runCli(['serve', '--store', store, '--http', '127.0.0.1:70000']);
  assert.equal(port.code, 2);
  assert.match(port.stderr, /port 70000 is over 65535/);
});
