// Hybrid search over the store: the text index (FlexSearch candidates, BM25 scores) and the
// vector index (hnswlib) over the same chunks, fused by their scores (each list over its best, the vector part weighted by what the
// embedder knows) with a
// bounded time decay. Kept current by the store's change events (before the writing call
// returns: read-your-writes) and by the watcher for edits made outside mnemofs; `reconcile`
// makes it match the backing directory exactly (the backing directory is the truth).
// Not split: the chunk table, the file table and both indexes change together under one
// per-path queue; tokenizing, chunking, ranking pieces and persistence live beside it.

import { isEditorTemp } from '../store/editor-temp.js';
import crypto from 'node:crypto';
import type { Embedder } from '../embed/embedder.js';
import { injectionReason } from '../safety/injection.js';
import type { ChangeEvent, ChangeSource } from '../store/change.js';
import type { Principal } from '../store/context.js';
import { canUse, namespaceOf } from '../store/namespace.js';
import { BINARY_SNIFF, isBinary } from '../store/text-ops.js';
import type { Stat, StoreFile, StoreFiles } from '../store/store-files.js';
import { vanished } from '../store/walk.js';
import { isOwner, OWNER } from '../store/context.js';
import { chunkMarkdown } from './chunk.js';
import { snippet } from './snippet.js';
import { TextIndex } from './text-index.js';
import { tokenize } from './tokenize.js';
import type { VectorIndex } from './vector-index.js';

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
  /** The vector list's weight in hybrid fusion; the embedder's own by default. */
  vectorWeight?: number;
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
  /**
   * Why the text looks like a prompt injection (false: it does not), worked out the first
   * time the chunk is a hit — the check costs ~0.4 ms a chunk, and the text never changes.
   */
  flag?: string | false;
}

interface FileRecord {
  size: number;
  mtimeMs: number;
  /** sha1 of the content: an event re-reads the file, and an unchanged hash skips the work. */
  hash: string;
  /** When it was indexed: an mtime this close to it may hide a later same-size write. */
  indexedAt: number;
  chunks: number[];
  trust: string;
}

/**
 * File timestamps come from a coarse clock (milliseconds apart at best), so two writes of
 * the same size close together can leave size and mtime unchanged ("racy git"). A file whose
 * mtime is this close to its indexing time is re-read by reconcile rather than trusted.
 */
const RACY_MS = 2000;

/** Time decay: at most DECAY_WEIGHT of a fused score, halving every DECAY_HALF_LIFE_DAYS. */
export const DECAY_WEIGHT = 0.2;
export const DECAY_HALF_LIFE_DAYS = 30;

const TRUST = new Set(['candidate', 'unverified', 'trusted', 'quarantined']);

/** `trust:` from YAML front matter, if the file has a valid one. */
function frontMatterTrust(text: string): string | undefined {
  const m = /^---\n([\s\S]*?)\n---/.exec(text);
  const t = m && /^trust:\s*(\w+)\s*$/m.exec(m[1] ?? '')?.[1];
  return t && TRUST.has(t) ? t : undefined;
}

/** Who wrote a file, as far as trust is concerned: a remote's files carry its name. */
export type Author = 'agent' | 'person' | `remote:${string}`;

/**
 * Tools are an agent's hands; the mount, direct edits and review are a person's; what a
 * sync pulled is its remote's (`remote:<name>`, the principal it writes as).
 */
export function authorOf(by: ChangeSource): Author {
  if (by.op.startsWith('sync.') && by.principal.startsWith('remote:'))
    return by.principal as `remote:${string}`;
  // The mount is a person's unless it is an agent's view (`serve --as agent:x`): the same
  // author, the same trust, through either door.
  if (by.op.startsWith('fuse.')) return by.principal === OWNER.id ? 'person' : 'agent';
  return /^(direct\.|review\.)/.test(by.op) ? 'person' : 'agent';
}

function unchanged(known: FileRecord, size: number, mtimeMs: number): boolean {
  return known.size === size && known.mtimeMs === mtimeMs && known.indexedAt - mtimeMs > RACY_MS;
}

/** What a persisted index holds besides the vector graph (src/search/index-store.ts). */
export interface EngineState {
  format: number;
  embedder: string;
  dim: number;
  nextId: number;
  files: Record<string, FileRecord>;
  /** The terms by number (`''`: a free number), for the packed term counts. */
  terms: string[];
  /** id, path, heading, startLine, endLine, text, distinct terms, length */
  chunks: [number, string, string, number, number, string, number, number][];
  vectorsLive: number[];
  /** FlexSearch's export of its postings. */
  flex: [string, string][];
}

/**
 * The state (JSON) and, binary beside it, every chunk's packed term counts in the order of
 * `state.chunks` (term numbers, then counts: 2 × distinct terms Int32s a chunk).
 */
export interface EngineSnapshot {
  state: EngineState;
  packed: Int32Array;
}

export const INDEX_FORMAT = 3;

type Ranked = { id: number; score: number };

export class SearchEngine {
  private readonly text: TextIndex;
  private readonly chunks = new Map<number, ChunkRecord>();
  private readonly files = new Map<string, FileRecord>();
  private nextId = 1;
  /** Counts changes to the index, so a saver knows whether there is anything to write. */
  changes = 0;
  /** The last bitmap of allowed chunks (allowedChunks). */
  private lastAllowed?: { key: string; changes: number; bits: Uint8Array };
  /** Per-path queue, so a store event and a watcher event for one file never interleave. */
  private readonly pending = new Map<string, Promise<unknown>>();

  /**
   * A new empty engine, or one restored from a persisted snapshot whose embedder and
   * dimension the caller has checked against `embedder` (`vectors` then holds its graph).
   */
  constructor(
    private readonly disk: StoreFiles,
    readonly embedder: Embedder,
    private readonly maxFileBytes: number,
    private readonly vectors: VectorIndex,
    snapshot?: EngineSnapshot,
  ) {
    if (!snapshot) {
      this.text = new TextIndex();
      return;
    }
    const { state, packed } = snapshot;
    this.text = new TextIndex(state.terms);
    this.nextId = state.nextId;
    for (const [path, file] of Object.entries(state.files)) this.files.set(path, file);
    let at = 0;
    for (const [id, path, heading, startLine, endLine, text, pairs, length] of state.chunks) {
      this.chunks.set(id, {
        path,
        ns: namespaceOf(path) as string,
        heading,
        startLine,
        endLine,
        text,
      });
      this.embedder.observe?.(`${heading}\n${text}`, 1);
      this.text.restore(id, path, packed.subarray(at, (at += 2 * pairs)), length);
    }
    if (at !== packed.length) throw new Error('the packed term counts do not match the chunks');
    this.text.importFlex(state.flex);
  }

  /**
   * Everything but the vector graph, for index-store to write beside it: a copy of this
   * moment, which later changes do not touch.
   */
  snapshot(): EngineSnapshot {
    const chunks: EngineState['chunks'] = [];
    const parts: Int32Array[] = [];
    let size = 0;
    for (const [id, c] of this.chunks) {
      const [doc, length] = this.text.saved(id) ?? [new Int32Array(0), 0];
      chunks.push([id, c.path, c.heading, c.startLine, c.endLine, c.text, doc.length / 2, length]);
      parts.push(doc);
      size += doc.length;
    }
    const packed = new Int32Array(size);
    let at = 0;
    for (const doc of parts) {
      packed.set(doc, at);
      at += doc.length;
    }
    const files: Record<string, FileRecord> = {};
    for (const [path, f] of this.files) files[path] = { ...f };
    return {
      state: {
        format: INDEX_FORMAT,
        embedder: this.embedder.id,
        dim: this.embedder.dim,
        nextId: this.nextId,
        files,
        terms: [...this.text.vocabularyList()],
        chunks,
        vectorsLive: this.vectors.liveIds(),
        flex: this.text.exportFlex(),
      },
      packed,
    };
  }

  /** Writes the vector graph as of now (call right after `snapshot`, before any change). */
  saveVectors(file: string): Promise<void> {
    return this.vectors.save(file);
  }

  close(): Promise<void> {
    return this.vectors.close();
  }

  /** The trust search gives an indexed file (its front matter's, else its author's). */
  trustOf(rel: string): string | undefined {
    return this.files.get(rel)?.trust;
  }

  get stats() {
    return {
      files: this.files.size,
      chunks: this.chunks.size,
      embedder: this.embedder.id,
      dim: this.embedder.dim,
    };
  }

  private serial<T>(rel: string, job: () => Promise<T>): Promise<T> {
    const next = (this.pending.get(rel) ?? Promise.resolve()).then(job, job);
    this.pending.set(rel, next);
    return next.finally(() => {
      if (this.pending.get(rel) === next) this.pending.delete(rel);
    });
  }

  /** Forgets every file (a rebuild: the next reconcile reads them all again); how many. */
  forgetAll(): number {
    const n = this.files.size;
    for (const rel of [...this.files.keys()]) this.drop(rel);
    return n;
  }

  /** Forgets one file; true if it was indexed. */
  private drop(rel: string): boolean {
    const file = this.files.get(rel);
    if (!file) return false;
    for (const id of file.chunks) {
      const chunk = this.chunks.get(id);
      if (chunk) this.embedder.observe?.(`${chunk.heading}\n${chunk.text}`, -1);
      this.text.remove(id);
      this.vectors.remove(id);
      this.chunks.delete(id);
    }
    this.files.delete(rel);
    this.changes++;
    return true;
  }

  /**
   * (Re)indexes one file from the backing directory; removes it if it is gone or not text.
   * Events re-read the file (an unchanged hash costs a read and a hash, nothing more);
   * reconcile passes `trustStat` to skip files whose size and mtime say they are unchanged.
   * The file is opened once: its attributes are those checked at the open, and the bytes
   * are read from the same fd.
   */
  indexFile(rel: string, trustStat = false, author?: Author): Promise<boolean> {
    return this.serial(rel, async () => {
      if (isEditorTemp(rel)) return this.drop(rel);
      let file: StoreFile;
      try {
        file = this.disk.openRead(rel);
      } catch {
        return this.drop(rel); // gone, or not a regular file (a directory, a link, a FIFO)
      }
      let st: Stat;
      let buf: Buffer;
      const known = this.files.get(rel);
      try {
        st = file.openedStat();
        if (st.size > this.maxFileBytes) return this.drop(rel);
        if (trustStat && known && unchanged(known, st.size, st.mtimeMs)) return false;
        // A large binary file is told by its head, not read whole to be dropped (a small one
        // is read in one go and told below).
        if (st.size > BINARY_SNIFF) {
          const head = Buffer.allocUnsafe(BINARY_SNIFF);
          if (isBinary(head.subarray(0, file.readAt(head, BINARY_SNIFF, 0, rel))))
            return this.drop(rel);
        }
        buf = file.readAll(st.size);
      } catch {
        return this.drop(rel); // unreadable
      } finally {
        file.close();
      }
      const hash = crypto.createHash('sha1').update(buf).digest('hex');
      if (known && known.hash === hash) {
        Object.assign(known, { size: st.size, mtimeMs: st.mtimeMs, indexedAt: Date.now() });
        // The same bytes, now known to be an agent's write: a trust they were given as an
        // unannounced file (a person's) does not outlive the write that names their author.
        const agents = author === 'agent' && known.trust === 'trusted';
        if (agents && frontMatterTrust(buf.toString('utf8')) === undefined) {
          known.trust = 'unverified';
          this.changes++;
        }
        return false;
      }
      const dropped = this.drop(rel);
      if (isBinary(buf)) return dropped;
      // A note's trust: its front matter's, else who wrote it — an agent's is unverified,
      // a person's trusted; a file that appeared on disk unannounced was put there by a
      // person, and a later edit of unknown origin keeps what the file had.
      const byAuthor =
        author === 'agent'
          ? 'unverified'
          : author === 'person'
            ? 'trusted'
            : (author ?? known?.trust);
      const content = buf.toString('utf8');
      const parts = chunkMarkdown(content);
      const terms = parts.map((c) => tokenize(c.text));
      // The vector of a chunk also carries its heading (a section's text often omits the
      // topic its heading names); a lexical embedder reuses the terms already made. A
      // built-in embedder's vectors are made in the vector worker, from the same input.
      const embedTerms = this.embedder.embedTerms?.bind(this.embedder);
      const docs = parts.map((c, i) =>
        embedTerms
          ? [...tokenize(c.heading), ...(terms[i] as string[])]
          : `${c.heading}\n${c.text}`,
      );
      const vectors = this.embedder.builtIn
        ? undefined
        : embedTerms
          ? (docs as string[][]).map(embedTerms)
          : await this.embedder.embed(docs as string[]);
      const ids: number[] = [];
      parts.forEach((c, i) => {
        const id = this.nextId++;
        ids.push(id);
        this.chunks.set(id, {
          path: rel,
          ns: namespaceOf(rel) as string,
          text: c.text,
          heading: c.heading,
          startLine: c.startLine,
          endLine: c.endLine,
        });
        this.text.add(id, rel, terms[i] as string[]);
        if (vectors) this.vectors.add(id, vectors[i] as number[]);
        else this.vectors.addDoc(id, docs[i] as string | string[]);
        this.embedder.observe?.(`${c.heading}\n${c.text}`, 1);
      });
      this.changes++;
      this.files.set(rel, {
        size: st.size,
        mtimeMs: st.mtimeMs,
        hash,
        indexedAt: Date.now(),
        chunks: ids,
        trust: frontMatterTrust(content) ?? byAuthor ?? 'trusted',
      });
      return true;
    });
  }

  /** Applies a change event of the store (read-your-writes for every front end). */
  async apply(event: ChangeEvent): Promise<void> {
    if (event.kind === 'file') {
      await this.indexFile(event.path, false, authorOf(event.by));
      return;
    }
    const gone = event.kind === 'removed' ? event.path : event.from;
    this.removePath(gone);
    if (event.kind === 'moved') await this.indexTree(event.to);
  }

  /**
   * Makes the index agree with the disk at `rel` and below, whatever happened there: a file
   * is (re)indexed, a directory's files are indexed and its vanished ones forgotten, a
   * missing path is forgotten. Watcher events go through here rather than being trusted as
   * they are: they arrive late (an unlink ~100 ms after the fact) and may describe a state
   * that a later change has already replaced. A walk leaves alone the files `queued` says
   * are still to be indexed as their writer's (the mount's, src/search/index-feed.ts): the
   * walk would index them first, as unannounced files (a person's), mid-burst.
   *
   * With `pruneOnly`, a directory is not walked, only its vanished entries forgotten: the
   * watcher's event on a directory that did not just appear (its entries changed) — new
   * entries come with their own events, and walking here would re-read the whole directory
   * on every event of a burst of creates. Whether it just appeared is the watcher's to say
   * (it added the directory's watch), not a guess from what the index knows: a late look
   * from the directory's previous life (renamed away, made again) indexes a file in it, and
   * an edit made before the new directory's watch existed must still be read.
   */
  async indexTree(
    rel: string,
    pruneOnly = false,
    author?: Author,
    queued: (path: string) => boolean = () => false,
  ): Promise<void> {
    let st: ReturnType<StoreFiles['stat']>;
    try {
      st = this.disk.stat(rel);
    } catch (err) {
      if (!vanished(err)) throw err;
      return this.removePath(rel); // a component is now a file or a link: nothing indexable here
    }
    if (st?.type === 'file') {
      await this.indexFile(rel, false, author);
      return;
    }
    if (st?.type !== 'dir') return this.removePath(rel);
    if (pruneOnly) return this.pruneDir(rel);
    const files = new Set<string>();
    this.disk.walk(rel, true, (p, e) => (e.type === 'file' && files.add(p), true));
    for (const known of [...this.files.keys()])
      if (known.startsWith(`${rel}/`) && !files.has(known)) this.drop(known);
    for (const f of files) if (!queued(f)) await this.indexFile(f);
  }

  /**
   * Forgets indexed files under `dir` whose name on the way down no longer exists there
   * (one level, no walk). Events can be merged or arrive for a directory already replaced
   * (removed and created again quickly); any event in a directory repairs its direct
   * children this way.
   */
  pruneDir(dir: string): void {
    let names: Set<string>;
    try {
      names = new Set(this.disk.names(dir));
    } catch {
      return this.removePath(dir); // the directory itself is gone (or no longer one)
    }
    const prefix = dir === '' ? '' : `${dir}/`;
    for (const known of [...this.files.keys()]) {
      if (!known.startsWith(prefix)) continue;
      const child = known.slice(prefix.length).split('/')[0] as string;
      if (!names.has(child)) this.drop(known);
    }
  }

  /** Forgets a file, or every file under a directory. */
  removePath(rel: string): void {
    // A known file is dropped directly; only a directory needs the scan for its files.
    if (this.drop(rel)) return;
    for (const path of [...this.files.keys()])
      if (path === rel || path.startsWith(`${rel}/`)) this.drop(path);
  }

  /**
   * Makes the index match the backing directory: indexes new and changed files, forgets
   * files that are gone. Returns what it did. Called at start, by `mem_index_refresh`, by
   * `mnemofs doctor`, and whenever the watcher reports an error or an overflow.
   */
  async reconcile(
    onProgress?: (done: number, total: number) => void,
  ): Promise<{ indexed: number; removed: number; files: number }> {
    const seen = new Set<string>();
    const todo: string[] = [];
    for (const ns of this.disk.namespaces(OWNER)) {
      this.disk.walk(ns, true, (rel, e) => {
        if (e.type === 'file') {
          seen.add(rel);
          const known = this.files.get(rel);
          if (!known || !unchanged(known, e.size, e.mtimeMs)) todo.push(rel);
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
    let indexed = 0;
    for (const [i, rel] of todo.entries()) {
      if (await this.indexFile(rel, true)) indexed++;
      onProgress?.(i + 1, todo.length);
    }
    await this.vectors.settled(); // done means searchable, also in the vector worker
    return { indexed, removed, files: this.files.size };
  }

  async search(principal: Principal, options: SearchOptions): Promise<SearchHit[]> {
    const mode = options.mode ?? 'hybrid';
    const limit = options.limit ?? 10;
    const prefix = options.path?.replace(/\/+$/, '');
    const asOf = options.asOf?.getTime();
    // The principal's grants and the filters are applied to candidates before ranking, so
    // hidden files never take places in the top-k. Decided per file (the same for each of
    // its chunks), grants once per namespace; no filter at all when the caller sees
    // everything.
    const allowPath = this.filter(principal, prefix, asOf);
    // The text list is already one hit per file; the vector list is per chunk, so it is
    // fetched deeper to leave `limit` files after de-duplication. Fusion looks a little
    // deeper into both lists than it returns. The vector search runs in its worker while
    // the text search runs here.
    const queryVector =
      mode === 'text'
        ? undefined
        : (this.embedder.embedQuery?.(options.query) ??
          (await this.embedder.embed([options.query]))[0]);
    const vectorSearch = queryVector
      ? this.vectors.search(
          queryVector,
          limit * 5,
          allowPath && this.allowedChunks(principal, prefix, asOf, allowPath),
          this.embedder.minSimilarity,
        )
      : Promise.resolve([]);
    const terms = tokenize(options.query);
    const textHits =
      mode === 'vector'
        ? []
        : this.text.search(terms, mode === 'text' ? limit : limit * 2, allowPath);
    const vectorHits = await vectorSearch;
    let ranked: { id: number; score: number }[];
    if (mode === 'text') ranked = textHits;
    else if (mode === 'vector') ranked = vectorHits;
    else
      ranked = this.fuse(textHits, vectorHits, options.vectorWeight ?? this.embedder.fusionWeight);
    const hits: SearchHit[] = [];
    const seenPaths = new Set<string>();
    for (const { id, score } of ranked) {
      const c = this.chunks.get(id) as ChunkRecord;
      if (seenPaths.has(c.path)) continue; // best chunk per file
      seenPaths.add(c.path);
      const file = this.files.get(c.path) as FileRecord;
      if (c.flag === undefined) c.flag = injectionReason(c.text) ?? false;
      const reason = c.flag || undefined;
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

  /** Which files a query may return (by path), or undefined when it may return any. */
  private filter(
    principal: Principal,
    prefix: string | undefined,
    asOf: number | undefined,
  ): ((path: string) => boolean) | undefined {
    if (isOwner(principal) && !prefix && asOf === undefined) return undefined;
    const granted = new Map<string, boolean>();
    return (path) => {
      const ns = namespaceOf(path) as string;
      let ok = granted.get(ns);
      if (ok === undefined) granted.set(ns, (ok = canUse(principal, ns)));
      if (!ok) return false;
      if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) return false;
      return asOf === undefined || (this.files.get(path)?.mtimeMs ?? Infinity) <= asOf;
    };
  }

  /**
   * The chunks a filtered vector search may return, as a bitmap by chunk id for the worker.
   * Built from every file (a few ms at 100,000), so the last one is kept while the index
   * does not change: an agent's next query with the same grants and filters reuses it.
   */
  private allowedChunks(
    principal: Principal,
    prefix: string | undefined,
    asOf: number | undefined,
    allowPath: (path: string) => boolean,
  ): Uint8Array {
    const key = JSON.stringify([principal.grants, principal.reads ?? [], prefix, asOf]);
    // (Not with as_of: a touch moves a file's mtime without counting as a change.)
    const cached = asOf === undefined ? this.lastAllowed : undefined;
    if (cached?.key === key && cached.changes === this.changes) return cached.bits;
    const bits = new Uint8Array(this.nextId);
    for (const [path, file] of this.files)
      if (allowPath(path)) for (const id of file.chunks) bits[id] = 1;
    this.lastAllowed = { key, changes: this.changes, bits };
    return bits;
  }

  /**
   * Score fusion of the two lists, per file (the text list ranks files; the vector list
   * ranks chunks, of which each file's best counts): each list's scores divided by its best,
   * the vector part weighted by `vectorWeight` against the text part's 1. Unlike rank fusion
   * this keeps the margins: a lexical embedder's small weight reorders only text hits that
   * nearly tie, and a file strong in one list is not pulled level with one merely present
   * in both. Then a time decay that can take at most DECAY_WEIGHT of a score: an old note
   * that matches well still beats a new one that matches badly. The hit points at the text
   * side's chunk when there is one.
   */
  private fuse(text: Ranked[], vector: Ranked[], vectorWeight: number): Ranked[] {
    const fused = new Map<string, { id: number; score: number }>();
    const addList = (list: Ranked[], weight: number) => {
      const best = list[0]?.score ?? 0;
      if (best <= 0 || weight <= 0) return;
      const seen = new Set<string>();
      for (const { id, score } of list) {
        const path = this.chunks.get(id)?.path as string;
        if (seen.has(path)) continue;
        seen.add(path);
        const entry = fused.get(path) ?? { id, score: 0 };
        entry.score += (weight * score) / best;
        fused.set(path, entry);
      }
    };
    addList(text, 1);
    addList(vector, vectorWeight);
    const now = Date.now();
    return [...fused]
      .map(([path, { id, score }]) => {
        const age = Math.max(0, now - (this.files.get(path)?.mtimeMs ?? now)) / 86_400_000;
        return {
          id,
          score:
            score * (1 - DECAY_WEIGHT + DECAY_WEIGHT * Math.pow(2, -age / DECAY_HALF_LIFE_DAYS)),
        };
      })
      .sort((x, y) => y.score - x.score);
  }
}
