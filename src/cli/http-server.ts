// MCP over Streamable HTTP for `serve --http HOST:PORT`. Every request carries a bearer
// token (401 without one, or with an unknown or revoked one); the token names the
// principal, and a session belongs to the principal that opened it — a request with
// another principal's token for it is refused (403), so sessions are isolated. A request
// with an Origin header from anywhere but this machine is refused (403: DNS rebinding).
// It listens on loopback unless told otherwise, and refuses a non-loopback address while
// no token exists. Every other path is the owner's web page (web/app.ts).

import crypto from 'node:crypto';
import http from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer } from '../../mcp/server.js';
import { createWebApp } from '../../web/app.js';
import { MemError } from '../errors/mem-error.js';
import type { Principal } from '../store/context.js';
import type { Services } from './services.js';
import type { TokenStore } from './tokens.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '[::1]']);
const MAX_BODY = 4 * 1024 * 1024;

interface Session {
  transport: StreamableHTTPServerTransport;
  principal: string;
}

export interface HttpListener {
  url: string;
  /** Closes the sessions of these principals (their definition changed): they re-initialize. */
  closeSessions(principals: Set<string>): void;
  close(): Promise<void>;
}

function reply(
  res: http.ServerResponse,
  status: number,
  message: string,
  headers: http.OutgoingHttpHeaders = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

function readBody(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy(new Error('request body over 4 MiB'));
      else chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined);
      } catch {
        reject(new Error('the request body is not JSON'));
      }
    });
    req.on('error', reject);
  });
}

export function parseListen(spec: string): { host: string; port: number } {
  const m = /^(?:\[([^\]]+)\]|([^:]+))?:?(\d+)$/.exec(spec);
  if (!m)
    throw new MemError(
      'MEM_INVALID_ARG',
      `--http "${spec}" is not HOST:PORT (e.g. 127.0.0.1:8765)`,
    );
  const port = Number(m[3]);
  if (port > 65535)
    throw new MemError('MEM_INVALID_ARG', `--http "${spec}": port ${port} is over 65535`);
  return { host: m[1] ?? m[2] ?? '127.0.0.1', port };
}

export async function listenHttp(
  services: Services,
  spec: string,
  tokens: TokenStore,
  principals: () => Map<string, Principal>,
): Promise<HttpListener> {
  const { host, port } = parseListen(spec);
  if (!LOOPBACK.has(host) && !tokens.hasActive()) {
    throw new MemError(
      'MEM_FORBIDDEN',
      `refusing to listen on ${host}, which is not loopback, while no token exists; create one with \`mnemofs token create --as PRINCIPAL\` first`,
    );
  }
  const sessions = new Map<string, Session>();
  const web = createWebApp(services, tokens, principals);
  const server = http.createServer((req, res) => {
    void (async () => {
      const origin = req.headers.origin;
      if (origin !== undefined) {
        let hostname = '';
        try {
          hostname = new URL(origin).hostname;
        } catch {
          // an unparseable Origin is not this machine
        }
        if (!LOOPBACK.has(hostname)) return reply(res, 403, `origin ${origin} is not allowed`);
      }
      if (new URL(req.url ?? '/', 'http://x').pathname !== '/mcp') return web.handle(req, res);
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const principalId = bearer ? tokens.verify(bearer) : undefined;
      const principal = principalId ? principals().get(principalId) : undefined;
      if (principalId && !principal)
        return reply(
          res,
          403,
          `the token acts for ${principalId}, which this store's config.toml does not define (any more); add it back under [[agents]] / [[teams]], or use a token of a defined principal`,
        );
      if (!principal)
        return reply(
          res,
          401,
          bearer ? 'the token is unknown or revoked' : 'a bearer token is required',
          {
            'www-authenticate': 'Bearer realm="mnemofs"',
          },
        );
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      const sessionId = req.headers['mcp-session-id'];
      if (typeof sessionId === 'string') {
        const session = sessions.get(sessionId);
        if (!session) return reply(res, 404, 'no such session; initialize a new one');
        if (session.principal !== principal.id)
          return reply(res, 403, 'this session belongs to another principal');
        return session.transport.handleRequest(req, res, body);
      }
      if (req.method !== 'POST' || !isInitializeRequest(body))
        return reply(res, 400, 'no session: the first request must be initialize');
      const id = crypto.randomUUID();
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => id,
        onsessioninitialized: () => void sessions.set(id, { transport, principal: principal.id }),
      });
      const { server: mcp, end } = createMcpServer(services, { principal, session: id });
      transport.onclose = () => {
        sessions.delete(id);
        end();
        void services.consolidate(); // the session ended: learn from it
      };
      await mcp.connect(transport);
      await transport.handleRequest(req, res, body);
    })().catch((err: unknown) => {
      if (!res.headersSent) reply(res, 400, (err as Error).message);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as { port: number };
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${address.port}/mcp`,
    closeSessions(changed) {
      for (const s of sessions.values()) if (changed.has(s.principal)) void s.transport.close();
    },
    async close() {
      for (const s of sessions.values()) await s.transport.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
