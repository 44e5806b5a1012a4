// Markdown to HTML for reading a note in the page, safe by construction: the source is
// escaped first and only the markup this renderer writes is ever emitted, so raw HTML in a
// note (a `<script>`, an `onerror=`) shows as text. Links keep only http(s), mailto and
// store-relative targets (a relative link opens that note here); an image is never
// fetched by the page — it becomes a link the person may click (a note may hold a tracking
// pixel or an injection's beacon). Blocks: ATX headings, fenced and indented code, quotes,
// lists, rules, pipe tables, paragraphs. Inline: code, strong, emphasis, links, autolinks.

import { escape, href, Html } from './html.js';

const SAFE_SCHEME = /^(https?:|mailto:)/i;

/** Where a link may point: an absolute safe URL, or a note relative to `base` (its dir). */
function target(raw: string, base: string): { url: string; external: boolean } | undefined {
  const url = raw.trim().replace(/^<|>$/g, '');
  if (SAFE_SCHEME.test(url)) return { url, external: true };
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined; // javascript:, data:, …
  const [file] = url.split('#');
  if (!file) return { url, external: false };
  const parts = (file.startsWith('/') ? [] : base.split('/').filter(Boolean)).concat(
    file.split('/'),
  );
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p && p !== '.') out.push(p);
  }
  return { url: href('/note', { path: out.join('/') }), external: false };
}

function link(text: string, raw: string, base: string): string {
  const t = target(raw, base);
  if (!t) return `${text} <span class="refused-link">(link to ${escape(raw)} not followed)</span>`;
  const attrs = t.external ? ' rel="noopener noreferrer nofollow" target="_blank"' : '';
  return `<a href="${escape(t.url)}"${attrs}>${text}</a>`;
}

function image(alt: string, raw: string, base: string): string {
  const t = target(raw, base);
  if (!t) return `<span class="refused-link">image ${alt} (not loaded)</span>`;
  const where = t.external ? new URL(t.url).host : 'this store';
  return `<a class="image-link" href="${escape(t.url)}" rel="noopener noreferrer nofollow" target="_blank">image: ${alt || 'untitled'} (${escape(where)}, not loaded — click to open)</a>`;
}

/** Strong and emphasis, over escaped text whose markup is held out of its way. */
function emphasis(s: string): string {
  return s
    .replace(
      /\*\*(?=\S)([\s\S]*?\S)\*\*|__(?=\S)([\s\S]*?\S)__/g,
      (_m, a?: string, b?: string) => `<strong>${a ?? b}</strong>`,
    )
    .replace(
      /(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)|(^|[^\w_])_(?=\S)([^_]*?\S)_(?!\w)/g,
      (_m, p1?: string, a?: string, p2?: string, b?: string) => `${p1 ?? p2}<em>${a ?? b}</em>`,
    );
}

/**
 * Inline markup. The text is escaped first; each piece of markup made (a code span, a
 * link, an image link) is held out as a placeholder, so later passes never see — or
 * break — its attributes, and put back at the end.
 */
function inline(source: string, base: string): string {
  const held: string[] = [];
  const hold = (markup: string) => `\uE000${held.push(markup) - 1}\uE000`;
  const s = emphasis(
    escape(source.replace(/\uE000/g, ''))
      .replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _t, code: string) =>
        hold(`<code>${code.trim()}</code>`),
      )
      .replace(
        // Runs bounded and stopped by "[": rescanning an unclosed "[" to the end from every
        // "[" is quadratic.
        /!\[([^\][]{0,1000})\]\(([^)\s[]{1,2000})(?:\s+&quot;[^)]{0,500}&quot;)?\)/g,
        (_m, alt: string, url: string) => hold(image(alt, unescape(url), base)),
      )
      .replace(
        /\[([^\][]{1,1000})\]\(([^)\s[]{1,2000})(?:\s+&quot;[^)]{0,500}&quot;)?\)/g,
        (_m, text: string, url: string) => hold(link(emphasis(text), unescape(url), base)),
      )
      .replace(/&lt;(https?:\/\/[^\s&]+)&gt;/g, (_m, url: string) =>
        hold(link(url, unescape(url), base)),
      ),
  );
  let out = s;
  for (let depth = 0; depth < 3 && out.includes('\uE000'); depth++)
    out = out.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => held[Number(i)] ?? '');
  return out;
}

/** Undoes `escape` for a URL captured from escaped text (it is escaped again on output). */
function unescape(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** Renders a note's body; `path` is the note's own path, for its relative links. */
export function renderMarkdown(text: string, path = ''): Html {
  const base = path.split('/').slice(0, -1).join('/');
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;
  const at = (n: number) => lines[n] ?? '';
  while (i < lines.length) {
    const line = at(i);
    const fence = /^ {0,3}(```+|~~~+)\s*([\w+-]*)/.exec(line);
    if (fence) {
      const body: string[] = [];
      for (
        i++;
        i < lines.length &&
        !at(i)
          .trimStart()
          .startsWith(fence[1] as string);
        i++
      )
        body.push(at(i));
      i++;
      const lang = fence[2] ? ` class="language-${escape(fence[2])}"` : '';
      out.push(`<pre><code${lang}>${escape(body.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const n = (heading[1] as string).length;
      out.push(`<h${n}>${inline(heading[2] as string, base)}</h${n}>`);
      i++;
      continue;
    }
    if (/^ {0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      out.push('<hr>');
      i++;
      continue;
    }
    if (/^ {4}|^\t/.test(line)) {
      const body: string[] = [];
      for (; i < lines.length && (/^ {4}|^\t/.test(at(i)) || at(i).trim() === ''); i++)
        body.push(at(i).replace(/^ {4}|^\t/, ''));
      out.push(`<pre><code>${escape(body.join('\n').trimEnd())}</code></pre>`);
      continue;
    }
    if (/^ {0,3}>/.test(line)) {
      const body: string[] = [];
      for (; i < lines.length && /^ {0,3}>/.test(at(i)); i++)
        body.push(at(i).replace(/^ {0,3}> ?/, ''));
      out.push(`<blockquote>${renderMarkdown(body.join('\n'), path).text}</blockquote>`);
      continue;
    }
    const item = /^ {0,3}([-*+]|\d{1,9}[.)])\s+/;
    if (item.test(line)) {
      const ordered = /\d/.test((item.exec(line) as RegExpExecArray)[1] as string);
      const items: string[] = [];
      for (; i < lines.length && (item.test(at(i)) || /^\s{2,}\S/.test(at(i))); i++) {
        const m = item.exec(at(i));
        if (m) items.push(at(i).slice(m[0].length));
        else items[items.length - 1] += ` ${at(i).trim()}`;
      }
      const tag = ordered ? 'ol' : 'ul';
      const li = (t: string) => {
        const task = /^\[([ xX])\]\s+/.exec(t);
        return task
          ? `<li><input type="checkbox" disabled${task[1] === ' ' ? '' : ' checked'}> ${inline(t.slice(task[0].length), base)}</li>`
          : `<li>${inline(t, base)}</li>`;
      };
      out.push(`<${tag}>${items.map(li).join('')}</${tag}>`);
      continue;
    }
    if (line.includes('|') && /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(at(i + 1))) {
      const head = cells(line);
      const rows: string[][] = [];
      for (i += 2; i < lines.length && at(i).includes('|'); i++) rows.push(cells(at(i)));
      out.push(
        `<table><thead><tr>${head.map((c) => `<th>${inline(c, base)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((r) => `<tr>${r.map((c) => `<td>${inline(c, base)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`,
      );
      continue;
    }
    if (line.trim() === '') {
      i++;
      continue;
    }
    const para: string[] = [];
    for (
      ;
      i < lines.length &&
      at(i).trim() !== '' &&
      !/^ {0,3}(#{1,6}\s|```|~~~|>|[-*+]\s|\d{1,9}[.)]\s)/.test(at(i));
      i++
    )
      para.push(at(i).trim());
    out.push(`<p>${inline(para.join('\n'), base)}</p>`);
  }
  return new Html(out.join('\n'));
}
