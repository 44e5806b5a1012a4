// The real CLI over stdio: `node <bin> mcp --store …` spawned by the SDK's stdio client
// transport, driven by the SDK Client. Also two such clients appending to one file at
// once: O_APPEND on a checked fd means no append is lost or torn.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { tempStore, readAudit } from '../helpers/temp-store.js';
import { BIN } from '../helpers/cli.js';
import { text } from '../helpers/mcp-client.js';
import { TOOLS } from '../../mcp/tools.js';

async function stdioClient(store: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', '--store', store],
    stderr: 'pipe',
  });
  const client = new Client({ name: 'stdio-test', version: '0.0.0' });
  await client.connect(transport);
  return client;
}

test('the built CLI serves MCP over stdio', async () => {
  const t = tempStore();
  const client = await stdioClient(t.dir);
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((x) => x.name),
      TOOLS.map((x) => x.name),
    );
    assert.match(client.getInstructions() ?? '', /namespace/);
    const w = await client.callTool({
      name: 'mem_write',
      arguments: { path: 'user/stdio.md', content: 'over stdio' },
    });
    assert.equal(w.isError, undefined);
    assert.equal(fs.readFileSync(path.join(t.dir, 'user', 'stdio.md'), 'utf8'), 'over stdio');
    const r = await client.callTool({ name: 'mem_read', arguments: { path: 'user/stdio.md' } });
    assert.equal(text(r as never), 'over stdio');
    assert.deepEqual((r.structuredContent as { content: string }).content, 'over stdio');
  } finally {
    await client.close();
  }
  const entries = readAudit(t.dir).filter((e) => e.origin === 'mcp');
  assert.deepEqual(
    entries.map((e) => [e.op, e.ok]),
    [
      ['mem_write', true],
      ['mem_read', true],
    ],
  );
  assert.equal(entries[0]?.session, entries[1]?.session);
  await t.close();
});

test('a new store is created on first use by `mnemofs mcp`', async () => {
  const t = tempStore();
  const fresh = path.join(t.base, 'fresh-store');
  const client = await stdioClient(fresh);
  try {
    const list = await client.callTool({ name: 'mem_list', arguments: {} });
    assert.equal(text(list as never), 'user/  [dir]');
  } finally {
    await client.close();
  }
  assert.ok(fs.existsSync(path.join(fresh, '.mnemofs', 'audit.jsonl')));
  await t.close();
});

test('two stdio clients appending concurrently lose nothing', async () => {
  const t = tempStore();
  const clients = await Promise.all([stdioClient(t.dir), stdioClient(t.dir)]);
  const N = 150;
  try {
    await Promise.all(
      clients.map(async (client, c) => {
        for (let i = 0; i < N; i++) {
          const r = await client.callTool({
            name: 'mem_append',
            arguments: {
              path: 'user/log.md',
              content: `client ${c} line ${i} ${'.'.repeat(200)}\n`,
            },
          });
          assert.equal(r.isError, undefined, text(r as never));
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
  const lines = fs
    .readFileSync(path.join(t.dir, 'user', 'log.md'), 'utf8')
    .split('\n')
    .filter(Boolean);
  assert.equal(lines.length, 2 * N);
  for (let c = 0; c < 2; c++) {
    const mine = lines.filter((l) => l.startsWith(`client ${c} `));
    assert.deepEqual(
      mine,
      Array.from({ length: N }, (_, i) => `client ${c} line ${i} ${'.'.repeat(200)}`),
    );
  }
  assert.equal(readAudit(t.dir).filter((e) => e.op === 'mem_append' && e.ok).length, 2 * N);
  await t.close();
});
