// Builds the running services of a store: the store itself, the search engine kept current
// by the store's change events, and (for long-running processes) the watcher on the
// backing directory. The composition root for `serve`, in-process `mcp` and `search`.

import { HashEmbedder } from '../embed/hash-embedder.js';
import { SearchEngine } from '../search/search-engine.js';
import { SearchService } from '../search/search-service.js';
import { watchStore, type IndexWatcher } from '../search/watcher.js';
import type { Store } from '../store/store.js';

export interface Services {
  store: Store;
  search: SearchService;
  close(): Promise<void>;
}

export async function startServices(store: Store, options: { watch: boolean }): Promise<Services> {
  const engine = new SearchEngine(store.root, new HashEmbedder(), store.limits.maxScanBytes);
  store.onChange((event) => engine.apply(event));
  const tty = process.stderr.isTTY;
  const started = Date.now();
  const r = await engine.reconcile((n) => {
    if (tty && n % 500 === 0) process.stderr.write(`\rmnemofs: indexing… ${n} files`);
  });
  if (tty && r.indexed >= 500)
    process.stderr.write(`\rmnemofs: indexed ${r.files} files in ${Date.now() - started} ms\n`);
  let watcher: IndexWatcher | undefined;
  if (options.watch) {
    watcher = watchStore(store.root.path, engine, (line) => console.error(line));
    await watcher.ready;
  }
  return {
    store,
    search: new SearchService(store, engine),
    async close() {
      await watcher?.close();
      await store.close();
    },
  };
}
