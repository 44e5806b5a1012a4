// Sessions as the audit log tells them: every MCP connection's lines carry its session id;
// the mount's lines and the CLI's carry none and are grouped as `mount` and
// `cli:<principal>`. Consolidation (what sessions did, to learn from) and the session tools
// (what sessions did, to look back on) group by this one rule.

import type { AuditEntry } from './audit-entry.js';

/** The session an audit line belongs to. */
export function sessionKey(e: AuditEntry): string {
  return e.session ?? (e.origin === 'fuse' ? 'mount' : `${e.origin}:${e.principal}`);
}

/** The lines `keep` accepts, grouped by session, each group in log order. */
export function groupBySession(
  entries: readonly AuditEntry[],
  keep: (e: AuditEntry) => boolean,
): Map<string, AuditEntry[]> {
  const groups = new Map<string, AuditEntry[]>();
  for (const e of entries) {
    if (!keep(e)) continue;
    const key = sessionKey(e);
    const list = groups.get(key);
    if (list) list.push(e);
    else groups.set(key, [e]);
  }
  return groups;
}
