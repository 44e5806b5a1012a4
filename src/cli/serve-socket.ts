// The store lock and the join socket are one thing: a Unix socket at `.mnemofs/lock`. The
// `serve` process listens on it (so a second `serve` finds it answering and refuses), and
// `mnemofs mcp` connects to it so that every MCP client of a store shares the one serving
// process — one audit stream, and later one index. A socket left by a crashed server does
// not answer and is replaced. The socket is bound and connected through
// `/proc/self/fd/<fd>/lock`, where fd is `.mnemofs/` opened beneath the store root: the
// kernel binds in exactly that directory, never through a path an attacker could swap.
//
// Protocol: the client's first line is `{"mnemofs":"join","as":"<principal>"}`; everything
// after it is MCP's newline-delimited JSON-RPC, as over stdio.

import net from 'node:net';
import { MemError } from '../errors/mem-error.js';
import { closeFd, type SandboxRoot } from '../sandbox/sandbox-root.js';
import { META_DIR } from '../store/layout.js';

export const LOCK_NAME = 'lock';

export interface JoinRequest {
  as?: string;
}

function withLockPath<T>(root: SandboxRoot, fn: (path: string) => Promise<T>): Promise<T> {
  const fd = root.openDir(META_DIR);
  return fn(`/proc/self/fd/${fd}/${LOCK_NAME}`).finally(() => closeFd(fd));
}

/** Connects to a running `serve` of this store, or resolves undefined when none answers. */
export function connectToServe(root: SandboxRoot): Promise<net.Socket | undefined> {
  return withLockPath(
    root,
    (path) =>
      new Promise((resolve) => {
        const socket = net.connect({ path, allowHalfOpen: true });
        socket.once('connect', () => resolve(socket));
        socket.once('error', () => resolve(undefined));
      }),
  );
}

/**
 * Takes the store lock by listening on it. Refuses with MEM_CONFLICT when another serve
 * answers; replaces a stale socket.
 */
export async function listenForJoins(
  root: SandboxRoot,
  onJoin: (socket: net.Socket, request: JoinRequest) => void | Promise<void>,
): Promise<net.Server> {
  const other = await connectToServe(root);
  if (other) {
    other.destroy();
    throw new MemError(
      'MEM_CONFLICT',
      `another mnemofs serve is already running on ${root.path} (it answers on .mnemofs/${LOCK_NAME}); stop it first, or join it with \`mnemofs mcp --store ${root.path}\``,
    );
  }
  if (root.tryStat(`${META_DIR}/${LOCK_NAME}`)) root.unlink(`${META_DIR}/${LOCK_NAME}`);
  const server = net.createServer({ allowHalfOpen: true }, (socket) => readJoin(socket, onJoin));
  await withLockPath(
    root,
    (path) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(path, () => resolve());
      }),
  );
  return server;
}

/** Reads the join line, then hands the socket (with any bytes after the line) on. */
function readJoin(
  socket: net.Socket,
  onJoin: (socket: net.Socket, request: JoinRequest) => void | Promise<void>,
): void {
  let head = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    head = Buffer.concat([head, chunk]);
    const nl = head.indexOf(0x0a);
    if (nl < 0) {
      if (head.length > 4096) socket.destroy();
      return;
    }
    socket.off('data', onData);
    socket.pause();
    const rest = head.subarray(nl + 1);
    if (rest.length) socket.unshift(rest);
    let request: JoinRequest;
    try {
      const parsed = JSON.parse(head.subarray(0, nl).toString('utf8')) as {
        mnemofs?: string;
        as?: string;
      };
      if (parsed.mnemofs !== 'join') throw new Error('not a join line');
      request = { as: parsed.as };
    } catch {
      socket.end('{"error":"expected a join line: {\\"mnemofs\\":\\"join\\"}"}\n');
      return;
    }
    void onJoin(socket, request);
  };
  socket.on('data', onData);
}

export function joinLine(as: string | undefined): string {
  return `${JSON.stringify({ mnemofs: 'join', ...(as ? { as } : {}) })}\n`;
}
