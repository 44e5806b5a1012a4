// Hybrid search over the store: the text index (FlexSearch candidates, BM25 scores) and the
// vector index (hnswlib) over the same chunks, fused by reciprocal rank fusion with a
// bounded time decay. Kept current by the store's change events (before the writing call
// returns: read-your-writes) and by the watcher for edits made outside mnemofs; `reconcile`
// makes it match the backing directory exactly (the backing directory is the truth).

import type { Embedder } from '../embed/embedder.js';
import { injectionReason } from '../safety/injection.js';
import type { SandboxRoot } from '../sandbox/sandbox-root.js';
import type { ChangeEvent } from '../store/store.js';
import type { Principal } from '../store/context.js';
import { canUse } from '../store/store-path.js';
import { visibleNamespaces, walk } from '../store/walk.js';
import { OWNER } from '../store/context.js';
import { chunkMarkdown } from './chunk.js';
import { snippet } from './snippet.js';
import { TextIndex } from './text-index.js';
import { tokenize } from './tokenize.js';
import { VectorIndex } from './vector-index.js';

export type SearchMode = 'hybrid' | 'text' | 'vector';

export interface SearchOptions {
  query: string;
  mode?: SearchMode;
  limit?: number;
  /** Only files at or under this store path. */
  path?: string;
  /** Only files last modified at or before this time. */
  asOf?: Date;
  /** `content`: return the whole matching chunk instead of a snippet. */
  include?: string[];
}

export interface SearchHit {
  path: string;
  ns: string;
  snippet: string;
  score: number;
  trust: string;
  suspicious: boolean;
  suspicious_reason?: string;
  mtime: string;
  heading: string;
  lines: [number, number];
}

interface ChunkRecord {
  path: string;
  ns: string;
  text: string;
  heading: string;
  startLine: number;
  endLine: number;
}

interface FileRecord {
  size: number;
  mtimeMs: number;
  chunks: number[];
  trust: string;
}

/** RRF constant (Cormack et al.): large enough that no single list dominates. */
export const RRF_K = 60;
/** Time decay: at most DECAY_WEIGHT of a fused score, halving every DECAY_HALF_LIFE_DAYS. */
export const DECAY_WEIGHT = 0.2;
export const DECAY_HALF_LIFE_DAYS = 30;

const TRUST = new Set(['candidate', 'unverified', 'trusted', 'quarantined']);

function nsOf(rel: string): string {
  const parts = rel.split('/');
  return parts[0] === 'user' ? 'user' : `${parts[0]}/${parts[1]}`;
}

/** `trust:` from YAML front matter, if the file has a valid one. */
function frontMatterTrust(text: string): string | undefined {
  const m = /^---\n([\s\S]*?)\n---/.exec(text);
  const t = m && /^trust:\s*(\w+)\s*$/m.exec(m[1] ?? '')?.[1];
  return t && TRUST.has(t) ? t : undefined;
}

export class SearchEngine {
  private readonly text = new TextIndex();
  private readonly vectors: VectorIndex;
  private readonly chunks = new Map<number, ChunkRecord>();
  private readonly files = new Map<string, FileRecord>();
  private nextId = 1;
  /** Per-path queue, so a store event and a watcher event for one file never interleave. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly root: SandboxRoot,
    readonly embedder: Embedder,
    private readonly maxFileBytes: number,
  ) {
    this.vectors = new VectorIndex(embedder.dim);
  }

  get stats() {
    return {
      files: this.files.size,
      chunks: this.chunks.size,
      embedder: this.embedder.id,
      dim: this.embedder.dim,
    };
  }

  private serial(rel: string, job: () => Promise<void>): Promise<void> {
    const next = (this.pending.get(rel) ?? Promise.resolve()).then(job, job);
    this.pending.set(rel, next);
    return next.finally(() => {
      if (this.pending.get(rel) === next) this.pending.delete(rel);
    });
  }

  private drop(rel: string): void {
    const file = this.files.get(rel);
    if (!file) return;
    for (const id of file.chunks) {
      this.text.remove(id);
      this.vectors.remove(id);
      this.chunks.delete(id);
    }
    this.files.delete(rel);
  }

  /** (Re)indexes one file from the backing directory; removes it if it is gone or not text. */
  indexFile(rel: string): Promise<void> {
    return this.serial(rel, async () => {
      const st = this.root.tryStat(rel);
      if (!st || st.type !== 'file' || st.size > this.maxFileBytes) return this.drop(rel);
      const known = this.files.get(rel);
      if (known && known.size === st.size && known.mtimeMs === st.mtimeMs) return;
      let buf: Buffer;
      try {
        buf = this.root.readFile(rel, this.maxFileBytes);
      } catch {
        return this.drop(rel); // vanished or replaced by a non-file since the stat
      }
      this.drop(rel);
      if (buf.subarray(0, 8192).includes(0)) return;
      const content = buf.toString('utf8');
      const parts = chunkMarkdown(content);
      const vectors = await this.embedder.embed(parts.map((c) => `${c.heading}\n${c.text}`));
      const ids: number[] = [];
      parts.forEach((c, i) => {
        const id = this.nextId++;
        ids.push(id);
        this.chunks.set(id, {
          path: rel,
          ns: nsOf(rel),
          text: c.text,
          heading: c.heading,
          startLine: c.startLine,
          endLine: c.endLine,
        });
        this.text.add(id, tokenize(`${c.heading} ${c.text}`));
        this.vectors.add(id, vectors[i] as number[]);
      });
      this.files.set(rel, {
        size: st.size,
        mtimeMs: st.mtimeMs,
        chunks: ids,
        trust: frontMatterTrust(content) ?? 'unverified',
      });
    });
  }

  /** Applies a change event of the store (read-your-writes for every front end). */
  async apply(event: ChangeEvent): Promise<void> {
    if (event.kind === 'file') return this.indexFile(event.path);
    const gone = event.kind === 'removed' ? event.path : event.from;
    this.removePath(gone);
    if (event.kind === 'moved') await this.indexTree(event.to);
  }

  /** Indexes a file, or every file under a directory. */
  async indexTree(rel: string): Promise<void> {
    const st = this.root.tryStat(rel);
    if (st?.type === 'file') return this.indexFile(rel);
    if (st?.type !== 'dir') return this.removePath(rel);
    const files: string[] = [];
    walk(this.root, rel, true, (p, e) => (e.type === 'file' && files.push(p), true));
    for (const f of files) await this.indexFile(f);
  }

  /** Forgets a file, or every file under a directory. */
  removePath(rel: string): void {
    for (const path of [...this.files.keys()])
      if (path === rel || path.startsWith(`${rel}/`)) this.drop(path);
  }

  /**
   * Makes the index match the backing directory: indexes new and changed files, forgets
   * files that are gone. Returns what it did. Called at start, by `mem_index_refresh`, by
   * `mnemofs doctor`, and whenever the watcher reports an error or an overflow.
   */
  async reconcile(
    onProgress?: (done: number) => void,
  ): Promise<{ indexed: number; removed: number; files: number }> {
    const seen = new Set<string>();
    const todo: string[] = [];
    for (const ns of visibleNamespaces(this.root, OWNER)) {
      walk(this.root, ns, true, (rel, e) => {
        if (e.type === 'file') {
          seen.add(rel);
          const known = this.files.get(rel);
          if (!known || known.size !== e.size || known.mtimeMs !== e.mtimeMs) todo.push(rel);
        }
        return true;
      });
    }
    let removed = 0;
    for (const rel of [...this.files.keys()]) {
      if (!seen.has(rel)) {
        this.drop(rel);
        removed++;
      }
    }
    for (const [i, rel] of todo.entries()) {
      await this.indexFile(rel);
      onProgress?.(i + 1);
    }
    return { indexed: todo.length, removed, files: this.files.size };
  }

  async search(principal: Principal, options: SearchOptions): Promise<SearchHit[]> {
    const mode = options.mode ?? 'hybrid';
    const limit = options.limit ?? 10;
    const prefix = options.path?.replace(/\/+$/, '');
    const asOf = options.asOf?.getTime();
    // The principal's grants and the filters are applied to candidates before ranking, so
    // hidden chunks never take places in the top-k.
    const allow = (id: number) => {
      const c = this.chunks.get(id);
      if (!c || !canUse(principal, c.ns)) return false;
      if (prefix && c.path !== prefix && !c.path.startsWith(`${prefix}/`)) return false;
      return asOf === undefined || (this.files.get(c.path)?.mtimeMs ?? Infinity) <= asOf;
    };
    const depth = limit * 5;
    const terms = tokenize(options.query);
    const textHits = mode === 'vector' ? [] : this.text.search(terms, depth, allow);
    const vectorHits =
      mode === 'text'
        ? []
        : this.vectors.search(
            (await this.embedder.embed([options.query]))[0] as number[],
            depth,
            allow,
            this.embedder.minSimilarity,
          );
    let ranked: { id: number; score: number }[];
    if (mode === 'text') ranked = textHits;
    else if (mode === 'vector') ranked = vectorHits;
    else ranked = this.fuse(textHits, vectorHits);
    const hits: SearchHit[] = [];
    const seenPaths = new Set<string>();
    for (const { id, score } of ranked) {
      const c = this.chunks.get(id) as ChunkRecord;
      if (seenPaths.has(c.path)) continue; // best chunk per file
      seenPaths.add(c.path);
      const file = this.files.get(c.path) as FileRecord;
      const reason = injectionReason(c.text);
      hits.push({
        path: c.path,
        ns: c.ns,
        snippet: options.include?.includes('content') ? c.text : snippet(c.text, terms),
        score: Number(score.toFixed(6)),
        trust: file.trust,
        suspicious: reason !== undefined,
        ...(reason ? { suspicious_reason: reason } : {}),
        mtime: new Date(file.mtimeMs).toISOString(),
        heading: c.heading,
        lines: [c.startLine, c.endLine],
      });
      if (hits.length >= limit) break;
    }
    return hits;
  }

  /** Reciprocal rank fusion of the two lists, times a decay that can cost at most 20 %. */
  private fuse(a: { id: number }[], b: { id: number }[]): { id: number; score: number }[] {
    const fused = new Map<number, number>();
    for (const list of [a, b])
      list.forEach(({ id }, rank) => fused.set(id, (fused.get(id) ?? 0) + 1 / (RRF_K + rank + 1)));
    const now = Date.now();
    return [...fused]
      .map(([id, score]) => {
        const age =
          (now - (this.files.get(this.chunks.get(id)?.path ?? '')?.mtimeMs ?? now)) / 86_400_000;
        const decay =
          1 - DECAY_WEIGHT + DECAY_WEIGHT * Math.pow(2, -Math.max(0, age) / DECAY_HALF_LIFE_DAYS);
        return { id, score: score * decay };
      })
      .sort((x, y) => y.score - x.score);
  }
}
