// The default offline embedder: character 3- and 4-grams of each word (with its boundaries,
// "#copy#" → "#co", "cop", "opy", "py#", "#cop", …) hashed into a fixed-size vector. It
// catches what BM25's whole stemmed terms miss — morphology ("directories" ~ "dir"),
// compounds ("filesystem" ~ "file system"), typos ("recieve" ~ "receive") — and needs no
// model and no download.
//
// Documents are embedded from their own words only (log term frequency), so their vectors
// never depend on the rest of the store and never go stale. A query's words are weighted by
// their inverse document frequency in the store, learned from the chunks the engine indexes
// (`observe`, incremental both ways): a rare word of the query counts more than "the".
// Measured in docs/benchmarks.md (npm run bench:search): fused with the text list at
// `fusionWeight`, chosen on the man pages and checked on the npm READMEs.

import { fnv1a, unitVector, type Embedder } from './embedder.js';

const WORD = /[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

export class SubwordEmbedder implements Embedder {
  readonly id: string;
  /** Unrelated texts share some 3-grams by chance; below this a hit is noise. */
  readonly minSimilarity = 0.15;
  readonly lexical = false;
  readonly fusionWeight = 0.1;
  /** In how many observed chunks each word occurs, and how many chunks were observed. */
  private readonly df = new Map<string, number>();
  private chunks = 0;

  readonly builtIn = 'subword';

  constructor(readonly dim = 384) {
    this.id = `subword-v1-${dim}`;
  }

  /** A chunk entered (+1) or left (−1) the index: its words' document frequencies move. */
  observe(text: string, sign: 1 | -1): void {
    this.chunks += sign;
    for (const w of new Set(words(text))) {
      const n = (this.df.get(w) ?? 0) + sign;
      if (n > 0) this.df.set(w, n);
      else this.df.delete(w);
    }
  }

  private vector(counts: Map<string, number>, weight: (word: string) => number): number[] {
    const v = new Float64Array(this.dim);
    for (const [w, n] of counts) {
      const g = `#${w}#`;
      const grams: string[] = [];
      for (const k of [3, 4]) for (let i = 0; i + k <= g.length; i++) grams.push(g.slice(i, i + k));
      const wt = ((1 + Math.log(n)) * weight(w)) / Math.sqrt(grams.length);
      for (const gram of grams) {
        const h = fnv1a(gram);
        v[h % this.dim]! += (h >>> 20) & 1 ? wt : -wt;
      }
    }
    return unitVector(v);
  }

  private counts(text: string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const w of words(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
    return counts;
  }

  embedText(text: string): number[] {
    return this.vector(this.counts(text), () => 1);
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((t) => this.embedText(t));
  }

  embedQuery(text: string): number[] {
    const n = Math.max(1, this.chunks);
    return this.vector(this.counts(text), (w) => Math.log(1 + n / (this.df.get(w) ?? 1)));
  }
}
