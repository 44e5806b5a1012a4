// Configuration, read once in the composition root: the store directory and the limits.
// Precedence: flags > MNEMOFS_* environment > <store>/.mnemofs/config.toml >
// ~/.config/mnemofs/config.toml > defaults. Config files are read through the sandbox.

import os from 'node:os';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { MemError } from '../errors/mem-error.js';
import { SandboxRoot } from '../sandbox/sandbox-root.js';
import { META_DIR, TMP_DIR } from '../store/layout.js';
import { DEFAULT_LIMITS, type StoreLimits } from '../store/limits.js';

export function storeDir(flag: string | undefined, env = process.env): string {
  if (flag) return path.resolve(flag);
  if (env.MNEMOFS_STORE) return path.resolve(env.MNEMOFS_STORE);
  const data = env.XDG_DATA_HOME || path.join(os.homedir(), '.local', 'share');
  return path.join(data, 'mnemofs');
}

/** config.toml key, env var and limits field, for each configurable limit. */
const LIMIT_KEYS: [string, string, keyof StoreLimits][] = [
  ['max_read_bytes', 'MNEMOFS_MAX_READ_BYTES', 'maxReadBytes'],
  ['max_write_bytes', 'MNEMOFS_MAX_WRITE_BYTES', 'maxWriteBytes'],
  ['max_scan_bytes', 'MNEMOFS_MAX_SCAN_BYTES', 'maxScanBytes'],
  ['max_list_entries', 'MNEMOFS_MAX_LIST_ENTRIES', 'maxListEntries'],
  ['audit_fsync_ms', 'MNEMOFS_AUDIT_FSYNC_MS', 'auditFsyncMs'],
];

function readToml(dir: string, rel: string): Record<string, unknown> {
  let root: SandboxRoot;
  try {
    root = SandboxRoot.open(dir, { tmpDir: TMP_DIR });
  } catch (err) {
    if (err instanceof MemError && err.code === 'MEM_NOT_FOUND') return {};
    throw err;
  }
  try {
    if (root.tryStat(rel) === undefined) return {};
    const where = path.join(dir, rel);
    try {
      return parseToml(root.readFile(rel).toString('utf8'));
    } catch (err) {
      throw new MemError(
        'MEM_INVALID_ARG',
        `${where} is not valid TOML: ${(err as Error).message}; fix or remove it`,
      );
    }
  } finally {
    root.close();
  }
}

function number(value: unknown, where: string): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
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

export function loadLimits(store: string, env = process.env): StoreLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [dir, rel] of configFiles(store, env)) {
    const section = readToml(dir, rel).limits as Record<string, unknown> | undefined;
    for (const [key, , field] of LIMIT_KEYS) {
      if (section?.[key] !== undefined)
        limits[field] = number(section[key], `[limits].${key} in ${path.join(dir, rel)}`);
    }
  }
  for (const [, envName, field] of LIMIT_KEYS) {
    if (env[envName] !== undefined) limits[field] = number(env[envName], envName);
  }
  return limits;
}

export interface EmbedderConfig {
  provider: 'hash' | 'openai' | 'ollama';
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
  const provider = env.MNEMOFS_EMBEDDER ?? merged.provider ?? 'hash';
  if (provider !== 'hash' && provider !== 'openai' && provider !== 'ollama') {
    throw new MemError(
      'MEM_INVALID_ARG',
      `[embedder] provider "${String(provider)}" is unknown; use hash, openai or ollama`,
    );
  }
  if (provider !== 'hash' && (typeof merged.model !== 'string' || typeof merged.url !== 'string')) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `[embedder] provider "${provider}" needs url and model in config.toml`,
    );
  }
  return {
    provider,
    url: merged.url as string | undefined,
    model: merged.model as string | undefined,
    apiKeyEnv: merged.api_key_env as string | undefined,
    dim: merged.dim === undefined ? undefined : number(merged.dim, '[embedder].dim'),
    minSimilarity: typeof merged.min_similarity === 'number' ? merged.min_similarity : undefined,
  };
}
