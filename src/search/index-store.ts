// Persistence of the search index under `.mnemofs/index/`, so a restart loads it and only
// reconciles what changed while the server was down. Derived data (SPEC: the backing
// directory is the truth): anything missing, corrupt, of another format, or built with
// another embedder or dimension is discarded with a log line and rebuilt — never loaded
// into the wrong vector space. Written as a generation: the graph, the packed term counts
// (binary: one copy at load, no parsing) and the state first, then the manifest that names
// them (atomic), then older generations are removed.

import { MemError } from '../errors/mem-error.js';
import type { StoreFiles } from '../store/store-files.js';
import { META_DIR } from '../store/layout.js';
import type { Embedder } from '../embed/embedder.js';
import { INDEX_FORMAT, SearchEngine, type EngineState } from './search-engine.js';
import { VectorIndex } from './vector-index.js';

export const INDEX_DIR = `${META_DIR}/index`;
const MANIFEST = `${INDEX_DIR}/manifest.json`;

interface Manifest {
  format: number;
  generation: number;
  embedder: string;
  dim: number;
  saved_at: string;
  files: number;
}

/**
 * Runs `fn` with a path that reaches `name` inside the index directory through its fd (open
 * until `fn` is done: the vector worker opens the path in its own time).
 */
function throughFd<T>(files: StoreFiles, name: string, fn: (path: string) => Promise<T>) {
  return files.throughFd(INDEX_DIR, (dir) => fn(`${dir}/${name}`));
}

function readJson<T>(files: StoreFiles, rel: string): T {
  return JSON.parse(files.read(rel).toString('utf8')) as T;
}

/** A file of Int32s in the machine's order (little-endian: mnemofs runs on x86_64 and arm64). */
function readInt32s(files: StoreFiles, rel: string): Int32Array {
  const buf = files.read(rel);
  if (buf.byteLength % 4 !== 0) throw new Error(`${rel} is not a whole number of Int32s`);
  // A copy: the Buffer may sit at an offset of a pool that is not 4-byte aligned.
  return new Int32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

/** Loads the persisted engine if it fits `embedder`, else a new empty one (and says why). */
export async function loadEngine(
  files: StoreFiles,
  embedder: Embedder,
  maxFileBytes: number,
  log: (line: string) => void,
): Promise<SearchEngine> {
  const empty = async () =>
    new SearchEngine(files, embedder, maxFileBytes, await VectorIndex.open(embedder));
  const fresh = (why: string) => {
    log(`mnemofs: ${why}; building the search index from the files`);
    return empty();
  };
  if (!files.stat(MANIFEST)) return empty();
  try {
    const m = readJson<Manifest>(files, MANIFEST);
    if (m.format !== INDEX_FORMAT)
      return fresh(`the search index has format ${m.format}, this mnemofs writes ${INDEX_FORMAT}`);
    if (m.embedder !== embedder.id || m.dim !== embedder.dim) {
      return fresh(
        `the search index was built with ${m.embedder} (dimension ${m.dim}), the embedder is now ${embedder.id} (dimension ${embedder.dim})`,
      );
    }
    const state = readJson<EngineState>(files, `${INDEX_DIR}/state-${m.generation}.json`);
    if (state.embedder !== m.embedder || state.dim !== m.dim)
      return fresh('the search index state does not match its manifest');
    const packed = readInt32s(files, `${INDEX_DIR}/terms-${m.generation}.bin`);
    const vectors = await throughFd(files, `vectors-${m.generation}.hnsw`, (file) =>
      VectorIndex.open(embedder, { file, live: state.vectorsLive }),
    );
    try {
      return new SearchEngine(files, embedder, maxFileBytes, vectors, { state, packed });
    } catch (err) {
      await vectors.close();
      throw err;
    }
  } catch (err) {
    return fresh(
      `the search index is unreadable (${err instanceof Error ? err.message : String(err)})`,
    );
  }
}

/** Writes the engine as a new generation. */
export async function saveEngine(files: StoreFiles, engine: SearchEngine): Promise<void> {
  files.mkdirp(INDEX_DIR);
  let generation = 1;
  try {
    generation = readJson<Manifest>(files, MANIFEST).generation + 1;
  } catch (err) {
    if (!(err instanceof MemError && err.code === 'MEM_NOT_FOUND') && !(err instanceof SyntaxError))
      throw err;
  }
  const vectors = `vectors-${generation}.hnsw`;
  // The state and the graph of one moment: the graph is saved as of the last message
  // posted to its worker, and nothing is posted between the two lines.
  const snapshot = engine.snapshot();
  await throughFd(files, vectors, (file) => engine.saveVectors(file));
  files.sync(`${INDEX_DIR}/${vectors}`);
  const { state, packed } = snapshot;
  files.write(
    `${INDEX_DIR}/terms-${generation}.bin`,
    Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength),
  );
  files.write(`${INDEX_DIR}/state-${generation}.json`, Buffer.from(JSON.stringify(state)));
  const manifest: Manifest = {
    format: INDEX_FORMAT,
    generation,
    embedder: state.embedder,
    dim: state.dim,
    saved_at: new Date().toISOString(),
    files: Object.keys(state.files).length,
  };
  files.write(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
  for (const name of files.names(INDEX_DIR)) {
    const gen = /^(?:vectors|state|terms)-(\d+)\./.exec(name)?.[1];
    if (gen !== undefined && Number(gen) !== generation) files.remove(`${INDEX_DIR}/${name}`);
  }
}

export interface IndexStatus {
  /** False when no index has been saved yet (it is built at the first start). */
  saved: boolean;
  format?: number;
  current_format: number;
  embedder?: string;
  dim?: number;
  files?: number;
  saved_at?: string;
  bytes: number;
}

/** What the persisted index says of itself, read without loading it (`mnemofs index status`). */
export function indexStatus(files: StoreFiles): IndexStatus {
  const bytes = files.stat(INDEX_DIR)
    ? files
        .names(INDEX_DIR)
        .reduce((n, name) => n + (files.stat(`${INDEX_DIR}/${name}`)?.size ?? 0), 0)
    : 0;
  if (!files.stat(MANIFEST)) return { saved: false, current_format: INDEX_FORMAT, bytes };
  const m = readJson<Manifest>(files, MANIFEST);
  return {
    saved: true,
    format: m.format,
    current_format: INDEX_FORMAT,
    embedder: m.embedder,
    dim: m.dim,
    files: m.files,
    saved_at: m.saved_at,
    bytes,
  };
}
