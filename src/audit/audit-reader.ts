// Reads the audit log back for the CLI (`mnemofs audit`) and, later, consolidation. Reads
// by byte offset so a follower or a consolidation cursor resumes exactly where it stopped;
// a last line without its newline (being written right now) is left for the next read.

import type { SandboxRoot } from '../sandbox/sandbox-root.js';
import { O_RDONLY } from '../sandbox/ffi.js';
import type { AuditEntry } from './audit-entry.js';

export interface AuditFilter {
  failures?: boolean;
  since?: Date;
  op?: string;
  /** Entries whose path or dest is this path or lies under it. */
  path?: string;
  principal?: string;
  session?: string;
  trace?: string;
}

export interface AuditChunk {
  entries: AuditEntry[];
  /** Byte offset just past the last complete line read. */
  next: number;
  /** Lines that were not valid JSON (reported, never fatal). */
  malformed: number;
}

export function readAuditFrom(root: SandboxRoot, rel: string, offset: number): AuditChunk {
  return readLines(root, rel, () => offset, false);
}

/**
 * The entries of the last `maxBytes` of the log (the first, partial line dropped): a page
 * showing the recent past reads a bounded amount however long the log has grown.
 */
export function readAuditTail(root: SandboxRoot, rel: string, maxBytes: number): AuditChunk {
  return readLines(root, rel, (size) => Math.max(0, size - maxBytes), true);
}

function readLines(
  root: SandboxRoot,
  rel: string,
  from: (size: number) => number,
  midLine: boolean,
): AuditChunk {
  const file = root.openFile(rel, O_RDONLY);
  try {
    const size = file.size();
    const offset = from(size);
    if (size <= offset) return { entries: [], next: offset, malformed: 0 };
    const buf = Buffer.allocUnsafe(size - offset);
    let got = 0;
    while (got < buf.length) {
      const n = file.read(buf.subarray(got), offset + got);
      if (n === 0) break;
      got += n;
    }
    const end = buf.lastIndexOf(0x0a, got - 1) + 1;
    // Started mid-file: the first line is the tail of one left out.
    const start = midLine && offset > 0 ? buf.indexOf(0x0a) + 1 : 0;
    const entries: AuditEntry[] = [];
    let malformed = 0;
    for (const line of buf.toString('utf8', start, end).split('\n')) {
      if (line === '') continue;
      try {
        entries.push(JSON.parse(line) as AuditEntry);
      } catch {
        malformed++;
      }
    }
    return { entries, next: offset + end, malformed };
  } finally {
    file.close();
  }
}

function under(path: string | undefined, prefix: string): boolean {
  return (
    path !== undefined && (path === prefix || path.startsWith(prefix.replace(/\/$/, '') + '/'))
  );
}

export function matchesFilter(entry: AuditEntry, filter: AuditFilter): boolean {
  if (filter.failures && entry.ok) return false;
  if (filter.op && entry.op !== filter.op) return false;
  if (filter.principal && entry.principal !== filter.principal) return false;
  if (filter.session && entry.session !== filter.session) return false;
  if (filter.trace && entry.trace_id !== filter.trace) return false;
  if (filter.since && !(Date.parse(entry.ts) >= filter.since.getTime())) return false;
  if (filter.path && !under(entry.path, filter.path) && !under(entry.dest, filter.path))
    return false;
  return true;
}
