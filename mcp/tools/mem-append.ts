// mem_append: add text to the end of a file.

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { fileChange } from '../output.js';
import { defineTool, hints } from '../tool.js';

export const memAppend = defineTool({
  name: 'mem_append',
  title: 'Append to a memory file',
  description:
    'Add text to the end of a file, creating it (and its directories) if missing. The text is added exactly as given: start it with a newline if the file may not end with one. Appends from several clients never overwrite each other. Good for logs and running notes.',
  input: z.object({
    path: pathArg(),
    content: z.string().describe('Text to add at the end of the file.'),
  }),
  output: fileChange,
  annotations: hints({ readOnly: false, destructive: false, idempotent: false }),
  pathArg: 'path',
  async run({ store }, ctx, args) {
    const r = await store.append(ctx, args.path, args.content);
    return okResult(`appended ${r.bytes} bytes to ${r.path}${r.created ? ' (new file)' : ''}`, r);
  },
});
