// Tombstones: the durable record of forgotten and rejected content, keyed on a normalized
// content fingerprint. Consolidation and memory_observe never learn a tombstoned fact again.

import type { StoreFiles } from '../store/store-files.js';
import { META_DIR } from '../store/layout.js';
import { JsonLines } from './json-lines.js';

export interface Tombstone {
  fingerprint: string;
  reason: string;
  by: string;
  at: string;
  id?: string;
  title?: string;
  path?: string;
}

export class Tombstones {
  private readonly lines: JsonLines<Tombstone>;

  constructor(files: StoreFiles) {
    this.lines = new JsonLines(files, `${META_DIR}/tombstones.jsonl`);
  }

  all(): Tombstone[] {
    return this.lines.all();
  }

  /** The fingerprints of everything tombstoned: read once per consolidation, not per proposal. */
  fingerprints(): Set<string> {
    return new Set(this.all().map((t) => t.fingerprint));
  }

  add(t: Tombstone): void {
    this.lines.append(t);
  }
}
