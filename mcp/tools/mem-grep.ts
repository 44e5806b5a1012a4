// mem_grep: search file contents line by line.

import { z } from 'zod';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memGrep = defineTool({
  name: 'mem_grep',
  title: 'Search text in memory files',
  description:
    'Find lines containing a text in the memory files, like grep. By default `pattern` is literal text; set `regex` for a JavaScript regular expression (it runs off the main thread and fails after 5 s of matching). Searches `path` (a file or directory) or every namespace you may use. Returns path, line number and line text.',
  input: z.object({
    pattern: z.string().describe('Text to find (literal unless `regex` is true).'),
    path: z
      .string()
      .optional()
      .describe('File or directory to search, e.g. user/notes. Omit for all namespaces.'),
    regex: z
      .boolean()
      .default(false)
      .describe('Treat `pattern` as a JavaScript regular expression.'),
    ignore_case: z.boolean().default(false).describe('Match regardless of letter case.'),
    max_results: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(100)
      .describe('Most matching lines to return (default 100).'),
  }),
  output: z.looseObject({
    matches: z.array(z.looseObject({ path: z.string(), line: z.number(), text: z.string() })),
    truncated: z.boolean(),
    skipped: z.array(z.unknown()),
  }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  pathArg: 'path',
  async run({ store }, ctx, args) {
    const r = await store.grep(ctx, args.pattern, {
      path: args.path,
      regex: args.regex,
      ignoreCase: args.ignore_case,
      maxResults: args.max_results,
    });
    const lines = r.matches.map((m) => `${m.path}:${m.line}: ${m.text}`);
    if (r.truncated)
      lines.push(`[truncated at ${args.max_results} matches: narrow the path or pattern]`);
    if (r.skipped.length) lines.push(`[skipped, too large to search: ${r.skipped.join(', ')}]`);
    return okResult(lines.length ? lines.join('\n') : 'no matches', r);
  },
});
