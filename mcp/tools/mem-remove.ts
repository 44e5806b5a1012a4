// mem_remove: delete a file or directory.

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memRemove = defineTool({
  name: 'mem_remove',
  title: 'Remove a file or directory',
  description:
    'Delete a file, or a directory. An empty directory is removed as is; a directory with contents needs `recursive: true`. Namespace directories themselves cannot be removed. Links inside a removed directory are removed as links; what they point to is never touched.',
  input: z.object({
    path: pathArg('File or directory'),
    recursive: z
      .boolean()
      .default(false)
      .describe('Remove a non-empty directory with everything inside.'),
  }),
  output: z.looseObject({ path: z.string(), removed: z.number().describe('entries removed') }),
  annotations: hints({ readOnly: false, destructive: true, idempotent: false }),
  pathArg: 'path',
  async run({ store }, ctx, args) {
    const r = await store.remove(ctx, args.path, { recursive: args.recursive });
    return okResult(`removed ${r.path}${r.removed > 1 ? ` (${r.removed} entries)` : ''}`, r);
  },
});
