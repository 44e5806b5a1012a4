// mem_revert: bring a path back to an earlier version, as a new commit.

import { z } from 'zod';
import { pathArg } from '../args.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memRevert = defineTool({
  name: 'mem_revert',
  title: 'Restore an earlier version',
  description:
    'Put a file or directory back exactly as it was at an earlier version: its files get those bytes again, files added since are removed. History is never rewritten — the revert is a new commit, so it can itself be reverted. Without `to`, undoes the last change to the path.',
  input: z.object({
    path: pathArg('File or directory'),
    to: z
      .string()
      .optional()
      .describe(
        'Version to go back to: a commit id from mem_log, HEAD~N, … Default: the version before the last change to `path`.',
      ),
  }),
  output: z.looseObject({
    path: z.string(),
    to: z.string(),
    restored: z.array(z.string()),
    removed: z.array(z.string()),
    commit: z.string().optional(),
  }),
  annotations: hints({ readOnly: false, destructive: true, idempotent: true }),
  pathArg: 'path',
  async run({ history }, ctx, args) {
    const r = await history.revert(ctx, args.path, args.to);
    const changed = r.restored.length + r.removed.length;
    const text = changed
      ? `reverted ${r.path} to ${r.to.slice(0, 12)}: ${r.restored.length} file(s) restored, ${r.removed.length} removed (commit ${r.commit?.slice(0, 12)})`
      : `${r.path} already is as it was at ${r.to.slice(0, 12)}; nothing changed`;
    return okResult(text, r);
  },
});
