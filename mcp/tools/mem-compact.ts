// mem_compact: marks notes nobody uses as cold (src/search/cold.ts). Formatting only.

import { z } from 'zod';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memCompact = defineTool({
  name: 'mem_compact',
  title: 'Mark unused notes cold',
  description:
    'Mark as cold the notes in your namespaces that nobody has read or changed for 30 days, from the audit log’s record of every read. Cold notes rank lower in search and never disappear; a cold note is warm again as soon as it changes, or at the next compaction after it is read. `dry_run` only lists them.',
  input: z.object({
    dry_run: z.boolean().optional().describe('List what would be cold; mark nothing.'),
  }),
  output: z.looseObject({
    dry_run: z.boolean(),
    cold_after_days: z.number(),
    cold: z.array(z.string()),
    warm: z.number(),
  }),
  annotations: hints({ readOnly: false, destructive: false, idempotent: true }),
  async run({ search }, ctx, args) {
    const r = search.compact(ctx, args.dry_run);
    return okResult(
      `${r.dry_run ? '[dry run] ' : ''}${r.cold.length} cold, ${r.warm} warm (cold after ${r.cold_after_days} days unread and unchanged)${r.cold.length ? `:\n${r.cold.join('\n')}` : ''}`,
      r,
    );
  },
});
