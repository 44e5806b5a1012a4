// `mnemofs serve`: the daemon. Takes the store lock (the join socket), mounts the store when
// --mount is given, and serves MCP to every `mnemofs mcp` that joins. Prints one line per
// listener. SIGINT/SIGTERM unmount, release the lock and exit 0.

import type net from 'node:net';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from '../../../mcp/server.js';
import { mountStore, type Mounted } from '../../../fuse/mount.js';
import { MemError } from '../../errors/mem-error.js';
import { storeDir } from '../config.js';
import { openOrInitStore } from '../open-store.js';
import { startServices, type Services } from '../services.js';
import { loadPrincipals, principalFor } from '../principal.js';
import { listenForJoins, LOCK_NAME } from '../serve-socket.js';
import { listenHttp, type HttpListener } from '../http-server.js';
import { TokenStore } from '../tokens.js';
import type { Verb } from '../verb.js';
import path from 'node:path';

/** Consolidation also runs on this schedule, for sessions that never ended cleanly. */
const CONSOLIDATE_EVERY_MS = 15 * 60_000;

export const serveCommand: Verb = {
  summary:
    'the daemon: mount the store (--mount DIR) and serve MCP to clients that join with `mnemofs mcp`',
  usage: 'mnemofs serve [--store DIR] [--mount DIR] [--http HOST:PORT] [--as PRINCIPAL]',
  args: [
    ['--mount DIR', 'mount the store at DIR (created if missing); default: no mount'],
    [
      '--http HOST:PORT',
      'also serve MCP over Streamable HTTP at http://HOST:PORT/mcp (bearer tokens: mnemofs token create)',
    ],
    [
      '--as P',
      'the principal the mount acts as (default owner; agent:<id> shows that agent its view)',
    ],
  ],
  examples: [
    'mnemofs serve --store ./store --mount ./mnt',
    'mnemofs serve --store ~/memory --http 127.0.0.1:8765',
  ],
  options: { mount: { type: 'string' }, http: { type: 'string' }, as: { type: 'string' } },
  async run(values) {
    const dir = storeDir(values.store as string | undefined);
    const principals = loadPrincipals(dir);
    const mountPrincipal = principalFor(values.as as string | undefined, principals);
    const store = openOrInitStore(dir);
    // Services start after the lock is taken (a second serve refuses before indexing);
    // clients that join meanwhile wait for them.
    let servicesStarted: (services: Services) => void = () => undefined;
    const services = new Promise<Services>((resolve) => (servicesStarted = resolve));
    const sockets = new Set<net.Socket>();
    let joins: net.Server;
    try {
      joins = await listenForJoins(store.root, async (socket, request) => {
        let principal;
        try {
          principal = principalFor(request.as, principals);
        } catch (err) {
          socket.end(`${JSON.stringify({ error: (err as MemError).message })}\n`);
          return;
        }
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
        const { server, idle } = createMcpServer(await services, {
          principal,
        });
        socket.once('close', () => {
          void server.close();
          void services.then((s) => s.consolidate()); // the session ended: learn from it
        });
        // The client closed its side (stdin ended): answer what is in flight, then close.
        socket.once('end', () => void idle().then(() => socket.end()));
        // readJoin paused the socket after the join line; the transport now takes it.
        void server.connect(new StdioServerTransport(socket, socket)).then(() => socket.resume());
      });
    } catch (err) {
      await store.close();
      throw err;
    }
    const running = await startServices(store, { watch: true });
    servicesStarted(running);
    const schedule = setInterval(() => void running.consolidate(), CONSOLIDATE_EVERY_MS).unref();
    let mounted: Mounted | undefined;
    if (values.mount) {
      const mountpoint = path.resolve(values.mount as string);
      try {
        mounted = await mountStore(store, mountpoint, mountPrincipal);
      } catch (err) {
        joins.close();
        await running.close();
        throw new MemError(
          'MEM_IO',
          `cannot mount ${mountpoint}: ${(err as Error).message}; run \`mnemofs doctor\``,
          {},
          err,
        );
      }
      console.log(`mnemofs: mounted ${dir} at ${mountpoint}`);
    }
    let web: HttpListener | undefined;
    if (values.http) {
      try {
        web = await listenHttp(
          running,
          values.http as string,
          new TokenStore(store.root),
          principals,
        );
      } catch (err) {
        await mounted?.unmount();
        joins.close();
        await running.close();
        throw err;
      }
      console.log(`mnemofs: MCP over HTTP at ${web.url} (bearer tokens: mnemofs token create)`);
    }
    console.log(
      `mnemofs: MCP clients join through ${path.join(dir, '.mnemofs', LOCK_NAME)} (mnemofs mcp --store ${dir})`,
    );
    await new Promise<void>((resolve) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
    });
    await mounted
      ?.unmount()
      .catch((err: unknown) => console.error(`mnemofs: unmount failed: ${(err as Error).message}`));
    clearInterval(schedule);
    await web?.close();
    joins.close();
    for (const socket of sockets) socket.destroy();
    await running.close();
    console.log('mnemofs: stopped');
    return 0;
  },
};
