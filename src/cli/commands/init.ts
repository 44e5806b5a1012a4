// `mnemofs init`: create the store layout (idempotent) and record it in the audit log.

import type { Verb } from '../verb.js';
import { storeDir, loadLimits } from '../config.js';
import { initStore } from '../../store/init-store.js';
import { Store } from '../../store/store.js';
import { Repository } from '../../history/repository.js';
import { context, OWNER } from '../../store/context.js';

export const initCommand: Verb = {
  summary: 'create a store (user/, .mnemofs/, audit log, git repository); safe to run again',
  usage: 'mnemofs init [--store DIR] [--json]',
  args: [['--json', 'print {store, created: [what was made]}']],
  examples: ['mnemofs init --store ~/memory'],
  options: {},
  async run(values) {
    const dir = storeDir(values.store as string | undefined);
    const { created } = initStore(dir);
    const store = Store.open(dir, loadLimits(dir));
    try {
      if (await Repository.init(store.files)) created.push('.git');
      store.audited(
        context(OWNER, 'cli'),
        'cli.init',
        undefined,
        (d) => (d.count = created.length),
      );
    } finally {
      await store.close();
    }
    if (values.json) console.log(JSON.stringify({ store: dir, created }));
    else if (created.length) console.log(`initialised ${dir} (created ${created.join(', ')})`);
    else console.log(`${dir} is already a mnemofs store; nothing to do`);
    return 0;
  },
};
