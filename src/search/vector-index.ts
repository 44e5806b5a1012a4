// The vector index: hnswlib-node (cosine), one point per chunk, labelled with the chunk id.
// The graph lives in a worker thread: inserting a point is most of the cost of indexing a
// note (~0.35 ms of ~1 ms at 384 dimensions), and there it runs beside the reading,
// tokenizing and text indexing of the next notes instead of after them, and never stalls a
// FUSE handler. With a built-in embedder the worker also makes the vectors (from a chunk's
// text or terms): embedding was the largest part of indexing a note left on the main thread
// (~60 of ~290 µs for a small note, and a 384-number array copied to the worker). Adds and
// removes are posted without waiting; a search is a call, answered
// after every message posted before it, so a search right after a write sees it
// (read-your-writes). The graph grows by doubling (addPoint past capacity throws), deletes
// by markDelete, and filters by label during the search, so namespace filtering happens
// before the top-k is cut.

import hnswlib from 'hnswlib-node';
import { builtInEmbedder, type BuiltInSpec } from '../embed/built-in.js';
import type { Embedder } from '../embed/embedder.js';
import { serveCalls, workerRole, WorkerThread } from '../store/worker-thread.js';

const { HierarchicalNSW } = hnswlib;
const ROLE = 'vectors';

export interface VectorHit {
  id: number;
  score: number;
}

/** The graph itself, in the worker. */
class Graph {
  private readonly index: InstanceType<typeof HierarchicalNSW>;
  private capacity = 1024;

  constructor(dim: number, file?: string) {
    this.index = new HierarchicalNSW('cosine', dim);
    if (file) {
      this.index.readIndexSync(file, true);
      this.capacity = this.index.getMaxElements();
    } else
      // M 12, efConstruction 64: recall@10 stays ≥ 0.95 at these sizes (DEPENDENCIES.md) at a
      // third of the insertion cost of the defaults.
      this.index.initIndex(this.capacity, 12, 64, 100, true);
    this.index.setEf(64);
  }

  add(id: number, vector: Float32Array): void {
    if (this.index.getCurrentCount() >= this.capacity) {
      this.capacity *= 2;
      this.index.resizeIndex(this.capacity);
    }
    this.index.addPoint(Array.from(vector), id, true);
  }

  remove(id: number): void {
    this.index.markDelete(id);
  }

  /** `allowed[id] === 1` for the labels a search may return (all, without it). */
  search(vector: number[], k: number, allowed?: Uint8Array): VectorHit[] {
    const { neighbors, distances } = allowed
      ? this.index.searchKnn(vector, k, (label: number) => allowed[label] === 1)
      : this.index.searchKnn(vector, k);
    return neighbors.map((id, i) => ({ id, score: 1 - (distances[i] as number) }));
  }

  save(file: string): void {
    this.index.writeIndexSync(file);
  }
}

/** The main thread's handle on the graph. */
export class VectorIndex {
  private readonly live = new Set<number>();

  private constructor(private readonly thread: WorkerThread) {}

  /**
   * A new empty index for `embedder`'s vectors, or one read from `file` (written by save)
   * with its live labels. A built-in embedder is made in the worker too (addDoc).
   */
  static async open(
    embedder: Pick<Embedder, 'dim' | 'builtIn'>,
    from?: { file: string; live: number[] },
  ): Promise<VectorIndex> {
    const thread = new WorkerThread(import.meta.url, { role: ROLE }, 'vector index worker');
    const index = new VectorIndex(thread);
    try {
      const builtIn = embedder.builtIn && { provider: embedder.builtIn, dim: embedder.dim };
      await thread.call('open', [embedder.dim, from?.file, builtIn]);
    } catch (err) {
      await thread.close();
      throw err;
    }
    for (const id of from?.live ?? []) index.live.add(id);
    return index;
  }

  /** Writes the graph as it is after every message posted so far (a path the worker can open). */
  save(file: string): Promise<void> {
    return this.thread.call('save', [file]);
  }

  /** Resolves once the worker has applied every add and remove posted so far. */
  settled(): Promise<void> {
    return this.thread.call('settled', []);
  }

  liveIds(): number[] {
    return [...this.live];
  }

  add(id: number, vector: number[]): void {
    const v = Float32Array.from(vector);
    this.thread.post('add', [id, v], [v.buffer]);
    this.live.add(id);
  }

  /**
   * Adds a chunk that the worker embeds itself with its copy of the built-in embedder: `doc`
   * is the chunk's terms for one with embedTerms, else its text.
   */
  addDoc(id: number, doc: string | string[]): void {
    this.thread.post('addDoc', [id, doc]);
    this.live.add(id);
  }

  remove(id: number): void {
    if (!this.live.delete(id)) return;
    this.thread.post('remove', [id]);
  }

  /**
   * Nearest chunks by cosine similarity (1 − distance), at least `minSimilarity`; with
   * `allowed`, only chunks whose id is set to 1 in it (copied to the worker).
   */
  async search(
    vector: number[],
    limit: number,
    allowed: Uint8Array | undefined,
    minSimilarity: number,
  ): Promise<VectorHit[]> {
    const k = Math.min(limit, this.live.size);
    if (k === 0) return [];
    const hits = await this.thread.call<VectorHit[]>('search', [vector, k, allowed]);
    return hits.filter((h) => h.score >= minSimilarity);
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}

if (workerRole(ROLE)) {
  let graph: Graph | undefined;
  let embedder: Embedder | undefined;
  serveCalls({
    open: (dim: number, file?: string, builtIn?: BuiltInSpec) => {
      graph = new Graph(dim, file);
      embedder = builtIn && builtInEmbedder(builtIn);
    },
    add: (id: number, vector: Float32Array) => graph?.add(id, vector),
    addDoc: (id: number, doc: string | string[]) => {
      if (!embedder) throw new Error('addDoc needs a built-in embedder');
      const vector =
        typeof doc === 'string' ? embedder.embedText?.(doc) : embedder.embedTerms?.(doc);
      if (!vector) throw new Error(`${embedder.id} cannot embed this document`);
      graph?.add(id, Float32Array.from(vector));
    },
    remove: (id: number) => graph?.remove(id),
    search: (vector: number[], k: number, allowed?: Uint8Array) =>
      graph?.search(vector, k, allowed) ?? [],
    save: (file: string) => graph?.save(file),
    settled: () => undefined,
  });
}
