// The vector index: hnswlib-node (cosine), one point per chunk, labelled with the chunk id.
// It grows by doubling (addPoint past capacity throws), deletes by markDelete, and filters
// by label during the search, so namespace filtering happens before the top-k is cut.

import hnswlib from 'hnswlib-node';

const { HierarchicalNSW } = hnswlib;

export class VectorIndex {
  private readonly index: InstanceType<typeof HierarchicalNSW>;
  private capacity = 1024;
  private readonly live = new Set<number>();

  /** A new empty index, or one read from `file` (written by save) with its live labels. */
  constructor(
    readonly dim: number,
    from?: { file: string; live: number[] },
  ) {
    this.index = new HierarchicalNSW('cosine', dim);
    if (from) {
      this.index.readIndexSync(from.file, true);
      this.capacity = this.index.getMaxElements();
      for (const id of from.live) this.live.add(id);
    } else
      // M 12, efConstruction 64: recall@10 stays ≥ 0.95 at these sizes (DEPENDENCIES.md) at a
      // third of the insertion cost of the defaults.
      this.index.initIndex(this.capacity, 12, 64, 100, true);
    this.index.setEf(64);
  }

  /** Writes the graph to `file` (a path through the index directory's fd). */
  save(file: string): void {
    this.index.writeIndexSync(file);
  }

  liveIds(): number[] {
    return [...this.live];
  }

  add(id: number, vector: number[]): void {
    if (this.index.getCurrentCount() >= this.capacity) {
      this.capacity *= 2;
      this.index.resizeIndex(this.capacity);
    }
    this.index.addPoint(vector, id, true);
    this.live.add(id);
  }

  remove(id: number): void {
    if (!this.live.delete(id)) return;
    this.index.markDelete(id);
  }

  /** Nearest chunks by cosine similarity (1 − distance), at least `minSimilarity`. */
  search(
    vector: number[],
    limit: number,
    allow: (id: number) => boolean,
    minSimilarity: number,
  ): { id: number; score: number }[] {
    const k = Math.min(limit, this.live.size);
    if (k === 0) return [];
    const { neighbors, distances } = this.index.searchKnn(
      vector,
      k,
      (label: number) => this.live.has(label) && allow(label),
    );
    return neighbors
      .map((id, i) => ({ id, score: 1 - (distances[i] as number) }))
      .filter((h) => h.score >= minSimilarity);
  }
}
