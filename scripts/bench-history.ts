// npm run bench:history — history and snapshot speed against the tools people would use
// instead, measured in the same run on the same trees (docs/benchmarks.md keeps the table).
//
// Commit latency: a store of BASE committed files; then 1, 100 and 1,000 of them change on
// disk, and mnemofs commits those paths (what the auto-commit does after a burst, in its
// worker thread, so the figure includes the hand-off) while
// `git add -A && git commit` commits an identical copy. Median of 3 rounds each.
// Snapshots: a 10,000-file store — mem_snapshot's archive vs `tar czf` of the same
// namespaces, and restore (checksum, vetted extraction, automatic pre-restore snapshot,
// swap, reindex-free) vs `tar xzf` into an empty directory.
// Usage: npm run bench:history [-- --files N]

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CommitBatcher } from '../src/history/commit-batcher.js';
import { Snapshots } from '../src/snapshot/snapshots.js';
import { context, OWNER } from '../src/store/context.js';
import { initStore } from '../src/store/init-store.js';
import { Store } from '../src/store/store.js';

const { values } = parseArgs({ options: { files: { type: 'string', default: '10000' } } });
const SNAPSHOT_FILES = Number(values.files);
const BASE = 2000;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-bench-history-'));
const sh = (cmd: string, cwd: string) =>
  execFileSync('sh', ['-c', cmd], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });

function note(i: number, round: number): string {
  return `# Note ${i}\n\nRound ${round}. ${'Some remembered detail about the project. '.repeat(8)}\n`;
}

function fill(dir: string, n: number, round: number, from = 0): string[] {
  const rels: string[] = [];
  for (let i = from; i < from + n; i++) {
    const rel = `user/d${i % 50}/n${i}.md`;
    fs.mkdirSync(path.join(dir, path.dirname(rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), note(i, round));
    rels.push(rel);
  }
  return rels;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

async function time(fn: () => unknown | Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

async function commits(): Promise<string[]> {
  const ours = path.join(work, 'commit-mnemofs');
  const theirs = path.join(work, 'commit-git');
  initStore(ours);
  const store = Store.open(ours);
  const history = await CommitBatcher.open(store.files, { quietMs: 2 ** 30, maxChanges: 1e9 });
  fill(ours, BASE, 0);
  await history.commitAll({ op: 'bench', principal: 'owner' });
  fs.cpSync(ours, theirs, { recursive: true });
  sh('git config user.email b@b && git config user.name bench', theirs);
  const rows: string[] = [];
  let round = 1;
  for (const k of [1, 100, 1000]) {
    const a: number[] = [];
    const b: number[] = [];
    for (let r = 0; r < 3; r++, round++) {
      const rels = fill(ours, k, round);
      fill(theirs, k, round);
      a.push(
        await time(async () => {
          for (const rel of rels)
            history.note({ kind: 'file', path: rel, by: { op: 'bench', principal: 'owner' } });
          await history.flush();
        }),
      );
      b.push(await time(() => sh('git add -A && git commit -qm bench', theirs)));
    }
    const [ma, mb] = [median(a), median(b)];
    rows.push(
      `| commit ${k} changed file(s) of ${BASE} | ${ma.toFixed(0)} ms | ${mb.toFixed(0)} ms | ${(ma / mb).toFixed(2)} |`,
    );
  }
  await history.close();
  await store.close();
  return rows;
}

async function snapshots(): Promise<string[]> {
  const dir = path.join(work, 'snap-store');
  initStore(dir);
  fill(dir, SNAPSHOT_FILES, 0);
  const store = Store.open(dir);
  const snaps = new Snapshots(
    store,
    { keepLast: 100, keepDays: 0 },
    { settle: async () => undefined, restored: async () => undefined },
  );
  const ctx = context(OWNER, 'cli');
  let id = '';
  const create = await time(async () => (id = (await snaps.create(ctx, 'bench')).id));
  const tarFile = path.join(work, 'ref.tar.gz');
  const tarCreate = await time(() => sh(`tar czf ${tarFile} user`, dir));
  const restore = await time(() => snaps.restore(ctx, id));
  const target = path.join(work, 'tar-restore');
  fs.mkdirSync(target);
  const tarRestore = await time(() => sh(`tar xzf ${tarFile}`, target));
  await store.close();
  const archive = fs.statSync(path.join(dir, '.mnemofs/snapshots', `${id}.tar.gz`)).size;
  return [
    `| snapshot create, ${SNAPSHOT_FILES} files (${(archive / 1e6).toFixed(1)} MB archive vs ${(fs.statSync(tarFile).size / 1e6).toFixed(1)} MB) | ${create.toFixed(0)} ms | ${tarCreate.toFixed(0)} ms | ${(create / tarCreate).toFixed(2)} |`,
    `| snapshot restore, ${SNAPSHOT_FILES} files (includes the pre-restore snapshot) | ${restore.toFixed(0)} ms | ${tarRestore.toFixed(0)} ms | ${(restore / tarRestore).toFixed(2)} |`,
  ];
}

try {
  const rows = [...(await commits()), ...(await snapshots())];
  console.log('| operation | mnemofs | reference (git CLI / GNU tar) | ratio |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(r);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
