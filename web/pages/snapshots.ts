// Snapshots (`/snapshots`): the list, a new one with a label, and a restore that asks first
// and then shows the id of the snapshot taken just before it — restoring that one undoes it.

import { form, href, html } from '../html.js';
import { field, when, type Action, type View } from '../view.js';

const size = (n: number) =>
  n < 1024
    ? `${n} B`
    : n < 1048576
      ? `${(n / 1024).toFixed(1)} KiB`
      : `${(n / 1048576).toFixed(1)} MiB`;

export const snapshotsView: View = async ({ services, ctx, csrf }) => {
  const list = services.snapshots.list(ctx).reverse();
  return {
    title: 'Snapshots',
    nav: '/snapshots',
    body: html`<h2>Snapshots <span class="count">${list.length}</span></h2>
      ${form('/snapshots', csrf, {}, html`<input name="label" placeholder="label (optional)" aria-label="label" /> <button>Take a snapshot</button>`, { cls: 'inline' })}
      <table class="snapshots">
        <thead>
          <tr>
            <th>id</th>
            <th>label</th>
            <th>taken</th>
            <th>by</th>
            <th>files</th>
            <th>size</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          ${list.map(
            (s) =>
              html`<tr>
                <td><code>${s.id}</code></td>
                <td>
                  ${s.label}${s.auto ? html` <span class="badge">before a restore</span>` : ''}
                </td>
                <td>${when(s.created_at)}</td>
                <td>${s.principal}</td>
                <td class="num">${s.files}</td>
                <td class="num">${size(s.archive_bytes)}</td>
                <td><a href="${href('/snapshots/restore', { id: s.id })}">restore…</a></td>
              </tr>`,
          )}
        </tbody>
      </table>`,
  };
};

export const restoreConfirmView: View = async ({ services, ctx, query, csrf }) => {
  const id = field(query, 'id');
  const s = services.snapshots.list(ctx).find((x) => x.id === id);
  return {
    title: `restore ${id}`,
    nav: '/snapshots',
    body: html`<h2>Restore snapshot <code>${id}</code>?</h2>
      ${s ? html`<p>${s.label || 'unlabelled'} · taken ${when(s.created_at)} by ${s.principal} · ${s.files} files.</p>` : html`<p class="error">No snapshot ${id}.</p>`}
      <p>
        Every namespace goes back to how it was then. A snapshot of the present is taken first; its
        id is shown afterwards, and restoring it undoes this.
      </p>
      ${form('/snapshots/restore', csrf, { id }, html`<button class="danger">Restore</button> <a href="/snapshots">cancel</a>`)}`,
  };
};

export const createAction: Action = async ({ services, ctx, form: f }) => {
  const s = await services.snapshots.create(ctx, f.get('label') ?? '');
  return { location: '/snapshots', flash: `Took snapshot ${s.id} (${s.files} files)` };
};

export const restoreAction: Action = async ({ services, ctx, form: f }) => {
  const r = await services.snapshots.restore(ctx, field(f, 'id'));
  return {
    location: '/snapshots',
    flash: `Restored ${r.id} (${r.files} files). To undo, restore ${r.undo}.`,
  };
};
