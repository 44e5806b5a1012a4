// npm run bench:injection — the injection filter's detection rate on the payload corpus
// (tests/fixtures/injections.ts, written here, obfuscated ones included) and its false
// positives on text no one wrote to trip it: the man pages of the search benchmark, judged
// per paragraph (a note is about that long) and per page, and the fixture's benign notes.

import { injectionReason } from '../src/safety/injection.js';
import { BENIGN, INJECTIONS } from '../tests/fixtures/injections.js';
import { manPages } from './man-corpus.js';

const missed = INJECTIONS.filter((p) => !injectionReason(p));
const families = new Map<string, number>();
for (const p of INJECTIONS) {
  const r = injectionReason(p) ?? 'missed';
  families.set(r, (families.get(r) ?? 0) + 1);
}
const pages = manPages();
const paragraphs = pages.flatMap((p) =>
  p.body.split(/\n\s*\n/).filter((t) => t.trim().length > 40),
);
const flagged = paragraphs.flatMap((t) => {
  const r = injectionReason(t);
  return r ? [[r, t.trim().replace(/\s+/g, ' ').slice(0, 160)] as const] : [];
});
const flaggedPages = pages.filter((p) => injectionReason(p.body)).length;
const benignFlagged = BENIGN.filter((b) => injectionReason(b));

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(2)} %`;
console.log('| measure | value |');
console.log('|---|---|');
console.log(
  `| payloads detected | ${INJECTIONS.length - missed.length} / ${INJECTIONS.length} (${pct(INJECTIONS.length - missed.length, INJECTIONS.length)}) |`,
);
console.log(
  `| man-page paragraphs flagged | ${flagged.length} / ${paragraphs.length} (${pct(flagged.length, paragraphs.length)}) |`,
);
console.log(
  `| man pages flagged (whole page) | ${flaggedPages} / ${pages.length} (${pct(flaggedPages, pages.length)}) |`,
);
console.log(`| benign notes flagged | ${benignFlagged.length} / ${BENIGN.length} |`);
console.log('\nReasons given for the payloads:');
for (const [r, n] of [...families].sort((a, b) => b[1] - a[1])) console.log(`  ${n}  ${r}`);
if (missed.length) console.log('\nMissed:', missed);
if (flagged.length) {
  console.log('\nFlagged man-page paragraphs:');
  for (const [r, t] of flagged) console.log(`  [${r}] ${t}`);
}
