// One door (issue 13): a rule of the store reaches the mount as it reaches the tools. Through
// a real mount: a write past `max_write_bytes` is refused with EFBIG and none of its bytes
// land (as mem_write refuses the content), with an audit line; an agent's mount view
// (`serve --as agent:x`) stores a `trust: trusted` it wrote as unverified, with the same
// audit line an MCP write of the same agent gets; and that view can make its own namespace.
// Notes that view keeps saving into a directory it has just made stay unverified while the
// watcher walks that new directory (they were indexed as a person's before session 13).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../helpers/cli.js';
import { connectStdio } from '../helpers/stdio-client.js';
import { until } from '../helpers/until.js';
import { fuseUnavailable, serve, tempBase } from '../helpers/serve.js';

const skip = fuseUnavailable();

interface Line {
  op: string;
  origin: string;
  ok: boolean;
  path?: string;
  error?: { code: string; message: string };
}

function audit(store: string): Line[] {
  return fs
    .readFileSync(path.join(store, '.mnemofs/audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);
}

test(
  'a write through the mount past the size cap is refused with EFBIG; nothing lands',
  { skip },
  async () => {
    const t = tempBase();
    assert.equal(runCli(['init', '--store', t.store]).code, 0);
    fs.writeFileSync(
      path.join(t.store, '.mnemofs/config.toml'),
      '[limits]\nmax_write_bytes = 65536\n',
    );
    const s = await serve(t.store, t.mount);
    try {
      const big = Buffer.alloc(200_000, 'x');
      assert.throws(() => fs.writeFileSync(path.join(t.mount, 'user/big.md'), big), /EFBIG/);
      assert.equal(
        fs.statSync(path.join(t.store, 'user/big.md')).size,
        0,
        'none of its bytes landed',
      );
      // An existing note: a write that would take it past the cap leaves it as it was. (A
      // write request the kernel sends is refused whole; like RLIMIT_FSIZE, a write(2) the
      // kernel splits at the cap may land its part below the cap.)
      fs.writeFileSync(path.join(t.mount, 'user/note.md'), 'kept\n');
      const fd = fs.openSync(path.join(t.mount, 'user/note.md'), 'r+');
      try {
        assert.throws(() => fs.writeSync(fd, Buffer.alloc(10), 0, 10, 70_000), /EFBIG/);
        assert.throws(() => fs.ftruncateSync(fd, 70_000), /EFBIG/);
      } finally {
        fs.closeSync(fd);
      }
      assert.equal(fs.readFileSync(path.join(t.store, 'user/note.md'), 'utf8'), 'kept\n');
      assert.throws(() => fs.truncateSync(path.join(t.mount, 'user/note.md'), 1_000_000), /EFBIG/);
      assert.equal(fs.readFileSync(path.join(t.store, 'user/note.md'), 'utf8'), 'kept\n');
      // The same cap, the same code as mem_write's refusal.
      const refused = audit(t.store).filter((e) => !e.ok && e.error?.code === 'MEM_TOO_LARGE');
      assert.ok(
        refused.some((e) => e.op === 'fuse.write' && e.path === 'user/big.md'),
        JSON.stringify(refused),
      );
      assert.match(
        refused[0]?.error?.message ?? '',
        /the cap is 65536 \(limits\.max_write_bytes\)/,
      );
    } finally {
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);

/** A store with agent x declared, served with x's mount view (`serve --as agent:x`). */
async function agentMount() {
  const t = tempBase();
  assert.equal(runCli(['init', '--store', t.store]).code, 0);
  fs.writeFileSync(path.join(t.store, '.mnemofs/config.toml'), '[[agents]]\nid = "x"\n');
  return { t, s: await serve(t.store, t.mount, ['--as', 'agent:x']) };
}

test(
  'an agent’s mount view stores trust: trusted as unverified, as MCP does, and makes its namespace',
  { skip },
  async () => {
    const { t, s } = await agentMount();
    const note = '---\ntrust: trusted\ntitle: claim\n---\nThe deploy key is rotated weekly.\n';
    try {
      // agents/ does not exist yet: the agent's view makes it, then its own namespace.
      fs.mkdirSync(path.join(t.mount, 'agents/x/notes'), { recursive: true });
      assert.ok(fs.statSync(path.join(t.store, 'agents/x/notes')).isDirectory());
      assert.throws(() => fs.mkdirSync(path.join(t.mount, 'agents/y')), /EACCES/);

      fs.writeFileSync(path.join(t.mount, 'agents/x/notes/mount.md'), note);
      const client = await connectStdio(t.store, 'agent:x');
      const r = await client.callTool({
        name: 'mem_write',
        arguments: { path: 'agents/x/notes/mcp.md', content: note },
      });
      assert.equal(r.isError, undefined);
      // A note without front matter: its trust comes from its author, an agent either way.
      fs.writeFileSync(path.join(t.mount, 'agents/x/notes/plain.md'), 'okapi sightings log\n');
      await client.callTool({
        name: 'mem_write',
        arguments: { path: 'agents/x/notes/plain2.md', content: 'okapi sightings log two\n' },
      });
      const hits = (
        await client.callTool({ name: 'memory_search', arguments: { query: 'okapi sightings' } })
      ).structuredContent as { hits: { path: string; trust: string }[] };
      assert.deepEqual(hits.hits.map((h) => [h.path, h.trust]).sort(), [
        ['agents/x/notes/plain.md', 'unverified'],
        ['agents/x/notes/plain2.md', 'unverified'],
      ]);
      await client.close();
      const stored = (name: string) =>
        fs.readFileSync(path.join(t.store, `agents/x/notes/${name}`), 'utf8');
      await until('the mount write to be stored', () => stored('mount.md').includes('unverified'));
      assert.equal(stored('mount.md'), stored('mcp.md'));
      assert.match(stored('mount.md'), /^trust: unverified$/m);
      const downgrades = audit(t.store).filter((e) => e.op === 'memory.trust_downgrade');
      assert.deepEqual(
        downgrades.map((e) => [e.origin, e.path, e.ok, e.error?.code]),
        [
          ['fuse', 'agents/x/notes/mount.md', false, 'MEM_FORBIDDEN'],
          ['mcp', 'agents/x/notes/mcp.md', false, 'MEM_FORBIDDEN'],
        ],
      );
      assert.equal(
        downgrades[0]?.error?.message.replace('mount.md', 'NOTE'),
        downgrades[1]?.error?.message.replace('mcp.md', 'NOTE'),
      );
    } finally {
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);

test(
  'notes an agent’s mount view saves into a directory it just made stay unverified while it keeps saving (the watcher’s walk of the new directory leaves them to the mount)',
  { skip },
  async () => {
    const { t, s } = await agentMount();
    try {
      // A note every 10 ms for 0.6 s into a directory made just before: the mount never
      // rests long enough for them to be indexed while the watcher looks at the directory
      // (a new one: walked, as one moved in beside the mount would be).
      fs.mkdirSync(path.join(t.mount, 'agents/x/log'), { recursive: true });
      for (let i = 0; i < 60; i++) {
        fs.writeFileSync(path.join(t.mount, `agents/x/log/n${i}.md`), `wombat tally ${i}\n`);
        await new Promise((r) => setTimeout(r, 10));
      }
      const client = await connectStdio(t.store, 'agent:x');
      const r = await client.callTool({
        name: 'memory_search',
        arguments: { query: 'wombat tally', mode: 'text', limit: 100 },
      });
      const hits = (r.structuredContent as { hits: { path: string; trust: string }[] }).hits;
      await client.close();
      assert.equal(new Set(hits.map((h) => h.path)).size, 60);
      assert.deepEqual([...new Set(hits.map((h) => h.trust))], ['unverified']);
    } finally {
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);
