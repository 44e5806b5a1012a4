// mem_diff: a unified diff between two versions of a path.

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

const rev = (which: string) =>
  z
    .string()
    .optional()
    .describe(
      `${which}: a commit id from mem_log (full or at least 4 characters), HEAD, or HEAD~N (N commits before the latest).`,
    );

export const memDiff = defineTool({
  name: 'mem_diff',
  title: 'Compare versions of a memory file',
  description:
    'Show how a file or directory changed between two versions, as a unified diff. Without `from` and `to`, compares the latest commit with the files as they are now; with only `from`, compares that version with now. Example: {path: "user/notes/rust.md", from: "HEAD~1"} shows the last change.',
  input: z.object({
    path: pathArg('File or directory'),
    from: rev('Older version (default HEAD)'),
    to: rev('Newer version (default: the files as they are now)'),
  }),
  output: z.looseObject({
    path: z.string(),
    from: z.string(),
    to: z.string(),
    files: z.array(z.unknown()),
    diff: z.string().describe('unified diff; empty when nothing changed'),
    truncated: z.boolean(),
  }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  pathArg: 'path',
  async run({ history }, ctx, args) {
    const r = await history.diff(ctx, args.path, args.from, args.to);
    const text = r.files.length
      ? r.diff + (r.truncated ? '\n[truncated: diff a single file to see all of it]' : '')
      : `no differences in ${r.path} between ${r.from.slice(0, 12)} and ${r.to === 'working tree' ? 'now' : r.to.slice(0, 12)}`;
    return okResult(text, r);
  },
});
