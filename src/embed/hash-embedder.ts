// The built-in offline embedder: feature hashing of the index terms (stems and CJK bigrams)
// and of adjacent-term pairs into a fixed-size vector, log-scaled and L2-normalised. It needs
// no model and runs ~10k documents/s. Be honest about what it captures: lexical overlap,
// including stems and word pairs — not synonyms or meaning. Configure an OpenAI-compatible or
// Ollama embedder for semantic search (docs/search.md).

import crypto from 'node:crypto';
import { tokenize } from '../search/tokenize.js';
import type { Embedder } from './embedder.js';

function bucket(feature: string, dim: number): [index: number, sign: number] {
  const h = crypto.createHash('md5').update(feature).digest();
  return [h.readUInt32LE(0) % dim, h[4]! & 1 ? 1 : -1];
}

export class HashEmbedder implements Embedder {
  readonly id: string;
  readonly minSimilarity = 0.25;

  constructor(readonly dim = 384) {
    this.id = `hash-v1-${dim}`;
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
      const [i, sign] = bucket(f, this.dim);
      v[i]! += sign * (1 + Math.log(n));
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
