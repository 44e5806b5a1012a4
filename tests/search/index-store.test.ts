// The persisted index: a restart loads it and reconciles only what changed; an index built
// with another embedder or dimension, or a corrupt one, is detected (with a log line) and
// rebuilt from the files, never loaded into the wrong vector space.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempStore } from '../helpers/temp-store.js';
import { HashEmbedder } from '../../src/embed/hash-embedder.js';
import { loadEngine, saveEngine, INDEX_DIR } from '../../src/search/index-store.js';
import { OWNER } from '../../src/store/context.js';

function seed(dir: string, n: number): void {
  for (let i = 0; i < n; i++)
    fs.writeFileSync(
      path.join(dir, 'user', `n${i}.md`),
      `# Note ${i}\nthe heron${i} flies over the lake\n`,
    );
}

test('a saved index loads without re-reading files, and reconcile then touches only changes', async () => {
  const t = tempStore();
  seed(t.dir, 40);
  const logs: string[] = [];
  const first = await loadEngine(t.store.files, new HashEmbedder(), 1 << 20, (l) => logs.push(l));
  assert.equal((await first.reconcile()).indexed, 40);
  await saveEngine(t.store.files, first);
  const second = await loadEngine(t.store.files, new HashEmbedder(), 1 << 20, (l) => logs.push(l));
  assert.equal(second.stats.files, 40, 'loaded from disk');
  const hits = await second.search(OWNER, { query: 'heron17', mode: 'hybrid' });
  assert.equal(hits[0]?.path, 'user/n17.md', 'text and vectors both restored');
  assert.equal(
    (await second.search(OWNER, { query: 'heron17', mode: 'vector' }))[0]?.path,
    'user/n17.md',
  );
  // Age the files past the racy window, then change one, delete one, add one.
  const old = new Date(Date.now() - 60_000);
  for (const f of fs.readdirSync(path.join(t.dir, 'user')))
    fs.utimesSync(path.join(t.dir, 'user', f), old, old);
  const third = await loadEngine(t.store.files, new HashEmbedder(), 1 << 20, (l) => logs.push(l));
  await third.reconcile();
  await saveEngine(t.store.files, third);
  fs.writeFileSync(path.join(t.dir, 'user', 'n1.md'), 'changed: the egret');
  fs.rmSync(path.join(t.dir, 'user', 'n2.md'));
  fs.writeFileSync(path.join(t.dir, 'user', 'added.md'), 'a new cormorant');
  const fourth = await loadEngine(t.store.files, new HashEmbedder(), 1 << 20, (l) => logs.push(l));
  assert.deepEqual(await fourth.reconcile(), { indexed: 2, removed: 1, files: 40 });
  assert.deepEqual(logs, [], 'no rebuild was needed');
  assert.deepEqual(fs.readdirSync(path.join(t.dir, INDEX_DIR)).sort(), [
    'manifest.json',
    'state-2.json',
    'terms-2.bin',
    'vectors-2.hnsw',
  ]);
  for (const e of [first, second, third, fourth]) await e.close();
  await t.close();
});

test('another embedder dimension, or a corrupt index, is detected and rebuilt', async () => {
  const t = tempStore();
  seed(t.dir, 5);
  const engine = await loadEngine(t.store.files, new HashEmbedder(384), 1 << 20, () => undefined);
  await engine.reconcile();
  await saveEngine(t.store.files, engine);
  const logs: string[] = [];
  const other = await loadEngine(t.store.files, new HashEmbedder(128), 1 << 20, (l) =>
    logs.push(l),
  );
  assert.equal(other.stats.files, 0, 'nothing loaded into the wrong space');
  assert.match(
    logs[0] ?? '',
    /built with hash-v3-384 \(dimension 384\), the embedder is now hash-v3-128 \(dimension 128\); building the search index from the files/,
  );
  await other.reconcile();
  assert.equal(
    (await other.search(OWNER, { query: 'heron3', mode: 'vector' }))[0]?.path,
    'user/n3.md',
  );
  fs.writeFileSync(path.join(t.dir, INDEX_DIR, 'terms-1.bin'), 'torn!!');
  const torn = await loadEngine(t.store.files, new HashEmbedder(384), 1 << 20, (l) => logs.push(l));
  assert.equal(torn.stats.files, 0);
  assert.match(
    logs[1] ?? '',
    /the search index is unreadable \(.*terms-1\.bin is not a whole number/,
  );
  fs.writeFileSync(path.join(t.dir, INDEX_DIR, 'state-1.json'), '{"truncated');
  const corrupt = await loadEngine(t.store.files, new HashEmbedder(384), 1 << 20, (l) =>
    logs.push(l),
  );
  assert.equal(corrupt.stats.files, 0);
  assert.match(logs[2] ?? '', /the search index is unreadable/);
  for (const e of [engine, other, torn, corrupt]) await e.close();
  await t.close();
});
