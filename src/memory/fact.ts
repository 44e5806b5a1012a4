// A fact: one atomic memory in a Markdown file with YAML front matter (SPEC "Memory
// model"). World time (`valid_from`, `valid_to`: when it was true) and record time
// (`recorded_at`: when the store came to believe it; a superseding fact's `recorded_at` is
// when the old one stopped being believed) make it bitemporal. Facts live in
// `<namespace>/facts/<id>.md`; candidates waiting for a person in `.mnemofs/review/<id>.md`.

import crypto from 'node:crypto';
import { joinFrontMatter, splitFrontMatter } from '../store/front-matter.js';
import { foldLookalikes } from '../safety/fold.js';
import type { OpContext } from '../store/context.js';

export const TRUST_STATES = ['candidate', 'unverified', 'trusted', 'quarantined'] as const;
export type Trust = (typeof TRUST_STATES)[number];

export const FACT_KINDS = [
  'observation',
  'preference',
  'attribute',
  'decision',
  'lesson',
  'context',
  'statement',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** The source of a proposal made by one call itself (memory_observe, mem_dream). */
export function callSource(ctx: OpContext, via: string): FactSource {
  return { session: ctx.session, trace_ids: [ctx.traceId], principal: ctx.principal.id, via };
}

export interface FactSource {
  session?: string;
  trace_ids: string[];
  principal: string;
  /** Store paths the fact was read from. */
  paths?: string[];
  /** Which extractor proposed it: `observe`, `rules`, `sampling`. */
  via: string;
}

export interface Fact {
  id: string;
  title: string;
  kind: FactKind;
  subject?: string;
  predicate?: string;
  value?: string;
  trust: Trust;
  valid_from: string;
  valid_to: string | null;
  recorded_at: string;
  supersedes: string | null;
  superseded_by: string | null;
  source: FactSource;
  confidence: number;
  fingerprint: string;
  /** The namespace the fact belongs in (a candidate's destination). */
  ns: string;
  /** The statement itself: the body of the file. */
  text: string;
}

/**
 * The normalized content key of a statement: look-alikes folded, case, punctuation and
 * spacing removed. Two spellings of one fact share it; tombstones and duplicates use it.
 */
export function fingerprint(text: string): string {
  const normal = foldLookalikes(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return crypto.createHash('sha256').update(normal).digest('hex');
}

/** The key of a subject/predicate/value fact, so "editor: vim" and "Editor = vim" match. */
export function factKey(f: Pick<Fact, 'subject' | 'predicate' | 'value' | 'text'>): string {
  return f.predicate !== undefined
    ? fingerprint(`${f.subject ?? ''} ${f.predicate} ${f.value ?? ''}`)
    : fingerprint(f.text);
}

/** A fact id derived from its fingerprint: the same fact proposed twice has one id. */
export function factId(fp: string): string {
  return `f-${fp.slice(0, 16)}`;
}

const FIELDS = [
  'id',
  'title',
  'kind',
  'subject',
  'predicate',
  'value',
  'trust',
  'valid_from',
  'valid_to',
  'recorded_at',
  'supersedes',
  'superseded_by',
  'source',
  'confidence',
  'fingerprint',
  'ns',
] as const;

export function renderFact(fact: Fact): string {
  const meta: Record<string, unknown> = {};
  for (const key of FIELDS) if (fact[key] !== undefined) meta[key] = fact[key];
  return joinFrontMatter(meta, `${fact.text.trimEnd()}\n`);
}

/** A fact from a file's text, or undefined when the front matter is not a fact's. */
export function parseFact(text: string): Fact | undefined {
  const { meta, body } = splitFrontMatter(text);
  if (typeof meta.id !== 'string' || typeof meta.fingerprint !== 'string') return undefined;
  const trust = TRUST_STATES.includes(meta.trust as Trust) ? (meta.trust as Trust) : 'unverified';
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    id: meta.id,
    title: str(meta.title) ?? meta.id,
    kind: FACT_KINDS.includes(meta.kind as FactKind) ? (meta.kind as FactKind) : 'statement',
    subject: str(meta.subject),
    predicate: str(meta.predicate),
    value: meta.value === undefined ? undefined : String(meta.value),
    trust,
    valid_from: str(meta.valid_from) ?? new Date(0).toISOString(),
    valid_to: str(meta.valid_to) ?? null,
    recorded_at: str(meta.recorded_at) ?? new Date(0).toISOString(),
    supersedes: str(meta.supersedes) ?? null,
    superseded_by: str(meta.superseded_by) ?? null,
    source: (meta.source as FactSource) ?? { trace_ids: [], principal: 'unknown', via: 'unknown' },
    confidence: typeof meta.confidence === 'number' ? meta.confidence : 0.5,
    fingerprint: meta.fingerprint,
    ns: str(meta.ns) ?? 'user',
    text: body.trim(),
  };
}
