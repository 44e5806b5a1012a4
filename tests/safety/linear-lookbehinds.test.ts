// A note's text comes from agents, and every pattern of the recogniser is tried at each of its
// characters. A look-behind that can end in a run of blanks ("(?<=[.!?]\s*)") reads back through
// the whole run from each character of it: a note of 64 KB of spaces took 5 s to score and one of
// 256 KB 77 s (session 48; session 43 had found the same in other patterns). Each such
// look-behind is tried only where a look-ahead just before it lets it be — where its word begins,
// "(?=\p{L})(?<=[.!?]\s*)" — and is then read back once per run. This test reads every pattern
// written in the code (string, template and regular-expression literals, cooked, a template's
// substitution read as one atom) and names each look-behind that can end in an unbounded run of
// blanks with no look-ahead before it. The growth itself is measured by `npm run bench:hostile`
// (never timed here).

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const ROOT = path.join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}

/** Every literal of `file` that may hold a pattern, as the regular expression reads it. */
function literals(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isRegularExpressionLiteral(node))
      out.push(node.text.slice(1, node.text.lastIndexOf('/')));
    else if (ts.isTemplateExpression(node))
      out.push(node.head.text + node.templateSpans.map((s) => `(?:§)${s.literal.text}`).join(''));
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return out;
}

interface Group {
  start: number;
  end: number;
  kind: 'ahead' | 'behind' | 'other';
}

/** The groups of pattern `p`, each from its "(" to after its ")" (escapes and classes skipped). */
function groups(p: string): Group[] {
  const open: Group[] = [];
  const done: Group[] = [];
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < p.length && p[i] !== ']'; i++) if (p[i] === '\\') i++;
    } else if (c === '(') {
      const kind = /^\(\?[=!]/.test(p.slice(i, i + 3))
        ? 'ahead'
        : /^\(\?<[=!]/.test(p.slice(i, i + 4))
          ? 'behind'
          : 'other';
      open.push({ start: i, end: -1, kind });
    } else if (c === ')') {
      const g = open.pop();
      if (g) done.push({ ...g, end: i + 1 });
    }
  }
  return done;
}

/**
 * A blank-matching atom repeated without bound (`\s*`, `[ \t]+`, ` *`, `[^\n]*`), then only
 * closing parentheses before an alternative's end: where reading back begins.
 */
const ENDS_IN_BLANKS =
  /(?:\\s|\[(?!\^)[^\]]*(?: |\\t|\\s)[^\]]*\]|\[\^(?:(?!\\s| )[^\]])*\]| )(?:[*+]|\{\d+,\})\)*(?=\||$)/u;

/** The look-behinds of `p` that can end in a run of blanks and no look-ahead lets in first. */
function unguarded(p: string): string[] {
  const gs = groups(p);
  const endingAt = (i: number) => gs.filter((g) => g.end === i && g.kind !== 'other');
  // a look-ahead just before it (after other look-behinds, perhaps), or a look-behind around it
  // that is guarded itself: the inner one is read only where the outer one is
  const guarded = (g: Group): boolean =>
    endingAt(g.start).some((b) => b.kind === 'ahead' || guarded(b)) ||
    gs.some((o) => o.kind === 'behind' && o.start < g.start && g.end < o.end && guarded(o));
  return gs
    .filter((g) => g.kind === 'behind')
    .filter((g) => ENDS_IN_BLANKS.test(p.slice(g.start + 4, g.end - 1)) && !guarded(g))
    .map((g) => p.slice(Math.max(0, g.start - 20), g.end + 20));
}

test('no look-behind reads back through a run of blanks from each of its characters', () => {
  const found = ['src', 'web']
    .flatMap(sources)
    .flatMap((file) => literals(file).flatMap((p) => unguarded(p).map((at) => `${file}: …${at}…`)));
  assert.deepEqual(found, []);
});

test('the reading finds what it is for', () => {
  assert.equal(unguarded('(?:^|(?<=[.!?]\\s*))(?:assistant)').length, 1);
  assert.equal(unguarded('(?<=(?:^|\\n)[ \\t]*)[\\p{L}]').length, 1);
  assert.equal(unguarded('(?<=(?:^|[.!?:;]\\s+|(?:please)\\s+))(?:reply)').length, 1);
  assert.equal(unguarded('(?:^|(?=\\p{L})(?<=[.!?]\\s*))(?:assistant)').length, 0);
  assert.equal(unguarded('(?<![\\p{L}])(?=\\p{L})(?<!(?:you|ai)\\s+)').length, 0);
  assert.equal(unguarded('(?=["])(?<=(?<!(?:said)[ \\t]+)the[ \\t]+)"').length, 0);
  assert.equal(unguarded('(?<=(?<!(?:said)[ \\t]+)the[ \\t]+)"').length, 2);
  // reading back ends at a word or a bounded run: tried cheaply at every character
  assert.equal(unguarded('(?<=(?:^|[.!?]\\s+)(?:i|we) )x').length, 0);
  assert.equal(unguarded('(?<=your [^.!?]{0,80})x').length, 0);
});
