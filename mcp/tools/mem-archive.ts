// mem_export, mem_import: memory carried between stores (src/archive/). Formatting only.

import { z } from 'zod';
import { ITEM_KINDS } from '../../src/archive/archive-format.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memExport = defineTool({
  name: 'mem_export',
  title: 'Export memory as an archive',
  description:
    "Export the memory you may read — every note, task and fact, exactly as stored, each with its sha256 — as one JSON archive (the original's anolisa-memory-archive 1.0, plus namespace, trust and text). mem_import reads it back into another store. `path` limits it to one file or directory.",
  input: z.object({
    path: z.string().max(4096).optional().describe('Only this store path, e.g. user/projects.'),
    include: z
      .array(z.enum(ITEM_KINDS))
      .optional()
      .describe('Which kinds: memories (notes), tasks, facts. Default all.'),
  }),
  output: z.looseObject({
    archive: z.looseObject({
      version: z.string(),
      format: z.string(),
      total_memories: z.number(),
      memories: z.array(z.looseObject({ path: z.string() })),
      tasks: z.array(z.looseObject({ path: z.string() })),
      facts: z.array(z.looseObject({ path: z.string() })),
    }),
  }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  async run({ archives }, ctx, args) {
    const r = archives.export(ctx, args);
    return okResult(JSON.stringify(r.archive), r);
  },
});

export const memImport = defineTool({
  name: 'mem_import',
  title: 'Import an archive',
  description:
    "Import a memory archive (mem_export's, or the original's anolisa-memory-archive 1.0). Every entry is checked — a store path in a namespace you may write, text under the size cap, its sha256 — and refused ones are named, with nothing written for them. `skip-existing` (default) keeps files that exist; `merge` writes a differing one beside it as <name>.imported.md; `overwrite` (the owner's) replaces them after taking a snapshot, returned as `undo`. `dry_run` only reports.",
  input: z.object({
    json_data: z.string().describe('The archive JSON, as mem_export returned it.'),
    strategy: z
      .enum(['skip-existing', 'overwrite', 'merge'])
      .optional()
      .describe('What to do with a file that exists: skip-existing (default), merge or overwrite.'),
    dry_run: z.boolean().optional().describe('Report what would happen; write nothing.'),
  }),
  output: z.looseObject({
    dry_run: z.boolean(),
    strategy: z.string(),
    imported: z.array(z.string()),
    overwritten: z.array(z.string()),
    skipped: z.array(z.string()),
    refused: z.array(z.looseObject({ path: z.string(), reason: z.string() })),
    undo: z.string().optional().describe('the snapshot taken before overwriting'),
  }),
  annotations: hints({ readOnly: false, destructive: true, idempotent: false }),
  async run({ archives }, ctx, args) {
    const r = await archives.import(ctx, args);
    const head = `${r.dry_run ? '[dry run] ' : ''}${r.imported.length} imported, ${r.overwritten.length} overwritten, ${r.skipped.length} skipped, ${r.refused.length} refused${r.undo ? `; undo with mem_snapshot_restore {id: "${r.undo}"}` : ''}`;
    const refused = r.refused.map((x) => `refused ${x.path}: ${x.reason}`);
    return okResult([head, ...refused].join('\n'), r);
  },
});
