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
  } finally {
    await owner.close();
    await agent.close();
    await t.close();
  }
});
