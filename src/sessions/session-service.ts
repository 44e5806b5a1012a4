// Looking back on sessions (memory_sessions, memory_timeline, mem_session_log), built from
// the audit log — every call of every session is there, failures included — rather than
// from summary files a session may never have written (the original's source, which missed
// any session that ended badly). The owner sees every session; anyone else only its own.
//
// Each call reads the log from the start: 0.9 s for a 98 MB log of 500,000 calls here
// (docs/SEMANTICS.md, "Sessions"); an index by session is the step after that.

import type { AuditEntry } from '../audit/audit-entry.js';
import { groupBySession } from '../audit/sessions.js';
import { MemError } from '../errors/mem-error.js';
import { isOwner, type OpContext } from '../store/context.js';
import type { Store } from '../store/store.js';
import type { RecallResult } from '../memory/recall.js';
import type { Proposal } from '../memory/extract.js';
import { dreamProposal, habitsProfile } from './dream.js';

/** Ops that change what is stored: their paths are a session's "paths written". */
const WRITE_OP =
  /^(mem_(write|append|edit|insert|move|mkdir|remove|revert|snapshot_restore)|memory_(observe|forget|task_save|task_close)|fuse\.(write|create|unlink|rename|mkdir|rmdir|truncate|chmod|chown|utimens))$/;

export interface SessionInfo {
  session_id: string;
  /** mcp: one MCP connection; mount: the FUSE mount's requests; cli: the command line. */
  kind: 'mcp' | 'mount' | 'cli';
  principal: string;
  started: string;
  /** The session's last recorded call. */
  ended: string;
  tool_calls: number;
  failures: number;
  tools_used: string[];
  paths_written: string[];
  summary: string;
}

export interface TimelineEntry {
  time: string;
  tool: string;
  path?: string;
  ok: boolean;
  error?: { code: string; message: string };
}

function describe(info: Omit<SessionInfo, 'summary'>, counts: Map<string, number>): string {
  const tools = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([op, n]) => `${op} ×${n}`)
    .join(', ');
  const written = info.paths_written.length
    ? `; wrote ${info.paths_written.slice(0, 3).join(', ')}${info.paths_written.length > 3 ? ` and ${info.paths_written.length - 3} more` : ''}`
    : '';
  const failed = info.failures ? ` (${info.failures} failed)` : '';
  return `${info.tool_calls} call(s)${failed} by ${info.principal}: ${tools}${written}`;
}

function toInfo(id: string, list: AuditEntry[]): SessionInfo {
  const first = list[0] as AuditEntry;
  const counts = new Map<string, number>();
  const written = new Set<string>();
  for (const e of list) {
    counts.set(e.op, (counts.get(e.op) ?? 0) + 1);
    if (e.ok && WRITE_OP.test(e.op)) for (const p of [e.path, e.dest]) if (p) written.add(p);
  }
  const info = {
    session_id: id,
    kind:
      first.origin === 'fuse'
        ? ('mount' as const)
        : first.origin === 'mcp'
          ? ('mcp' as const)
          : ('cli' as const),
    principal: first.principal,
    started: first.ts,
    ended: (list.at(-1) as AuditEntry).ts,
    tool_calls: list.length,
    failures: list.filter((e) => !e.ok).length,
    tools_used: [...counts.keys()].sort(),
    paths_written: [...written].sort(),
  };
  return { ...info, summary: describe(info, counts) };
}

function toTimeline(e: AuditEntry): TimelineEntry {
  return {
    time: e.ts,
    tool: e.op,
    ...(e.path ? { path: e.dest ? `${e.path} -> ${e.dest}` : e.path } : {}),
    ok: e.ok,
    ...(e.error ? { error: e.error } : {}),
  };
}

export class SessionService {
  /**
   * `briefing` gives the trusted current facts, fenced (MemoryService.briefing); `memory`
   * is the gate a dreamt profile passes and the trusted preferences it draws on.
   */
  constructor(
    private readonly store: Store,
    private readonly briefing: (ctx: OpContext, budget?: number) => RecallResult,
    private readonly memory: {
      preferences(ctx: OpContext): string[];
      propose(ctx: OpContext, p: Proposal): Promise<{ outcome: string; id?: string }>;
    },
  ) {}

  /** mem_dream: the caller's working habits as a candidate for review (dream.ts). */
  dream(ctx: OpContext) {
    return this.store.auditedAsync(ctx, 'mem_dream', undefined, async (d) => {
      const profile = habitsProfile(ctx.principal.id, this.list(ctx), this.memory.preferences(ctx));
      if (!profile)
        throw new MemError(
          'MEM_NOT_FOUND',
          `no session of ${ctx.principal.id} to learn habits from yet; work a while, then dream`,
        );
      const r = await this.memory.propose(ctx, dreamProposal(ctx, profile));
      d.count = r.outcome === 'candidate' || r.outcome === 'fact' ? 1 : 0;
      return { outcome: r.outcome, id: r.id, profile };
    });
  }

  /**
   * memory_session_context: what a session starts from — the caller's recent sessions, one
   * line each, and the current facts a person trusted, fenced as data (never instructions),
   * with how many were withheld and why.
   */
  context(ctx: OpContext, limit = 5, budget?: number) {
    return this.store.audited(ctx, 'memory_session_context', undefined, (d) => {
      const recent = this.list(ctx).slice(0, limit);
      const memory = this.briefing(ctx, budget);
      const lines = recent.map((s) => `- ${s.ended} ${s.session_id}: ${s.summary}`);
      const text = `## Recent sessions\n${lines.join('\n') || '(none yet)'}\n\n## Trusted memory\n${memory.context}`;
      d.count = recent.length + memory.items.length;
      return { sessions: recent, facts: memory.items, withheld: memory.withheld, context: text };
    });
  }

  /** Sessions the caller may see, the most recently active first. */
  sessions(ctx: OpContext, limit = 20) {
    return this.store.audited(ctx, 'memory_sessions', undefined, (d) => {
      const sessions = this.list(ctx).slice(0, limit);
      d.count = sessions.length;
      return { sessions };
    });
  }

  /** The caller's visible sessions, the most recently active first. */
  private list(ctx: OpContext): SessionInfo[] {
    return [...this.visible(ctx)]
      .map(([id, list]) => toInfo(id, list))
      .sort((a, b) => (a.ended < b.ended ? 1 : a.ended > b.ended ? -1 : 0));
  }

  /** One session's calls in order (the newest `limit`), if the caller may see it. */
  timeline(ctx: OpContext, sessionId: string, limit = 200) {
    return this.store.audited(ctx, 'memory_timeline', undefined, (d) => {
      const list = this.visible(ctx).get(sessionId);
      if (!list)
        throw new MemError(
          'MEM_NOT_FOUND',
          `no session "${sessionId.slice(0, 200)}" that ${ctx.principal.id} may see; memory_sessions lists them`,
        );
      const entries = list.slice(-limit).map(toTimeline);
      d.count = entries.length;
      return { session_id: sessionId, entries };
    });
  }

  /** The calling session's own calls so far (this call's own line comes after). */
  sessionLog(ctx: OpContext, limit = 200) {
    return this.store.audited(ctx, 'mem_session_log', undefined, (d) => {
      const id = ctx.session;
      const list = id ? (this.visible(ctx).get(id) ?? []) : [];
      const entries = list.slice(-limit).map(toTimeline);
      d.count = entries.length;
      return { session_id: id ?? null, entries };
    });
  }

  /** The caller's visible audit lines by session: the owner's all, anyone else's own. */
  private visible(ctx: OpContext): Map<string, AuditEntry[]> {
    const { entries } = this.store.readAudit(0);
    return groupBySession(
      entries,
      (e) => e.origin !== 'system' && (isOwner(ctx.principal) || e.principal === ctx.principal.id),
    );
  }
}
