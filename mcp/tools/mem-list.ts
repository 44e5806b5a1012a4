// mem_list: list a directory, or the namespaces.

import { z } from 'zod';
import { okResult } from '../result.js';
import { time } from '../output.js';
import { defineTool, hints } from '../tool.js';

export const memList = defineTool({
  name: 'mem_list',
  title: 'List memory files',
  description:
    'List the files and directories under a path. Without `path`, lists the namespaces you may use (user, agents/<id>, teams/<id>). With `recursive`, lists everything below (at most 10,000 entries; `truncated` says when more exist). Each entry has its path, type (file, dir, symlink, other), size in bytes and modification time.',
  input: z.object({
    path: z
      .string()
      .optional()
      .describe('Directory to list, e.g. user/notes. Omit to list the namespaces.'),
    recursive: z
      .boolean()
      .default(false)
      .describe('Include everything below, not only direct children.'),
  }),
  output: z.looseObject({
    entries: z.array(
      z.looseObject({
        path: z.string(),
        type: z.enum(['file', 'dir']),
        bytes: z.number(),
        mtime: time,
        mode: z.string().describe('permission bits in octal, e.g. 0644'),
      }),
    ),
    truncated: z.boolean(),
  }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  pathArg: 'path',
  async run({ store }, ctx, args) {
    const r = await store.list(ctx, args.path, { recursive: args.recursive });
    const lines = r.entries.map((e) =>
      e.type === 'file' ? `${e.path}  (${e.bytes} B, ${e.mtime})` : `${e.path}/  [${e.type}]`,
    );
    if (r.truncated) lines.push('[truncated: list a subdirectory to see the rest]');
    return okResult(lines.length ? lines.join('\n') : '(empty)', r);
  },
});
