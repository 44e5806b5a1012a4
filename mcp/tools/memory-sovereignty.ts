// memory_consent, memory_about, memory_auto_created: what memory holds and learns, asked
// and decided by the one it is about (src/memory/consent.ts, src/memory/about.ts).

import { z } from 'zod';
import { CONSENT_SCOPES } from '../../src/memory/consent.js';
import { time } from '../output.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memoryConsent = defineTool({
  name: 'memory_consent',
  title: 'Consent to learning',
  description:
    "Ask or set whether memory learns by itself. `capture`: observations (memory_observe) and the rules that read what sessions wrote; `consolidation`: mining past sessions at all (mem_consolidate). `query` (the default) tells the current state; `allow` and `deny` change it and are the owner's alone. Sessions that run while consolidation is off are never learned from later.",
  input: z.object({
    action: z
      .enum(['query', 'allow', 'deny'])
      .optional()
      .describe('query (default), allow or deny.'),
    scope: z
      .enum(['all', ...CONSENT_SCOPES])
      .optional()
      .describe('all (default), capture or consolidation.'),
  }),
  output: z.looseObject({
    consent: z.looseObject({
      capture: z.boolean(),
      consolidation: z.boolean(),
      updated: time.optional(),
      by: z.string().optional(),
    }),
    changed: z.boolean(),
  }),
  annotations: hints({ readOnly: false, destructive: false, idempotent: true }),
  async run({ memory }, ctx, args) {
    const r = memory.consent.answer(ctx, args);
    const on = (b: boolean) => (b ? 'on' : 'off');
    return okResult(
      `capture ${on(r.consent.capture)}, consolidation ${on(r.consent.consolidation)}${r.changed ? ' (changed)' : ''}`,
      r,
    );
  },
});

export const memoryAbout = defineTool({
  name: 'memory_about',
  title: 'What memory holds',
  description:
    'What memory holds about a topic — the notes (ranked, with their trust and a snippet) and the facts that mention it — or, without a topic, what it holds overall: notes and facts per namespace you may read, facts by trust, candidates waiting for review, and whether memory may learn by itself.',
  input: z.object({
    topic: z.string().max(500).optional().describe('Words to look for; leave out for an overview.'),
  }),
  output: z.looseObject({
    topic: z.string().optional(),
    notes: z
      .array(
        z.looseObject({
          path: z.string(),
          trust: z.string(),
          score: z.number(),
          snippet: z.string(),
        }),
      )
      .optional(),
    facts: z
      .array(
        z.looseObject({ id: z.string(), title: z.string(), trust: z.string(), path: z.string() }),
      )
      .optional(),
    namespaces: z
      .array(z.looseObject({ ns: z.string(), notes: z.number(), facts: z.number() }))
      .optional(),
    facts_by_trust: z.record(z.string(), z.number()).optional(),
    candidates: z.number().optional().describe('facts waiting for review'),
  }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  async run({ memory }, ctx, args) {
    const r = await memory.overview.about(ctx, args.topic);
    if (r.notes && r.facts) {
      const notes = r.notes.map((n) => `${n.path} (${n.trust})`);
      const facts = r.facts.map((f) => `${f.id} ${f.title} (${f.trust})`);
      return okResult(
        [`About "${r.topic}":`, ...notes, ...facts].join('\n') +
          (notes.length + facts.length ? '' : '\nnothing held'),
        r,
      );
    }
    const lines = r.namespaces.map((n) => `${n.ns}: ${n.notes} note(s), ${n.facts} fact(s)`);
    return okResult(
      [
        ...lines,
        `facts by trust: ${JSON.stringify(r.facts_by_trust)}`,
        `candidates waiting for review: ${r.candidates}`,
      ].join('\n'),
      r,
    );
  },
});

export const memoryAutoCreated = defineTool({
  name: 'memory_auto_created',
  title: 'What memory learned by itself',
  description:
    "The facts and candidates that consolidation created from sessions (not ones someone observed or wrote), newest first: each with its state (candidate, unverified, trusted), how it was found (rules or the client's model), the session and principal it came from, and where it is kept.",
  input: z.object({
    limit: z.number().int().min(1).max(1000).optional().describe('Default 50.'),
  }),
  output: z.looseObject({
    items: z.array(
      z.looseObject({
        id: z.string(),
        title: z.string(),
        state: z.string(),
        via: z.string(),
        session: z.string().optional(),
        principal: z.string(),
        recorded_at: time,
        path: z.string(),
      }),
    ),
  }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  async run({ memory }, ctx, args) {
    const r = memory.overview.autoCreated(ctx, args.limit);
    const lines = r.items.map((i) => `${i.id}  ${i.state}  ${i.title}  (via ${i.via})`);
    return okResult(lines.join('\n') || 'nothing learned by consolidation yet', r);
  },
});

export const memorySummary = defineTool({
  name: 'memory_summary',
  title: 'Summary of memory',
  description:
    'How much memory you may read holds, counted by namespace, by kind (note, task, fact, observation), by source (person, agent, consolidation) and by trust, with the most recently changed items.',
  input: z.object({
    recent_limit: z
      .number()
      .int()
      .min(0)
      .max(200)
      .optional()
      .describe('Recent items to list (default 10).'),
  }),
  output: z.looseObject({
    total: z.number(),
    by_namespace: z.record(z.string(), z.number()),
    by_kind: z.record(z.string(), z.number()),
    by_source: z.record(z.string(), z.number()),
    by_trust: z.record(z.string(), z.number()),
    recent: z.array(
      z.looseObject({ path: z.string(), kind: z.string(), trust: z.string(), mtime: time }),
    ),
  }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  async run({ memory }, ctx, args) {
    const r = memory.overview.summary(ctx, args.recent_limit);
    const line = (name: string, m: Record<string, number>) =>
      `${name}: ${Object.entries(m)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`;
    return okResult(
      [
        `${r.total} item(s)`,
        line('by namespace', r.by_namespace),
        line('by kind', r.by_kind),
        line('by source', r.by_source),
        line('by trust', r.by_trust),
        ...r.recent.map((i) => `recent: ${i.mtime} ${i.path} (${i.kind}, ${i.trust})`),
      ].join('\n'),
      r,
    );
  },
});
