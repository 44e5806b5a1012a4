// `mnemofs mcp`: serve MCP over stdio to one client, in this process. Creates the store on
// first use so an MCP client config is all a newcomer needs.

import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from '../../../mcp/server.js';
import { MemError } from '../../errors/mem-error.js';
import { initStore } from '../../store/init-store.js';
import { Store } from '../../store/store.js';
import { loadLimits, storeDir } from '../config.js';
import { principalFor } from '../principal.js';
import type { Verb } from '../main.js';

export const mcpCommand: Verb = {
  summary: 'serve MCP over stdio for one client (creates the store if missing)',
  usage: 'mnemofs mcp [--store DIR] [--as PRINCIPAL]',
  options: { as: { type: 'string' } },
  async run(values) {
    const dir = storeDir(values.store as string | undefined);
    const principal = principalFor(values.as as string | undefined);
    let store: Store;
    try {
      store = Store.open(dir, loadLimits(dir));
    } catch (err) {
      if (!(err instanceof MemError && err.code === 'MEM_NOT_FOUND')) throw err;
      initStore(dir);
      console.error(`mnemofs: created a new store at ${dir}`);
      store = Store.open(dir, loadLimits(dir));
    }
    const server = createMcpServer(store, { principal });
    const transport = new StdioServerTransport();
    const closed = new Promise<void>((resolve) => (server.onclose = resolve));
    process.stdin.on('end', () => void server.close());
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => void server.close());
    await server.connect(transport);
    await closed;
    await store.close();
    return 0;
  },
};
