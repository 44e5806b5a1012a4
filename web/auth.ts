// Who may use the page, and how a request proves it. Owner only: a request carries the
// owner's bearer token (`mnemofs token create --as owner`) or the session cookie the page
// set when that token was pasted at /signin. The cookie is HttpOnly and SameSite=Strict,
// its session lives in this process only (a restart signs everyone out), ends after 12
// idle hours, and ends at once when its token is revoked. A state-changing request also
// needs the session's CSRF token and an Origin that is this very page's (not merely
// another port of localhost). An agent's or a team's token is refused (403) everywhere.

import crypto from 'node:crypto';
import type http from 'node:http';
import { isOwner, type Principal } from '../src/store/context.js';
import type { TokenStore } from '../src/cli/tokens.js';

export const COOKIE = 'mnemofs_session';
const IDLE_MS = 12 * 3600_000;

export interface WebSession {
  id: string;
  csrf: string;
  principal: Principal;
  tokenId: string;
  seen: number;
  /** The message of the last change, shown once on the next page. */
  flash?: string;
}

export type Verdict =
  | { ok: true; principal: Principal; session?: WebSession }
  | { ok: false; status: 401 | 403; reason: string; principal?: string };

function cookie(req: http.IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** The origin this request was addressed to, as a browser on this page would send it. */
export function ownOrigin(req: http.IncomingMessage): string | undefined {
  return req.headers.host ? `http://${req.headers.host}` : undefined;
}

export class WebAuth {
  private readonly sessions = new Map<string, WebSession>();

  constructor(
    private readonly tokens: TokenStore,
    private readonly principals: () => Map<string, Principal>,
  ) {}

  /** What a presented token may do here: the owner's opens the page, any other is refused. */
  private byToken(token: string): Verdict & { tokenId?: string } {
    const record = this.tokens.lookup(token);
    if (!record) return { ok: false, status: 401, reason: 'the token is unknown or revoked' };
    const principal = this.principals().get(record.principal);
    if (!principal || !isOwner(principal))
      return {
        ok: false,
        status: 403,
        principal: record.principal,
        reason: `this page is the owner's; a token of ${record.principal} cannot open it (create one with \`mnemofs token create --as owner\`)`,
      };
    return { ok: true, principal, tokenId: record.id };
  }

  /** Who sent the request: bearer token first, then the session cookie. */
  check(req: http.IncomingMessage): Verdict {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (bearer) {
      const v = this.byToken(bearer);
      return v.ok ? { ok: true, principal: v.principal } : v;
    }
    const id = cookie(req, COOKIE);
    const session = id ? this.sessions.get(id) : undefined;
    if (!session)
      return {
        ok: false,
        status: 401,
        reason: id ? 'the session has ended; sign in again' : 'sign in with the owner’s token',
      };
    if (Date.now() - session.seen > IDLE_MS || !this.tokens.isActive(session.tokenId)) {
      this.sessions.delete(session.id);
      return { ok: false, status: 401, reason: 'the session has ended; sign in again' };
    }
    session.seen = Date.now();
    return { ok: true, principal: session.principal, session };
  }

  /** Signs in with a pasted token: a new session, or why not. */
  signIn(token: string): { session: WebSession } | Extract<Verdict, { ok: false }> {
    const v = this.byToken(token.trim());
    if (!v.ok) return v;
    const session: WebSession = {
      id: crypto.randomBytes(32).toString('base64url'),
      csrf: crypto.randomBytes(32).toString('base64url'),
      principal: v.principal,
      tokenId: v.tokenId as string,
      seen: Date.now(),
    };
    this.sessions.set(session.id, session);
    return { session };
  }

  signOut(session: WebSession): void {
    this.sessions.delete(session.id);
  }

  /** The Set-Cookie header of a session (or of its end, with no session). */
  static setCookie(session?: WebSession): string {
    const value = session ? session.id : '';
    const age = session ? '' : '; Max-Age=0';
    return `${COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=/${age}`;
  }

  /**
   * Why a state-changing request is refused, or undefined: its Origin must be this page's,
   * and a session's request must carry its CSRF token (a bearer-token client sends no
   * cookie, so no browser can forge it; it still needs no Origin from elsewhere).
   */
  static forged(
    req: http.IncomingMessage,
    csrf: string | undefined,
    session: WebSession | undefined,
  ): string | undefined {
    const origin = req.headers.origin;
    if (session || origin !== undefined) {
      if (origin !== ownOrigin(req))
        return `a change must come from this page (Origin ${origin ?? 'missing'}, expected ${ownOrigin(req)})`;
    }
    if (session) {
      const a = Buffer.from(csrf ?? '');
      const b = Buffer.from(session.csrf);
      if (a.length !== b.length || !crypto.timingSafeEqual(a, b))
        return 'the form’s CSRF token is missing or stale; reload the page and try again';
    }
    return undefined;
  }
}
