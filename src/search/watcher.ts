// Edits made directly in the backing directory (an editor, `git checkout`, a sync tool)
// reach the index through chokidar watching the backing directory — never the mount, which
// would miss them and would be this process touching its own mount. chokidar only reports
// names; every read still goes through the sandbox. A watcher error (an inotify overflow,
// a watch limit) triggers a full reconcile instead of silence.

import { watch, type FSWatcher } from 'chokidar';
import path from 'node:path';
import type { SearchEngine } from './search-engine.js';

const IGNORED = /(^|\/)\.(git|mnemofs)(\/|$)/;

export interface IndexWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchStore(
  dir: string,
  engine: SearchEngine,
  log: (line: string) => void,
): IndexWatcher {
  const rel = (p: string) => path.relative(dir, p).split(path.sep).join('/');
  const watcher: FSWatcher = watch(dir, {
    ignoreInitial: true,
    followSymlinks: false,
    ignored: (p: string) => IGNORED.test(rel(p)),
  });
  const report = (what: string) => (err: unknown) => log(`mnemofs: index ${what} failed: ${err}`);
  watcher.on('add', (p) => void engine.indexFile(rel(p)).catch(report('update')));
  watcher.on('change', (p) => void engine.indexFile(rel(p)).catch(report('update')));
  watcher.on('unlink', (p) => engine.removePath(rel(p)));
  watcher.on('unlinkDir', (p) => engine.removePath(rel(p)));
  watcher.on('error', (err) => {
    log(`mnemofs: watcher error (${err}); reconciling the index with the backing directory`);
    void engine.reconcile().catch(report('reconcile'));
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { ready, close: () => watcher.close() };
}
