// Size caps of the store, configurable (config.toml [limits], MNEMOFS_* env, flags).

export interface StoreLimits {
  /** Most bytes one read returns; longer content is returned in pages (`truncated`). */
  maxReadBytes: number;
  /** Largest file a write, edit or insert may produce, and largest append result. */
  maxWriteBytes: number;
  /** Largest file mem_read will page through, and mem_grep will search. */
  maxScanBytes: number;
  /** Most entries a recursive listing returns. */
  maxListEntries: number;
  /** Audit fsync batching window in ms (0: fsync every entry). */
  auditFsyncMs: number;
}

export const DEFAULT_LIMITS: StoreLimits = {
  maxReadBytes: 1024 * 1024,
  maxWriteBytes: 16 * 1024 * 1024,
  maxScanBytes: 64 * 1024 * 1024,
  maxListEntries: 10_000,
  auditFsyncMs: 100,
};
