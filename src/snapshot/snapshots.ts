// Snapshots: the whole store (every namespace) as `.mnemofs/snapshots/<id>.tar.gz` with a
// JSON sidecar (sha256, counts, who, when, label), and a restore that cannot be turned into
// an attack or leave a half-restored store.
//
// Restore, step by step (each step named for the crash test hook, MNEMOFS_CRASH_AT):
//   1. verify the archive's sha256 against the sidecar;
//   2. extract into `.mnemofs/restore/staging/` (tar-reader.ts refuses hostile entries) —
//      `extracted`;
//   3. snapshot the current state, so the restore itself can be undone — `saved`;
//   4. write the journal (namespaces before and after) — `journal`;
//   5. per namespace: move the live one to `.mnemofs/restore/old/`, move the staged one in
//      — `swapping` after the first namespace;
//   6. mark the journal done — `swapped`; remove old, staging and journal.
// A crash before 6 is rolled back at the next start (recoverRestore): every namespace the
// journal names goes back to its old directory. A crash after 6 is rolled forward. Either
// way the store is entirely the old state or entirely the new one.

import crypto from 'node:crypto';
import { MemError } from '../errors/mem-error.js';
import type { StoreFiles } from '../store/store-files.js';
import { isOwner, type OpContext } from '../store/context.js';
import { META_DIR, NS_CONTAINERS, USER_NS } from '../store/layout.js';
import type { Store } from '../store/store.js';
import { crashPoint } from '../store/crash-point.js';
import { vanished } from '../store/walk.js';
import { extractArchive } from './tar-reader.js';
import { TarGzWriter } from './tar-writer.js';

export interface RetentionConfig {
  /** Always keep the newest N snapshots. */
  keepLast: number;
  /** Also keep every snapshot younger than this many days. */
  keepDays: number;
}

export const DEFAULT_RETENTION: RetentionConfig = { keepLast: 20, keepDays: 30 };

export const SNAPSHOT_DIR = `${META_DIR}/snapshots`;
export const RESTORE_DIR = `${META_DIR}/restore`;
const STAGING = `${RESTORE_DIR}/staging`;
const OLD = `${RESTORE_DIR}/old`;
const JOURNAL = `${RESTORE_DIR}/journal.json`;
const ID = /^\d{8}T\d{9}Z-[0-9a-f]{6}$/;
const CHUNK = 1024 * 1024;
const DAY_MS = 86_400_000;

export interface SnapshotInfo {
  id: string;
  label: string;
  created_at: string;
  principal: string;
  /** Taken by mnemofs itself (before a restore), not asked for. */
  auto: boolean;
  files: number;
  dirs: number;
  /** Bytes of file content archived. */
  bytes: number;
  archive_bytes: number;
  sha256: string;
}

export interface RestoreResult {
  id: string;
  files: number;
  bytes: number;
  /** The snapshot of the state before the restore (restore it to undo). */
  undo: string;
}

/** Progress of a long job: units done, and the total when known. */
export type Progress = (done: number, total?: number) => void;

interface Journal {
  id: string;
  phase: 'swap' | 'done';
  before: string[];
  after: string[];
}

/** A step of a restore, where the crash test hook may stop it. */
const step = (name: string) => crashPoint(name);

function newId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${crypto.randomBytes(3).toString('hex')}`;
}

/** The namespace directories under `base` ('' for the live store). */
function namespacesUnder(root: StoreFiles, base: string): string[] {
  const at = (rel: string) => (base ? `${base}/${rel}` : rel);
  const out: string[] = [];
  if (root.stat(at(USER_NS))?.type === 'dir') out.push(USER_NS);
  for (const container of NS_CONTAINERS) {
    if (root.stat(at(container))?.type !== 'dir') continue;
    for (const e of root.list(at(container)))
      if (e.type === 'dir') out.push(`${container}/${e.name}`);
  }
  return out.sort();
}

function parentOf(rel: string): string {
  return rel.split('/').slice(0, -1).join('/');
}

function readJournal(root: StoreFiles): Journal | undefined {
  if (!root.stat(JOURNAL)) return undefined;
  return JSON.parse(root.read(JOURNAL).toString('utf8')) as Journal;
}

function writeJournal(root: StoreFiles, journal: Journal): void {
  root.write(JOURNAL, Buffer.from(JSON.stringify(journal)));
}

/**
 * Finishes or undoes a restore a crash interrupted; run at start, before anything reads
 * the store. Returns what it did.
 */
export function recoverRestore(root: StoreFiles): 'none' | 'rolled back' | 'completed' {
  if (!root.stat(RESTORE_DIR)) return 'none';
  const journal = readJournal(root);
  let outcome: 'none' | 'rolled back' | 'completed' = 'none';
  if (journal?.phase === 'done') outcome = 'completed';
  else if (journal) {
    const before = new Set(journal.before);
    for (const ns of new Set([...journal.before, ...journal.after])) {
      const live = root.stat(ns) !== undefined;
      if (before.has(ns)) {
        // Moved out means the live one (if any) came from staging.
        if (!root.stat(`${OLD}/${ns}`)) continue;
        if (live) root.removeTree(ns);
        root.rename(`${OLD}/${ns}`, ns, false);
      } else if (live) root.removeTree(ns);
    }
    outcome = 'rolled back';
  }
  root.removeTree(RESTORE_DIR);
  return outcome;
}

export interface SnapshotHooks {
  /** Before a snapshot: commit what is pending, so history and snapshot agree. */
  settle(): Promise<void>;
  /** After a restore swapped the namespaces: reindex, commit. */
  restored(ctx: OpContext, id: string): Promise<void>;
}

function ownerOnly(ctx: OpContext, what: string): void {
  if (!isOwner(ctx.principal))
    throw new MemError('MEM_FORBIDDEN', `${ctx.principal.id} may not ${what}; only the owner may`);
}

export class Snapshots {
  constructor(
    private readonly store: Store,
    private readonly retention: RetentionConfig,
    private readonly hooks: SnapshotHooks,
  ) {}

  private get root(): StoreFiles {
    return this.store.files;
  }

  create(ctx: OpContext, label = '', progress?: Progress): Promise<SnapshotInfo> {
    return this.store.auditedAsync(ctx, 'mem_snapshot', undefined, async (d) => {
      ownerOnly(ctx, 'take snapshots; a snapshot holds every namespace');
      await this.hooks.settle();
      const info = await this.take(ctx, label, false, progress);
      d.count = info.files;
      d.bytes = info.bytes;
      this.prune([info.id]);
      return info;
    });
  }

  list(ctx: OpContext): SnapshotInfo[] {
    return this.store.audited(ctx, 'mem_snapshot_list', undefined, (d) => {
      ownerOnly(ctx, 'list snapshots');
      const all = this.all();
      d.count = all.length;
      return all;
    });
  }

  restore(ctx: OpContext, id: string, progress?: Progress): Promise<RestoreResult> {
    return this.store.auditedAsync(ctx, 'mem_snapshot_restore', undefined, async (d) => {
      ownerOnly(ctx, 'restore snapshots; a restore replaces every namespace');
      const info = this.get(id);
      this.verify(info);
      if (this.root.stat(RESTORE_DIR)) this.root.removeTree(RESTORE_DIR);
      this.root.mkdirp(STAGING);
      let extracted;
      try {
        extracted = await extractArchive(
          this.root,
          this.archive(id),
          STAGING,
          { maxEntryBytes: this.store.limits.maxScanBytes, maxTotalBytes: this.freeBytes() },
          (done) => progress?.(done.files + done.dirs, info.files + info.dirs),
        );
      } catch (err) {
        this.root.removeTree(RESTORE_DIR);
        throw err;
      }
      step('extracted');
      await this.hooks.settle();
      const undo = await this.take(ctx, `before restore of ${id}`, true);
      step('saved');
      this.swap(id);
      this.root.removeTree(RESTORE_DIR);
      await this.hooks.restored(ctx, id);
      this.prune([id, undo.id]);
      d.count = extracted.files;
      d.bytes = extracted.bytes;
      return { id, files: extracted.files, bytes: extracted.bytes, undo: undo.id };
    });
  }

  private swap(id: string): void {
    const journal: Journal = {
      id,
      phase: 'swap',
      before: namespacesUnder(this.root, ''),
      after: namespacesUnder(this.root, STAGING),
    };
    writeJournal(this.root, journal);
    step('journal');
    const before = new Set(journal.before);
    const after = new Set(journal.after);
    let first = true;
    for (const ns of new Set([...journal.before, ...journal.after])) {
      if (before.has(ns)) {
        this.root.mkdirp(parentOf(`${OLD}/${ns}`));
        this.root.rename(ns, `${OLD}/${ns}`, false);
      }
      if (after.has(ns)) {
        if (parentOf(ns)) this.root.mkdirp(parentOf(ns));
        this.root.rename(`${STAGING}/${ns}`, ns, false);
      }
      if (first) step('swapping');
      first = false;
    }
    writeJournal(this.root, { ...journal, phase: 'done' });
    step('swapped');
  }

  private archive(id: string): string {
    return `${SNAPSHOT_DIR}/${id}.tar.gz`;
  }

  private sidecar(id: string): string {
    return `${SNAPSHOT_DIR}/${id}.json`;
  }

  private get(id: string): SnapshotInfo {
    if (!ID.test(id) || !this.root.stat(this.sidecar(id))) {
      throw new MemError(
        'MEM_NOT_FOUND',
        `no snapshot "${id}"; mem_snapshot_list shows the ids there are`,
      );
    }
    return JSON.parse(this.root.read(this.sidecar(id)).toString('utf8')) as SnapshotInfo;
  }

  /** Refuses an archive whose bytes are not the ones the sidecar recorded. */
  private verify(info: SnapshotInfo): void {
    const hash = crypto.createHash('sha256');
    const file = this.root.openRead(this.archive(info.id));
    try {
      const buf = Buffer.alloc(CHUNK);
      for (let pos = 0, n; (n = file.read(buf, pos)) > 0; pos += n) hash.update(buf.subarray(0, n));
    } finally {
      file.close();
    }
    const actual = hash.digest('hex');
    if (actual !== info.sha256) {
      throw new MemError(
        'MEM_CONFLICT',
        `snapshot ${info.id} is damaged or was altered: its sha256 is ${actual}, the sidecar recorded ${info.sha256}; nothing was restored — pick another snapshot`,
      );
    }
  }

  private freeBytes(): number {
    const st = this.root.statfs();
    return Number(st.bavail) * Number(st.bsize);
  }

  /** Writes the archive and its sidecar. */
  private async take(
    ctx: OpContext,
    label: string,
    auto: boolean,
    progress?: Progress,
  ): Promise<SnapshotInfo> {
    const now = new Date();
    const id = newId(now);
    const tmp = this.root.tempPath('snap');
    const out = this.root.create(tmp, 0o600);
    const counts = { files: 0, dirs: 0, bytes: 0 };
    let archived;
    try {
      const tar = new TarGzWriter(out);
      const cap = this.store.limits.maxScanBytes;
      for (const container of NS_CONTAINERS) {
        const st = this.root.stat(container);
        if (st?.type === 'dir') await tar.directory(container, new Date(st.mtimeMs));
      }
      // Listed first, so progress can show a total.
      const plan = namespacesUnder(this.root, '').map((ns) => {
        const entries: [string, 'file' | 'dir', number][] = [];
        this.root.walk(ns, true, (rel, e) => {
          if (e.type === 'file' || e.type === 'dir') entries.push([rel, e.type, e.mtimeMs]);
          return true;
        });
        return { ns, entries };
      });
      const total = plan.reduce((n, p) => n + p.entries.filter((e) => e[1] === 'file').length, 0);
      for (const { ns, entries } of plan) {
        await tar.directory(ns, new Date(this.root.mustStat(ns).mtimeMs));
        counts.dirs++;
        for (const [rel, type, mtimeMs] of entries) {
          if (type === 'dir') {
            await tar.directory(rel, new Date(mtimeMs));
            counts.dirs++;
            continue;
          }
          let data: Buffer;
          try {
            data = this.root.read(rel, cap);
          } catch (err) {
            if (vanished(err)) continue; // removed or replaced since the walk listed it
            throw err;
          }
          await tar.file(rel, data, new Date(mtimeMs));
          counts.files++;
          counts.bytes += data.length;
          progress?.(counts.files, total);
        }
      }
      archived = await tar.finish();
      out.sync();
    } catch (err) {
      out.close();
      this.root.remove(tmp);
      if (err instanceof MemError && err.code === 'MEM_TOO_LARGE') {
        throw new MemError(
          'MEM_TOO_LARGE',
          `${err.message} — a snapshot holds only files a restore may write back; raise limits.max_scan_bytes or move the file out of the store`,
          err.data,
        );
      }
      throw err;
    }
    out.close();
    const info: SnapshotInfo = {
      id,
      label,
      created_at: now.toISOString(),
      principal: ctx.principal.id,
      auto,
      ...counts,
      archive_bytes: archived.bytes,
      sha256: archived.sha256,
    };
    this.root.mkdirp(SNAPSHOT_DIR);
    this.root.rename(tmp, this.archive(id), false);
    this.root.write(this.sidecar(id), Buffer.from(JSON.stringify(info, null, 2) + '\n'), {
      noReplace: true,
    });
    return info;
  }

  /** Every snapshot, newest first. */
  private all(): SnapshotInfo[] {
    if (!this.root.stat(SNAPSHOT_DIR)) return [];
    return this.root
      .names(SNAPSHOT_DIR)
      .filter((n) => n.endsWith('.json') && ID.test(n.slice(0, -5)))
      .map((n) => this.get(n.slice(0, -5)))
      .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  }

  /** Deletes snapshots outside the retention policy, never those in `keep`. */
  private prune(keep: string[]): void {
    const cutoff = Date.now() - this.retention.keepDays * DAY_MS;
    this.all().forEach((s, i) => {
      if (i < this.retention.keepLast || keep.includes(s.id)) return;
      if (Date.parse(s.created_at) >= cutoff) return;
      this.root.remove(this.archive(s.id));
      this.root.remove(this.sidecar(s.id));
    });
  }
}
