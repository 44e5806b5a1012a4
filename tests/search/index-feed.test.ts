// The index feed indexes what the mount wrote off the request path: between two notes it
// hands the event loop back, so a request that arrived meanwhile is served before the next
// note is indexed (issue 14: draining 2,000 notes once held the loop for a second).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempStore } from '../helpers/temp-store.js';
import { HashEmbedder } from '../../src/embed/hash-embedder.js';
import { loadEngine } from '../../src/search/index-store.js';
import { IndexFeed } from '../../src/search/index-feed.js';
import { OWNER } from '../../src/store/context.js';

test('draining the queue yields to the event loop between notes, and indexes them all', async () => {
  const t = tempStore();
  const engine = await loadEngine(t.store.files, new HashEmbedder(), 1 << 20, () => undefined);
  const errors: unknown[] = [];
  // The mount rested long ago: nothing holds the drain back.
  const feed = new IndexFeed(
    () => engine,
    t.store.files,
    () => -Infinity,
    (err) => errors.push(err),
  );
  const N = 200;
  try {
    for (let i = 0; i < N; i++) {
      const rel = `user/n${i}.md`;
      fs.writeFileSync(path.join(t.dir, rel), `# Note ${i}\nthe grebe${i} dives\n`);
      void feed.change({ kind: 'file', path: rel, by: { op: 'fuse.write', principal: 'owner' } });
    }
    // A macrotask that re-arms itself runs once per turn of the event loop.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await feed.settle();
    ticking = false;
    assert.deepEqual(errors, []);
    assert.ok(turns >= N / 2, `the loop turned ${turns} times while ${N} notes were indexed`);
    const hits = await engine.search(OWNER, { query: 'grebe137', mode: 'text' });
    assert.equal(hits[0]?.path, 'user/n137.md', 'every queued note was indexed');
  } finally {
    await engine.close();
    await t.close();
  }
});

test('a note first indexed as unannounced (a person’s) is an agent’s once its writer is known, though its bytes are the same', async () => {
  const t = tempStore();
  const engine = await loadEngine(t.store.files, new HashEmbedder(), 1 << 20, () => undefined);
  try {
    const rel = 'user/claim.md';
    fs.writeFileSync(path.join(t.dir, rel), 'the pangolin ledger\n');
    await engine.indexTree('user'); // a walk finds it first: unannounced, a person's
    assert.equal(engine.trustOf(rel), 'trusted');
    await engine.indexFile(rel, false, 'agent'); // then the agent's write that made it
    assert.equal(engine.trustOf(rel), 'unverified');
    await engine.indexFile(rel, false, 'person'); // the same bytes never raise it back
    assert.equal(engine.trustOf(rel), 'unverified');
  } finally {
    await engine.close();
    await t.close();
  }
});
