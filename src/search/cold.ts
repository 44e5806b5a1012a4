// Cold notes (mem_compact): notes nobody has read or changed for COLD_DAYS, from the real
// access record — the audit log, where every read through a tool or the mount is a line
// (the original kept a counter that nothing ever incremented, so every old file went
// cold). The verdict is kept in `.mnemofs/cold.json` with each note's mtime at marking; a
// cold note ranks lower in search (its score halved), never disappears, and is warm again
// as soon as it changes, or at the next compaction after it was read.

import type { AuditEntry } from '../audit/audit-entry.js';
import { META_DIR } from '../store/layout.js';
import type { StoreFiles } from '../store/store-files.js';

export const COLD_DAYS = 30;
/** How much a cold note's search score is kept. */
export const COLD_FACTOR = 0.5;
const FILE = `${META_DIR}/cold.json`;
const READS = /^(mem_read|fuse\.read|mem_diff|mem_promote)$/;

export interface ColdRecord {
  marked_at: string;
  /** Cold path → its mtime (ms) when marked. */
  paths: Record<string, number>;
}

export class ColdNotes {
  /** The record as last read, with the file's mtime then: a search re-reads it only when it changed. */
  private cached: { mtimeMs: number; record: ColdRecord } | undefined;

  constructor(private readonly files: StoreFiles) {}

  record(): ColdRecord {
    const st = this.files.stat(FILE);
    if (!st) return { marked_at: '', paths: {} };
    if (this.cached?.mtimeMs === st.mtimeMs) return this.cached.record;
    let record: ColdRecord;
    try {
      record = JSON.parse(this.files.read(FILE).toString('utf8')) as ColdRecord;
    } catch {
      record = { marked_at: '', paths: {} }; // unreadable: nothing is cold, nothing ranks lower
    }
    this.cached = { mtimeMs: st.mtimeMs, record };
    return record;
  }

  /** Whether `path` is cold now (marked, and unchanged since). */
  isCold(path: string, record = this.record()): boolean {
    const at = record.paths[path];
    return at !== undefined && this.files.stat(path)?.mtimeMs === at;
  }

  save(record: ColdRecord): void {
    this.cached = undefined;
    this.files.write(FILE, Buffer.from(`${JSON.stringify(record)}\n`));
  }
}

/** Last read of each path in the audit log (ms). */
export function lastReads(
  entries: readonly AuditEntry[],
): Map<string, { reads: number; last: number }> {
  const out = new Map<string, { reads: number; last: number }>();
  for (const e of entries) {
    if (!e.ok || !e.path || !READS.test(e.op)) continue;
    const r = out.get(e.path) ?? { reads: 0, last: 0 };
    r.reads++;
    r.last = Math.max(r.last, Date.parse(e.ts));
    out.set(e.path, r);
  }
  return out;
}
