// The append-only audit log writer. One JSON line per store call, written with a single
// write(2) on an O_APPEND fd before the call returns, so lines from several processes
// never interleave within a line. The program never truncates, rotates or rewrites it.
// fsync is batched: at most `fsyncMs` after an entry is written it is on disk (0 = every
// entry), so a crash loses no acknowledged entry older than one window (docs/SEMANTICS.md).

import type { SandboxRoot } from '../sandbox/sandbox-root.js';
import type { SandboxFile } from '../sandbox/sandbox-file.js';
import { O_APPEND, O_CREAT, O_WRONLY } from '../sandbox/ffi.js';
import { serializeEntry, type AuditEntry } from './audit-entry.js';

export class AuditLog {
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | undefined;

  private constructor(
    private readonly file: SandboxFile,
    private readonly fsyncMs: number,
  ) {}

  static open(root: SandboxRoot, rel: string, fsyncMs: number): AuditLog {
    return new AuditLog(root.openFile(rel, O_WRONLY | O_APPEND | O_CREAT, 0o600), fsyncMs);
  }

  record(entry: AuditEntry): void {
    this.file.write(serializeEntry(entry));
    if (this.fsyncMs === 0) this.file.sync();
    else this.timer ??= setTimeout(() => this.syncSoon(), this.fsyncMs).unref();
  }

  private syncSoon(): void {
    this.timer = undefined;
    this.syncing = this.file.syncAsync().finally(() => (this.syncing = undefined));
    // A failed fsync is reported on stderr: the operations it covered already returned.
    this.syncing.catch((err: unknown) => console.error(`mnemofs: audit fsync failed: ${err}`));
  }

  /** Flushes every pending entry to disk and closes the log. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.syncing?.catch(() => undefined);
    this.file.sync();
    this.file.close();
  }
}
