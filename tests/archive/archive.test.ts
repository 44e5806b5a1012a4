// Export and import (issue 15, archives), by effect on disk: a store exported with the CLI
// and imported into a fresh one reproduces every note byte for byte; the original's archive
// format imports; hostile archives — entries escaping the store, reserved paths, NUL,
// over-long names, another principal's namespace, altered text, a claim of 10 GiB or of
// more items than allowed — write nothing (inside or outside), and each refusal is named and
// audited; overwrite takes a snapshot that undoes it; merge keeps both.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { BIN } from '../helpers/cli.js';
import { call, connect, testServices, text } from '../helpers/mcp-client.js';
import { tempStore } from '../helpers/temp-store.js';

type Json = Record<string, unknown>;
const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Json;

/** Every file under the namespaces of a store: relative path → bytes. */
function notes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = path.posix.join(rel, e.name);
      if (e.isDirectory()) walk(r);
      else out.set(r, fs.readFileSync(path.join(dir, r), 'latin1'));
    }
  };
  for (const top of ['user', 'agents', 'teams']) if (fs.existsSync(path.join(dir, top))) walk(top);
  return out;
}

test('export with the CLI, import into a fresh store: every note byte for byte', async () => {
  const a = tempStore();
  const b = tempStore();
  try {
    const client = await connect(a.store);
    const files: [string, string][] = [
      ['user/notes/plain.md', '# Plain\n\nno front matter\n'],
      ['user/notes/front.md', '---\ntags: [a, b]\ntitle: "Front"\n---\n# Front\nbody\n'],
      ['user/notes/unicode.md', '# Ünïcödé ✓ 漢字\n\nemoji 🦀 and CRLF\r\nline\n'],
      ['agents/coder/notes.md', 'the agent’s note\n'],
    ];
    for (const [p, content] of files) await call(client, 'mem_write', { path: p, content });
    await call(client, 'memory_task_save', { id: 'carry', title: 'Carry me over', progress: 30 });
    await client.close();
    // Closed, not removed: the CLI opens them next (the files are cleaned up at the end).
    await a.store.close();
    await b.store.close();

    const archive = path.join(a.base, 'memory.json');
    execFileSync(process.execPath, [BIN, 'export', '--store', a.dir, '--out', archive]);
    const out = execFileSync(process.execPath, [BIN, 'import', archive, '--store', b.dir]);
    assert.match(out.toString(), /^5 imported, 0 overwritten, 0 skipped, 0 refused/);
    const before = notes(a.dir);
    assert.equal(before.size, 5);
    assert.deepEqual(notes(b.dir), before);

    // Again: everything exists and is the same, so everything is skipped.
    const again = execFileSync(process.execPath, [BIN, 'import', archive, '--store', b.dir]);
    assert.match(again.toString(), /^0 imported, 0 overwritten, 5 skipped, 0 refused/);
  } finally {
    fs.rmSync(a.base, { recursive: true, force: true });
    fs.rmSync(b.base, { recursive: true, force: true });
  }
});

test("an archive of the original's format imports into the importer's namespace", async () => {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    const original = {
      version: '1.0',
      format: 'anolisa-memory-archive',
      exported_at: '2026-01-01T00:00:00Z',
      agent_id: 'claude',
      user_id: 'u',
      total_memories: 1,
      memories: [
        {
          path: 'notes/rust.md',
          frontmatter: { category: 'notes', tags: '["rust","async"]' },
          content: '# Rust\nUse tokio.\n',
        },
      ],
      tasks: [{ path: 'tasks/t1.md', frontmatter: {}, content: 'task body\n' }],
    };
    const r = sc(await call(client, 'mem_import', { json_data: JSON.stringify(original) }));
    assert.deepEqual(r.imported, ['user/notes/rust.md', 'user/tasks/t1.md']);
    assert.equal(
      fs.readFileSync(path.join(t.dir, 'user/notes/rust.md'), 'utf8'),
      '---\ncategory: notes\ntags:\n  - rust\n  - async\n---\n# Rust\nUse tokio.\n',
    );
  } finally {
    await client.close();
    await t.close();
  }
});

test('hostile archives write nothing, and every refusal is named and audited', async () => {
  const t = tempStore();
  const services = await testServices(t.store);
  const agent = await connect(t.store, {
    services,
    principal: { id: 'agent:a', grants: ['agents/a'] },
  });
  try {
    const item = (p: string, extra: Json = {}) => ({
      path: p,
      frontmatter: {},
      content: 'x\n',
      ...extra,
    });
    const hostile = [
      item('../../outside/secret.md'),
      item('/etc/passwd'),
      item('agents/a/../../../outside/x.md'),
      item('agents/a/.git/config'),
      item('agents/a/.mnemofs/audit.jsonl'),
      item('agents/a/nul\u0000.md'),
      item(`agents/a/${'n'.repeat(300)}.md`),
      item('user/not-mine.md'),
      item('agents/b/theirs.md'),
      item('agents/a/altered.md', { text: 'changed\n', sha256: '0'.repeat(64) }),
      item('agents/a/huge.md', { content: 'y'.repeat(17 * 1024 * 1024) }),
      item('agents/a/binary.md', { content: 'a\u0000b' }),
    ];
    const archive = { format: 'anolisa-memory-archive', version: '1.0', memories: hostile };
    await call(agent, 'mem_write', { path: 'agents/a/kept.md', content: 'kept\n' });
    const stateBefore = t.outsideState();
    const storeBefore = notes(t.dir);
    const mark = t.mark();
    const r = sc(await call(agent, 'mem_import', { json_data: JSON.stringify(archive) }));
    assert.deepEqual(r.imported, []);
    const refused = r.refused as { path: string; reason: string }[];
    assert.equal(refused.length, hostile.length, JSON.stringify(refused, null, 1));
    for (const x of refused) assert.match(x.reason, /^MEM_[A-Z_]+: .+/);
    assert.equal(t.outsideState(), stateBefore, 'nothing outside the store changed');
    assert.deepEqual(notes(t.dir), storeBefore, 'nothing inside either');
    assert.equal(fs.existsSync(path.join(t.dir, 'user/not-mine.md')), false);
    const audited = mark().filter((e) => e.op === 'mem_import' && !e.ok);
    assert.equal(audited.length, hostile.length);

    // Claims the importer refuses before reading an item.
    const tooMany = {
      format: 'anolisa-memory-archive',
      version: '1.0',
      memories: Array(100_001).fill(item('agents/a/x.md')),
    };
    assert.match(
      text(await call(agent, 'mem_import', { json_data: JSON.stringify(tooMany) })),
      /more than 100000 items/,
    );
    assert.match(
      text(await call(agent, 'mem_import', { json_data: '{"format":"other"}' })),
      /not a memory archive/,
    );
    assert.match(text(await call(agent, 'mem_import', { json_data: 'not json' })), /not JSON/);
    assert.deepEqual(notes(t.dir), storeBefore);
  } finally {
    await agent.close();
    await t.close();
  }
});

test('overwrite takes a snapshot that undoes it; merge keeps both; dry run writes nothing', async () => {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    await call(client, 'mem_write', { path: 'user/a.md', content: 'mine\n' });
    const archive = JSON.stringify({
      format: 'anolisa-memory-archive',
      version: '1.0',
      memories: [{ path: 'user/a.md', frontmatter: {}, content: 'theirs\n' }],
    });
    const dry = sc(
      await call(client, 'mem_import', {
        json_data: archive,
        strategy: 'overwrite',
        dry_run: true,
      }),
    );
    assert.deepEqual(dry.overwritten, ['user/a.md']);
    assert.equal(fs.readFileSync(path.join(t.dir, 'user/a.md'), 'utf8'), 'mine\n');

    const merged = sc(await call(client, 'mem_import', { json_data: archive, strategy: 'merge' }));
    assert.deepEqual(merged.imported, ['user/a.imported.md']);
    assert.equal(fs.readFileSync(path.join(t.dir, 'user/a.md'), 'utf8'), 'mine\n');
    assert.equal(fs.readFileSync(path.join(t.dir, 'user/a.imported.md'), 'utf8'), 'theirs\n');

    const over = sc(
      await call(client, 'mem_import', { json_data: archive, strategy: 'overwrite' }),
    );
    assert.deepEqual(over.overwritten, ['user/a.md']);
    assert.equal(fs.readFileSync(path.join(t.dir, 'user/a.md'), 'utf8'), 'theirs\n');
    const undo = await call(client, 'mem_snapshot_restore', { id: over.undo });
    assert.equal(undo.isError, undefined, text(undo));
    assert.equal(fs.readFileSync(path.join(t.dir, 'user/a.md'), 'utf8'), 'mine\n');
  } finally {
    await client.close();
    await t.close();
  }
});

test('import without a file is a usage error (exit 2, the fix on stderr)', () => {
  const r = spawnSync(process.execPath, [BIN, 'import'], { encoding: 'utf8' });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /give the archive file/);
});
