// mem_dream: a profile of how the caller works, synthesised from its sessions in the audit
// log (when it works, with which tools, where it writes, how often calls fail) and from the
// preferences a person has already trusted — proposed through the memory gate as a
// candidate for review, never written straight into trusted memory (with review = "auto"
// it is at most unverified). Deterministic: the same history gives the same profile, and
// proposing it again is a duplicate, not a second candidate.

import type { Proposal } from '../memory/extract.js';
import { callSource } from '../memory/fact.js';
import type { OpContext } from '../store/context.js';
import type { SessionInfo } from './session-service.js';

/** Counts as "n× a, m× b", most first. */
function top(counts: Map<string, number>, n: number): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([k, c]) => `${k} (${c})`)
    .join(', ');
}

const bump = (m: Map<string, number>, k: string, by = 1) => m.set(k, (m.get(k) ?? 0) + by);

/** The profile text, or undefined when there is no session to learn from. */
export function habitsProfile(
  principal: string,
  sessions: SessionInfo[],
  preferences: string[],
): string | undefined {
  const mine = sessions.filter((s) => s.principal === principal && s.kind !== 'cli');
  if (mine.length === 0) return undefined;
  const hours = new Map<string, number>();
  const tools = new Map<string, number>();
  const places = new Map<string, number>();
  let calls = 0;
  let failures = 0;
  for (const s of mine) {
    bump(hours, `${s.started.slice(11, 13)}:00 UTC`);
    for (const t of s.tools_used) bump(tools, t);
    for (const p of s.paths_written) bump(places, p.split('/').slice(0, -1).join('/') || p);
    calls += s.tool_calls;
    failures += s.failures;
  }
  const span = `${mine.at(-1)?.started.slice(0, 10)} – ${mine[0]?.ended.slice(0, 10)}`;
  const lines = [
    `Working habits of ${principal}, from ${mine.length} session(s) and ${calls} call(s), ${span}:`,
    `- Sessions usually start around ${top(hours, 3)}.`,
    `- Tools used in the most sessions: ${top(tools, 5)}.`,
    places.size ? `- Writes mostly in: ${top(places, 3)}.` : '- No writes recorded.',
    `- ${failures} of ${calls} call(s) failed (${((100 * failures) / calls).toFixed(0)} %).`,
    ...(preferences.length ? [`- Preferences already trusted: ${preferences.join('; ')}.`] : []),
  ];
  return lines.join('\n');
}

export function dreamProposal(ctx: OpContext, text: string): Proposal {
  return {
    text,
    title: `Working habits of ${ctx.principal.id}`,
    kind: 'context',
    confidence: 0.5,
    at: new Date().toISOString(),
    source: callSource(ctx, 'dream'),
  };
}
