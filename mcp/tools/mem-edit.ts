// mem_edit: replace exactly one occurrence of a string.

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { fileChange } from '../output.js';
import { defineTool, hints } from '../tool.js';

export const memEdit = defineTool({
  name: 'mem_edit',
  title: 'Edit a memory file',
  description:
    'Replace one exact piece of text in a file. `old_str` must occur exactly once — copy it from mem_read including whitespace; if it occurs several times, add surrounding lines until it is unique. An empty `new_str` deletes the text. The file is rewritten atomically.',
  input: z.object({
    path: pathArg(),
    old_str: z.string().describe('The exact text to replace; must occur exactly once in the file.'),
    new_str: z.string().describe('The replacement text (may be empty).'),
  }),
  output: fileChange,
  annotations: hints({ readOnly: false, destructive: true, idempotent: false }),
  pathArg: 'path',
  async run({ store }, ctx, args) {
    const r = await store.edit(ctx, args.path, args.old_str, args.new_str);
    return okResult(`edited ${r.path} (${r.bytes} bytes now)`, r);
  },
});
