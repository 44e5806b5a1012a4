// BM25 term statistics of a collection of documents numbered by small integers, kept
// incrementally: term frequencies per document, document lengths, document frequencies,
// and per term an upper bound of what it can add to any document's score (for MaxScore
// pruning). The BM25 formula with IDF = ln(1 + (N − df + 0.5) / (df + 0.5)), so scores are
// never negative; k1 and b below.
//
// A document's terms are one Int32Array — its term numbers, sorted, then their counts — not
// a Map: a query looks a term up by binary search in a few contiguous cache lines instead of
// chasing a hash table's pointers, which at 100,000 files is what a query's time went to,
// and it takes a quarter of the memory. Term numbers come from a Vocabulary that several
// collections share (a note's chunks and the note itself), so a one-chunk note and its chunk
// share one array.

/**
 * Term-frequency saturation and length normalisation. Not the textbook 1.2 and 0.75: chosen
 * on the man-page benchmark (docs/search.md) over k1 1.2–3 × b 0.75–1, best at k1 2, b 1
 * (MRR@10 of text search 0.714 → 0.726; every k1 1.6–2 with b 0.9–1 is within 0.2 %).
 * A note repeats what it is about and long notes ramble: more weight to repeated terms,
 * full normalisation by length. Checked on the npm READMEs, not chosen there: 0.834 → 0.845.
 */
export const BM25_K1 = 2;
export const BM25_B = 1;

export interface QueryTerm {
  term: string;
  id: number;
  idf: number;
  /** The most this term adds to any document's score now. */
  max: number;
}

export interface PreparedQuery {
  terms: QueryTerm[];
  avgdl: number;
}

/** Counts below this are packed with their term number into one sortable double. */
const COUNT_SPAN = 2 ** 21;

/** Term ⇄ number, shared by collections; a number is reused once no collection has it. */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  /** How many collections hold the term. */
  private readonly holders: number[] = [];
  private readonly free: number[] = [];

  id(term: string): number | undefined {
    return this.ids.get(term);
  }

  terms(): IterableIterator<string> {
    return this.ids.keys();
  }

  /** The number of `term`, taking a new one if it has none. */
  private take(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.free.pop() ?? this.names.length;
      this.ids.set(term, id);
      this.names[id] = term;
      this.holders[id] = 0;
    }
    return id;
  }

  /** The document's packed form: sorted term numbers, then their counts. */
  pack(tf: Map<string, number>): Int32Array {
    // Sorted as one number each, id · 2^21 + count, by the typed array's own numeric sort
    // (no comparator calls): exact while counts stay under 2^21, as in any note.
    const keys = new Float64Array(tf.size);
    let i = 0;
    let big = false;
    for (const [term, n] of tf) {
      big ||= n >= COUNT_SPAN;
      keys[i++] = this.take(term) * COUNT_SPAN + Math.min(n, COUNT_SPAN - 1);
    }
    keys.sort();
    const out = new Int32Array(keys.length * 2);
    for (let j = 0; j < keys.length; j++) {
      const id = Math.floor((keys[j] as number) / COUNT_SPAN);
      out[j] = id;
      out[keys.length + j] = big
        ? (tf.get(this.names[id] as string) as number)
        : (keys[j] as number) % COUNT_SPAN;
    }
    return out;
  }

  /** Every term by number ('' for a free number), to persist beside the packed documents. */
  list(): readonly string[] {
    return this.names;
  }

  /** A vocabulary with the numbers `list` gave (documents then take their holds again). */
  static restore(names: string[]): Vocabulary {
    const v = new Vocabulary();
    names.forEach((term, id) => {
      v.names[id] = term;
      v.holders[id] = 0;
      if (term === '') v.free.push(id);
      else v.ids.set(term, id);
    });
    return v;
  }

  hold(id: number): void {
    this.holders[id] = (this.holders[id] as number) + 1;
  }

  release(id: number): void {
    const left = (this.holders[id] as number) - 1;
    this.holders[id] = left;
    if (left > 0) return;
    this.ids.delete(this.names[id] as string);
    this.names[id] = '';
    this.free.push(id);
  }
}

/** Where term `id` sits among the packed document's terms, or -1. */
function find(doc: Int32Array, n: number, id: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = doc[mid] as number;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Two packed documents' counts added (or, with sign -1, the second taken from the first). */
function combine(a: Int32Array, b: Int32Array, sign: 1 | -1): Int32Array {
  const na = a.length >> 1;
  const nb = b.length >> 1;
  const ids: number[] = [];
  const counts: number[] = [];
  for (let i = 0, j = 0; i < na || j < nb;) {
    const x = i < na ? (a[i] as number) : Infinity;
    const y = j < nb ? (b[j] as number) : Infinity;
    const id = Math.min(x, y);
    const n =
      (x === id ? (a[na + i++] as number) : 0) + (y === id ? sign * (b[nb + j++] as number) : 0);
    if (n > 0) {
      ids.push(id);
      counts.push(n);
    }
  }
  return Int32Array.from([...ids, ...counts]);
}

/** tf / (tf + k1 · (1 − b + b · length / avgdl)): a term's BM25 is idf · (k1 + 1) · this. */
function saturation(tf: number, length: number, avgdl: number): number {
  return tf / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * length) / avgdl));
}

export class Bm25 {
  private readonly docs: (Int32Array | undefined)[] = [];
  private readonly lengths: number[] = [];
  /** By term number: how many documents have it. */
  private readonly df: number[] = [];
  /**
   * By term number: its highest saturation in any document, as computed at average length
   * `at`. When the average grows to A, a saturation grows by at most A / at (the length part
   * of its denominator shrinks by that factor, the rest not at all); when it shrinks,
   * saturations only fall. So `peak · max(1, A / at)` bounds the term at any A, and it stays
   * a bound when documents leave (they only take maxima away).
   */
  private readonly peak: number[] = [];
  private readonly at: number[] = [];
  private count = 0;
  private totalLength = 0;

  constructor(private readonly vocabulary: Vocabulary) {}

  /** The packed document and its length (as `add` and `subtract` take them). */
  packed(key: number): [Int32Array, number] | undefined {
    const doc = this.docs[key];
    return doc && [doc, this.lengths[key] as number];
  }

  private avgdl(): number {
    return Math.max(1, this.totalLength / Math.max(1, this.count));
  }

  /** Records that term `id` now reaches `tf` in a document of `length` (raising its bound). */
  private raise(id: number, tf: number, length: number, avgdl: number): void {
    const s = saturation(tf, length, avgdl);
    const at = this.at[id] as number;
    this.peak[id] = Math.max((this.peak[id] as number) * Math.max(1, avgdl / at), s);
    this.at[id] = avgdl;
  }

  /**
   * Adds a packed document's counts to document `key` (creating it: documents can grow
   * chunk by chunk). Packed arrays are never changed in place, so a new document keeps the
   * caller's array and shares it.
   */
  add(key: number, doc: Int32Array, length: number): void {
    const old = this.docs[key];
    const merged = old ? combine(old, doc, 1) : doc;
    if (!old) this.count++;
    this.docs[key] = merged;
    this.lengths[key] = (this.lengths[key] ?? 0) + length;
    this.totalLength += length;
    const avgdl = this.avgdl();
    const n = merged.length >> 1;
    const total = this.lengths[key];
    for (let i = 0, m = doc.length >> 1; i < m; i++) {
      const id = doc[i] as number;
      const tf = merged[n + find(merged, n, id)] as number;
      if (tf === doc[m + i]) {
        // The term is new to this document (and, with df 0, to the collection).
        const df = this.df[id] ?? 0;
        this.df[id] = df + 1;
        if (df === 0) {
          this.vocabulary.hold(id);
          this.peak[id] = 0;
          this.at[id] = avgdl;
        }
      }
      this.raise(id, tf, total, avgdl);
    }
  }

  /** Takes a packed document's counts away from document `key` (removing it at nothing). */
  subtract(key: number, doc: Int32Array, length: number): void {
    const old = this.docs[key];
    if (!old) return;
    const left = combine(old, doc, -1);
    for (let i = 0, m = doc.length >> 1; i < m; i++) {
      const id = doc[i] as number;
      if (find(left, left.length >> 1, id) >= 0) continue;
      const df = (this.df[id] as number) - 1;
      this.df[id] = df;
      if (df === 0) this.vocabulary.release(id);
    }
    this.totalLength -= length;
    const total = (this.lengths[key] as number) - length;
    if (left.length === 0) {
      this.docs[key] = undefined;
      this.lengths[key] = 0;
      this.count--;
      return;
    }
    this.docs[key] = left;
    this.lengths[key] = total;
    // A shorter document saturates its remaining terms more: their bounds must cover it.
    const avgdl = this.avgdl();
    const n = left.length >> 1;
    for (let i = 0; i < n; i++) this.raise(left[i] as number, left[n + i] as number, total, avgdl);
  }

  /** The per-query constants (IDF and bound of each term, average length), once per query. */
  prepare(queryTerms: Iterable<string>): PreparedQuery {
    const avgdl = this.avgdl();
    const terms: QueryTerm[] = [];
    for (const term of new Set(queryTerms)) {
      const id = this.vocabulary.id(term);
      const df = id === undefined ? 0 : (this.df[id] ?? 0);
      if (id === undefined || df === 0) continue;
      const idf = Math.log(1 + (this.count - df + 0.5) / (df + 0.5));
      const peak = Math.min(
        1,
        (this.peak[id] as number) * Math.max(1, avgdl / (this.at[id] as number)),
      );
      terms.push({ term, id, idf, max: idf * (BM25_K1 + 1) * peak });
    }
    return { terms, avgdl };
  }

  /**
   * The document's score over the query's terms from index `from` on. With `floor`, gives
   * up (returning -1) as soon as the terms left could not lift it above `floor`; `rest[i]`
   * is the sum of the bounds of terms i and after.
   */
  score(key: number, query: PreparedQuery, from = 0, floor = -1, rest?: number[]): number {
    const doc = this.docs[key];
    if (!doc) return 0;
    const n = doc.length >> 1;
    const norm = BM25_K1 * (1 - BM25_B + (BM25_B * (this.lengths[key] as number)) / query.avgdl);
    let score = 0;
    for (let i = from; i < query.terms.length; i++) {
      if (rest && score + (rest[i] as number) <= floor) return -1;
      const { id, idf } = query.terms[i] as QueryTerm;
      const at = find(doc, n, id);
      if (at < 0) continue;
      const tf = doc[n + at] as number;
      score += idf * ((tf * (BM25_K1 + 1)) / (tf + norm));
    }
    return score;
  }

  /** Whether any document has the term. */
  hasTerm(term: string): boolean {
    const id = this.vocabulary.id(term);
    return id !== undefined && (this.df[id] ?? 0) > 0;
  }
}
