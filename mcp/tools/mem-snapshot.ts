// mem_snapshot, mem_snapshot_list, mem_snapshot_restore: whole-store archives.

import { z } from 'zod';
import { okResult } from '../result.js';
import { snapshotInfo } from '../output.js';
import { defineTool, hints } from '../tool.js';

export const memSnapshot = defineTool({
  name: 'mem_snapshot',
  title: 'Snapshot the whole store',
  description:
    'Save every namespace as a compressed archive with a checksum, to restore later with mem_snapshot_restore. Take one before a large reorganisation. Old snapshots are pruned by the retention policy (the newest 20 and those under 30 days old are kept by default).',
  input: z.object({
    label: z
      .string()
      .max(200)
      .optional()
      .describe('A few words saying why, e.g. "before cleanup".'),
  }),
  output: snapshotInfo,
  annotations: hints({ readOnly: false, destructive: false, idempotent: false }),
  async run({ snapshots }, ctx, args, { progress }) {
    const s = await snapshots.create(ctx, args.label, progress);
    return okResult(
      `snapshot ${s.id}: ${s.files} file(s), ${s.bytes} bytes (${s.archive_bytes} compressed)`,
      s,
    );
  },
});

export const memSnapshotList = defineTool({
  name: 'mem_snapshot_list',
  title: 'List snapshots',
  description:
    'List the snapshots of the store, newest first: id, label, when, how many files and bytes. Snapshots labelled "before restore of …" were taken automatically so a restore can be undone.',
  input: z.object({}),
  output: z.looseObject({ snapshots: z.array(snapshotInfo) }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  async run({ snapshots }, ctx) {
    const list = snapshots.list(ctx);
    const lines = list.map(
      (s) => `${s.id}  ${s.created_at}  ${s.files} files, ${s.bytes} B  ${s.label}`,
    );
    return okResult(lines.length ? lines.join('\n') : 'no snapshots yet', { snapshots: list });
  },
});

export const memSnapshotRestore = defineTool({
  name: 'mem_snapshot_restore',
  title: 'Restore a snapshot',
  description:
    'Replace every namespace with the contents of a snapshot (owner only). The archive is checked against its checksum and every entry is vetted before anything changes; the current state is snapshotted first, so the restore can be undone by restoring that snapshot (its id is returned as `undo`). The result is committed to the history.',
  input: z.object({
    id: z.string().describe('Snapshot id from mem_snapshot_list.'),
  }),
  output: z.looseObject({ id: z.string(), files: z.number(), bytes: z.number(), undo: z.string() }),
  annotations: hints({ readOnly: false, destructive: true, idempotent: true }),
  async run({ snapshots }, ctx, args, { progress }) {
    const r = await snapshots.restore(ctx, args.id, progress);
    return okResult(
      `restored snapshot ${r.id}: ${r.files} file(s), ${r.bytes} bytes; to undo, restore ${r.undo}`,
      r,
    );
  },
});
