// Consolidation (mem_consolidate, and serve's schedule): reads the audit log from a
// persisted cursor, groups it into sessions, shows each session's writes and repeated
// failures to the extractors (rules, and the client's model through sampling), and passes
// every proposal through the memory gate. A note that reads as a prompt injection is shown
// to no extractor. Editor temp files are not mined (src/store/editor-temp.ts).

import type { AuditEntry } from '../audit/audit-entry.js';
import { injectionReason } from '../safety/injection.js';
import { isOwner, type OpContext } from '../store/context.js';
import { crashPoint } from '../store/crash-point.js';
import { isEditorTemp } from '../store/editor-temp.js';
import { META_DIR } from '../store/layout.js';
import type { StoreFiles } from '../store/store-files.js';
import { homeNamespace } from '../store/namespace.js';
import type { Store } from '../store/store.js';
import { isBinary } from '../store/text-ops.js';
import { fingerprint, type FactSource } from './fact.js';
import { FACTS_DIR } from './fact-files.js';
import {
  SamplingExtractor,
  type Extractor,
  type Proposal,
  type Sampler,
  type SessionActivity,
} from './extract.js';
import type { Tombstones } from './tombstones.js';
import type { Consent } from './consent.js';
import { groupBySession, sessionKey } from '../audit/sessions.js';

const CURSOR = `${META_DIR}/consolidation.json`;
/** Ops whose successful calls wrote content a session meant to keep. */
const WRITE_OPS = new Set(['mem_write', 'mem_append', 'mem_edit', 'mem_insert', 'fuse.write']);
/** Ops of the memory machinery itself, never material for consolidation. */
const OWN_OPS = /^(memory\.|history\.|review\.|mem_consolidate$|memory_|cli\.)/;

export interface ConsolidateResult {
  sessions: number;
  proposed: number;
  candidates: string[];
  facts: string[];
  refused: number;
  duplicates: number;
  tombstoned: number;
  /** Why the model was not asked, or what went wrong when it was. */
  sampling: string;
}

export type Outcome = 'refused' | 'tombstoned' | 'duplicate' | 'candidate' | 'fact';

/** The one gate every proposal passes (memory-service.ts). */
export interface Gate {
  admit(
    ctx: OpContext,
    p: Proposal,
    auditRefusal: boolean,
    forgotten?: Set<string>,
    sample?: Sampler,
  ): Promise<{ outcome: Outcome; id?: string; reason?: string }>;
  refuse(ctx: OpContext, reason: string, fp: string, text: string, src: FactSource): void;
}

export class Consolidation {
  constructor(
    private readonly store: Store,
    private readonly files: StoreFiles,
    private readonly rules: Extractor,
    private readonly gate: Gate,
    private readonly tombstones: Tombstones,
    private readonly consent: Consent,
  ) {}

  /** Consolidates the audit log from the persisted cursor (or one session's entries). */
  run(
    ctx: OpContext,
    opts: { session?: string; sample?: Sampler } = {},
  ): Promise<ConsolidateResult> {
    return this.store.auditedAsync(ctx, 'mem_consolidate', undefined, async (d) => {
      const cursor = opts.session ? 0 : this.readCursor();
      const { entries, next } = this.store.readAudit(cursor);
      const result: ConsolidateResult = {
        sessions: 0,
        proposed: 0,
        candidates: [],
        facts: [],
        refused: 0,
        duplicates: 0,
        tombstoned: 0,
        sampling: opts.sample ? 'used' : 'the client does not offer sampling; rules only',
      };
      const forgotten = this.tombstones.fingerprints();
      const consent = this.consent.state();
      // Capture: the rules that read what sessions wrote. Consolidation: any of it — the
      // sessions are passed over, and (the cursor moving on) never learned from later.
      const extractors: Extractor[] = consent.capture ? [this.rules] : [];
      if (opts.sample) extractors.push(new SamplingExtractor(opts.sample));
      if (!consent.consolidation) {
        extractors.length = 0;
        result.sampling = 'consolidation is off: the owner withheld consent (memory_consent)';
      } else if (!consent.capture) result.sampling += '; capture is off, so the rules were not run';
      for (const activity of extractors.length ? this.sessions(ctx, entries, opts.session) : []) {
        result.sessions++;
        // A note that reads as a prompt injection is learned from by nobody: its refusal is
        // recorded, and no extractor (least of all a model) is shown its text.
        activity.writes = activity.writes.filter((w) => {
          const reason = injectionReason(w.content);
          if (!reason) return true;
          result.refused++;
          this.gate.refuse(ctx, reason, fingerprint(w.content), w.content, {
            session: activity.session,
            trace_ids: w.traceIds,
            principal: activity.principal,
            paths: [w.path],
            via: 'consolidate',
          });
          return false;
        });
        for (const extractor of extractors) {
          let proposals: Proposal[];
          try {
            proposals = await extractor.extract(activity);
          } catch (err) {
            result.sampling = `the model's answer was not used: ${(err as Error).message}`;
            continue;
          }
          for (const p of proposals) {
            result.proposed++;
            const r = await this.gate.admit(ctx, p, true, forgotten, opts.sample);
            if (r.outcome === 'candidate') result.candidates.push(r.id as string);
            else if (r.outcome === 'fact') result.facts.push(r.id as string);
            else if (r.outcome === 'refused') result.refused++;
            else if (r.outcome === 'duplicate') result.duplicates++;
            else result.tombstoned++;
            crashPoint(`consolidate:${result.candidates.length + result.facts.length}`);
          }
        }
      }
      // The cursor moves after the proposals are written: a crash before this line re-reads
      // the range, and every proposal it makes again has an id already known.
      if (!opts.session) this.files.write(CURSOR, Buffer.from(JSON.stringify({ offset: next })));
      d.count = result.candidates.length + result.facts.length;
      return result;
    });
  }

  private readCursor(): number {
    if (!this.files.stat(CURSOR)) return 0;
    const offset = (JSON.parse(this.files.read(CURSOR).toString('utf8')) as { offset?: unknown })
      .offset;
    return typeof offset === 'number' ? offset : 0;
  }

  /** Audit entries grouped into sessions, with what each wrote (as the store has it now). */
  private sessions(ctx: OpContext, entries: AuditEntry[], only?: string): SessionActivity[] {
    // Anyone but the owner consolidates only their own sessions.
    const groups = groupBySession(
      entries,
      (e) =>
        !OWN_OPS.test(e.op) &&
        e.origin !== 'system' &&
        (isOwner(ctx.principal) || e.principal === ctx.principal.id) &&
        (!only || sessionKey(e) === only),
    );
    const out: SessionActivity[] = [];
    for (const [session, list] of groups) {
      const principal = list[0]?.principal ?? 'owner';
      const writes = new Map<string, { traceIds: string[]; at: string }>();
      for (const e of list) {
        if (!e.ok || !WRITE_OPS.has(e.op) || !e.path || e.path.split('/').includes(FACTS_DIR))
          continue;
        if (isEditorTemp(e.path)) continue; // an editor's swap file is not what was meant
        const w = writes.get(e.path) ?? { traceIds: [], at: e.ts };
        if (e.trace_id) w.traceIds.push(e.trace_id);
        w.at = e.ts;
        writes.set(e.path, w);
      }
      out.push({
        session,
        principal,
        ns: homeNamespace(principal),
        writes: [...writes].flatMap(([path, w]) => {
          try {
            const buf = this.files.read(path, this.store.limits.maxScanBytes);
            return isBinary(buf) ? [] : [{ path, content: buf.toString('utf8'), ...w }];
          } catch {
            return []; // removed since, or no longer a file: nothing left to learn from
          }
        }),
        failures: list
          .filter((e) => !e.ok && e.error && !(e.path && isEditorTemp(e.path)))
          .map((e) => ({
            op: e.op,
            path: e.path,
            code: e.error?.code as string,
            message: e.error?.message as string,
            traceId: e.trace_id,
            at: e.ts,
          })),
      });
    }
    return out;
  }
}
