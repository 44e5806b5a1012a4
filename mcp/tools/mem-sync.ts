// mem_sync: sync the store with its git remotes now (they also sync on serve's schedule).

import { z } from 'zod';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

const result = z.looseObject({
  remote: z.string(),
  branch: z.string(),
  fetched: z.string().nullable(),
  pulled: z.array(z.string()),
  removed: z.array(z.string()),
  merged: z.array(z.string()),
  conflicts: z.array(z.string()),
  refused: z.array(z.looseObject({ path: z.string(), reason: z.string() })),
  pushed: z.string().nullable(),
});

export const memSync = defineTool({
  name: 'mem_sync',
  title: 'Sync with git remotes',
  description:
    'Exchange changes with the git remotes the owner set up (`mnemofs remote add`): fetch, merge file by file, push. Changes to different notes merge silently; a note changed on both sides merges line by line when the changes do not overlap, and otherwise both versions are kept and a conflict waits for a person (`mnemofs review`). Everything pulled is vetted and checked for prompt injections; refusals are listed. Without `remote`, every remote of a namespace you may write.',
  input: z.object({
    remote: z
      .string()
      .optional()
      .describe('A remote name from `mnemofs remote list`; default: all you may sync.'),
  }),
  output: z.looseObject({ results: z.array(result) }),
  annotations: {
    ...hints({ readOnly: false, destructive: false, idempotent: true }),
    openWorldHint: true,
  },
  async run({ sync }, ctx, args) {
    const results = await sync.syncSome(ctx, args.remote);
    const line = (r: (typeof results)[number]) =>
      `${r.remote} (${r.branch}): ${r.pulled.length} pulled, ${r.removed.length} removed, ${r.merged.length} merged, ${r.conflicts.length} conflict(s), ${r.refused.length} refused, ${r.pushed ? `pushed ${r.pushed.slice(0, 7)}` : 'nothing to push'}`;
    return okResult(results.length ? results.map(line).join('\n') : 'no remotes to sync', {
      results,
    });
  },
});
