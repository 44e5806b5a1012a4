// Threat: between check and use, an attacker swaps a directory inside the store for a
// symlink to an outside directory (`user/swap` <-> link to outside/), thousands of times a
// second, while the store reads, writes, appends, makes and removes directories, moves and
// lists through it. Proved by effect: the outside tree is byte-for-byte unchanged, nothing
// appeared outside, and no read or listing ever returned outside content. The same race
// runs on a namespace's own directory (`user` <-> link), the compartment every path in it
// is resolved beneath.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { fork } from 'node:child_process';
import { tempStore } from '../helpers/temp-store.js';
import { context, OWNER } from '../../src/store/context.js';
import { MemError } from '../../src/errors/mem-error.js';
import type { Store } from '../../src/store/store.js';

const OPS = 12_000;

for (const base of ['user/swap', 'user']) {
  test(`symlink swap race: ${OPS} store operations through ${base}/ while it is swapped for a link`, async () => {
    await race(base, toolOps);
  });
  // The owner's mount view resolves a path in one step beneath the root, not through the
  // namespace's own directory (StoreCore.posixView): the same race, through its operations.
  test(`symlink swap race: ${OPS} operations of the owner's mount view through ${base}/`, async () => {
    await race(base, mountOps);
  });
}

type Ops = (s: Store, base: string) => (() => Promise<unknown>)[];

const toolOps: Ops = (s, base) => {
  const ctx = context(OWNER, 'system');
  return [
    async () => {
      const r = await s.read(ctx, `${base}/secret.md`);
      assert.doesNotMatch(r.content, /ORIGINAL/, 'read returned the outside secret');
    },
    () => s.write(ctx, `${base}/secret.md`, 'MINE', { overwrite: true }),
    () => s.append(ctx, `${base}/secret.md`, 'MINE'),
    () => s.mkdir(ctx, `${base}/sub/x`),
    () => s.remove(ctx, `${base}/sub`, { recursive: true }),
    () => s.move(ctx, `${base}/secret.md`, `${base}/moved.md`, { overwrite: true }),
    () => s.move(ctx, `${base}/moved.md`, `${base}/secret.md`, { overwrite: true }),
    async () => {
      const r = await s.list(ctx, base, { recursive: true });
      assert.ok(
        !r.entries.some((e) => e.path.endsWith('deep.md')),
        'listing showed outside entries',
      );
    },
    async () => {
      const r = await s.grep(ctx, 'ORIGINAL', { path: base });
      assert.equal(r.matches.length, 0, 'grep found outside content');
    },
    () => s.edit(ctx, `${base}/secret.md`, 'MINE', 'MINE'),
  ];
};

const mountOps: Ops = (s, base) => {
  const view = s.posixView(OWNER);
  const ctx = context(OWNER, 'fuse');
  const at = (rel: string) => `/${base}/${rel}`;
  const buf = Buffer.alloc(4096);
  return [
    async () => {
      const h = view.open(ctx, at('secret.md'), 0);
      try {
        const n = view.read(h, buf, buf.length, 0);
        assert.doesNotMatch(buf.toString('utf8', 0, n), /ORIGINAL/, 'read the outside secret');
      } finally {
        view.release(h);
      }
    },
    async () => {
      const h = view.create(ctx, at('made.md'), 0o644);
      try {
        view.write(h, Buffer.from('MINE'), 4, 0);
      } finally {
        view.release(h);
      }
    },
    async () => view.truncate(ctx, at('secret.md'), 0),
    async () => view.mkdir(ctx, at('sub'), 0o755),
    async () => view.rmdir(ctx, at('sub')),
    async () => view.rename(ctx, at('made.md'), at('moved.md')),
    async () => view.unlink(ctx, at('moved.md')),
    async () => view.chmod(ctx, at('secret.md'), 0o600),
    async () =>
      assert.ok(
        !view.readdir(ctx, `/${base}`).some((d) => d.name === 'deep.md'),
        'listing showed outside entries',
      ),
    async () => view.getattr(ctx, at('secret.md')),
  ];
};

/** Races the store through `base` (a store path) while an attacker swaps it for a link. */
async function race(base: string, opsOf: Ops): Promise<void> {
  const [holder, name] = [path.posix.dirname(base), path.posix.basename(base)];
  const t = tempStore({ auditFsyncMs: 100 });
  const dir = path.join(t.dir, holder);
  fs.mkdirSync(path.join(dir, name), { recursive: true });
  fs.symlinkSync(t.outside, path.join(dir, `${name}.link`));
  const before = t.outsideState();
  const attacker = fork(
    path.join(import.meta.dirname, '../helpers/swap-attacker.ts'),
    [dir, name, `${name}.link`],
    {
      execArgv: ['--import', 'tsx'],
    },
  );
  await new Promise((resolve) => attacker.once('message', resolve));
  const outcomes = { ok: 0, refused: 0 };
  const codes = new Map<string, number>();
  const ops = opsOf(t.store, base);
  try {
    for (let i = 0; i < OPS; i++) {
      try {
        await (ops[i % ops.length] as () => Promise<unknown>)();
        outcomes.ok++;
      } catch (err) {
        if (!(err instanceof MemError)) throw err;
        outcomes.refused++;
        codes.set(err.code, (codes.get(err.code) ?? 0) + 1);
      }
    }
  } finally {
    attacker.kill('SIGTERM');
  }
  const report = (await new Promise((resolve) => attacker.on('message', resolve))) as {
    swaps: number;
  };
  console.log(
    `ops ${OPS}: ${outcomes.ok} ok, ${outcomes.refused} refused ${JSON.stringify(Object.fromEntries(codes))}; attacker swaps: ${report.swaps}`,
  );
  assert.ok(report.swaps > 1000, 'the attacker did not run concurrently');
  assert.ok(
    outcomes.ok > 100 && codes.get('MEM_OUTSIDE_ROOT'),
    'the race was not exercised both ways',
  );
  assert.equal(t.outsideState(), before, 'the outside tree changed');
  await t.close();
}

test("the owner's mount view, which skips the namespace step, refuses any other principal", async () => {
  const t = tempStore();
  try {
    const agent = { id: 'agent:x', grants: ['agents/x'] };
    const view = t.store.posixView(OWNER);
    assert.throws(
      () => view.lookup(context(agent, 'fuse'), '/agents/x/a.md'),
      (err: unknown) => err instanceof MemError && err.code === 'MEM_FORBIDDEN',
    );
    // An agent's own view keeps the namespace step and answers it.
    assert.equal(
      t.store.posixView(agent).lookup(context(agent, 'fuse'), '/agents/x/a.md'),
      undefined,
    );
  } finally {
    await t.close();
  }
});
