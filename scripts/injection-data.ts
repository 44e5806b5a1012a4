// The labelled corpus of the injection classifier and its splits, shared by the training
// script and the benchmark: the attacks and benign notes written for it
// (scripts/injection-corpus/), and passages of the READMEs and changelogs installed in
// node_modules (technical prose no one here wrote, fixed by package-lock.json). Each text
// falls in train (70 %), validation (15 %) or test (15 %) by a hash of its words, so the
// split is the same on every machine. Man pages are not here: they stay held out.

import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { passages } from '../src/safety/classifier.js';
import { ATTACKS } from './injection-corpus/attacks.js';
import { BENIGN_NOTES } from './injection-corpus/benign.js';

export type Split = 'train' | 'val' | 'test';

export interface Example {
  text: string;
  label: 0 | 1;
  family: string;
  lang: string;
  split: Split;
}

function splitOf(text: string): Split {
  const h = createHash('sha256').update(text).digest().readUInt32BE(0) % 100;
  return h < 70 ? 'train' : h < 85 ? 'val' : 'test';
}

const ROOT = path.join(import.meta.dirname, '..');

/**
 * Passages (40–2,000 characters) of every README and CHANGELOG of the packages under
 * node_modules — not of its .cache, where the benchmarks unpack Debian's docs to measure on.
 */
export function packageProse(): string[] {
  const dir = path.join(ROOT, 'node_modules');
  // Each package's tree read, not the dot-directories beside them (.cache alone is 250 MB).
  const files = fs
    .readdirSync(dir)
    .filter((d) => !d.startsWith('.') && fs.statSync(path.join(dir, d)).isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(dir, d), { recursive: true, encoding: 'utf8' })
        .map((f) => `${d}/${f}`),
    )
    .filter((f) => /(^|\/)(readme|changelog|history)(\.[a-z-]+)?\.md$/i.test(f))
    .sort();
  const seen = new Set<string>();
  const out: string[] = [];
  for (const f of files) {
    for (const p of passages(fs.readFileSync(path.join(dir, f), 'utf8'))) {
      const t = p.trim();
      if (t.length < 40 || t.length > 2000 || seen.has(t)) continue;
      seen.add(t);
      out.push(t);
    }
  }
  return out;
}

export function corpus(): Example[] {
  return [
    ...ATTACKS.map((a) => ({ ...a, label: 1 as const, split: splitOf(a.text) })),
    ...BENIGN_NOTES.map((b) => ({
      text: b.text,
      lang: b.lang,
      family: 'benign-note',
      label: 0 as const,
      split: splitOf(b.text),
    })),
    ...packageProse().map((text) => ({
      text,
      lang: 'en',
      family: 'benign-readme',
      label: 0 as const,
      split: splitOf(text),
    })),
  ];
}
