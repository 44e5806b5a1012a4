// Snapshots by effect: a round trip restores every namespace exactly and is itself undoable;
// hostile archives are refused with nothing changed inside or outside the store; a restore
// killed at each of its steps leaves, after restart, entirely the old state or the new one.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BIN, gitUnavailable, runCli } from '../helpers/cli.js';

const noGit = gitUnavailable();
import { gnuSparseArchive, hostileArchives, install } from '../helpers/hostile-archives.js';
import { call, connect, text } from '../helpers/mcp-client.js';
import { tempStore, treeState } from '../helpers/temp-store.js';

/** The memory content of a store: each namespace's tree (not .mnemofs, .git or empty containers). */
function content(dir: string): string {
  const namespaces = fs.existsSync(path.join(dir, 'user')) ? ['user'] : [];
  for (const container of ['agents', 'teams'])
    if (fs.existsSync(path.join(dir, container)))
      for (const id of fs.readdirSync(path.join(dir, container)).sort())
        namespaces.push(`${container}/${id}`);
  return namespaces.map((ns) => `${ns}:${treeState(path.join(dir, ns))}`).join('|');
}

test(
  'snapshot round trip: every namespace comes back exactly, the restore is undoable and committed',
  { skip: noGit },
  async () => {
    const t = tempStore();
    try {
      const client = await connect(t.store);
      await call(client, 'mem_write', { path: 'user/a.md', content: 'alpha\n' });
      await call(client, 'mem_write', { path: 'user/deep/er/b.md', content: 'beta\n' });
      await call(client, 'mem_write', { path: 'agents/coder/plan.md', content: 'plan\n' });
      await call(client, 'mem_mkdir', { path: 'user/empty' });
      const long = `user/${'n'.repeat(120)}/${'m'.repeat(150)}.md`; // over ustar's 100-byte name
      await call(client, 'mem_write', { path: long, content: 'long name\n' });
      const snap = await call(client, 'mem_snapshot', { label: 'before cleanup' });
      assert.ok(!snap.isError, text(snap));
      const s = snap.structuredContent as { id: string; files: number; sha256: string };
      assert.equal(s.files, 4);
      const state = content(t.dir);

      await call(client, 'mem_write', { path: 'user/a.md', content: 'changed\n', overwrite: true });
      await call(client, 'mem_remove', { path: 'user/deep', recursive: true });
      await call(client, 'mem_write', { path: 'agents/other/x.md', content: 'new agent\n' });
      await call(client, 'mem_write', { path: 'teams/t/y.md', content: 'new team\n' });
      const changed = content(t.dir);

      const r = await call(client, 'mem_snapshot_restore', { id: s.id });
      assert.ok(!r.isError, text(r));
      assert.equal(content(t.dir), state);
      assert.ok(!fs.existsSync(path.join(t.dir, '.mnemofs', 'restore')), 'no staging left');
      const undo = (r.structuredContent as { undo: string }).undo;
      const list = (await call(client, 'mem_snapshot_list', {})).structuredContent as {
        snapshots: { id: string; label: string; auto: boolean }[];
      };
      assert.deepEqual(
        list.snapshots.map((x) => [x.id, x.label, x.auto]),
        [
          [undo, `before restore of ${s.id}`, true],
          [s.id, 'before cleanup', false],
        ],
      );
      // Search and history follow the restore.
      const gone = await call(client, 'memory_search', { query: 'agent', mode: 'text' });
      assert.ok(!JSON.stringify(gone.structuredContent).includes('agents/other'));
      const head = execFileSync('git', ['-C', t.dir, 'log', '-1', '--format=%B'], {
        encoding: 'utf8',
      });
      assert.match(head, new RegExp(`^mem_snapshot_restore .* from ${s.id}`));
      assert.equal(
        execFileSync('git', ['-C', t.dir, 'status', '--porcelain'], { encoding: 'utf8' }),
        '',
      );

      const back = await call(client, 'mem_snapshot_restore', { id: undo });
      assert.ok(!back.isError, text(back));
      assert.equal(content(t.dir), changed, 'restoring the automatic snapshot undoes the restore');
    } finally {
      await t.close();
    }
  },
);

test(
  'hostile archives are refused: store unchanged, nothing created outside, each refusal audited',
  { skip: noGit },
  async () => {
    const t = tempStore();
    const absoluteTarget = path.join(os.tmpdir(), `mnemofs-abs-${process.pid}`, 'abs.md');
    try {
      const client = await connect(t.store);
      await call(client, 'mem_write', { path: 'user/keep.md', content: 'keep me\n' });
      await call(client, 'mem_log', {}); // commits, so the state below is settled
      const cases = hostileArchives(path.join(t.outside, 'secret.md'), absoluteTarget);
      const sparse = gnuSparseArchive(t.base);
      if (sparse) cases.set('GNU sparse 10 GiB', sparse);
      else console.log('GNU tar missing: the real sparse archive case is skipped');
      const good = await call(client, 'mem_snapshot', {});
      const goodId = (good.structuredContent as { id: string }).id;
      const tampered = fs.readFileSync(path.join(t.dir, '.mnemofs/snapshots', `${goodId}.tar.gz`));
      const at = tampered.length - 10;
      tampered[at] = (tampered[at] as number) ^ 0xff;
      fs.writeFileSync(path.join(t.dir, '.mnemofs/snapshots', `${goodId}.tar.gz`), tampered);

      const before = content(t.dir);
      const outside = t.outsideState();
      const headBefore = execFileSync('git', ['-C', t.dir, 'rev-parse', 'HEAD'], {
        encoding: 'utf8',
      });
      const mark = t.mark();
      let n = 0;
      const refusals: string[] = [];
      for (const [name, bytes] of cases) {
        const id = `20260101T000000000Z-${(++n).toString(16).padStart(6, '0')}`;
        install(t.dir, id, bytes);
        const r = await call(client, 'mem_snapshot_restore', { id });
        assert.ok(r.isError, `${name}: was accepted`);
        assert.match(text(r), /^MEM_INVALID_ARG: the snapshot archive is refused: /, name);
        refusals.push(`${name}: ${text(r)}`);
        assert.equal(content(t.dir), before, `${name}: the store changed`);
        assert.ok(!fs.existsSync(path.join(t.dir, '.mnemofs', 'restore')), `${name}: staging left`);
      }
      const r = await call(client, 'mem_snapshot_restore', { id: goodId });
      assert.match(text(r), /^MEM_CONFLICT: snapshot .* is damaged or was altered: its sha256 is/);
      assert.equal(content(t.dir), before);
      assert.equal(t.outsideState(), outside, 'something changed outside the store');
      assert.ok(!fs.existsSync(absoluteTarget) && !fs.existsSync(path.dirname(absoluteTarget)));
      assert.ok(!fs.existsSync(path.join(t.base, 'escape.md')));
      assert.ok(!fs.existsSync(path.join(path.dirname(t.base), 'escape.md')));
      assert.equal(
        execFileSync('git', ['-C', t.dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }),
        headBefore,
        'a refused restore commits nothing',
      );
      const audited = mark().filter((e) => e.op === 'mem_snapshot_restore');
      assert.equal(audited.length, cases.size + 1);
      assert.ok(audited.every((e) => !e.ok));
      // The messages name the entry and the reason.
      const joined = refusals.join('\n');
      for (const reason of [
        /"user\/etc" is a SymbolicLink → "\/etc"/,
        /"user\/hard\.md" is a Link →/,
        /"user\/fifo" is a FIFO/,
        /"user\/null" is a CharacterDevice/,
        /"\.\.\/\.\.\/escape\.md" has a path the store does not accept/,
        /"user\/huge\.md" is 10737418240 bytes, over the/,
      ])
        assert.match(joined, reason);
      if (sparse) assert.match(joined, /GNU sparse 10 GiB: .*"user\/sparse\.md" is a SparseFile/);
    } finally {
      fs.rmSync(path.dirname(absoluteTarget), { recursive: true, force: true });
      await t.close();
    }
  },
);

test(
  'kill -9 at each step of a restore, then restart: entirely the old state or entirely the new',
  { skip: noGit },
  () => {
    const steps: [string, 'old' | 'new'][] = [
      ['extracted', 'old'],
      ['saved', 'old'],
      ['journal', 'old'],
      ['swapping', 'old'],
      ['swapped', 'new'],
    ];
    for (const [step, expected] of steps) {
      const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-crash-'));
      const dir = path.join(base, 'store');
      try {
        assert.equal(runCli(['init', '--store', dir]).code, 0);
        const write = (rel: string, data: string) => {
          fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
          fs.writeFileSync(path.join(dir, rel), data);
        };
        write('user/a.md', 'snapshot state\n');
        write('agents/one/x.md', 'agent one\n');
        const created = runCli(['snapshot', 'create', '--store', dir, '--json']);
        assert.equal(created.code, 0, created.stderr);
        const id = (JSON.parse(created.stdout) as { id: string }).id;
        const wanted = content(dir);
        write('user/a.md', 'current state\n');
        write('user/b.md', 'added later\n');
        fs.rmSync(path.join(dir, 'agents/one'), { recursive: true });
        write('agents/two/y.md', 'agent two\n');
        write('teams/t/z.md', 'team\n');
        const current = content(dir);

        const killed = spawnSync(
          process.execPath,
          [BIN, 'snapshot', 'restore', id, '--store', dir],
          {
            env: { ...process.env, MNEMOFS_CRASH_AT: step },
            encoding: 'utf8',
          },
        );
        assert.equal(
          killed.signal,
          'SIGKILL',
          `${step}: the crash hook did not fire\n${killed.stderr}`,
        );
        const restart = runCli(['snapshot', 'list', '--store', dir]);
        assert.equal(restart.code, 0, restart.stderr);
        const after = content(dir);
        if (expected === 'old') assert.equal(after, current, `${step}: not the old state`);
        else assert.equal(after, wanted, `${step}: not the new state`);
        assert.ok(!fs.existsSync(path.join(dir, '.mnemofs', 'restore')), `${step}: leftovers`);
        if (step !== 'extracted' && step !== 'saved')
          assert.match(
            restart.stderr,
            /an interrupted snapshot restore was found and (rolled back|completed)/,
          );
      } finally {
        fs.rmSync(base, { recursive: true, force: true });
      }
    }
  },
);
