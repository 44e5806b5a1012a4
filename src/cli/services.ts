// Builds the running services of a store: the store itself, the search engine and the
// history kept current by the store's change events, snapshots, and (for long-running
// processes) the watcher on the backing directory, which brings direct edits to both.
// The composition root for `serve`, in-process `mcp` and the CLI verbs.

import type { Embedder } from '../embed/embedder.js';
import { builtInEmbedder } from '../embed/built-in.js';
import { OnnxEmbedder } from '../embed/onnx-embedder.js';
import { HttpEmbedder } from '../embed/http-embedder.js';
import type { EmbedderConfig } from './config.js';
import { loadSettings, type Settings } from './live-config.js';
import { progressLine } from './progress.js';
import { MemoryService } from '../memory/memory-service.js';
import { TaskService } from '../tasks/task-service.js';
import { SessionService } from '../sessions/session-service.js';
import { ArchiveService } from '../archive/archive-service.js';
import { SyncService } from '../sync/sync-service.js';
import { SyncSchedule } from '../sync/sync-schedule.js';
import { CommitBatcher } from '../history/commit-batcher.js';
import { DIRECT_EDIT as DIRECT } from '../history/repository.js';
import { HistoryService } from '../history/history-service.js';
import { Snapshots } from '../snapshot/snapshots.js';
import { context, type Principal } from '../store/context.js';
import { loadEngine, saveEngine } from '../search/index-store.js';
import { IndexFeed } from '../search/index-feed.js';
import { SearchService } from '../search/search-service.js';
import type { StoreWatcher } from '../store/watcher.js';
import type { Store } from '../store/store.js';
import type { Services as ToolServices } from '../../mcp/tool.js';

const MAX_INDEXED_BYTES = 8 * 1024 * 1024;

/** What the tools get (mcp/tool.ts), and what only the process that runs them needs. */
export interface Services extends ToolServices {
  /** Consolidates what sessions did since the last run (at a session's end, on a schedule). */
  consolidate(): Promise<void>;
  /**
   * Applies changed settings in place (issue 12: live configuration). A new embedder means a
   * new vector space: the index is rebuilt beside the running one, which keeps answering
   * until the new one has caught up and takes its place.
   */
  reconfigure(next: Settings, previous: Settings): void;
  /** Syncs with the git remotes on the `[sync]` schedule (serve only). */
  startSync(): void;
  close(): Promise<void>;
}

/** The principal of the system's own audit lines (commits). */
const SYSTEM: Principal = { id: 'system', grants: ['*'] };

/** Commits, and failures to commit, are audited like any other operation. */
function auditCommits(store: Store, history: CommitBatcher): void {
  history.onCommit(({ ok, paths, commit, error }) => {
    const ctx = context(SYSTEM, 'system', { op: 'history.commit' });
    void store.outsideChange('.git');
    if (ok)
      store.audited(ctx, 'history.commit', undefined, (d) => {
        d.count = paths;
        d.path = commit;
      });
    else if (error) store.refuse(ctx, 'history.commit', error);
  });
}

async function createEmbedder(config: EmbedderConfig, env = process.env): Promise<Embedder> {
  if (config.provider === 'onnx')
    return OnnxEmbedder.open({ dir: config.model as string, minSimilarity: config.minSimilarity });
  if (config.provider === 'subword' || config.provider === 'hash')
    return builtInEmbedder({ provider: config.provider, dim: config.dim });
  return new HttpEmbedder({
    format: config.provider,
    url: config.url as string,
    model: config.model as string,
    apiKey: config.apiKeyEnv ? env[config.apiKeyEnv] : undefined,
    minSimilarity: config.minSimilarity,
  }).probe();
}

/** The mount counts as busy (history and indexing wait) until it has rested this long. */
const MOUNT_REST_MS = 200;

export async function startServices(
  store: Store,
  options: { watch: boolean; settings?: Settings },
): Promise<Services> {
  // The store was opened with its limits (open-store.ts); later changes come by reconfigure.
  const settings = options.settings ?? loadSettings(store.files.path);
  const embedder = await createEmbedder(settings.embedder);
  Object.assign(store.sessions, settings.session);
  const log = (line: string) => console.error(line);
  const report = (what: string) => (err: unknown) => log(`mnemofs: ${what} failed: ${err}`);
  // Search indexes notes, not logs or dumps: files over 8 MiB (or the scan cap) are skipped.
  const indexedBytes = Math.min(store.limits.maxScanBytes, MAX_INDEXED_BYTES);
  let engine = await loadEngine(store.files, embedder, indexedBytes, log);
  const feed = new IndexFeed(
    () => engine,
    store.files,
    () => store.mountActiveAt,
    report('index update'),
  );
  store.onChange((event) => feed.change(event));
  const history = await CommitBatcher.open(store.files, settings.history, {
    busy: () => store.mountBusyWithin(MOUNT_REST_MS),
  });
  auditCommits(store, history);
  store.onChange((event) => history.note(event));
  store.onClose(() => history.close().catch(report('commit')));
  // What changed while no mnemofs process was watching.
  await history.commitAll(DIRECT).catch(report('the start-up commit'));
  const tty = process.stderr.isTTY;
  const started = Date.now();
  const r = await engine.reconcile((n, total) => {
    if (tty && n % 500 === 0)
      process.stderr.write(`\r${progressLine('indexing files', n, total, started)}`);
  });
  if (tty && r.indexed >= 500)
    process.stderr.write(`\rmnemofs: indexed ${r.files} files in ${Date.now() - started} ms\n`);
  let saved = 0; // a loaded engine counts changes from 0: anything since load is unsaved
  let saving = Promise.resolve();
  let lastTook = 0;
  let lastEnded = 0;
  // One save at a time; each writes the engine as it is when its turn comes.
  const save = () =>
    (saving = saving.then(async () => {
      const at = engine.changes;
      if (at === saved) return;
      const started = Date.now();
      await saveEngine(store.files, engine);
      saved = at;
      lastEnded = Date.now();
      lastTook = lastEnded - started;
    }));
  await save();
  // Saved every minute while it changes, and at close; a crash costs at most a reconcile.
  // A save holds the main thread (about 0.4 s at 10,000 notes, 5 s at 100,000), so it
  // waits at least 20 times its last duration: the serving process spends at most 5 % of
  // its time saving.
  const timer = setInterval(() => {
    if (Date.now() - lastEnded < 20 * lastTook) return;
    save().catch((err: Error) => {
      saving = Promise.resolve();
      log(`mnemofs: saving the search index failed: ${err.message}`);
    });
  }, 60_000).unref();
  let watcher: StoreWatcher | undefined;
  if (options.watch) {
    watcher = store.watch(
      {
        // Every event means "look at this path again": indexTree checks the disk through
        // the sandbox instead of trusting the event, which may be stale by the time it
        // arrives; the history stages the path as git sees it. The store's own writes come
        // back here too and are skipped (IndexFeed.isEcho): the history already names each
        // path by the op that wrote it.
        look(rel, appeared) {
          if (feed.isEcho(rel)) return;
          void store.outsideChange(rel);
          void engine
            .indexTree(rel, !appeared, undefined, (p) => feed.queued(p))
            .catch(report('index update'));
          history.note({ kind: 'file', path: rel, by: DIRECT });
        },
        resync() {
          void store.outsideChange('');
          void engine.reconcile().catch(report('index reconcile'));
          void history.commitAll(DIRECT).catch(report('commit'));
        },
      },
      log,
    );
    await watcher.ready;
  }
  const search = new SearchService(store, engine, () => feed.settle());
  const historyService = new HistoryService(store, history);
  const snapshots = new Snapshots(store, settings.retention, {
    settle: async () => void (await history.flush()),
    restored: async (ctx, id) => {
      await store.outsideChange(''); // the whole tree may differ: the mount forgets it all
      await engine.reconcile();
      await history.flush();
      await history.commitAll({
        op: 'mem_snapshot_restore',
        detail: `from ${id}`,
        principal: ctx.principal.id,
        traceId: ctx.traceId,
      });
    },
  });
  const memory = new MemoryService(store, search, settings.memory);
  const tasks = new TaskService(store, historyService);
  const sessions = new SessionService(store, (ctx, budget) => memory.briefing(ctx, budget), {
    preferences: (ctx) => memory.overview.preferences(ctx),
    propose: (ctx, p) => memory.propose(ctx, p),
  });
  const archives = new ArchiveService(store, snapshots);
  const sync = new SyncService(store, (reason, text, remote, path) =>
    memory.recordRefusal(reason, text, {
      principal: `remote:${remote}`,
      trace_ids: [],
      paths: [path],
      via: 'sync',
    }),
  );
  let rebuilding = Promise.resolve();
  const rebuild = async (config: EmbedderConfig) => {
    const started = Date.now();
    const next = await loadEngine(store.files, await createEmbedder(config), indexedBytes, log);
    await next.reconcile();
    const old = engine;
    saved = -1; // the new engine counts its own changes
    engine = next;
    search.replace(next);
    await next.reconcile(); // what changed while the first pass ran
    await old.close();
    await save();
    log(
      `mnemofs: search index rebuilt for embedder ${config.provider} in ${Date.now() - started} ms`,
    );
  };
  return {
    store,
    search,
    history: historyService,
    snapshots,
    memory,
    tasks,
    sessions,
    archives,
    sync,
    async consolidate() {
      await memory
        .consolidate(context(SYSTEM, 'system', { op: 'mem_consolidate' }))
        .catch(report('consolidation'));
    },
    startSync() {
      const schedule = new SyncSchedule(sync, settings.sync, log);
      store.onChange((event) => schedule.changed(event));
      store.onClose(async () => schedule.close());
      schedule.start();
    },
    reconfigure(next, previous) {
      Object.assign(store.limits, next.limits);
      Object.assign(settings.history, next.history);
      Object.assign(settings.retention, next.retention);
      Object.assign(settings.memory, next.memory);
      Object.assign(store.sessions, next.session);
      Object.assign(settings.sync, next.sync);
      if (JSON.stringify(next.embedder) !== JSON.stringify(previous.embedder))
        rebuilding = rebuilding
          .then(() => rebuild(next.embedder))
          .catch(report('rebuilding the index for the new embedder'));
    },
    async close() {
      clearInterval(timer);
      await rebuilding;
      await watcher?.close();
      await feed.close();
      await save();
      await engine.close();
      await store.close();
    },
  };
}
