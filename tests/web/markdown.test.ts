// The note renderer emits only its own markup: every tag is one it writes, every attribute
// one of its few, every link an http(s), mailto or in-page /note target, and no image is
// ever loaded (an image is a link the person clicks). Checked over a corpus of hostile
// Markdown, each payload alone and all of them spliced together in random orders.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderMarkdown } from '../../web/markdown.js';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads.js';

const TAGS = new Set(
  'a p h1 h2 h3 h4 h5 h6 pre code blockquote ul ol li hr table thead tbody tr th td strong em span input br'.split(
    ' ',
  ),
);
const ATTRS = new Set(['href', 'rel', 'target', 'class', 'type', 'disabled', 'checked']);

function violations(out: string): string[] {
  const bad: string[] = [];
  for (const m of out.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [tag, name, rest] = m as unknown as [string, string, string];
    if (!TAGS.has(name.toLowerCase())) bad.push(`tag ${tag}`);
    // Attributes: name="value" pairs (values escaped, so no quote inside) or bare names.
    const attrs = rest.replace(/\s([a-z-]+)="[^"<>]*"/g, (_a, n: string) => {
      if (!ATTRS.has(n)) bad.push(`attribute ${n} in ${tag}`);
      return '';
    });
    for (const n of attrs.trim().split(/\s+/).filter(Boolean))
      if (!ATTRS.has(n)) bad.push(`bare ${n} in ${tag}`);
    if (name === 'input' && !/type="checkbox"/.test(rest)) bad.push(`input ${tag}`);
    const href = /href="([^"]*)"/.exec(rest)?.[1];
    if (href !== undefined && !/^(https?:\/\/[^/]|mailto:|\/note\?)/i.test(href))
      bad.push(`href ${href}`);
  }
  // Every `<` that is not one of the tags above is escaped text.
  const stripped = out.replace(/<\/?([a-zA-Z0-9]+)([^>]*)>/g, '');
  if (/[<>]/.test(stripped.replace(/&lt;|&gt;/g, ''))) bad.push('a raw < or > in text');
  return bad;
}

test('each hostile payload renders to inert markup', () => {
  for (const p of XSS_PAYLOADS) {
    const out = renderMarkdown(p, 'user/notes/n.md').text;
    assert.deepEqual(violations(out), [], `${p}\n→ ${out}`);
    assert.doesNotMatch(out, /<(script|img|svg|iframe|object|style|meta|form|base|link)\b/i, p);
  }
});

test('payloads spliced together in random orders stay inert', () => {
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const joins = ['\n', '\n\n', ' ', '**', '`', '> ', '- ', '|', '[', '](', ')'];
  for (let round = 0; round < 500; round++) {
    const parts: string[] = [];
    for (let i = 0; i < 6; i++) {
      parts.push(XSS_PAYLOADS[Math.floor(rand() * XSS_PAYLOADS.length)] as string);
      parts.push(joins[Math.floor(rand() * joins.length)] as string);
    }
    const out = renderMarkdown(parts.join(''), 'user/n.md').text;
    assert.deepEqual(violations(out), [], `${parts.join('')}\n→ ${out}`);
  }
});

test('ordinary Markdown still renders: headings, emphasis, lists, tables, code, links', () => {
  const out = renderMarkdown(
    '# Title\n\nSome **bold** and *em* and `code`.\n\n- one\n- [x] done\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\nx < y\n```\n\n[next](other.md) and [site](https://example.com/a?b=1&c=2)',
    'user/notes/n.md',
  ).text;
  assert.match(out, /<h1>Title<\/h1>/);
  assert.match(out, /<strong>bold<\/strong> and <em>em<\/em> and <code>code<\/code>/);
  assert.match(out, /<li><input type="checkbox" disabled checked> done<\/li>/);
  assert.match(out, /<td>1<\/td><td>2<\/td>/);
  assert.match(out, /<pre><code>x &lt; y<\/code><\/pre>/);
  assert.match(out, /<a href="\/note\?path=user%2Fnotes%2Fother\.md">next<\/a>/);
  assert.match(
    out,
    /href="https:\/\/example\.com\/a\?b=1&amp;c=2" rel="noopener noreferrer nofollow"/,
  );
});
