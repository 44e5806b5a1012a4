// `mnemofs audit`: read the audit log, filtered; `--follow` keeps printing new entries.

import type { AuditEntry } from '../../audit/audit-entry.js';
import { matchesFilter, type AuditFilter } from '../../audit/audit-reader.js';
import { MemError } from '../../errors/mem-error.js';
import { StoreFiles } from '../../store/store-files.js';
import { storeDir } from '../config.js';
import { wholeNumber, type Verb } from '../verb.js';

const UNITS: Record<string, number> = { s: 1e3, m: 60e3, h: 3600e3, d: 86400e3 };

/** `--since`: an RFC 3339 time, or a duration back from now (`30s`, `10m`, `2h`, `7d`). */
export function parseSince(value: string, now = Date.now()): Date {
  const rel = /^(\d+)([smhd])$/.exec(value);
  if (rel) return new Date(now - Number(rel[1]) * (UNITS[rel[2] as string] as number));
  const t = Date.parse(value);
  if (Number.isNaN(t)) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `--since "${value}" is neither a time (2026-11-30T09:00:00Z) nor a duration (10m, 2h, 7d)`,
    );
  }
  return new Date(t);
}

function human(e: AuditEntry): string {
  const where = [e.path, e.dest].filter(Boolean).join(' -> ');
  const outcome = e.ok ? 'ok' : `FAILED ${e.error?.code}: ${e.error?.message}`;
  const size =
    e.bytes !== undefined ? ` ${e.bytes}B` : e.count !== undefined ? ` n=${e.count}` : '';
  return `${e.ts} ${e.origin}/${e.principal} ${e.op} ${where}${size} ${outcome}`;
}

export const auditCommand: Verb = {
  summary: 'print the audit log (every operation and failure)',
  usage:
    'mnemofs audit [--store DIR] [--failures] [--since T] [--op OP] [--path P] [--principal P] [--session S] [--trace T] [--limit N] [--follow] [--json]',
  args: [
    ['--failures', 'only failed operations'],
    [
      '--since T',
      'only entries at or after T: an RFC 3339 time (2026-11-30T09:00:00Z) or a duration back from now (30s, 10m, 2h, 7d)',
    ],
    ['--op OP', 'only this operation, e.g. mem_write or fuse.unlink'],
    ['--path P', 'only entries whose path is P or under P'],
    ['--principal P', 'only entries of this principal (owner, agent:<id>, team:<id>)'],
    ['--session S', 'only entries of this MCP session'],
    ['--trace T', 'only entries of this trace id (one MCP request, one file handle)'],
    ['--limit N', 'only the last N matching entries (whole number ≥ 1; default: all)'],
    ['-f, --follow', 'keep printing new entries until Ctrl-C'],
    ['--json', 'one JSON object per line, as stored in .mnemofs/audit.jsonl'],
  ],
  examples: [
    'mnemofs audit --failures --since 1h',
    'mnemofs audit --op fuse.write --limit 20 --json',
    'mnemofs audit -f',
  ],
  options: {
    failures: { type: 'boolean' },
    follow: { type: 'boolean', short: 'f' },
    since: { type: 'string' },
    op: { type: 'string' },
    path: { type: 'string' },
    principal: { type: 'string' },
    session: { type: 'string' },
    trace: { type: 'string' },
    limit: { type: 'string' },
  },
  async run(values) {
    const dir = storeDir(values.store as string | undefined);
    const filter: AuditFilter = {
      failures: values.failures === true,
      since: values.since ? parseSince(values.since as string) : undefined,
      op: values.op as string | undefined,
      path: values.path as string | undefined,
      principal: values.principal as string | undefined,
      session: values.session as string | undefined,
      trace: values.trace as string | undefined,
    };
    const limit = wholeNumber(values.limit, '--limit');
    const files = StoreFiles.open(dir); // reads only: no store to open beside a serve
    const print = (entries: AuditEntry[]) => {
      for (const e of entries) console.log(values.json ? JSON.stringify(e) : human(e));
    };
    try {
      const first = files.readAudit(0);
      const kept = first.entries.filter((e) => matchesFilter(e, filter));
      print(limit ? kept.slice(-limit) : kept);
      if (!kept.length && !values.json && !values.follow) console.log('no audit entries match');
      if (first.malformed) console.error(`mnemofs: ${first.malformed} malformed line(s) skipped`);
      if (!values.follow) return 0;
      let offset = first.next;
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          const chunk = files.readAudit(offset);
          offset = chunk.next;
          print(chunk.entries.filter((e) => matchesFilter(e, filter)));
        }, 250);
        for (const signal of ['SIGINT', 'SIGTERM'] as const) {
          process.once(signal, () => {
            clearInterval(timer);
            resolve();
          });
        }
      });
      return 0;
    } finally {
      files.close();
    }
  },
};
