// The audit reader resumes by byte offset, leaves a half-written last line for later, and
// filters by failure, op, time, path, principal, session and trace; its tail reads the
// last bytes only.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { tempStore } from '../helpers/temp-store.js';
import { matchesFilter, readAuditFrom, readAuditTail } from '../../src/audit/audit-reader.js';
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

test('filters by principal, session and trace', () => {
  const e: AuditEntry = {
    ts: '2026-11-30T10:00:00.000Z',
    op: 'mem_read',
    origin: 'mcp',
    principal: 'agent:a',
    ok: true,
    trace_id: 'abc',
    session: 's1',
  };
  assert.ok(matchesFilter(e, { principal: 'agent:a', session: 's1', trace: 'abc' }));
  assert.ok(!matchesFilter(e, { principal: 'owner' }));
  assert.ok(!matchesFilter(e, { session: 's2' }));
  assert.ok(!matchesFilter(e, { trace: 'abd' }));
});

test('the tail reads only the last bytes, starting at a whole line', async () => {
  const t = tempStore();
  const ctx = context(OWNER, 'cli');
  for (let i = 0; i < 50; i++) await t.store.write(ctx, `user/n${i}.md`, 'x');
  const all = readAuditFrom(t.sandbox(), AUDIT_FILE, 0).entries;
  const tail = readAuditTail(t.sandbox(), AUDIT_FILE, 1000);
  assert.equal(tail.malformed, 0);
  assert.ok(tail.entries.length > 0 && tail.entries.length < all.length);
  assert.deepEqual(tail.entries, all.slice(-tail.entries.length));
  assert.deepEqual(readAuditTail(t.sandbox(), AUDIT_FILE, 1e9).entries, all);
  await t.close();
});
