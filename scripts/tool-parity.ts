// The original's 37 tools (ANOLISA agent-memory 0.2.8, ../shared/reference) against
// mnemofs's, for docs/tools.md: which tool does the job here and what is better about it.
// A row whose mnemofs tool is not in the registry is rendered as "not yet".

export const PARITY: readonly [original: string, ours: string, better: string][] = [
  [
    'mem_read',
    'mem_read',
    'paged by line with `next_offset`; links, FIFOs and binaries refused by the kernel sandbox',
  ],
  [
    'mem_write',
    'mem_write',
    'atomic (temp + fsync + rename), never truncate-then-write; refuses to overwrite unless asked',
  ],
  ['mem_append', 'mem_append', 'atomic; size cap checked on the resulting file'],
  ['mem_edit', 'mem_edit', 'exactly one match required, named when there are more'],
  ['mem_list', 'mem_list', '`.git/` and `.mnemofs/` never listed; mode and mtime shown'],
  [
    'mem_grep',
    'mem_grep',
    'no `.git/` internals; long lines cut without failing (the original could panic on CJK)',
  ],
  ['mem_diff', 'mem_diff', 'any two commits, not only HEAD'],
  ['mem_mkdir', 'mem_mkdir', 'one parent fd per component, openat2 beneath the root'],
  ['mem_remove', 'mem_remove', 'recursive removal on directory fds, never a path walk'],
  [
    'mem_promote',
    'mem_promote',
    'moves from a scratch area the tools can write (the original had no tool that wrote scratch)',
  ],
  [
    'mem_session_log',
    'mem_session_log',
    'from the audit log: failures included, nothing lost when a session ends badly',
  ],
  [
    'memory_search',
    'memory_search',
    'chunked hybrid search with a measured MRR; scope filtered before ranking; injection-flagged hits',
  ],
  [
    'memory_observe',
    'memory_observe',
    'one gate: injection filter, tombstones, dedupe, review before recall',
  ],
  ['memory_get_context', 'memory_get_context', 'fenced as data, token budget, withheld count'],
  [
    'memory_sessions',
    'memory_sessions',
    'every session from the audit log (the original read summary files that may not exist); scoped to the caller',
  ],
  [
    'memory_timeline',
    'memory_timeline',
    'calls in order with failures and their reasons; another principal’s sessions are not found',
  ],
  [
    'memory_summary',
    'memory_summary',
    'counts by namespace, kind, source and trust that find what they count (the original’s auto counts were always zero); scoped to the caller',
  ],
  [
    'memory_session_context',
    'memory_session_context',
    'only trusted, current facts (the original included superseded ones), fenced as data, with a withheld count',
  ],
  [
    'mem_dream',
    'mem_dream',
    'a profile from the sessions the audit log records and trusted preferences, proposed as a candidate for review (never straight into memory), deterministic',
  ],
  [
    'mem_index_refresh',
    'mem_index_refresh',
    'reconciles by content hash; `rebuild` re-reads everything',
  ],
  ['mem_snapshot', 'mem_snapshot', 'owner only; retention by count and age'],
  ['mem_snapshot_list', 'mem_snapshot_list', 'sha256 of each archive listed'],
  [
    'mem_snapshot_restore',
    'mem_snapshot_restore',
    'every entry vetted, crash-safe, an automatic snapshot first',
  ],
  ['mem_log', 'mem_log', 'commits filtered to what the caller may read'],
  ['mem_revert', 'mem_revert', 'to any commit, files and directories'],
  [
    'mem_consolidate',
    'mem_consolidate',
    'incremental by cursor; facts proposed through the one gate',
  ],
  [
    'mem_compact',
    'mem_compact',
    'cold from real reads in the audit log (the original never counted an access, so every old file went cold); warm again when changed; dry run',
  ],
  [
    'memory_task_save',
    'memory_task_save',
    'through the store (sandboxed, atomic, versioned, searchable); progress outside 0–100 refused, not wrapped',
  ],
  ['memory_task_resume', 'memory_task_resume', 'with the sessions and commits that changed it'],
  [
    'memory_task_list',
    'memory_task_list',
    'scoped to namespaces the caller may read; a hand-broken file is named, not fatal',
  ],
  ['memory_task_close', 'memory_task_close', 'needs write access where the task lives'],
  [
    'mem_export',
    'mem_export',
    'every note exactly as stored, with its sha256, namespace and trust; facts with their validity; scoped to what the caller may read',
  ],
  [
    'mem_import',
    'mem_import',
    'every entry vetted like a restored snapshot entry, refusals named and audited; overwrite snapshots first and returns undo (the original threw its backup away); merge keeps both',
  ],
  [
    'memory_about',
    'memory_about',
    'scoped to the namespaces the caller may read (the original ignored agent scope); notes and facts with their trust; an overview without a topic',
  ],
  [
    'memory_forget',
    'memory_forget',
    'one path or one fact, tombstoned so it is never re-learned (the original deleted the top-20 search hits)',
  ],
  [
    'memory_auto_created',
    'memory_auto_created',
    'finds what consolidation made, candidates included (the original’s found nothing: no fact carried its source)',
  ],
  [
    'memory_consent',
    'memory_consent',
    'both scopes enforced (capture and consolidation; the original enforced one); owner only; every change audited; sessions run while off are never mined later',
  ],
];
