// The mount's open-handle table: FUSE file handle numbers to the core's PosixHandles.
// Numbers start at 1 and are reused only after 2^31 opens.

import type { PosixHandle } from '../src/store/posix-fs.js';

export class HandleTable {
  private readonly open = new Map<number, PosixHandle>();
  private next = 1;

  add(h: PosixHandle): number {
    while (this.open.has(this.next)) this.next = (this.next % 0x7fffffff) + 1;
    const fh = this.next;
    this.next = (this.next % 0x7fffffff) + 1;
    this.open.set(fh, h);
    return fh;
  }

  get(fh: number): PosixHandle | undefined {
    return this.open.get(fh);
  }

  take(fh: number): PosixHandle | undefined {
    const h = this.open.get(fh);
    this.open.delete(fh);
    return h;
  }

  get size(): number {
    return this.open.size;
  }

  all(): PosixHandle[] {
    return [...this.open.values()];
  }
}
