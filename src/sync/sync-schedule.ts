// When `serve` syncs: every remote every `interval_s` (default 300 s), and a remote whose
// namespace changed here `quiet_s` (default 30 s) after the last change — so a burst of
// edits goes out as one sync, soon. A sync that fails (the server is down, refuses the
// credentials) backs off: the next try waits twice as long each time, up to an hour, and
// the interval resumes after a success. Changes the sync itself made never schedule one.

import { context, type Principal } from '../store/context.js';
import type { ChangeEvent } from '../store/change.js';
import { namespaceOf } from '../store/namespace.js';
import type { SyncService } from './sync-service.js';

export interface SyncConfig {
  /** Seconds between syncs of every remote; 0 turns the schedule off. */
  intervalS: number;
  /** Seconds after the last local change in a remote's namespace before it syncs. */
  quietS: number;
}

export const DEFAULT_SYNC: SyncConfig = { intervalS: 300, quietS: 30 };
const MAX_BACKOFF_S = 3600;
const SYSTEM: Principal = { id: 'system', grants: ['*'] };

export class SyncSchedule {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly failures = new Map<string, number>();
  private closed = false;
  /** The remotes as last read: a change event (every write) reads them at most once a second. */
  private known: { at: number; names: { name: string; ns?: string }[] } = { at: 0, names: [] };

  constructor(
    private readonly sync: SyncService,
    private readonly config: SyncConfig,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts the schedule: each remote's first sync one interval from now. */
  start(): void {
    for (const r of this.sync.remotes.list()) this.later(r.name, this.config.intervalS);
  }

  /** A change in the store: the remotes whose namespace it touched sync after the quiet time. */
  changed(event: ChangeEvent): void {
    if (this.closed || event.by.op.startsWith('sync.')) return;
    const paths = event.kind === 'moved' ? [event.from, event.to] : [event.path];
    const spaces = new Set(paths.map((p) => namespaceOf(p)).filter((ns) => ns !== undefined));
    if (!spaces.size) return;
    if (Date.now() - this.known.at > 1000)
      this.known = { at: Date.now(), names: this.sync.remotes.list() };
    for (const r of this.known.names)
      if (r.ns === undefined || spaces.has(r.ns)) this.later(r.name, this.config.quietS);
  }

  private later(name: string, seconds: number): void {
    if (this.closed || seconds <= 0) return;
    clearTimeout(this.timers.get(name));
    const timer = setTimeout(() => void this.run(name), seconds * 1000);
    timer.unref();
    this.timers.set(name, timer);
  }

  private async run(name: string): Promise<void> {
    this.timers.delete(name);
    if (!this.sync.remotes.list().some((r) => r.name === name)) return; // removed since
    try {
      const r = await this.sync.sync(context(SYSTEM, 'system', { op: 'sync' }), name);
      this.failures.delete(name);
      if (r.conflicts.length)
        this.log(`mnemofs: sync ${name}: ${r.conflicts.length} conflict(s) wait in mnemofs review`);
      this.later(name, this.config.intervalS);
    } catch (err) {
      const n = (this.failures.get(name) ?? 0) + 1;
      this.failures.set(name, n);
      const wait = Math.min(MAX_BACKOFF_S, Math.max(this.config.quietS, 15) * 2 ** n);
      this.log(`mnemofs: sync ${name} failed (${(err as Error).message}); next try in ${wait} s`);
      this.later(name, wait);
    }
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
