// `mnemofs client-config CLIENT`: the exact snippet that plugs this install into an MCP
// client, with absolute paths (node and the built CLI), so it works wherever the client
// starts it. Prints only; says where the snippet goes.

import { storeDir } from '../config.js';
import { mcpArgv } from '../install-paths.js';
import { usageError, type Verb } from '../verb.js';

const CLIENTS = ['claude-desktop', 'claude-code', 'cursor', 'vscode'] as const;
type Client = (typeof CLIENTS)[number];

const USAGE = `mnemofs client-config ${CLIENTS.join('|')} [--store DIR] [--as P] [--name N]`;

const shellQuote = (a: string) =>
  /^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`;

/** The snippet for `client` and the sentence saying where it goes. */
function clientConfig(
  client: Client,
  name: string,
  store: string,
  as: string | undefined,
): { where: string; snippet: string } {
  const [command, args] = mcpArgv(store, as);
  const json = (o: object) => JSON.stringify(o, null, 2);
  switch (client) {
    case 'claude-desktop':
      return {
        where:
          'merge into ~/.config/Claude/claude_desktop_config.json, then restart Claude Desktop',
        snippet: json({ mcpServers: { [name]: { command, args } } }),
      };
    case 'cursor':
      return {
        where: 'merge into ~/.cursor/mcp.json (all projects) or .cursor/mcp.json (one project)',
        snippet: json({ mcpServers: { [name]: { command, args } } }),
      };
    case 'vscode':
      return {
        where:
          'merge into .vscode/mcp.json of the workspace (or the user mcp.json: "MCP: Open User Configuration")',
        snippet: json({ servers: { [name]: { type: 'stdio', command, args } } }),
      };
    case 'claude-code':
      return {
        where: 'run in a shell (add --scope user to make it available in every project)',
        snippet: ['claude', 'mcp', 'add', name, '--', command, ...args].map(shellQuote).join(' '),
      };
  }
}

export const clientConfigCommand: Verb = {
  summary: `print the MCP client configuration for this install (${CLIENTS.join(', ')})`,
  usage: USAGE,
  args: [
    ['CLIENT', CLIENTS.join(', ')],
    ['--as P', 'the principal the client acts as (default owner)'],
    ['--name N', 'the server name in the client (default memory)'],
  ],
  examples: [
    'mnemofs client-config claude-desktop --store ~/memory',
    'mnemofs client-config vscode --store ~/memory --as agent:coder',
  ],
  options: { as: { type: 'string' }, name: { type: 'string' } },
  async run(values, [client]) {
    if (!CLIENTS.includes(client as Client))
      throw usageError(
        `unknown client "${client ?? ''}"; use one of: ${CLIENTS.join(', ')}`,
        USAGE,
      );
    const r = clientConfig(
      client as Client,
      (values.name as string | undefined) ?? 'memory',
      storeDir(values.store as string | undefined),
      values.as as string | undefined,
    );
    console.log(r.snippet);
    console.error(`mnemofs: ${r.where}`);
    return 0;
  },
};
