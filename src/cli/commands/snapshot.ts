// `mnemofs snapshot create|list|restore`: the snapshot tools from the shell, with progress
// on a TTY.

import { MemError } from '../../errors/mem-error.js';
import type { RestoreResult, SnapshotInfo } from '../../snapshot/snapshots.js';
import { storeDir } from '../config.js';
import type { Verb } from '../main.js';
import { withTools } from '../tool-client.js';

const USAGE = 'mnemofs snapshot create [--label L] | list | restore ID  [--store DIR] [--json]';

export const snapshotCommand: Verb = {
  summary: 'whole-store snapshots: create [--label L], list, restore ID',
  usage: USAGE,
  options: { label: { type: 'string' } },
  async run(values, [action, id]) {
    const dir = storeDir(values.store as string | undefined);
    const json = (r: unknown) => console.log(JSON.stringify(r));
    switch (action) {
      case 'create': {
        const s = (await withTools(dir, (call) =>
          call('mem_snapshot', values.label ? { label: values.label } : {}, 'archiving files'),
        )) as unknown as SnapshotInfo;
        if (values.json) json(s);
        else
          console.log(
            `snapshot ${s.id}: ${s.files} files, ${s.bytes} bytes (${s.archive_bytes} compressed)`,
          );
        return 0;
      }
      case 'list': {
        const r = await withTools(dir, (call) => call('mem_snapshot_list', {}));
        if (values.json) json(r);
        else
          for (const s of r.snapshots as SnapshotInfo[])
            console.log(`${s.id}  ${s.created_at}  ${s.files} files  ${s.bytes} B  ${s.label}`);
        return 0;
      }
      case 'restore': {
        if (!id) throw new MemError('MEM_INVALID_ARG', `give a snapshot id: ${USAGE}`);
        const r = (await withTools(dir, (call) =>
          call('mem_snapshot_restore', { id }, 'restoring entries'),
        )) as unknown as RestoreResult;
        if (values.json) json(r);
        else
          console.log(
            `restored ${r.id}: ${r.files} files, ${r.bytes} bytes; undo with: mnemofs snapshot restore ${r.undo}`,
          );
        return 0;
      }
      default:
        throw new MemError(
          'MEM_INVALID_ARG',
          `unknown snapshot action "${action ?? ''}"; ${USAGE}`,
        );
    }
  },
};
