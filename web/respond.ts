// The HTTP side of a page: security headers on every answer (a strict Content-Security-Policy
// with no inline script, no framing, no referrer beyond this origin, no caching of pages), form bodies read
// with a cap, and the status a store error maps to.

import type http from 'node:http';
import { MemError, type MemCode } from '../src/errors/mem-error.js';
import type { Html } from './html.js';

const MAX_FORM = 1024 * 1024;

export const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const SECURITY = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

export function send(
  res: http.ServerResponse,
  status: number,
  body: Html | string,
  headers: http.OutgoingHttpHeaders = {},
): void {
  const text = typeof body === 'string' ? body : body.text;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...SECURITY,
    ...headers,
  });
  res.end(text);
}

export function asset(res: http.ServerResponse, type: string, text: string): void {
  res.writeHead(200, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'public, max-age=3600',
    'content-length': Buffer.byteLength(text),
    ...SECURITY,
  });
  res.end(text);
}

/** After a change: see the result at `location` (POST, redirect, GET). */
export function seeOther(
  res: http.ServerResponse,
  location: string,
  headers: http.OutgoingHttpHeaders = {},
): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', ...SECURITY, ...headers });
  res.end();
}

export function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded')) {
      req.resume();
      return reject(
        new MemError(
          'MEM_INVALID_ARG',
          `a change is a form post (application/x-www-form-urlencoded), not ${type || 'an empty body'}`,
        ),
      );
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_FORM) {
        reject(new MemError('MEM_TOO_LARGE', 'the form is over 1 MiB'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

const STATUS: Partial<Record<MemCode, number>> = {
  MEM_NOT_FOUND: 404,
  MEM_FORBIDDEN: 403,
  MEM_OUTSIDE_ROOT: 403,
  MEM_RESERVED: 403,
  MEM_INVALID_ARG: 400,
  MEM_NOT_DIR: 400,
  MEM_IS_DIR: 400,
  MEM_NOT_REGULAR: 400,
  MEM_NO_MATCH: 400,
  MEM_EXISTS: 409,
  MEM_CONFLICT: 409,
  MEM_NOT_EMPTY: 409,
  MEM_TOO_LARGE: 413,
  MEM_UNSUPPORTED: 400,
};

export function statusOf(err: unknown): number {
  return err instanceof MemError ? (STATUS[err.code] ?? 500) : 500;
}
