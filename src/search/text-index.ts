// The full-text index: FlexSearch finds candidate chunks (OR over the query terms, with
// prefix matches, via `tokenize: "forward"` and `suggest`), and BM25 over our own term
// statistics ranks them — FlexSearch ranks by term position and gives no scores. A chunk
// that matches a query term only as a prefix (query "embed", chunk "embedding") scores with
// that longer term's statistics at half weight. A chunk with no score is not a hit.

import { Encoder, Index } from 'flexsearch';

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export interface TextDoc {
  /** Term frequencies of the chunk. */
  tf: Map<string, number>;
  length: number;
}

export class TextIndex {
  private readonly flex = new Index({
    tokenize: 'forward',
    encoder: new Encoder({ normalize: false, dedupe: false, split: ' ', numeric: false }),
  });
  private readonly docs = new Map<number, TextDoc>();
  private readonly df = new Map<string, number>();
  private totalLength = 0;

  get size(): number {
    return this.docs.size;
  }

  add(id: number, terms: string[]): void {
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    this.addDoc(id, { tf, length: terms.length });
  }

  /** Adds a chunk from its term statistics (a persisted index loads this way, no tokenizing). */
  addDoc(id: number, doc: TextDoc): void {
    const { tf } = doc;
    this.docs.set(id, doc);
    this.totalLength += doc.length;
    for (const t of tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.flex.add(id, [...tf.keys()].join(' '));
  }

  remove(id: number): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    this.docs.delete(id);
    this.totalLength -= doc.length;
    for (const t of doc.tf.keys()) {
      const n = (this.df.get(t) ?? 1) - 1;
      if (n === 0) this.df.delete(t);
      else this.df.set(t, n);
    }
    this.flex.remove(id);
  }

  doc(id: number): TextDoc | undefined {
    return this.docs.get(id);
  }

  private idf(term: string): number {
    const n = this.docs.size;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** BM25 of one chunk for the query terms (textbook, k1 1.2, b 0.75). */
  score(id: number, queryTerms: string[]): number {
    const doc = this.docs.get(id);
    if (!doc) return 0;
    const avgdl = this.totalLength / Math.max(1, this.docs.size);
    const norm = BM25_K1 * (1 - BM25_B + (BM25_B * doc.length) / Math.max(1, avgdl));
    let score = 0;
    for (const q of new Set(queryTerms)) {
      let term = q;
      let weight = 1;
      let tf = doc.tf.get(q) ?? 0;
      if (tf === 0) {
        // Prefix match: the chunk's most frequent term that starts with the query term.
        for (const [t, n] of doc.tf)
          if (t.startsWith(q) && n > tf) [term, tf, weight] = [t, n, 0.5];
      }
      if (tf > 0) score += weight * this.idf(term) * ((tf * (BM25_K1 + 1)) / (tf + norm));
    }
    return score;
  }

  /** Chunks matching any query term (or a term it prefixes), best BM25 first. */
  search(
    queryTerms: string[],
    limit: number,
    allow: (id: number) => boolean,
  ): { id: number; score: number }[] {
    if (queryTerms.length === 0) return [];
    const candidates = this.flex.search(queryTerms.join(' '), {
      suggest: true,
      limit: 100_000,
    }) as number[];
    const hits: { id: number; score: number }[] = [];
    for (const id of candidates) {
      if (!allow(id)) continue;
      const score = this.score(id, queryTerms);
      if (score > 0) hits.push({ id, score });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
