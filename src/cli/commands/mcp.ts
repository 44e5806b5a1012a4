// `mnemofs mcp`: MCP over stdio for one client. When a `serve` of the same store is running,
// this process only bridges stdio to it (so the mount and every client share one process,
// one audit stream, one live configuration); otherwise it serves in-process. A principal the
// store does not know fails fast (issue 12): a line on stderr, a JSON-RPC error answering the
// client's first request (stdout carries nothing else), and exit status 2.

import { checkSessionId } from '../../store/scratch.js';
import readline from 'node:readline';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from '../../../mcp/server.js';
import { asMemError } from '../../errors/mem-error.js';
import { storeDir } from '../config.js';
import { loadSettings } from '../live-config.js';
import { openOrInitStore } from '../open-store.js';
import { startServices } from '../services.js';
import { principalFor } from '../principal.js';
import { joinServe } from '../serve-socket.js';
import { exitCodeOf, type Verb } from '../verb.js';

/** JSON-RPC's code for an error the server defines: the session is refused. */
const REFUSED = -32001;

/** Bridges stdio to a running serve; false when none answers (a refusal throws). */
async function tryJoin(dir: string, as: string | undefined, session?: string): Promise<boolean> {
  const socket = await joinServe(dir, as, session);
  if (!socket) return false;
  process.stdin.pipe(socket);
  socket.pipe(process.stdout);
  socket.resume();
  await new Promise<void>((resolve) => {
    socket.once('close', resolve);
    process.stdin.once('end', () => socket.end());
  });
  return true;
}

/** The first line the client sends, or undefined after `waitMs` or at the end of stdin. */
function firstRequest(waitMs: number): Promise<string | undefined> {
  if (process.stdin.isTTY) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const lines = readline.createInterface({ input: process.stdin });
    const done = (line: string | undefined) => {
      resolve(line); // first: closing the interface below calls done again
      clearTimeout(timer);
      lines.close();
      process.stdin.destroy();
    };
    const timer = setTimeout(() => done(undefined), waitMs);
    lines.once('line', done);
    lines.once('close', () => done(undefined));
  });
}

/** Refuses the client: stderr for the person, a JSON-RPC error for the client. */
async function refuse(err: unknown): Promise<number> {
  const { message } = asMemError(err);
  console.error(`mnemofs mcp: ${message}`);
  const line = await firstRequest(5000);
  if (line !== undefined) {
    let id: unknown = null;
    try {
      id = (JSON.parse(line) as { id?: unknown }).id ?? null;
    } catch {
      // not JSON-RPC: answered with id null
    }
    process.stdout.write(
      `${JSON.stringify({ jsonrpc: '2.0', id, error: { code: REFUSED, message } })}\n`,
    );
  }
  return exitCodeOf(err);
}

export const mcpCommand: Verb = {
  summary:
    'MCP over stdio for one client: joins a running `serve` of the store, else serves in-process',
  usage: 'mnemofs mcp [--store DIR] [--as PRINCIPAL]',
  args: [
    ['--as P', 'act as principal P: owner (default), agent:<id> or team:<id> from config.toml'],
  ],
  examples: [
    'mnemofs mcp --store ~/memory                   # what an MCP client runs',
    'mnemofs mcp --store ~/memory --as agent:coder  # scoped to agents/coder/',
  ],
  options: { as: { type: 'string' } },
  async run(values) {
    const dir = storeDir(values.store as string | undefined);
    const as = values.as as string | undefined;
    let settings;
    let principal;
    // A client may pin its session id (its audit lines, sessions and scratch then carry it).
    const session = process.env.MNEMOFS_SESSION || undefined;
    try {
      if (session !== undefined) checkSessionId(session);
      if (await tryJoin(dir, as, session)) return 0;
      settings = loadSettings(dir);
      principal = principalFor(as, settings.principals);
    } catch (err) {
      return refuse(err);
    }
    const services = await startServices(openOrInitStore(dir, settings.limits), {
      watch: true,
      settings,
    });
    const { server, end } = createMcpServer(services, { principal, session });
    const closed = new Promise<void>((resolve) => (server.onclose = resolve));
    process.stdin.on('end', () => void server.close());
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => void server.close());
    await server.connect(new StdioServerTransport());
    await closed;
    end();
    await services.consolidate(); // the session ended: learn from it
    await services.close();
    return 0;
  },
};
