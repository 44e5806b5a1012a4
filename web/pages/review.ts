// The review queue (`/`, `/review`): sync conflicts first (conflicts.ts), then each candidate with its statement, where it came from
// (session, principal, trace ids and notes, each a link), its confidence, and — when
// approving it would supersede a current fact — the old and the new side by side with
// their validity. Approve, reject with a reason, or edit the statement and approve: the
// same MemoryService calls as `mnemofs review`, audited with origin `web`. j/k move between
// candidates, a approves, r focuses the reason (app.js).

import type { Fact } from '../../src/memory/fact.js';
import { badges, form, href, html, type Html } from '../html.js';
import { field, when, type Action, type View } from '../view.js';
import { conflictCard } from './conflicts.js';

function source(f: Fact): Html {
  const s = f.source;
  return html`<dl class="source">
    <dt>from</dt>
    <dd>${s.via}, by <a href="${href('/audit', { principal: s.principal })}">${s.principal}</a></dd>
    ${
      s.session
        ? html`<dt>session</dt>
            <dd><a href="${href('/audit', { session: s.session })}">${s.session}</a></dd>`
        : ''
    }
    ${
      s.trace_ids.length
        ? html`<dt>calls</dt>
            <dd>
              ${s.trace_ids.map((t) => html`<a href="${href('/audit', { trace: t })}"><code>${t}</code></a> `)}
            </dd>`
        : ''
    }
    ${
      s.paths?.length
        ? html`<dt>notes</dt>
            <dd>${s.paths.map((p) => html`<a href="${href('/note', { path: p })}">${p}</a> `)}</dd>`
        : ''
    }
  </dl>`;
}

function side(label: string, f: Pick<Fact, 'text' | 'valid_from' | 'valid_to' | 'trust'>): Html {
  return html`<div class="side">
    <h4>${label} ${badges(f.trust)}</h4>
    <p class="statement">${f.text}</p>
    <p class="valid">valid ${when(f.valid_from)} → ${f.valid_to ? when(f.valid_to) : 'now'}</p>
  </div>`;
}

/** Candidates a page shows: a long queue is worked through a page at a time. */
const PAGE = 40;

export const reviewView: View = async ({ services, csrf, query }) => {
  const candidates = services.memory.candidates();
  const conflicts = services.sync.conflicts.list();
  const from = Math.min(Math.max(0, Number(query.get('from')) || 0), candidates.length);
  const shown = candidates.slice(from, from + PAGE);
  const superseded = services.memory.wouldSupersede(shown);
  const items = shown.map((c) => {
    const old = superseded.get(c.id);
    return html`<article class="candidate" id="${c.id}" tabindex="-1">
      <header>
        <h3>${c.title}</h3>
        <span class="kind">${c.kind}</span>
        <span class="confidence" title="confidence">${Math.round(c.confidence * 100)} %</span>
        <code class="id">${c.id}</code>
      </header>
      ${
        old
          ? html`<div class="supersedes">
              <p>
                Approving this supersedes
                <a href="${href('/note', { path: old.path })}">${old.id}</a>:
              </p>
              <div class="sides">
                ${side('now', old)}${side('proposed', { ...c, valid_to: null })}
              </div>
            </div>`
          : html`<p class="statement">${c.text}</p>`
      }
      ${source(c)}
      <p class="recorded">
        proposed ${when(c.recorded_at)} · destined for <code>${c.ns}/facts/</code>
      </p>
      <div class="actions">
        ${form('/review/approve', csrf, { id: c.id }, html`<button class="approve" accesskey="a">Approve</button>`)}
        ${form('/review/reject', csrf, { id: c.id }, html`<input name="reason" placeholder="why not (kept with the tombstone)" aria-label="reason" /> <button class="reject">Reject</button>`)}
        <details>
          <summary>Edit, then approve</summary>
          ${form('/review/approve', csrf, { id: c.id }, html`<textarea name="text" rows="3" aria-label="statement">${c.text}</textarea><button>Approve as edited</button>`)}
        </details>
      </div>
    </article>`;
  });
  return {
    title: 'Review',
    nav: '/review',
    body: html`<h2>
        Review <span class="count">${candidates.length + conflicts.length} waiting</span>
      </h2>
      <p class="hint">
        What agents proposed to remember. Nothing here is recalled until you approve it. Keys:
        <kbd>j</kbd>/<kbd>k</kbd> move, <kbd>a</kbd> approve, <kbd>r</kbd> reject.
      </p>
      ${conflicts.map((c) => conflictCard(c, csrf))}
      ${items.length || conflicts.length ? items : html`<p class="empty">Nothing waiting for review.</p>`}
      ${candidates.length > PAGE ? html`<p class="pager">${from ? html`<a href="${href('/review', { from: String(Math.max(0, from - PAGE)) })}">← previous</a> ` : ''}${from + 1}–${Math.min(from + PAGE, candidates.length)} of ${candidates.length} ${from + PAGE < candidates.length ? html`<a href="${href('/review', { from: String(from + PAGE) })}">next →</a>` : ''}</p>` : ''}`,
  };
};

export const approveAction: Action = async ({ services, ctx, form: f }) => {
  const id = field(f, 'id');
  const text = f.get('text') ?? undefined;
  const r = await services.memory.approve(ctx, id, text);
  return {
    location: '/review',
    flash: `Approved ${r.id}${r.edited ? ' as edited' : ''} → ${r.path}${r.supersedes ? ` (supersedes ${r.supersedes})` : ''}`,
  };
};

export const rejectAction: Action = async ({ services, ctx, form: f }) => {
  const id = field(f, 'id');
  const reason = f.get('reason')?.trim() || 'rejected in review';
  services.memory.reject(ctx, id, reason);
  return { location: '/review', flash: `Rejected ${id}; it will not be learned again` };
};
