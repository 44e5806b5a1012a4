// Refusals: every proposal refused as a possible prompt injection is recorded durably in
// `.mnemofs/refused.jsonl` (SPEC: "each refusal is recorded durably, not only dropped"),
// with an excerpt made printable and the source it came from.

import type { StoreFiles } from '../store/store-files.js';
import { META_DIR } from '../store/layout.js';
import { printable } from '../store/store-path.js';
import type { FactSource } from './fact.js';
import { JsonLines } from './json-lines.js';

export const REFUSED = `${META_DIR}/refused.jsonl`;

export interface Refusal {
  at: string;
  reason: string;
  fingerprint: string;
  excerpt: string;
  source: FactSource;
}

export class Refusals {
  private readonly lines: JsonLines<Refusal>;

  constructor(files: StoreFiles) {
    this.lines = new JsonLines(files, REFUSED);
  }

  record(reason: string, fingerprint: string, text: string, source: FactSource): void {
    this.lines.append({
      at: new Date().toISOString(),
      reason,
      fingerprint,
      excerpt: printable(text.slice(0, 300)),
      source,
    });
  }

  /** Every refusal recorded, oldest first. */
  all(): Refusal[] {
    return this.lines.all();
  }
}
