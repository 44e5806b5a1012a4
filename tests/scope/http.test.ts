// MCP over Streamable HTTP, against a real `serve --http` process on loopback: bearer
// tokens (none → 401, revoked → 401), origin checks, sessions bound to their principal,
// and 8 clients of two principals interleaved under load — no errors, no leaks, no lost
// writes. MNEMOFS_LOAD_SECONDS sets the load phase (60 s by default).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { runCli } from '../helpers/cli.js';
import { serve } from '../helpers/serve.js';
import { createToken, httpClient } from '../helpers/http-client.js';
import { SCOPES } from '../helpers/scopes.js';

const LOAD_SECONDS = Number(process.env.MNEMOFS_LOAD_SECONDS ?? 60);
const CANARY = { a: 'CANARY-A-51d0', b: 'CANARY-B-9e2c' };

const token = createToken;
const client = httpClient;

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'raw', version: '0' },
  },
};

function post(url: string, headers: Record<string, string>, body: unknown = initialize) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

test('HTTP: tokens, origins, per-principal sessions, and 8 interleaved clients with no errors, leaks or lost writes', async () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-http-'));
  const store = path.join(base, 'store');
  assert.equal(runCli(['init', '--store', store]).code, 0);
  fs.writeFileSync(path.join(store, '.mnemofs', 'config.toml'), SCOPES);
  const tokA = token(store, 'agent:a');
  const tokB = token(store, 'agent:b');
  const revoked = token(store, 'agent:a');
  const revokedId = revoked.split('_')[1] as string;
  assert.equal(runCli(['token', 'revoke', revokedId, '--store', store]).code, 0);
  const tokens = fs.readFileSync(path.join(store, '.mnemofs', 'tokens.json'), 'utf8');
  assert.ok(!tokens.includes(tokA) && !tokens.includes(tokB), 'a token is stored in clear');

  const s = await serve(store, undefined, ['--http', '127.0.0.1:0'], {
    MNEMOFS_COMMIT_QUIET_MS: '200',
  });
  try {
    const url = /MCP over HTTP at (\S+)/.exec(s.output())?.[1] as string;
    assert.ok(url, s.output());

    const none = await post(url, {});
    assert.equal(none.status, 401);
    assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer/);
    assert.equal((await post(url, { authorization: 'Bearer mnemofs_nope_nope' })).status, 401);
    assert.equal((await post(url, { authorization: `Bearer ${revoked}` })).status, 401);
    assert.equal(
      (await post(url, { authorization: `Bearer ${tokA}`, origin: 'http://evil.example' })).status,
      403,
    );
    // A session is its principal's: B's token cannot use A's session.
    const opened = await post(url, { authorization: `Bearer ${tokA}` });
    assert.equal(opened.status, 200);
    const sessionA = opened.headers.get('mcp-session-id') as string;
    const hijack = await post(
      url,
      { authorization: `Bearer ${tokB}`, 'mcp-session-id': sessionA },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    );
    assert.equal(hijack.status, 403);

    // Each principal plants its canary.
    const a0 = await client(url, tokA);
    const b0 = await client(url, tokB);
    const put = async (c: Client, p: string, content: string) =>
      assert.ok(
        !(await c.callTool({ name: 'mem_write', arguments: { path: p, content } })).isError,
      );
    await put(a0, 'agents/a/secret.md', `A's secret ${CANARY.a}\n`);
    await put(b0, 'agents/b/secret.md', `B's secret ${CANARY.b}\n`);
    const listA = JSON.stringify(
      await a0.callTool({ name: 'mem_list', arguments: { recursive: true } }),
    );
    assert.ok(listA.includes('agents/a/secret.md') && !listA.includes('agents/b'));

    // Load: 4 clients per principal, each appending numbered lines to its own file and
    // reading, searching, listing and grepping between appends.
    const deadline = Date.now() + LOAD_SECONDS * 1000;
    const errors: string[] = [];
    const leaks: string[] = [];
    const counts: number[] = [];
    const workers = [...Array(8).keys()].map(async (k) => {
      const who = k % 2 === 0 ? 'a' : 'b';
      const other = who === 'a' ? 'b' : 'a';
      const c = await client(url, who === 'a' ? tokA : tokB);
      const file = `agents/${who}/load-${k}.md`;
      let n = 0;
      try {
        while (Date.now() < deadline) {
          const ops: [string, Record<string, unknown>][] = [
            ['mem_append', { path: file, content: `line ${n}\n` }],
            ['mem_read', { path: file }],
            ['memory_search', { query: `secret ${CANARY[other]}`, limit: 20 }],
            ['mem_list', { recursive: true }],
            ['mem_grep', { pattern: 'CANARY' }],
          ];
          for (const [name, args] of ops) {
            const r = await c.callTool({ name, arguments: args });
            const body = JSON.stringify(r);
            if (r.isError) errors.push(`${who}/${k} ${name}: ${body.slice(0, 200)}`);
            if (body.includes(CANARY[other])) leaks.push(`${who}/${k} ${name}`);
          }
          n++;
        }
      } finally {
        counts[k] = n;
        await c.close();
      }
    });
    await Promise.all(workers);
    assert.deepEqual(errors.slice(0, 5), []);
    assert.deepEqual(leaks.slice(0, 5), []);
    for (let k = 0; k < 8; k++) {
      const who = k % 2 === 0 ? 'a' : 'b';
      const got = fs.readFileSync(path.join(store, `agents/${who}/load-${k}.md`), 'utf8');
      const want = [...Array(counts[k]).keys()].map((i) => `line ${i}\n`).join('');
      assert.equal(got, want, `client ${k}: lost or reordered writes`);
    }
    const total = counts.reduce((x, y) => x + y, 0);
    console.log(
      `HTTP load: 8 clients × ${LOAD_SECONDS} s, ${total} rounds of 5 calls (${((total * 5) / LOAD_SECONDS).toFixed(0)} calls/s), 0 errors, 0 leaks`,
    );
    await a0.close();
    await b0.close();
  } finally {
    assert.equal(await s.stop(), 0);
    fs.rmSync(base, { recursive: true, force: true });
  }
});
