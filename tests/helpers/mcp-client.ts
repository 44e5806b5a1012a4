// A real SDK Client connected to a real mnemofs MCP server over the SDK's in-memory linked
// transport (the same JSON-RPC messages as stdio, without a process).

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  CreateMessageRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer } from '../../mcp/server.js';
import { OWNER, type Principal } from '../../src/store/context.js';
import type { Store } from '../../src/store/store.js';
import { startServices, type Services } from '../../src/cli/services.js';

/**
 * The services the server gets in tests: the real composition (search, history,
 * snapshots) without the watcher. Closing the store closes them.
 */
export function testServices(store: Store): Promise<Services> {
  return startServices(store, { watch: false });
}

/**
 * A client on a fresh server session. With `sample`, the client offers MCP sampling and
 * answers every sampling request with what `sample` returns for its prompt.
 */
export async function connect(
  store: Store,
  options: { sample?: (prompt: string) => string; principal?: Principal; services?: Services } = {},
): Promise<Client> {
  const services = options.services ?? (await testServices(store));
  const { server } = createMcpServer(services, { principal: options.principal ?? OWNER });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client(
    { name: 'mnemofs-test', version: '0.0.0' },
    options.sample ? { capabilities: { sampling: {} } } : {},
  );
  const sample = options.sample;
  if (sample) {
    client.setRequestHandler(CreateMessageRequestSchema, (request) => {
      const content = request.params.messages[0]?.content;
      const prompt =
        content && !Array.isArray(content) && content.type === 'text' ? content.text : '';
      return {
        model: 'test-model',
        role: 'assistant' as const,
        content: { type: 'text' as const, text: sample(prompt) },
      };
    });
  }
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
