// Sync between stores on this machine through a real git server on loopback (git
// http-backend under node:http): edits to different notes merge silently, one note edited
// on both sides merges line by line when the edits do not overlap and otherwise becomes
// one conflict item that keeps both versions (resolved by a person, carried by the next
// sync), a fact changed on both sides waits the same way; a hostile remote changes nothing
// it should not and every refusal is audited; a server killed mid-push leaves both stores
// consistent and the next sync completes. Pulled notes carry the trust `remote:<name>`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuditEntry } from '../../src/audit/audit-entry.js';
import { openOrInitStore } from '../../src/cli/open-store.js';
import { startServices, type Services } from '../../src/cli/services.js';
import { context, OWNER } from '../../src/store/context.js';
import { gitServerUnavailable, startGitServer, type GitServer } from '../helpers/git-server.js';

const NS = 'teams/core';
const BRANCH = `mnemofs/${NS}`;
const ctx = () => context(OWNER, 'cli');

interface World {
  base: string;
  server: GitServer;
  bare: string;
  stores: Services[];
  dirs: string[];
  close(): Promise<void>;
}

async function world(n: number): Promise<World> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-sync-'));
  fs.mkdirSync(path.join(base, 'server'));
  const server = await startGitServer(path.join(base, 'server'));
  const bare = server.bare('team.git');
  const stores: Services[] = [];
  const dirs: string[] = [];
  for (let i = 0; i < n; i++) {
    const dir = path.join(base, `store${i}`);
    dirs.push(dir);
    const s = await startServices(openOrInitStore(dir), { watch: false });
    s.sync.remotes.add({ name: 'hub', url: server.url('team.git'), ns: NS });
    stores.push(s);
  }
  return {
    base,
    server,
    bare,
    stores,
    dirs,
    async close() {
      for (const s of stores) await s.close();
      await server.close();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
const audit = (dir: string): AuditEntry[] =>
  fs
    .readFileSync(path.join(dir, '.mnemofs', 'audit.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AuditEntry);
const git = (bare: string, ...args: string[]) =>
  execFileSync('git', ['-C', bare, ...args], { encoding: 'utf8' }).trim();

const skip = gitServerUnavailable();

test(
  'edits to different notes merge; one note edited on both sides merges line-wise or becomes one conflict that loses neither version',
  { skip },
  async () => {
    const w = await world(3);
    const [a, b, c] = w.stores as [Services, Services, Services];
    const [da, db, dc] = w.dirs as [string, string, string];
    try {
      const plan = '# Plan\n\nstep one\nstep two\nstep three\nstep four\n';
      await a.store.write(ctx(), `${NS}/plan.md`, plan);
      await a.store.write(ctx(), `${NS}/a.md`, 'from a\n');
      const first = await a.sync.sync(ctx(), 'hub');
      assert.ok(first.pushed, JSON.stringify(first));
      assert.equal(git(w.bare, 'rev-parse', BRANCH), first.pushed);
      // b and c start from the remote; a note only b has, another only c has.
      await b.sync.sync(ctx(), 'hub');
      await c.sync.sync(ctx(), 'hub');
      assert.equal(read(db, `${NS}/plan.md`), plan);
      await b.store.write(ctx(), `${NS}/b.md`, 'from b\n');
      await c.store.write(ctx(), `${NS}/c.md`, 'from c\n');
      // Same note, lines far apart: a clean line-wise merge.
      await b.store.write(ctx(), `${NS}/plan.md`, plan.replace('step one', 'step ONE (b)'), {
        overwrite: true,
      });
      await c.store.write(ctx(), `${NS}/plan.md`, plan.replace('step four', 'step FOUR (c)'), {
        overwrite: true,
      });
      await b.sync.sync(ctx(), 'hub');
      const rc = await c.sync.sync(ctx(), 'hub');
      assert.deepEqual(rc.merged, [`${NS}/plan.md`]);
      assert.deepEqual(rc.conflicts, []);
      for (const s of [a, b]) await s.sync.sync(ctx(), 'hub');
      const merged = '# Plan\n\nstep ONE (b)\nstep two\nstep three\nstep FOUR (c)\n';
      for (const d of [da, db, dc]) {
        assert.equal(read(d, `${NS}/plan.md`), merged, d);
        for (const who of ['a', 'b', 'c'])
          assert.equal(read(d, `${NS}/${who}.md`), `from ${who}\n`);
      }
      // A pulled note is indexed with the trust of its origin.
      const { hits } = await a.search.search(ctx(), { query: 'from c', path: NS, mode: 'text' });
      assert.equal(hits.find((h) => h.path === `${NS}/c.md`)?.trust, 'remote:hub');

      // The same lines changed on both sides: one conflict item, both versions kept.
      await a.store.write(
        ctx(),
        `${NS}/plan.md`,
        merged.replace('step two', 'step two — a says Monday'),
        { overwrite: true },
      );
      await b.store.write(
        ctx(),
        `${NS}/plan.md`,
        merged.replace('step two', 'step two — b says Friday'),
        { overwrite: true },
      );
      await a.sync.sync(ctx(), 'hub');
      const rb = await b.sync.sync(ctx(), 'hub');
      assert.deepEqual(rb.conflicts, [`${NS}/plan.md`]);
      const [item, ...more] = b.sync.conflicts.list();
      assert.ok(item && more.length === 0);
      assert.match(read(db, `${NS}/plan.md`), /b says Friday/); // b's version in place
      assert.match(item.theirs ?? '', /a says Monday/); // a's version kept with the item
      assert.match(item.base ?? '', /^step two$/m);
      assert.doesNotMatch(read(db, `${NS}/plan.md`), /<<<<<<<|>>>>>>>/);
      assert.match(git(w.bare, 'show', `${BRANCH}:${NS}/plan.md`), /a says Monday/); // not overwritten
      // While it waits, syncing again neither pushes b's version nor pulls a's.
      const again = await b.sync.sync(ctx(), 'hub');
      assert.deepEqual([again.pulled, again.conflicts, again.pushed], [[], [], null]);
      assert.equal(b.sync.conflicts.list().length, 1);
      // A person resolves it with an edit; the next sync carries it to everyone.
      await b.sync.resolve(ctx(), item.id, {
        text: merged.replace('step two', 'step two — Monday, agreed'),
      });
      assert.equal(b.sync.conflicts.list().length, 0);
      await b.sync.sync(ctx(), 'hub');
      await a.sync.sync(ctx(), 'hub');
      assert.match(read(da, `${NS}/plan.md`), /Monday, agreed/);
      const ops = audit(db)
        .filter((e) => e.origin === 'sync')
        .map((e) => e.op);
      for (const op of ['sync.fetch', 'sync.pull', 'sync.conflict', 'sync.push'])
        assert.ok(ops.includes(op), `${op} not audited: ${[...new Set(ops)].join(', ')}`);
    } finally {
      await w.close();
    }
  },
);

test('a fact changed on both sides waits for a person, with both values', { skip }, async () => {
  const w = await world(2);
  const [a, b] = w.stores as [Services, Services];
  try {
    const fact = (value: string) =>
      `---\nid: f-0123456789abcdef\ntitle: "deploy day: ${value}"\nkind: attribute\nsubject: team\npredicate: deploy day\nvalue: ${value}\ntrust: trusted\nvalid_from: 2026-11-01T00:00:00.000Z\nvalid_to: null\nrecorded_at: 2026-11-01T00:00:00.000Z\nsupersedes: null\nsuperseded_by: null\nconfidence: 0.8\nfingerprint: x\nns: ${NS}\n---\ndeploy day: ${value}\n`;
    const rel = `${NS}/facts/f-0123456789abcdef.md`;
    await a.store.write(ctx(), rel, fact('tuesday'));
    await a.sync.sync(ctx(), 'hub');
    await b.sync.sync(ctx(), 'hub');
    await a.store.write(ctx(), rel, fact('wednesday'), { overwrite: true });
    await b.store.write(ctx(), rel, fact('thursday'), { overwrite: true });
    await a.sync.sync(ctx(), 'hub');
    const r = await b.sync.sync(ctx(), 'hub');
    assert.deepEqual(r.conflicts, [rel]);
    const [item] = b.sync.conflicts.list();
    assert.equal(item?.fact, 'f-0123456789abcdef');
    assert.match(item?.theirs ?? '', /value: wednesday/);
    assert.match(item?.local ?? '', /value: thursday/);
  } finally {
    await w.close();
  }
});
