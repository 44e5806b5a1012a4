// Search (`/search`): the same memory_search the models call — mode, namespace, as-of —
// each hit with its snippet, trust and suspicious badge, opening the note at the hit.

import { badges, href, html } from '../html.js';
import type { View } from '../view.js';

const MODES = ['', 'hybrid', 'text', 'vector'];

export const searchView: View = async ({ services, ctx, query }) => {
  const q = query.get('q') ?? '';
  const mode = query.get('mode') ?? '';
  const ns = query.get('ns') ?? '';
  const asOf = query.get('as_of') ?? '';
  const hits = q.trim()
    ? (
        await services.search.search(ctx, {
          query: q,
          ...(mode ? { mode } : {}),
          ...(ns ? { path: ns } : {}),
          ...(asOf ? { as_of: asOf } : {}),
          limit: 30,
        })
      ).hits
    : undefined;
  const spaces = (await services.store.list(ctx)).entries.map((e) => e.path);
  return {
    title: q ? `search: ${q}` : 'Search',
    nav: '/search',
    body: html`<h2>Search</h2>
      <form method="get" action="/search" class="search" role="search">
        <input
          type="search"
          name="q"
          value="${q}"
          placeholder="what do you remember about…"
          aria-label="query"
          autofocus
        />
        <label
          >mode
          <select name="mode">
            ${MODES.map((m) => html`<option value="${m}" ${m === mode ? html` selected` : ''}>${m || `default (${services.search.defaultMode})`}</option>`)}
          </select></label
        >
        <label
          >in
          <select name="ns">
            <option value="">every namespace</option>
            ${spaces.map((s) => html`<option${s === ns ? html` selected` : ''}>${s}</option>`)}
          </select></label
        >
        <label
          >as of <input name="as_of" value="${asOf}" placeholder="2026-11-30" size="12"
        /></label>
        <button>Search</button>
      </form>
      ${
        hits === undefined
          ? ''
          : hits.length
            ? html`<ol class="hits">
                ${hits.map(
                  (h) =>
                    html`<li class="hit${h.suspicious ? ' suspicious' : ''}">
                      <a
                        class="hit-path"
                        href="${href('/note', { path: h.path })}#L${String(h.lines[0])}"
                        >${h.path}</a
                      >
                      ${h.heading ? html`<span class="heading">§ ${h.heading}</span>` : ''}
                      ${badges(h.trust, h.suspicious ? (h.suspicious_reason ?? 'looks like an injection') : undefined)}
                      <span class="score">${h.score.toFixed(3)}</span>
                      <p class="snippet">${h.snippet}</p>
                    </li>`,
                )}
              </ol>`
            : html`<p class="empty">No hits.</p>`
      }`,
  };
};
