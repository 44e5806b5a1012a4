// A real git server on loopback: `git http-backend` (smart HTTP) run as CGI under a small
// node:http server, serving bare repositories under one directory — what isomorphic-git
// and the git CLI both speak. With `token`, every request needs HTTP basic auth whose
// password is that token (401 otherwise, as a real server). `kill()` stops it at once,
// mid-request if one is running (the crash tests).

import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const BACKEND = ['/usr/lib/git-core/git-http-backend', '/usr/libexec/git-core/git-http-backend'];

export function gitServerUnavailable(): string | undefined {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'git is not installed (apt-get install git)';
  }
  return BACKEND.some((b) => fs.existsSync(b)) ? undefined : 'git http-backend is not installed';
}

export interface GitServer {
  url(repo: string): string;
  /** Creates a bare repository that accepts pushes. */
  bare(repo: string): string;
  /** Requests seen, for assertions on credentials. */
  requests: { url: string; auth?: string }[];
  /** What git http-backend said on stderr. */
  errors: string[];
  /** Called before a request is handed to git: a test may stall or fail it. */
  before?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  kill(): void;
  close(): Promise<void>;
}

export async function startGitServer(root: string, token?: string): Promise<GitServer> {
  const backend = BACKEND.find((b) => fs.existsSync(b)) as string;
  const children = new Set<ChildProcess>();
  const requests: GitServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ url: req.url ?? '', auth: req.headers.authorization });
    if (token) {
      const auth = req.headers.authorization ?? '';
      const pass = auth.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString().split(':').slice(1).join(':')
        : '';
      if (pass !== token) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="git"' });
        return res.end();
      }
    }
    if (self.before && !self.before(req, res)) return undefined;
    const child = spawn(backend, [], {
      env: {
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: req.method ?? 'GET',
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        REMOTE_USER: 'test',
        REMOTE_ADDR: '127.0.0.1',
        HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
        GIT_HTTP_MAX_REQUEST_BUFFER: '100M',
        PATH: process.env.PATH ?? '',
      },
    });
    children.add(child);
    child.stderr.on('data', (c: Buffer) => self.errors.push(c.toString()));
    child.on('exit', () => children.delete(child));
    req.pipe(child.stdin);
    let head = Buffer.alloc(0);
    let sent = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (sent) return void res.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of head.subarray(0, end).toString().split('\r\n')) {
        const i = line.indexOf(':');
        const k = line.slice(0, i).trim().toLowerCase();
        const v = line.slice(i + 1).trim();
        if (k === 'status') status = Number(v.split(' ')[0]);
        else headers[k] = v;
      }
      res.writeHead(status, headers);
      sent = true;
      res.write(head.subarray(end + 4));
    });
    child.stdout.on('end', () => res.end());
    child.on('error', () => res.destroy());
    return undefined;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const self: GitServer = {
    url: (repo) => `http://127.0.0.1:${port}/${repo}`,
    bare(repo) {
      const dir = path.join(root, repo);
      execFileSync('git', ['init', '-q', '--bare', '-b', 'main', dir]);
      execFileSync('git', ['-C', dir, 'config', 'http.receivepack', 'true']);
      return dir;
    },
    requests,
    errors: [],
    kill() {
      for (const c of children) c.kill('SIGKILL');
      server.closeAllConnections();
      server.close();
    },
    async close() {
      for (const c of children) c.kill('SIGKILL');
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return self;
}
