// mem_promote: a scratch file becomes memory (src/store/scratch.ts).

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memPromote = defineTool({
  name: 'mem_promote',
  title: 'Promote a scratch file into memory',
  description:
    "Move a draft from this session's scratch area (scratch/…, which every file tool reads and writes, is never versioned or searched, and is removed when the session ends) into a namespace you may write, where it becomes memory: versioned, searchable, kept.",
  input: z.object({
    path: z.string().max(4096).describe('The scratch file, e.g. scratch/draft.md.'),
    to: pathArg('Where it goes'),
    overwrite: z.boolean().optional().describe('Replace an existing file at `to` (default false).'),
  }),
  output: z.looseObject({ from: z.string(), to: z.string() }),
  annotations: hints({ readOnly: false, destructive: false, idempotent: false }),
  pathArg: 'path',
  async run({ store }, ctx, args) {
    const r = await store.promote(ctx, args.path, args.to, { overwrite: args.overwrite });
    return okResult(`promoted ${args.path} to ${r.to}`, r);
  },
});
