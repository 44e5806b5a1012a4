// Principals and scopes by effect: agent A attacks agent B's namespace through every tool
// with every spelling; a canary planted in B never reaches A (responses, snippets, errors,
// history); B's files are unchanged; every denial is audited. Search filters before
// ranking. Tool profiles hide and refuse. The mount view of an agent is as scoped as its
// tools.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { loadPrincipals } from '../../src/cli/principal.js';
import { BIN, gitUnavailable, runCli } from '../helpers/cli.js';
import { call, connect, testServices, text } from '../helpers/mcp-client.js';
import { fuseUnavailable, serve, tempBase } from '../helpers/serve.js';
import { tempStore, treeState } from '../helpers/temp-store.js';
import { CANARY, plant } from '../helpers/scopes.js';

const B_PATHS = [
  'agents/b/secret.md',
  './agents/b/secret.md',
  'agents//b/secret.md',
  'agents/b/./secret.md',
  'agents/b/',
  'agents/b',
  '/agents/b/secret.md',
  'user/../agents/b/secret.md',
  'agents/a/../b/secret.md',
  'agents/a/../../agents/b/secret.md',
  'agents/B/secret.md',
  'AGENTS/b/secret.md',
  'agents%2Fb%2Fsecret.md',
  'agents/b%2Fsecret.md',
  'agents\\b\\secret.md',
  'аgents/b/secret.md', // Cyrillic а
  'agents/b\u200b/secret.md',
  'agents/ｂ/secret.md', // fullwidth b
  'agents/b\u0301/secret.md', // b + combining acute (NFD of no namespace anyone has)
  'agents/a/../b/./secret.md/',
  'agents/b/secret.md\u0000',
  `agents/b/${'x'.repeat(5000)}`,
  'teams/core/x.md',
];

function calls(p: string): [string, Record<string, unknown>][] {
  return [
    ['mem_read', { path: p }],
    ['mem_write', { path: p, content: 'pwned', overwrite: true }],
    ['mem_append', { path: p, content: 'pwned' }],
    ['mem_edit', { path: p, old_str: 'launch', new_str: 'pwned' }],
    ['mem_insert', { path: p, line: 1, text: 'pwned' }],
    ['mem_move', { from: p, to: 'agents/a/stolen.md' }],
    ['mem_move', { from: 'agents/a/mine.md', to: p }],
    ['mem_list', { path: p, recursive: true }],
    ['mem_grep', { pattern: 'launch', path: p }],
    ['mem_mkdir', { path: p }],
    ['mem_remove', { path: p, recursive: true }],
    ['mem_diff', { path: p, from: 'HEAD~1' }],
    ['mem_log', { path: p }],
    ['mem_revert', { path: p, to: 'HEAD~1' }],
    ['memory_search', { query: 'launch code', path: p }],
    ['memory_forget', { path: p, reason: 'pwned' }],
  ];
}

async function attack(client: Client): Promise<{ calls: number; leaks: string[] }> {
  const leaks: string[] = [];
  let n = 0;
  const check = (label: string, r: unknown) => {
    if (JSON.stringify(r).includes(CANARY) || JSON.stringify(r).includes('launch code is'))
      leaks.push(`${label}: ${JSON.stringify(r).slice(0, 300)}`);
  };
  for (const p of B_PATHS) {
    for (const [tool, args] of calls(p)) {
      const r = await call(client, tool, args);
      n++;
      assert.ok(r.isError, `${tool} ${JSON.stringify(args).slice(0, 80)} succeeded for agent:a`);
      check(`${tool} ${p.slice(0, 40)}`, r);
    }
  }
  // Tools without a path: the canary must not come back through them either.
  for (const [tool, args] of [
    ['mem_grep', { pattern: CANARY }],
    ['mem_grep', { pattern: 'launch', regex: true }],
    ['mem_list', { recursive: true }],
    ['mem_list', {}],
    ['memory_search', { query: CANARY }],
    ['memory_search', { query: 'launch code', mode: 'hybrid', limit: 100 }],
    ['memory_search', { query: 'launch code', mode: 'vector', limit: 100 }],
    ['memory_get_context', { query: 'launch code', token_budget: 50_000 }],
    ['memory_get_context', {}],
    ['memory_facts', { trust: ['candidate', 'unverified', 'trusted', 'quarantined'] }],
    ['memory_facts', { query: CANARY, as_of: '2026-06-01T00:00:00Z' }],
    ['memory_forget', { fact: 'f-00000000000000aa', reason: 'x' }],
    ['mem_log', { limit: 1000 }],
    ['mem_snapshot', {}],
    ['mem_snapshot_list', {}],
    ['mem_snapshot_restore', { id: '20260101T000000000Z-000001' }],
    ['mem_consolidate', {}],
  ] as [string, Record<string, unknown>][]) {
    const r = await call(client, tool, args);
    n++;
    check(`${tool} ${JSON.stringify(args)}`, r);
  }
  return { calls: n, leaks };
}

test(
  'cross-scope attack through every tool and spelling: the canary never reaches agent A, B is unchanged, every denial is audited',
  { skip: gitUnavailable() },
  async () => {
    const t = tempStore();
    try {
      plant(t.dir);
      const principals = loadPrincipals(t.dir);
      const services = await testServices(t.store);
      // B works a little first, so history holds commits naming B's paths.
      const b = await connect(t.store, { services, principal: principals.get('agent:b') });
      assert.ok(
        !(await call(b, 'mem_write', { path: `agents/b/${CANARY}-2.md`, content: CANARY })).isError,
      );
      assert.ok(!(await call(b, 'mem_log', {})).isError);
      const a = await connect(t.store, { services, principal: principals.get('agent:a') });
      assert.ok(
        !(await call(a, 'mem_write', { path: 'agents/a/mine.md', content: 'mine' })).isError,
      );
      const before = treeState(path.join(t.dir, 'agents', 'b'));
      const userBefore = treeState(path.join(t.dir, 'user'));
      const mark = t.mark();
      const { calls: made, leaks } = await attack(a);
      assert.deepEqual(leaks, [], 'the canary leaked');
      assert.equal(treeState(path.join(t.dir, 'agents', 'b')), before, "B's files changed");
      // A may read user/ but not write it.
      const w = await call(a, 'mem_write', {
        path: 'user/shared.md',
        content: 'x',
        overwrite: true,
      });
      assert.match(
        text(w),
        /^MEM_FORBIDDEN: path "user\/shared\.md" is in namespace user\/, which agent:a may read but not change/,
      );
      assert.ok(!(await call(a, 'mem_read', { path: 'user/shared.md' })).isError);
      for (const [tool, args] of [
        ['mem_revert', { path: 'user/shared.md' }],
        ['memory_forget', { path: 'user/shared.md', reason: 'x' }],
        ['mem_remove', { path: 'user/shared.md' }],
      ] as const) {
        const r = await call(a, tool, args);
        assert.match(text(r), /^MEM_FORBIDDEN: .* may read but not change/, tool);
      }
      assert.equal(treeState(path.join(t.dir, 'user')), userBefore);
      // Every denial has its audit line, with A as the principal.
      const lines = mark();
      const others = lines.filter((e) => e.origin !== 'system' && e.principal !== 'agent:a');
      assert.deepEqual(others, [], 'audit lines of the attack name another principal');
      const denied = lines.filter((e) => !e.ok);
      assert.ok(
        denied.length >= B_PATHS.length * calls('x').length,
        `${denied.length} denials audited for ${made} calls`,
      );
      // The history A sees names only what A may read.
      const log = JSON.stringify((await call(a, 'mem_log', { limit: 100 })).structuredContent);
      assert.ok(log.includes('agents/a/mine.md'));
      assert.ok(!log.includes('agents/b'), log);
      // The owner still sees everything.
      const owner = await connect(t.store, { services });
      assert.ok(
        JSON.stringify((await call(owner, 'mem_log', { limit: 100 })).structuredContent).includes(
          CANARY,
        ),
      );
      const ls = (await call(a, 'mem_list', {})).structuredContent as {
        entries: { path: string }[];
      };
      assert.deepEqual(ls.entries.map((e) => e.path).sort(), ['agents/a', 'user']);
    } finally {
      await t.close();
    }
  },
);

test('search with limit 10 for a term in 500 of B’s files and 3 of A’s returns A’s 3', async () => {
  const t = tempStore();
  try {
    plant(t.dir);
    for (let i = 0; i < 500; i++) {
      fs.mkdirSync(path.join(t.dir, 'agents/b/bulk'), { recursive: true });
      fs.writeFileSync(
        path.join(t.dir, `agents/b/bulk/${i}.md`),
        `zorbleflux report ${i} zorbleflux zorbleflux\n`,
      );
    }
    for (let i = 0; i < 3; i++)
      fs.writeFileSync(path.join(t.dir, `agents/a/${i}.md`), `a single zorbleflux mention ${i}\n`);
    const principals = loadPrincipals(t.dir);
    const a = await connect(t.store, { principal: principals.get('agent:a') });
    for (const mode of ['text', 'vector', 'hybrid']) {
      const r = (await call(a, 'memory_search', { query: 'zorbleflux', limit: 10, mode }))
        .structuredContent as {
        hits: { path: string }[];
      };
      assert.deepEqual(
        [...new Set(r.hits.map((h) => h.path))].sort(),
        ['agents/a/0.md', 'agents/a/1.md', 'agents/a/2.md'],
        mode,
      );
    }
  } finally {
    await t.close();
  }
});

test('a tool outside the profile is absent from tools/list and refused at tools/call, audited', async () => {
  const t = tempStore();
  try {
    plant(t.dir);
    const reader = await connect(t.store, { principal: loadPrincipals(t.dir).get('agent:reader') });
    const names = (await reader.listTools()).tools.map((x) => x.name);
    assert.ok(names.includes('mem_read') && names.includes('memory_search'));
    for (const hidden of ['mem_write', 'mem_remove', 'mem_snapshot_restore', 'memory_forget'])
      assert.ok(!names.includes(hidden), hidden);
    const mark = t.mark();
    const r = await call(reader, 'mem_write', { path: 'agents/reader/x.md', content: 'x' });
    assert.match(r.rpcError ?? '', /tool "mem_write" is not in the tool profile of agent:reader/);
    assert.ok(!fs.existsSync(path.join(t.dir, 'agents/reader/x.md')));
    const line = mark().find((e) => e.op === 'mem_write');
    assert.equal(line?.ok, false);
    assert.equal(line?.error?.code, 'MEM_FORBIDDEN');
    assert.equal(line?.principal, 'agent:reader');
  } finally {
    await t.close();
  }
});

test(
  'the mount view of an agent: only its namespaces, user/ read-only, B out of reach (EACCES), the canary never read',
  { skip: fuseUnavailable() },
  async () => {
    const t = tempBase();
    execFileSync(process.execPath, [
      path.join(import.meta.dirname, '../../dist/src/cli/main.js'),
      'init',
      '--store',
      t.store,
    ]);
    plant(t.store);
    const s = await serve(t.store, t.mount, ['--as', 'agent:a']);
    try {
      const m = (rel: string) => path.join(t.mount, rel);
      assert.deepEqual(fs.readdirSync(m('agents')), ['a']);
      assert.ok(!fs.readdirSync(t.mount).includes('.mnemofs'));
      for (const rel of [
        'agents/b/secret.md',
        `agents/b/${CANARY}.md`,
        'agents/b',
        '.mnemofs/audit.jsonl',
        '.git/config',
      ])
        assert.throws(() => fs.readFileSync(m(rel)), /EACCES|ENOENT|EISDIR/, rel);
      assert.throws(() => fs.readdirSync(m('agents/b')), /EACCES|ENOENT/);
      assert.throws(() => fs.writeFileSync(m('agents/b/x.md'), 'x'), /EACCES|ENOENT/);
      assert.throws(() => fs.writeFileSync(m('user/x.md'), 'x'), /EACCES/);
      assert.throws(() => fs.mkdirSync(m('agents/b2')), /EACCES/);
      assert.equal(
        fs.readFileSync(m('user/shared.md'), 'utf8'),
        'The owner’s shared note about launches.\n',
      );
      fs.writeFileSync(m('agents/a/note.md'), 'mine\n');
      assert.equal(fs.readFileSync(path.join(t.store, 'agents/a/note.md'), 'utf8'), 'mine\n');
      const grep = execFileSync('sh', ['-c', `grep -r "${CANARY}" . 2>/dev/null; true`], {
        cwd: t.mount,
        encoding: 'utf8',
      });
      assert.equal(grep, '');
      assert.ok(
        !fs.existsSync(path.join(t.store, 'agents/b/x.md')) &&
          !fs.existsSync(path.join(t.store, 'user/x.md')),
      );
    } finally {
      assert.equal(await s.stop(), 0);
      t.cleanup();
    }
  },
);

test('`mnemofs mcp --as agent:a` over stdio acts for agent A; an unknown principal is refused with the known ones', async () => {
  const t = tempStore();
  try {
    plant(t.dir);
    await t.store.close();
    const c = new Client({ name: 'stdio-as', version: '0' });
    await c.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN, 'mcp', '--store', t.dir, '--as', 'agent:a'],
      }),
    );
    try {
      const ls = (await c.callTool({ name: 'mem_list', arguments: {} })).structuredContent as {
        entries: { path: string }[];
      };
      assert.deepEqual(ls.entries.map((e) => e.path).sort(), ['agents/a', 'user']);
      const r = await c.callTool({ name: 'mem_read', arguments: { path: 'agents/b/secret.md' } });
      assert.ok(r.isError);
      assert.ok(!JSON.stringify(r).includes(CANARY));
    } finally {
      await c.close();
    }
    const bad = runCli(['mcp', '--store', t.dir, '--as', 'agent:zz']);
    assert.equal(bad.code, 2); // --as names no principal: a usage error (issue 12)
    assert.match(
      bad.stderr,
      /unknown principal "agent:zz"; this store knows: owner, agent:a, agent:b, agent:reader/,
    );
  } finally {
    fs.rmSync(t.base, { recursive: true, force: true });
  }
});
