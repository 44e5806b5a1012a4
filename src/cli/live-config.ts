// Live configuration (issue 12): everything config.toml sets, loaded and checked as one
// whole, and — in a long-running process — polled once a second. A changed file that
// parses and checks is applied in place: the limits, history, snapshot and memory settings
// are objects the services hold, so they see the new values at their next use; principals
// are looked up at each join and request. A bad file is refused with one log line naming
// the cause, and the previous configuration stays in force. Nothing is half-applied.

import type { StoreLimits } from '../store/limits.js';
import type { HistoryConfig } from '../history/commit-batcher.js';
import type { SyncConfig } from '../sync/sync-schedule.js';
import type { RetentionConfig } from '../snapshot/snapshots.js';
import type { MemoryConfig } from '../memory/memory-service.js';
import type { Principal } from '../store/context.js';
import {
  configText,
  loadEmbedderConfig,
  loadHistoryConfig,
  loadLimits,
  loadMemoryConfig,
  loadSessionConfig,
  type SessionConfig,
  loadRetention,
  loadSyncConfig,
  type EmbedderConfig,
} from './config.js';
import { loadPrincipals } from './principal.js';

export interface Settings {
  principals: Map<string, Principal>;
  limits: StoreLimits;
  history: HistoryConfig;
  retention: RetentionConfig;
  memory: MemoryConfig;
  session: SessionConfig;
  embedder: EmbedderConfig;
  sync: SyncConfig;
}

/** Every setting of the store's config; throws MEM_INVALID_ARG naming the first bad one. */
export function loadSettings(store: string, env = process.env): Settings {
  return {
    principals: loadPrincipals(store, env),
    limits: loadLimits(store, env),
    history: loadHistoryConfig(store, env),
    retention: loadRetention(store, env),
    memory: loadMemoryConfig(store, env),
    session: loadSessionConfig(store, env),
    embedder: loadEmbedderConfig(store, env),
    sync: loadSyncConfig(store, env),
  };
}

export type Apply = (next: Settings, previous: Settings) => void;

export class LiveConfig {
  private text: string;
  private timer: NodeJS.Timeout | undefined;
  private readonly appliers: Apply[] = [];

  constructor(
    readonly store: string,
    public settings: Settings,
    private readonly log: (line: string) => void,
    private readonly env = process.env,
  ) {
    this.text = configText(store, env);
  }

  static load(store: string, log: (line: string) => void, env = process.env): LiveConfig {
    return new LiveConfig(store, loadSettings(store, env), log, env);
  }

  /** Called with the new and the old settings after each accepted change. */
  onApply(fn: Apply): void {
    this.appliers.push(fn);
  }

  /** Polls the config files every `everyMs` until close(). */
  watch(everyMs = 1000): void {
    this.timer = setInterval(() => this.check(), everyMs).unref();
  }

  /** Reads the files now; applies them when they changed and are valid. True if applied. */
  check(): boolean {
    let text: string;
    try {
      text = configText(this.store, this.env);
    } catch (err) {
      this.log(`mnemofs: cannot read the configuration: ${(err as Error).message}`);
      return false;
    }
    if (text === this.text) return false;
    this.text = text;
    let next: Settings;
    try {
      next = loadSettings(this.store, this.env);
    } catch (err) {
      this.log(
        `mnemofs: configuration change refused, the previous one stays in force: ${(err as Error).message}`,
      );
      return false;
    }
    const previous = this.settings;
    this.settings = next;
    for (const apply of this.appliers) apply(next, previous);
    this.log(`mnemofs: configuration reloaded (${describe(next)})`);
    return true;
  }

  close(): void {
    clearInterval(this.timer);
  }
}

function describe(s: Settings): string {
  const ids = [...s.principals.keys()].join(', ');
  return `principals: ${ids}; embedder: ${s.embedder.provider}; review: ${s.memory.review}`;
}

/** Principals whose definition changed or vanished between two settings (by id). */
export function changedPrincipals(next: Settings, previous: Settings): Set<string> {
  const out = new Set<string>();
  for (const [id, p] of previous.principals) {
    const now = next.principals.get(id);
    if (!now || JSON.stringify(now) !== JSON.stringify(p)) out.add(id);
  }
  return out;
}
