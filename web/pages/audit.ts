// Audit (`/audit`, `/audit/events`): the timeline of the audit log's recent past, filtered
// by principal, session, tool, trace or failures only; failures and refusals stand out;
// what the store refused as a possible prompt injection is listed with its text shown as
// text (inert: escaped, never markup). `/audit/events` is the live tail: server-sent events
// of new lines matching the same filter, polled from the log by byte offset.

import type http from 'node:http';
import type { AuditEntry } from '../../src/audit/audit-entry.js';
import { matchesFilter, type AuditFilter } from '../../src/audit/audit-reader.js';
import { href, html } from '../html.js';
import { when, type View, type WebServices } from '../view.js';

/** The recent past a page reads: the log's last 4 MiB (about 15,000 lines). */
const TAIL_BYTES = 4 * 1024 * 1024;
const SHOWN = 200;
const POLL_MS = 500;

function filterOf(q: URLSearchParams): AuditFilter {
  const get = (k: string) => q.get(k) || undefined;
  return {
    principal: get('principal'),
    session: get('session'),
    op: get('op'),
    trace: get('trace'),
    path: get('path'),
    failures: q.get('failures') === '1',
  };
}

const refusedOp = (e: AuditEntry) => !e.ok && e.error?.code === 'MEM_FORBIDDEN';

function row(e: AuditEntry) {
  return html`<tr class="${e.ok ? '' : refusedOp(e) ? 'refused' : 'failed'}">
    <td>${when(e.ts)}</td>
    <td>${e.op}</td>
    <td>${e.origin}</td>
    <td><a href="${href('/audit', { principal: e.principal })}">${e.principal}</a></td>
    <td>${e.path ?? ''}${e.dest ? ` → ${e.dest}` : ''}</td>
    <td>
      ${e.ok ? 'ok' : html`<strong>${e.error?.code ?? 'failed'}</strong> ${e.error?.message ?? ''}`}
    </td>
    <td>
      ${e.trace_id ? html`<a href="${href('/audit', { trace: e.trace_id })}"><code>${e.trace_id.slice(0, 8)}</code></a>` : ''}${e.session ? html` <a href="${href('/audit', { session: e.session })}">session</a>` : ''}
    </td>
  </tr>`;
}

export const auditView: View = async ({ services, query }) => {
  const filter = filterOf(query);
  const { entries } = services.store.readAuditTail(TAIL_BYTES);
  const kept = entries
    .filter((e) => matchesFilter(e, filter))
    .slice(-SHOWN)
    .reverse();
  const refusals = services.memory.refusals().slice(-20).reverse();
  const input = (name: string, label: string) =>
    html`<label
      >${label} <input name="${name}" value="${query.get(name) ?? ''}" size="14"
    /></label> `;
  const stream = href('/audit/events', Object.fromEntries(query.entries()));
  return {
    title: 'Audit',
    nav: '/audit',
    body: html`<h2>Audit</h2>
      <form method="get" action="/audit" class="filters">
        ${input('principal', 'principal')}${input('session', 'session')}${input('op', 'tool')}${input('trace', 'trace')}${input('path', 'path')}
        <label
          ><input
            type="checkbox"
            name="failures"
            value="1"
            ${filter.failures ? html` checked` : ''}
          />
          failures only</label
        >
        <button>Filter</button> <a href="/audit">clear</a>
      </form>
      ${
        refusals.length
          ? html`<section class="refusals">
              <h3>Refused as possible prompt injections</h3>
              <p class="hint">Shown as inert text. None of it was remembered.</p>
              <ul>
                ${refusals.map(
                  (r) =>
                    html`<li>
                      <p class="meta">
                        ${when(r.at)} · from ${r.source.via} by ${r.source.principal} ·
                        <span class="badge suspicious">${r.reason}</span>
                      </p>
                      <pre class="inert">${r.excerpt}</pre>
                    </li>`,
                )}
              </ul>
            </section>`
          : ''
      }
      <p class="live">
        <label><input type="checkbox" id="live" data-stream="${stream}" /> live tail</label>
        <span id="live-state"></span>
      </p>
      <table class="audit">
        <thead>
          <tr>
            <th>when</th>
            <th>op</th>
            <th>origin</th>
            <th>principal</th>
            <th>path</th>
            <th>result</th>
            <th>trace</th>
          </tr>
        </thead>
        <tbody id="audit-rows">
          ${kept.map(row)}
        </tbody>
      </table>
      <p class="hint">
        The newest ${SHOWN} matching lines of the log’s last 4 MiB; \`mnemofs audit\` reads it all.
      </p>`,
  };
};

/** The live tail: new matching lines as server-sent events until the page goes away. */
export function auditEvents(
  services: WebServices,
  query: URLSearchParams,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): void {
  const filter = filterOf(query);
  let offset = services.store.readAuditTail(0).next;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.write(': live\n\n');
  const timer = setInterval(() => {
    const chunk = services.store.readAudit(offset);
    offset = chunk.next;
    for (const e of chunk.entries)
      if (matchesFilter(e, filter)) res.write(`data: ${JSON.stringify(e)}\n\n`);
  }, POLL_MS);
  const stop = () => clearInterval(timer);
  req.on('close', stop);
  res.on('close', stop);
}
