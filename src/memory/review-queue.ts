// The review queue: fact candidates waiting for a person, one file each in
// `.mnemofs/review/<id>.md` — outside every namespace, so recall and search never see them.
// Only a person's review (the CLI) takes one out, as a fact or as a tombstone.

import { MemError } from '../errors/mem-error.js';
import { META_DIR } from '../store/layout.js';
import { renderFact, type Fact } from './fact.js';
import type { FactFiles } from './fact-files.js';
import type { StoreFiles } from '../store/store-files.js';

export const REVIEW_DIR = `${META_DIR}/review`;
const ID = /^f-[0-9a-f]{16}$/;

export class ReviewQueue {
  constructor(
    private readonly store: StoreFiles,
    private readonly files: FactFiles,
  ) {}

  path(id: string): string {
    return `${REVIEW_DIR}/${id}.md`;
  }

  has(id: string): boolean {
    return this.store.stat(this.path(id)) !== undefined;
  }

  /** The candidates, oldest first. */
  list(): Fact[] {
    if (!this.store.stat(REVIEW_DIR)) return [];
    return this.store
      .names(REVIEW_DIR)
      .filter((n) => n.endsWith('.md'))
      .flatMap((n) => this.files.read(`${REVIEW_DIR}/${n}`) ?? [])
      .sort((a, b) => a.recorded_at.localeCompare(b.recorded_at));
  }

  /** One candidate; MEM_NOT_FOUND names the command that lists them. */
  get(id: string): Fact {
    const fact = ID.test(id) ? this.files.read(this.path(id)) : undefined;
    if (!fact)
      throw new MemError(
        'MEM_NOT_FOUND',
        `no candidate "${id}"; \`mnemofs review list\` shows them`,
      );
    return fact;
  }

  put(fact: Fact): void {
    this.files.write(this.path(fact.id), renderFact(fact));
  }

  remove(id: string): void {
    this.store.remove(this.path(id));
  }
}
