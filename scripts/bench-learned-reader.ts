// npm run bench:injection:learned — whether a learned reader, free of the attempts' gate,
// would catch the attacks the recogniser misses without flagging what it leaves quiet. A
// logistic regression (train-injection.ts's fit) over hashed word n-grams alone, and over
// n-grams with the signals (not the attempts), is trained on every attack text that was read
// while the rules were written (the corpus, the fixture, grids, development halves and read
// batches) against the benign notes that were read, the README/changelog passages and half
// of the man pages (by a hash of the page's name); its threshold is set on a fifth of those
// benign texts held back. It is tested on every batch part that was never read, on the
// notes never read, and on the other half of the man pages. The question it answers: does a
// classifier trained on this corpus add to the rules on attacks it never saw, at what cost?

import { createHash } from 'node:crypto';
import { injectionVerdict } from '../src/safety/injection.js';
import { logit, passages } from '../src/safety/classifier.js';
import { featuresOf, type Features } from '../src/safety/features.js';
import { BENIGN, INJECTIONS } from '../tests/fixtures/injections.js';
import { ATTACKS } from './injection-corpus/attacks.js';
import { BENIGN_NOTES } from './injection-corpus/benign.js';
import { BATCHES, batchParts, neverRead } from './injection-corpus/batches.js';
import { FRESH, FRESH_BENIGN } from './injection-corpus/fresh.js';
import { FRESH11, FRESH11_BENIGN } from './injection-corpus/fresh11.js';
import * as F18 from './injection-corpus/fresh18.js';
import { GRIDS } from './injection-corpus/grids.js';
import { packageProse } from './injection-data.js';
import { manPages } from './man-corpus.js';
import { fit, type Prepared } from './train-injection.js';

const byte = (key: string, i: number) => createHash('sha256').update(key).digest()[i]!;
const even = <T>(s: T[]) => s.filter((_, i) => i % 2 === 0);
const odd = <T>(s: T[]) => s.filter((_, i) => i % 2 === 1);
const texts = (s: { text: string }[]) => s.map((x) => x.text);

// Read: what the rules were written from. Never read: each batch part only ever counted.
const readAttacks = [
  ...texts(ATTACKS),
  ...INJECTIONS,
  ...GRIDS.flatMap((g) => g.texts),
  ...texts(even(FRESH)),
  ...texts(even(FRESH11)),
  ...texts(even(F18.FRESH18)),
  ...texts(F18.FRESH18_LATE),
  ...texts(F18.FRESH18_LAST),
];
const readNotes = [
  ...BENIGN_NOTES.map((b) => b.text),
  ...BENIGN,
  ...even(FRESH_BENIGN),
  ...even(FRESH11_BENIGN),
  ...even(F18.FRESH18_BENIGN),
  ...F18.FRESH18_LATE_BENIGN,
];
const unread: [string, string[]][] = [
  ['session 9, held-out half', texts(odd(FRESH))],
  ['session 11, held-out half', texts(odd(FRESH11))],
  ['session 18, held-out half', texts(odd(F18.FRESH18))],
];
const unreadNotes = [
  ...odd(FRESH_BENIGN),
  ...odd(FRESH11_BENIGN),
  ...odd(F18.FRESH18_BENIGN),
  ...F18.FRESH18_LAST_BENIGN,
];
for (const [session, batches] of BATCHES)
  for (const b of batches) {
    for (const [part, set] of batchParts(b.payloads, b.split))
      if (neverRead(b.label, part))
        unread.push([`session ${session}, ${b.label}${part}`, texts(set)]);
      else readAttacks.push(...texts(set));
    for (const [part, set] of batchParts(b.notes, b.split))
      (neverRead(b.label, part) ? unreadNotes : readNotes).push(...set);
  }

const pages = manPages();
const paragraphs = (half: boolean) =>
  pages
    .filter((p) => (byte(p.name, 0) % 2 === 0) === half)
    .flatMap((p) => p.body.split(/\n\s*\n/).filter((t) => t.trim().length > 40));
const benign = [...readNotes, ...packageProse(), ...paragraphs(true)];
const heldBack = (t: string) => byte(t, 1) % 5 === 0;
const manUnread = paragraphs(false);

type Keep = (f: Features) => Features;
const readers: [string, Keep][] = [
  ['n-grams alone', (f) => ({ named: [], buckets: f.buckets })],
  [
    'n-grams and signals (no attempts)',
    (f) => ({ named: f.named.filter((n) => !n.startsWith('attempt')), buckets: f.buckets }),
  ],
];
const shipped = (t: string) => injectionVerdict(t).injection;
const count = (set: string[], hit: (t: string) => boolean) => set.filter(hit).length;
const pct = (a: number, b: number) => `${a} / ${b} (${((100 * a) / Math.max(1, b)).toFixed(1)} %)`;
const allUnread = unread.flatMap(([, s]) => s);

console.log('# A learned reader beside the rules (never-read attacks and notes)\n');
console.log(
  `Trained on ${readAttacks.length} read attack texts and ${benign.length - count(benign, heldBack)} benign texts; thresholds set on ${count(benign, heldBack)} benign texts held back.\n`,
);
console.log(
  `Shipped recogniser: never-read attacks ${pct(count(allUnread, shipped), allUnread.length)}; never-read notes ${pct(count(unreadNotes, shipped), unreadNotes.length)}; man-page paragraphs never trained on ${pct(count(manUnread, shipped), manUnread.length)}\n`,
);
console.log(
  '| reader | held-back benign flagged | never-read attacks: reader alone | rules or reader | never-read notes: rules or reader | man paragraphs: rules or reader |\n|---|---|---|---|---|---|',
);
for (const [name, keep] of readers) {
  const prep = (text: string, label: 0 | 1): Prepared => ({
    ex: { text, label, family: '', lang: '', split: 'train' },
    f: keep(featuresOf(text)),
  });
  const model = fit([
    ...readAttacks.map((t) => prep(t, 1)),
    ...benign.filter((t) => !heldBack(t)).map((t) => prep(t, 0)),
  ]);
  const score = (t: string) =>
    Math.max(...passages(t).map((p) => 1 / (1 + Math.exp(-logit(model, keep(featuresOf(p)))))));
  const scored = new Map<string, number>();
  const memo = (t: string) => scored.get(t) ?? scored.set(t, score(t)).get(t)!;
  const back = benign
    .filter(heldBack)
    .map(memo)
    .sort((a, b) => b - a);
  for (const rate of [0.001, 0.01]) {
    const threshold = back[Math.floor(rate * back.length)]! + 1e-9;
    const reader = (t: string) => memo(t) >= threshold;
    const either = (t: string) => shipped(t) || reader(t);
    console.log(
      `| ${name} | ${rate * 100} % | ${pct(count(allUnread, reader), allUnread.length)} | ${pct(count(allUnread, either), allUnread.length)} | ${pct(count(unreadNotes, either), unreadNotes.length)} | ${pct(count(manUnread, either), manUnread.length)} |`,
    );
  }
}
