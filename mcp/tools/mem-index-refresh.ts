// mem_index_refresh: reconcile the search index with the files.

import { z } from 'zod';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memIndexRefresh = defineTool({
  name: 'mem_index_refresh',
  title: 'Refresh the search index',
  description:
    'Make the search index match the files exactly: index new and changed files, forget removed ones. Rarely needed — writes through the tools and the mount are indexed at once, and edits made directly on disk arrive through a watcher — but safe to call whenever search seems out of date.',
  input: z.object({
    rebuild: z
      .boolean()
      .default(false)
      .describe('Forget the whole index and read every file again (slow on a large store).'),
  }),
  output: z.looseObject({ indexed: z.number(), removed: z.number(), files: z.number() }),
  annotations: hints({ readOnly: false, destructive: false, idempotent: true }),
  async run({ search }, ctx, args, { progress }) {
    const r = await search.refresh(ctx, { rebuild: args.rebuild, progress });
    return okResult(
      `index refreshed: ${r.indexed} file(s) indexed, ${r.removed} removed, ${r.files} in the index`,
      r,
    );
  },
});
