// mem_log: the commits that changed a path.

import { z } from 'zod';
import { okResult } from '../result.js';
import { commit } from '../output.js';
import { defineTool, hints } from '../tool.js';

export const memLog = defineTool({
  name: 'mem_log',
  title: 'History of memory files',
  description:
    'List the commits that changed a file or directory (or the whole store without `path`), newest first: id, time, message and the principal who made the change. Every change through the tools, the mount or a direct edit is committed within about a second. Use an id with mem_diff to see a change, or with mem_revert to go back to it.',
  input: z.object({
    path: z
      .string()
      .optional()
      .describe('File or directory whose history to show, e.g. user/notes/rust.md. Omit for all.'),
    limit: z.number().int().min(1).max(1000).default(20).describe('Most commits to return.'),
  }),
  output: z.looseObject({ commits: z.array(commit) }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  pathArg: 'path',
  async run({ history }, ctx, args) {
    const commits = await history.log(ctx, args.path, args.limit);
    const lines = commits.map(
      (c) => `${c.id.slice(0, 12)}  ${c.time}  ${c.principal}  ${c.message.split('\n')[0]}`,
    );
    return okResult(lines.length ? lines.join('\n') : 'no commits yet', { commits });
  },
});
