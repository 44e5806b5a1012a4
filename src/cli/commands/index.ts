// `mnemofs index status|rebuild`: the search index from the shell. status reads the saved
// manifest (no load, works beside a running serve); rebuild forgets the index and reads
// every file again — through the running serve when there is one (it owns the index), with
// progress on a TTY.

import { indexStatus } from '../../search/index-store.js';
import { StoreFiles } from '../../store/store-files.js';
import { storeDir } from '../config.js';
import { withTools } from '../tool-client.js';
import { usageError, type Verb } from '../verb.js';

const USAGE = 'mnemofs index status | rebuild  [--store DIR] [--json]';

export const indexCommand: Verb = {
  summary: 'the search index: status (what is saved), rebuild (read every file again)',
  usage: USAGE,
  args: [
    ['status', 'the saved index: format, embedder, dimension, files, when saved, bytes on disk'],
    ['rebuild', 'forget the index and index every file again (through serve when it runs)'],
    ['--json', 'print the result as JSON: status fields, or {indexed, removed, files}'],
  ],
  examples: ['mnemofs index status', 'mnemofs index rebuild --store ~/memory'],
  options: {},
  async run(values, [action]) {
    const dir = storeDir(values.store as string | undefined);
    if (action === 'status') {
      const files = StoreFiles.open(dir); // reads only: a running serve owns the index
      const s = indexStatus(files);
      files.close();
      if (values.json) console.log(JSON.stringify(s));
      else if (!s.saved)
        console.log(
          'no saved index yet: serve saves it within a minute of a change and when it stops',
        );
      else
        console.log(
          [
            `files:     ${s.files}`,
            `embedder:  ${s.embedder} (dimension ${s.dim})`,
            `format:    ${s.format}${s.format === s.current_format ? '' : ` (this mnemofs writes ${s.current_format}: it is rebuilt at the next start)`}`,
            `saved at:  ${s.saved_at} (a running serve saves about once a minute)`,
            `on disk:   ${s.bytes} bytes in .mnemofs/index/`,
          ].join('\n'),
        );
      return 0;
    }
    if (action !== 'rebuild')
      throw usageError(`unknown index action "${action ?? ''}"; use status or rebuild`, USAGE);
    const r = await withTools(dir, (call) =>
      call('mem_index_refresh', { rebuild: true }, 'indexing files'),
    );
    if (values.json) console.log(JSON.stringify(r));
    else
      console.log(
        `index rebuilt: ${String(r.indexed)} file(s) indexed, ${String(r.files)} in the index`,
      );
    return 0;
  },
};
