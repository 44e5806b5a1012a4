// A real SDK Client connected to a real mnemofs MCP server over the SDK's in-memory linked
// transport (the same JSON-RPC messages as stdio, without a process).

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer } from '../../mcp/server.js';
import { OWNER } from '../../src/store/context.js';
import type { Store } from '../../src/store/store.js';
import { startServices, type Services } from '../../src/cli/services.js';

/**
 * The services the server gets in tests: the real composition (search, history,
 * snapshots) without the watcher. Closing the store closes them.
 */
export function testServices(store: Store): Promise<Services> {
  return startServices(store, { watch: false });
}

export async function connect(store: Store): Promise<Client> {
  const services = await testServices(store);
  const { server } = createMcpServer(services, { principal: OWNER });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'mnemofs-test', version: '0.0.0' });
  await client.connect(clientSide);
  return client;
}

/** Calls a tool; a JSON-RPC error (unknown tool, bad arguments) comes back as `rpcError`. */
export async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<CallToolResult & { rpcError?: string }> {
  try {
    return (await client.callTool({ name, arguments: args })) as CallToolResult;
  } catch (err) {
    return { content: [], isError: true, rpcError: (err as Error).message };
  }
}

export function text(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
}
