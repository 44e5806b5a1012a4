// memory_about and memory_auto_created through the SDK's real Client (issue 15,
// sovereignty): what consolidation learned is found (the original's version found nothing),
// observations are not counted as learned; a topic finds notes and facts with their trust;
// an agent sees nothing of another agent's namespace.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, connect, testServices } from '../helpers/mcp-client.js';
import { tempStore } from '../helpers/temp-store.js';

type Json = Record<string, unknown>;
const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Json;

test('what consolidation learned is listed; about finds a topic and sums up the store', async () => {
  const t = tempStore();
  const services = await testServices(t.store);
  const owner = await connect(t.store, { services });
  const agent = await connect(t.store, {
    services,
    principal: { id: 'agent:b', grants: ['agents/b'] },
  });
  try {
    await call(owner, 'mem_write', {
      path: 'user/profile.md',
      content: '# Profile\n\neditor: helix\n\nWe decided to use PostgreSQL for the event store.\n',
    });
    await call(owner, 'memory_observe', {
      content: 'The user reviews pull requests in the morning.',
    });
    await call(agent, 'mem_write', { path: 'agents/b/notes.md', content: 'database: sqlite\n' });
    await call(owner, 'mem_consolidate', {});

    const auto = sc(await call(owner, 'memory_auto_created', {})).items as Json[];
    const titles = auto.map((i) => i.title as string);
    assert.ok(titles.includes('editor: helix'), titles.join(' | '));
    assert.ok(titles.some((x) => /PostgreSQL/.test(x)));
    assert.ok(!titles.some((x) => /pull requests/.test(x)), 'an observation is not auto-created');
    for (const i of auto) {
      assert.equal(i.state, 'candidate');
      assert.equal(i.via, 'rules');
      assert.ok(typeof i.session === 'string');
    }
    // The agent sees what was learned for its namespace only.
    const agentsView = sc(await call(agent, 'memory_auto_created', {})).items as Json[];
    assert.ok(agentsView.every((i) => !/helix|PostgreSQL/.test(i.title as string)));

    const topic = sc(await call(owner, 'memory_about', { topic: 'PostgreSQL' }));
    const notes = topic.notes as Json[];
    assert.equal(notes[0]?.path, 'user/profile.md');
    assert.equal(notes[0]?.trust, 'unverified', "an agent's write through MCP");
    const overall = sc(await call(owner, 'memory_about', {}));
    const user = (overall.namespaces as Json[]).find((n) => n.ns === 'user');
    assert.equal(user?.notes, 1);
    assert.ok((overall.candidates as number) >= 2);
    const agentOverall = sc(await call(agent, 'memory_about', {}));
    assert.deepEqual(
      (agentOverall.namespaces as Json[]).map((n) => n.ns),
      ['agents/b'],
    );
    const agentTopic = sc(await call(agent, 'memory_about', { topic: 'PostgreSQL' }));
    assert.deepEqual(agentTopic.notes, []);

    await call(owner, 'memory_task_save', { title: 'ship it' });
    const summary = sc(await call(owner, 'memory_summary', { recent_limit: 3 }));
    const kinds = summary.by_kind as Record<string, number>;
    assert.equal(kinds.note, 2, JSON.stringify(summary));
    assert.equal(kinds.task, 1);
    assert.deepEqual(summary.by_namespace, { 'agents/b': 1, user: 2 });
    assert.equal(
      (summary.by_source as Record<string, number>).agent,
      3,
      'MCP writes are an agent’s',
    );
    assert.equal((summary.recent as Json[]).length, 3);
    const agentSummary = sc(await call(agent, 'memory_summary', {}));
    assert.deepEqual(agentSummary.by_namespace, { 'agents/b': 1 });
  } finally {
    await owner.close();
    await agent.close();
    await t.close();
  }
});
