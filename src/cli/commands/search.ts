// `mnemofs search QUERY`: memory_search from the shell (through a running serve, which
// holds the index loaded, or in-process for the one call).

import type { SearchHit } from '../../search/search-engine.js';
import { storeDir } from '../config.js';
import { withTools } from '../tool-client.js';
import { usageError, wholeNumber, type Verb } from '../verb.js';

export const searchCommand: Verb = {
  summary: 'search the store as memory_search does',
  usage:
    'mnemofs search QUERY [--store DIR] [--mode hybrid|text|vector] [--limit N] [--path P] [--json]',
  args: [
    ['QUERY', 'words to find (several positionals are joined with spaces)'],
    [
      '--mode M',
      'hybrid, text or vector (default: text with the built-in embedder, hybrid with a semantic one)',
    ],
    ['--limit N', 'at most N hits (default 10, whole number 1–100)'],
    ['--path P', 'only under this store path, e.g. user/projects'],
    ['--json', 'print {hits: [{path, ns, snippet, score, trust, suspicious, mtime}]}'],
  ],
  examples: [
    'mnemofs search "deploy checklist"',
    'mnemofs search rust --path user/notes --limit 3 --json',
  ],
  options: { mode: { type: 'string' }, limit: { type: 'string' }, path: { type: 'string' } },
  async run(values, positionals) {
    const query = positionals.join(' ');
    if (!query) throw usageError('give a query: mnemofs search "what to find"');
    const limit = wholeNumber(values.limit, '--limit');
    const r = await withTools(storeDir(values.store as string | undefined), (call) =>
      call('memory_search', {
        query,
        ...(values.mode ? { mode: values.mode } : {}),
        ...(limit ? { limit } : {}),
        ...(values.path ? { path: values.path } : {}),
      }),
    );
    const hits = r.hits as SearchHit[];
    if (values.json) console.log(JSON.stringify({ hits }));
    else if (!hits.length) console.log(`no hits for "${query}"`);
    else
      for (const h of hits)
        console.log(
          `${h.score.toFixed(4)}  ${h.path}:${h.lines[0]}${h.suspicious ? `  [suspicious: ${h.suspicious_reason}]` : ''}\n        ${h.snippet}`,
        );
    return 0;
  },
};
