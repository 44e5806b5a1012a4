// Builds the running services of a store: the store itself, the search engine kept current
// by the store's change events, and (for long-running processes) the watcher on the
// backing directory. The composition root for `serve`, in-process `mcp` and `search`.

import type { Embedder } from '../embed/embedder.js';
import { HashEmbedder } from '../embed/hash-embedder.js';
import { HttpEmbedder } from '../embed/http-embedder.js';
import { loadEmbedderConfig, type EmbedderConfig } from './config.js';
import { loadEngine, saveEngine } from '../search/index-store.js';
import { SearchService } from '../search/search-service.js';
import { watchStore, type IndexWatcher } from '../search/watcher.js';
import type { Store } from '../store/store.js';

const MAX_INDEXED_BYTES = 8 * 1024 * 1024;

export interface Services {
  store: Store;
  search: SearchService;
  close(): Promise<void>;
}

async function createEmbedder(config: EmbedderConfig, env = process.env): Promise<Embedder> {
  if (config.provider === 'hash') return new HashEmbedder(config.dim);
  return new HttpEmbedder({
    format: config.provider,
    url: config.url as string,
    model: config.model as string,
    apiKey: config.apiKeyEnv ? env[config.apiKeyEnv] : undefined,
    minSimilarity: config.minSimilarity,
  }).probe();
}

export async function startServices(store: Store, options: { watch: boolean }): Promise<Services> {
  const embedder = await createEmbedder(loadEmbedderConfig(store.root.path));
  const log = (line: string) => console.error(line);
  // Search indexes notes, not logs or dumps: files over 8 MiB (or the scan cap) are skipped.
  const engine = loadEngine(
    store.root,
    embedder,
    Math.min(store.limits.maxScanBytes, MAX_INDEXED_BYTES),
    log,
  );
  store.onChange((event) => engine.apply(event));
  const tty = process.stderr.isTTY;
  const started = Date.now();
  const r = await engine.reconcile((n) => {
    if (tty && n % 500 === 0) process.stderr.write(`\rmnemofs: indexing… ${n} files`);
  });
  if (tty && r.indexed >= 500)
    process.stderr.write(`\rmnemofs: indexed ${r.files} files in ${Date.now() - started} ms\n`);
  let saved = 0; // a loaded engine counts changes from 0: anything since load is unsaved
  const save = () => {
    if (engine.changes === saved) return;
    saveEngine(store.root, engine);
    saved = engine.changes;
  };
  save();
  // Saved every minute while it changes, and at close; a crash costs at most a reconcile.
  const timer = setInterval(() => {
    try {
      save();
    } catch (err) {
      log(`mnemofs: saving the search index failed: ${(err as Error).message}`);
    }
  }, 60_000).unref();
  let watcher: IndexWatcher | undefined;
  if (options.watch) {
    watcher = watchStore(store.root.path, engine, (line) => console.error(line));
    await watcher.ready;
  }
  return {
    store,
    search: new SearchService(store, engine),
    async close() {
      clearInterval(timer);
      await watcher?.close();
      save();
      await store.close();
    },
  };
}
