// Durable append-only records under `.mnemofs/` (tombstones, refusals): one JSON object per
// line, each appended with O_APPEND and fsync'ed before the call returns; a torn last line
// left by a crash is skipped when read.

import { O_APPEND, O_CREAT, O_WRONLY } from '../sandbox/ffi.js';
import type { SandboxRoot } from '../sandbox/sandbox-root.js';

export class JsonLines<T extends object> {
  constructor(
    private readonly root: SandboxRoot,
    readonly rel: string,
  ) {}

  append(record: T): void {
    const file = this.root.openFile(this.rel, O_WRONLY | O_APPEND | O_CREAT, 0o600);
    try {
      file.write(`${JSON.stringify(record)}\n`);
      file.sync();
    } finally {
      file.close();
    }
  }

  /** Every record, oldest first. */
  all(): T[] {
    if (!this.root.tryStat(this.rel)) return [];
    return this.root
      .readFile(this.rel)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as T];
        } catch {
          return []; // a torn last line after a crash
        }
      });
  }
}
