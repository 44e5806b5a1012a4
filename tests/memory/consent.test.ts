// Consent through the SDK's real Client (issue 15, sovereignty): with consent withheld,
// neither capture (memory_observe, the rules over what sessions wrote) nor consolidation
// learns anything — proved by the candidates on disk — and the sessions that ran meanwhile
// are never learned from later; only the owner changes it; every change is audited.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { call, connect, testServices, text } from '../helpers/mcp-client.js';
import { tempStore } from '../helpers/temp-store.js';

type Json = Record<string, unknown>;
const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Json;

/** Every fact or candidate file under the store, wherever memory keeps them. */
function learned(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = path.join(rel, e.name);
      if (e.isDirectory()) walk(r);
      else if (/^f-[0-9a-f]{16}\.md$/.test(e.name)) out.push(r);
    }
  };
  walk('');
  return out.sort();
}

test('consent off stops capture and consolidation, and what ran meanwhile is never learned', async () => {
  const t = tempStore();
  const services = await testServices(t.store);
  const owner = await connect(t.store, { services });
  const agent = await connect(t.store, {
    services,
    principal: { id: 'agent:a', grants: ['agents/a'] },
  });
  try {
    assert.deepEqual(sc(await call(owner, 'memory_consent', {})).consent, {
      capture: true,
      consolidation: true,
    });
    const denied = await call(agent, 'memory_consent', { action: 'deny' });
    assert.match(text(denied), /MEM_FORBIDDEN.*only the owner/);

    const off = sc(await call(owner, 'memory_consent', { action: 'deny', scope: 'all' }));
    assert.equal((off.consent as Json).capture, false);
    const before = learned(t.dir);

    const obs = await call(owner, 'memory_observe', { content: 'The user deploys on Fridays.' });
    assert.match(text(obs), /MEM_FORBIDDEN.*consent to capture/);
    await call(owner, 'mem_write', {
      path: 'user/profile.md',
      content: '# Profile\n\neditor: helix\n\nWe decided to use PostgreSQL for the event store.\n',
    });
    const r = sc(await call(owner, 'mem_consolidate', {}));
    assert.equal(r.sessions, 0);
    assert.match(r.sampling as string, /consolidation is off/);
    assert.deepEqual(learned(t.dir), before, 'nothing learned while consent is withheld');

    // Capture alone off: consolidation runs, but not the rules over what sessions wrote.
    await call(owner, 'memory_consent', { action: 'allow', scope: 'consolidation' });
    await call(owner, 'mem_write', { path: 'user/more.md', content: 'shell: fish\n' });
    const partial = sc(await call(owner, 'mem_consolidate', {}));
    assert.match(partial.sampling as string, /capture is off/);
    assert.deepEqual(learned(t.dir), before);

    // Back on: only what is written from now on is learned; the sessions above are not.
    await call(owner, 'memory_consent', { action: 'allow' });
    await call(owner, 'mem_write', { path: 'user/later.md', content: 'terminal: kitty\n' });
    await call(owner, 'mem_consolidate', {});
    const now = learned(t.dir).filter((f) => !before.includes(f));
    const texts = now.map((f) => fs.readFileSync(path.join(t.dir, f), 'utf8')).join('\n');
    assert.match(texts, /terminal: kitty/);
    assert.doesNotMatch(texts, /helix|PostgreSQL|fish/);

    const changes = t.audit().filter((e) => e.op === 'memory_consent');
    assert.deepEqual(
      changes.map((e) => `${e.principal} ${e.path} ${e.ok}`),
      [
        'owner query all true',
        'agent:a deny all false',
        'owner deny all true',
        'owner allow consolidation true',
        'owner allow all true',
      ],
    );
  } finally {
    await owner.close();
    await agent.close();
    await t.close();
  }
});
