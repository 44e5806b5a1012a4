// `mnemofs mcp`: MCP over stdio for one client. When a `serve` of the same store is running,
// this process only bridges stdio to it (so the mount and every client share one process,
// one audit stream); otherwise it serves in-process.

import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from '../../../mcp/server.js';
import { SandboxRoot } from '../../sandbox/sandbox-root.js';
import { TMP_DIR } from '../../store/layout.js';
import { storeDir } from '../config.js';
import { openOrInitStore } from '../open-store.js';
import { startServices } from '../services.js';
import { loadPrincipals, principalFor } from '../principal.js';
import { connectToServe, joinLine } from '../serve-socket.js';
import type { Verb } from '../verb.js';

async function tryJoin(dir: string, as: string | undefined): Promise<boolean> {
  let root: SandboxRoot;
  try {
    root = SandboxRoot.open(dir, { tmpDir: TMP_DIR });
  } catch {
    return false; // no store yet, so no server either
  }
  const socket = await connectToServe(root).finally(() => root.close());
  if (!socket) return false;
  socket.write(joinLine(as));
  process.stdin.pipe(socket);
  socket.pipe(process.stdout);
  await new Promise<void>((resolve) => {
    socket.once('close', resolve);
    process.stdin.once('end', () => socket.end());
  });
  return true;
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
    const principal = principalFor(as, loadPrincipals(dir));
    if (await tryJoin(dir, as)) return 0;
    const services = await startServices(openOrInitStore(dir), { watch: true });
    const { server } = createMcpServer(services, { principal });
    const closed = new Promise<void>((resolve) => (server.onclose = resolve));
    process.stdin.on('end', () => void server.close());
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => void server.close());
    await server.connect(new StdioServerTransport());
    await closed;
    await services.consolidate(); // the session ended: learn from it
    await services.close();
    return 0;
  },
};
