// The audit reader resumes by byte offset, leaves a half-written last line for later, and
// filters by failure, op, time and path.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { tempStore } from '../helpers/temp-store.js';
import { matchesFilter, readAuditFrom } from '../../src/audit/audit-reader.js';
import { AUDIT_FILE } from '../../src/store/layout.js';
import { context, OWNER } from '../../src/store/context.js';
import type { AuditEntry } from '../../src/audit/audit-entry.js';

test('reads complete lines from an offset and leaves a partial last line', async () => {
  const t = tempStore({ auditFsyncMs: 100 });
  const ctx = context(OWNER, 'cli');
  await t.store.write(ctx, 'user/a.md', 'x');
  // Written before the call returned, even with fsync batching on.
  const first = readAuditFrom(t.sandbox(), AUDIT_FILE, 0);
  assert.equal(first.entries.at(-1)?.op, 'mem_write');
  fs.appendFileSync(path.join(t.dir, AUDIT_FILE), '{"ts":"2026-');
  const second = readAuditFrom(t.sandbox(), AUDIT_FILE, first.next);
  assert.deepEqual(second, { entries: [], next: first.next, malformed: 0 });
  await t.close();
});

test('filters', () => {
  const e: AuditEntry = {
    ts: '2026-11-30T10:00:00.000Z',
    op: 'mem_move',
    origin: 'mcp',
    principal: 'owner',
    path: 'user/a.md',
    dest: 'user/b/c.md',
    ok: false,
  };
  assert.ok(matchesFilter(e, { failures: true }));
  assert.ok(!matchesFilter({ ...e, ok: true }, { failures: true }));
  assert.ok(matchesFilter(e, { op: 'mem_move', path: 'user/b' }));
  assert.ok(!matchesFilter(e, { path: 'user/a' }));
  assert.ok(matchesFilter(e, { since: new Date('2026-11-30T09:00:00Z') }));
  assert.ok(!matchesFilter(e, { since: new Date('2026-11-30T11:00:00Z') }));
});
