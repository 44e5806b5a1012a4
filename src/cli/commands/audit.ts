// `mnemofs audit`: read the audit log, filtered; `--follow` keeps printing new entries.

import type { AuditEntry } from '../../audit/audit-entry.js';
import { matchesFilter, readAuditFrom, type AuditFilter } from '../../audit/audit-reader.js';
import { MemError } from '../../errors/mem-error.js';
import { SandboxRoot } from '../../sandbox/sandbox-root.js';
import { AUDIT_FILE, TMP_DIR } from '../../store/layout.js';
import { storeDir } from '../config.js';
import type { Verb } from '../main.js';

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
    'mnemofs audit [--store DIR] [--failures] [--since T] [--op OP] [--path P] [--limit N] [--follow] [--json]',
  options: {
    failures: { type: 'boolean' },
    follow: { type: 'boolean', short: 'f' },
    since: { type: 'string' },
    op: { type: 'string' },
    path: { type: 'string' },
    limit: { type: 'string' },
  },
  async run(values) {
    const dir = storeDir(values.store as string | undefined);
    const filter: AuditFilter = {
      failures: values.failures === true,
      since: values.since ? parseSince(values.since as string) : undefined,
      op: values.op as string | undefined,
      path: values.path as string | undefined,
    };
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
      throw new MemError(
        'MEM_INVALID_ARG',
        `--limit must be a positive whole number; got ${values.limit}`,
      );
    }
    const root = SandboxRoot.open(dir, { tmpDir: TMP_DIR });
    const print = (entries: AuditEntry[]) => {
      for (const e of entries) console.log(values.json ? JSON.stringify(e) : human(e));
    };
    try {
      const first = readAuditFrom(root, AUDIT_FILE, 0);
      const kept = first.entries.filter((e) => matchesFilter(e, filter));
      print(limit ? kept.slice(-limit) : kept);
      if (first.malformed) console.error(`mnemofs: ${first.malformed} malformed line(s) skipped`);
      if (!values.follow) return 0;
      let offset = first.next;
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          const chunk = readAuditFrom(root, AUDIT_FILE, offset);
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
      root.close();
    }
  },
};
