// Runs `mnemofs serve --mount` as its own process: the test process may use the mount,
// but the serving process never may (it would deadlock on itself), so they are never one.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { BIN } from './cli.js';

/** Why FUSE tests cannot run here, or undefined when they can. */
export function fuseUnavailable(): string | undefined {
  try {
    if (!fs.statSync('/dev/fuse').isCharacterDevice()) return '/dev/fuse is not a character device';
  } catch {
    return 'no /dev/fuse on this machine (load the fuse module, or pass --device /dev/fuse to the container)';
  }
  if (process.getuid?.() !== 0) {
    try {
      execFileSync('sh', ['-c', 'command -v fusermount3 || command -v fusermount']);
    } catch {
      return 'not root and no fusermount on PATH (install the fuse3 package)';
    }
  }
  return undefined;
}

export interface Served {
  store: string;
  mount: string | undefined;
  proc: ChildProcess;
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `mnemofs serve` on `store`, mounted at `mount` unless it is undefined. */
export async function serve(
  store: string,
  mount: string | undefined,
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<Served> {
  const proc = spawn(
    process.execPath,
    [BIN, 'serve', '--store', store, ...(mount ? ['--mount', mount] : []), ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => resolve(code)),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`serve did not mount within 20 s:\n${out}`)),
      20_000,
    );
    const check = () => {
      if (/MCP clients join/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code} before mounting:\n${out}`));
    });
  });
  return {
    store,
    mount,
    proc,
    output: () => out,
    stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}

/** A fresh base dir with `store/` and `mnt/` paths (the store is created by serve). */
export function tempBase(): { base: string; store: string; mount: string; cleanup(): void } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-fuse-'));
  return {
    base,
    store: path.join(base, 'store'),
    mount: path.join(base, 'mnt'),
    cleanup: () => fs.rmSync(base, { recursive: true, force: true }),
  };
}

export function isMounted(dir: string): boolean {
  return fs
    .readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .some((l) => l.split(' ')[1] === dir);
}
