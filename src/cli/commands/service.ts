// `mnemofs service install`: a systemd user unit that runs `serve` for a store. It runs
// node directly (no npm or shell in between, so SIGTERM from systemd reaches serve, which
// unmounts and exits 0), restarts on failure, and is enabled at once; `--print` only prints.

import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { MemError } from '../../errors/mem-error.js';
import { writeHostFile } from '../../sandbox/host-probe.js';
import { storeDir } from '../config.js';
import { CLI_MAIN, DOCS_DIR, NODE } from '../install-paths.js';
import { usageError, type Verb } from '../verb.js';

const USAGE =
  'mnemofs service install [--store DIR] [--mount DIR] [--http HOST:PORT] [--name N] [--print]';

/** One ExecStart argument, quoted the way systemd splits its command line. */
function quote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `"${arg.replace(/(["\\])/g, '\\$1')}"`;
}

function renderUnit(opts: { store: string; mount?: string; http?: string }): string {
  const argv = [
    NODE,
    CLI_MAIN,
    'serve',
    '--store',
    opts.store,
    ...(opts.mount ? ['--mount', opts.mount] : []),
    ...(opts.http ? ['--http', opts.http] : []),
  ];
  return [
    '[Unit]',
    `Description=mnemofs memory store ${opts.store}`,
    `Documentation=file://${DOCS_DIR}troubleshooting.md`,
    '',
    '[Service]',
    'Type=simple',
    `ExecStart=${argv.map(quote).join(' ')}`,
    // serve unmounts and exits 0 on SIGTERM; a crash is restarted (auto_unmount and the
    // start-up recovery of a stale mount make the restart clean).
    'KillSignal=SIGTERM',
    'KillMode=mixed',
    'TimeoutStopSec=30',
    'Restart=on-failure',
    'RestartSec=2',
    '',
    '[Install]',
    'WantedBy=default.target',
    '',
  ].join('\n');
}

export const serviceCommand: Verb = {
  summary: 'install a systemd user unit that runs serve (install [--print])',
  usage: USAGE,
  args: [
    ['install', 'write ~/.config/systemd/user/<name>.service and enable it now'],
    ['--mount DIR', 'the mountpoint serve uses (default: none)'],
    ['--http HOST:PORT', 'also serve MCP over HTTP (default: none)'],
    ['--name N', 'the unit name (default mnemofs)'],
    ['--print', 'print the unit and change nothing'],
  ],
  examples: [
    'mnemofs service install --store ~/memory --mount ~/memory-mnt',
    'mnemofs service install --store ~/memory --print > mnemofs.service',
  ],
  options: {
    mount: { type: 'string' },
    http: { type: 'string' },
    name: { type: 'string' },
    print: { type: 'boolean' },
  },
  async run(values, [action]) {
    if (action !== 'install') throw usageError(`unknown service action "${action ?? ''}"`, USAGE);
    const name = (values.name as string | undefined) ?? 'mnemofs';
    if (!/^[\w@.-]+$/.test(name)) throw usageError(`--name "${name}" is not a unit name`, USAGE);
    const unit = renderUnit({
      store: storeDir(values.store as string | undefined),
      mount: values.mount ? path.resolve(values.mount as string) : undefined,
      http: values.http as string | undefined,
    });
    if (values.print) {
      process.stdout.write(unit);
      return 0;
    }
    const dir = path.join(
      process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'),
      'systemd',
      'user',
    );
    const file = path.join(dir, `${name}.service`);
    writeHostFile(file, unit);
    process.stdout.write(unit);
    console.log(`\nwrote ${file}`);
    try {
      execFileSync('systemctl', ['--user', 'daemon-reload'], { stdio: 'pipe' });
      execFileSync('systemctl', ['--user', 'enable', '--now', `${name}.service`], {
        stdio: 'pipe',
      });
    } catch (err) {
      const why = String((err as { stderr?: Buffer }).stderr ?? (err as Error).message).trim();
      throw new MemError(
        'MEM_IO',
        `the unit is written but could not be enabled: ${why}; in a login session run \`systemctl --user daemon-reload && systemctl --user enable --now ${name}.service\` (as root on a server, \`loginctl enable-linger\` gives the user a systemd manager)`,
      );
    }
    console.log(`enabled and started ${name}.service (journalctl --user -u ${name} shows its log)`);
    return 0;
  },
};
