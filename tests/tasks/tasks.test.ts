// Cross-session tasks through the SDK's real Client (issue 15, tasks): a task saved in one
// session is resumed in the next, with both sessions and the commits that changed it; it is
// a Markdown file in the saver's namespace, versioned and searchable; progress is refused
// outside 0–100 (never wrapped), ids that could make a path are refused with nothing
// written; a hand-broken task file is named, not fatal; agent A sees none of agent B's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, connect, testServices, text } from '../helpers/mcp-client.js';
import { tempStore } from '../helpers/temp-store.js';

const data = <T>(r: { structuredContent?: unknown }) => r.structuredContent as T;
interface Saved {
  task: { id: string; sessions: string[]; progress: number; status: string; next_steps: string[] };
  path: string;
  created: boolean;
}

test('a task saved in one session is resumed in the next, with its sessions and commits', async () => {
  const t = tempStore();
  const services = await testServices(t.store);
  let first: Client | undefined;
  let second: Client | undefined;
  try {
    first = await connect(t.store, { services });
    const saved = data<Saved>(
      await call(first, 'memory_task_save', {
        title: 'Port the parser to the new grammar',
        progress: 40,
        next_steps: ['handle escapes', 'run the fuzzer'],
        files_modified: ['src/parser.ts'],
        context: 'The old grammar stays until the fuzzer is clean.',
      }),
    );
    assert.equal(saved.created, true);
    assert.match(saved.path, /^user\/tasks\/[A-Za-z0-9_-]+\.md$/);
    const onDisk = fs.readFileSync(path.join(t.dir, saved.path), 'utf8');
    assert.match(onDisk, /^---\nid: /);
    assert.match(onDisk, /The old grammar stays/);
    await first.close();

    second = await connect(t.store, { services });
    const open = data<{ tasks: { id: string }[] }>(await call(second, 'memory_task_list', {}));
    assert.deepEqual(
      open.tasks.map((x) => x.id),
      [saved.task.id],
    );
    const resumed = await call(second, 'memory_task_resume', { id: saved.task.id });
    assert.match(text(resumed), /Port the parser.*40%/);
    assert.match(text(resumed), /1\. handle escapes/);
    const r = data<{ task: Saved['task']; commits: { message: string }[] }>(resumed);
    assert.ok(r.commits.length >= 1, 'the save was committed to history');

    const updated = data<Saved>(
      await call(second, 'memory_task_save', {
        id: saved.task.id,
        progress: 80,
        next_steps: ['run the fuzzer'],
      }),
    );
    assert.equal(updated.created, false);
    assert.equal(updated.task.progress, 80);
    assert.deepEqual(updated.task.next_steps, ['run the fuzzer']);
    assert.equal(updated.task.sessions.length, 2, 'both sessions are recorded');

    const closed = data<Saved>(
      await call(second, 'memory_task_close', { id: saved.task.id, reason: 'merged' }),
    );
    assert.equal(closed.task.status, 'done');
    assert.equal(closed.task.progress, 100);
    assert.deepEqual(
      data<{ tasks: unknown[] }>(await call(second, 'memory_task_list', {})).tasks,
      [],
    );
    const done = data<{ tasks: { id: string }[] }>(
      await call(second, 'memory_task_list', { status: 'done' }),
    );
    assert.deepEqual(
      done.tasks.map((x) => x.id),
      [saved.task.id],
    );

    // Searchable like any note.
    const hits = data<{ hits: { path: string }[] }>(
      await call(second, 'memory_search', { query: 'fuzzer grammar', mode: 'text' }),
    );
    assert.ok(hits.hits.some((h) => h.path === saved.path));
    const ops = t.audit().map((e) => e.op);
    for (const op of [
      'memory_task_save',
      'memory_task_resume',
      'memory_task_list',
      'memory_task_close',
    ])
      assert.ok(ops.includes(op), `${op} is audited`);
  } finally {
    await first?.close();
    await second?.close();
    await t.close();
  }
});

test('bad task input is refused with the fix, and nothing is written', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    const tasksDir = path.join(t.dir, 'user', 'tasks');
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ title: 'x', progress: 256 }, /progress/],
      [{ title: 'x', progress: -1 }, /progress/],
      [{ title: 'x', id: '../../escape' }, /task id/],
      [{ title: 'x', id: 'a/b' }, /task id/],
      [{ title: 'x', id: 'x'.repeat(129) }, /id/],
      [{ id: 'no-title-yet' }, /give it a title/],
      [{ title: 'x', status: 'paused' }, /status/],
    ];
    for (const [args, why] of refusals) {
      const r = await call(client, 'memory_task_save', args);
      assert.equal(r.isError, true, JSON.stringify(args));
      assert.match(text(r), why);
    }
    assert.equal(fs.existsSync(tasksDir), false, 'no task file or directory was made');
    assert.equal(fs.existsSync(path.join(t.base, 'escape.md')), false);
    const missing = await call(client, 'memory_task_resume', { id: 'nope' });
    assert.match(text(missing), /MEM_NOT_FOUND.*memory_task_list/);

    // A task file broken by hand is named in the listing; the others still list.
    fs.mkdirSync(tasksDir, { recursive: true });
    fs.writeFileSync(path.join(tasksDir, 'broken.md'), '---\nid: broken\nprogress: 900\n---\n');
    await call(client, 'memory_task_save', { title: 'fine' });
    const list = data<{ tasks: unknown[]; unreadable: { path: string; error: string }[] }>(
      await call(client, 'memory_task_list', {}),
    );
    assert.equal(list.tasks.length, 1);
    assert.equal(list.unreadable[0]?.path, 'user/tasks/broken.md');
  } finally {
    await client.close();
    await t.close();
  }
});

test("agent A sees none of agent B's tasks, and cannot resume or close them", async () => {
  const t = tempStore();
  const services = await testServices(t.store);
  const a = await connect(t.store, {
    services,
    principal: { id: 'agent:a', grants: ['agents/a'] },
  });
  const b = await connect(t.store, {
    services,
    principal: { id: 'agent:b', grants: ['agents/b'] },
  });
  try {
    const saved = data<Saved>(await call(b, 'memory_task_save', { title: "b's secret plan" }));
    assert.match(saved.path, /^agents\/b\/tasks\//);
    assert.deepEqual(data<{ tasks: unknown[] }>(await call(a, 'memory_task_list', {})).tasks, []);
    assert.match(text(await call(a, 'memory_task_resume', { id: saved.task.id })), /MEM_NOT_FOUND/);
    assert.match(text(await call(a, 'memory_task_close', { id: saved.task.id })), /MEM_NOT_FOUND/);
    // A's save with B's id makes A's own task; B's is untouched.
    const mine = data<Saved>(
      await call(a, 'memory_task_save', { id: saved.task.id, title: 'mine' }),
    );
    assert.match(mine.path, /^agents\/a\/tasks\//);
    const still = fs.readFileSync(path.join(t.dir, saved.path), 'utf8');
    assert.match(still, /b's secret plan/);
  } finally {
    await a.close();
    await b.close();
    await t.close();
  }
});
