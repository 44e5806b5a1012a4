// Browse (`/browse`, `/note`, `/diff`, `/revert`): the namespaces as a tree, a directory's
// entries (a page at a time), a note rendered as sanitised Markdown with its front matter,
// trust, and the suspicious badge and reason search gives it; its history with a diff
// between any two versions, and a revert that shows what it will change and asks first.

import { splitFrontMatter } from '../../src/store/front-matter.js';
import { injectionReason } from '../../src/safety/injection.js';
import { badges, form, href, html, type Html } from '../html.js';
import { renderMarkdown } from '../markdown.js';
import { field, when, type Action, type View, type ViewRequest } from '../view.js';

const PAGE = 200;

async function tree({ services, ctx }: ViewRequest, open: string): Promise<Html> {
  const top = await services.store.list(ctx);
  const branch = (ns: string) =>
    html`<li${open === ns || open.startsWith(`${ns}/`) ? html` class="open"` : ''}><a href="${href('/browse', { path: ns })}">${ns}</a></li>`;
  return html`<nav class="tree" aria-label="namespaces">
    <h3>Namespaces</h3>
    <ul>
      ${top.entries.map((e) => branch(e.path))}
    </ul>
  </nav>`;
}

function crumbs(path: string): Html {
  const parts = path.split('/').filter(Boolean);
  return html`<p class="crumbs">
    <a href="/browse">store</a>${parts.map(
      (p, i) =>
        html` /
          <a
            href="${href(i === parts.length - 1 && p.endsWith('.md') ? '/note' : '/browse', { path: parts.slice(0, i + 1).join('/') })}"
            >${p}</a
          >`,
    )}
  </p>`;
}

export const browseView: View = async (r) => {
  const path = r.query.get('path') ?? '';
  const from = Math.max(0, Number(r.query.get('from') ?? 0) || 0);
  const side = await tree(r, path);
  if (!path)
    return {
      title: 'Browse',
      nav: '/browse',
      body: html`<div class="split">
        ${side}
        <section>
          <h2>Browse</h2>
          <p class="hint">Pick a namespace.</p>
        </section>
      </div>`,
    };
  const { entries, truncated } = await r.services.store.list(r.ctx, path);
  entries.sort((a, b) =>
    a.type === b.type ? a.path.localeCompare(b.path) : a.type === 'dir' ? -1 : 1,
  );
  const shown = entries.slice(from, from + PAGE);
  const rows = shown.map((e) => {
    const name = e.path.slice(path.length + 1);
    const link =
      e.type === 'dir' ? href('/browse', { path: e.path }) : href('/note', { path: e.path });
    return html`<tr>
      <td><a href="${link}">${name}${e.type === 'dir' ? '/' : ''}</a></td>
      <td class="num">${e.type === 'file' ? e.bytes : ''}</td>
      <td>${when(e.mtime)}</td>
    </tr>`;
  });
  const more =
    from + PAGE < entries.length
      ? html`<a href="${href('/browse', { path, from: String(from + PAGE) })}">next ${PAGE} →</a>`
      : '';
  return {
    title: path,
    nav: '/browse',
    body: html`<div class="split">
      ${side}
      <section>
        ${crumbs(path)}
        <table class="entries">
          <thead>
            <tr>
              <th>name</th>
              <th>bytes</th>
              <th>modified</th>
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>
        <p class="pager">
          ${from ? html`<a href="${href('/browse', { path, from: String(Math.max(0, from - PAGE)) })}">← previous</a> ` : ''}${entries.length}
          entries${truncated ? ' (listing capped by limits.max_list_entries)' : ''} ${more}
        </p>
      </section>
    </div>`,
  };
};

export const noteView: View = async (r) => {
  const path = field(r.query, 'path');
  const { services, ctx, csrf } = r;
  const read = await services.store.read(ctx, path);
  const { meta, body } = splitFrontMatter(read.content);
  const trust = services.search.engine.trustOf(read.path);
  const suspicious = injectionReason(read.content);
  const commits = await services.history.log(ctx, read.path, 50);
  const options = (selected: string) =>
    commits.map(
      (c) =>
        html`<option value="${c.id}" ${c.id === selected ? html` selected` : ''}>
          ${c.id.slice(0, 7)} · ${when(c.time)} · ${c.message.split('\n')[0]}
        </option>`,
    );
  const history = commits.length
    ? html`<section class="history">
        <h3>History</h3>
        <ol class="commits">
          ${commits.map(
            (c) =>
              html`<li>
                <code>${c.id.slice(0, 7)}</code> ${when(c.time)}
                <span class="who">${c.principal}</span> ${c.message.split('\n')[0]}
                <a href="${href('/diff', { path: read.path, from: c.id })}">diff to now</a> ·
                <a href="${href('/revert', { path: read.path, to: c.id })}">revert to this…</a>
              </li>`,
          )}
        </ol>
        <form method="get" action="/diff" class="diff-pick">
          <input type="hidden" name="path" value="${read.path}" /><label
            >from
            <select name="from">
              ${options(commits[1]?.id ?? '')}
            </select></label
          >
          <label
            >to
            <select name="to">
              <option value="">working tree</option>
              ${options('')}
            </select></label
          >
          <button>Diff</button>
        </form>
      </section>`
    : html`<p class="hint">No history yet.</p>`;
  return {
    title: read.path,
    nav: '/browse',
    body: html`<div class="split">
      ${await tree(r, read.path)}
      <section>
        ${crumbs(read.path)}
        <p class="meta">
          ${badges(trust, suspicious)} ${read.bytes}
          bytes${read.truncated ? ' (first part shown)' : ''}
        </p>
        ${
          Object.keys(meta).length
            ? html`<details class="front-matter">
                <summary>front matter</summary>
                <table>
                  ${Object.entries(meta).map(
                    ([k, v]) =>
                      html`<tr>
                        <th>${k}</th>
                        <td><code>${typeof v === 'string' ? v : JSON.stringify(v)}</code></td>
                      </tr>`,
                  )}
                </table>
              </details>`
            : ''
        }
        <article class="note${suspicious ? ' suspicious' : ''}">
          ${renderMarkdown(body, read.path)}
        </article>
        ${history}
        ${form('/forget', csrf, {}, html`<input type="hidden" name="path" value="${read.path}" /><input name="reason" placeholder="why forget it" aria-label="reason" required /> <button class="danger">Forget this note…</button>`, { confirm: `Forget ${read.path}? It leaves memory and will not be learned again.` })}
      </section>
    </div>`,
  };
};

function diffBlock(diff: string): Html {
  return html`<pre class="diff">
${diff.split('\n').map((l) => html`<span class="${l.startsWith('+') ? 'add' : l.startsWith('-') ? 'del' : l.startsWith('@@') ? 'hunk' : ''}">${l}</span> `)}</pre>`;
}

export const diffView: View = async ({ services, ctx, query }) => {
  const path = field(query, 'path');
  const d = await services.history.diff(
    ctx,
    path,
    query.get('from') || undefined,
    query.get('to') || undefined,
  );
  return {
    title: `diff ${path}`,
    nav: '/browse',
    body: html`${crumbs(path)}
      <h2>
        Diff <code>${d.from.slice(0, 7)}</code> →
        <code>${d.to === 'working tree' ? d.to : d.to.slice(0, 7)}</code>
      </h2>
      ${d.diff ? diffBlock(d.diff) : html`<p class="empty">No difference.</p>`}${d.truncated ? html`<p class="hint">(truncated)</p>` : ''}`,
  };
};

/** A diff read the other way: what going back does to the present. */
function invert(diff: string): string {
  return diff
    .split('\n')
    .map((l) => (l.startsWith('+') ? `-${l.slice(1)}` : l.startsWith('-') ? `+${l.slice(1)}` : l))
    .join('\n');
}

/** The confirmation before a revert: what it will change, and the button. */
export const revertConfirmView: View = async ({ services, ctx, query, csrf }) => {
  const path = field(query, 'path');
  const to = field(query, 'to');
  const d = await services.history.diff(ctx, path, to);
  return {
    title: `revert ${path}`,
    nav: '/browse',
    body: html`${crumbs(path)}
      <h2>Revert <code>${path}</code> to <code>${to.slice(0, 7)}</code>?</h2>
      <p>This is what changes (the current text is kept in history, so this too can be undone):</p>
      ${
        d.diff
          ? diffBlock(invert(d.diff))
          : html`<p class="empty">It already is as it was then.</p>`
      }
      ${form('/revert', csrf, { path, to }, html`<button class="danger">Revert</button> <a href="${href('/note', { path })}">cancel</a>`)}`,
  };
};

export const revertAction: Action = async ({ services, ctx, form: f }) => {
  const path = field(f, 'path');
  const r = await services.history.revert(ctx, path, field(f, 'to'));
  return {
    location: href('/note', { path }),
    flash: r.commit
      ? `Reverted ${path} to ${r.to.slice(0, 7)} (commit ${r.commit.slice(0, 7)})`
      : `${path} already was as ${r.to.slice(0, 7)} has it`,
  };
};
