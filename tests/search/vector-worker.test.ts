// With a built-in embedder the vector worker embeds chunks itself (src/search/vector-index.ts):
// its vectors must be the very ones the main thread would have made from the same chunk —
// the heading with the text for subword, the heading's and text's terms for hash — so a
// vector hit's score is the cosine of the query with that chunk, as computed here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempStore } from '../helpers/temp-store.js';
import { builtInEmbedder } from '../../src/embed/built-in.js';
import { loadEngine } from '../../src/search/index-store.js';
import { chunkMarkdown } from '../../src/search/chunk.js';
import { tokenize } from '../../src/search/tokenize.js';
import { OWNER } from '../../src/store/context.js';

const NOTES: Record<string, string> = {
  'user/birds.md':
    '# Herons\nThe grey heron waits by the reeds at dawn.\n\n# Egrets\nEgrets follow cattle.\n',
  'user/tools.md': '# Compilers\nA compiler turns source into machine code.\n',
  'user/garden.md': '# Roses\nPrune the roses in early spring, before the buds swell.\n',
};

const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * (b[i] as number), 0);

for (const provider of ['subword', 'hash'] as const) {
  test(`${provider}: the worker's vectors are the main thread's (scores match the cosine of each chunk)`, async () => {
    const t = tempStore();
    for (const [rel, text] of Object.entries(NOTES)) fs.writeFileSync(path.join(t.dir, rel), text);
    const embedder = builtInEmbedder({ provider, dim: 256 });
    assert.ok(embedder.builtIn, `${provider} is made in the worker`);
    const engine = await loadEngine(t.store.files, embedder, 1 << 20, () => undefined);
    try {
      await engine.reconcile();
      for (const query of ['heron reeds', 'machine code compiler', 'prune roses spring']) {
        const q = embedder.embedQuery?.(query) ?? (await embedder.embed([query]))[0]!;
        const hits = await engine.search(OWNER, { query, mode: 'vector', limit: 3 });
        assert.ok(hits.length > 0, `${provider}: "${query}" has vector hits`);
        for (const hit of hits) {
          const chunk = chunkMarkdown(NOTES[hit.path]!).find((c) => c.heading === hit.heading)!;
          const doc = embedder.embedTerms
            ? embedder.embedTerms([...tokenize(chunk.heading), ...tokenize(chunk.text)])
            : embedder.embedText!(`${chunk.heading}\n${chunk.text}`);
          assert.ok(
            Math.abs(hit.score - cosine(q, doc)) < 1e-4,
            `${provider} "${query}" → ${hit.path} §${hit.heading}: score ${hit.score}, cosine ${cosine(q, doc)}`,
          );
        }
      }
    } finally {
      await engine.close();
      await t.close();
    }
  });
}
