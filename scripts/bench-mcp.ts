// npm run bench:mcp — MCP round trips over stdio, mnemofs against the reference
// @modelcontextprotocol/server-filesystem on the same machine in the same run, and the cost
// of the sandbox itself (openat2 beneath a root fd vs a plain path open). Prints ratios;
// never a pass/fail. Usage: npm run bench:mcp [-- --iterations N]

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import * as sys from '../src/sandbox/ffi.js';
import { initStore } from '../src/store/init-store.js';

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '300' } } });
const N = Number(values.iterations);
const ROOT = path.join(import.meta.dirname, '..');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

type Call = { name: string; args: (i: number) => Record<string, unknown> };

/** Times two servers' calls alternately, so drift on a shared machine hits both alike. */
async function timePair(a: Client, callA: Call, b: Client, callB: Call) {
  const once = async (client: Client, c: Call, i: number) => {
    const t0 = performance.now();
    const r = await client.callTool({ name: c.name, arguments: c.args(i) });
    if (r.isError) throw new Error(`${c.name} failed: ${JSON.stringify(r.content)}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 20; i++) await Promise.all([once(a, callA, i), once(b, callB, i)]); // warm-up
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < N; i++) {
    ta.push(await once(a, callA, i));
    tb.push(await once(b, callB, i));
  }
  const stats = (t: number[]) => {
    t.sort((x, y) => x - y);
    return { p50: percentile(t, 0.5), p95: percentile(t, 0.95) };
  };
  return [stats(ta), stats(tb)] as const;
}

async function connect(command: string, args: string[]): Promise<Client> {
  const client = new Client({ name: 'bench', version: '0' });
  await client.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
  return client;
}

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-bench-'));
const store = path.join(base, 'store');
const plain = path.join(base, 'plain');
initStore(store);
fs.mkdirSync(path.join(plain, 'user'), { recursive: true });
const ours = await connect(process.execPath, [
  path.join(ROOT, 'dist/src/cli/main.js'),
  'mcp',
  '--store',
  store,
]);
const ref = await connect(process.execPath, [
  path.join(ROOT, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js'),
  plain,
]);

const rows: string[] = [];
const row = (what: string, a: { p50: number; p95: number }, b: { p50: number; p95: number }) =>
  rows.push(
    `| ${what} | ${a.p50.toFixed(3)} / ${a.p95.toFixed(3)} | ${b.p50.toFixed(3)} / ${b.p95.toFixed(3)} | ${(a.p50 / b.p50).toFixed(2)} / ${(a.p95 / b.p95).toFixed(2)} |`,
  );
for (const size of [1024, 100 * 1024]) {
  const body = 'x'.repeat(size - 1) + '\n';
  const label = size === 1024 ? '1 KiB' : '100 KiB';
  const name = (i: number) => `w${size}-${i % 50}.md`;
  const [w1, w2] = await timePair(
    ours,
    {
      name: 'mem_write',
      args: (i) => ({ path: `user/${name(i)}`, content: body, overwrite: true }),
    },
    ref,
    {
      name: 'write_file',
      args: (i) => ({ path: path.join(plain, 'user', name(i)), content: body }),
    },
  );
  row(`write ${label}`, w1, w2);
  const [r1, r2] = await timePair(
    ours,
    { name: 'mem_read', args: (i) => ({ path: `user/${name(i)}` }) },
    ref,
    { name: 'read_text_file', args: (i) => ({ path: path.join(plain, 'user', name(i)) }) },
  );
  row(`read ${label}`, r1, r2);
}
await ours.close();
await ref.close();

// The sandbox's own cost: openat2 beneath the root fd vs fs.openSync on a path.
const rootFd = fs.openSync(store, sys.O_PATH | sys.O_DIRECTORY | sys.O_CLOEXEC);
const K = 100_000;
const RES = sys.RESOLVE_BENEATH | sys.RESOLVE_NO_SYMLINKS | sys.RESOLVE_NO_MAGICLINKS;
let t0 = performance.now();
for (let i = 0; i < K; i++)
  fs.closeSync(sys.openat2(rootFd, 'user/w1024-0.md', sys.O_RDONLY, 0, RES));
const sandboxUs = ((performance.now() - t0) * 1000) / K;
t0 = performance.now();
for (let i = 0; i < K; i++) fs.closeSync(fs.openSync(path.join(store, 'user/w1024-0.md'), 'r'));
const plainUs = ((performance.now() - t0) * 1000) / K;
fs.closeSync(rootFd);
fs.rmSync(base, { recursive: true, force: true });

console.log(
  `MCP round trip over stdio, ${N} calls each, ms p50 / p95 (ratio < 1: mnemofs faster)\n`,
);
console.log('| call | mnemofs | server-filesystem | ratio |\n| --- | --- | --- | --- |');
console.log(rows.join('\n'));
console.log(
  `\nsandbox open+close: openat2 ${sandboxUs.toFixed(2)} µs vs fs.openSync ${plainUs.toFixed(2)} µs (×${(sandboxUs / plainUs).toFixed(2)})`,
);
