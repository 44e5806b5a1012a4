// Configuration, read once in the composition root: the store directory and the limits.
// Precedence: flags > MNEMOFS_* environment > <store>/.mnemofs/config.toml >
// ~/.config/mnemofs/config.toml > defaults. Config files are read through the sandbox.

import os from 'node:os';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { MemError } from '../errors/mem-error.js';
import { StoreFiles } from '../store/store-files.js';
import { META_DIR } from '../store/layout.js';
import { DEFAULT_LIMITS, type StoreLimits } from '../store/limits.js';
import { DEFAULT_HISTORY, type HistoryConfig } from '../history/commit-batcher.js';
import { DEFAULT_SYNC, type SyncConfig } from '../sync/sync-schedule.js';
import { DEFAULT_RETENTION, type RetentionConfig } from '../snapshot/snapshots.js';
import type { MemoryConfig } from '../memory/memory-service.js';

export function storeDir(flag: string | undefined, env = process.env): string {
  if (flag) return path.resolve(flag);
  if (env.MNEMOFS_STORE) return path.resolve(env.MNEMOFS_STORE);
  const data = env.XDG_DATA_HOME || path.join(os.homedir(), '.local', 'share');
  return path.join(data, 'mnemofs');
}

/** config.toml key, env var and field, for each whole-number setting of a section. */
type Keys<T> = [key: string, env: string, field: keyof T][];

const LIMIT_KEYS: Keys<StoreLimits> = [
  ['max_read_bytes', 'MNEMOFS_MAX_READ_BYTES', 'maxReadBytes'],
  ['max_write_bytes', 'MNEMOFS_MAX_WRITE_BYTES', 'maxWriteBytes'],
  ['max_scan_bytes', 'MNEMOFS_MAX_SCAN_BYTES', 'maxScanBytes'],
  ['max_list_entries', 'MNEMOFS_MAX_LIST_ENTRIES', 'maxListEntries'],
  ['audit_fsync_ms', 'MNEMOFS_AUDIT_FSYNC_MS', 'auditFsyncMs'],
];

const HISTORY_KEYS: Keys<HistoryConfig> = [
  ['commit_quiet_ms', 'MNEMOFS_COMMIT_QUIET_MS', 'quietMs'],
  ['commit_max_changes', 'MNEMOFS_COMMIT_MAX_CHANGES', 'maxChanges'],
];

const SYNC_KEYS: Keys<SyncConfig> = [
  ['interval_s', 'MNEMOFS_SYNC_INTERVAL_S', 'intervalS'],
  ['quiet_s', 'MNEMOFS_SYNC_QUIET_S', 'quietS'],
];

const SNAPSHOT_KEYS: Keys<RetentionConfig> = [
  ['keep_last', 'MNEMOFS_SNAPSHOT_KEEP_LAST', 'keepLast'],
  ['keep_days', 'MNEMOFS_SNAPSHOT_KEEP_DAYS', 'keepDays'],
];

/** The text of config file `rel` under `dir`, or undefined when there is none. */
function readConfigFile(dir: string, rel: string): string | undefined {
  let root: StoreFiles;
  try {
    root = StoreFiles.open(dir);
  } catch (err) {
    if (err instanceof MemError && err.code === 'MEM_NOT_FOUND') return undefined;
    throw err;
  }
  try {
    return root.stat(rel) ? root.read(rel).toString('utf8') : undefined;
  } finally {
    root.close();
  }
}

/** The raw text of the config files (empty for one that is absent), to notice a change. */
export function configText(store: string, env = process.env): string {
  return configFiles(store, env)
    .map(([dir, rel]) => readConfigFile(dir, rel) ?? '')
    .join('\0');
}

function readToml(dir: string, rel: string): Record<string, unknown> {
  const text = readConfigFile(dir, rel);
  if (text === undefined) return {};
  try {
    return parseToml(text);
  } catch (err) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `${path.join(dir, rel)} is not valid TOML: ${(err as Error).message}; fix or remove it`,
    );
  }
}

/** A whole number ≥ 0: a TOML integer, or (from the environment) decimal digits only. */
function number(value: unknown, where: string): number {
  const n = typeof value === 'string' ? (/^\d+$/.test(value) ? Number(value) : NaN) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `${where} must be a whole number ≥ 0; got ${JSON.stringify(value)}`,
    );
  }
  return n;
}

/** The config files in precedence order (later wins): the user's, then the store's. */
function configFiles(store: string, env: NodeJS.ProcessEnv): [dir: string, rel: string][] {
  const userDir = path.join(env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'), 'mnemofs');
  return [
    [userDir, 'config.toml'],
    [store, `${META_DIR}/config.toml`],
  ];
}

/** One `[section]` of whole numbers: defaults < config files < MNEMOFS_* env vars. */
function loadSection<T extends object>(
  store: string,
  section: string,
  keys: Keys<T>,
  defaults: T,
  env: NodeJS.ProcessEnv,
): T {
  const out = { ...defaults };
  for (const [dir, rel] of configFiles(store, env)) {
    const values = readToml(dir, rel)[section] as Record<string, unknown> | undefined;
    for (const [key, , field] of keys) {
      if (values?.[key] !== undefined)
        out[field] = number(
          values[key],
          `[${section}].${key} in ${path.join(dir, rel)}`,
        ) as T[keyof T];
    }
  }
  for (const [, envName, field] of keys) {
    if (env[envName] !== undefined) out[field] = number(env[envName], envName) as T[keyof T];
  }
  return out;
}

export function loadLimits(store: string, env = process.env): StoreLimits {
  return loadSection(store, 'limits', LIMIT_KEYS, DEFAULT_LIMITS, env);
}

export function loadHistoryConfig(store: string, env = process.env): HistoryConfig {
  return loadSection(store, 'history', HISTORY_KEYS, DEFAULT_HISTORY, env);
}

export function loadSyncConfig(store: string, env = process.env): SyncConfig {
  return loadSection(store, 'sync', SYNC_KEYS, DEFAULT_SYNC, env);
}

export function loadRetention(store: string, env = process.env): RetentionConfig {
  return loadSection(store, 'snapshots', SNAPSHOT_KEYS, DEFAULT_RETENTION, env);
}

/** The `[[name]]` arrays of tables of the config files, each file's added to the last's. */
export function readConfigTables(
  store: string,
  names: string[],
  env = process.env,
): Record<string, Record<string, unknown>[]> {
  const out: Record<string, Record<string, unknown>[]> = Object.fromEntries(
    names.map((n) => [n, []]),
  );
  for (const [dir, rel] of configFiles(store, env)) {
    const toml = readToml(dir, rel);
    for (const name of names) {
      const tables = toml[name];
      if (tables === undefined) continue;
      if (!Array.isArray(tables))
        throw new MemError(
          'MEM_INVALID_ARG',
          `${path.join(dir, rel)}: ${name} must be written [[${name}]]`,
        );
      (out[name] as Record<string, unknown>[]).push(...(tables as Record<string, unknown>[]));
    }
  }
  return out;
}

/** `[memory]`: `review = "manual" | "auto"` (MNEMOFS_REVIEW overrides). */
export function loadMemoryConfig(store: string, env = process.env): MemoryConfig {
  let review: unknown = 'manual';
  for (const [dir, rel] of configFiles(store, env)) {
    const section = readToml(dir, rel).memory as Record<string, unknown> | undefined;
    if (section?.review !== undefined) review = section.review;
  }
  review = env.MNEMOFS_REVIEW ?? review;
  if (review !== 'manual' && review !== 'auto') {
    throw new MemError(
      'MEM_INVALID_ARG',
      `[memory] review "${String(review)}" is unknown; use "manual" (a person approves each fact) or "auto"`,
    );
  }
  return { review };
}

export interface SessionConfig {
  /** Keep a session's scratch area after it ends (default: it goes with the session). */
  keepScratch: boolean;
}

/** `[session]`: `keep_scratch = true | false` (MNEMOFS_KEEP_SCRATCH=1 overrides). */
export function loadSessionConfig(store: string, env = process.env): SessionConfig {
  let keep: unknown = false;
  for (const [dir, rel] of configFiles(store, env)) {
    const section = readToml(dir, rel).session as Record<string, unknown> | undefined;
    if (section?.keep_scratch !== undefined) keep = section.keep_scratch;
  }
  if (env.MNEMOFS_KEEP_SCRATCH !== undefined)
    keep = ['1', 'true'].includes(env.MNEMOFS_KEEP_SCRATCH);
  if (typeof keep !== 'boolean')
    throw new MemError(
      'MEM_INVALID_ARG',
      `[session] keep_scratch must be true or false, not ${JSON.stringify(keep)}`,
    );
  return { keepScratch: keep };
}

const EMBEDDERS: EmbedderConfig['provider'][] = ['subword', 'hash', 'openai', 'ollama', 'onnx'];

export interface EmbedderConfig {
  provider: 'subword' | 'hash' | 'openai' | 'ollama' | 'onnx';
  url?: string;
  model?: string;
  /** Name of the environment variable holding the API key (the key never sits in a file). */
  apiKeyEnv?: string;
  dim?: number;
  minSimilarity?: number;
}

/** `[embedder]` from the config files; `MNEMOFS_EMBEDDER=ollama` etc. override the provider. */
export function loadEmbedderConfig(store: string, env = process.env): EmbedderConfig {
  const merged: Record<string, unknown> = {};
  for (const [dir, rel] of configFiles(store, env))
    Object.assign(merged, readToml(dir, rel).embedder ?? {});
  const provider = env.MNEMOFS_EMBEDDER ?? merged.provider ?? 'subword';
  if (!EMBEDDERS.includes(provider as EmbedderConfig['provider'])) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `[embedder] provider "${String(provider)}" is unknown; use ${EMBEDDERS.join(', ')}`,
    );
  }
  if (provider === 'onnx' && typeof merged.model !== 'string') {
    throw new MemError(
      'MEM_INVALID_ARG',
      `[embedder] provider "onnx" needs model = "<directory with model.onnx and vocab.txt>" in config.toml`,
    );
  }
  if (
    (provider === 'openai' || provider === 'ollama') &&
    (typeof merged.model !== 'string' || typeof merged.url !== 'string')
  ) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `[embedder] provider "${provider}" needs url and model in config.toml`,
    );
  }
  return {
    provider: provider as EmbedderConfig['provider'],
    url: merged.url as string | undefined,
    model: merged.model as string | undefined,
    apiKeyEnv: merged.api_key_env as string | undefined,
    dim: merged.dim === undefined ? undefined : number(merged.dim, '[embedder].dim'),
    minSimilarity: typeof merged.min_similarity === 'number' ? merged.min_similarity : undefined,
  };
}
