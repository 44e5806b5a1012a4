// npm run bench:sync — two stores sync 1,000 notes through a git server on loopback (git
// http-backend), against the git CLI doing the same with two clones of the same server in
// the same run: one side writes the notes and syncs (reference: git add, commit, push), the
// other syncs to receive them (reference: git pull). Two rounds: 1,000 new notes, then the
// same 1,000 notes changed. Prints times and ratios; never a pass/fail.
// Usage: npm run bench:sync [-- --notes N]

import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openOrInitStore } from '../src/cli/open-store.js';
import { startServices, type Services } from '../src/cli/services.js';
import { context, OWNER } from '../src/store/context.js';
import { startGitServer } from '../tests/helpers/git-server.js';

const { values } = parseArgs({ options: { notes: { type: 'string', default: '1000' } } });
const N = Number(values.notes);
const NS = 'teams/core';
const ctx = context(OWNER, 'cli');
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-bench-sync-'));
fs.mkdirSync(path.join(base, 'server'));
const server = await startGitServer(path.join(base, 'server'));
server.bare('store.git');
server.bare('ref.git');

const note = (i: number, round: number) =>
  `# Note ${i}\n\n${`round ${round}: the quick brown fox jumps over the lazy dog ${i}\n`.repeat(16)}`;

/** The git CLI, without blocking this process (the server runs in it). */
function gitAsync(cwd: string, ...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'b',
        GIT_AUTHOR_EMAIL: 'b@b',
        GIT_COMMITTER_NAME: 'b',
        GIT_COMMITTER_EMAIL: 'b@b',
      },
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`git ${args.join(' ')}: ${err}`)),
    );
  });
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const stores: Services[] = [];
for (const name of ['a', 'b']) {
  const s = await startServices(openOrInitStore(path.join(base, name)), { watch: false });
  s.sync.remotes.add({ name: 'hub', url: server.url('store.git'), ns: NS });
  stores.push(s);
}
const [a, b] = stores as [Services, Services];
const clones = ['ra', 'rb'].map((d) => path.join(base, d));
for (const dir of clones) {
  execFileSync('git', ['init', '-q', '-b', 'main', dir]);
  execFileSync('git', ['-C', dir, 'remote', 'add', 'origin', server.url('ref.git')]);
}
const [ra, rb] = clones as [string, string];
// Both sides start from one commit, as the stores start from their first sync.
fs.writeFileSync(path.join(ra, 'README.md'), 'reference\n');
await gitAsync(ra, 'add', '-A');
await gitAsync(ra, 'commit', '-qm', 'start');
await gitAsync(ra, 'push', '-q', 'origin', 'main');
await gitAsync(rb, 'pull', '-q', 'origin', 'main');
await a.sync.sync(ctx, 'hub');
await b.sync.sync(ctx, 'hub');

console.log(
  `${N} notes of ${note(0, 1).length} bytes, one git server on loopback (git http-backend)\n`,
);
console.log(
  'round            mnemofs send  git add+commit+push   ×    mnemofs receive  git pull   ×',
);
for (const round of [1, 2]) {
  for (let i = 0; i < N; i++) {
    await a.store.write(ctx, `${NS}/n${i}.md`, note(i, round), { overwrite: true });
    fs.mkdirSync(path.join(ra, NS), { recursive: true });
    fs.writeFileSync(path.join(ra, NS, `n${i}.md`), note(i, round));
  }
  const send = await time(() => a.sync.sync(ctx, 'hub'));
  const gitSend = await time(async () => {
    await gitAsync(ra, 'add', '-A');
    await gitAsync(ra, 'commit', '-qm', `round ${round}`);
    await gitAsync(ra, 'push', '-q', 'origin', 'main');
  });
  const receive = await time(() => b.sync.sync(ctx, 'hub'));
  const gitReceive = await time(() => gitAsync(rb, 'pull', '-q', 'origin', 'main'));
  const got = fs.readFileSync(path.join(base, 'b', NS, `n${N - 1}.md`), 'utf8');
  if (got !== note(N - 1, round)) throw new Error('the receiving store did not get the notes');
  const label = round === 1 ? `${N} new notes` : `${N} changed notes`;
  console.log(
    `${label.padEnd(18)} ${(send / 1000).toFixed(2).padStart(7)} s ${(gitSend / 1000).toFixed(2).padStart(12)} s   ${(send / gitSend).toFixed(1).padStart(5)}   ${(receive / 1000).toFixed(2).padStart(10)} s ${(gitReceive / 1000).toFixed(2).padStart(8)} s ${(receive / gitReceive).toFixed(1).padStart(5)}`,
  );
}
for (const s of stores) await s.close();
await server.close();
fs.rmSync(base, { recursive: true, force: true });
