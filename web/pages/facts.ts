// Facts (`/facts`, `/forget`): the current facts, or what was valid `as_of` a time, or what
// was believed `known_at` one — memory_facts, as the models see it. The tombstones with who
// forgot what and why. Forgetting (a fact or a note) asks first and leaves a tombstone.

import { badges, form, href, html } from '../html.js';
import { field, when, type Action, type View } from '../view.js';

export const factsView: View = async ({ services, ctx, query, csrf }) => {
  const asOf = query.get('as_of') || undefined;
  const knownAt = query.get('known_at') || undefined;
  const { facts } = services.memory.query(ctx, { as_of: asOf, known_at: knownAt });
  const tombstones = services.memory.tombstones().slice(-100).reverse();
  return {
    title: 'Facts',
    nav: '/facts',
    body: html`<h2>Facts <span class="count">${facts.length}</span></h2>
      <form method="get" action="/facts" class="pickers">
        <label
          >valid as of
          <input type="datetime-local" name="as_of" value="${asOf?.slice(0, 16) ?? ''}"
        /></label>
        <label
          >believed at
          <input type="datetime-local" name="known_at" value="${knownAt?.slice(0, 16) ?? ''}"
        /></label>
        <button>Show</button> <a href="/facts">now</a>
      </form>
      ${asOf || knownAt ? html`<p class="hint">Showing ${asOf ? html`what was true at ${when(asOf)}` : ''}${asOf && knownAt ? ', ' : ''}${knownAt ? html`what the store believed at ${when(knownAt)}` : ''}.</p>` : ''}
      <table class="facts">
        <thead>
          <tr>
            <th>fact</th>
            <th>trust</th>
            <th>valid</th>
            <th>recorded</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          ${facts.map(
            (f) =>
              html`<tr id="${f.id}">
                <td>
                  <a href="${href('/note', { path: f.path })}">${f.title}</a><br /><code class="id"
                    >${f.id}</code
                  >
                </td>
                <td>${badges(f.trust)}</td>
                <td>${when(f.valid_from)} → ${f.valid_to ? when(f.valid_to) : 'now'}</td>
                <td>${when(f.recorded_at)}</td>
                <td>
                  ${form('/forget', csrf, { fact: f.id }, html`<input name="reason" placeholder="reason" aria-label="reason" required /> <button class="danger">Forget…</button>`, { confirm: `Forget the fact “${f.title}”? It will not be learned again.` })}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
      <h3>Tombstones <span class="count">${tombstones.length}</span></h3>
      <p class="hint">What was forgotten or rejected: it is never learned again.</p>
      <table class="tombstones">
        <thead>
          <tr>
            <th>what</th>
            <th>why</th>
            <th>by</th>
            <th>when</th>
          </tr>
        </thead>
        <tbody>
          ${tombstones.map(
            (t) =>
              html`<tr>
                <td>${t.title ?? t.path ?? t.fingerprint.slice(0, 12)}</td>
                <td>${t.reason}</td>
                <td>${t.by}</td>
                <td>${when(t.at)}</td>
              </tr>`,
          )}
        </tbody>
      </table>`,
  };
};

export const forgetAction: Action = async ({ services, ctx, form: f }) => {
  const fact = f.get('fact') || undefined;
  const path = fact ? undefined : field(f, 'path');
  const r = await services.memory.forget(ctx, { fact, path, reason: field(f, 'reason') });
  return {
    location: fact ? '/facts' : href('/browse', { path: r.path.split('/').slice(0, -1).join('/') }),
    flash: `Forgot ${r.path} (${r.tombstones} tombstone${r.tombstones === 1 ? '' : 's'})`,
  };
};
