// The attributes the mount last gave the kernel for each node, so that the kernel's next
// GETATTR is answered without a system call when nothing can have changed them. The kernel
// asks again after every write (it does not know the new modification time), which makes a
// `stat` after saving a note cost a round trip to the backing file; instead the mount takes
// the attributes once, with fstat on the open file, when the file is released.
//
// An entry is dropped by everything that changes what it describes: a write, a read (the
// access time), a setattr, a create, remove or rename in the directory (its times) or of the
// node, and every change made beside the mount (fuse/kernel-cache.ts drops exactly what it
// tells the kernel to forget). Entries expire like the kernel's own, after the cache period.

import type { FuseStat } from './op-types.js';

export class AttrCache {
  private readonly byNode = new Map<number, { st: FuseStat; until: number }>();

  constructor(private readonly seconds: number) {}

  get(node: number): FuseStat | undefined {
    const e = this.byNode.get(node);
    if (!e) return undefined;
    if (e.until < performance.now()) {
      this.byNode.delete(node);
      return undefined;
    }
    return e.st;
  }

  set(node: number, st: FuseStat): void {
    this.byNode.set(node, { st, until: performance.now() + this.seconds * 1000 });
  }

  drop(node: number | undefined): void {
    if (node !== undefined) this.byNode.delete(node);
  }

  clear(): void {
    this.byNode.clear();
  }
}
