// `mnemofs unmount DIR`: removes a mnemofs mount, also a stale one left by a crash.

import path from 'node:path';
import { unmountPath } from '../../../fuse/mount.js';
import { MemError } from '../../errors/mem-error.js';
import { mountedType } from '../../sandbox/host-probe.js';
import type { Verb } from '../verb.js';

export const unmountCommand: Verb = {
  summary: 'unmount a mnemofs mount, also a stale one',
  usage: 'mnemofs unmount DIR',
  args: [['DIR', 'the mountpoint (required)']],
  examples: ['mnemofs unmount ./mnt'],
  options: {},
  async run(_values, positionals) {
    const [dir] = positionals;
    if (!dir || positionals.length > 1)
      throw new MemError('MEM_INVALID_ARG', 'give exactly one mountpoint: mnemofs unmount DIR');
    const mountpoint = path.resolve(dir);
    const type = mountedType(mountpoint);
    if (type === undefined)
      throw new MemError(
        'MEM_NOT_FOUND',
        `nothing is mounted at ${mountpoint}; \`mount | grep mnemofs\` lists mnemofs mounts`,
      );
    if (type !== 'fuse.mnemofs' && type !== 'fuse')
      throw new MemError(
        'MEM_INVALID_ARG',
        `${mountpoint} is a ${type} mount, not a mnemofs one; unmount it with umount(8) if you mean to`,
      );
    try {
      unmountPath(mountpoint);
    } catch (err) {
      throw new MemError(
        'MEM_NOT_FOUND',
        `could not unmount ${mountpoint}: ${(err as Error).message.trim()}`,
        {},
        err,
      );
    }
    console.log(`unmounted ${mountpoint}`);
    return 0;
  },
};
