// Mounting a store: the FUSE device (fuse/device.ts), the node table, the op table over the
// store's POSIX view, the session that answers the kernel, and the kernel cache kept true to
// changes made beside the mount. Mount options: `auto_unmount` has fusermount remove the
// mount if this process dies; a stale mount left by an earlier crash is removed first; the
// mountpoint is created if missing. The serving process never touches the mountpoint after
// mounting: every handler goes to the backing directory through the store (a process that
// reads its own FUSE mount deadlocks).

import os from 'node:os';
import type { Principal } from '../src/store/context.js';
import type { Store } from '../src/store/store.js';
import { FuseDevice, largestRead, prepareMountpoint, unmountPath } from './device.js';
import { HandleTable } from './handles.js';
import { CACHE_SECONDS, KernelCache } from './kernel-cache.js';
import { NodeTable } from './nodes.js';
import { buildOps } from './ops.js';
import { refusalLog } from './refusal-log.js';
import { FuseSession } from './session.js';

const MOUNT_OPTIONS = ['fsname=mnemofs', 'subtype=mnemofs', 'auto_unmount'];

export interface Mounted {
  mountpoint: string;
  handles: HandleTable;
  unmount(): Promise<void>;
}

export async function mountStore(
  store: Store,
  mountpoint: string,
  principal: Principal,
  log?: (line: string) => void,
): Promise<Mounted> {
  prepareMountpoint(mountpoint);
  const posix = store.posixView(principal);
  const handles = new HandleTable();
  const nodes = new NodeTable();
  const ops = buildOps(posix, handles, principal, log && refusalLog(log));
  const maxRead = largestRead();
  const device = FuseDevice.mount(mountpoint, MOUNT_OPTIONS, maxRead);
  const session = new FuseSession(
    device,
    ops,
    nodes,
    CACHE_SECONDS,
    maxRead,
    (errno) => {
      // ENODEV: unmounted (serve notices an unmount from outside by itself).
      if (errno !== os.constants.errno.ENODEV)
        (log ?? console.error)(`mnemofs: reading the FUSE device failed (errno ${errno})`);
    },
    () => (store.mountActiveAt = performance.now()),
  );
  session.start();
  const cache = new KernelCache(device, nodes, session.attrs);
  store.onOutsideChange((rel) => cache.forget(rel));
  let unmounted: Promise<void> | undefined;
  return {
    mountpoint,
    handles,
    unmount() {
      unmounted ??= cache.close().then(() => {
        device.unmount();
        // Files still open when the mount goes away are released (and audited) here.
        for (const h of handles.all()) posix.release(h);
      });
      return unmounted;
    },
  };
}

export { unmountPath };
