// The full-text index. FlexSearch finds the candidate chunks — OR over the query terms
// (`suggest`) — and BM25 over our own term
// statistics ranks them, since FlexSearch ranks by term position and gives no scores.
// Files are ranked by BM25 over the whole file (the statistics of its chunks summed: a
// note is the unit people search for), and each file's hit points at its best chunk. A
// query term that is in no file at all is matched as a prefix instead ("embed" finds
// "embedding"). The best chunk's own score is added at PASSAGE_WEIGHT, and the file's first
// chunk's (its lead: title and opening paragraph) at LEAD_WEIGHT. A file with no score is
// not a hit.

import { Encoder, Index } from 'flexsearch';
import { Bm25, Vocabulary, type QueryTerm } from './bm25.js';

/**
 * Weight of the best chunk's own BM25 added to the file's: a file whose matching words sit
 * together in one passage beats one that has them scattered (document + best-passage
 * evidence, as in passage retrieval). On the man-page benchmark (docs/search.md) it lifts
 * MRR@10 from 0.623 (= textbook BM25 over whole files) to 0.651–0.652; 0.3 and 1.0 gave 0.644
 * and 0.649, so the value is not finely tuned to that corpus.
 */
export const PASSAGE_WEIGHT = 0.5;

/**
 * Weight of the file's first chunk's BM25: what a note is about is said at its top (a title,
 * an opening sentence), so the words of a query found there count for more, as title and
 * lead fields do in document retrieval. Chosen on the man-page benchmark (docs/search.md,
 * with BM25's textbook k1 1.2, b 0.75 of the time):
 * MRR@10 0.651 at 0, 0.714 at 0.25, 0.725 at 0.5, 0.728 at 1, 0.730 at 2 — the smallest
 * weight within 2.5 % of the best, since larger ones lean on how man pages open. Checked on
 * the npm READMEs, not chosen there: 0.824 at 0 → 0.834 at 0.25 (and 0.799 at 2).
 */
export const LEAD_WEIGHT = 0.25;

/** How many query terms no file has are completed as prefixes (see `expand`). */
const COMPLETED_TERMS = 16;

/** How many times `limit` files the passage re-ranking looks at. */
const RERANK = 2;

export class TextIndex {
  private readonly flex = new Index({
    tokenize: 'strict',
    encoder: new Encoder({ normalize: false, dedupe: false, split: ' ', numeric: false }),
  });
  /** BM25 statistics of chunks (by chunk id) and of whole files (by file number). */
  private readonly vocabulary: Vocabulary;
  private readonly chunks: Bm25;
  private readonly files: Bm25;
  /** Chunk id → its file's number + 1 (0: no such chunk). */
  private fileOfChunk = new Int32Array(1024);
  /** Files by path and by number; numbers of removed files are reused. */
  private readonly numbers = new Map<string, number>();
  private readonly paths: (string | undefined)[] = [];
  private readonly chunksOf: number[][] = [];
  private readonly free: number[] = [];
  /** `seen[n] === stamp`: file n was met by the running query. */
  private seen = new Uint32Array(1024);
  private stamp = 0;

  /** An empty index, or one whose chunks will be restored with the numbers of `terms`. */
  constructor(terms?: string[]) {
    this.vocabulary = terms ? Vocabulary.restore(terms) : new Vocabulary();
    this.chunks = new Bm25(this.vocabulary);
    this.files = new Bm25(this.vocabulary);
  }

  /** Adds a chunk of `file`, from its terms in order. */
  add(id: number, file: string, terms: string[]): void {
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    this.restore(id, file, this.vocabulary.pack(tf), terms.length);
    this.flex.add(id, [...tf.keys()].join(' '));
  }

  /** A chunk's packed terms and its length, to persist. */
  saved(id: number): [Int32Array, number] | undefined {
    return this.chunks.packed(id);
  }

  /** The terms by number, for `saved`'s packed arrays. */
  vocabularyList(): readonly string[] {
    return this.vocabulary.list();
  }

  /**
   * Adds a chunk from its packed terms (numbers of `vocabularyList()`, then counts), as `add`
   * makes them and `saved` gives them. A persisted index loads this way, then restores
   * FlexSearch's own postings in one go (importFlex).
   */
  restore(id: number, file: string, packed: Int32Array, length: number): void {
    let n = this.numbers.get(file);
    if (n === undefined) {
      n = this.free.pop() ?? this.paths.length;
      this.numbers.set(file, n);
      this.paths[n] = file;
      this.chunksOf[n] = [];
    }
    (this.chunksOf[n] as number[]).push(id);
    if (id >= this.fileOfChunk.length) this.fileOfChunk = grow(this.fileOfChunk, id);
    this.fileOfChunk[id] = n + 1;
    this.chunks.add(id, packed, length);
    this.files.add(n, packed, length);
  }

  /** FlexSearch's postings, as its own export (key, data) pairs. */
  exportFlex(): [string, string][] {
    const out: [string, string][] = [];
    this.flex.export((key, data) => void out.push([key, data]));
    return out;
  }

  importFlex(entries: [string, string][]): void {
    for (const [key, data] of entries) this.flex.import(key, data);
  }

  remove(id: number): void {
    const packed = this.chunks.packed(id);
    const n = (this.fileOfChunk[id] ?? 0) - 1;
    if (!packed || n < 0) return;
    this.files.subtract(n, ...packed);
    this.chunks.subtract(id, ...packed);
    this.fileOfChunk[id] = 0;
    this.flex.remove(id);
    const left = (this.chunksOf[n] as number[]).filter((c) => c !== id);
    this.chunksOf[n] = left;
    if (left.length > 0) return;
    this.numbers.delete(this.paths[n] as string);
    this.paths[n] = undefined;
    this.free.push(n);
  }

  /**
   * Query terms as they will be scored: a term no file has is replaced by its shortest
   * completions in the vocabulary ("embed" → "embedding", not every longer relative).
   * Each completion scans the vocabulary, so only the first COMPLETED_TERMS such terms are
   * completed: a 30 KB query of unknown words took seconds, for no better ranking.
   */
  private expand(queryTerms: string[]): string[] {
    const out = new Set<string>();
    let completed = 0;
    for (const q of new Set(queryTerms)) {
      if (this.files.hasTerm(q)) {
        out.add(q);
        continue;
      }
      if (++completed > COMPLETED_TERMS) continue;
      let shortest: string[] = [];
      for (const t of this.vocabulary.terms()) {
        if (!t.startsWith(q)) continue;
        if (shortest.length === 0 || t.length < (shortest[0] as string).length) shortest = [t];
        else if (t.length === (shortest[0] as string).length) shortest.push(t);
      }
      for (const t of shortest) out.add(t);
    }
    return [...out];
  }

  /** A fresh stamp for a query's `seen` marks (clearing them when the counter wraps). */
  private nextStamp(): number {
    if (this.seen.length < this.paths.length) this.seen = grow(this.seen, this.paths.length);
    if (this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /**
   * Files matching the query, best first, each with its best chunk; `allow` (by path)
   * filters files before any ranking. MaxScore: terms are taken by their bound (the most
   * each can add to a file's score), highest first; a file met first through term i has
   * none of the terms before it, so only terms i.. are scored, and its scoring stops as soon
   * as what is left could not lift it into the current top RERANK × limit. Once the terms
   * left together could not lift an unseen file there, their postings are not read at all —
   * a query full of "the" and "of" costs what its rare words cost. The best files are then
   * re-ranked with their best passage and their lead added.
   */
  search(
    queryTerms: string[],
    limit: number,
    allow?: (path: string) => boolean,
  ): { id: number; score: number }[] {
    const terms = this.expand(queryTerms);
    if (terms.length === 0) return [];
    const query = this.files.prepare(terms);
    query.terms.sort((a, b) => b.max - a.max);
    const rest: number[] = [];
    for (let i = query.terms.length - 1, sum = 0; i >= 0; i--)
      rest[i] = sum += (query.terms[i] as QueryTerm).max;
    const keep = Math.max(limit * RERANK, 20);
    const top = new TopK(keep);
    const found: { file: number; score: number }[] = [];
    const stamp = this.nextStamp();
    const seen = this.seen;
    for (const [i, { term }] of query.terms.entries()) {
      if (top.full && (rest[i] as number) <= top.threshold) break;
      for (const id of this.flex.search(term, { limit: 1_000_000 }) as number[]) {
        const file = (this.fileOfChunk[id] as number) - 1;
        if (seen[file] === stamp) continue;
        seen[file] = stamp;
        if (allow && !allow(this.paths[file] as string)) continue;
        const score = top.full
          ? this.files.score(file, query, i, top.threshold, rest)
          : this.files.score(file, query, i);
        if (score < 0) continue;
        found.push({ file, score });
        top.offer(score);
      }
    }
    const chunkQuery = this.chunks.prepare(terms);
    return found
      .sort((a, b) => b.score - a.score)
      .slice(0, keep)
      .map(({ file, score }) => {
        let best = { id: 0, score: -1 };
        for (const id of this.chunksOf[file] as number[]) {
          const s = this.chunks.score(id, chunkQuery);
          if (s > best.score) best = { id, score: s };
        }
        const lead = this.chunks.score((this.chunksOf[file] as number[])[0] as number, chunkQuery);
        return { id: best.id, score: score + PASSAGE_WEIGHT * best.score + LEAD_WEIGHT * lead };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}

/** A copy of `a`, at least `min + 1` long (doubling). */
function grow<T extends Int32Array | Uint32Array>(a: T, min: number): T {
  let size = a.length * 2;
  while (size <= min) size *= 2;
  const out = new (a.constructor as new (n: number) => T)(size);
  out.set(a);
  return out;
}

/** The k best scores seen so far (a min-heap), for MaxScore's threshold. */
class TopK {
  private readonly heap: number[] = [];

  constructor(private readonly k: number) {}

  get full(): boolean {
    return this.heap.length >= this.k;
  }

  /** The k-th best score (the smallest kept). */
  get threshold(): number {
    return this.heap[0] ?? 0;
  }

  offer(score: number): void {
    const h = this.heap;
    if (h.length < this.k) {
      h.push(score);
      for (let i = h.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if ((h[parent] as number) <= (h[i] as number)) break;
        [h[parent], h[i]] = [h[i] as number, h[parent] as number];
        i = parent;
      }
      return;
    }
    if (score <= (h[0] as number)) return;
    h[0] = score;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && (h[l] as number) < (h[m] as number)) m = l;
      if (r < h.length && (h[r] as number) < (h[m] as number)) m = r;
      if (m === i) break;
      [h[m], h[i]] = [h[i] as number, h[m] as number];
      i = m;
    }
  }
}
