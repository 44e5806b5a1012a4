// `mnemofs snapshot create|list|restore`: the snapshot tools from the shell, with progress
// on a TTY.

import type { RestoreResult, SnapshotInfo } from '../../snapshot/snapshots.js';
import { storeDir } from '../config.js';
import { usageError, type Verb } from '../verb.js';
import { withTools } from '../tool-client.js';

const USAGE = 'mnemofs snapshot create [--label L] | list | restore ID  [--store DIR] [--json]';

export const snapshotCommand: Verb = {
  summary: 'whole-store snapshots: create [--label L], list, restore ID',
  usage: USAGE,
  args: [
    ['create', 'archive every namespace to .mnemofs/snapshots/<id>.tar.gz (with a checksum)'],
    ['--label L', 'a few words saying why (default: none), shown by list'],
    ['list', 'the snapshots, newest first: id, time, files, bytes, label'],
    [
      'restore ID',
      'replace every namespace with snapshot ID; the current state is snapshotted first (its id is printed as the undo)',
    ],
    ['--json', 'print the tool result: {id, files, bytes, …} or {snapshots: […]}'],
  ],
  examples: [
    'mnemofs snapshot create --label "before cleanup"',
    'mnemofs snapshot list',
    'mnemofs snapshot restore 20261201T020000123Z-1a2b3c',
  ],
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
        const list = r.snapshots as SnapshotInfo[];
        if (values.json) json(r);
        else if (!list.length) console.log('no snapshots yet (take one: mnemofs snapshot create)');
        else
          for (const s of list)
            console.log(`${s.id}  ${s.created_at}  ${s.files} files  ${s.bytes} B  ${s.label}`);
        return 0;
      }
      case 'restore': {
        if (!id) throw usageError('give a snapshot id (mnemofs snapshot list shows them)', USAGE);
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
        throw usageError(
          `unknown snapshot action "${action ?? ''}"; use create, list or restore`,
          USAGE,
        );
    }
  },
};
