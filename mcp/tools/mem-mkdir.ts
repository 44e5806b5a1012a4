// mem_mkdir: create a directory and its parents.

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memMkdir = defineTool({
  name: 'mem_mkdir',
  title: 'Create a directory',
  description:
    'Create a directory and any missing parents (like mkdir -p). Succeeds without change if it already exists. Writing a file creates its directories anyway, so this is only needed for empty folders.',
  input: z.object({ path: pathArg('Directory') }),
  output: z.looseObject({ path: z.string(), created: z.boolean() }),
  annotations: hints({ readOnly: false, destructive: false, idempotent: true }),
  pathArg: 'path',
  async run({ store }, ctx, args) {
    const r = await store.mkdir(ctx, args.path);
    return okResult(`${r.created ? 'created' : 'already exists:'} ${r.path}/`, r);
  },
});
