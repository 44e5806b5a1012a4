// npm run bench:web — the owner's page on a store of 10,000 notes (100 directories of 100,
// plus one directory of 2,000), 30 review candidates, and an audit log of the
// store's start plus 20,000 lines: each view's size and server time (p50, p95 of N), against
// the floor measured in the same run (the page's own stylesheet: the same listener,
// authentication and headers, no view work). The first page is the review queue plus its
// stylesheet and script. Prints; never a pass/fail. Usage: npm run bench:web [-- --iterations N]

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '50' } } });
const N = Number(values.iterations);
const BIN = path.join(import.meta.dirname, '..', 'dist/src/cli/main.js');
const cli = (...args: string[]) =>
  execFileSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-bench-web-'));
const store = path.join(base, 'store');
cli('init', '--store', store);
fs.writeFileSync(path.join(store, '.mnemofs', 'config.toml'), '[[agents]]\nid = "a"\n');
const words = 'memory agent note plan launch review search index commit snapshot fact team'.split(
  ' ',
);
for (let d = 0; d < 100; d++) {
  const dir = path.join(store, 'user', `d${d}`);
  fs.mkdirSync(dir, { recursive: true });
  for (let n = 0; n < 100; n++)
    fs.writeFileSync(
      path.join(dir, `note-${n}.md`),
      `# Note ${d}/${n}\n\n${Array.from({ length: 60 }, (_, i) => words[(d * 7 + n * 3 + i) % words.length]).join(' ')}\n`,
    );
}
const big = path.join(store, 'user', 'inbox');
fs.mkdirSync(big);
for (let n = 0; n < 2000; n++) fs.writeFileSync(path.join(big, `item-${n}.md`), `# Item ${n}\n`);
const factsDir = path.join(store, 'user', 'facts');
fs.mkdirSync(factsDir);
const audit = path.join(store, '.mnemofs', 'audit.jsonl');
const lines: string[] = [];
for (let i = 0; i < 20_000; i++)
  lines.push(
    JSON.stringify({
      ts: new Date(Date.now() - (20_000 - i) * 1000).toISOString(),
      op: i % 10 ? 'mem_read' : 'mem_write',
      origin: 'mcp',
      principal: 'agent:a',
      ns: 'user',
      path: `user/d${i % 100}/note-${i % 100}.md`,
      ok: i % 50 !== 0,
      ...(i % 50 ? {} : { error: { code: 'MEM_NOT_FOUND', message: 'no such note' } }),
      trace_id: i.toString(16).padStart(16, '0'),
    }),
  );
fs.appendFileSync(audit, lines.join('\n') + '\n');
const owner = (
  JSON.parse(cli('token', 'create', '--as', 'owner', '--store', store, '--json')) as {
    token: string;
  }
).token;
const agent = (
  JSON.parse(cli('token', 'create', '--as', 'agent:a', '--store', store, '--json')) as {
    token: string;
  }
).token;

const proc = spawn(process.execPath, [BIN, 'serve', '--store', store, '--http', '127.0.0.1:0'], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
let out = '';
proc.stdout.on('data', (c: Buffer) => (out += c));
const started = Date.now();
while (!/MCP over HTTP at (\S+)/.test(out)) {
  if (Date.now() - started > 300_000) throw new Error(`serve did not start: ${out}`);
  await new Promise((r) => setTimeout(r, 100));
}
const mcpUrl = (/MCP over HTTP at (\S+)/.exec(out) as RegExpExecArray)[1] as string;
const site = mcpUrl.replace(/\/mcp$/, '');
console.log(`store: 12,000 notes, 20,000 audit lines; serve ready in ${Date.now() - started} ms`);

const c = new Client({ name: 'bench-web', version: '0' });
await c.connect(
  new StreamableHTTPClientTransport(new URL(mcpUrl), {
    requestInit: { headers: { authorization: `Bearer ${agent}` } },
  }),
);
for (let i = 0; i < 30; i++)
  await c.callTool({ name: 'memory_observe', arguments: { content: `setting ${i}: value ${i}` } });
await c.close();

async function get(p: string): Promise<{ ms: number; bytes: number; status: number }> {
  const t0 = performance.now();
  const r = await fetch(site + p, { headers: { authorization: `Bearer ${owner}` } });
  const body = await r.arrayBuffer();
  return { ms: performance.now() - t0, bytes: body.byteLength, status: r.status };
}

const views = [
  ['floor: /static/style.css', '/static/style.css'],
  ['review (first page)', '/review'],
  ['browse: namespaces', '/browse'],
  ['browse: 2,000-entry dir', '/browse?path=user%2Finbox'],
  ['note', '/note?path=user%2Fd3%2Fnote-7.md'],
  ['search', '/search?q=launch+review+plan'],
  ['facts', '/facts'],
  ['audit', '/audit'],
  ['snapshots', '/snapshots'],
] as const;
const pct = (t: number[], p: number) =>
  t[Math.min(t.length - 1, Math.floor(p * t.length))] as number;
console.log(`\n${N} requests each (after 5 warm-up), server on loopback:`);
console.log('view                          bytes     p50 ms   p95 ms   ×floor(p50)');
let floor = 0;
for (const [name, p] of views) {
  for (let i = 0; i < 5; i++) await get(p);
  const t: number[] = [];
  let bytes = 0;
  for (let i = 0; i < N; i++) {
    const r = await get(p);
    if (r.status !== 200) throw new Error(`${p}: ${r.status}`);
    t.push(r.ms);
    bytes = r.bytes;
  }
  t.sort((a, b) => a - b);
  if (!floor) floor = pct(t, 0.5);
  console.log(
    `${name.padEnd(28)} ${String(bytes).padStart(7)}  ${pct(t, 0.5).toFixed(1).padStart(7)}  ${pct(t, 0.95).toFixed(1).padStart(7)}   ${(pct(t, 0.5) / floor).toFixed(1).padStart(6)}`,
  );
}
const first =
  (await get('/review')).bytes +
  (await get('/static/style.css')).bytes +
  (await get('/static/app.js')).bytes;
console.log(`\nfirst page weight (review + style.css + app.js): ${(first / 1024).toFixed(1)} KiB`);
proc.kill('SIGTERM');
await new Promise((r) => proc.once('exit', r));
fs.rmSync(base, { recursive: true, force: true });
