// What memory holds, asked by the one it is about (memory_about, memory_auto_created): the
// sovereignty questions. Both answer only from namespaces the caller may read.

import type { SearchService } from '../search/search-service.js';
import { canUse } from '../store/namespace.js';
import type { OpContext } from '../store/context.js';
import type { Store } from '../store/store.js';
import type { ConsentState } from './consent.js';
import type { Fact } from './fact.js';
import { FACTS_DIR, type FactFiles } from './fact-files.js';

/** The extractors of consolidation: what it made, as opposed to what someone observed. */
const AUTO = new Set(['rules', 'sampling', 'dream']);

export interface AutoCreated {
  id: string;
  title: string;
  /** `candidate` while it waits for review; then the fact's trust. */
  state: string;
  via: string;
  session?: string;
  principal: string;
  recorded_at: string;
  /** Where it is kept: the fact file, or the review queue for a candidate. */
  path: string;
}

/** Where a fact came from: someone's observation, consolidation, or a person's hand. */
function factSource(f: Fact): 'agent' | 'consolidation' | 'person' {
  if (AUTO.has(f.source.via)) return 'consolidation';
  return f.source.via === 'observe' ? 'agent' : 'person';
}

const bump = (m: Record<string, number>, k: string) => (m[k] = (m[k] ?? 0) + 1);

export class About {
  constructor(
    private readonly store: Store,
    private readonly facts: FactFiles,
    private readonly candidates: () => Fact[],
    private readonly reviewPath: (id: string) => string,
    private readonly search: SearchService,
    private readonly consent: () => ConsentState,
  ) {}

  /** Titles of the current preferences a person trusted (what mem_dream draws on). */
  preferences(ctx: OpContext): string[] {
    return this.facts
      .select(ctx.principal, { trust: ['trusted'] })
      .filter((f) => f.kind === 'preference')
      .map((f) => f.title);
  }

  private trustOf(rel: string): string | undefined {
    return this.search.engine.trustOf(rel);
  }

  /** Facts and candidates consolidation created, newest first. */
  autoCreated(ctx: OpContext, limit = 50) {
    return this.store.audited(ctx, 'memory_auto_created', undefined, (d) => {
      const made = (f: Fact, path: string, state: string): AutoCreated => ({
        id: f.id,
        title: f.title,
        state,
        via: f.source.via,
        ...(f.source.session ? { session: f.source.session } : {}),
        principal: f.source.principal,
        recorded_at: f.recorded_at,
        path,
      });
      const items = [
        ...this.facts
          .all(ctx.principal)
          .filter((f) => AUTO.has(f.source.via))
          .map((f) => made(f, f.path, f.trust)),
        ...this.candidates()
          .filter((f) => AUTO.has(f.source.via) && canUse(ctx.principal, f.ns, 'read'))
          .map((f) => made(f, this.reviewPath(f.id), 'candidate')),
      ]
        .sort((a, b) => b.recorded_at.localeCompare(a.recorded_at))
        .slice(0, limit);
      d.count = items.length;
      return { items };
    });
  }

  /**
   * memory_summary: what the caller may read, counted by namespace, kind (note, task, fact,
   * observation), source (person, agent, consolidation — a note's from the trust search
   * gave it by author) and trust, with the most recently changed items.
   */
  summary(ctx: OpContext, recentLimit = 10) {
    return this.store.audited(ctx, 'memory_summary', undefined, (d) => {
      const byNs: Record<string, number> = {};
      const byKind: Record<string, number> = {};
      const bySource: Record<string, number> = {};
      const byTrust: Record<string, number> = {};
      const facts = new Map(this.facts.all(ctx.principal).map((f) => [f.path, f]));
      const items: { path: string; kind: string; trust: string; mtime: string }[] = [];
      for (const ns of this.store.files.namespaces(ctx.principal)) {
        if (this.store.files.stat(ns)?.type !== 'dir') continue;
        this.store.files.walk(ns, true, (rel, e) => {
          if (e.type !== 'file' || !rel.endsWith('.md')) return true;
          const fact = facts.get(rel);
          const kind = fact
            ? fact.kind === 'observation'
              ? 'observation'
              : 'fact'
            : rel.split('/').includes('tasks')
              ? 'task'
              : 'note';
          const trust = fact?.trust ?? this.trustOf(rel) ?? 'unindexed';
          const source = fact ? factSource(fact) : trust === 'trusted' ? 'person' : 'agent';
          bump(byNs, ns);
          bump(byKind, kind);
          bump(bySource, source);
          bump(byTrust, trust);
          items.push({ path: rel, kind, trust, mtime: new Date(e.mtimeMs).toISOString() });
          return true;
        });
      }
      const recent = items.sort((a, b) => b.mtime.localeCompare(a.mtime)).slice(0, recentLimit);
      d.count = items.length;
      return {
        total: items.length,
        by_namespace: byNs,
        by_kind: byKind,
        by_source: bySource,
        by_trust: byTrust,
        recent,
      };
    });
  }

  /**
   * With a topic: the notes and facts about it, ranked, each with its trust. Without: what
   * is held overall — notes and facts per namespace, facts by trust, candidates waiting,
   * and whether memory may learn by itself.
   */
  about(ctx: OpContext, topic?: string) {
    return this.store.auditedAsync(ctx, 'memory_about', undefined, async (d) => {
      if (topic !== undefined && topic.trim() !== '') {
        const { hits } = await this.search.search(
          { ...ctx, op: 'memory_search' },
          {
            query: topic,
            limit: 10,
          },
        );
        const facts = this.facts
          .select(ctx.principal, { query: topic })
          .map((f) => ({ id: f.id, title: f.title, trust: f.trust, path: f.path }));
        d.count = hits.length + facts.length;
        return {
          topic,
          notes: hits.map((h) => ({
            path: h.path,
            trust: h.trust,
            score: h.score,
            snippet: h.snippet,
          })),
          facts,
        };
      }
      const namespaces = this.store.files.namespaces(ctx.principal).map((ns) => {
        let notes = 0;
        let facts = 0;
        if (this.store.files.stat(ns)?.type === 'dir')
          this.store.files.walk(ns, true, (rel, e) => {
            if (e.type === 'file' && rel.endsWith('.md')) {
              if (rel.split('/').includes(FACTS_DIR)) facts++;
              else notes++;
            }
            return true;
          });
        return { ns, notes, facts };
      });
      const byTrust: Record<string, number> = {};
      for (const f of this.facts.all(ctx.principal)) byTrust[f.trust] = (byTrust[f.trust] ?? 0) + 1;
      const waiting = this.candidates().filter((f) => canUse(ctx.principal, f.ns, 'read')).length;
      d.count = namespaces.length;
      return { namespaces, facts_by_trust: byTrust, candidates: waiting, consent: this.consent() };
    });
  }
}
