// The built-in offline embedder: feature hashing of the index terms (stems and CJK bigrams)
// and of adjacent-term pairs into a fixed-size vector, log-scaled and L2-normalised. It needs
// no model and runs ~10k documents/s. Be honest about what it captures: lexical overlap,
// including stems and word pairs — not synonyms or meaning. Configure an OpenAI-compatible or
// Ollama embedder for semantic search (docs/search.md).

import { tokenize } from '../search/tokenize.js';
import { fnv1a, unitVector, type Embedder } from './embedder.js';

/**
 * Each feature goes to HASHES buckets with a sign each, at half weight (the vector norm is
 * unchanged): an accidental collision of two different words then shares one bucket of
 * four, so it yields a quarter of the similarity of a real shared word and stays below
 * `minSimilarity`, where with one bucket per feature it looked like a match.
 */
const HASHES = 4;

function addFeature(v: Float64Array, feature: string, weight: number): void {
  // Double hashing: HASHES bucket indices and signs from two independent hashes.
  const h1 = fnv1a(feature);
  const h2 = fnv1a(feature, 0x9e3779b9) | 1;
  for (let i = 0; i < HASHES; i++) {
    const h = (h1 + Math.imul(i, h2)) >>> 0;
    v[h % v.length]! += (h2 >>> (i + 8)) & 1 ? weight : -weight;
  }
}

export class HashEmbedder implements Embedder {
  readonly id: string;
  readonly minSimilarity = 0.18;
  readonly lexical = true;
  readonly fusionWeight = 0;

  readonly builtIn = 'hash';

  constructor(readonly dim = 384) {
    this.id = `hash-v3-${dim}`;
  }

  embedOne(text: string): number[] {
    return this.embedTerms(tokenize(text));
  }

  /** The vector of already tokenized text (the engine has the terms of each chunk at hand). */
  embedTerms(terms: string[]): number[] {
    const v = new Float64Array(this.dim);
    const counts = new Map<string, number>();
    terms.forEach((t, i) => {
      counts.set(t, (counts.get(t) ?? 0) + 1);
      if (i > 0) {
        const pair = `${terms[i - 1]} ${t}`;
        counts.set(pair, (counts.get(pair) ?? 0) + 0.5);
      }
    });
    for (const [f, n] of counts) addFeature(v, f, (1 + Math.log(n)) / 2);
    return unitVector(v);
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((t) => this.embedOne(t));
  }
}
