// The owner's page, served beside /mcp on the `serve --http` listener: routes to views
// (GET) and actions (POST, each a service call the CLI also makes, audited with origin
// `web`), behind WebAuth. A refused request — no token, an agent's token, a forged or
// cross-origin change — gets a page saying why; the refusals of changes and of other
// principals' tokens are audited (op `web.refuse`). Views and actions never touch the
// sandbox: they call the store and its services.

import type http from 'node:http';
import { asMemError, MemError } from '../src/errors/mem-error.js';
import { context, type Principal } from '../src/store/context.js';
import type { TokenStore } from '../src/cli/tokens.js';
import { WebAuth, type WebSession } from './auth.js';
import { APP_JS, STYLE_CSS } from './assets.js';
import { html, page } from './html.js';
import { asset, readForm, seeOther, send, statusOf } from './respond.js';
import type { Action, View, ViewRequest, WebServices } from './view.js';
import { approveAction, rejectAction, reviewView } from './pages/review.js';
import { browseView, diffView, noteView, revertAction, revertConfirmView } from './pages/browse.js';
import { searchView } from './pages/search.js';
import { resolveAction } from './pages/conflicts.js';
import { factsView, forgetAction } from './pages/facts.js';
import { auditEvents, auditView } from './pages/audit.js';
import {
  createAction,
  restoreAction,
  restoreConfirmView,
  snapshotsView,
} from './pages/snapshots.js';

const VIEWS: Record<string, View> = {
  '/': reviewView,
  '/review': reviewView,
  '/browse': browseView,
  '/note': noteView,
  '/diff': diffView,
  '/revert': revertConfirmView,
  '/search': searchView,
  '/facts': factsView,
  '/audit': auditView,
  '/snapshots': snapshotsView,
  '/snapshots/restore': restoreConfirmView,
};

const ACTIONS: Record<string, Action> = {
  '/review/approve': approveAction,
  '/review/reject': rejectAction,
  '/revert': revertAction,
  '/forget': forgetAction,
  '/snapshots': createAction,
  '/snapshots/restore': restoreAction,
  '/conflicts/resolve': resolveAction,
};

const ANONYMOUS: Principal = { id: 'anonymous', grants: [] };

function signInPage(reason: string, status: number) {
  return page(
    'Sign in',
    '',
    html`<section class="signin">
      <h2>Sign in</h2>
      <p>
        This page is the store owner’s. Paste a token made with
        <code>mnemofs token create --as owner</code>; the browser then keeps a session cookie and
        the token is not stored.
      </p>
      ${status !== 401 || reason !== 'sign in with the owner’s token' ? html`<p class="error" role="alert">${reason}</p>` : ''}
      <form method="post" action="/signin">
        <input
          type="password"
          name="token"
          autocomplete="off"
          placeholder="mnemofs_…"
          aria-label="token"
          required
          autofocus
        /><button>Sign in</button>
      </form>
    </section>`,
  );
}

export interface WebApp {
  /** Answers one request that is not /mcp. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
}

export function createWebApp(
  services: WebServices,
  tokens: TokenStore,
  principals: () => Map<string, Principal>,
): WebApp {
  const auth = new WebAuth(tokens, principals);
  /** A change refused before any service ran: audited here, answered with the reason. */
  const refuse = (
    res: http.ServerResponse,
    status: number,
    op: string,
    reason: string,
    who?: Principal,
  ) => {
    services.store.refuse(
      context(who ?? ANONYMOUS, 'web', { op: 'web.refuse' }),
      'web.refuse',
      new MemError('MEM_FORBIDDEN', `${op}: ${reason}`),
    );
    send(
      res,
      status,
      status === 401
        ? signInPage(reason, status)
        : page(
            'Refused',
            '',
            html`<h2>Refused</h2>
              <p class="error" role="alert">${reason}</p>`,
          ),
    );
  };

  async function signIn(req: http.IncomingMessage, res: http.ServerResponse) {
    const forged = WebAuth.forged(req, undefined, undefined);
    if (forged || req.headers.origin === undefined)
      return refuse(res, 403, 'sign in', forged ?? 'a sign-in must come from this page');
    const token = (await readForm(req)).get('token') ?? '';
    const r = auth.signIn(token);
    if ('session' in r)
      return seeOther(res, '/review', { 'set-cookie': WebAuth.setCookie(r.session) });
    const who = r.principal ? principals().get(r.principal) : undefined;
    return refuse(res, r.status, 'sign in', r.reason, who);
  }

  async function render(
    res: http.ServerResponse,
    view: View,
    r: ViewRequest,
    session: WebSession | undefined,
    op: string,
    flash?: string,
  ) {
    try {
      const v = await view(r);
      send(res, 200, page(v.title, v.nav, v.body, { csrf: session?.csrf, flash }));
    } catch (err) {
      const e = asMemError(err);
      if (e.data.field) services.store.refuse(r.ctx, op, e);
      send(
        res,
        statusOf(err),
        page('Error', '', html`<h2>That did not work</h2>`, {
          csrf: session?.csrf,
          error: e.message,
        }),
      );
    }
  }

  return {
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      if (req.method === 'GET' && path === '/static/app.js')
        return asset(res, 'text/javascript', APP_JS);
      if (req.method === 'GET' && path === '/static/style.css')
        return asset(res, 'text/css', STYLE_CSS);
      if (req.method === 'POST' && path === '/signin') return signIn(req, res);
      const verdict = auth.check(req);
      if (!verdict.ok) {
        const who = verdict.principal ? principals().get(verdict.principal) : undefined;
        if (req.method === 'GET' && verdict.status === 401 && !req.headers.authorization)
          return send(res, 401, signInPage(verdict.reason, 401)); // the way in, not an attack
        return refuse(res, verdict.status, `${req.method} ${path}`, verdict.reason, who);
      }
      const session = verdict.session;
      const ctx = context(verdict.principal, 'web');
      const op = `web${path.replace(/\//g, '.')}`; // a request refused before any service ran
      const base = { services, ctx, query: url.searchParams, csrf: session?.csrf ?? '' };
      if (req.method === 'GET') {
        if (path === '/audit/events') return auditEvents(services, url.searchParams, req, res);
        const view = VIEWS[path];
        if (!view)
          return send(
            res,
            404,
            page('Not found', '', html`<h2>No page ${path}</h2>`, { csrf: session?.csrf }),
          );
        return render(
          res,
          view,
          { ...base, form: new URLSearchParams() },
          session,
          op,
          session && takeFlash(session),
        );
      }
      if (req.method !== 'POST')
        return send(
          res,
          405,
          page('Not allowed', '', html`<h2>${req.method} is not used here</h2>`),
          { allow: 'GET, POST' },
        );
      let form: URLSearchParams;
      try {
        form = await readForm(req);
      } catch (err) {
        return refuse(
          res,
          statusOf(err),
          `POST ${path}`,
          asMemError(err).message,
          verdict.principal,
        );
      }
      const forged = WebAuth.forged(req, form.get('csrf') ?? undefined, session);
      if (forged) return refuse(res, 403, `POST ${path}`, forged, verdict.principal);
      if (path === '/signout') {
        if (session) auth.signOut(session);
        return seeOther(res, '/review', { 'set-cookie': WebAuth.setCookie() });
      }
      const action = ACTIONS[path];
      if (!action) return send(res, 404, page('Not found', '', html`<h2>No action ${path}</h2>`));
      try {
        const done = await action({ ...base, form });
        if (session) session.flash = done.flash;
        return seeOther(res, done.location);
      } catch (err) {
        const e = asMemError(err);
        if (e.data.field) services.store.refuse(ctx, op, e);
        return send(
          res,
          statusOf(err),
          page(
            'Error',
            '',
            html`<h2>That did not work</h2>
              <p>Go back to the page and try again.</p>`,
            {
              csrf: session?.csrf,
              error: e.message,
            },
          ),
        );
      }
    },
  };
}

function takeFlash(session: WebSession): string | undefined {
  const f = session.flash;
  session.flash = undefined;
  return f;
}
