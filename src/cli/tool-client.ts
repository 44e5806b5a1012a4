// CLI verbs that are tools (log, diff, revert, snapshot …) run as MCP tool calls, so the
// shell and a model get the same checks, results and audit lines. When a `serve` of the
// store is running, the call goes to it through the join socket (one process owns the
// store, its index and its history); otherwise the verb serves itself in-process for the
// one call. Long jobs report MCP progress, shown on a TTY.

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer } from '../../mcp/server.js';
import { MemError, MEM_CODES, type MemCode } from '../errors/mem-error.js';
import { OWNER } from '../store/context.js';
import { openOrInitStore } from './open-store.js';
import { joinServe } from './serve-socket.js';
import { progressLine } from './progress.js';
import { startServices } from './services.js';

export type ToolCall = (
  name: string,
  args: Record<string, unknown>,
  progressLabel?: string,
) => Promise<Record<string, unknown>>;

async function viaServe(
  dir: string,
): Promise<{ client: Client; close(): Promise<void> } | undefined> {
  const socket = await joinServe(dir, undefined);
  if (!socket) return undefined;
  // The join socket carries newline-delimited JSON-RPC, the stdio framing; the SDK's stdio
  // transport is a plain framing over two streams and serves a client just as well.
  const client = new Client({ name: 'mnemofs-cli', version: '1' });
  const connected = client.connect(new StdioServerTransport(socket, socket));
  socket.resume(); // joinServe left it paused after the answer line; the transport reads now
  await connected;
  // The transport lets go of the streams but does not end them: the socket is ours to end,
  // or it keeps this process alive after the verb printed its result (issue 12).
  return {
    client,
    async close() {
      await client.close();
      socket.destroy();
    },
  };
}

async function inProcess(dir: string): Promise<{ client: Client; close(): Promise<void> }> {
  const services = await startServices(openOrInitStore(dir), { watch: false });
  const { server } = createMcpServer(services, { principal: OWNER, origin: 'cli' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'mnemofs-cli', version: '1' });
  await client.connect(clientSide);
  return {
    client,
    async close() {
      await client.close();
      await services.close();
    },
  };
}

/** The MemError a failed tool result carries, so the CLI prints and exits as for any error. */
function toError(result: CallToolResult): MemError {
  const e = (result.structuredContent as { error?: { code: string; message: string } }).error;
  const code = (e && e.code in MEM_CODES ? e.code : 'MEM_IO') as MemCode;
  return new MemError(code, e?.message ?? 'the call failed');
}

/** Runs `fn` with a tool caller for the store in `dir`. */
export async function withTools<T>(dir: string, fn: (call: ToolCall) => Promise<T>): Promise<T> {
  const session = (await viaServe(dir)) ?? (await inProcess(dir));
  const tty = process.stderr.isTTY;
  const call: ToolCall = async (name, args, progressLabel) => {
    const began = Date.now();
    const result = (await session.client.callTool({ name, arguments: args }, undefined, {
      timeout: 24 * 3600_000,
      ...(tty && progressLabel
        ? {
            onprogress: ({ progress, total }) =>
              process.stderr.write(`\r${progressLine(progressLabel, progress, total, began)}`),
          }
        : {}),
    })) as CallToolResult;
    if (tty && progressLabel) process.stderr.write('\n');
    if (result.isError) throw toError(result);
    return result.structuredContent ?? {};
  };
  try {
    return await fn(call);
  } finally {
    await session.close();
  }
}
