// Loads mnemofs' one native addon (native/fuse_wait.c): it lets Node's event loop wait on an
// fd that Node cannot wait on itself — the FUSE device (fuse/device.ts) and the inotify fd
// (src/sandbox/watch-tree.ts) — and calls back with each read's byte count (or -errno),
// the bytes in the caller's buffer.

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface Waiter {
  /**
   * Calls `onRead` whenever `fd` was readable and read; `keepAlive` false lets Node exit;
   * `spin` reads the fd again for a moment after each read (the FUSE device only).
   */
  start(
    fd: number,
    buffer: Buffer,
    onRead: (n: number) => void,
    keepAlive?: boolean,
    spin?: boolean,
  ): object;
  stop(waiter: object): void;
}

let loaded: Waiter | Error | undefined;

/** The addon, or an Error that says how to build it. */
export function fdWaiter(): Waiter | Error {
  if (loaded) return loaded;
  // From dist/native/ when built, from native/ itself when run from source.
  for (const at of [
    '../../native/build/Release/fuse_wait.node',
    './build/Release/fuse_wait.node',
  ]) {
    try {
      return (loaded = require(at) as Waiter);
    } catch {
      // the next place
    }
  }
  return (loaded = new Error(
    'the native addon is not built: run `node scripts/build-native.mjs` in the mnemofs directory (npm ci runs it; it needs a C compiler)',
  ));
}
