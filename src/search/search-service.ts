// memory_search and mem_index_refresh as core operations: argument checks with messages
// that say the fix, the principal's grants, and one audit line per call (with the number of
// hits and the estimated tokens returned).

import { MemError } from '../errors/mem-error.js';
import type { OpContext } from '../store/context.js';
import { estimateTokens } from '../store/store-core.js';
import type { Store } from '../store/store.js';
import { parseStorePath } from '../store/store-path.js';
import { COLD_DAYS, COLD_FACTOR, ColdNotes, lastReads } from './cold.js';
import { canUse, namespaceOf } from '../store/namespace.js';
import type { SearchEngine, SearchHit, SearchMode } from './search-engine.js';

export interface SearchArgs {
  query: string;
  mode?: string;
  limit?: number;
  path?: string;
  as_of?: string;
  include?: string[];
}

const MODES = ['hybrid', 'text', 'vector'];
const INCLUDES = ['content'];
const MAX_QUERY = 2000;

export class SearchService {
  /**
   * The default mode: hybrid, unless the embedder is the purely lexical `hash`, whose
   * vectors only restate the words (it then has fusion weight 0 and hybrid equals text;
   * docs/search.md).
   */
  defaultMode: SearchMode;
  /** Notes mem_compact marked cold (cold.ts). */
  readonly cold: ColdNotes;

  /**
   * `settle` resolves once changes still queued for the index (the mount's, IndexFeed) are
   * in it: a search finds what either door wrote before it.
   */
  constructor(
    private readonly store: Store,
    public engine: SearchEngine,
    private readonly settle: () => Promise<void> = async () => undefined,
  ) {
    this.cold = new ColdNotes(store.files);
    this.defaultMode = engine.embedder.lexical ? 'text' : 'hybrid';
  }

  /** Puts a rebuilt engine (another embedder) in place of the running one. */
  replace(engine: SearchEngine): void {
    this.engine = engine;
    this.defaultMode = engine.embedder.lexical ? 'text' : 'hybrid';
  }

  search(ctx: OpContext, args: SearchArgs): Promise<{ hits: SearchHit[] }> {
    return this.store.auditedAsync(ctx, 'memory_search', args.path, async (d) => {
      const query = args.query.trim();
      if (query === '')
        throw new MemError('MEM_INVALID_ARG', 'query is empty; give words to search for');
      if (query.length > MAX_QUERY) {
        throw new MemError(
          'MEM_INVALID_ARG',
          `query is ${query.length} characters; keep it under ${MAX_QUERY}`,
        );
      }
      const mode = args.mode ?? this.defaultMode;
      if (!MODES.includes(mode))
        throw new MemError(
          'MEM_INVALID_ARG',
          `mode "${mode}" is unknown; use one of: ${MODES.join(', ')}`,
        );
      const limit = args.limit ?? 10;
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
        throw new MemError(
          'MEM_INVALID_ARG',
          `limit must be a whole number from 1 to 100; got ${limit}`,
        );
      }
      let path: string | undefined;
      if (args.path !== undefined && args.path !== '') {
        const p = parseStorePath(args.path, ctx.principal);
        path = p.rel;
        d.path = p.rel;
        d.ns = p.ns;
      }
      let asOf: Date | undefined;
      if (args.as_of !== undefined) {
        asOf = new Date(args.as_of);
        if (Number.isNaN(asOf.getTime())) {
          throw new MemError(
            'MEM_INVALID_ARG',
            `as_of "${args.as_of}" is not a time; use RFC 3339, e.g. 2026-11-30T09:00:00Z`,
          );
        }
      }
      const unknown = (args.include ?? []).filter((i) => !INCLUDES.includes(i));
      if (unknown.length)
        throw new MemError(
          'MEM_INVALID_ARG',
          `include "${unknown.join(', ')}" is unknown; use: ${INCLUDES.join(', ')}`,
        );
      await this.settle();
      const cold = this.cold.record();
      const anyCold = Object.keys(cold.paths).length > 0;
      // Cold notes rank lower, never vanish: twice the hits are ranked, then cut to `limit`.
      const hits = (
        await this.engine.search(ctx.principal, {
          query,
          mode: mode as SearchMode,
          limit: anyCold ? limit * 2 : limit,
          path,
          asOf,
          include: args.include,
        })
      )
        .map((h) =>
          anyCold && this.cold.isCold(h.path, cold)
            ? { ...h, score: h.score * COLD_FACTOR, cold: true }
            : h,
        )
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
      d.count = hits.length;
      d.tokens = estimateTokens(hits.reduce((n, h) => n + h.snippet.length + h.path.length, 0));
      return { hits };
    });
  }

  /**
   * mem_compact: marks cold the notes (in namespaces the caller may write) that nobody read
   * or changed for COLD_DAYS, from the audit log; with `dry_run`, only says which.
   */
  compact(ctx: OpContext, dryRun = false) {
    return this.store.audited(ctx, 'mem_compact', undefined, (d) => {
      const reads = lastReads(this.store.readAudit(0).entries);
      const cutoff = Date.now() - COLD_DAYS * 86_400_000;
      const record = this.cold.record();
      // Marks in namespaces the caller may not write are someone else's: kept as they are.
      const paths: Record<string, number> = Object.fromEntries(
        Object.entries(record.paths).filter(
          ([p]) => !canUse(ctx.principal, namespaceOf(p) ?? '', 'write'),
        ),
      );
      const cold: string[] = [];
      let warm = 0;
      for (const ns of this.store.files.namespaces(ctx.principal)) {
        if (!canUse(ctx.principal, ns, 'write') || this.store.files.stat(ns)?.type !== 'dir')
          continue;
        this.store.files.walk(ns, true, (rel, e) => {
          if (e.type !== 'file' || !rel.endsWith('.md')) return true;
          const last = Math.max(e.mtimeMs, reads.get(rel)?.last ?? 0);
          if (last < cutoff) {
            paths[rel] = e.mtimeMs;
            cold.push(rel);
          } else warm++;
          return true;
        });
      }
      if (!dryRun) this.cold.save({ marked_at: new Date().toISOString(), paths });
      d.count = cold.length;
      return { dry_run: dryRun, cold_after_days: COLD_DAYS, cold: cold.sort(), warm };
    });
  }

  /**
   * Makes the index match the files; with `rebuild`, forgets everything first and reads
   * every file again (after a crash left doubt, or to measure indexing).
   */
  refresh(
    ctx: OpContext,
    options: { rebuild?: boolean; progress?: (done: number, total: number) => void } = {},
  ): Promise<{ indexed: number; removed: number; files: number }> {
    return this.store.auditedAsync(ctx, 'mem_index_refresh', undefined, async (d) => {
      await this.settle();
      if (options.rebuild) this.engine.forgetAll();
      const r = await this.engine.reconcile(options.progress);
      d.count = r.indexed + r.removed;
      return r;
    });
  }
}
