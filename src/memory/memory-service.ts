// Memory governance: facts, their trust, review, tombstones, consolidation and recall.
//
// Every proposed fact — from memory_observe, from consolidation's rules, from a model
// through MCP sampling — goes through one gate (admit): refused if it looks like a prompt
// injection (recorded durably in .mnemofs/refused.jsonl and audited, never written as
// memory), skipped if a tombstone holds its fingerprint (never re-learned) or if it is
// already known (a candidate or a fact with that id). What passes becomes a candidate in
// .mnemofs/review/ (the default; invisible to recall) or, with `review = "auto"`, an
// unverified fact at once. Only a person's review (the CLI) makes a fact trusted; no MCP
// tool approves. A fact that contradicts a current one (same subject and predicate,
// another value) supersedes it: the old one keeps its file, with `valid_to` and
// `superseded_by` set.

import { MemError } from '../errors/mem-error.js';
import type { StoreFiles } from '../store/store-files.js';
import { Consent } from './consent.js';
import { splitFrontMatter } from '../store/front-matter.js';
import { About } from './about.js';
import { suspicion } from './second-opinion.js';
import type { SearchService } from '../search/search-service.js';
import { isOwner, type OpContext } from '../store/context.js';
import { META_DIR } from '../store/layout.js';
import { homeNamespace } from '../store/namespace.js';
import { parseStorePath, printable } from '../store/store-path.js';
import { source } from '../store/change.js';
import type { Store } from '../store/store.js';
import { Consolidation, type ConsolidateResult, type Outcome } from './consolidation.js';
import {
  callSource,
  factId,
  factKey,
  fingerprint,
  parseFact,
  renderFact,
  type Fact,
  type FactKind,
  type FactSource,
} from './fact.js';
import { FactFiles, type FactQuery } from './fact-files.js';
import { keyValue, RuleExtractor, type Proposal, type Sampler } from './extract.js';
import { Recall, type RecallResult } from './recall.js';
import { REFUSED, Refusals, type Refusal } from './refusals.js';
import { edited, ReviewQueue } from './review-queue.js';
import { Tombstones, type Tombstone } from './tombstones.js';

export interface MemoryConfig {
  /** `manual`: new facts wait for a person; `auto`: they are unverified facts at once. */
  review: 'manual' | 'auto';
}

export class MemoryService {
  /** Whose attribute a `key: value` statement is: the agent's own, else the user's. */
  private readonly subjectOf = (principal: string) =>
    principal.startsWith('agent:') ? principal : 'user';
  private readonly rules = new RuleExtractor(this.subjectOf);
  private readonly files: StoreFiles;
  private readonly facts: FactFiles;
  private readonly review: ReviewQueue;
  private readonly tombstoneSet: Tombstones;
  private readonly refusalLog: Refusals;
  private readonly consolidation: Consolidation;
  private readonly recaller: Recall;
  /** memory_consent, and the check capture makes (consent.ts). */
  readonly consent: Consent;
  /** memory_about, memory_auto_created (about.ts). */
  readonly overview: About;

  constructor(
    private readonly store: Store,
    search: SearchService,
    private readonly config: MemoryConfig,
  ) {
    this.files = store.files;
    this.facts = new FactFiles(this.files, () => store.limits.maxScanBytes);
    this.review = new ReviewQueue(this.files, this.facts);
    this.tombstoneSet = new Tombstones(this.files);
    this.refusalLog = new Refusals(this.files);
    this.consent = new Consent(store, this.files);
    this.consolidation = new Consolidation(
      store,
      this.files,
      this.rules,
      this,
      this.tombstoneSet,
      this.consent,
    );
    this.recaller = new Recall(store, this.files, search, this.facts);
    this.overview = new About(
      store,
      this.facts,
      () => this.review.list(),
      (id) => this.review.path(id),
      search,
      () => this.consent.state(),
    );
  }

  tombstones(): Tombstone[] {
    return this.tombstoneSet.all();
  }

  /** Every refusal recorded, oldest first. */
  refusals(): Refusal[] {
    return this.refusalLog.all();
  }

  /** Records a refusal made elsewhere (a note a sync pulled), which audits it itself. */
  recordRefusal(reason: string, text: string, src: FactSource): void {
    this.refusalLog.record(reason, fingerprint(text), text, src);
  }

  candidates(): Fact[] {
    return this.review.list();
  }

  // ——— the gate ———

  /** Records a refusal on disk and gives it its own audit line. */
  refuse(ctx: OpContext, reason: string, fp: string, text: string, src: FactSource): void {
    this.refusalLog.record(reason, fp, text, src);
    this.store.refuse(
      { ...ctx, op: 'memory.refuse' },
      'memory.refuse',
      new MemError(
        'MEM_FORBIDDEN',
        `refused as a possible prompt injection (${reason}); recorded in ${REFUSED}`,
      ),
      src.paths?.[0],
    );
  }

  /**
   * Admits one proposal: refused, tombstoned, duplicate, or written as a candidate (or an
   * unverified fact under `review = "auto"`). A refusal is recorded on disk; with
   * `auditRefusal` it also gets its own audit line (consolidation), otherwise the calling
   * tool's failing line carries it (memory_observe).
   */
  async admit(
    ctx: OpContext,
    p: Proposal,
    auditRefusal: boolean,
    forgotten?: Set<string>,
    sample?: Sampler,
  ): Promise<{ outcome: Outcome; id?: string; reason?: string }> {
    const reason = await suspicion([p.text, p.title, p.subject, p.predicate, p.value], sample);
    const fp = factKey(p);
    if (reason) {
      if (auditRefusal) this.refuse(ctx, reason, fp, p.text, p.source);
      else this.refusalLog.record(reason, fp, p.text, p.source);
      return { outcome: 'refused', reason };
    }
    if ((forgotten ?? this.tombstoneSet.fingerprints()).has(fp)) return { outcome: 'tombstoned' };
    const id = factId(fp);
    const ns = homeNamespace(p.source.principal);
    if (this.review.has(id) || this.files.stat(this.facts.path(ns, id)))
      return { outcome: 'duplicate', id };
    const fact: Fact = {
      id,
      title: p.title,
      kind: p.kind,
      ...(p.predicate !== undefined
        ? { subject: p.subject, predicate: p.predicate, value: p.value }
        : {}),
      trust: this.config.review === 'auto' ? 'unverified' : 'candidate',
      valid_from: p.at,
      valid_to: null,
      recorded_at: new Date().toISOString(),
      supersedes: null,
      superseded_by: null,
      source: p.source,
      confidence: p.confidence,
      fingerprint: fp,
      ns,
      text: p.text,
    };
    if (this.config.review === 'auto') {
      await this.establish(ctx, fact, 'memory.admit');
      return { outcome: 'fact', id };
    }
    this.review.put(fact);
    return { outcome: 'candidate', id };
  }

  /** Writes a fact into its namespace, superseding the current fact it contradicts. */
  private async establish(ctx: OpContext, fact: Fact, op: string): Promise<string[]> {
    const written: string[] = [];
    const current = this.facts.contradicted(fact);
    if (current) {
      const { path, ...old } = current;
      fact.supersedes = old.id;
      old.valid_to = old.valid_from > fact.valid_from ? old.valid_from : fact.valid_from;
      old.superseded_by = fact.id;
      this.facts.write(path, renderFact(old));
      written.push(path);
    }
    const path = this.facts.path(fact.ns, fact.id);
    this.facts.write(path, renderFact(fact));
    written.push(path);
    for (const rel of written)
      await this.store.changed({ kind: 'file', path: rel, by: source(ctx, op) });
    return written;
  }

  // ——— tools ———

  observe(
    ctx: OpContext,
    args: { content: string; title?: string; kind?: FactKind },
    sample?: Sampler,
  ) {
    return this.store.auditedAsync(ctx, 'memory_observe', undefined, async (d) => {
      this.consent.require('capture', 'capturing observations');
      const text = args.content.trim();
      if (!text) throw new MemError('MEM_INVALID_ARG', 'content is empty; say what was observed');
      d.bytes = Buffer.byteLength(text);
      // One `key: value` line is the same statement the rules would read in a note, so a
      // tombstone on that statement holds for the observation too.
      const statement = text.includes('\n')
        ? undefined
        : keyValue(text, this.subjectOf(ctx.principal.id));
      const r = await this.admit(
        ctx,
        {
          text,
          title: (args.title ?? text.split('\n')[0] ?? '').slice(0, 80),
          kind: args.kind ?? 'observation',
          confidence: 0.7,
          ...statement,
          at: new Date().toISOString(),
          source: callSource(ctx, 'observe'),
        },
        false,
        undefined,
        sample,
      );
      if (r.outcome === 'refused') {
        throw new MemError(
          'MEM_FORBIDDEN',
          `the observation was refused: it looks like a prompt injection (${r.reason}); it is recorded, not remembered`,
        );
      }
      return r;
    });
  }

  /** Consolidates the audit log from the persisted cursor (or one session's entries). */
  consolidate(
    ctx: OpContext,
    opts: { session?: string; sample?: Sampler } = {},
  ): Promise<ConsolidateResult> {
    return this.consolidation.run(ctx, opts);
  }

  /** Forgets a note or a fact: a tombstone for its content, and the file leaves memory. */
  forget(ctx: OpContext, args: { path?: string; fact?: string; reason: string }) {
    return this.store.auditedAsync(ctx, 'memory_forget', args.path ?? args.fact, async (d) => {
      if ((args.path === undefined) === (args.fact === undefined))
        throw new MemError(
          'MEM_INVALID_ARG',
          'give exactly one of path (a note or fact file) or fact (a fact id)',
        );
      let rel: string;
      if (args.fact !== undefined) {
        if (!/^f-[0-9a-f]{16}$/.test(args.fact))
          throw new MemError(
            'MEM_INVALID_ARG',
            `"${printable(args.fact)}" is not a fact id (f- and 16 hex digits); memory_facts lists them`,
          );
        const found = this.facts.all(ctx.principal).find((f) => f.id === args.fact);
        const candidate = this.review.has(args.fact);
        if (!found && !candidate)
          throw new MemError(
            'MEM_NOT_FOUND',
            `no fact "${args.fact}"; memory_facts lists fact ids`,
          );
        if (found) parseStorePath(found.path, ctx.principal, 'write');
        else if (!isOwner(ctx.principal))
          throw new MemError(
            'MEM_FORBIDDEN',
            'only the owner may forget a candidate waiting for review',
          );
        rel = found ? found.path : this.review.path(args.fact);
      } else {
        const p = parseStorePath(args.path, ctx.principal, 'write');
        d.ns = p.ns;
        rel = p.rel;
      }
      d.path = rel;
      const text = this.files.read(rel, this.store.limits.maxScanBytes).toString('utf8');
      const fact = parseFact(text);
      // A note's statements are forgotten with it: what the rules would learn from it too.
      const prints = fact
        ? [fact.fingerprint]
        : [
            fingerprint(splitFrontMatter(text).body),
            ...(
              await this.rules.extract({
                session: '',
                principal: ctx.principal.id,
                ns: '',
                writes: [{ path: rel, content: text, traceIds: [], at: '' }],
                failures: [],
              })
            )
              .filter((p) => p.kind !== 'context')
              .map((p) => factKey(p)),
          ];
      const at = new Date().toISOString();
      for (const fp of new Set(prints))
        this.tombstoneSet.add({
          fingerprint: fp,
          reason: args.reason,
          by: ctx.principal.id,
          at,
          id: fact?.id,
          title: fact?.title,
          path: rel,
        });
      this.files.remove(rel);
      if (!rel.startsWith(`${META_DIR}/`))
        await this.store.changed({ kind: 'removed', path: rel, by: source(ctx, 'memory_forget') });
      d.count = prints.length;
      return { path: rel, tombstones: new Set(prints).size };
    });
  }

  /** What was valid at `as_of`, or believed at `known_at`; current facts otherwise. */
  query(ctx: OpContext, q: FactQuery) {
    return this.store.audited(ctx, 'memory_facts', undefined, (d) => {
      const facts = this.facts.select(ctx.principal, q);
      d.count = facts.length;
      return { facts };
    });
  }

  /**
   * Recall: the most relevant trusted and unverified memories within a token budget, inside
   * a fence their text cannot close (recall.ts).
   */
  recall(ctx: OpContext, args: { query?: string; token_budget?: number }): Promise<RecallResult> {
    return this.recaller.run(ctx, args);
  }

  /** A proposal from elsewhere (mem_dream) through the one gate; refusals audited. */
  propose(ctx: OpContext, p: Proposal) {
    return this.admit(ctx, p, true);
  }

  /** The trusted current facts, fenced, for a session's start (recall.ts, briefing). */
  briefing(ctx: OpContext, budget?: number): RecallResult {
    return this.recaller.briefing(ctx, budget);
  }

  // ——— a person's review (CLI only) ———

  show(id: string): Fact {
    return this.review.get(id);
  }

  /**
   * For each candidate, the current fact it would supersede if approved (the review's side
   * by side): the facts are read once for all of them.
   */
  wouldSupersede(candidates: Fact[]) {
    const all = this.facts.all({ id: 'system', grants: ['*'] });
    return new Map(candidates.map((c) => [c.id, this.facts.contradicted(c, all)]));
  }

  /** Makes a candidate a trusted fact; with `text`, as the person edited its statement. */
  approve(ctx: OpContext, id: string, text?: string) {
    return this.store.auditedAsync(ctx, 'review.approve', undefined, async (d) => {
      const candidate = this.review.get(id);
      const fact = text === undefined ? candidate : edited(candidate, text, this.subjectOf);
      fact.trust = 'trusted';
      fact.recorded_at = new Date().toISOString();
      const written = await this.establish(ctx, fact, 'review.approve');
      this.review.remove(id);
      d.path = written[written.length - 1];
      return { id, path: d.path, supersedes: fact.supersedes, edited: text !== undefined };
    });
  }

  reject(ctx: OpContext, id: string, reason: string) {
    return this.store.audited(ctx, 'review.reject', undefined, () => {
      const fact = this.review.get(id);
      this.tombstoneSet.add({
        fingerprint: fact.fingerprint,
        reason,
        by: ctx.principal.id,
        at: new Date().toISOString(),
        id,
        title: fact.title,
      });
      this.review.remove(id);
      return { id, tombstoned: true };
    });
  }
}
