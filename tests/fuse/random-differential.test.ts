// Seeded random-op differential test (JuiceFS fsrand style): the same 2,500 random
// create/write/truncate/rename/unlink/mkdir/rmdir/chmod/utimens ops (with reads and stats
// mixed in; chmod and utimens answer with the mode and time the entry then has) on the
// mount and on a plain directory. Every op must give the same result or errno, and the
// trees must end identical, byte for byte, in the mount and in the backing directory.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fuseUnavailable, serve, tempBase } from '../helpers/serve.js';
import { kernelDriver, snapshotTree, type Op } from '../helpers/fs-ops.js';

const SEED = Number(process.env.MNEMOFS_FSRAND_SEED ?? 20261130);
const OPS = 2500;

/** mulberry32: a small, well-distributed seeded PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(seed: number, n: number): Op[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const name = () => pick(['a', 'b', 'c', 'd', 'e.md', 'f.md']);
  const p = () =>
    ['user', ...Array.from({ length: Math.floor(rnd() * 3) }, name), name()].join('/');
  const data = () =>
    pick(['x', 'hello', 'line\n', '0123456789abcdef', 'ü→✓']).repeat(1 + Math.floor(rnd() * 3));
  const ops: Op[] = [];
  for (let i = 0; i < n; i++) {
    const r = rnd();
    if (r < 0.2) ops.push({ op: 'create', path: p() });
    else if (r < 0.38)
      ops.push({ op: 'write', path: p(), offset: Math.floor(rnd() * 24), data: data() });
    else if (r < 0.46) ops.push({ op: 'truncate', path: p(), size: Math.floor(rnd() * 30) });
    else if (r < 0.56) ops.push({ op: 'rename', from: p(), to: p() });
    else if (r < 0.64) ops.push({ op: 'unlink', path: p() });
    else if (r < 0.78) ops.push({ op: 'mkdir', path: p() });
    else if (r < 0.86) ops.push({ op: 'rmdir', path: p() });
    else if (r < 0.91) ops.push({ op: 'read', path: p() });
    else if (r < 0.95) ops.push({ op: 'stat', path: p() });
    // Modes that keep the owner's rwx, so a later op is decided by the same rules in both
    // trees whoever runs the test; times as `touch -d` sets them (both the same).
    else if (r < 0.98)
      ops.push({ op: 'chmod', path: p(), mode: pick([0o755, 0o700, 0o750, 0o775]) });
    else {
      const time = () => 1_600_000_000 + Math.floor(rnd() * 1e8);
      ops.push({ op: 'utimens', path: p(), atime: time(), mtime: time() });
    }
  }
  return ops;
}

/**
 * A utimens answer (`ok:<atime ns>,<mtime ns>`) that differs from the plain directory's only
 * by an access time of this run: the kernel's readahead of an earlier read through the mount
 * may reach the backing file after the utimens, and that read sets the access time (relatime:
 * it was older than the mtime) — asynchronous on the mount, synchronous on a plain directory.
 * The modification time must still be exact.
 */
function sameButReadSince(mount: string, plain: string, since: bigint): boolean {
  const m = /^ok:(\d+),(\d+)$/.exec(mount);
  const p = /^ok:(\d+),(\d+)$/.exec(plain);
  if (!m || !p || m[2] !== p[2]) return false;
  const atime = BigInt(m[1] as string);
  return atime >= since && atime <= BigInt(Date.now()) * 1_000_000n;
}

test(
  `random differential: ${OPS} ops, seed ${SEED}, mount vs plain directory`,
  { skip: fuseUnavailable() },
  async () => {
    const t = tempBase();
    const plain = path.join(t.base, 'plain');
    fs.mkdirSync(path.join(plain, 'user'), { recursive: true });
    const s = await serve(t.store, t.mount);
    try {
      const onMount = kernelDriver(t.mount);
      const onPlain = kernelDriver(plain);
      const tally = new Map<string, number>();
      const started = BigInt(Date.now() - 1000) * 1_000_000n;
      for (const [i, op] of generate(SEED, OPS).entries()) {
        const [a, b] = [await onMount.run(op), await onPlain.run(op)];
        if (!(op.op === 'utimens' && sameButReadSince(a, b, started)))
          assert.equal(
            a,
            b,
            `op ${i} ${JSON.stringify(op)}: mount said ${a}, plain dir said ${b} (seed ${SEED})`,
          );
        const key = `${op.op} ${a.startsWith('ok') ? 'ok' : a}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
      }
      const expected = snapshotTree(path.join(plain, 'user'));
      assert.deepEqual(snapshotTree(path.join(t.mount, 'user')), expected, 'mount tree differs');
      assert.deepEqual(snapshotTree(path.join(t.store, 'user')), expected, 'backing tree differs');
      const ok = [...tally].filter(([k]) => k.endsWith(' ok')).reduce((n, [, v]) => n + v, 0);
      console.log(`outcomes: ${JSON.stringify(Object.fromEntries([...tally].sort()))}`);
      assert.ok(ok > OPS / 8 && tally.size > 25, 'the random ops did not exercise enough outcomes');
    } finally {
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);
