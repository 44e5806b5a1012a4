// MCP over Streamable HTTP as a remote client uses it: a bearer token made with the CLI,
// and the SDK's real Client on the server's /mcp URL.

import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { runCli } from './cli.js';

/** A new token for principal `as` (`mnemofs token create --json`). */
export function createToken(store: string, as: string): string {
  const r = runCli(['token', 'create', '--as', as, '--store', store, '--json']);
  assert.equal(r.code, 0, r.stderr);
  return (JSON.parse(r.stdout) as { token: string }).token;
}

export async function httpClient(url: string, bearer: string): Promise<Client> {
  const c = new Client({ name: 'http-test', version: '0' });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { authorization: `Bearer ${bearer}` } },
    }),
  );
  return c;
}
