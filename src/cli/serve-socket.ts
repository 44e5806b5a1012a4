// The store lock and the join socket are one thing: a Unix socket at `.mnemofs/lock`. The
// `serve` process listens on it (so a second `serve` finds it answering and refuses), and
// `mnemofs mcp` connects to it so that every MCP client of a store shares the one serving
// process — one audit stream, and later one index. A socket left by a crashed server does
// not answer and is replaced. The socket is bound and connected through
// `/proc/self/fd/<fd>/lock`, where fd is `.mnemofs/` opened beneath the store root: the
// kernel binds in exactly that directory, never through a path an attacker could swap.
//
// Protocol: the client's first line is `{"mnemofs":"join","as":"<principal>"}`; the server
// answers `{"mnemofs":"joined"}` or `{"mnemofs":"refused","error":"…"}` (then closes), so a
// refusal reaches the client as a refusal, never as free text in its MCP stream; everything
// after the answer is MCP's newline-delimited JSON-RPC, as over stdio.

import net from 'node:net';
import { MemError } from '../errors/mem-error.js';
import { StoreFiles } from '../store/store-files.js';
import { META_DIR } from '../store/layout.js';

export const LOCK_NAME = 'lock';

export interface JoinRequest {
  as?: string;
  /** A session id the client pinned (MNEMOFS_SESSION), already checked by the joiner. */
  session?: string;
}

function withLockPath<T>(files: StoreFiles, fn: (path: string) => Promise<T>): Promise<T> {
  return files.throughFd(META_DIR, (dir) => fn(`${dir}/${LOCK_NAME}`));
}

/** Connects to a running `serve` of this store, or resolves undefined when none answers. */
function connectToServe(files: StoreFiles): Promise<net.Socket | undefined> {
  return withLockPath(
    files,
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
  files: StoreFiles,
  onJoin: (socket: net.Socket, request: JoinRequest) => void | Promise<void>,
): Promise<net.Server> {
  const other = await connectToServe(files);
  if (other) {
    other.destroy();
    throw new MemError(
      'MEM_CONFLICT',
      `another mnemofs serve is already running on ${files.path} (it answers on .mnemofs/${LOCK_NAME}); stop it first, or join it with \`mnemofs mcp --store ${files.path}\``,
    );
  }
  if (files.stat(`${META_DIR}/${LOCK_NAME}`)) files.remove(`${META_DIR}/${LOCK_NAME}`);
  const server = net.createServer(
    { allowHalfOpen: true },
    (socket) => void readJoin(socket, onJoin),
  );
  await withLockPath(
    files,
    (path) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(path, () => resolve());
      }),
  );
  return server;
}

/**
 * Reads one line, then hands it on with the socket paused and any bytes after the line put
 * back; undefined when the socket ended first or sent 4 KiB without a newline.
 */
function readLine(socket: net.Socket): Promise<string | undefined> {
  return new Promise((resolve) => {
    let head = Buffer.alloc(0);
    const done = (line: string | undefined) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(line);
    };
    const onClose = () => done(undefined);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const nl = head.indexOf(0x0a);
      if (nl < 0) {
        if (head.length > 4096) {
          socket.destroy();
          done(undefined);
        }
        return;
      }
      socket.pause();
      const rest = head.subarray(nl + 1);
      if (rest.length) socket.unshift(rest);
      done(head.subarray(0, nl).toString('utf8'));
    };
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}

/** Reads the join line and hands the socket on (paused, ready for the answer). */
async function readJoin(
  socket: net.Socket,
  onJoin: (socket: net.Socket, request: JoinRequest) => void | Promise<void>,
): Promise<void> {
  const line = await readLine(socket);
  if (line === undefined) return;
  let parsed: { mnemofs?: string; as?: string; session?: string } = {};
  try {
    parsed = JSON.parse(line) as typeof parsed;
  } catch {
    // not JSON: refused below
  }
  if (parsed.mnemofs !== 'join')
    return refuseJoin(socket, 'expected a join line: {"mnemofs":"join"}');
  await onJoin(socket, {
    as: parsed.as,
    ...(typeof parsed.session === 'string' ? { session: parsed.session } : {}),
  });
}

/** The server's answer to a join it accepts; MCP follows. */
export function acceptJoin(socket: net.Socket): void {
  socket.write(`${JSON.stringify({ mnemofs: 'joined' })}\n`);
}

/** The server's answer to a join it refuses (an unknown principal): a reason, then close. */
export function refuseJoin(socket: net.Socket, error: string): void {
  socket.end(`${JSON.stringify({ mnemofs: 'refused', error })}\n`);
}

/**
 * Joins a running `serve` of the store in `dir` as `as`: the socket, ready for MCP, or
 * undefined when there is no store or no serve answers. A refusal (an unknown principal) throws MEM_INVALID_ARG with the server's reason.
 */
export async function joinServe(
  dir: string,
  as: string | undefined,
  session?: string,
): Promise<net.Socket | undefined> {
  let files: StoreFiles;
  try {
    files = StoreFiles.open(dir);
  } catch {
    return undefined; // no store yet, so no server either
  }
  const socket = await connectToServe(files).finally(() => files.close());
  if (!socket) return undefined;
  socket.write(
    `${JSON.stringify({ mnemofs: 'join', ...(as ? { as } : {}), ...(session ? { session } : {}) })}\n`,
  );
  const line = await readLine(socket);
  let answer: { mnemofs?: string; error?: string } = {};
  try {
    answer = JSON.parse(line ?? '{}') as typeof answer;
  } catch {
    // not an answer of this protocol: refused below
  }
  if (answer.mnemofs === 'joined') return socket;
  socket.destroy();
  throw new MemError(
    'MEM_INVALID_ARG',
    answer.error ??
      `the running serve of ${dir} did not accept the join (a different mnemofs version?); restart it`,
  );
}
