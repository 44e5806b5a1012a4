// npm run bench:injection — how well the injection classifier recognises attacks it was not
// trained on, and how rarely it flags ordinary prose. (Over 400 lines: one report, row after
// row in the order the table prints; each set's rows are a few lines, and split across files
// the report would be read in pieces.)
//
// - In-corpus: the shipped model on the test split of scripts/injection-data.ts (held out
//   from training and threshold setting, but the same families and hands).
// - Leave-one-family-out: for each attack family, a model trained and calibrated without
//   any example of it, tested on all of it — the number that predicts unseen attacks. The
//   same with n-grams off (signals only), and leaving out each non-English language.
// - The older payload fixture (tests/fixtures/injections.ts), never trained on, and the
//   session-9 payloads (scripts/injection-corpus/fresh.ts): only the held-out half's count;
//   so for the later sessions' batches (fresh11, fresh18, fresh21).
// - False positives: man-page paragraphs and whole pages (never trained on) of seven sets of
//   pages and of Debian's translated man pages in thirteen languages (session 29; a second
//   third of them, read from session 44, the last, read from session 45, and the pages after
//   them, never read); Debian Reference's Chinese and Japanese paragraphs; the sections of
//   Debian's documentation, translated, English and the Handbook's translations (debian-docs.ts),
//   in two halves; whole READMEs, NEWS files
//   and changelogs of /usr/share/doc, of the sixth and seventh sets' packages and of Ansible's
//   collections; the test split of README/changelog passages and of the benign notes; the
//   fixture's benign notes. The sets' pages and docs are read from the packages' archives,
//   never installed (debian-packages.ts). Sets written by other hands that this repository
//   does not ship: bench-injection-external.ts.

import { createHash } from 'node:crypto';
import { passages, scoreText } from '../src/safety/classifier.js';
import { DOCUMENT_PASSAGES } from '../src/safety/document.js';
import { MODEL } from '../src/safety/injection-model.js';
import { BENIGN, INJECTIONS } from '../tests/fixtures/injections.js';
import { corpus } from './injection-data.js';
import { FRESH, FRESH_BENIGN } from './injection-corpus/fresh.js';
import { FRESH11, FRESH11_BENIGN } from './injection-corpus/fresh11.js';
import {
  FRESH18,
  FRESH18_BENIGN,
  FRESH18_LAST,
  FRESH18_LAST_BENIGN,
  FRESH18_LATE,
  FRESH18_LATE_BENIGN,
} from './injection-corpus/fresh18.js';
import { BATCHES, batchParts, neverRead } from './injection-corpus/batches.js';
import { FRESH28_NOTES } from './injection-corpus/fresh28.js';
import { CARRIERS } from './injection-corpus/carriers.js';
import { CUTS, cuttable, FILE_SHAPES, filesOf, MARKS } from './injection-corpus/together.js';
import { GRIDS } from './injection-corpus/grids.js';
import { debianReferenceParagraphs, type DocFile, docFiles } from './doc-corpus.js';
import { debianDocSections } from './debian-docs.js';
import {
  FIFTH_PACKAGES,
  SIXTH_PACKAGES,
  SEVENTH_PACKAGES,
  FOURTH_PACKAGES,
  manPages,
  TRANSLATED,
  type TranslatedPage,
  translatedManPages,
  OTHER_PACKAGES,
  THIRD_PACKAGES,
} from './man-corpus.js';
import { calibrate, fit, prepare, type Prepared } from './train-injection.js';
import type { Model } from '../src/safety/classifier.js';

/** The bytes of `key`'s SHA-256: how every corpus here is split into halves and quarters. */
const hashOf = (key: string) => createHash('sha256').update(key).digest();
/** Whether `key` falls in the first half. */
const firstHalf = (key: string) => hashOf(key)[0]! % 2 === 0;
const pct = (a: number, b: number) => `${a} / ${b} (${((100 * a) / Math.max(1, b)).toFixed(1)} %)`;
const flagged = (m: Model, t: string) => scoreText(t, m).score >= m.threshold;

const data = prepare(corpus());
const attacks = data.filter((d) => d.ex.label === 1);

function heldOut(out: (d: Prepared) => boolean, ngrams: boolean): [number, number] {
  const keep = data.filter((d) => !(d.ex.label === 1 && out(d)));
  const model = calibrate(
    fit(
      keep.filter((d) => d.ex.split === 'train'),
      { ngrams },
    ),
    keep.filter((d) => d.ex.split === 'val'),
  );
  const target = attacks.filter(out);
  return [target.filter((d) => flagged(model, d.ex.text)).length, target.length];
}

console.log('## In corpus (shipped model)\n');
console.log('| measure | value |\n|---|---|');
const test = data.filter((d) => d.ex.split === 'test');
const testAttacks = test.filter((d) => d.ex.label === 1);
console.log(
  `| attacks detected, test split | ${pct(testAttacks.filter((d) => flagged(MODEL, d.ex.text)).length, testAttacks.length)} |`,
);
console.log(
  `| attacks detected, whole corpus (train included) | ${pct(attacks.filter((d) => flagged(MODEL, d.ex.text)).length, attacks.length)} |`,
);
console.log(
  `| older fixture payloads detected (never trained on) | ${pct(INJECTIONS.filter((t) => flagged(MODEL, t)).length, INJECTIONS.length)} |`,
);

const devHalf = FRESH.filter((_, i) => i % 2 === 0);
const heldHalf = FRESH.filter((_, i) => i % 2 === 1);
const caught = (set: { text: string }[]) => set.filter((p) => flagged(MODEL, p.text)).length;
console.log(
  `| session-9 payloads, development half (read while refining) | ${pct(caught(devHalf), devHalf.length)} |`,
);
console.log(
  `| session-9 payloads, held-out half (never read) | ${pct(caught(heldHalf), heldHalf.length)} |`,
);
const dev11 = FRESH11.filter((_, i) => i % 2 === 0);
const held11 = FRESH11.filter((_, i) => i % 2 === 1);
console.log(
  `| session-11 payloads, development half (read while refining) | ${pct(caught(dev11), dev11.length)} |`,
);
console.log(
  `| session-11 payloads, held-out half (never read; Italian and Dutch never written for) | ${pct(caught(held11), held11.length)} |`,
);
const dev18 = FRESH18.filter((_, i) => i % 2 === 0);
const held18 = FRESH18.filter((_, i) => i % 2 === 1);
console.log(
  `| session-18 payloads, development half (read while refining) | ${pct(caught(dev18), dev18.length)} |`,
);
console.log(
  `| session-18 payloads, held-out half (never read) | ${pct(caught(held18), held18.length)} |`,
);
console.log(
  `| session-18 late payloads (read in its third round, after their count) | ${pct(caught(FRESH18_LATE), FRESH18_LATE.length)} |`,
);
console.log(
  `| session-18 last payloads (never read but one, read when it regressed) | ${pct(caught(FRESH18_LAST), FRESH18_LAST.length)} |`,
);
for (const [session, batches] of BATCHES)
  for (const b of batches)
    for (const [part, set] of batchParts(b.payloads, b.split))
      if (set.length)
        console.log(
          `| session-${session} payloads, ${b.label}${part} | ${pct(caught(set), set.length)} |`,
        );

// Session 24: each carrier (carriers.ts) around the test split's English attacks. (Notes hidden
// in a carrier are no benign set — an order hidden so is refused, by design; the benign
// corpora below hold the carriers that occur in real text: base64 blobs, hashes, escapes.)
console.log('\n## Carriers (session 24): test-split English attacks hidden in each\n');
console.log('| carrier | attacks caught |\n|---|---|');
const english = testAttacks.filter((d) => d.ex.lang === 'en').map((d) => d.ex.text);
for (const [how, hide] of CARRIERS)
  console.log(
    `| ${how} | ${pct(english.filter((t) => flagged(MODEL, hide(t))).length, english.length)} |`,
  );

// Session 39: the same carriers around every attack no reading was written from (counted,
// never printed) — whether a carrier keeps what the plain text is caught for.
console.log(
  '\n## Carriers (session 39): every never-read attack of the batches (sessions 21–40) hidden in each\n',
);
const unread = BATCHES.flatMap(([, batches]) =>
  batches.flatMap((b) =>
    batchParts(b.payloads, b.split)
      .filter(([part]) => neverRead(b.label, part))
      .flatMap(([, set]) => set.map((p) => p.text)),
  ),
);
const caughtUnread = unread.filter((t) => flagged(MODEL, t));
console.log(`| carrier | caught (plain: ${pct(caughtUnread.length, unread.length)}) |\n|---|---|`);
for (const [how, hide] of CARRIERS)
  console.log(
    `| ${how} | ${pct(unread.filter((t) => flagged(MODEL, hide(t))).length, unread.length)} |`,
  );

// Session 40: notes put together as a memory file keeps them, and attacks cut up or marked
// (scripts/injection-corpus/together.ts) — mechanically, over every batch's notes and attacks.
console.log('\n## Notes together (session 40): files of 3–6 quiet notes, 400 a shape\n');
const notesOfBatches = (read: boolean) =>
  BATCHES.flatMap(([, batches]) =>
    batches.flatMap((b) =>
      batchParts(b.notes, b.split)
        .filter(([part]) => neverRead(b.label, part) !== read)
        .flatMap(([, set]) => set),
    ),
  );
console.log('| notes | shape | files flagged |\n|---|---|---|');
for (const [who, notes] of [
  ['read', notesOfBatches(true)],
  ['never-read', notesOfBatches(false)],
] as const) {
  const files = filesOf(
    notes.filter((t) => !flagged(MODEL, t)),
    400,
  );
  for (const [shape, join] of FILE_SHAPES)
    console.log(
      `| ${who} | ${shape} | ${pct(files.filter((f) => flagged(MODEL, join(f))).length, files.length)} |`,
    );
}
const cut = caughtUnread.filter(cuttable);
console.log(
  `\n| never-read attacks caught plain, cut or marked | caught |\n|---|---|\n| plain | ${caughtUnread.length} (of ${unread.length}; ${cut.length} of several sentences) |`,
);
for (const [how, cutUp] of CUTS)
  console.log(
    `| ${how} | ${pct(cut.filter((t) => flagged(MODEL, cutUp(t))).length, cut.length)} |`,
  );
for (const [how, mark] of MARKS)
  console.log(
    `| ${how} | ${pct(caughtUnread.filter((t) => flagged(MODEL, mark(t))).length, caughtUnread.length)} |`,
  );

console.log('\n## Paraphrase grids (session 21; read while refining)\n');
console.log('| grid | caught |\n|---|---|');
for (const g of GRIDS)
  console.log(`| ${g.name} | ${pct(caught(g.texts.map((text) => ({ text }))), g.texts.length)} |`);

console.log('\n## Leave one family out (trained and calibrated without it)\n');
console.log('| family | signals + n-grams | signals only |\n|---|---|---|');
const families = [...new Set(attacks.map((d) => d.ex.family))];
const sum = { a: [0, 0], b: [0, 0] };
for (const fam of families) {
  const a = heldOut((d) => d.ex.family === fam, true);
  const b = heldOut((d) => d.ex.family === fam, false);
  sum.a = [sum.a[0]! + a[0], sum.a[1]! + a[1]];
  sum.b = [sum.b[0]! + b[0], sum.b[1]! + b[1]];
  console.log(`| ${fam} | ${pct(...a)} | ${pct(...b)} |`);
}
console.log(`| **all** | **${pct(sum.a[0]!, sum.a[1]!)}** | **${pct(sum.b[0]!, sum.b[1]!)}** |`);

console.log('\n## Leave one language out\n');
console.log('| language | signals + n-grams |\n|---|---|');
for (const lang of ['zh', 'es', 'de', 'fr', 'ja', 'ru'])
  console.log(`| ${lang} | ${pct(...heldOut((d) => d.ex.lang === lang, true))} |`);

console.log('\n## False positives (shipped model)\n');
console.log('| benign text | flagged |\n|---|---|');
const pages = manPages();
const paragraphs = pages.flatMap((p) =>
  p.body.split(/\n\s*\n/).filter((t) => t.trim().length > 40),
);
const flaggedParas = paragraphs.filter((t) => flagged(MODEL, t));
console.log(`| man-page paragraphs | ${pct(flaggedParas.length, paragraphs.length)} |`);
console.log(
  `| man pages, whole | ${pct(pages.filter((p) => flagged(MODEL, p.body)).length, pages.length)} |`,
);
// Session 9 read the flagged passages of one half of the pages (by a hash of the name) while
// refining the lexicons; the other half was first read in session 17 (its count up to then
// was printed, its text not read).
const readHalf = (p: { name: string }) => firstHalf(p.name);
for (const [label, half] of [
  ['read from session 9', pages.filter(readHalf)],
  ['read from session 17', pages.filter((p) => !readHalf(p))],
] as const)
  console.log(
    `| man pages, whole, half ${label} | ${pct(half.filter((p) => flagged(MODEL, p.body)).length, half.length)} |`,
  );
// Six more sets of pages (man-corpus.ts), each split in two halves by a hash of the name.
// The flagged passages of a half were read while refining from the session named on; until
// then only its count was printed. The seventh set has never been read.
const READ = (session: number) => `read from session ${session}`;
/** Pages flagged whole, and their paragraphs flagged, as two rows named `whole` and `paras`. */
function pagesFlagged(whole: string, paras: string, pages: { body: string }[]): void {
  const texts = pages.flatMap((p) => p.body.split(/\n\s*\n/).filter((t) => t.trim().length > 40));
  console.log(
    `| ${whole} | ${pct(pages.filter((p) => flagged(MODEL, p.body)).length, pages.length)} |`,
  );
  console.log(`| ${paras} | ${pct(texts.filter((t) => flagged(MODEL, t)).length, texts.length)} |`);
}
/** A set's pages, whole and by paragraph, flagged in each of its two halves. */
function pageRows<P extends { body: string }>(
  set: string,
  all: P[],
  dev: (p: P) => boolean,
  first: string,
  second: string,
): void {
  for (const [label, half] of [
    [first, all.filter(dev)],
    [second, all.filter((p) => !dev(p))],
  ] as const)
    pagesFlagged(`${set}, whole, half ${label}`, `— their paragraphs, half ${label}`, half);
}
for (const [set, packages, salt, first, second] of [
  ['other man pages (C library, systemd, OpenSSH…)', OTHER_PACKAGES, 'other', READ(15), READ(17)],
  ['third set (PostgreSQL, sudo, LVM, zsh…)', THIRD_PACKAGES, 'third', READ(16), READ(17)],
  [
    'fourth set (Postfix, pass, OpenVPN, podman, restic…)',
    FOURTH_PACKAGES,
    'fourth',
    READ(17),
    `${READ(17)} (after its first count)`,
  ],
  [
    'fifth set (mdadm, polkit, firejail, Dovecot, hostapd, cron…)',
    FIFTH_PACKAGES,
    'fifth',
    `${READ(17)} (after its first count)`,
    `${READ(20)} (after the seventh set was counted)`,
  ],
  [
    'sixth set (mailutils, tpm2-tools, age, Kerberos, gh, Ansible, pandoc…)',
    SIXTH_PACKAGES,
    'sixth',
    `${READ(19)} (after its first count)`,
    `${READ(20)} (after the seventh set was counted)`,
  ],
  [
    'seventh set (servers, attack tools, devscripts, chat, containers…; session 20)',
    SEVENTH_PACKAGES,
    'seventh',
    'never read',
    'never read',
  ],
] as const) {
  const all = manPages([...packages]);
  const dev = (p: { name: string }) => firstHalf(`${salt}:${p.name}`);
  pageRows(set, all, dev, first, second);
}
// Translated manuals (session 29): the first half by a hash of language and page (as its first
// count split them, by the rendered file's name) may be read, the second only counted.
pageRows(
  `translated man pages (${TRANSLATED.length} languages)`,
  translatedManPages(),
  (p: TranslatedPage) => firstHalf(`${p.lang}/${p.name}.txt`),
  READ(29),
  'never read',
);
// …a second third of every language's pages (session 43, counted only; read in session 44), the
// last third (counted from session 43, read in session 45), and every page after them, which no
// session has read: only ever counted, whole and by paragraph.
for (const [third, name] of [
  [1, `second third (${READ(44)})`],
  [2, `last third (${READ(45)})`],
  ['rest', 'pages after the thirds (de, ja, zh; never read)'],
] as const)
  pagesFlagged(
    `translated man pages, ${name}, whole`,
    '— their paragraphs',
    translatedManPages(TRANSLATED, third),
  );
// Debian Reference in Chinese and Japanese (session 45, read: its flagged paragraphs printed).
for (const lang of ['zh-cn', 'ja']) {
  const paras = debianReferenceParagraphs([lang]).map((p) => p.text);
  console.log(
    `| Debian Reference (${lang}), paragraphs (${READ(45)}) | ${pct(paras.filter((t) => flagged(MODEL, t)).length, paras.length)} |`,
  );
}
// Debian's documentation (session 46): translated, in English, and the Handbook in the issue's
// other languages — each set's sections in two halves by a hash of the text, the read half's
// flagged sections printed and read in session 46, the other only counted.
for (const [set, label] of [
  ['translated', 'translated Debian documentation (23 packages)'],
  ['english', 'English Debian documentation (8 packages)'],
  ['handbook', "the Debian Administrator's Handbook, 7 languages"],
] as const) {
  const sections = debianDocSections(set);
  for (const [half, name] of [
    ['read', READ(46)],
    ['never', 'never read'],
  ] as const)
    pagesFlagged(
      `${label}, sections, ${name}`,
      '— their paragraphs',
      sections.filter((d) => d.half === half),
    );
}
for (const fam of ['benign-readme', 'benign-note']) {
  const set = test.filter((d) => d.ex.family === fam);
  console.log(
    `| ${fam}, test split | ${pct(set.filter((d) => flagged(MODEL, d.ex.text)).length, set.length)} |`,
  );
}
console.log(
  `| session-9 benign notes | ${pct(FRESH_BENIGN.filter((t) => flagged(MODEL, t)).length, FRESH_BENIGN.length)} |`,
);
console.log(
  `| session-11 benign notes | ${pct(FRESH11_BENIGN.filter((t) => flagged(MODEL, t)).length, FRESH11_BENIGN.length)} |`,
);
console.log(
  `| older fixture benign notes | ${pct(BENIGN.filter((t) => flagged(MODEL, t)).length, BENIGN.length)} |`,
);
// Notes as an agent's memory holds them (fresh18.ts): even ones read while refining, odd ones
// never read.
for (const [label, set] of [
  ['development half (read while refining)', FRESH18_BENIGN.filter((_, i) => i % 2 === 0)],
  ['held-out half (never read)', FRESH18_BENIGN.filter((_, i) => i % 2 === 1)],
] as const)
  console.log(
    `| session-18 memory notes, ${label} | ${pct(set.filter((t) => flagged(MODEL, t)).length, set.length)} |`,
  );
for (const [label, set] of [
  ['late notes (read in its third round, after their count)', FRESH18_LATE_BENIGN],
  ['last notes (never read)', FRESH18_LAST_BENIGN],
] as const)
  console.log(
    `| session-18 ${label} | ${pct(set.filter((t) => flagged(MODEL, t)).length, set.length)} |`,
  );
for (const [session, batches] of BATCHES)
  for (const b of batches)
    for (const [part, set] of batchParts(b.notes, b.split))
      if (set.length)
        console.log(
          `| session-${session} notes, ${b.label}${part} | ${pct(set.filter((t) => flagged(MODEL, t)).length, set.length)} |`,
        );
console.log(
  `| session-28 hard notes of a person's memory (read while refining; 7 / 50 at their count) | ${pct(FRESH28_NOTES.filter((t) => flagged(MODEL, t)).length, FRESH28_NOTES.length)} |`,
);
// /usr/share/doc's READMEs, NEWS files and changelogs (doc-corpus.ts), split by a hash of the
// package: a half read in session 18's first round, a quarter read in its second round (after
// its count was taken), a quarter read from session 19 (never read until then).
const docs = docFiles();
const docHash = (d: DocFile) => hashOf(`doc:${d.unit}`);
const docRead = (d: DocFile) => docHash(d)[0]! % 2 === 0;
const docQ3 = (d: DocFile) => !docRead(d) && docHash(d)[1]! % 2 === 0;
for (const [label, part] of [
  ['half read in session 18', docs.filter(docRead)],
  ['quarter read in session 18 (after its count)', docs.filter(docQ3)],
  ['quarter read from session 19 (after its count)', docs.filter((d) => !docRead(d) && !docQ3(d))],
] as const)
  console.log(
    `| /usr/share/doc READMEs, NEWS, changelogs, whole, ${label} | ${pct(part.filter((d) => flagged(MODEL, d.body)).length, part.length)} |`,
  );
// The docs the sixth set brought (doc-corpus.ts SIXTH_DOCS) and Ansible's collections' READMEs
// and changelogs, split by a hash of the package or collection: a half read from session 19
// (after its first count); the docs' other half read from session 20 (after the seventh set
// was counted), the collections' other half never read.
const sixthDocs = docFiles('sixth');
const sixthRead = (d: DocFile) => firstHalf(`sixth-doc:${d.unit}`);
for (const [kind, set, second] of [
  [
    "the sixth set's /usr/share/doc",
    sixthDocs.filter((d) => !d.name.startsWith('ansible_collections/')),
    'half read from session 20 (after the seventh set was counted)',
  ],
  [
    "Ansible collections' READMEs, changelogs",
    sixthDocs.filter((d) => d.name.startsWith('ansible_collections/')),
    'half never read',
  ],
] as const)
  for (const [label, part] of [
    ['half read from session 19 (after its first count)', set.filter(sixthRead)],
    [second, set.filter((d) => !sixthRead(d))],
  ] as const)
    console.log(
      `| ${kind}, whole, ${label} | ${pct(part.filter((d) => flagged(MODEL, d.body)).length, part.length)} |`,
    );

// The seventh set's own docs (doc-corpus.ts), split by a hash of the package.
const seventhDocs = docFiles('seventh');
const seventhA = (d: DocFile) => firstHalf(`seventh-doc:${d.unit}`);
for (const [label, part] of [
  ['half never read', seventhDocs.filter(seventhA)],
  ['other half never read', seventhDocs.filter((d) => !seventhA(d))],
] as const)
  console.log(
    `| the seventh set's /usr/share/doc, whole, ${label} | ${pct(part.filter((d) => flagged(MODEL, d.body)).length, part.length)} |`,
  );

// An attack slipped into a long page: each payload as a paragraph in the middle of a man page
// of the read half that is not flagged itself (a page of DOCUMENT_PASSAGES passages or more),
// page i for payload i. Inside a document an order on the page's own topic that does not
// speak to the AI is borderline at most (src/safety/document.ts): this is what that costs.
console.log('\n## Attacks inside a long page (a man page of the read half)\n');
console.log('| payloads | alone | inside a page |\n|---|---|---|');
/** The long texts of `set` (DOCUMENT_PASSAGES passages or more) not flagged themselves. */
const hostsIn = <T extends { body: string }>(set: T[]) =>
  set.filter((p) => passages(p.body).length >= DOCUMENT_PASSAGES && !flagged(MODEL, p.body));
const hosts = hostsIn(pages.filter(readHalf));
/** Payloads each placed as a paragraph in the middle of a host, host i for payload i. */
const insideOf = (set: readonly string[], hosts: { body: string }[]) =>
  set.filter((t, i) => {
    const host = hosts[i % hosts.length]!.body.split(/\n\s*\n/);
    const mid = host.length >> 1;
    return flagged(MODEL, [...host.slice(0, mid), t, ...host.slice(mid)].join('\n\n'));
  }).length;
const payloadSets = [
  ['training corpus attacks (all splits)', attacks.map((d) => d.ex.text)],
  ['older fixture payloads', INJECTIONS],
  ['session-9 payloads, held-out half', heldHalf.map((p) => p.text)],
  ['session-11 payloads, held-out half', held11.map((p) => p.text)],
  ['session-18 payloads, held-out half', held18.map((p) => p.text)],
] as const;
for (const [label, set] of payloadSets)
  console.log(
    `| ${label} | ${pct(set.filter((t) => flagged(MODEL, t)).length, set.length)} | ${pct(insideOf(set, hosts), set.length)} |`,
  );
// The same inside a README or changelog of /usr/share/doc's read half (changelog entries are
// read as records: an order placed there as a paragraph is still prose).
const docHosts = hostsIn(docs.filter(docRead));
console.log('\n| payloads | inside a README, NEWS file or changelog |\n|---|---|');
for (const [label, set] of payloadSets)
  console.log(`| ${label} | ${pct(insideOf(set, docHosts), set.length)} |`);

const t0 = performance.now();
for (const p of paragraphs.slice(0, 2000)) scoreText(p);
const perSec = (Math.min(2000, paragraphs.length) / (performance.now() - t0)) * 1000;
console.log(`\nScoring speed: ${perSec.toFixed(0)} paragraphs/s.`);
// Only the half of the pages that may be read while refining: the other half stays unread.
const readable = pages
  .filter(readHalf)
  .flatMap((p) => p.body.split(/\n\s*\n/))
  .filter((t) => t.trim().length > 40 && flagged(MODEL, t));
if (readable.length) {
  console.log('\nFlagged man-page paragraphs (the half that may be read):');
  for (const t of readable.slice(0, 30)) {
    const s = scoreText(t);
    console.log(
      `  [${s.score.toFixed(2)} ${s.top.slice(0, 3).join(', ')}] ${t.trim().replace(/\s+/g, ' ').slice(0, 140)}`,
    );
  }
}
const missed = testAttacks.filter((d) => !flagged(MODEL, d.ex.text));
if (missed.length)
  console.log(
    '\nMissed in the test split:',
    missed.map((d) => d.ex.text),
  );
