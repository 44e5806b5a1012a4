// mem_move: rename or move a file or directory.

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memMove = defineTool({
  name: 'mem_move',
  title: 'Move or rename',
  description:
    'Move or rename a file or directory inside the store, also across namespaces you may use; missing parent directories of `to` are created. Refuses to replace an existing `to` unless `overwrite` is true. Namespace directories themselves cannot be moved.',
  input: z.object({
    from: pathArg('Current'),
    to: pathArg('New'),
    overwrite: z.boolean().default(false).describe('Replace `to` if it exists (default false).'),
  }),
  output: z.looseObject({ from: z.string(), to: z.string() }),
  annotations: hints({ readOnly: false, destructive: true, idempotent: false }),
  pathArg: 'from',
  async run({ store }, ctx, args) {
    const r = await store.move(ctx, args.from, args.to, { overwrite: args.overwrite });
    return okResult(`moved ${r.from} to ${r.to}`, r);
  },
});
