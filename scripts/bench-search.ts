// npm run bench:search — search quality and speed, measured against references in the
// same run (docs/search.md keeps the tables).
//
// Quality: known-item retrieval over real documents no one here wrote — the man pages of
// Debian's manpages, git-man, coreutils and util-linux (unpacked from the packages' archives,
// never installed; rendered with `man -l | col -bx`, cached under node_modules/.cache). Query = a
// page's NAME description; target = that page with its NAME section removed. MRR@10,
// Recall@1 and Recall@10 for text, vector and hybrid per built-in embedder, and for a
// textbook BM25 (k1 1.2, b 0.75, whole documents, the same tokens) computed here. A
// second corpus, the npm READMEs of node_modules queried by their package description
// (readme-corpus.ts), checks what was chosen on the first; --sweep prints hybrid at each
// vector weight, which is how the embedders' fusion weights were chosen (man pages only).
// --more adds a third corpus never used to choose anything: the 1,533 pages of the injection
// benchmark's second set of packages (C library, OpenSSH, systemd, perl, python… — man-corpus.ts's
// OTHER_PACKAGES), the shape of an outsider's held-out man pages (~10 minutes more).
// Speed: N files (default 10,000; --files 100000 for the large run) cut from the corpus:
// indexing throughput, p50/p95 query latency per mode, RSS, restart time with a persisted
// index. Usage: npm run bench:search [-- --files N] [--skip-quality] [--skip-speed] [--sweep] [--more]

import { StoreFiles } from '../src/store/store-files.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HashEmbedder } from '../src/embed/hash-embedder.js';
import { SubwordEmbedder } from '../src/embed/subword-embedder.js';
import { loadEngine, saveEngine } from '../src/search/index-store.js';
import type { SearchEngine, SearchMode } from '../src/search/search-engine.js';
import { tokenize } from '../src/search/tokenize.js';
import { SandboxRoot } from '../src/sandbox/sandbox-root.js';
import { initStore } from '../src/store/init-store.js';
import { OWNER } from '../src/store/context.js';
import { TMP_DIR } from '../src/store/layout.js';
import { manPages, OTHER_PACKAGES, type Page } from './man-corpus.js';
import { readmePages } from './readme-corpus.js';
import type { Embedder } from '../src/embed/embedder.js';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '10000' },
    'skip-quality': { type: 'boolean' },
    'skip-speed': { type: 'boolean' },
    sweep: { type: 'boolean' },
    more: { type: 'boolean' },
  },
});
/** The reference: BM25 over whole documents, k1 1.2, b 0.75, the same tokens. */
function textbookBm25(docs: string[][]): (query: string[]) => number[] {
  const df = new Map<string, number>();
  const tfs = docs.map((d) => {
    const tf = new Map<string, number>();
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    return tf;
  });
  const avgdl = docs.reduce((n, d) => n + d.length, 0) / docs.length;
  const N = docs.length;
  return (query) => {
    const scores = tfs.map((tf, i) => {
      let s = 0;
      for (const q of new Set(query)) {
        const f = tf.get(q) ?? 0;
        if (!f) continue;
        const idf = Math.log(1 + (N - (df.get(q) ?? 0) + 0.5) / ((df.get(q) ?? 0) + 0.5));
        s += (idf * (f * 2.2)) / (f + 1.2 * (0.25 + (0.75 * (docs[i] as string[]).length) / avgdl));
      }
      return s;
    });
    return scores
      .map((s, i) => [s, i] as const)
      .filter(([s]) => s > 0)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 10)
      .map(([, i]) => i);
  };
}

function metrics(ranks: (number | undefined)[]) {
  const n = ranks.length;
  const mrr =
    ranks.reduce<number>((s, r) => s + (r !== undefined && r < 10 ? 1 / (r + 1) : 0), 0) / n;
  const r1 = ranks.filter((r) => r === 0).length / n;
  const r10 = ranks.filter((r) => r !== undefined && r < 10).length / n;
  return `${mrr.toFixed(3)} | ${r1.toFixed(3)} | ${r10.toFixed(3)}`;
}

function freshStore(label: string): { dir: string; root: SandboxRoot } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mnemofs-bench-${label}-`));
  initStore(dir);
  return { dir, root: SandboxRoot.open(dir, { tmpDir: TMP_DIR }) };
}

/** The embedders compared: the built-in ones, each as a fresh instance. */
const EMBEDDERS: [string, () => Embedder][] = [
  ['hash', () => new HashEmbedder()],
  ['subword', () => new SubwordEmbedder()],
];

/** The vector weights tried with --sweep (hybrid only). */
const SWEEP = [0, 0.1, 0.2, 0.3, 0.5, 0.75, 1];

async function quality(corpus: string, pages: Page[]): Promise<void> {
  const bm25 = textbookBm25(pages.map((p) => tokenize(p.body)));
  const ranks = pages.map((p, i) => {
    const r = bm25(tokenize(p.query)).indexOf(i);
    return r < 0 ? undefined : r;
  });
  const rows = [`| textbook BM25 (k1 1.2, b 0.75) | – | ${metrics(ranks)} |`];
  const sweep: string[] = [];
  for (const [name, make] of EMBEDDERS) {
    const { dir, root } = freshStore('quality');
    fs.mkdirSync(path.join(dir, 'user/docs'));
    pages.forEach((p) => fs.writeFileSync(path.join(dir, 'user/docs', `${p.name}.md`), p.body));
    const engine = await loadEngine(new StoreFiles(root), make(), 64 << 20, console.error);
    await engine.reconcile();
    const run = async (mode: SearchMode, vectorWeight?: number) => {
      const ranks: (number | undefined)[] = [];
      for (const p of pages) {
        const hits = await engine.search(OWNER, { query: p.query, mode, limit: 10, vectorWeight });
        const r = hits.findIndex((h) => h.path === `user/docs/${p.name}.md`);
        ranks.push(r < 0 ? undefined : r);
      }
      return metrics(ranks);
    };
    for (const mode of ['text', 'vector', 'hybrid'] as SearchMode[])
      rows.push(`| mnemofs ${mode} | ${name} | ${await run(mode)} |`);
    if (values.sweep)
      for (const w of SWEEP) sweep.push(`| ${name} | ${w} | ${await run('hybrid', w)} |`);
    await engine.close();
    root.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nQuality: ${corpus}, ${pages.length} documents, known-item\n`);
  console.log(
    '| ranker | embedder | MRR@10 | Recall@1 | Recall@10 |\n| --- | --- | --- | --- | --- |',
  );
  console.log(rows.join('\n'));
  if (sweep.length) {
    console.log(`\nHybrid by vector weight (${corpus})\n`);
    console.log(
      '| embedder | vector weight | MRR@10 | Recall@1 | Recall@10 |\n| --- | --- | --- | --- | --- |',
    );
    console.log(sweep.join('\n'));
  }
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
}

async function speed(pages: Page[], n: number): Promise<void> {
  const { dir, root } = freshStore('speed');
  // Files of ~1 KB cut from the pages, in 100 directories.
  const pieces = pages.flatMap((p) => p.body.match(/[\s\S]{1,1000}(?:\n|$)/g) ?? []);
  for (let i = 0; i < n; i++) {
    const d = path.join(dir, 'user', `d${i % 100}`);
    if (i < 100) fs.mkdirSync(d);
    fs.writeFileSync(
      path.join(d, `f${i}.md`),
      `${pieces[i % pieces.length]}\n(copy ${Math.floor(i / pieces.length)})\n`,
    );
  }
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const engine: SearchEngine = await loadEngine(
    new StoreFiles(root),
    new SubwordEmbedder(),
    64 << 20,
    console.error,
  );
  await engine.reconcile();
  const indexSeconds = (performance.now() - t0) / 1000;
  const rss = process.memoryUsage().rss;
  const queries = pages.slice(0, 200).map((p) => p.query);
  const rows: string[] = [];
  // The owner's queries have no filter; an agent's pass every candidate through its grants.
  const agent = { id: 'bench-agent', grants: ['user'] };
  for (const [who, principal] of [
    ['owner', OWNER],
    ['agent', agent],
  ] as const) {
    for (const mode of ['text', 'vector', 'hybrid'] as SearchMode[]) {
      const times: number[] = [];
      for (const q of queries) {
        const t = performance.now();
        await engine.search(principal, { query: q, mode, limit: 10 });
        times.push(performance.now() - t);
      }
      rows.push(
        `| ${mode} (${who}) | ${percentile(times, 0.5).toFixed(2)} | ${percentile(times, 0.95).toFixed(2)} |`,
      );
    }
  }
  const s0 = performance.now();
  await saveEngine(new StoreFiles(root), engine);
  const saveSeconds = (performance.now() - s0) / 1000;
  const r0 = performance.now();
  const restarted = await loadEngine(
    new StoreFiles(root),
    new SubwordEmbedder(),
    64 << 20,
    console.error,
  );
  const again = await restarted.reconcile();
  const restartSeconds = (performance.now() - r0) / 1000;
  console.log(
    `\nSpeed: ${n} files of ~1 KB (${engine.stats.chunks} chunks), default embedder ${engine.embedder.id}\n`,
  );
  console.log(
    `indexing: ${(n / indexSeconds).toFixed(0)} files/s (${indexSeconds.toFixed(1)} s); RSS +${((rss - rss0) / 2 ** 20).toFixed(0)} MiB (${(rss / 2 ** 20).toFixed(0)} MiB total)`,
  );
  console.log(
    `restart with the persisted index: ${restartSeconds.toFixed(2)} s (load + reconcile; ${again.indexed} re-indexed); save: ${saveSeconds.toFixed(2)} s\n`,
  );
  console.log('| mode | p50 ms | p95 ms |\n| --- | --- | --- |');
  console.log(rows.join('\n'));
  await engine.close();
  await restarted.close();
  root.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

const pages = manPages();
if (!values['skip-quality']) {
  await quality('man pages (query = NAME description)', pages);
  await quality('npm READMEs (query = package description)', readmePages());
  if (values.more)
    await quality('man pages of other packages (never tuned on)', manPages(OTHER_PACKAGES));
}
if (!values['skip-speed']) await speed(pages, Number(values.files));
