// A real SDK Client on `mnemofs mcp` over stdio, as an MCP client application runs it: it
// joins a running `serve` of the store, or serves in-process.

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { BIN } from './cli.js';

/** With `env`, the server runs with those variables added (e.g. MNEMOFS_SESSION). */
export async function connectStdio(
  store: string,
  as?: string,
  env: Record<string, string> = {},
): Promise<Client> {
  const client = new Client({ name: 'mnemofs-test', version: '0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', '--store', store, ...(as ? ['--as', as] : [])],
      env: { ...(process.env as Record<string, string>), ...env },
    }),
  );
  return client;
}
