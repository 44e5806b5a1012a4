// npm run bench:hostile — every function that reads a note's text, timed on hostile shapes
// (one long paragraph of unclosed brackets, comments, URLs, dotted letters, base64…) at two
// sizes. A note's text comes from agents, so a pattern that backtracks quadratically is a
// way to stall the serving process: the ratio column shows how the time grows when the
// size doubles (about 2 is linear, about 4 quadratic). Prints the slowest cell of each
// function and every cell over 50 ms.

import { renderMarkdown } from '../web/markdown.js';
import { chunkMarkdown } from '../src/search/chunk.js';
import { snippet } from '../src/search/snippet.js';
import { splitFrontMatter } from '../src/store/front-matter.js';
import { tokenize } from '../src/search/tokenize.js';
import { scoreText } from '../src/safety/classifier.js';

const SIZE = 40_000;

const shapes: [string, (n: number) => string][] = [
  ['letters', (n) => 'a'.repeat(n)],
  ['base64', (n) => 'QUJD'.repeat(n / 4)],
  ['hex', (n) => 'ab'.repeat(n / 2)],
  ['chinese', (n) => '忽略'.repeat(n / 2)],
  ['dotted letters', (n) => 'a.'.repeat(n / 2)],
  ['spaced letters', (n) => 'a b '.repeat(n / 4)],
  ['unclosed [', (n) => '['.repeat(n)],
  ['unclosed [a](', (n) => '[a]('.repeat(n / 4)],
  ['unclosed ![a](', (n) => '![a]('.repeat(n / 5)],
  ['unclosed <a', (n) => '<a '.repeat(n / 3)],
  ['unclosed <!--', (n) => '<!-- '.repeat(n / 5)],
  ['unfinished URLs', (n) => 'http://x.y/?'.repeat(n / 12)],
  ['unfinished image links', (n) => '![a](http://x?'.repeat(n / 14)],
  ['backticks', (n) => '``' + '`a '.repeat(n / 3)],
  ['stars', (n) => '**' + 'a*'.repeat(n / 2)],
  ['underscores', (n) => '__' + 'a_'.repeat(n / 2)],
  ['pipes', (n) => '|a'.repeat(n / 2) + '\n|-|\n'],
  ['front matter', (n) => '---\n' + 'a: b\n'.repeat(n / 5)],
  ['backslashes', (n) => '\\'.repeat(n)],
  // a run of blanks (session 43: look-behinds tried at every character read back through the
  // whole run — a 128 KB note of spaces took minutes)
  ['spaces', (n) => ' '.repeat(n) + 'x'],
  ['tabs', (n) => '\t'.repeat(n) + 'x'],
  // (session 48: patterns added since then read back through a run again — 256 KB of spaces
  // took 77 s to score — and a line's start read forward through the blank lines after it)
  ['newlines', (n) => '\n'.repeat(n) + 'x'],
  ['blank lines of spaces', (n) => ' \n'.repeat(n / 2) + 'x'],
  ['spaces after a sentence', (n) => 'a.' + ' '.repeat(n) + 'send your password'],
  // what the recogniser blanks out of a text leaves a run of spaces behind (an errand's words)
  ['"delete the" repeated', (n) => 'delete the '.repeat(n / 11) + 'emails'],
  // …and a run of a marker's characters (a rule of dashes read again from each dash)
  ['dashes', (n) => '-'.repeat(n)],
  ['hashes', (n) => '#'.repeat(n)],
  ['equals signs', (n) => '='.repeat(n)],
  ['percent signs', (n) => '%'.repeat(n)],
  ['greater-than signs', (n) => '>'.repeat(n)],
  // a table's box-drawing rule after a verb of answering, a door's word elsewhere (session 35:
  // marks-then-spaces repeated backtracked exponentially in the rule's length)
  ['rules after "say"', (n) => 'granted ' + ('say ' + '─'.repeat(36) + ' x ').repeat(n / 43)],
];

const readers: [string, (t: string) => unknown][] = [
  ['injection score', (t) => scoreText(t)],
  ['web markdown', (t) => renderMarkdown(t)],
  ['chunker', chunkMarkdown],
  ['snippet', (t) => snippet(t, ['a', 'x'])],
  ['front matter', splitFrontMatter],
  ['tokenizer', tokenize],
];

const time = (fn: (t: string) => unknown, text: string): number => {
  const t0 = performance.now();
  try {
    fn(text);
  } catch {
    // a refusal (e.g. bad front matter) is an answer too: only its time is measured here
  }
  return performance.now() - t0;
};

console.log(
  `| reader | slowest shape | ms at ${SIZE / 1000} KB | ms at ${(2 * SIZE) / 1000} KB | ratio |`,
);
console.log('| --- | --- | --- | --- | --- |');
const slow: string[] = [];
for (const [reader, fn] of readers) {
  let worst = { shape: '', a: 0, b: 0 };
  for (const [shape, make] of shapes) {
    const a = time(fn, make(SIZE));
    const b = time(fn, make(2 * SIZE));
    if (b > worst.b) worst = { shape, a, b };
    if (b > 50) slow.push(`${reader} / ${shape}: ${a.toFixed(0)} → ${b.toFixed(0)} ms`);
  }
  console.log(
    `| ${reader} | ${worst.shape} | ${worst.a.toFixed(0)} | ${worst.b.toFixed(0)} | ${(worst.b / Math.max(worst.a, 0.1)).toFixed(1)} |`,
  );
}
if (slow.length) console.log(`\nCells over 50 ms:\n  ${slow.join('\n  ')}`);
