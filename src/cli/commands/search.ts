// `mnemofs search QUERY`: the same search memory_search runs, from the shell.

import { MemError } from '../../errors/mem-error.js';
import { context, OWNER } from '../../store/context.js';
import { storeDir } from '../config.js';
import { openOrInitStore } from '../open-store.js';
import { startServices } from '../services.js';
import type { Verb } from '../main.js';

export const searchCommand: Verb = {
  summary: 'search the store as memory_search does',
  usage:
    'mnemofs search QUERY [--store DIR] [--mode hybrid|text|vector] [--limit N] [--path P] [--json]',
  options: { mode: { type: 'string' }, limit: { type: 'string' }, path: { type: 'string' } },
  async run(values, positionals) {
    const query = positionals.join(' ');
    if (!query)
      throw new MemError('MEM_INVALID_ARG', 'give a query: mnemofs search "what to find"');
    const services = await startServices(
      openOrInitStore(storeDir(values.store as string | undefined)),
      { watch: false },
    );
    try {
      const { hits } = await services.search.search(context(OWNER, 'cli'), {
        query,
        mode: values.mode as string | undefined,
        limit: values.limit === undefined ? undefined : Number(values.limit),
        path: values.path as string | undefined,
      });
      if (values.json) console.log(JSON.stringify({ hits }));
      else if (!hits.length) console.log('no hits');
      else
        for (const h of hits)
          console.log(
            `${h.score.toFixed(4)}  ${h.path}:${h.lines[0]}${h.suspicious ? `  [suspicious: ${h.suspicious_reason}]` : ''}\n        ${h.snippet}`,
          );
      return 0;
    } finally {
      await services.close();
    }
  },
};
