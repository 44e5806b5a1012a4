// The full-text index. FlexSearch finds the candidate chunks — OR over the query terms,
// prefix matches included (`tokenize: "forward"`, `suggest`) — and BM25 over our own term
// statistics ranks them, since FlexSearch ranks by term position and gives no scores.
// Files are ranked by BM25 over the whole file (the statistics of its chunks summed: a
// note is the unit people search for), and each file's hit points at its best chunk. A
// query term that is in no file at all is matched as a prefix instead ("embed" finds
// "embedding"). The best chunk's own score is added at PASSAGE_WEIGHT. A file with no score
// is not a hit.

import { Encoder, Index } from 'flexsearch';
import { Bm25, type TermStats } from './bm25.js';

/**
 * Weight of the best chunk's own BM25 added to the file's: a file whose matching words sit
 * together in one passage beats one that has them scattered (document + best-passage
 * evidence, as in passage retrieval). On the man-page benchmark (docs/search.md) it lifts
 * MRR@10 from 0.623 (= textbook BM25 over whole files) to 0.651; 0.3 and 1.0 gave 0.644
 * and 0.649, so the value is not finely tuned to that corpus.
 */
export const PASSAGE_WEIGHT = 0.5;

export class TextIndex {
  private readonly flex = new Index({
    tokenize: 'forward',
    encoder: new Encoder({ normalize: false, dedupe: false, split: ' ', numeric: false }),
  });
  private readonly chunks = new Bm25<number>();
  private readonly files = new Bm25<string>();
  private readonly fileOf = new Map<number, string>();

  get size(): number {
    return this.chunks.size;
  }

  /** Adds a chunk of `file`, from its terms in order. */
  add(id: number, file: string, terms: string[]): void {
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    this.addStats(id, file, { tf, length: terms.length });
  }

  /** Adds a chunk from its term statistics (a persisted index loads this way). */
  addStats(id: number, file: string, stats: TermStats): void {
    this.chunks.add(id, stats);
    this.files.add(file, stats);
    this.fileOf.set(id, file);
    this.flex.add(id, [...stats.tf.keys()].join(' '));
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

  /** Query terms as they will be scored: a term no file has is replaced by the terms it prefixes. */
  private expand(queryTerms: string[], candidates: number[]): string[] {
    const out = new Set<string>();
    for (const q of new Set(queryTerms)) {
      if (this.files.hasTerm(q)) {
        out.add(q);
        continue;
      }
      // Only the shortest completions ("embed" → "embedding", not every longer relative).
      const completions = new Set<string>();
      for (const id of candidates)
        for (const t of this.chunks.get(id)?.tf.keys() ?? [])
          if (t.startsWith(q)) completions.add(t);
      const shortest = Math.min(...[...completions].map((t) => t.length));
      for (const t of completions) if (t.length === shortest) out.add(t);
    }
    return [...out];
  }

  /** Files matching the query, best first: the file's BM25 score and its best chunk. */
  search(
    queryTerms: string[],
    limit: number,
    allow: (id: number) => boolean,
  ): { id: number; score: number }[] {
    if (queryTerms.length === 0) return [];
    const candidates = (
      this.flex.search(queryTerms.join(' '), { suggest: true, limit: 100_000 }) as number[]
    ).filter(allow);
    const terms = this.expand(queryTerms, candidates);
    const best = new Map<string, { id: number; chunkScore: number }>();
    for (const id of candidates) {
      const file = this.fileOf.get(id) as string;
      const chunkScore = this.chunks.score(id, terms);
      if (chunkScore <= 0) continue;
      const seen = best.get(file);
      if (!seen || chunkScore > seen.chunkScore) best.set(file, { id, chunkScore });
    }
    return [...best]
      .map(([file, { id, chunkScore }]) => ({
        id,
        score: this.files.score(file, terms) + PASSAGE_WEIGHT * chunkScore,
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
