// BM25 term statistics of a collection of documents, kept incrementally: term frequencies
// per document, document lengths, document frequencies. The textbook formula (k1 1.2,
// b 0.75, IDF = ln(1 + (N − df + 0.5) / (df + 0.5))), so scores are never negative.

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export interface PreparedQuery {
  terms: [term: string, idf: number][];
  avgdl: number;
}

export interface TermStats {
  tf: Map<string, number>;
  length: number;
}

export class Bm25<K> {
  private readonly docs = new Map<K, TermStats>();
  private readonly df = new Map<string, number>();
  /** Documents whose statistics object is still the one `add` was given (not yet copied). */
  private readonly borrowed = new Set<K>();
  private totalLength = 0;

  get(key: K): TermStats | undefined {
    return this.docs.get(key);
  }

  /**
   * Adds term counts to a document (creating it); documents can grow chunk by chunk. A new
   * document keeps the caller's statistics object as it is (most notes are one chunk, so
   * the file and its chunk share one term map — half the memory); it is copied the first
   * time it has to change. Callers never mutate statistics they have handed over.
   */
  add(key: K, stats: TermStats): void {
    for (const t of stats.tf.keys())
      if (!this.docs.get(key)?.tf.has(t)) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.totalLength += stats.length;
    const doc = this.docs.get(key);
    if (!doc) {
      this.docs.set(key, stats);
      this.borrowed.add(key);
      return;
    }
    const own = this.own(key, doc);
    for (const [t, n] of stats.tf) own.tf.set(t, (own.tf.get(t) ?? 0) + n);
    own.length += stats.length;
  }

  /** The document's statistics, copied first if they are still the caller's. */
  private own(key: K, doc: TermStats): TermStats {
    if (!this.borrowed.delete(key)) return doc;
    const copy = { tf: new Map(doc.tf), length: doc.length };
    this.docs.set(key, copy);
    return copy;
  }

  /** Takes term counts away from a document (removing it when nothing is left). */
  subtract(key: K, stats: TermStats): void {
    const found = this.docs.get(key);
    if (!found) return;
    const doc = this.own(key, found);
    for (const [t, n] of stats.tf) {
      const left = (doc.tf.get(t) ?? 0) - n;
      if (left > 0) {
        doc.tf.set(t, left);
        continue;
      }
      doc.tf.delete(t);
      const df = (this.df.get(t) ?? 1) - 1;
      if (df > 0) this.df.set(t, df);
      else this.df.delete(t);
    }
    doc.length -= stats.length;
    this.totalLength -= stats.length;
    if (doc.tf.size === 0) this.docs.delete(key);
  }

  /** The per-query constants (IDF of each term, average length), computed once per query. */
  prepare(queryTerms: Iterable<string>): PreparedQuery {
    const n = this.docs.size;
    const terms: [string, number][] = [];
    for (const q of new Set(queryTerms)) {
      const df = this.df.get(q) ?? 0;
      if (df > 0) terms.push([q, Math.log(1 + (n - df + 0.5) / (df + 0.5))]);
    }
    return { terms, avgdl: Math.max(1, this.totalLength / Math.max(1, n)) };
  }

  score(key: K, query: PreparedQuery): number {
    const doc = this.docs.get(key);
    if (!doc) return 0;
    const norm = BM25_K1 * (1 - BM25_B + (BM25_B * doc.length) / query.avgdl);
    let score = 0;
    for (const [term, idf] of query.terms) {
      const tf = doc.tf.get(term);
      if (tf) score += idf * ((tf * (BM25_K1 + 1)) / (tf + norm));
    }
    return score;
  }

  /** Whether any document has the term. */
  hasTerm(term: string): boolean {
    return this.df.has(term);
  }

  /** Every term of the collection (for prefix completion of a query term no document has). */
  vocabulary(): IterableIterator<string> {
    return this.df.keys();
  }
}
