// Opens the store a verb names, creating it on first use (so `mnemofs mcp` in an MCP client
// config, or `npm start`, is all a newcomer needs).

import { MemError } from '../errors/mem-error.js';
import { initStore } from '../store/init-store.js';
import { Store } from '../store/store.js';
import { recoverRestore } from '../snapshot/snapshots.js';
import { loadLimits } from './config.js';

/** `limits` are the store's config (read here unless the caller has them already). */
export function openOrInitStore(dir: string, limits = loadLimits(dir)): Store {
  let store: Store;
  try {
    store = Store.open(dir, limits);
  } catch (err) {
    if (!(err instanceof MemError && err.code === 'MEM_NOT_FOUND')) throw err;
    initStore(dir);
    console.error(`mnemofs: created a new store at ${dir}`);
    store = Store.open(dir, limits);
  }
  // A snapshot restore a crash interrupted is finished or undone before anything reads.
  const recovered = recoverRestore(store.files);
  if (recovered !== 'none')
    console.error(`mnemofs: an interrupted snapshot restore was found and ${recovered}`);
  return store;
}
