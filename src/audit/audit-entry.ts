// The shape of one line of `.mnemofs/audit.jsonl` (SPEC "Audit"). Keys are a contract:
// the CLI, consolidation and people's own `jq` pipelines read them.

export type Origin = 'mcp' | 'fuse' | 'cli' | 'web' | 'sync' | 'system';

export interface AuditEntry {
  /** RFC 3339 UTC with milliseconds. */
  ts: string;
  /** The tool or front-end op: `mem_write`, `fuse.unlink`, `cli.init`. */
  op: string;
  origin: Origin;
  principal: string;
  /** Namespace of `path` (`user`, `agents/coder`), when the path had one. */
  ns?: string;
  path?: string;
  /** Second path of a two-path op (move). */
  dest?: string;
  ok: boolean;
  /** Content bytes read or written. */
  bytes?: number;
  /** Entries or matches returned (list, grep). */
  count?: number;
  /** Retrieval ops: estimated tokens returned to the model. */
  tokens?: number;
  error?: { code: string; message: string };
  trace_id?: string;
  session?: string;
}

/** Fixed key order, so lines read the same in `tail -f` and diff cleanly. */
const KEYS: (keyof AuditEntry)[] = [
  'ts',
  'op',
  'origin',
  'principal',
  'ns',
  'path',
  'dest',
  'ok',
  'bytes',
  'count',
  'tokens',
  'error',
  'trace_id',
  'session',
];

export function serializeEntry(entry: AuditEntry): string {
  const ordered: Record<string, unknown> = {};
  for (const key of KEYS) if (entry[key] !== undefined) ordered[key] = entry[key];
  return JSON.stringify(ordered) + '\n';
}
