#!/usr/bin/env node
// The `mnemofs` command: the composition root. It reads flags and config, builds the store
// and the front ends, and hands them to the verb. Nothing below src/cli reads config.

import { parseArgs } from 'node:util';
import { MemError } from '../errors/mem-error.js';
import { VERSION } from '../version.js';
import { auditCommand } from './commands/audit.js';
import { doctorCommand } from './commands/doctor.js';
import { initCommand } from './commands/init.js';
import { mcpCommand } from './commands/mcp.js';
import { serveCommand } from './commands/serve.js';
import { searchCommand } from './commands/search.js';
import { unmountCommand } from './commands/unmount.js';
import { diffCommand, logCommand, revertCommand } from './commands/history.js';
import { snapshotCommand } from './commands/snapshot.js';
import { reviewCommand } from './commands/review.js';
import { tokenCommand } from './commands/token.js';
import { remoteCommand, syncCommand } from './commands/remote.js';
import { serviceCommand } from './commands/service.js';
import { clientConfigCommand } from './commands/client-config.js';
import { indexCommand } from './commands/index.js';
import { exportCommand, importCommand } from './commands/archive.js';

import { EXIT_CODES, exitCodeOf, verbHelp, type Verb } from './verb.js';

const COMMON = {
  store: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const VERBS: Record<string, Verb> = {
  init: initCommand,
  serve: serveCommand,
  mcp: mcpCommand,
  search: searchCommand,
  log: logCommand,
  diff: diffCommand,
  revert: revertCommand,
  snapshot: snapshotCommand,
  review: reviewCommand,
  token: tokenCommand,
  audit: auditCommand,
  unmount: unmountCommand,
  doctor: doctorCommand,
  index: indexCommand,
  export: exportCommand,
  import: importCommand,
  service: serviceCommand,
  'client-config': clientConfigCommand,
  remote: remoteCommand,
  sync: syncCommand,
};

function usage(): string {
  const verbs = Object.entries(VERBS).map(([name, v]) => `  ${name.padEnd(14)} ${v.summary}`);
  return [
    `mnemofs ${VERSION} — a memory filesystem for AI agents`,
    '',
    'usage: mnemofs <verb> [--store DIR] [--json] [options]',
    '',
    ...verbs,
    '',
    'The store is --store DIR, else $MNEMOFS_STORE, else ~/.local/share/mnemofs.',
    "Run `mnemofs <verb> --help` for a verb's arguments, defaults, formats and examples.",
    '',
    'examples:',
    '  mnemofs serve --store ./store --mount ./mnt      # mount and serve until Ctrl-C',
    '  mnemofs search "deploy checklist" --limit 5',
    '  mnemofs log user/notes/rust.md',
    '',
    EXIT_CODES,
    'docs: docs/troubleshooting.md, docs/config.md',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    console.error(usage());
    return 2;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    console.log(usage());
    return 0;
  }
  if (name === '--version') {
    console.log(VERSION);
    return 0;
  }
  const verb = VERBS[name];
  if (!verb) {
    console.error(`mnemofs: unknown verb "${name}"; use one of: ${Object.keys(VERBS).join(', ')}`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...COMMON, ...verb.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    console.error(
      `mnemofs ${name}: ${(err as Error).message}\nusage: ${verb.usage}\n(mnemofs ${name} --help for more)`,
    );
    return 2;
  }
  if (parsed.values.help) {
    console.log(verbHelp(name, verb));
    return 0;
  }
  return verb.run(
    parsed.values as Record<string, string | boolean | undefined>,
    parsed.positionals,
  );
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(
      `mnemofs: ${err instanceof MemError ? err.message : err instanceof Error ? err.stack : String(err)}`,
    );
    process.exitCode = exitCodeOf(err);
  },
);
