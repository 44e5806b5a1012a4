// The built-in offline embedder: feature hashing of the index terms (stems and CJK bigrams)
// and of adjacent-term pairs into a fixed-size vector, log-scaled and L2-normalised. It needs
// no model and runs ~10k documents/s. Be honest about what it captures: lexical overlap,
// including stems and word pairs — not synonyms or meaning. Configure an OpenAI-compatible or
// Ollama embedder for semantic search (docs/search.md).

import crypto from 'node:crypto';
import { tokenize } from '../search/tokenize.js';
import type { Embedder } from './embedder.js';

/**
 * Each feature goes to HASHES buckets with a sign each, at half weight (the vector norm is
 * unchanged): an accidental collision of two different words then shares one bucket of
 * four, so it yields a quarter of the similarity of a real shared word and stays below
 * `minSimilarity`, where with one bucket per feature it looked like a match.
 */
const HASHES = 4;

function buckets(feature: string, dim: number): [index: number, sign: number][] {
  const h = crypto.createHash('md5').update(feature).digest();
  return Array.from({ length: HASHES }, (_, i) => [
    h.readUInt32LE(i * 4) % dim,
    (h[15] as number) & (1 << i) ? 1 : -1,
  ]);
}

export class HashEmbedder implements Embedder {
  readonly id: string;
  readonly minSimilarity = 0.25;
  readonly lexical = true;

  constructor(readonly dim = 384) {
    this.id = `hash-v2-${dim}`;
  }

  embedOne(text: string): number[] {
    const v = new Float64Array(this.dim);
    const terms = tokenize(text);
    const counts = new Map<string, number>();
    terms.forEach((t, i) => {
      counts.set(t, (counts.get(t) ?? 0) + 1);
      if (i > 0)
        counts.set(`${terms[i - 1]} ${t}`, (counts.get(`${terms[i - 1]} ${t}`) ?? 0) + 0.5);
    });
    for (const [f, n] of counts) {
      for (const [i, sign] of buckets(f, this.dim)) v[i]! += (sign * (1 + Math.log(n))) / 2;
    }
    let norm = 0;
    for (const x of v) norm += x * x;
    norm = Math.sqrt(norm) || 1;
    return Array.from(v, (x) => x / norm);
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((t) => this.embedOne(t));
  }
}
