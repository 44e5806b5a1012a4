// The page's only script and stylesheet, served from /static/ (the CSP allows scripts from
// this origin only, none inline). The script is progressive enhancement: every view works
// without it. It adds confirmation dialogs (`data-confirm`), the review keys (j/k move,
// a approves, r goes to the reason), and the audit live tail, whose rows it builds with
// textContent — an audit line's text never becomes markup.

export const APP_JS = `'use strict';
document.addEventListener('submit', (e) => {
  const f = e.target;
  if (f instanceof HTMLFormElement && f.dataset.confirm && !window.confirm(f.dataset.confirm))
    e.preventDefault();
});
const cards = () => [...document.querySelectorAll('article.candidate')];
let at = -1;
function focusCard(i) {
  const all = cards();
  if (!all.length) return;
  at = Math.max(0, Math.min(all.length - 1, i));
  all.forEach((c, n) => c.classList.toggle('current', n === at));
  all[at].focus();
  all[at].scrollIntoView({ block: 'nearest' });
}
document.addEventListener('keydown', (e) => {
  const t = e.target;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
  if (!cards().length) return;
  const card = cards()[at];
  if (e.key === 'j') focusCard(at + 1);
  else if (e.key === 'k') focusCard(at - 1);
  else if (e.key === 'a' && card) card.querySelector('button.approve')?.closest('form')?.requestSubmit();
  else if (e.key === 'r' && card) { e.preventDefault(); card.querySelector('input[name=reason]')?.focus(); }
  else return;
});
const live = document.getElementById('live');
if (live instanceof HTMLInputElement) {
  let source;
  const state = document.getElementById('live-state');
  const rows = document.getElementById('audit-rows');
  const cell = (tr, text) => { const td = document.createElement('td'); td.textContent = text; tr.appendChild(td); return td; };
  live.addEventListener('change', () => {
    if (!live.checked) { source?.close(); state.textContent = ''; return; }
    source = new EventSource(live.dataset.stream);
    source.onopen = () => (state.textContent = 'following new lines…');
    source.onerror = () => (state.textContent = 'reconnecting…');
    source.onmessage = (m) => {
      const e = JSON.parse(m.data);
      const tr = document.createElement('tr');
      tr.className = 'new ' + (e.ok ? '' : e.error && e.error.code === 'MEM_FORBIDDEN' ? 'refused' : 'failed');
      cell(tr, e.ts.replace('T', ' ').replace(/:\\d\\d(\\.\\d+)?Z$/, ' UTC'));
      cell(tr, e.op); cell(tr, e.origin); cell(tr, e.principal);
      cell(tr, (e.path || '') + (e.dest ? ' → ' + e.dest : ''));
      cell(tr, e.ok ? 'ok' : (e.error ? e.error.code + ' ' + e.error.message : 'failed'));
      cell(tr, e.trace_id ? e.trace_id.slice(0, 8) : '');
      rows.prepend(tr);
    };
  });
}
`;

export const STYLE_CSS = `:root { --fg: #1d2330; --muted: #5b6475; --line: #d9dde5; --bg: #fff; --soft: #f4f6f9; --accent: #2855c5; --bad: #b42318; --warn: #b54708; --good: #067647; font: 15px/1.45 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
body { margin: 0; }
header { display: flex; gap: 1.5rem; align-items: center; padding: .6rem 1.2rem; border-bottom: 1px solid var(--line); background: var(--soft); }
header .brand { font-weight: 700; color: var(--fg); text-decoration: none; }
header nav { display: flex; gap: 1rem; flex: 1; }
header nav a { color: var(--muted); text-decoration: none; padding: .2rem 0; }
header nav a[aria-current] { color: var(--fg); border-bottom: 2px solid var(--accent); }
main { padding: 1rem 1.2rem; max-width: 72rem; }
a { color: var(--accent); }
h2 .count, h3 .count { color: var(--muted); font-weight: 400; font-size: .8em; margin-left: .4rem; }
.hint, .empty, .recorded, .valid, .meta { color: var(--muted); }
.flash { background: #ecfdf3; border: 1px solid #abefc6; padding: .5rem .8rem; border-radius: 6px; }
.error { background: #fef3f2; border: 1px solid #fecdca; padding: .5rem .8rem; border-radius: 6px; color: var(--bad); }
.candidate { border: 1px solid var(--line); border-radius: 8px; padding: .8rem 1rem; margin: .8rem 0; outline: none; }
.candidate.current { border-color: var(--accent); box-shadow: 0 0 0 2px #c7d5f7; }
.candidate header { background: none; border: 0; padding: 0; gap: .6rem; }
.candidate h3 { margin: 0; font-size: 1.05rem; }
.statement { white-space: pre-wrap; font-size: 1.05rem; }
.kind, .confidence, .id { color: var(--muted); font-size: .85rem; }
.source { display: grid; grid-template-columns: 6rem 1fr; gap: .1rem .6rem; margin: .4rem 0; font-size: .9rem; }
.source dt { color: var(--muted); }
.source dd { margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: .6rem; align-items: flex-start; }
.actions form { display: inline-flex; gap: .3rem; }
.actions details form { display: flex; flex-direction: column; margin-top: .4rem; }
textarea { width: 32rem; max-width: 100%; font: inherit; }
button { font: inherit; padding: .25rem .8rem; border-radius: 6px; border: 1px solid var(--line); background: var(--soft); cursor: pointer; }
button.approve { background: var(--good); color: #fff; border-color: var(--good); }
button.danger, button.reject { color: var(--bad); }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: .8rem; }
.sides.three { grid-template-columns: 1fr 1fr 1fr; }
.conflict { border-color: #fedf89; }
.side { border: 1px solid var(--line); border-radius: 6px; padding: .4rem .8rem; background: var(--soft); }
.side h4 { margin: .2rem 0; }
.badge { display: inline-block; font-size: .75rem; padding: 0 .45rem; border-radius: 999px; border: 1px solid var(--line); color: var(--muted); }
.trust-trusted { color: var(--good); border-color: #abefc6; }
.trust-unverified { color: var(--warn); border-color: #fedf89; }
.trust-quarantined, .badge.suspicious { color: var(--bad); border-color: #fecdca; background: #fef3f2; }
.split { display: grid; grid-template-columns: 14rem 1fr; gap: 1.2rem; }
.tree ul { list-style: none; padding: 0; margin: 0; }
.tree li { padding: .15rem 0; }
.tree li.open a { font-weight: 600; }
table { border-collapse: collapse; width: 100%; font-size: .92rem; }
th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
table.audit td:first-child { white-space: nowrap; }
.note { border: 1px solid var(--line); border-radius: 8px; padding: .2rem 1.2rem; }
.note.suspicious { border-color: #fecdca; }
.note pre, pre.diff, pre.inert { background: var(--soft); padding: .6rem; overflow-x: auto; white-space: pre-wrap; }
pre.diff .add { color: var(--good); }
pre.diff .del { color: var(--bad); }
pre.diff .hunk { color: var(--muted); }
.commits { padding-left: 1.2rem; font-size: .9rem; }
.refused-link, .image-link { color: var(--warn); }
tr.failed td { background: #fffaeb; }
tr.refused td { background: #fef3f2; }
tr.new td { animation: flash 1.5s; }
@keyframes flash { from { background: #eef4ff; } }
.refusals { border: 1px solid #fecdca; border-radius: 8px; padding: .2rem 1rem; margin: .8rem 0; }
.refusals ul { list-style: none; padding: 0; }
.search input[type=search] { width: 28rem; max-width: 100%; font: inherit; padding: .3rem .5rem; }
.hits { padding-left: 1.2rem; }
.hit { margin: .7rem 0; }
.hit .snippet { margin: .2rem 0; color: var(--fg); white-space: pre-wrap; }
.hit .score, .hit .heading { color: var(--muted); font-size: .85rem; }
form.filters, form.pickers, form.search { display: flex; flex-wrap: wrap; gap: .6rem; align-items: center; margin: .6rem 0; }
.signout button { font-size: .85rem; }
.signin { max-width: 34rem; margin: 4rem auto; }
.signin input { width: 100%; font: inherit; padding: .4rem; margin: .4rem 0; }
kbd { border: 1px solid var(--line); border-radius: 3px; padding: 0 .3rem; font-size: .85em; }
`;
