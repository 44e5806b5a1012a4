// The review queue: fact candidates waiting for a person, one file each in
// `.mnemofs/review/<id>.md` — outside every namespace, so recall and search never see them.
// Only a person's review (the CLI) takes one out, as a fact or as a tombstone.

import { MemError } from '../errors/mem-error.js';
import { META_DIR } from '../store/layout.js';
import { factKey, renderFact, type Fact } from './fact.js';
import { keyValue } from './extract.js';
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

/**
 * A candidate as a person edited its statement before approving it (review, the web page):
 * a one-line `key: value` keeps it an attribute (the value may change, so may what it
 * supersedes), anything else makes it a plain statement. It keeps its id, so the proposal
 * it came from is known and not proposed again.
 */
export function edited(fact: Fact, text: string, subjectOf: (principal: string) => string): Fact {
  const statement = text.trim();
  if (!statement)
    throw new MemError('MEM_INVALID_ARG', 'the edited statement is empty; write the fact');
  const kv = statement.includes('\n')
    ? undefined
    : keyValue(statement, fact.subject ?? subjectOf(fact.source.principal));
  const next: Fact = { ...fact, text: kv?.text ?? statement };
  delete next.subject;
  delete next.predicate;
  delete next.value;
  if (kv?.predicate !== undefined)
    Object.assign(next, { subject: kv.subject, predicate: kv.predicate, value: kv.value });
  next.title = (kv?.title ?? statement.split('\n')[0] ?? '').slice(0, 80);
  next.fingerprint = factKey(next);
  return next;
}
