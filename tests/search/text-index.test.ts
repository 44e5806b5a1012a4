// The text index's pruning (MaxScore with per-term bounds, partial scoring, abandoning) must
// not change a result: its top hits are checked against an exhaustive ranking computed here
// from the raw documents with the textbook formula, over a corpus that grows, loses files
// and chunks, and regrows — the bounds have to stay bounds through all of it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BM25_B, BM25_K1 } from '../../src/search/bm25.js';
import { LEAD_WEIGHT, PASSAGE_WEIGHT, TextIndex } from '../../src/search/text-index.js';

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Zipf-like words: a few very common ones, a long tail of rare ones. */
function words(next: () => number, n: number): string[] {
  return Array.from({ length: n }, () => `w${Math.floor(Math.pow(next(), 3) * 400)}`);
}

/** BM25 of each document over `query`, the textbook way, from the raw term lists. */
function bm25(docs: Map<number | string, string[]>, query: string[]): Map<number | string, number> {
  const n = docs.size;
  let total = 0;
  const df = new Map<string, number>();
  for (const terms of docs.values()) {
    total += terms.length;
    for (const t of new Set(terms)) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const avgdl = Math.max(1, total / Math.max(1, n));
  const out = new Map<number | string, number>();
  for (const [key, terms] of docs) {
    let score = 0;
    for (const q of new Set(query)) {
      const tf = terms.filter((t) => t === q).length;
      const d = df.get(q) ?? 0;
      if (!tf) continue;
      const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      score +=
        (idf * (tf * (BM25_K1 + 1))) /
        (tf + BM25_K1 * (1 - BM25_B + (BM25_B * terms.length) / avgdl));
    }
    out.set(key, score);
  }
  return out;
}

test('pruned text search returns exactly the exhaustive top hits, through adds and removes', () => {
  const next = random(7);
  const index = new TextIndex();
  const chunks = new Map<number, { file: string; terms: string[] }>();
  let id = 1;
  const addFile = (file: string) => {
    for (let c = 0, parts = 1 + Math.floor(next() * 3); c < parts; c++) {
      const terms = words(next, 5 + Math.floor(next() * 200));
      index.add(id, file, terms);
      chunks.set(id++, { file, terms });
    }
  };
  const removeFile = (file: string) => {
    for (const [cid, c] of chunks)
      if (c.file === file) {
        index.remove(cid);
        chunks.delete(cid);
      }
  };
  const check = (round: string) => {
    const files = new Map<number | string, string[]>();
    for (const c of chunks.values()) files.set(c.file, [...(files.get(c.file) ?? []), ...c.terms]);
    const chunkTerms = new Map<number | string, string[]>(
      [...chunks].map(([cid, c]) => [cid, c.terms]),
    );
    // Only words the corpus has: a missing one would be completed as a prefix (tested elsewhere).
    const vocabulary = new Set([...chunks.values()].flatMap((c) => c.terms));
    for (let q = 0; q < 40; q++) {
      const query = words(next, 1 + Math.floor(next() * 6)).filter((w) => vocabulary.has(w));
      if (query.length === 0) continue;
      const limit = 10;
      const fileScores = bm25(files, query);
      const chunkScores = bm25(chunkTerms, query);
      const expected = [...fileScores]
        .filter(([, s]) => s > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, Math.max(limit * 2, 20))
        .map(([file, s]) => {
          let best = 0;
          let lead: number | undefined; // the file's first chunk
          for (const [cid, c] of chunks)
            if (c.file === file) {
              best = Math.max(best, chunkScores.get(cid) ?? 0);
              lead ??= chunkScores.get(cid) ?? 0;
            }
          return s + PASSAGE_WEIGHT * best + LEAD_WEIGHT * (lead ?? 0);
        })
        .sort((a, b) => b - a)
        .slice(0, limit);
      const got = index.search(query, limit).map((h) => h.score);
      assert.equal(got.length, expected.length, `${round}: query ${query.join(' ')}`);
      got.forEach((s, i) =>
        assert.ok(
          Math.abs(s - (expected[i] as number)) < 1e-9,
          `${round}: query ${query.join(' ')}, hit ${i}: ${s} ≠ ${expected[i]}`,
        ),
      );
    }
  };
  for (let f = 0; f < 300; f++) addFile(`f${f}`);
  check('300 files');
  // Remove long files first: the average length falls, so every saturation rises.
  const byLength = [...new Set([...chunks.values()].map((c) => c.file))].sort(
    (a, b) =>
      [...chunks.values()].filter((c) => c.file === b).reduce((n, c) => n + c.terms.length, 0) -
      [...chunks.values()].filter((c) => c.file === a).reduce((n, c) => n + c.terms.length, 0),
  );
  for (const file of byLength.slice(0, 150)) removeFile(file);
  check('after removing the 150 longest');
  // One chunk of a multi-chunk file goes: the file gets shorter, its other terms saturate more.
  for (const [cid, c] of [...chunks].slice(0, 40)) {
    if ([...chunks.values()].filter((x) => x.file === c.file).length < 2) continue;
    index.remove(cid);
    chunks.delete(cid);
  }
  check('after removing single chunks');
  for (let f = 300; f < 400; f++) addFile(`f${f}`);
  check('after regrowing');
});

test('packed term counts keep their counts, also past the packing span, sorted by term', () => {
  const index = new TextIndex();
  const counts = { zeta: 1, alpha: 3_000_000, mid: 2 ** 21 - 1, beta: 7 };
  const terms = Object.entries(counts).flatMap(([t, n]) => Array<string>(n).fill(t));
  index.add(1, 'f', terms);
  const [packed, length] = index.saved(1) as [Int32Array, number];
  assert.equal(length, terms.length);
  const names = index.vocabularyList();
  const n = packed.length / 2;
  const ids = [...packed.subarray(0, n)];
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => a - b),
    'term numbers sorted',
  );
  assert.deepEqual(Object.fromEntries(ids.map((id, i) => [names[id], packed[n + i]])), counts);
});

test('only the first 16 query terms no file has are completed as prefixes', () => {
  const index = new TextIndex();
  index.add(0, 'a.md', ['embedding', 'vector']);
  index.add(1, 'b.md', ['lifetime', 'borrow']);
  const unknown = Array.from({ length: 16 }, (_, i) => `zz${i}`);
  // "embed" is the 1st unknown term: completed to "embedding".
  assert.deepEqual(
    index.search(['embed', ...unknown], 10).map((h) => h.id),
    [0],
  );
  // "life" is the 17th: not completed, and the query finds nothing.
  assert.deepEqual(index.search([...unknown, 'life'], 10), []);
});
