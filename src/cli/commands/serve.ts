// `mnemofs serve`: the daemon. Takes the store lock (the join socket), mounts the store when
// --mount is given, and serves MCP to every `mnemofs mcp` that joins. Prints one line per
// listener. Its configuration is live (live-config.ts): a changed config.toml applies
// without restart, and sessions of a principal whose definition changed are closed so they
// rejoin with the new grants. SIGINT/SIGTERM unmount, release the lock and exit 0; a second
// signal while stopping exits at once (1). An unmount from outside (`mnemofs unmount`,
// `fusermount -u`) is noticed within a second, logged, and stops the daemon (exit 0): the
// person asked for the mount to go, and a daemon serving a vanished mount helps nobody.

import { checkSessionId } from '../../store/scratch.js';
import type net from 'node:net';
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from '../../../mcp/server.js';
import { mountStore, type Mounted } from '../../../fuse/mount.js';
import { MemError } from '../../errors/mem-error.js';
import { mountedType } from '../../sandbox/host-probe.js';
import { storeDir } from '../config.js';
import { changedPrincipals, LiveConfig } from '../live-config.js';
import { openOrInitStore } from '../open-store.js';
import { startServices, type Services } from '../services.js';
import { principalFor } from '../principal.js';
import { acceptJoin, listenForJoins, LOCK_NAME, refuseJoin } from '../serve-socket.js';
import { listenHttp, type HttpListener } from '../http-server.js';
import { TokenStore } from '../tokens.js';
import type { Verb } from '../verb.js';

/** Consolidation also runs on this schedule, for sessions that never ended cleanly. */
const CONSOLIDATE_EVERY_MS = 15 * 60_000;

const log = (line: string) => console.error(line);

/** Resolves with the reason to stop: a signal, or the mount gone from outside. */
function untilStop(mountpoint: string | undefined): Promise<string> {
  return new Promise((resolve) => {
    let stopping = false;
    const stop = (why: string) => {
      clearInterval(timer);
      stopping = true;
      resolve(why);
    };
    const onSignal = (signal: string) => {
      if (!stopping) return stop(signal);
      log(`mnemofs: ${signal} again while stopping; exiting now`);
      process.exit(1);
    };
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);
    const timer = setInterval(() => {
      if (mountpoint !== undefined && mountedType(mountpoint) === undefined)
        stop(`${mountpoint} was unmounted from outside`);
    }, 1000);
  });
}

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
    const config = LiveConfig.load(dir, log);
    const mountAs = (values.as as string | undefined) ?? 'owner';
    const mountPrincipal = principalFor(mountAs, config.settings.principals);
    const store = openOrInitStore(dir, config.settings.limits);
    // Services start after the lock is taken (a second serve refuses before indexing);
    // clients that join meanwhile wait for them.
    let servicesStarted: (services: Services) => void = () => undefined;
    const services = new Promise<Services>((resolve) => (servicesStarted = resolve));
    const sessions = new Map<net.Socket, string>(); // socket → principal id
    let joins: net.Server;
    try {
      joins = await listenForJoins(store.files, async (socket, request) => {
        let principal;
        try {
          principal = principalFor(request.as, config.settings.principals);
        } catch (err) {
          refuseJoin(socket, (err as MemError).message);
          return;
        }
        sessions.set(socket, principal.id);
        socket.once('close', () => sessions.delete(socket));
        const { server, idle, end } = createMcpServer(await services, {
          principal,
          ...(request.session ? { session: checkSessionId(request.session) } : {}),
        });
        socket.once('close', () => {
          void server.close();
          end();
          void services.then((s) => s.consolidate()); // the session ended: learn from it
        });
        // The client closed its side (stdin ended): answer what is in flight, then close.
        socket.once('end', () => void idle().then(() => socket.end()));
        acceptJoin(socket);
        await server.connect(new StdioServerTransport(socket, socket));
        socket.resume(); // readJoin paused it after the join line; the transport takes it now
      });
    } catch (err) {
      await store.close();
      throw err;
    }
    const running = await startServices(store, { watch: true, settings: config.settings });
    servicesStarted(running);
    const schedule = setInterval(() => void running.consolidate(), CONSOLIDATE_EVERY_MS).unref();
    running.startSync();
    let mounted: Mounted | undefined;
    let web: HttpListener | undefined;
    config.onApply((next, previous) => {
      running.reconfigure(next, previous);
      const changed = changedPrincipals(next, previous);
      for (const [socket, id] of sessions)
        if (changed.has(id)) {
          log(`mnemofs: ${id} changed in config.toml; closing its session so it rejoins`);
          socket.destroy();
        }
      web?.closeSessions(changed);
      if (mounted && changed.has(mountPrincipal.id))
        log(
          `mnemofs: the mount acts as ${mountPrincipal.id}, which changed; restart serve to apply it to the mount`,
        );
    });
    config.watch();
    if (values.mount) {
      const mountpoint = path.resolve(values.mount as string);
      try {
        mounted = await mountStore(store, mountpoint, mountPrincipal, log);
      } catch (err) {
        config.close();
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
    if (values.http) {
      try {
        web = await listenHttp(
          running,
          values.http as string,
          new TokenStore(store.files),
          () => config.settings.principals,
        );
      } catch (err) {
        await mounted?.unmount();
        config.close();
        joins.close();
        await running.close();
        throw err;
      }
      console.log(`mnemofs: MCP over HTTP at ${web.url} (bearer tokens: mnemofs token create)`);
    }
    console.log(
      `mnemofs: MCP clients join through ${path.join(dir, '.mnemofs', LOCK_NAME)} (mnemofs mcp --store ${dir})`,
    );
    const why = await untilStop(mounted?.mountpoint);
    log(`mnemofs: stopping (${why})`);
    const lost = mounted !== undefined && mountedType(mounted.mountpoint) === undefined;
    if (mounted && !lost)
      await mounted
        .unmount()
        .catch((err: unknown) => log(`mnemofs: unmount failed: ${(err as Error).message}`));
    clearInterval(schedule);
    config.close();
    await web?.close();
    joins.close();
    for (const socket of sessions.keys()) socket.destroy();
    await running.close();
    console.log('mnemofs: stopped');
    // The mount went away from outside: its fusermount helper (auto_unmount) may still hold
    // this process's descriptors; with everything flushed, exit outright.
    if (lost) process.exit(0);
    return 0;
  },
};
