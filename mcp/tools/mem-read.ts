// mem_read: read a memory file, paged by lines.

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memRead = defineTool({
  name: 'mem_read',
  title: 'Read a memory file',
  description:
    'Read a text file from the memory store. Long files come back in pages: when `truncated` is true, call again with `offset` set to `next_offset`. Use mem_list to find files and mem_grep to find text. Refuses directories, links and non-text files.',
  input: z.object({
    path: pathArg(),
    offset: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('First line to return, counting from 1 (default 1).'),
    limit: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('Most lines to return (default: all, up to 1 MiB).'),
  }),
  output: z.looseObject({
    path: z.string(),
    content: z.string(),
    bytes: z.number(),
    truncated: z.boolean(),
    total_lines: z.number(),
  }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  pathArg: 'path',
  async run({ store }, ctx, args) {
    const r = await store.read(ctx, args.path, { offset: args.offset, limit: args.limit });
    const note = r.truncated
      ? `\n[truncated: ${r.total_lines} lines in all; continue with offset=${r.next_offset}]`
      : '';
    return okResult(r.content + note, r);
  },
});
