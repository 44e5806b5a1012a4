// Mounting a store. Consistency with the tools is chosen here: names, attributes and
// negative lookups are cached by the kernel for CACHE_SECONDS, and dropped whenever the
// store changes beside the mount (kernel-cache.ts), so a file written through MCP is
// visible in the mount at once; without `kernel_cache` the page cache of a file is dropped
// at each open, so a new open reads the new bytes. Writes arrive up to 128 KiB at a time
// (`big_writes,max_write`). `auto_unmount` has fusermount remove the
// mount if this process dies; `force` recovers a stale mount left by an earlier crash.
// The serving process never touches the mountpoint after mounting: every handler goes to
// the backing directory through the sandbox (a process that reads its own FUSE mount
// deadlocks).

import type { FuseOptions } from 'fuse-native';
import type { Principal } from '../src/store/context.js';
import type { Store } from '../src/store/store.js';
import { HandleTable } from './handles.js';
import { CACHE_SECONDS, KernelCache } from './kernel-cache.js';
import { loadFuse } from './load-fuse.js';
import { buildOps } from './ops.js';
import { refusalLog } from './refusal-log.js';

// fuse-native only forwards the options it knows; the rest ride on fsname's value, which
// it passes into `-o` unescaped, so the commas become separate mount options.
const EXTRA_OPTIONS = [
  'big_writes',
  'use_ino',
  'max_write=131072',
  `entry_timeout=${CACHE_SECONDS}`,
  `attr_timeout=${CACHE_SECONDS}`,
  `negative_timeout=${CACHE_SECONDS}`,
];

export interface Mounted {
  mountpoint: string;
  handles: HandleTable;
  unmount(): Promise<void>;
}

export function mountOptions(): FuseOptions {
  return {
    force: true,
    mkdir: true,
    autoUnmount: true,
    fsname: ['mnemofs', ...EXTRA_OPTIONS].join(','),
    subtype: 'mnemofs',
  };
}

export async function mountStore(
  store: Store,
  mountpoint: string,
  principal: Principal,
  log?: (line: string) => void,
): Promise<Mounted> {
  const Fuse = loadFuse();
  const posix = store.posixView();
  const handles = new HandleTable();
  const ops = buildOps(posix, handles, principal, log && refusalLog(log));
  const fuse = new Fuse(mountpoint, ops, mountOptions());
  await new Promise<void>((resolve, reject) =>
    fuse.mount((err) => (err ? reject(err) : resolve())),
  );
  const cache = new KernelCache(fuse);
  store.onOutsideChange((rel) => cache.forget(rel));
  let unmounted: Promise<void> | undefined;
  return {
    mountpoint,
    handles,
    unmount() {
      unmounted ??= cache.close().then(
        () =>
          new Promise<void>((resolve, reject) =>
            fuse.unmount((err) => {
              // Files still open when the mount goes away are released (and audited) here.
              for (const h of handles.all()) posix.release(h);
              return err ? reject(err) : resolve();
            }),
          ),
      );
      return unmounted;
    },
  };
}

/** Unmounts whatever FUSE filesystem is at `dir`, also a stale one (fusermount -uz). */
export function unmountPath(dir: string): Promise<void> {
  const Fuse = loadFuse();
  return new Promise((resolve, reject) =>
    Fuse.unmount(dir, (err) => (err ? reject(err) : resolve())),
  );
}
