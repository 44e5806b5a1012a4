// Looking back on sessions through the SDK's real Client (issue 15, sessions): a past
// session is listed — calls, failures, tools, paths written — and its timeline is its calls
// in order, failures with their reason; mem_session_log is the calling session's own; an
// agent sees none of another agent's sessions.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, connect, testServices, text } from '../helpers/mcp-client.js';
import { tempStore } from '../helpers/temp-store.js';
import { context, OWNER } from '../../src/store/context.js';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { BIN } from '../helpers/cli.js';
import { connectStdio } from '../helpers/stdio-client.js';

interface Session {
  session_id: string;
  kind: string;
  principal: string;
  tool_calls: number;
  failures: number;
  tools_used: string[];
  paths_written: string[];
  summary: string;
}
const data = <T>(r: { structuredContent?: unknown }) => r.structuredContent as T;

test('a past session is listed with its timeline; this session sees its own log', async () => {
  const t = tempStore();
  const services = await testServices(t.store);
  const past = await connect(t.store, { services });
  await call(past, 'mem_write', { path: 'user/plan.md', content: '# plan\n' });
  await call(past, 'mem_append', { path: 'user/plan.md', content: 'step one\n' });
  await call(past, 'mem_read', { path: 'user/missing.md' }); // fails: MEM_NOT_FOUND
  await past.close();
  const now = await connect(t.store, { services });
  try {
    const listed = data<{ sessions: Session[] }>(await call(now, 'memory_sessions', {}));
    const s = listed.sessions.find((x) => x.paths_written.includes('user/plan.md'));
    assert.ok(s, JSON.stringify(listed.sessions));
    assert.equal(s.kind, 'mcp');
    assert.equal(s.principal, 'owner');
    assert.equal(s.tool_calls, 3);
    assert.equal(s.failures, 1);
    assert.deepEqual(s.tools_used, ['mem_append', 'mem_read', 'mem_write']);
    assert.match(s.summary, /3 call\(s\) \(1 failed\)/);

    const tl = await call(now, 'memory_timeline', { session_id: s.session_id });
    const entries = data<{ entries: { tool: string; ok: boolean; error?: { code: string } }[] }>(
      tl,
    ).entries;
    assert.deepEqual(
      entries.map((e) => `${e.tool}:${e.ok}`),
      ['mem_write:true', 'mem_append:true', 'mem_read:false'],
    );
    assert.equal(entries[2]?.error?.code, 'MEM_NOT_FOUND');
    assert.match(text(tl), /FAIL\s+mem_read user\/missing.md/);

    const mine = data<{ entries: { tool: string }[] }>(await call(now, 'mem_session_log', {}));
    assert.deepEqual(
      mine.entries.map((e) => e.tool),
      ['memory_sessions', 'memory_timeline'],
      'only this session, before this call',
    );
    const unknown = await call(now, 'memory_timeline', { session_id: 'no-such-session' });
    assert.match(text(unknown), /MEM_NOT_FOUND.*memory_sessions/);
  } finally {
    await now.close();
    await t.close();
  }
});

test("an agent sees its own sessions only, never another agent's", async () => {
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
    await call(b, 'mem_write', { path: 'agents/b/secret.md', content: 'b only' });
    await call(a, 'mem_write', { path: 'agents/a/mine.md', content: 'a' });
    const seenByA = data<{ sessions: Session[] }>(await call(a, 'memory_sessions', {})).sessions;
    assert.deepEqual([...new Set(seenByA.map((s) => s.principal))], ['agent:a']);
    assert.ok(!JSON.stringify(seenByA).includes('secret'));
    const seenByB = data<{ sessions: Session[] }>(await call(b, 'memory_sessions', {})).sessions;
    const bSession = seenByB[0]?.session_id as string;
    assert.match(text(await call(a, 'memory_timeline', { session_id: bSession })), /MEM_NOT_FOUND/);
    // The owner sees both.
    const owner = await connect(t.store, { services });
    const all = data<{ sessions: Session[] }>(await call(owner, 'memory_sessions', {})).sessions;
    for (const p of ['agent:a', 'agent:b'])
      assert.ok(
        all.some((s) => s.principal === p),
        p,
      );
    await owner.close();
  } finally {
    await a.close();
    await b.close();
    await t.close();
  }
});

test('a new session is briefed: recent sessions, and only trusted current facts, fenced', async () => {
  const t = tempStore();
  const services = await testServices(t.store);
  const past = await connect(t.store, { services });
  try {
    await call(past, 'mem_write', { path: 'user/plan.md', content: '# plan\n' });
    const trusted = data<{ id: string }>(
      await call(past, 'memory_observe', { content: 'The user deploys with blue-green releases.' }),
    );
    await call(past, 'memory_observe', { content: 'The user likes the colour teal.' }); // stays a candidate
    await services.memory.approve(context(OWNER, 'cli'), trusted.id); // a person's review
    await past.close();

    const next = await connect(t.store, { services });
    const r = data<{ context: string; sessions: Session[]; facts: { title: string }[] }>(
      await call(next, 'memory_session_context', {}),
    );
    assert.deepEqual(
      r.sessions.map((s) => s.kind).sort(),
      ['cli', 'mcp'],
      'the past MCP session and the review',
    );
    assert.match(r.context, /## Recent sessions\n[\s\S]*3 call\(s\) by owner/);
    assert.match(r.context, /```memory\n[\s\S]*blue-green releases[\s\S]*```/);
    assert.doesNotMatch(r.context, /teal/, 'a candidate is not memory yet');
    assert.deepEqual(
      r.facts.map((f) => f.title),
      ['The user deploys with blue-green releases.'],
    );
    await next.close();
  } finally {
    await t.close();
  }
});

test('mem_dream proposes a profile of working habits for review, never trusted memory', async () => {
  const t = tempStore();
  const services = await testServices(t.store);
  const agent = await connect(t.store, {
    services,
    principal: { id: 'agent:a', grants: ['agents/a'] },
  });
  try {
    const none = await call(agent, 'mem_dream', {});
    assert.match(text(none), /MEM_NOT_FOUND.*no session of agent:a/);
    for (let i = 0; i < 3; i++)
      await call(agent, 'mem_write', { path: `agents/a/notes/n${i}.md`, content: `note ${i}\n` });
    await call(agent, 'mem_read', { path: 'agents/a/missing.md' });
    const r = data<{ outcome: string; id: string; profile: string }>(
      await call(agent, 'mem_dream', {}),
    );
    assert.equal(r.outcome, 'candidate');
    assert.match(r.profile, /Working habits of agent:a, from 1 session\(s\)/);
    assert.match(r.profile, /Tools used in the most sessions: .*mem_write/);
    assert.match(r.profile, /Writes mostly in: agents\/a\/notes \(3\)/);
    assert.match(
      r.profile,
      /2 of 5 call\(s\) failed/,
      'the refused first dream and the missing read',
    );
    assert.equal(services.memory.candidates().find((c) => c.id === r.id)?.trust, 'candidate');
    const again = data<{ outcome: string }>(await call(agent, 'mem_dream', {}));
    assert.notEqual(again.outcome, 'fact');
  } finally {
    await agent.close();
    await t.close();
  }
});

test('a client pins its session id with MNEMOFS_SESSION; a bad one is refused at start', async () => {
  const t = tempStore();
  await t.store.close();
  try {
    for (let i = 0; i < 2; i++) {
      const c = await connectStdio(t.dir, undefined, { MNEMOFS_SESSION: 'project-x.1' });
      await c.callTool({ name: 'mem_write', arguments: { path: `user/p${i}.md`, content: 'x' } });
      await c.close();
    }
    const c = await connectStdio(t.dir);
    const listed = (await c.callTool({ name: 'memory_sessions', arguments: {} }))
      .structuredContent as { sessions: Session[] };
    const s = listed.sessions.find((x) => x.session_id === 'project-x.1');
    assert.deepEqual(
      s?.paths_written,
      ['user/p0.md', 'user/p1.md'],
      'two connections, one pinned session',
    );
    await c.close();
    const bad = spawnSync(process.execPath, [BIN, 'mcp', '--store', t.dir], {
      env: { ...process.env, MNEMOFS_SESSION: '../escape' },
      input: '',
      encoding: 'utf8',
    });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /session id "..\/escape" is not valid/);
  } finally {
    fs.rmSync(t.base, { recursive: true, force: true });
  }
});
