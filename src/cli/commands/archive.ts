// `mnemofs export` and `mnemofs import`: mem_export and mem_import from the shell (through a
// running serve, or in-process), with the archive in a file of the person's.

import { readHostFile, writeHostFile } from '../../sandbox/host-probe.js';
import { storeDir } from '../config.js';
import { withTools } from '../tool-client.js';
import { usageError, type Verb } from '../verb.js';

/** The largest archive the command line reads (mem_import refuses more than max_scan_bytes). */
const MAX_ARCHIVE_BYTES = 1 << 30;

export const exportCommand: Verb = {
  summary: 'write the store (or one path) as a memory archive',
  usage: 'mnemofs export [--store DIR] [--out FILE] [--path P]',
  args: [
    ['--out FILE', 'write the archive here (default: standard output)'],
    ['--path P', 'only this store path, e.g. user/projects'],
  ],
  examples: ['mnemofs export --out memory.json', 'mnemofs export --path user/projects > p.json'],
  options: { out: { type: 'string' }, path: { type: 'string' } },
  async run(values) {
    const r = await withTools(storeDir(values.store as string | undefined), (call) =>
      call('mem_export', values.path ? { path: values.path } : {}),
    );
    const json = `${JSON.stringify(r.archive, null, 2)}\n`;
    if (values.out) {
      writeHostFile(values.out as string, json);
      const a = r.archive as { memories: unknown[]; tasks: unknown[]; facts: unknown[] };
      console.error(
        `mnemofs: wrote ${values.out}: ${a.memories.length} notes, ${a.tasks.length} tasks, ${a.facts.length} facts`,
      );
    } else process.stdout.write(json);
    return 0;
  },
};

export const importCommand: Verb = {
  summary: 'import a memory archive (mnemofs export, or the original agent-memory)',
  usage: 'mnemofs import FILE [--store DIR] [--strategy skip-existing|merge|overwrite] [--dry-run]',
  args: [
    ['FILE', 'the archive (JSON)'],
    [
      '--strategy S',
      'skip-existing (default), merge (beside, as .imported.md) or overwrite (after a snapshot)',
    ],
    ['--dry-run', 'report what would happen; write nothing'],
  ],
  examples: ['mnemofs import memory.json --dry-run', 'mnemofs import memory.json --strategy merge'],
  options: { strategy: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  async run(values, positionals) {
    const file = positionals[0];
    if (!file) throw usageError('give the archive file: mnemofs import FILE');
    const r = await withTools(storeDir(values.store as string | undefined), (call) =>
      call('mem_import', {
        json_data: readHostFile(file, MAX_ARCHIVE_BYTES),
        ...(values.strategy ? { strategy: values.strategy } : {}),
        ...(values['dry-run'] ? { dry_run: true } : {}),
      }),
    );
    const list = (k: string) => (r[k] as unknown[]).length;
    console.log(
      `${r.dry_run ? '[dry run] ' : ''}${list('imported')} imported, ${list('overwritten')} overwritten, ${list('skipped')} skipped, ${list('refused')} refused${r.undo ? `; undo: mnemofs snapshot restore ${String(r.undo)}` : ''}`,
    );
    for (const x of r.refused as { path: string; reason: string }[])
      console.log(`refused ${x.path}: ${x.reason}`);
    return (r.refused as unknown[]).length ? 1 : 0;
  },
};
