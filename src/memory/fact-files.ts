// Facts on disk: `<ns>/facts/<id>.md`, Markdown with front matter (fact.ts), in the
// namespaces a principal may use; and the question memory_facts asks of them over time —
// what was valid at `as_of` (world time), what was believed at `known_at` (record time).

import { MemError } from '../errors/mem-error.js';
import type { Principal } from '../store/context.js';
import type { StoreFiles } from '../store/store-files.js';
import { parseFact, type Fact, type Trust } from './fact.js';

export const FACTS_DIR = 'facts';

export interface FactQuery {
  query?: string;
  as_of?: string;
  known_at?: string;
  trust?: Trust[];
}

export type StoredFact = Fact & { path: string };

function time(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined;
  const t = Date.parse(raw);
  if (Number.isNaN(t))
    throw new MemError(
      'MEM_INVALID_ARG',
      `${name} "${raw}" is not a time; use ISO 8601, e.g. 2026-11-30T12:00:00Z`,
    );
  return t;
}

export class FactFiles {
  constructor(
    private readonly files: StoreFiles,
    private readonly maxBytes: () => number,
  ) {}

  path(ns: string, id: string): string {
    return `${ns}/${FACTS_DIR}/${id}.md`;
  }

  /** Writes a fact (or candidate) file atomically, making its directory. */
  write(rel: string, text: string): void {
    this.files.write(rel, Buffer.from(text));
  }

  /** The fact in a file, or undefined when it is gone or not a fact. */
  read(rel: string): Fact | undefined {
    try {
      return parseFact(this.files.read(rel, this.maxBytes()).toString('utf8'));
    } catch {
      return undefined;
    }
  }

  /** Every fact in the namespaces `principal` may use, with its path. */
  all(principal: Principal): StoredFact[] {
    const out: StoredFact[] = [];
    for (const ns of this.files.namespaces(principal)) {
      const dir = `${ns}/${FACTS_DIR}`;
      if (this.files.stat(dir)?.type !== 'dir') continue;
      this.files.walk(dir, false, (rel, e) => {
        const fact = e.type === 'file' && rel.endsWith('.md') ? this.read(rel) : undefined;
        if (fact) out.push({ ...fact, path: rel });
        return true;
      });
    }
    return out;
  }

  /**
   * The current fact of `fact`'s subject and predicate with another id: what it supersedes.
   * `among`: the facts already read, when many candidates are checked at once.
   */
  contradicted(fact: Fact, among?: StoredFact[]): StoredFact | undefined {
    if (fact.predicate === undefined) return undefined;
    return (among ?? this.all({ id: 'system', grants: [fact.ns] })).find(
      (f) =>
        f.path.startsWith(`${fact.ns}/`) &&
        f.id !== fact.id &&
        f.subject === fact.subject &&
        f.predicate === fact.predicate &&
        f.valid_to === null &&
        f.superseded_by === null,
    );
  }

  /** The facts `principal` may read that answer `q`, newest first (unaudited: callers audit). */
  select(principal: Principal, q: FactQuery) {
    const asOf = time(q.as_of, 'as_of');
    const knownAt = time(q.known_at, 'known_at');
    const trust = q.trust ?? ['trusted', 'unverified'];
    const all = this.all(principal);
    const byId = new Map(all.map((f) => [f.id, f]));
    const needle = q.query?.toLowerCase();
    return all
      .filter((f) => trust.includes(f.trust))
      .filter((f) => {
        if (knownAt !== undefined) {
          if (Date.parse(f.recorded_at) > knownAt) return false;
          const successor = f.superseded_by ? byId.get(f.superseded_by) : undefined;
          if (successor && Date.parse(successor.recorded_at) <= knownAt) return false;
        }
        if (asOf !== undefined)
          return (
            Date.parse(f.valid_from) <= asOf &&
            (f.valid_to === null || asOf < Date.parse(f.valid_to))
          );
        return knownAt !== undefined || f.valid_to === null;
      })
      .filter(
        (f) => !needle || `${f.title}\n${f.text}\n${f.value ?? ''}`.toLowerCase().includes(needle),
      )
      .sort((a, b) => b.valid_from.localeCompare(a.valid_from))
      .map((f) => ({
        id: f.id,
        title: f.title,
        trust: f.trust,
        kind: f.kind,
        valid_from: f.valid_from,
        valid_to: f.valid_to,
        recorded_at: f.recorded_at,
        path: f.path,
        ...(f.predicate !== undefined
          ? { subject: f.subject, predicate: f.predicate, value: f.value }
          : {}),
        text: f.text,
      }));
  }
}
