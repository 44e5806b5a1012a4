// mem_insert: insert lines at a line number.

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { fileChange } from '../output.js';
import { defineTool, hints } from '../tool.js';

export const memInsert = defineTool({
  name: 'mem_insert',
  title: 'Insert lines into a memory file',
  description:
    'Insert text as whole lines so that it starts at line `line` (1 = top of the file, last line + 1 = end). Existing lines move down. Use mem_read to see line numbers first.',
  input: z.object({
    path: pathArg(),
    line: z
      .number()
      .int()
      .describe('Line number the inserted text will start at, from 1 to the line count + 1.'),
    text: z.string().describe('The lines to insert; a final newline is added if missing.'),
  }),
  output: fileChange,
  annotations: hints({ readOnly: false, destructive: false, idempotent: false }),
  pathArg: 'path',
  async run({ store }, ctx, args) {
    const r = await store.insert(ctx, args.path, args.line, args.text);
    return okResult(`inserted at line ${args.line} of ${r.path} (${r.bytes} bytes now)`, r);
  },
});
