// Sync conflicts in the review queue: a note (or fact) changed here and on a remote in ways
// that do not merge line by line. A three-way view — the common base, this store's version,
// the remote's — and the choice: keep ours, take theirs, or write the text to keep. The
// same SyncService.resolve the CLI's `review resolve` calls; the next sync carries it.

import type { Conflict } from '../../src/sync/conflicts.js';
import { parseFact } from '../../src/memory/fact.js';
import { badges, form, href, html, type Html } from '../html.js';
import { field, when, type Action } from '../view.js';

function column(label: string, text: string | null): Html {
  return html`<div class="side">
    <h4>${label}</h4>
    ${text === null ? html`<p class="empty">(removed)</p>` : html`<pre class="inert">${text}</pre>`}
  </div>`;
}

/** One side of a fact conflict, read as a fact: its statement and validity. */
function factSide(label: string, text: string | null): Html {
  const f = text === null ? undefined : parseFact(text);
  if (!f) return column(label, text);
  return html`<div class="side">
    <h4>${label} ${badges(f.trust)}</h4>
    <p class="statement">${f.value !== undefined ? `${f.predicate}: ${f.value}` : f.text}</p>
    <p class="valid">valid ${when(f.valid_from)} → ${f.valid_to ? when(f.valid_to) : 'now'}</p>
  </div>`;
}

export function conflictCard(c: Conflict, csrf: string): Html {
  return html`<article class="candidate conflict" id="${c.id}" tabindex="-1">
    <header>
      <h3>Sync conflict: <a href="${href('/note', { path: c.path })}">${c.path}</a></h3>
      <span class="kind">${c.fact ? html`fact ${c.fact}` : 'note'}</span>
      <code class="id">${c.id}</code>
    </header>
    <p class="hint">
      Changed here and on remote <strong>${c.remote}</strong> (found ${when(c.at)}). Both versions
      are kept; this path is not synced until you choose.
    </p>
    ${
      c.fact
        ? html`<p>
              The same fact, with other values: taking the remote's replaces ours (the old value
              stays in history).
            </p>
            <div class="sides three">
              ${factSide('base (both had)', c.base)} ${factSide('now (here)', c.local)}
              ${factSide(`proposed by ${c.remote}`, c.theirs)}
            </div>`
        : html`<div class="sides three">
            ${column('base (both had)', c.base)} ${column('here', c.local)}
            ${column(`remote ${c.remote}`, c.theirs)}
          </div>`
    }
    <div class="actions">
      ${form('/conflicts/resolve', csrf, { id: c.id, take: 'local' }, html`<button>Keep ours</button>`)}
      ${form('/conflicts/resolve', csrf, { id: c.id, take: 'remote' }, html`<button>Take ${c.remote}’s</button>`)}
      <details>
        <summary>Write the text to keep</summary>
        ${form('/conflicts/resolve', csrf, { id: c.id, take: 'edit' }, html`<textarea name="text" rows="6" aria-label="text to keep">${c.local ?? c.theirs ?? ''}</textarea><button>Keep this</button>`)}
      </details>
    </div>
  </article>`;
}

export const resolveAction: Action = async ({ services, ctx, form: f }) => {
  const id = field(f, 'id');
  const take = field(f, 'take');
  const choice = take === 'local' || take === 'remote' ? take : { text: f.get('text') ?? '' };
  const r = await services.sync.resolve(ctx, id, choice);
  return {
    location: '/review',
    flash: `Resolved ${r.path}: the ${r.kept} version is kept; the next sync carries it`,
  };
};
