// mem_write: create a file, or replace one when asked.

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { fileChange } from '../output.js';
import { defineTool, hints } from '../tool.js';

export const memWrite = defineTool({
  name: 'mem_write',
  title: 'Write a memory file',
  description:
    'Create a Markdown file in the memory store with the given content; missing parent directories are created. Refuses to replace an existing file unless `overwrite` is true — to change part of a file use mem_edit, to add to it mem_append. The write is atomic: readers see the old or the new content, never a mix.',
  input: z.object({
    path: pathArg(),
    content: z.string().describe('The full text of the file (UTF-8, at most 16 MiB).'),
    overwrite: z
      .boolean()
      .default(false)
      .describe('Replace the file if it exists (default false).'),
  }),
  output: fileChange,
  annotations: hints({ readOnly: false, destructive: true, idempotent: false }),
  pathArg: 'path',
  async run({ store }, ctx, args) {
    const r = await store.write(ctx, args.path, args.content, { overwrite: args.overwrite });
    return okResult(`${r.created ? 'created' : 'replaced'} ${r.path} (${r.bytes} bytes)`, r);
  },
});
