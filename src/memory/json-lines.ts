// Durable append-only records under `.mnemofs/` (tombstones, refusals): one JSON object per
// line, each appended with O_APPEND and fsync'ed before the call returns; a torn last line
// left by a crash is skipped when read.

import type { StoreFiles } from '../store/store-files.js';

export class JsonLines<T extends object> {
  constructor(
    private readonly files: StoreFiles,
    readonly rel: string,
  ) {}

  append(record: T): void {
    this.files.append(this.rel, `${JSON.stringify(record)}\n`);
  }

  /** Every record, oldest first. */
  all(): T[] {
    if (!this.files.stat(this.rel)) return [];
    return this.files
      .read(this.rel)
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
