// One conformance suite, two targets (STYLE "Tests"): the same op sequences, each step with
// its expected outcome, run in-process against the FUSE handlers and through a real mount.
// Both must give exactly the expected results, and leave the same tree.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fuseUnavailable, serve, tempBase, type Served } from '../helpers/serve.js';
import {
  handlerDriver,
  kernelDriver,
  snapshotTree,
  type Driver,
  type Op,
} from '../helpers/fs-ops.js';
import { tempStore, type TempStore } from '../helpers/temp-store.js';
import { buildOps } from '../../fuse/ops.js';
import type { FuseDirent } from '../../fuse/op-types.js';
import { writeDirent } from '../../fuse/protocol.js';
import { HandleTable } from '../../fuse/handles.js';
import { OWNER } from '../../src/store/context.js';

const DT_DIR = 4;
const DT_REG = 8;

/** `$` in a path is the case's own directory, so cases share one store without touching. */
const CASES: [name: string, steps: [Op, string][]][] = [
  [
    'create, write at offsets, read, stat',
    [
      [{ op: 'create', path: '$/missing/a.md' }, 'ENOENT'],
      [{ op: 'create', path: '$/a.md' }, 'ok'],
      [{ op: 'write', path: '$/a.md', offset: 0, data: 'hello' }, 'ok'],
      [{ op: 'write', path: '$/a.md', offset: 3, data: 'LO world' }, 'ok'],
      [{ op: 'read', path: '$/a.md' }, 'ok:helLO world'],
      [{ op: 'stat', path: '$/a.md' }, 'ok:file 11'],
      [{ op: 'create', path: '$/a.md' }, 'ok'],
      [{ op: 'read', path: '$/a.md' }, 'ok:helLO world'],
      [{ op: 'read', path: '$/nope.md' }, 'ENOENT'],
      [{ op: 'write', path: '$/nope.md', offset: 0, data: 'x' }, 'ENOENT'],
    ],
  ],
  [
    'truncate',
    [
      [{ op: 'create', path: '$/t.md' }, 'ok'],
      [{ op: 'write', path: '$/t.md', offset: 0, data: '0123456789' }, 'ok'],
      [{ op: 'truncate', path: '$/t.md', size: 4 }, 'ok'],
      [{ op: 'read', path: '$/t.md' }, 'ok:0123'],
      [{ op: 'truncate', path: '$/t.md', size: 6 }, 'ok'],
      [{ op: 'read', path: '$/t.md' }, 'ok:0123\0\0'],
      [{ op: 'truncate', path: '$/nope.md', size: 0 }, 'ENOENT'],
      [{ op: 'truncate', path: '$', size: 0 }, 'EISDIR'],
    ],
  ],
  [
    'directories',
    [
      [{ op: 'mkdir', path: '$/d' }, 'ok'],
      [{ op: 'mkdir', path: '$/d' }, 'EEXIST'],
      [{ op: 'mkdir', path: '$/x/y' }, 'ENOENT'],
      [{ op: 'create', path: '$/d/f.md' }, 'ok'],
      [{ op: 'mkdir', path: '$/d/f.md/sub' }, 'ENOTDIR'],
      [{ op: 'rmdir', path: '$/d' }, 'ENOTEMPTY'],
      [{ op: 'rmdir', path: '$/d/f.md' }, 'ENOTDIR'],
      [{ op: 'unlink', path: '$/d' }, 'EISDIR'],
      [{ op: 'create', path: '$/d' }, 'EISDIR'],
      [{ op: 'readdir', path: '$/d' }, 'ok:f.md'],
      [{ op: 'unlink', path: '$/d/f.md' }, 'ok'],
      [{ op: 'rmdir', path: '$/d' }, 'ok'],
      [{ op: 'readdir', path: '$' }, 'ok:'],
    ],
  ],
  [
    'rename',
    [
      [{ op: 'create', path: '$/a.md' }, 'ok'],
      [{ op: 'write', path: '$/a.md', offset: 0, data: 'A' }, 'ok'],
      [{ op: 'create', path: '$/b.md' }, 'ok'],
      [{ op: 'rename', from: '$/a.md', to: '$/b.md' }, 'ok'],
      [{ op: 'read', path: '$/b.md' }, 'ok:A'],
      [{ op: 'rename', from: '$/a.md', to: '$/c.md' }, 'ENOENT'],
      [{ op: 'mkdir', path: '$/d' }, 'ok'],
      [{ op: 'mkdir', path: '$/e' }, 'ok'],
      [{ op: 'create', path: '$/e/x.md' }, 'ok'],
      [{ op: 'rename', from: '$/d', to: '$/e' }, 'ENOTEMPTY'],
      [{ op: 'rename', from: '$/b.md', to: '$/e' }, 'EISDIR'],
      [{ op: 'rename', from: '$/d', to: '$/b.md' }, 'ENOTDIR'],
      [{ op: 'rename', from: '$/e', to: '$/e/inner' }, 'EINVAL'],
      [{ op: 'rename', from: '$/e', to: '$/d' }, 'ok'],
      [{ op: 'readdir', path: '$/d' }, 'ok:x.md'],
      [{ op: 'rename', from: '$/b.md', to: '$/d/moved.md' }, 'ok'],
      [{ op: 'readdir', path: '$' }, 'ok:d'],
    ],
  ],
  [
    'refusals',
    [
      [{ op: 'create', path: '$/.git' }, 'EACCES'],
      [{ op: 'mkdir', path: '$/.mnemofs' }, 'EACCES'],
      [{ op: 'create', path: 'stray.md' }, 'EACCES'],
      [{ op: 'mkdir', path: 'stray' }, 'EACCES'],
      [{ op: 'create', path: '.mnemofs/evil' }, 'EACCES'],
      [{ op: 'write', path: '.mnemofs/audit.jsonl', offset: 0, data: 'x' }, 'EACCES'],
      [{ op: 'truncate', path: '.mnemofs/audit.jsonl', size: 0 }, 'EACCES'],
      [{ op: 'unlink', path: '.gitignore' }, 'EACCES'],
      [{ op: 'rmdir', path: 'user' }, 'EACCES'],
      [{ op: 'rename', from: 'user', to: 'user2' }, 'EACCES'],
      [{ op: 'rename', from: '$', to: 'stray' }, 'EACCES'],
      [{ op: 'readdir', path: '$' }, 'ok:'],
    ],
  ],
];

function withCase(op: Op, dir: string): Op {
  const sub = (p: string) => p.replace('$', dir);
  return 'from' in op
    ? { ...op, from: sub(op.from), to: sub(op.to) }
    : { ...op, path: sub(op.path) };
}

async function runAll(driver: Driver, mkdir: (dir: string) => Promise<string>): Promise<void> {
  for (const [i, [name, steps]] of CASES.entries()) {
    const dir = `user/case${i}`;
    assert.equal(await mkdir(dir), 'ok');
    for (const [j, [op, expected]] of steps.entries()) {
      const got = await driver.run(withCase(op, dir));
      assert.equal(got, expected, `${name}, step ${j + 1}: ${JSON.stringify(withCase(op, dir))}`);
    }
  }
}

const skip = fuseUnavailable();
let inProcess: TempStore;
const mounted = tempBase();
let served: Served | undefined;

before(async () => {
  inProcess = tempStore();
  if (!skip) served = await serve(mounted.store, mounted.mount);
});
after(async () => {
  await inProcess.close();
  if (served) assert.equal(await served.stop(), 0);
  mounted.cleanup();
});

test('conformance: FUSE handlers in-process', async () => {
  const handles = new HandleTable();
  const driver = handlerDriver(
    buildOps(inProcess.store.posixView(OWNER), handles, OWNER) as Parameters<
      typeof handlerDriver
    >[0],
  );
  await runAll(driver, (dir) => driver.run({ op: 'mkdir', path: dir }));
  assert.equal(handles.size, 0, 'a handle was left open');
});

test('conformance: through a real mount', { skip }, async () => {
  const driver = kernelDriver(mounted.mount);
  await runAll(driver, (dir) => driver.run({ op: 'mkdir', path: dir }));
});

test('both targets leave the same tree', { skip }, () => {
  assert.deepEqual(
    snapshotTree(path.join(mounted.store, 'user')),
    snapshotTree(path.join(inProcess.dir, 'user')),
  );
});

test('a listing gives each entry its type and backing inode number (find and ls -i stat nothing)', async () => {
  const ops = buildOps(inProcess.store.posixView(OWNER), new HandleTable(), OWNER);
  fs.mkdirSync(path.join(inProcess.dir, 'user', 'typed', 'sub'), { recursive: true });
  fs.writeFileSync(path.join(inProcess.dir, 'user', 'typed', 'note.md'), 'x');
  const entries = await new Promise<FuseDirent[]>((resolve, reject) =>
    ops.readdir('/user/typed', (errno, value) =>
      errno < 0 ? reject(new Error(`errno ${errno}`)) : resolve(value as FuseDirent[]),
    ),
  );
  const byName = new Map(entries.map((d) => [d.name, d]));
  for (const [name, type] of [
    ['note.md', DT_REG],
    ['sub', DT_DIR],
  ] as const) {
    const backing = fs.statSync(path.join(inProcess.dir, 'user', 'typed', name));
    assert.deepEqual(byName.get(name), { name, type, ino: backing.ino });
  }
  // The fuse_dirent the kernel reads: ino, offset, name length, type, name.
  const out = Buffer.alloc(64, 0xee);
  const dirent = { name: 'note.md', type: DT_REG, ino: 2 ** 40 + 7 };
  assert.equal(writeDirent(out, 0, 64, dirent, 3), 32);
  assert.equal(out.readBigUInt64LE(0), BigInt(dirent.ino));
  assert.equal(out.readBigUInt64LE(8), 3n);
  assert.equal(out.readUInt32LE(16), 7);
  assert.equal(out.readUInt32LE(20), DT_REG);
  assert.equal(out.toString('utf8', 24, 31), 'note.md');
  assert.equal(out[31], 0, 'padded with zeros');
  fs.rmSync(path.join(inProcess.dir, 'user', 'typed'), { recursive: true });
});
