// The full-text index. FlexSearch finds the candidate chunks — OR over the query terms
// (`suggest`) — and BM25 over our own term
// statistics ranks them, since FlexSearch ranks by term position and gives no scores.
// Files are ranked by BM25 over the whole file (the statistics of its chunks summed: a
// note is the unit people search for), and each file's hit points at its best chunk. A
// query term that is in no file at all is matched as a prefix instead ("embed" finds
// "embedding"). The best chunk's own score is added at PASSAGE_WEIGHT. A file with no score
// is not a hit.

import { Encoder, Index } from 'flexsearch';
import { Bm25, BM25_K1, type TermStats } from './bm25.js';

/**
 * Weight of the best chunk's own BM25 added to the file's: a file whose matching words sit
 * together in one passage beats one that has them scattered (document + best-passage
 * evidence, as in passage retrieval). On the man-page benchmark (docs/search.md) it lifts
 * MRR@10 from 0.623 (= textbook BM25 over whole files) to 0.651–0.652; 0.3 and 1.0 gave 0.644
 * and 0.649, so the value is not finely tuned to that corpus.
 */
export const PASSAGE_WEIGHT = 0.5;

/** How many times `limit` files the passage re-ranking looks at. */
const RERANK = 2;

export class TextIndex {
  private readonly flex = new Index({
    tokenize: 'strict',
    encoder: new Encoder({ normalize: false, dedupe: false, split: ' ', numeric: false }),
  });
  private readonly chunks = new Bm25<number>();
  private readonly files = new Bm25<string>();
  private readonly fileOf = new Map<number, string>();

  /** Adds a chunk of `file`, from its terms in order. */
  add(id: number, file: string, terms: string[]): void {
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    this.addStats(id, file, { tf, length: terms.length });
  }

  /**
   * Adds a chunk from its term statistics. A persisted index loads this way with
   * `inFlex: false`, then restores FlexSearch's own postings in one go (importFlex).
   */
  addStats(id: number, file: string, stats: TermStats, inFlex = true): void {
    this.chunks.add(id, stats);
    this.files.add(file, stats);
    this.fileOf.set(id, file);
    if (inFlex) this.flex.add(id, [...stats.tf.keys()].join(' '));
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

  stats(id: number): TermStats | undefined {
    return this.chunks.get(id);
  }

  remove(id: number): void {
    const stats = this.chunks.get(id);
    const file = this.fileOf.get(id);
    if (!stats || file === undefined) return;
    const copy = { tf: new Map(stats.tf), length: stats.length };
    this.chunks.subtract(id, copy);
    this.files.subtract(file, copy);
    this.fileOf.delete(id);
    this.flex.remove(id);
  }

  /**
   * Query terms as they will be scored: a term no file has is replaced by its shortest
   * completions in the vocabulary ("embed" → "embedding", not every longer relative).
   */
  private expand(queryTerms: string[]): string[] {
    const out = new Set<string>();
    for (const q of new Set(queryTerms)) {
      if (this.files.hasTerm(q)) {
        out.add(q);
        continue;
      }
      let shortest: string[] = [];
      for (const t of this.files.vocabulary()) {
        if (!t.startsWith(q)) continue;
        if (shortest.length === 0 || t.length < (shortest[0] as string).length) shortest = [t];
        else if (t.length === (shortest[0] as string).length) shortest.push(t);
      }
      for (const t of shortest) out.add(t);
    }
    return [...out];
  }

  /**
   * Files matching the query, best first, each with its best chunk. Term at a time with
   * MaxScore pruning: the query's terms are taken rarest first (highest possible score
   * first), and once the remaining terms together could not lift an unseen file above the
   * current top RERANK × limit, files found only through them are not scored at all — a
   * query full of "the" and "of" costs what its rare words cost. The best files are then
   * re-ranked with their best passage added.
   */
  search(
    queryTerms: string[],
    limit: number,
    allow: (id: number) => boolean,
  ): { id: number; score: number }[] {
    const terms = this.expand(queryTerms);
    if (terms.length === 0) return [];
    const fileQuery = this.files.prepare(terms);
    // The most a term can add to a file's score is idf × (k1 + 1) (tf → ∞, shortest file).
    const order = [...fileQuery.terms].sort((a, b) => b[1] - a[1]);
    const remaining = order.map((_, i) =>
      order.slice(i).reduce((n, [, idf]) => n + idf * (BM25_K1 + 1), 0),
    );
    const keep = Math.max(limit * RERANK, 20);
    const top = new TopK(keep);
    const scored = new Map<string, number>();
    const chunksOf = new Map<string, number[]>();
    const denied = new Set<string>();
    for (const [i, [term]] of order.entries()) {
      if (top.full && (remaining[i] as number) <= top.threshold) break;
      for (const id of this.flex.search(term, { limit: 1_000_000 }) as number[]) {
        const file = this.fileOf.get(id) as string;
        const list = chunksOf.get(file);
        if (list) {
          if (!list.includes(id)) list.push(id);
          continue;
        }
        // Grants, path and time are the same for every chunk of a file: decided once.
        if (denied.has(file)) continue;
        if (!allow(id)) {
          denied.add(file);
          continue;
        }
        chunksOf.set(file, [id]);
        const score = this.files.score(file, fileQuery);
        scored.set(file, score);
        top.offer(score);
      }
    }
    const chunkQuery = this.chunks.prepare(terms);
    return [...scored]
      .sort((a, b) => b[1] - a[1])
      .slice(0, keep)
      .map(([file, score]) => {
        let best = { id: 0, score: -1 };
        for (const id of chunksOf.get(file) as number[]) {
          const s = this.chunks.score(id, chunkQuery);
          if (s > best.score) best = { id, score: s };
        }
        return { id: best.id, score: score + PASSAGE_WEIGHT * best.score };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
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
